import { expect } from 'chai';
import { createStrictValidator, IMPORT_ADVICE_V1_SCHEMA_ID, importAdviceV1Identity, SchemaValidationError, type ImportAdviceV1Document } from '@animsmith/schemas';
import { defineProfile, OperatorError, type AnimDocument, type GeneratorClipEvidence, type PredictionProvenance } from '@animsmith/cli/plugin';
import { defineImportAdviceGenerator, defineImportAdviceProjector, readImportAdviceDocument, type ImportAdviceContext, type ImportAdviceProjectionV2, type ImportAdviceV1Projector } from '../src/index.js';
import { assembleImportAdviceV1, assembleImportAdviceV2 } from '../src/assemble.js';
import { buildClipRows } from '../src/clip-rows.js';
import { renderImportAdvice } from '../src/view.js';
import { adviceRequest, loadFbxScene, stacksScene } from '@animsmith/test-utils/import-advice';

/** A Godot-shaped revision without settings: the engine-neutral refusal path end to end. */
const GODOT = defineProfile({
  profile: 'godot',
  profile_revision: 1,
  engine_version: '4.7',
  importer: 'resource-importer-scene',
  fact_bundle: 'urn:animsmith:engine-profile:godot:1',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
  accepted_formats: ['fbx', 'glb', 'gltf'],
  facts: [],
  sources: [],
  settings: [],
});

const refusing: ImportAdviceV1Projector = defineImportAdviceProjector({
  contract: 1,
  tuple: GODOT,
  formats: ['fbx'],
  needsClips: false,
  project: () => ({ payload: { engine: 'godot' }, refusal: 'profile_settings_unmodeled' }),
});

const TOOL = { name: 'animsmith' as const, version: '0.1.0', source: { revision: null, dirty: null } };

async function provenanceOf(names: readonly string[]): Promise<{ provenance: PredictionProvenance; services: GeneratorClipEvidence & { document: AnimDocument } }> {
  const asset = await loadFbxScene(stacksScene(names));
  const evidence = await adviceRequest(asset, GODOT).prediction();
  const clipped = adviceRequest(asset, GODOT, { clips: { walk: { loop: true, movement_owner_xz: 'animation' } } });
  return { provenance: evidence!.provenance, services: { document: asset.document, ...clipped.clipEvidence() } };
}

describe('import advice: engine-neutral clip rows', () => {
  it('binds each source clip to its normalised clip with the source name kept apart', async () => {
    const { provenance, services } = await provenanceOf(['walk', '']);
    const outcome = buildClipRows(provenance, services);
    expect(outcome.ok).to.equal(true);
    if (!outcome.ok) return;
    expect(outcome.rows.map((r) => [r.source_clip_index, r.normalized_clip_index, r.normalized_clip_name, r.source_name])).to.deep.equal([
      [0, 0, 'walk', { state: 'observed', value: 'walk' }],
      [1, 1, 'take1', { state: 'proven_absent' }],
    ]);
    const walk = outcome.rows[0]!.evidence;
    expect(walk).to.include({ duration_s_availability: 'measured', loop: true, movement_owner_xz: 'animation' });
    expect(walk.duration_s).to.be.closeTo(1, 1e-6);
    expect(walk.loop_endpoint_mode_availability).to.not.equal('not_applicable');
    // No declared loop: the endpoint fact does not apply, and no intent is invented.
    const other = outcome.rows[1]!.evidence;
    expect(other.loop_endpoint_mode_availability).to.equal('not_applicable');
    expect(other).to.not.have.any.keys('loop', 'movement_owner_xz', 'movement_owner_y', 'movement_owner_yaw');
  });

  it('refuses a partial raw inventory and a lost linkage', async () => {
    const { provenance, services } = await provenanceOf(['walk', 'idle']);
    const partial = { ...provenance, raw_source: { ...provenance.raw_source, animations: { ...provenance.raw_source.animations, coverage: { ...provenance.raw_source.animations.coverage, state: 'partial' as const } } } };
    expect(buildClipRows(partial, services)).to.deep.equal({ ok: false, reason: 'raw_clip_inventory_incomplete' });
    const unlinked = { ...services, document: { ...services.document, clips: services.document.clips.map((c) => ({ ...c, index: c.index + 5 })) } };
    expect(buildClipRows(provenance, unlinked)).to.deep.equal({ ok: false, reason: 'clip_identity_unavailable' });
    const missing = { ...services, clipMeasurements: () => undefined };
    expect(buildClipRows(provenance, missing)).to.deep.equal({ ok: false, reason: 'measurement_unavailable' });
  });
});

describe('import advice: clips named alike', () => {
  it('binds each to its own normalized name (walk, walk#1), the source name kept on both rows', async () => {
    const { provenance, services } = await provenanceOf(['walk', 'walk']);
    const outcome = buildClipRows(provenance, services);
    expect(outcome.ok).to.equal(true);
    if (!outcome.ok) return;
    expect(outcome.rows.map((r) => [r.source_clip_index, r.normalized_clip_index, r.normalized_clip_name, r.source_name, r.evidence.loop])).to.deep.equal([
      [0, 0, 'walk', { state: 'observed', value: 'walk' }, true],
      [1, 1, 'walk#1', { state: 'observed', value: 'walk' }, true],
    ]);
  });
});

describe('import advice: lifecycle and identity', () => {
  it('refuses V1 without exposing rows, and the identity ignores tool metadata', async () => {
    const { provenance, services } = await provenanceOf(['walk']);
    const rows = buildClipRows(provenance, services);
    const payload = { engine: 'unity-generic' as const, document: { convert_units: true, bake_axis_conversion: false, root_motion_source: 'Root' }, clips: [{ normalized_clip_index: 0, lock_root_rotation: true, lock_root_height_y: true, lock_root_position_xz: false }] };
    const refused = assembleImportAdviceV1(TOOL, provenance, rows, { payload, refusal: 'clip_identity_mismatch' });
    expect(refused).to.include({ state: 'refused', refusal_reason: 'clip_identity_mismatch' });
    expect(refused.clips).to.deep.equal([]);
    expect(refused.payload).to.deep.include({ clips: [] });
    const other = assembleImportAdviceV1({ ...TOOL, version: '9.9.9' }, provenance, rows, { payload, refusal: 'clip_identity_mismatch' });
    expect(other.identity).to.deep.equal(refused.identity);
    const available = assembleImportAdviceV1(TOOL, provenance, rows, { payload });
    expect(available.state).to.equal('available');
    expect(available.clips).to.have.length(1);
    expect(available.identity).to.not.deep.equal(refused.identity);
    expect(importAdviceV1Identity(available)).to.deep.equal(available.identity);
    expect(importAdviceV1Identity({ ...available, clips: [] })).to.not.deep.equal(available.identity);
  });

  it('an unmodeled profile refuses before clip evidence is consulted', async () => {
    const { provenance } = await provenanceOf(['walk']);
    const doc = assembleImportAdviceV1(TOOL, provenance, { ok: false, reason: 'raw_clip_inventory_incomplete' }, refusing.project({} as ImportAdviceContext));
    expect(doc.refusal_reason).to.equal('profile_settings_unmodeled');
  });

  it('closes V2 against the dependency closure and never projects a partial one', async () => {
    const { provenance } = await provenanceOf(['walk']);
    let calls = 0;
    const project = (): ImportAdviceProjectionV2 => {
      calls += 1;
      return { target: 'UFbxAnimSequenceImportData', document: [], clips: [] };
    };
    const complete = assembleImportAdviceV2(TOOL, provenance, project);
    expect(complete).to.include({ state: 'available' });
    expect(complete.basis.dependency_closure).to.equal('complete');
    const partial = assembleImportAdviceV2(TOOL, { ...provenance, dependency_closure: { ...provenance.dependency_closure, coverage: 'partial' } }, project);
    expect(partial).to.include({ state: 'refused', refusal_reason: 'dependency_closure_incomplete' });
    expect(partial).to.not.have.property('projection');
    expect(calls).to.equal(1);
    expect(Object.keys(complete)).to.deep.equal(['schema_version', 'schema', 'tool', 'command', 'identity', 'prediction_provenance', 'basis', 'state', 'projection']);
  });
});

describe('import advice: the generator', () => {
  const generator = defineImportAdviceGenerator([refusing]);

  it('supports exactly its tuples', () => {
    expect(generator.kind).to.equal('import-advice');
    expect(generator.supports(GODOT)).to.equal(true);
    expect(generator.supports({ ...GODOT, profile_revision: 2 })).to.equal(false);
    expect(generator.supports(null)).to.equal(false);
  });

  it('emits a schema-valid refusal that reads back, byte-identical across runs, exit 1', async () => {
    const asset = await loadFbxScene(stacksScene(['walk']));
    const first = await generator.generate(adviceRequest(asset, GODOT));
    const second = await generator.generate(adviceRequest(await loadFbxScene(stacksScene(['walk'])), GODOT));
    expect(first.exitCode).to.equal(1);
    const json = JSON.stringify(first.document);
    expect(json).to.equal(JSON.stringify(second.document));
    const validate = createStrictValidator().getSchema(IMPORT_ADVICE_V1_SCHEMA_ID)!;
    expect(validate(first.document), JSON.stringify(validate.errors)).to.equal(true);
    const back = readImportAdviceDocument(json) as ImportAdviceV1Document;
    expect(back).to.include({ state: 'refused', refusal_reason: 'profile_settings_unmodeled' });
    const provenance = { ...back, prediction_provenance: { ...back.prediction_provenance, identity: { sha256: '0'.repeat(64), bytes: 1 } } };
    expect(() => readImportAdviceDocument(JSON.stringify(provenance))).to.throw(SchemaValidationError, /\/prediction_provenance: identity does not match/);
    const identity = { ...back, identity: { sha256: '0'.repeat(64), bytes: back.identity.bytes } };
    expect(() => readImportAdviceDocument(JSON.stringify(identity))).to.throw(SchemaValidationError, /\/identity: is not the canonical digest/);
  });

  it('refuses an input format the projector does not cover as an operator error', async () => {
    const glbOnly = defineImportAdviceGenerator([{ ...refusing, formats: ['glb'] }]);
    const asset = await loadFbxScene(stacksScene(['walk']));
    let error: unknown;
    try {
      await glbOnly.generate(adviceRequest(asset, GODOT));
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(OperatorError);
    expect((error as Error).message).to.match(/gives no advice for fbx input \(it covers glb\)/);
  });
});

describe('import advice: views', () => {
  it('escapes file-derived names in text and Markdown and adds nothing the JSON lacks', async () => {
    const evil = 'walk\u001b[31m|*x*\u202e';
    const { provenance, services } = await provenanceOf([evil]);
    const rows = buildClipRows(provenance, services);
    const payload = { engine: 'unity-generic' as const, document: { convert_units: true, bake_axis_conversion: false, root_motion_source: 'Root/<b>' }, clips: [{ normalized_clip_index: 0, lock_root_rotation: true, lock_root_height_y: false, lock_root_position_xz: true }] };
    const doc = assembleImportAdviceV1(TOOL, provenance, rows, { payload });
    const text = renderImportAdvice(doc, 'text');
    // eslint-disable-next-line no-control-regex
    expect(text).to.not.match(/[\u001b\u202e]/);
    expect(text).to.contain('walk\\u{1b}[31m|*x*\\u{202e}');
    expect(text).to.contain('state: available');
    expect(text).to.contain('Root Motion Source: Root/<b>');
    const markdown = renderImportAdvice(doc, 'markdown');
    // eslint-disable-next-line no-control-regex
    expect(markdown).to.not.match(/[\u001b\u202e]/);
    expect(markdown).to.contain('walk\\\\u{1b}\\[31m\\|\\*x\\*\\\\u{202e}');
    expect(markdown).to.contain('Root/\\<b\\>');
    expect(markdown).to.match(/\| #0 walk.* \| true \| false \| true \|/);
    // One # title like lint's Markdown, ## sections, and the contract's vocabulary escaped like names.
    expect(markdown.split('\n')[0]).to.match(/^# engine import advice v1: \S+ rev 1 /);
    expect(markdown.match(/^# /gm)).to.have.length(1);
    expect(markdown).to.match(/^## Model Importer$/m);
    expect(markdown).to.not.match(/[a-z]_[a-z]/);
  });
});
