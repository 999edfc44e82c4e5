/**
 * `animsmith generate import-advice` end to end: a scratch project that pins an engine plugin,
 * FBX files built in code and corpus files, the built CLI run in-process (`runCli`).
 */
import { expect } from 'chai';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createStrictValidator, type ImportAdviceV1Document, type ImportAdviceV2Document } from '@animsmith/schemas';
import { readImportAdvice as readImportAdviceDocument } from '@animsmith/schemas';
import { CORPUS, type EngineProfileName, engineToml, pluginsToml, scratchProject } from '@animsmith/test-utils';
import { stacksScene } from '@animsmith/test-utils/import-advice';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const CORPUS_FBX = path.join(CORPUS, 'fbx/ufbx_maya_game_sausage_7500_binary_combined.fbx');

const TUPLES = {
  'unity-generic-1': ['unity-generic', 1],
  'unity-generic-2': ['unity-generic', 2],
  'unity-humanoid-1': ['unity-humanoid', 1],
  'unreal-1': ['unreal', 1],
  'godot-1': ['godot', 1],
} as const satisfies Record<string, readonly [EngineProfileName, number]>;

const UNITY_SETTINGS =
  '\n[engine.settings]\nconvert_units = true\nbake_axis_conversion = false\nroot_motion_source = "Root"\n' +
  '\n[clips."*".engine_settings]\nroot_rotation = "bake"\nroot_position_y = "bake"\nroot_position_xz = "extract"\n' +
  '\n[clips.idle]\nloop = true\nmovement_owner_xz = "gameplay"\n';

const validator = createStrictValidator();
function expectValid(document: { schema: string }): void {
  const validate = validator.getSchema(document.schema)!;
  expect(validate(document), JSON.stringify(validate.errors)).to.equal(true);
}

describe('generate import-advice (CLI)', () => {
  const project = scratchProject('advice-');
  beforeEach(() => writeFileSync(path.join(project.dir, 'walk.fbx'), stacksScene(['walk', 'idle'])));

  function pin(tuple: keyof typeof TUPLES, extra = ''): void {
    const [profile, revision] = TUPLES[tuple];
    project.configure(engineToml(profile, revision, extra));
  }
  const run = (...args: string[]) => project.run(['generate', 'import-advice', ...args]);

  it('advises Unity Generic revision 1 on an FBX built in code: exit 0, byte-identical, -o equals stdout', async () => {
    pin('unity-generic-1', UNITY_SETTINGS);
    const first = await run('walk.fbx');
    expect(first.stderr).to.equal('');
    expect(first.status).to.equal(0);
    expect((await run('walk.fbx')).stdout).to.equal(first.stdout);
    const doc = JSON.parse(first.stdout) as ImportAdviceV1Document;
    expectValid(doc);
    expect(readImportAdviceDocument(first.stdout)).to.deep.equal(doc);
    expect(doc.payload).to.deep.include({ engine: 'unity-generic', document: { convert_units: true, bake_axis_conversion: false, root_motion_source: 'Root' } });
    expect(doc.clips[1]!.evidence).to.include({ loop: true, movement_owner_xz: 'gameplay' });
    expect((await run('-o', 'advice.json', 'walk.fbx')).stdout).to.equal('');
    expect(readFileSync(path.join(project.dir, 'advice.json'), 'utf8')).to.equal(first.stdout);
    const text = await run('--format', 'text', 'walk.fbx');
    expect(text.status).to.equal(0);
    expect(text.stdout).to.contain('lockRootPositionXZ false');
    expect((await run('--format', 'markdown', 'walk.fbx')).stdout).to.contain('| #1 idle | true | true | false |');
  });

  it('emits V2 for Unity Generic revision 2 with value origins', async () => {
    pin('unity-generic-2', UNITY_SETTINGS);
    const r = await run('walk.fbx');
    expect(r.status, r.stderr).to.equal(0);
    const doc = readImportAdviceDocument(r.stdout) as ImportAdviceV2Document;
    expectValid(doc);
    expect(doc.projection!.document.map((p) => [p.key, p.value, p.origin])).to.deep.include(['motionNodeName', 'Root', 'explicit_config']);
  });

  it('refuses Unreal and Godot revision 1 with profile_settings_unmodeled, exit 1, still writing the document', async () => {
    pin('unreal-1');
    const unreal = await run(CORPUS_FBX);
    expect(unreal.status, unreal.stderr).to.equal(1);
    expect(readImportAdviceDocument(unreal.stdout)).to.include({ state: 'refused', refusal_reason: 'profile_settings_unmodeled' });
    pin('godot-1');
    const godot = await run(FOX);
    expect(godot.status, godot.stderr).to.equal(1);
    const doc = readImportAdviceDocument(godot.stdout);
    expectValid(doc);
    expect(doc.prediction_provenance.source_format).to.equal('glb');
    expect((await run('--format', 'text', FOX)).stdout).to.contain('state: refused (profile_settings_unmodeled)');
  });

  const operatorErrors: [string, keyof typeof TUPLES, string, string, RegExp][] = [
    ['glTF input under a Unity profile', 'unity-generic-1', UNITY_SETTINGS, FOX, /glb/],
    ['a missing required setting', 'unity-generic-1', '\n[engine.settings]\nconvert_units = true\n', 'walk.fbx', /bake_axis_conversion|root_motion_source|engine_settings/],
  ];
  for (const [name, tuple, extra, input, pattern] of operatorErrors) {
    it(`exits 2 with one line and no output for ${name}`, async () => {
      pin(tuple, extra);
      const r = await run(input);
      expect(r.status, r.stderr).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr.trim().split('\n')).to.have.length(1);
      expect(r.stderr).to.match(pattern);
    });
  }

  it('exits 2 when the project pins no engine profile', async () => {
    project.configure(pluginsToml(['unity']));
    const r = await run('walk.fbx');
    expect(r.status, r.stderr).to.equal(2);
    expect(r.stderr).to.match(/selects no engine profile/);
  });
});
