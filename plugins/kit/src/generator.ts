/**
 * `defineImportAdviceGenerator(projectors)`: the `import-advice` generator an engine plugin
 * registers. The plugin supplies only its projectors (one per exact profile tuple); this module
 * does the engine-neutral rest — format gate, same-load provenance, clip rows, lifecycle,
 * identity and the views. The host reads the document back through its registered contract
 * before anything is written.
 */
import type { ImportAdviceDocument } from '@animsmith/schemas';
import {
  formatProfileIdentity,
  OperatorError,
  sameProfileIdentity,
  type EngineProfileIdentity,
  type GeneratorDefinition,
  type GeneratorRequest,
  type GeneratorResult,
  type PredictionProvenance,
} from '@animsmith/cli/plugin';
import { ImportAdviceSettingsError, type ImportAdviceContext, type ImportAdviceProjector } from './api.js';
import { assembleImportAdviceV1, assembleImportAdviceV2 } from './assemble.js';
import { buildClipRows, type ClipRowsOutcome } from './clip-rows.js';
import { renderImportAdvice } from './view.js';

export const IMPORT_ADVICE_KIND = 'import-advice';

/** The `generate import-advice` help every engine's advice generator declares alike. */
const IMPORT_ADVICE_HELP = {
  summary: 'Write the engine import advice of one file for the pinned engine profile',
  description:
    'Runs the import-advice generator of the profile selected under [engine]. Exit 1 for a typed refusal (the document ' +
    'is still written), 2 when no profile is selected, its plugin provides no import advice, or on operator errors.',
  examples: ['<%= config.bin %> generate import-advice walk.fbx'],
  input: 'Asset file',
} as const;

export function defineImportAdviceGenerator(projectors: readonly ImportAdviceProjector[]): GeneratorDefinition<ImportAdviceDocument> {
  const find = (profile: EngineProfileIdentity | null) => (profile === null ? undefined : projectors.find((p) => sameProfileIdentity(p.tuple, profile)));
  return {
    kind: IMPORT_ADVICE_KIND,
    description: 'importer-setting advice for the pinned engine profile (engine-import-advice v1 or v2)',
    help: IMPORT_ADVICE_HELP,
    supports: (profile) => find(profile) !== undefined,
    async generate(request) {
      const projector = find(request.profile);
      if (!projector) throw new OperatorError(`generate ${IMPORT_ADVICE_KIND}: no projector for the selected profile`);
      return generateWith(projector, request);
    },
  };
}

async function generateWith(projector: ImportAdviceProjector, request: GeneratorRequest): Promise<GeneratorResult<ImportAdviceDocument>> {
  const what = `generate ${IMPORT_ADVICE_KIND}: ${formatProfileIdentity(projector.tuple)}`;
  if (!projector.formats.includes(request.source.format)) {
    throw new OperatorError(`${what} gives no advice for ${request.source.format} input (it covers ${projector.formats.join(', ')})`);
  }
  const evidence = await request.prediction();
  if (evidence === null) throw new OperatorError(`${what}: no prediction provenance for this load`);
  const { provenance } = evidence;
  const bound = (): ClipRowsOutcome => (projector.needsClips ? clipRows(provenance, request) : { ok: true, rows: [] });
  const context = (clips: ClipRowsOutcome): ImportAdviceContext => ({ profile: projector.tuple, provenance, clips: clips.ok ? clips.rows : [] });
  const { tool } = request;
  let document: ImportAdviceDocument;
  try {
    if (projector.contract === 1) {
      const clips = bound();
      document = assembleImportAdviceV1(tool, provenance, clips, projector.project(context(clips)));
    } else {
      // Only a complete dependency closure is projected; the clips are bound only then.
      const project = () => {
        const clips = bound();
        if (!clips.ok) throw new OperatorError(`${what}: the clips cannot be bound to their settings (${clips.reason})`);
        return projector.project(context(clips));
      };
      document = assembleImportAdviceV2(tool, provenance, project);
    }
  } catch (error) {
    if (error instanceof ImportAdviceSettingsError) throw new OperatorError(`${what}: ${error.message}`);
    throw error;
  }
  return {
    document,
    exitCode: document.state === 'available' ? 0 : 1,
    render: (format) => renderImportAdvice(document, format),
  };
}

/** Clip rows from the same load, measured with the project's own clip intent and check-set caps. */
function clipRows(provenance: PredictionProvenance, request: GeneratorRequest): ClipRowsOutcome {
  return buildClipRows(provenance, { document: request.document, ...request.clipEvidence() });
}
