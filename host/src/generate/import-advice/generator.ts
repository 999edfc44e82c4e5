/**
 * `defineImportAdviceGenerator(projectors)`: the `import-advice` generator an engine plugin
 * registers. The plugin supplies only its projectors (one per exact profile tuple); this module
 * does the engine-neutral rest — format gate, same-load provenance, clip rows, lifecycle,
 * identity, strict read-back before anything is written, and the views.
 */
import { validateImportAdviceV1, validateImportAdviceV2, type ImportAdviceDocument } from '@animsmith/schemas';
import { OperatorError } from '../../engine/errors.js';
import { buildRunServices } from '../../engine/run-services.js';
import { toolIdentity } from '../../output/tool.js';
import type { GeneratorDefinition, GeneratorRequest, GeneratorResult } from '../../plugin-api/generator.js';
import type { PredictionProvenance } from '../../plugin-api/prediction.js';
import { formatProfileIdentity, sameProfileIdentity, type EngineProfileIdentity } from '../../plugin-api/profile.js';
import { ImportAdviceSettingsError, type ImportAdviceContext, type ImportAdviceProjector } from './api.js';
import { assembleImportAdviceV1, assembleImportAdviceV2 } from './assemble.js';
import { buildClipRows, type ClipRowsOutcome } from './clip-rows.js';
import { renderImportAdvice } from './view.js';

export const IMPORT_ADVICE_KIND = 'import-advice';

export function defineImportAdviceGenerator(projectors: readonly ImportAdviceProjector[]): GeneratorDefinition<ImportAdviceDocument> {
  const find = (profile: EngineProfileIdentity | null) => (profile === null ? undefined : projectors.find((p) => sameProfileIdentity(p.tuple, profile)));
  return {
    kind: IMPORT_ADVICE_KIND,
    description: 'importer-setting advice for the pinned engine profile (engine-import-advice v1 or v2)',
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
  const provenance = evidence.provenance as unknown as PredictionProvenance;
  const bound = (): ClipRowsOutcome => (projector.needsClips ? clipRows(provenance, request) : { ok: true, rows: [] });
  const context = (clips: ClipRowsOutcome): ImportAdviceContext => ({ profile: projector.tuple, provenance, clips: clips.ok ? clips.rows : [] });
  const tool = toolIdentity();
  let document: ImportAdviceDocument;
  try {
    if (projector.contract === 1) {
      const clips = bound();
      document = validateImportAdviceV1(assembleImportAdviceV1(tool, provenance, clips, projector.project(context(clips))));
    } else {
      // Only a complete dependency closure is projected; the clips are bound only then.
      const project = () => {
        const clips = bound();
        if (!clips.ok) throw new OperatorError(`${what}: the clips cannot be bound to their settings (${clips.reason})`);
        return projector.project(context(clips));
      };
      document = validateImportAdviceV2(assembleImportAdviceV2(tool, provenance, project));
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
  const { config } = request;
  const services = buildRunServices(request.document, request.source, {
    rig: config.rig,
    clips: config.clips,
    measure: request.measureOptions,
  });
  return buildClipRows(provenance, services);
}
