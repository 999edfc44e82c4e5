import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createStrictValidator, PROFILES_LIST_SCHEMA_ID } from '@animsmith/schemas';
import { REPO, runCli } from '../support/cli.js';

const validate = createStrictValidator().getSchema(PROFILES_LIST_SCHEMA_ID)!;
const ALL = '[plugins]\nbevy = "@animsmith/plugin-bevy"\nunity = "@animsmith/plugin-unity"\nunreal = "@animsmith/plugin-unreal"\ngodot = "@animsmith/plugin-godot"\n';

describe('animsmith profiles list', () => {
  let dir: string;
  beforeEach(() => {
    const root = path.join(REPO, 'artifacts/tmp');
    mkdirSync(root, { recursive: true });
    dir = mkdtempSync(path.join(root, 'engine-profiles-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function list(toml: string, args: string[] = []) {
    writeFileSync(path.join(dir, 'animsmith.toml'), toml);
    return runCli(['profiles', 'list', ...args], { cwd: dir });
  }

  it('JSON: every installed revision, sorted, with plugin versions, contracts, settings and rules; the pinned one selected', () => {
    const r = list(`${ALL}\n[engine]\nprofile = "unreal"\nprofile_revision = 1\nengine_version = "5.8"\nimporter = "fbx-importer"\n`, ['--format', 'json']);
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

  it('text: one block per revision', () => {
    const r = list(ALL);
    expect(r.status).to.equal(0);
    expect(r.stdout).to.match(/^bevy rev 1 {2}0\.19\.0 {2}gltf-asset-loader {2}— @animsmith\/plugin-bevy@\d+\.\d+\.\d+\n {2}accepts: glb, gltf\n {2}settings: none\n {2}rules: engine-addressability\n/);
    expect(r.stdout).to.contain('unity-generic rev 2');
    expect(r.stdout).to.contain('root_motion_source (document, required)');
  });

  it('no profile plugin installed: says how to add one', () => {
    const r = list('');
    expect(r.status).to.equal(0);
    expect(r.stdout).to.contain('No engine profiles installed');
    const json = JSON.parse(list('', ['--format', 'json']).stdout);
    expect(validate(json)).to.equal(true);
    expect(json.profiles).to.deep.equal([]);
  });
});
