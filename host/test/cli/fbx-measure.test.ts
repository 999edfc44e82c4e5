import { expect } from 'chai';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { CORPUS, runCli } from '../support/cli.js';
import { model, oo, sceneBytes, vec } from '../loaders/fbx-loader-scene.js';

const validate = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;
const FBX = path.join(CORPUS, 'fbx');

function corpusFbx(): string[] {
  return readdirSync(FBX)
    .filter((f) => f.endsWith('.fbx'))
    .map((f) => path.join(FBX, f))
    .sort();
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Differences between two JSON values: structure and non-numbers exactly, numbers within `tolerance` (relative above 1). */
function differences(a: Json, b: Json, at = '', out: string[] = []): string[] {
  if (typeof a === 'number' && typeof b === 'number') {
    if (Math.abs(a - b) > 1e-5 * Math.max(1, Math.abs(a), Math.abs(b))) out.push(`${at}: ${a} vs ${b}`);
  } else if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(`${at}: length ${a.length} vs ${b.length}`);
    else a.forEach((v, i) => differences(v, b[i]!, `${at}/${i}`, out));
  } else if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = Object.keys(a);
    if (JSON.stringify(keys) !== JSON.stringify(Object.keys(b))) out.push(`${at}: keys ${keys} vs ${Object.keys(b)}`);
    else for (const k of keys) differences(a[k]!, b[k]!, `${at}/${k}`, out);
  } else if (a !== b) {
    out.push(`${at}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
  }
  return out;
}

function tempFile(name: string, bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'animsmith-fbx-cli-')), name);
  writeFileSync(file, bytes);
  return file;
}

function measure(file: string): { [key: string]: Json } {
  const r = runCli(['measure', '--format', 'json', file]);
  expect(r.status, r.stderr).to.equal(0);
  return JSON.parse(r.stdout).files[0].measurements;
}

describe('animsmith measure / lint on FBX', () => {
  for (const file of corpusFbx()) {
    const name = path.basename(file);
    it(`measure: schema-valid output for ${name}`, () => {
      const r = runCli(['measure', '--format', 'json', file]);
      expect(r.stderr).to.equal('');
      expect(r.status).to.equal(0);
      const doc = JSON.parse(r.stdout);
      expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
      expect(doc.files[0].measurements.material_resource_coverage).to.equal('unavailable');
    });
    it(`lint: exit 0 or 1 with schema-valid output for ${name}`, () => {
      const r = runCli(['lint', '--format', 'json', file]);
      expect([0, 1], r.stderr).to.include(r.status);
      const doc = JSON.parse(r.stdout);
      expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
      expect(doc.command).to.equal('lint');
    });
  }

  it('measures the binary and ASCII sausage alike (the ASCII file prints keys with 7 digits)', () => {
    const binary = measure(path.join(FBX, 'ufbx_maya_game_sausage_7500_binary_combined.fbx'));
    const ascii = measure(path.join(FBX, 'ufbx_maya_game_sausage_7500_ascii_combined.fbx'));
    expect(differences(binary, ascii)).to.deep.equal([]);
    expect(Object.keys(binary.clips as object)).to.deep.equal(['deform', 'spin', 'wiggle']);
  });

  it('reports a centimetre file in metres on the file frame grid (fallback 30 fps)', () => {
    const m = measure(path.join(FBX, 'animsmith_rigged_triangle.fbx')) as any;
    expect(m.mesh_definitions[0].geometry_aabb).to.deep.equal({ min: [0, 0, 0], max: [1, 1, 0] });
    expect(m.clips.take.duration_s).to.equal(1);
    expect(m.clips.take.frame_count).to.equal(31);
    expect(m.skins[0].joints[0].node_index).to.equal(0);
  });

  it('keeps a metre file (UnitScaleFactor 100) in metres', () => {
    const m = measure(path.join(FBX, 'ufbx_blender_293_half_skinned_7400_binary.fbx')) as any;
    const byName = new Map<string, number[]>(m.skeleton_nodes.map((n: any) => [n.name, n.rest_world_translation_m]));
    byName.get('Bone')!.forEach((v, i) => expect(v).to.be.closeTo([0, 1, 0][i]!, 1e-6));
    byName.get('Bone_end')!.forEach((v, i) => expect(v).to.be.closeTo([0, 2, 0][i]!, 1e-6));
  });

  it('stands a Z-up file up (+Y) on the command line', () => {
    const file = tempFile('zup.fbx', sceneBytes({
      globals: [['UpAxis', 'int', 2], ['FrontAxis', 'int', 1], ['FrontAxisSign', 'int', -1], ['CoordAxis', 'int', 0], ['UnitScaleFactor', 'double', 1]],
      objects: [model(1n, 'pelvis', [vec('Lcl Translation', 0, 0, 95)])],
      connections: [oo(1n, 0n)],
    }));
    const m = measure(file) as any;
    const t = m.skeleton_nodes[0].rest_world_translation_m as number[];
    expect(t[0]).to.be.closeTo(0, 1e-12);
    expect(t[1]).to.be.closeTo(0.95, 1e-12);
    expect(t[2]).to.be.closeTo(0, 1e-12);
  });

  for (const [label, make] of [
    ['truncated binary', (): Uint8Array => readFileSync(path.join(FBX, 'ufbx_maya_game_sausage_7500_binary_combined.fbx')).subarray(0, 5000)],
    ['truncated ASCII', (): Uint8Array => readFileSync(path.join(FBX, 'animsmith_rigged_triangle.fbx')).subarray(0, 1500)],
    ['garbage', (): Uint8Array => Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24)],
  ] as const) {
    it(`refuses a ${label} file with one line and exit 2`, () => {
      const file = tempFile('bad.fbx', make());
      for (const command of ['measure', 'lint']) {
        const r = runCli([command, '--format', 'json', file]);
        expect(r.status).to.equal(2);
        expect(r.stdout).to.equal('');
        expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
        expect(r.stderr).to.match(/^animsmith: .*bad\.fbx: FBX file cannot be read: (byte|line) \d+: /);
      }
    });
  }
});
