import { expect } from 'chai';
import { createStrictValidator, PROFILES_LIST_SCHEMA_ID } from '@animsmith/schemas';
import { engineToml, pluginsToml, scratchProject } from '@animsmith/test-utils';

const validate = createStrictValidator().getSchema(PROFILES_LIST_SCHEMA_ID)!;
const PLUGINS = ['bevy', 'unity', 'unreal', 'godot'];
const ALL = pluginsToml(PLUGINS);

describe('animsmith profiles list', () => {
  const project = scratchProject('engine-profiles-');
  const list = (toml: string, args: string[] = []) => project.run(['profiles', 'list', ...args], toml);

  it('JSON: every installed revision, sorted, with plugin versions, contracts, settings and rules; the pinned one selected', async () => {
    const r = await list(engineToml('unreal', 1, '', PLUGINS), ['--format', 'json']);
    expect(r.status, r.stderr).to.equal(0);
    const document = JSON.parse(r.stdout);
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
    const rows = document.profiles as { profile: string; profile_revision: number; plugin: string; plugin_version: string; selected: boolean; definition: { rules: string[]; provenance_schema: string } }[];
    expect(rows.map((p) => `${p.profile}/${p.profile_revision}`)).to.deep.equal([
      'bevy/1', 'bevy/2', 'bevy/3', 'godot/1', 'unity-generic/1', 'unity-generic/2', 'unity-humanoid/1', 'unreal/1', 'unreal/2',
    ]);
    expect(rows.filter((p) => p.selected).map((p) => p.profile)).to.deep.equal(['unreal']);
    expect(rows.find((p) => p.profile === 'unreal')!.definition.rules).to.deep.equal(['engine-clip-boundary']);
    expect(rows.find((p) => p.profile === 'bevy' && p.profile_revision === 3)!.definition.rules).to.have.members(['engine-addressability', 'engine-unit-scale', 'engine-track-support']);
    expect(rows.find((p) => p.profile === 'unity-generic' && p.profile_revision === 2)!.definition.provenance_schema).to.equal('urn:animsmith:prediction-provenance:6');
    expect(rows.every((p) => /^@animsmith\/plugin-/.test(p.plugin) && /^\d+\.\d+\.\d+$/.test(p.plugin_version))).to.equal(true);
  });

  it('JSON: each setting states its domain, and its default exactly when the revision does not require it', async () => {
    const document = JSON.parse((await list(ALL, ['--format', 'json'])).stdout);
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
    type Row = { profile: string; profile_revision: number; definition: { settings: Record<string, unknown>[] } };
    const settings = (profile: string, revision: number) => (document.profiles as Row[]).find((p) => p.profile === profile && p.profile_revision === revision)!.definition.settings;
    expect(settings('unreal', 2)).to.deep.include.members([
      { id: 'import_uniform_scale', scope: 'document', domain: { kind: 'number', minimum: 0 }, required: false, default: 1 },
      { id: 'sample_rate', scope: 'document', domain: { kind: 'enum_or_positive_integer', values: ['default_30', 'source_determined'], maximum: 2147483647 }, required: false, default: 'default_30' },
    ]);
    expect(settings('unity-generic', 1)).to.deep.include({ id: 'root_position_xz', scope: 'clip', domain: { kind: 'enum', values: ['bake', 'extract'] }, required: true });
    expect(settings('unity-generic', 2)).to.deep.include.members([
      { id: 'root_motion_source', scope: 'document', domain: { kind: 'string' }, required: true },
      { id: 'root_position_xz', scope: 'clip', domain: { kind: 'enum', values: ['bake', 'extract'] }, required: false, default: 'extract' },
    ]);
    expect(settings('bevy', 2)).to.deep.equal([{ id: 'load_animations', scope: 'document', domain: { kind: 'boolean' }, required: false, default: true }]);
    // The schema ties default to required both ways.
    const edited = structuredClone(document);
    delete (edited.profiles as Row[]).find((p) => p.profile === 'bevy' && p.profile_revision === 2)!.definition.settings[0]!.default;
    expect(validate(edited)).to.equal(false);
  });

  it('text: one block per revision', async () => {
    const r = await list(ALL);
    expect(r.status).to.equal(0);
    expect(r.stdout).to.match(/^bevy rev 1 {2}0\.19\.0 {2}gltf-asset-loader {2}— @animsmith\/plugin-bevy@\d+\.\d+\.\d+\n {2}accepts: glb, gltf\n {2}settings: none\n {2}rules: engine-addressability\n/);
    expect(r.stdout).to.contain('unity-generic rev 2');
    expect(r.stdout).to.contain('    root_motion_source (document; a non-empty string; required)\n');
    expect(r.stdout).to.contain('    root_position_xz (clip; one of "bake", "extract"; default "extract")\n');
    expect(r.stdout).to.contain('    import_uniform_scale (document; a finite number ≥ 0; default 1)\n');
    expect(r.stdout).to.match(/ {4}sample_rate \(document; one of "default_30", "source_determined" or a whole number ≥ 1 ≤ \d+; default "default_30"\)\n/);
  });

  it('no profile plugin installed: says how to add one', async () => {
    const r = await list('');
    expect(r.status).to.equal(0);
    expect(r.stdout).to.contain('No engine profiles installed');
    const json = JSON.parse((await list('', ['--format', 'json'])).stdout);
    expect(validate(json)).to.equal(true);
    expect(json.profiles).to.deep.equal([]);
  });
});
