import { expect } from 'chai';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { CORPUS, runCli } from '@animsmith/test-utils';
import { writeAsciiFbx } from '../../../plugins/fbx/src/ascii-writer.js';
import { writeBinaryFbx, type FbxWriteNode } from '../../../plugins/fbx/src/binary-writer.js';
import { cluster, curve, curveNode, FRAME24, geometry, layer, model, node, oo, op, p70, sceneBytes, skin, spanScene, stack, TICKS, vec } from '@animsmith/test-utils/fbx';

const validate = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;
const FBX = path.join(CORPUS, 'fbx');

function corpusFbx(): string[] {
  return readdirSync(FBX)
    .filter((f) => f.endsWith('.fbx'))
    .map((f) => path.join(FBX, f))
    .sort();
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function tempFile(name: string, bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'animsmith-fbx-cli-')), name);
  writeFileSync(file, bytes);
  return file;
}

/**
 * `measure --format json` of a file with only the fields that must differ between two encodings of
 * one scene removed: `files[0].path` (the input path), `files[0].input.sha256` and
 * `files[0].input.bytes` (the file's identity and size). No field states the encoding.
 */
async function measureWithoutIdentity(file: string): Promise<string> {
  const r = await runCli(['measure', '--format', 'json', file]);
  expect(r.status, r.stderr).to.equal(0);
  const doc = JSON.parse(r.stdout);
  expect(Object.keys(doc.files[0].input)).to.deep.equal(['sha256', 'bytes']);
  delete doc.files[0].path;
  delete doc.files[0].input;
  return JSON.stringify(doc);
}

/** A key value and a double that the SDK's ASCII precision (7 and 15 digits) cannot hold exactly. */
const PARITY_KEY = 43.638847351;
const PARITY_DOUBLE = 12.345678901234567;

/** A skinned, animated Z-up inch scene whose numbers all need more digits than SDK ASCII prints. */
function parityScene(): FbxWriteNode[] {
  const third = 1 / 3;
  const link = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, PARITY_DOUBLE, -Math.E, Math.PI, 1];
  const frames = Array.from({ length: 13 }, (_, k) => BigInt(k) * FRAME24);
  const keys = (phase: number): number[] => frames.map((_, k) => (k === 0 ? PARITY_KEY : Math.sin(k * 0.7 + phase) * 57.29577951 + third));
  return [
    node('GlobalSettings', [], [p70(['UpAxis', 'int', 2], ['FrontAxis', 'int', 1], ['FrontAxisSign', 'int', -1], ['CoordAxis', 'int', 0], ['UnitScaleFactor', 'double', 2.54])]),
    node('Objects', [], [
      model(1n, 'hips', [vec('Lcl Translation', PARITY_DOUBLE, -Math.E, Math.PI), vec('PreRotation', 10 * third, 0.1, 45.123456789012344), vec('Lcl Scaling', 1.1, 1.1, 1.1)]),
      model(2n, 'spine', [vec('Lcl Translation', 0, 0, 7 * third), vec('RotationPivot', third, 0, 0.2), vec('Lcl Rotation', 1 / 7, 2 / 7, 3 / 7)]),
      model(3n, 'body', [vec('GeometricTranslation', 0.1, 0.2, 0.3), vec('Lcl Translation', Math.SQRT2, 0, 0)], 'Mesh'),
      geometry(4n, 'bodyShape', [0, 0, 0, 10 * third, 0, 0, 0, Math.SQRT1_2 * 10, 0, 0, 0, 13 * third], [0, 1, -3, 0, 2, -4]),
      skin(5n),
      cluster(6n, [0, 1, 2, 3], [third, 2 * third, 0.1, 0.9], [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, Math.SQRT2, 0, 0, 1], link),
      cluster(7n, [0, 1, 2, 3], [2 * third, third, 0.9, 0.1], [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, Math.SQRT2, 0, 0, 1], link),
      stack(8n, 'wave', 0n, frames[frames.length - 1]!),
      layer(9n),
      curveNode(10n, 'R', [0, 0, 0]),
      curve(11n, frames, keys(0)),
      curve(12n, frames, keys(1)),
      curveNode(13n, 'T', [0, 0, 7 * third]),
      curve(14n, frames, keys(2).map((v) => v / 10)),
    ]),
    node('Connections', [], [
      oo(1n, 0n), oo(2n, 1n), oo(3n, 0n), oo(4n, 3n), oo(5n, 4n), oo(6n, 5n), oo(7n, 5n), oo(1n, 6n), oo(2n, 7n),
      oo(9n, 8n), oo(10n, 9n), op(10n, 2n, 'Lcl Rotation'), op(11n, 10n, 'd|X'), op(12n, 10n, 'd|Z'),
      oo(13n, 9n), op(13n, 1n, 'Lcl Translation'), op(14n, 13n, 'd|Y'),
    ]),
  ];
}

async function measure(file: string): Promise<{ [key: string]: Json }> {
  const r = await runCli(['measure', '--format', 'json', file]);
  expect(r.status, r.stderr).to.equal(0);
  return JSON.parse(r.stdout).files[0].measurements;
}

describe('animsmith measure / lint on FBX', () => {
  for (const file of corpusFbx()) {
    const name = path.basename(file);
    it(`measure: schema-valid output for ${name}`, async () => {
      const r = await runCli(['measure', '--format', 'json', file]);
      expect(r.stderr).to.equal('');
      expect(r.status).to.equal(0);
      const doc = JSON.parse(r.stdout);
      expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
      expect(doc.files[0].measurements.material_resource_coverage).to.equal('unavailable');
    });
    it(`lint: exit 0 or 1 with schema-valid output for ${name}`, async () => {
      const r = await runCli(['lint', '--format', 'json', file]);
      expect([0, 1], r.stderr).to.include(r.status);
      const doc = JSON.parse(r.stdout);
      expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
      expect(doc.command).to.equal('lint');
    });
  }

  it('measures the binary and ASCII sausage byte-identically (the ASCII file prints keys with 7 digits, doubles with 15)', async () => {
    const binary = await measureWithoutIdentity(path.join(FBX, 'ufbx_maya_game_sausage_7500_binary_combined.fbx'));
    const ascii = await measureWithoutIdentity(path.join(FBX, 'ufbx_maya_game_sausage_7500_ascii_combined.fbx'));
    expect(ascii).to.equal(binary);
    expect(Object.keys(JSON.parse(binary).files[0].measurements.clips)).to.deep.equal(['deform', 'spin', 'wiggle']);
  });

  it('measures a scene built in code byte-identically from its binary and its SDK-precision ASCII encoding', async () => {
    const nodes = parityScene();
    const binaryBytes = writeBinaryFbx(nodes, { version: 7500 });
    const asciiBytes = writeAsciiFbx(nodes, 7500, { digits: 'sdk' });
    // The ASCII twin really is lossy: a key value and a double lose digits in it.
    const text = new TextDecoder().decode(asciiBytes);
    expect(text).to.include(String(Number(Math.fround(PARITY_KEY).toPrecision(7))));
    expect(text).not.to.include(String(Math.fround(PARITY_KEY)));
    expect(text).not.to.include(String(PARITY_DOUBLE));
    const binary = await measureWithoutIdentity(tempFile('parity.fbx', binaryBytes));
    const ascii = await measureWithoutIdentity(tempFile('parity.fbx', asciiBytes));
    expect(ascii).to.equal(binary);
    const m = JSON.parse(binary).files[0].measurements;
    expect(m.skins).to.have.length(1);
    expect(Object.keys(m.clips)).to.deep.equal(['wave']);
  });

  it('measures big-endian, Maya zero-end and one-byte Z property encodings of a scene identically to the plain file', async () => {
    const nodes = parityScene();
    // Maya writes audio clip settings as one-byte 'Z' numbers.
    const withZ = [...nodes, node('AudioClipSettings', [{ type: 'Z', value: 1 }, { type: 'B', value: 200 }])];
    const plainFile = await measureWithoutIdentity(tempFile('plain.fbx', writeBinaryFbx(nodes, { version: 7500 })));
    for (const [label, bytes] of [
      ['big-endian 7500', writeBinaryFbx(nodes, { version: 7500, bigEndian: true, arrayEncoding: 'zlib' })],
      ['big-endian 7400', writeBinaryFbx(nodes, { version: 7400, bigEndian: true })],
      ['zero end', writeBinaryFbx(nodes, { version: 7500, zeroLeafEnd: true })],
      ['Z and B properties', writeBinaryFbx(withZ, { version: 7500 })],
      ['Z and B properties, ASCII', writeAsciiFbx(withZ, 7500)],
    ] as const) {
      expect(await measureWithoutIdentity(tempFile('variant.fbx', bytes)), label).to.equal(plainFile);
    }
  });

  it('keeps non-finite numbers and duplicate object ids out of crashes: exit 0 or 1 with schema-valid JSON', async () => {
    const third = 1 / 3;
    const frames = [0n, FRAME24, 2n * FRAME24];
    const nodes = [
      node('Objects', [], [
        model(1n, 'hips', [vec('Lcl Translation', 0, 0, 1)]),
        model(1n, 'hips_again'),
        model(2n, 'body', [], 'Mesh'),
        geometry(3n, 'bodyShape', [NaN, 0, 0, -Infinity, 0, 0, 0, third, 0], [0, 1, -3]),
        stack(4n, 'take', 0n, frames[2]!),
        layer(5n),
        curveNode(6n, 'R', [0, 0, 0]),
        curve(7n, frames, [0, NaN, Infinity]),
      ]),
      node('Connections', [], [oo(1n, 0n), oo(2n, 0n), oo(3n, 2n), oo(5n, 4n), oo(6n, 5n), op(6n, 1n, 'Lcl Rotation'), op(7n, 6n, 'd|X')]),
    ];
    const ascii = new TextDecoder().decode(writeAsciiFbx(nodes, 7700));
    // The writer prints JS spellings; the files in the wild use Microsoft C ones.
    const msvc = ascii.replaceAll('-Infinity', '-1.#INF').replaceAll('Infinity', '1.#INF').replaceAll('NaN', '-1.#IND');
    expect(msvc).to.include('-1.#IND');
    for (const [label, bytes] of [
      ['binary', writeBinaryFbx(nodes, { version: 7700 })],
      ['ascii', new TextEncoder().encode(msvc)],
    ] as const) {
      const file = tempFile(`nonfinite-${label}.fbx`, bytes);
      for (const command of ['measure', 'lint']) {
        const r = await runCli([command, '--format', 'json', file]);
        expect([0, 1], `${label} ${command}: ${r.stderr}`).to.include(r.status);
        const doc = JSON.parse(r.stdout);
        expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
      }
    }
  });

  it('reports a centimetre file in metres on the file frame grid (fallback 30 fps)', async () => {
    const m = await measure(path.join(FBX, 'animsmith_rigged_triangle.fbx')) as any;
    expect(m.mesh_definitions[0].geometry_aabb).to.deep.equal({ min: [0, 0, 0], max: [1, 1, 0] });
    expect(m.clips.take.duration_s).to.equal(1);
    expect(m.clips.take.frame_count).to.equal(31);
    expect(m.skins[0].joints[0].node_index).to.equal(0);
  });

  it('keeps a metre file (UnitScaleFactor 100) in metres', async () => {
    const m = await measure(path.join(FBX, 'ufbx_blender_293_half_skinned_7400_binary.fbx')) as any;
    const byName = new Map<string, number[]>(m.skeleton_nodes.map((n: any) => [n.name, n.rest_world_translation_m]));
    byName.get('Bone')!.forEach((v, i) => expect(v).to.be.closeTo([0, 1, 0][i]!, 1e-6));
    byName.get('Bone_end')!.forEach((v, i) => expect(v).to.be.closeTo([0, 2, 0][i]!, 1e-6));
  });

  it('loads a stack too long to sample (−166666 s … +166666 s at 30 fps): its tracks become coverage gaps, the file is not refused', async () => {
    const file = tempFile('long.fbx', spanScene([['long', -166666n * TICKS, 166666n * TICKS]]));
    const m = await runCli(['measure', '--format', 'json', file]);
    expect(m.status, m.stderr).to.equal(0);
    const measured = JSON.parse(m.stdout);
    expect(validate(measured), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
    expect(measured.files[0].measurements.clips.long.duration_s).to.equal(Math.fround(333332));
    const r = await runCli(['lint', '--format', 'json', file]);
    expect([0, 1], r.stderr).to.include(r.status);
    const linted = JSON.parse(r.stdout);
    expect(validate(linted), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
    const gaps = (linted.files[0].checks as { check_id: string; gaps?: { code: string; message: string }[] }[]).flatMap((c) => (c.gaps ?? []).map((g) => ({ check: c.check_id, ...g })));
    const nan = gaps.find((g) => g.check === 'nan');
    expect(nan).to.deep.include({
      code: 'track_payload_unavailable',
      message: "clip 'long': 1 of 1 track(s) could not be judged: key data could not be read (sample_budget_exceeded)",
    });
  });

  it('stands a Z-up file up (+Y) on the command line', async () => {
    const file = tempFile('zup.fbx', sceneBytes({
      globals: [['UpAxis', 'int', 2], ['FrontAxis', 'int', 1], ['FrontAxisSign', 'int', -1], ['CoordAxis', 'int', 0], ['UnitScaleFactor', 'double', 1]],
      objects: [model(1n, 'pelvis', [vec('Lcl Translation', 0, 0, 95)])],
      connections: [oo(1n, 0n)],
    }));
    const m = await measure(file) as any;
    const t = m.skeleton_nodes[0].rest_world_translation_m as number[];
    // The model is float32: 0.95 is its nearest float32.
    expect(t[0]).to.be.closeTo(0, 1e-12);
    expect(t[1]).to.equal(Math.fround(0.95));
    expect(t[2]).to.be.closeTo(0, 1e-12);
  });

  for (const [label, make] of [
    ['truncated binary', (): Uint8Array => readFileSync(path.join(FBX, 'ufbx_maya_game_sausage_7500_binary_combined.fbx')).subarray(0, 5000)],
    ['truncated ASCII', (): Uint8Array => readFileSync(path.join(FBX, 'animsmith_rigged_triangle.fbx')).subarray(0, 1500)],
    ['garbage', (): Uint8Array => Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24)],
  ] as const) {
    it(`refuses a ${label} file with one line and exit 2`, async () => {
      const file = tempFile('bad.fbx', make());
      for (const command of ['measure', 'lint']) {
        const r = await runCli([command, '--format', 'json', file]);
        expect(r.status).to.equal(2);
        expect(r.stdout).to.equal('');
        expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
        expect(r.stderr).to.match(/^animsmith: .*bad\.fbx: FBX file cannot be read: (byte|line) \d+: /);
      }
    });
  }
});
