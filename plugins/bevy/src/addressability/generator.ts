/**
 * The Bevy `addressability` generator. Revision 1 adapts the host's V1 document (same-load
 * provenance + the unchanged engine-addressability evaluation); revision 2 emits V1 with a null
 * adapter (the V1 adapter is pinned to revision 1) and a stderr note; revision 3 emits the rich V2
 * contract. `--pointer-width` applies only to V2: it is declared as data, so the host builds the
 * flag and its help, and refuses it (exit 2) under revisions 1 and 2 before anything is loaded.
 */
import {
  defineGenerator,
  OperatorError,
  type CheckRecord,
  type EngineProfileIdentity,
  type GeneratedDocument,
  type GeneratorPredictionEvidence,
  type GeneratorRequest,
  type GeneratorResult,
} from '@animsmith/cli/plugin';
import { addressabilityV1Document, facetStates, v1Result } from './neutral/document-v1.js';
import { addressabilityV2Root } from './neutral/document-v2.js';
import { buildAnimationInventory } from './neutral/inventory.js';
import { buildSourceStructure } from './neutral/structure.js';
import { BEVY_REV3_PINS } from './pins.js';
import { projectBevyRev3 } from './projection.js';
import type { PointerWidth } from './target-id.js';
import type { AddressabilityV2Document, BevyRichProjection, BevySettings } from './types.js';
import { renderAddressabilityV2 } from './view.js';

const CHECK_ID = 'engine-addressability';

const isBevy = (p: EngineProfileIdentity | null): p is EngineProfileIdentity =>
  p !== null && p.profile === 'bevy' && p.engine_version === '0.19.0' && p.importer === 'gltf-asset-loader';

type AddressabilityCheck = CheckRecord & { check_id: typeof CHECK_ID };
const isAddressabilityCheck = (c: CheckRecord): c is AddressabilityCheck => c.check_id === CHECK_ID;

async function evidenceOf(request: GeneratorRequest): Promise<{ evidence: GeneratorPredictionEvidence; check: AddressabilityCheck }> {
  const evidence = await request.prediction();
  const check = evidence?.checks.find(isAddressabilityCheck);
  if (!evidence || !check) throw new OperatorError(`${request.displayPath}: the Bevy profile produced no ${CHECK_ID} evaluation for this file`);
  return { evidence, check };
}

function settingOf(evidence: GeneratorPredictionEvidence, id: string): boolean | null {
  const settings = (evidence.provenance.settings as { document?: { id?: unknown; value?: unknown }[] } | undefined)?.document ?? [];
  const value = settings.find((s) => s.id === id)?.value;
  return typeof value === 'boolean' ? value : null;
}

/** `--pointer-width`, validated here as well: the flag parser is not the only caller. */
export function pointerWidthOf(options: Readonly<Record<string, string>>): PointerWidth | null {
  const raw = options['pointer-width'];
  if (raw === undefined) return null;
  if (raw === '32' || raw === '64') return Number(raw) as PointerWidth;
  throw new OperatorError(`--pointer-width must be 32 or 64, got ${JSON.stringify(raw)}`);
}

/** Whether any part of the V2 value is required-unavailable (the document then exits 1). */
export function v2Blocked(check: CheckRecord, p: BevyRichProjection): boolean {
  const states = [
    p.default_scene.state,
    p.skins.state,
    p.named_maps.scenes.state,
    p.named_maps.animations.state,
    p.named_maps.skins.state,
    p.target_coverage.state,
    ...p.targets.flatMap((t) => [t.path.state, t.target_id.state]),
  ];
  return facetStates(check).unavailable > 0 || states.includes('required_unavailable');
}

async function generateV2(request: GeneratorRequest): Promise<GeneratorResult<AddressabilityV2Document>> {
  const width = pointerWidthOf(request.options);
  const inventory = buildAnimationInventory(request);
  const structure = buildSourceStructure(request.source);
  const { evidence, check } = await evidenceOf(request);
  const settings: BevySettings = {
    bevy_animation_feature: settingOf(evidence, 'bevy_animation_feature'),
    load_animations: settingOf(evidence, 'load_animations'),
    pointer_width: width,
  };
  const projection = projectBevyRev3(inventory, structure, settings);
  const document: AddressabilityV2Document = {
    ...addressabilityV2Root(request.tool, inventory, structure),
    bevy: { pins: BEVY_REV3_PINS, prediction_provenance: evidence.provenance, check, projection },
  };
  return { document, exitCode: v2Blocked(check, projection) ? 1 : 0, render: (format) => renderAddressabilityV2(document, format) };
}

async function generateV1(request: GeneratorRequest, revision: 1 | 2): Promise<GeneratorResult> {
  const inventory = buildAnimationInventory(request);
  const { evidence, check } = await evidenceOf(request);
  if (revision === 1) return v1Result(addressabilityV1Document(request.tool, inventory, { prediction_provenance: evidence.provenance, check }));
  // The immutable V1 adapter is pinned to the revision-1 provenance, so revision 2 cannot embed its
  // own: the adapter is null. The evaluation still decides the exit code (lint would block too).
  const { available, unavailable } = facetStates(check);
  const result = v1Result(addressabilityV1Document(request.tool, inventory, null));
  return {
    ...result,
    exitCode: unavailable > 0 ? 1 : 0,
    notes: [
      `bevy rev 2: the V1 Bevy adapter is pinned to revision 1, so "bevy" is null; ${CHECK_ID}: ${available} available, ${unavailable} required-unavailable facet(s) (see animsmith lint)`,
    ],
  };
}

export const bevyAddressabilityGenerator = defineGenerator<GeneratedDocument>({
  kind: 'addressability',
  description: 'glTF addressability under the pinned Bevy profile (V1 adapter for revision 1, V1 with a null adapter for revision 2, rich V2 for revision 3)',
  flags: [
    {
      name: 'pointer-width',
      kind: 'option',
      options: ['32', '64'],
      description:
        'Target pointer width (bits) for Bevy animation-target ids; applies only to the V2 document (Bevy profile revision 3) ' +
        'and is refused (exit 2) where V1 is emitted; never inferred from this host',
      // Revisions 1 and 2 emit V1, which has no use for it: refused rather than ignored.
      appliesTo: [{ profile: 'bevy', revisions: [3] }],
      refusal: '--pointer-width applies only to Bevy profile revision 3 (gltf-addressability V2); revision {revision} emits V1, which has no animation-target ids',
    },
  ],
  supports: isBevy,
  async generate(request) {
    const revision = request.profile?.profile_revision;
    if (revision === 3) return generateV2(request);
    if (revision === 1 || revision === 2) return generateV1(request, revision);
    throw new OperatorError(`Bevy profile revision ${String(revision)} has no addressability contract`);
  },
});
