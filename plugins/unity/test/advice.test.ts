import { expect } from 'chai';
import { isProfileDefinition, OperatorError, type EngineProfileDefinition, type GeneratorRequest } from '@animsmith/cli/plugin';
import { readImportAdviceDocument } from '@animsmith/engine-kit';
import { createStrictValidator, readImportAdviceV1, SchemaValidationError, type ImportAdviceV1Document, type ImportAdviceV2Document } from '@animsmith/schemas';
import plugin, { PROFILES } from '../src/index.js';
import { unityImportAdvice } from '../src/advice/index.js';
import { adviceRequest, loadFbxScene, stacksScene } from '@animsmith/test-utils/import-advice';

type ProjectConfig = GeneratorRequest['config'];

function definition(profile: string, revision: number): EngineProfileDefinition {
  const found = PROFILES.find((p) => p.profile === profile && p.profile_revision === revision);
  if (!found || !isProfileDefinition(found)) throw new Error(`${profile} rev ${revision} is not a complete profile definition`);
  return found;
}

const ROOTS = { root_rotation: 'bake', root_position_y: 'bake', root_position_xz: 'extract' };
function config(document: Record<string, unknown>): ProjectConfig {
  return {
    engine: { settings: document },
    clips: { '*': { engine_settings: ROOTS }, idle: { loop: true, engine_settings: { root_position_xz: 'bake', root_rotation: 'extract' } } },
  } as unknown as ProjectConfig;
}
const GENERIC_SETTINGS = { convert_units: true, bake_axis_conversion: false, root_motion_source: 'Root' };

const validator = createStrictValidator();
function expectValid(document: { schema: string }): void {
  const validate = validator.getSchema(document.schema)!;
  expect(validate(document), JSON.stringify(validate.errors)).to.equal(true);
}

async function generate(profile: EngineProfileDefinition, cfg: ProjectConfig, names = ['walk', 'idle']) {
  const asset = await loadFbxScene(stacksScene(names));
  return unityImportAdvice.generate(adviceRequest(asset, profile, cfg));
}

describe('@animsmith/plugin-unity import advice', () => {
  it('is registered by the plugin for every Unity profile', () => {
    expect(plugin.generators).to.include(unityImportAdvice);
    for (const p of PROFILES) expect(unityImportAdvice.supports(p), `${p.profile} rev ${p.profile_revision}`).to.equal(true);
  });

  it('projects Generic revision 1 Model Importer settings: bake → true, extract → false (V1, exit 0)', async () => {
    const result = await generate(definition('unity-generic', 1), config(GENERIC_SETTINGS));
    expect(result.exitCode).to.equal(0);
    const doc = result.document as ImportAdviceV1Document;
    expectValid(doc);
    expect(doc.payload).to.deep.equal({
      engine: 'unity-generic',
      document: { convert_units: true, bake_axis_conversion: false, root_motion_source: 'Root' },
      clips: [
        { normalized_clip_index: 0, lock_root_rotation: true, lock_root_height_y: true, lock_root_position_xz: false },
        { normalized_clip_index: 1, lock_root_rotation: false, lock_root_height_y: true, lock_root_position_xz: true },
      ],
    });
    expect(doc.clips.map((c) => [c.source_clip_index, c.normalized_clip_name, c.evidence.loop])).to.deep.equal([
      [0, 'walk', undefined],
      [1, 'idle', true],
    ]);
    expect(readImportAdviceDocument(JSON.stringify(doc))).to.deep.equal(doc);
    expect(JSON.stringify(doc)).to.not.match(/frame_range|sample_rate|CustomSampleRate/);
  });

  it('projects Humanoid revision 1 without a root motion source', async () => {
    const settings = { convert_units: false, bake_axis_conversion: true };
    const result = await generate(definition('unity-humanoid', 1), config(settings));
    expect(result.exitCode).to.equal(0);
    expectValid(result.document);
    expect((result.document as ImportAdviceV1Document).payload).to.deep.include({ engine: 'unity-humanoid', document: { convert_units: false, bake_axis_conversion: true } });
  });

  it('two clips sharing a name are two rows: normalized names walk and walk#1, each with its source name (V1, exit 0)', async () => {
    const result = await generate(definition('unity-generic', 1), config(GENERIC_SETTINGS), ['walk', 'walk']);
    expect(result.exitCode).to.equal(0);
    const doc = result.document as ImportAdviceV1Document;
    expectValid(doc);
    expect(doc.state).to.equal('available');
    expect(doc.clips.map((c) => [c.source_clip_index, c.normalized_clip_index, c.normalized_clip_name, c.source_name])).to.deep.equal([
      [0, 0, 'walk', { state: 'observed', value: 'walk' }],
      [1, 1, 'walk#1', { state: 'observed', value: 'walk' }],
    ]);
    expect(readImportAdviceDocument(JSON.stringify(doc))).to.deep.equal(doc);
  });

  it('projects Generic revision 2 as native ModelImporter parameters with origins (V2)', async () => {
    const result = await generate(definition('unity-generic', 2), config(GENERIC_SETTINGS));
    expect(result.exitCode).to.equal(0);
    const doc = result.document as ImportAdviceV2Document;
    expectValid(doc);
    expect(doc.basis).to.deep.include({ source_format: 'fbx', dependency_closure: 'complete' });
    expect(doc.projection!.target).to.equal('ModelImporter');
    expect(doc.projection!.document.map((p) => [p.key, p.value, p.origin])).to.deep.equal([
      ['useFileScale', true, 'explicit_config'],
      ['bakeAxisConversion', false, 'explicit_config'],
      ['motionNodeName', 'Root', 'explicit_config'],
    ]);
    expect(doc.projection!.clips[1]!.parameters.map((p) => [p.key, p.value])).to.deep.equal([
      ['lockRootRotation', false],
      ['lockRootHeightY', true],
      ['lockRootPositionXZ', true],
    ]);
    expect(readImportAdviceDocument(JSON.stringify(doc))).to.deep.equal(doc);
  });

  it('records profile defaults of revision 2 with their origin', async () => {
    const result = await generate(definition('unity-generic', 2), { engine: { settings: { root_motion_source: 'Root' } } } as ProjectConfig);
    expect(result.exitCode).to.equal(0);
    const doc = result.document as ImportAdviceV2Document;
    expect(doc.projection!.document.map((p) => [p.key, p.value, p.origin])).to.deep.equal([
      ['useFileScale', true, 'profile_default'],
      ['bakeAxisConversion', false, 'profile_default'],
      ['motionNodeName', 'Root', 'explicit_config'],
    ]);
    expect(doc.projection!.clips[0]!.parameters.every((p) => p.value === false && p.origin === 'profile_default')).to.equal(true);
    expect(readImportAdviceDocument(JSON.stringify(doc))).to.deep.equal(doc);
  });

  it('refuses V2 without a projection when the dependency closure is partial', async () => {
    const asset = await loadFbxScene(stacksScene(['walk']));
    const partial = { ...asset, source: { ...asset.source, dependencies: { coverage: 'partial' as const, resources: [{ kind: 'buffer' as const, index: 0, uri: 'walk.bin', unavailableReason: 'unreadable' }] } } };
    const result = await unityImportAdvice.generate(adviceRequest(partial, definition('unity-generic', 2), config(GENERIC_SETTINGS)));
    expect(result.exitCode).to.equal(1);
    expectValid(result.document);
    expect(result.document).to.include({ state: 'refused', refusal_reason: 'dependency_closure_incomplete' });
    expect(result.document).to.not.have.property('projection');
  });

  it('refuses a revision-2 Root Motion Source that names no node, as lint does (exit 2, never available)', async () => {
    for (const [path, reason] of [['Bone', 'source_selector_no_match'], ['', 'non-empty transform path']] as const) {
      let error: unknown;
      try {
        await generate(definition('unity-generic', 2), config({ ...GENERIC_SETTINGS, root_motion_source: path }));
      } catch (e) {
        error = e;
      }
      expect(error, path).to.be.instanceOf(OperatorError);
      expect((error as Error).message).to.include(reason);
    }
  });

  it('rejects a hand-edited document whose lock contradicts the materialised setting', async () => {
    const doc = (await generate(definition('unity-generic', 1), config(GENERIC_SETTINGS))).document as ImportAdviceV1Document;
    const edited = JSON.parse(JSON.stringify(doc)) as ImportAdviceV1Document;
    if (!('clips' in edited.payload)) throw new Error('expected a Unity payload');
    edited.payload.clips[0]!.lock_root_position_xz = true;
    expect(() => readImportAdviceV1(JSON.stringify(edited))).to.throw(SchemaValidationError, /lock_root_position_xz/);
    // A well-formed edit of the evidence no longer matches the advice identity.
    const faster = JSON.parse(JSON.stringify(doc)) as ImportAdviceV1Document;
    faster.clips[0]!.evidence.duration_s = 2;
    expect(() => readImportAdviceDocument(JSON.stringify(faster))).to.throw(SchemaValidationError, /\/identity/);
  });

  it('refuses glTF input as an operator error', async () => {
    const asset = await loadFbxScene(stacksScene(['walk']));
    const glb = { ...asset, source: { ...asset.source, format: 'glb' as const } };
    let error: unknown;
    try {
      await unityImportAdvice.generate(adviceRequest(glb, definition('unity-generic', 1), config(GENERIC_SETTINGS)));
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(OperatorError);
    expect((error as Error).message).to.match(/no advice for glb input/);
  });

  it('renders escaped text and Markdown views of the same value', async () => {
    const result = await generate(definition('unity-generic', 1), config(GENERIC_SETTINGS));
    expect(result.render('text')).to.contain('Convert Units: true');
    expect(result.render('markdown')).to.contain('| lockRootRotation |');
  });
});
