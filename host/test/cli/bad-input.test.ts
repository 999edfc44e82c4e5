import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { CORPUS, runCli } from '@animsmith/test-utils';

const validate = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;

const CLIP = readFileSync(path.join(CORPUS, 'gltf/animsmith-clip/clip.glb'));

/** 4,096 nodes and one 2,049-key track: a small file whose pose grid would pass 2^23 bone-samples. */
function oversizedGrid(): string {
  const keys = 2049;
  const data = new Float32Array(keys * 4);
  for (let i = 0; i < keys; i++) data[i] = i / 30;
  const uri = `data:application/octet-stream;base64,${Buffer.from(data.buffer).toString('base64')}`;
  return JSON.stringify({
    asset: { version: '2.0' },
    nodes: Array.from({ length: 4096 }, (_, i) => ({ name: `n${i}` })),
    buffers: [{ uri, byteLength: data.byteLength }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: keys * 4 },
      { buffer: 0, byteOffset: keys * 4, byteLength: keys * 12 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: keys, type: 'SCALAR', min: [0], max: [(keys - 1) / 30] },
      { bufferView: 1, componentType: 5126, count: keys, type: 'VEC3' },
    ],
    animations: [{ name: 'dense', samplers: [{ input: 0, output: 1 }], channels: [{ sampler: 0, target: { node: 0, path: 'translation' } }] }],
  });
}

function patched(edit: (bytes: Buffer) => Buffer): Buffer {
  return edit(Buffer.from(CLIP));
}

describe('bad input', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-bad-'));
    mkdirSync(path.join(dir, 'folder.glb'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const cases: [string, string, Buffer | string | undefined, RegExp][] = [
    ['a truncated GLB', 'truncated.glb', CLIP.subarray(0, CLIP.length - 40), /truncated\.glb: /],
    ['a GLB shorter than its header', 'tiny.glb', CLIP.subarray(0, 7), /tiny\.glb: /],
    ['bad magic', 'magic.glb', patched((b) => (b.write('glTX', 0), b)), /magic\.glb: /],
    ['a wrong version', 'version.glb', patched((b) => (b.writeUInt32LE(1, 4), b)), /version\.glb: /],
    ['a declared length larger than the file', 'length.glb', patched((b) => (b.writeUInt32LE(0x7fffffff, 8), b)), /length\.glb: /],
    ['invalid JSON', 'broken.gltf', '{"asset": {"version": "2.0"', /broken\.gltf: /],
    ['non-UTF-8 JSON', 'latin1.gltf', Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]), /latin1\.gltf: /],
    ['a node cycle', 'cycle.gltf', JSON.stringify({ asset: { version: '2.0' }, nodes: [{ children: [1] }, { children: [0] }] }), /cycle\.gltf: /],
    ['a multi-parent node', 'parents.gltf', JSON.stringify({ asset: { version: '2.0' }, nodes: [{ children: [2] }, { children: [2] }, {}] }), /parents\.gltf: /],
    ['an out-of-range index', 'range.gltf', JSON.stringify({ asset: { version: '2.0' }, nodes: [{ children: [7] }] }), /range\.gltf: /],
    ['an unsafe buffer URI', 'escape.gltf', JSON.stringify({ asset: { version: '2.0' }, buffers: [{ uri: '../escape.bin', byteLength: 4 }] }), /escape\.gltf: .*unsafe/],
    ['an unsupported extension', 'clip.fbx2', CLIP, /unsupported input/],
    ['a missing file', 'missing.glb', undefined, /cannot read missing\.glb: no such file/],
    // lint and measure walk a folder (this one holds nothing to read); inspect takes one file.
    ['a directory', 'folder.glb', undefined, /no files to read in folder "folder\.glb"|cannot read folder\.glb: is a directory/],
  ];

  for (const [name, file, bytes, pattern] of cases) {
    it(`refuses ${name}: exit 2, one line, nothing on stdout`, async () => {
      if (bytes !== undefined) writeFileSync(path.join(dir, file), bytes);
      for (const command of ['lint', 'measure', 'inspect']) {
        const r = await runCli([command, file], { cwd: dir });
        expect(r.status, `${command}: ${r.stderr}`).to.equal(2);
        expect(r.stdout).to.equal('');
        const lines = r.stderr.trim().split('\n');
        expect(lines, r.stderr).to.have.length(1);
        expect(lines[0]).to.match(/^animsmith: /);
        expect(lines[0]).to.match(pattern);
        expect(lines[0]).to.not.contain(dir);
      }
    });
  }

  it('loads a clip whose pose grid would pass the sampling budget, its tracks unreadable: gaps, not a refusal', async () => {
    writeFileSync(path.join(dir, 'dense.gltf'), oversizedGrid());
    const m = await runCli(['measure', '--format', 'json', 'dense.gltf'], { cwd: dir });
    expect(m.status, m.stderr).to.equal(0);
    expect(validate(JSON.parse(m.stdout)), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
    const r = await runCli(['lint', '--format', 'json', 'dense.gltf'], { cwd: dir });
    expect([0, 1], r.stderr).to.include(r.status);
    const doc = JSON.parse(r.stdout);
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
    const nan = (doc.files[0].checks as { check_id: string; gaps?: { code: string; message: string }[] }[]).find((c) => c.check_id === 'nan')!;
    expect(nan.gaps).to.deep.equal([
      {
        code: 'track_payload_unavailable',
        message: "clip 'dense': 1 of 1 track(s) could not be judged: key data could not be read (sample_budget_exceeded)",
        scope: { code: 'clip_tracks', subject: 'dense' },
      },
    ]);
  });

  it('reports NaN keys and non-increasing times as findings, not operator errors', async () => {
    const { NodeIO, Document } = await import('@gltf-transform/core');
    const doc = new Document();
    const buffer = doc.createBuffer();
    const node = doc.createNode('bone');
    doc.createScene().addChild(node);
    const input = doc.createAccessor().setType('SCALAR').setArray(new Float32Array([0, 0.5, 0.5, 1])).setBuffer(buffer);
    const output = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, NaN, 0, 0, 1, 0, 0, 2, 0, 0])).setBuffer(buffer);
    const sampler = doc.createAnimationSampler().setInput(input).setOutput(output).setInterpolation('LINEAR');
    doc.createAnimation('bad').addSampler(sampler).addChannel(doc.createAnimationChannel().setTargetNode(node).setTargetPath('translation').setSampler(sampler));
    writeFileSync(path.join(dir, 'content.glb'), await new NodeIO().writeBinary(doc));
    const r = await runCli(['lint', 'content.glb'], { cwd: dir });
    expect(r.status).to.equal(1);
    expect(r.stdout).to.contain('error[nan]');
    expect(r.stdout).to.contain('error[time-monotonic]');
  });
});
