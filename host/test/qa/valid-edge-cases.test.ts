/**
 * Unusual but valid glTF/GLB: every command and format must succeed on them, with schema-valid
 * JSON and nothing on stderr.
 */
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { Document, NodeIO } from '@gltf-transform/core';
import { serialize, type OutputDocument } from '../../src/output/documents.js';
import { runCli } from '@animsmith/test-utils';
import { expectRefusal, expectValidOutput, floats, glb, sharedTrackGlb, tempDir, type Json } from './qa-support.js';

const io = new NodeIO();

async function fixtures(): Promise<Record<string, Buffer | string>> {
  const files: Record<string, Buffer | string> = {};
  files['no-nodes.gltf'] = JSON.stringify({ asset: { version: '2.0' } });
  files['no-nodes.glb'] = glb({ asset: { version: '2.0' } });
  files['nodes-no-scenes.gltf'] = JSON.stringify({ asset: { version: '2.0' }, nodes: [{ name: 'a', children: [1] }, { name: 'b' }] });
  {
    const doc = new Document();
    doc.createScene().addChild(doc.createNode('root'));
    files['no-animations.glb'] = Buffer.from(await io.writeBinary(doc));
  }
  files['zero-channels.gltf'] = JSON.stringify({
    asset: { version: '2.0' },
    nodes: [{}],
    scenes: [{ nodes: [0] }],
    animations: [{ name: 'empty', channels: [], samplers: [] }],
  });
  {
    // A clip with only a morph-weights channel.
    const doc = new Document();
    const buffer = doc.createBuffer();
    const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])).setBuffer(buffer);
    const target = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 1, 0, 0, 1, 0, 0, 1])).setBuffer(buffer);
    const primitive = doc.createPrimitive().setAttribute('POSITION', position).addTarget(doc.createPrimitiveTarget().setAttribute('POSITION', target));
    const node = doc.createNode('morph').setMesh(doc.createMesh('m').addPrimitive(primitive).setWeights([0]));
    doc.createScene().addChild(node);
    const input = doc.createAccessor().setType('SCALAR').setArray(new Float32Array([0, 1])).setBuffer(buffer);
    const output = doc.createAccessor().setType('SCALAR').setArray(new Float32Array([0, 1])).setBuffer(buffer);
    const sampler = doc.createAnimationSampler().setInput(input).setOutput(output);
    doc.createAnimation('morph').addSampler(sampler).addChannel(doc.createAnimationChannel().setTargetNode(node).setTargetPath('weights').setSampler(sampler));
    files['weights-only.glb'] = Buffer.from(await io.writeBinary(doc));
  }
  files['pointer.glb'] = glb(
    {
      asset: { version: '2.0' },
      extensionsUsed: ['KHR_animation_pointer'],
      nodes: [{ name: 'bone' }],
      scenes: [{ nodes: [0] }],
      buffers: [{ byteLength: 32 }],
      bufferViews: [
        { buffer: 0, byteOffset: 0, byteLength: 8 },
        { buffer: 0, byteOffset: 8, byteLength: 24 },
      ],
      accessors: [
        { bufferView: 0, componentType: 5126, count: 2, type: 'SCALAR' },
        { bufferView: 1, componentType: 5126, count: 2, type: 'VEC3' },
      ],
      animations: [
        {
          name: 'pointer-only',
          samplers: [{ input: 0, output: 1 }],
          channels: [{ sampler: 0, target: { path: 'pointer', extensions: { KHR_animation_pointer: { pointer: '/nodes/0/translation' } } } }],
        },
        {
          name: 'mixed',
          samplers: [{ input: 0, output: 1 }],
          channels: [
            { sampler: 0, target: { path: 'pointer', extensions: { KHR_animation_pointer: { pointer: '/nodes/0/scale' } } } },
            { sampler: 0, target: { node: 0, path: 'translation' } },
          ],
        },
      ],
    },
    floats([0, 1, 0, 0, 0, 1, 0, 0]),
  );
  files['duplicate-names.glb'] = sharedTrackGlb(['walk', 'walk', 'walk']);
  files['unnamed.glb'] = sharedTrackGlb([undefined, undefined, 'animation_1']);
  files['numeric-names.glb'] = sharedTrackGlb(['10', '9', '1e3', '-1', '0x10', '4294967295']);
  files['proto-names.glb'] = sharedTrackGlb(['__proto__', 'constructor', 'toString', 'hasOwnProperty'], { node: { name: '__proto__' } });
  files['clips-4097.glb'] = sharedTrackGlb(Array.from({ length: 4097 }, (_, i) => `clip${i}`));
  files['negative-start.glb'] = sharedTrackGlb(['early'], { times: [-1, 0.5] });
  // Both matrix and TRS on one node (invalid per the glTF schema, tolerated by every importer).
  files['matrix-and-trs.glb'] = sharedTrackGlb(['move'], {
    node: { name: 'bone', matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 0, 0, 1], translation: [1, 2, 3] },
  });
  files['skin-without-ibm-mesh-without-position.gltf'] = JSON.stringify({
    asset: { version: '2.0' },
    nodes: [{ name: 'root', children: [1, 2] }, { name: 'joint' }, { name: 'skinned', mesh: 0, skin: 0 }],
    scenes: [{ nodes: [0] }],
    skins: [{ joints: [0, 1] }],
    meshes: [{ primitives: [{ attributes: {} }] }],
  });
  files['empty-png-data-uri.gltf'] = JSON.stringify({
    asset: { version: '2.0' },
    images: [{ uri: 'data:image/png;base64,' }],
    textures: [{ source: 0 }],
    materials: [{ pbrMetallicRoughness: { baseColorTexture: { index: 0 } } }],
  });
  files['empty.png'] = Buffer.alloc(0);
  files['empty-png-file.gltf'] = JSON.stringify({ asset: { version: '2.0' }, images: [{ uri: 'empty.png' }], textures: [{ source: 0 }] });
  {
    // A sparse output accessor: zeros with key 1 replaced by (0, 1, 0).
    const bin = Buffer.concat([Buffer.from(floats([0, 0.5, 1])), Buffer.from(new Uint16Array([1, 0]).buffer), Buffer.from(floats([0, 1, 0]))]);
    files['sparse.glb'] = glb(
      {
        asset: { version: '2.0' },
        nodes: [{ name: 'bone' }],
        scenes: [{ nodes: [0] }],
        buffers: [{ byteLength: bin.length }],
        bufferViews: [
          { buffer: 0, byteOffset: 0, byteLength: 12 },
          { buffer: 0, byteOffset: 12, byteLength: 4 },
          { buffer: 0, byteOffset: 16, byteLength: 12 },
        ],
        accessors: [
          { bufferView: 0, componentType: 5126, count: 3, type: 'SCALAR' },
          { componentType: 5126, count: 3, type: 'VEC3', sparse: { count: 1, indices: { bufferView: 1, componentType: 5123 }, values: { bufferView: 2 } } },
        ],
        animations: [{ name: 'sparse', samplers: [{ input: 0, output: 1 }], channels: [{ sampler: 0, target: { node: 0, path: 'translation' } }] }],
      },
      bin,
    );
  }
  {
    const doc = new Document();
    const buffer = doc.createBuffer();
    const node = doc.createNode('bone');
    doc.createScene().addChild(node);
    const input = doc.createAccessor().setType('SCALAR').setArray(new Float32Array([0, 0.5, 1])).setBuffer(buffer);
    const rotation: number[] = [];
    for (let k = 0; k < 3; k++) rotation.push(0, 0, 0, 0, 0, 0, Math.sin(k / 4), Math.cos(k / 4), 0, 0, 0, 0);
    const rotations = doc.createAccessor().setType('VEC4').setArray(new Float32Array(rotation)).setBuffer(buffer);
    const scales = doc.createAccessor().setType('VEC3').setArray(new Float32Array([1, 1, 1, 2, 2, 2, 1, 1, 1])).setBuffer(buffer);
    const spline = doc.createAnimationSampler().setInput(input).setOutput(rotations).setInterpolation('CUBICSPLINE');
    const step = doc.createAnimationSampler().setInput(input).setOutput(scales).setInterpolation('STEP');
    doc
      .createAnimation('spline-step')
      .addSampler(spline)
      .addSampler(step)
      .addChannel(doc.createAnimationChannel().setTargetNode(node).setTargetPath('rotation').setSampler(spline))
      .addChannel(doc.createAnimationChannel().setTargetNode(node).setTargetPath('scale').setSampler(step));
    files['cubicspline-rotation-step-scale.glb'] = Buffer.from(await io.writeBinary(doc));
  }
  // 10,000 nodes in one chain: valid, and deeper than a recursive tree printer survives.
  files['chain-10000.gltf'] = JSON.stringify({
    asset: { version: '2.0' },
    nodes: Array.from({ length: 10000 }, (_, i) => (i < 9999 ? { name: `n${i}`, children: [i + 1] } : { name: `n${i}` })),
    scenes: [{ nodes: [0] }],
  });
  files['control-names.glb'] = sharedTrackGlb(['walk\u202Egnp.exe', 'a\u0000b\u001b[31mred\nnew\rline', '\u2028sep\u2029', 'x\u0085y'], {
    node: { name: 'bo\u202Ene\u0007\n' },
  });
  return files;
}

describe('QA: unusual but valid inputs', function () {
  this.timeout(180000);
  let dir: string;
  let inputs: string[];

  before(async () => {
    dir = tempDir('valid');
    const files = await fixtures();
    for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
    inputs = Object.keys(files).filter((name) => /\.(glb|gltf)$/.test(name));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('lint --format json accepts every file with a schema-valid document and no stderr', async () => {
    const r = await runCli(['lint', '--format', 'json', ...inputs], { cwd: dir });
    expect(r.stderr).to.equal('');
    expect(r.status).to.be.oneOf([0, 1]);
    const document = expectValidOutput(r.stdout, 'lint json') as { files: { path: string }[] };
    expect(document.files.map((f) => f.path)).to.deep.equal(inputs);
  });

  it('measure (json and text) accepts every file', async () => {
    const json = await runCli(['measure', ...inputs], { cwd: dir });
    expect(json.stderr).to.equal('');
    expect(json.status).to.equal(0);
    expectValidOutput(json.stdout, 'measure json');
    const text = await runCli(['measure', '--format', 'text', ...inputs], { cwd: dir });
    expect(text.stderr).to.equal('');
    expect(text.status).to.equal(0);
  });

  for (const format of ['text', 'markdown', 'sarif', 'github']) {
    it(`lint --format ${format} accepts every file`, async () => {
      const r = await runCli(['lint', '--format', format, ...inputs], { cwd: dir });
      expect(r.stderr).to.equal('');
      expect(r.status).to.be.oneOf([0, 1]);
      expect(r.stdout).to.not.equal('');
      if (format === 'sarif') JSON.parse(r.stdout);
    });
  }

  it('inspect accepts every file', async () => {
    for (const input of inputs) {
      const r = await runCli(['inspect', input], { cwd: dir });
      expect(r.stderr, input).to.equal('');
      expect(r.status, input).to.equal(0);
    }
  });

  it('inspect prints a 10,000-node chain without recursing, with bounded indentation', async () => {
    const r = await runCli(['inspect', 'chain-10000.gltf'], { cwd: dir });
    expect(r.status, r.stderr).to.equal(0);
    const tree = r.stdout.split('\n').filter((line) => /^\s+#\d+ n\d+/.test(line));
    expect(tree).to.have.length(10000);
    expect(tree[9999]).to.match(/#9999 n9999 \[depth 9999\]( \[helper\])?$/);
    expect(Math.max(...tree.map((line) => line.length))).to.be.below(120);
  });

  it('keeps the text views free of control and bidi characters from names', async () => {
    writeFileSync(path.join(dir, 'loop-all.toml'), '[clips."*"]\nloop = true\n');
    for (const args of [['lint'], ['lint', '--format', 'markdown'], ['lint', '--format', 'github', '--config', 'loop-all.toml'], ['inspect'], ['measure', '--format', 'text']]) {
      const r = await runCli([...args, 'control-names.glb'], { cwd: dir });
      // eslint-disable-next-line no-control-regex
      expect(r.stdout, args.join(' ')).to.not.match(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/);
      expect(r.stdout, args.join(' ')).to.contain('\\u{202e}');
    }
  });

  it('writes clips named "10" and "9" in sorted key order, like every other name', async () => {
    const r = await runCli(['measure', 'numeric-names.glb'], { cwd: dir });
    const document = expectValidOutput(r.stdout) as { files: { measurements: { clips: Json } }[] };
    const keys = [...r.stdout.matchAll(/^ {10}"([^"]*)": \{$/gm)].map((m) => m[1]!);
    expect(keys).to.deep.equal(['-1', '0x10', '10', '1e3', '4294967295', '9']);
    expect(Object.keys(document.files[0]!.measurements.clips).sort()).to.deep.equal(keys);
    // Same bytes as the native serializer apart from the key order.
    const native = `${JSON.stringify(JSON.parse(r.stdout), null, 2)}\n`;
    expect(native.length).to.equal(r.stdout.length);
    const text = (await runCli(['measure', '--format', 'text', 'numeric-names.glb'], { cwd: dir })).stdout;
    expect([...text.matchAll(/^ {4}'([^']*)':/gm)].map((m) => m[1])).to.deep.equal(keys);
  });

  it('serialize leaves documents without integer-like names byte-identical to JSON.stringify', async () => {
    const r = await runCli(['lint', '--format', 'json', 'proto-names.glb', 'control-names.glb'], { cwd: dir });
    const document = JSON.parse(r.stdout) as OutputDocument;
    expect(serialize(document)).to.equal(`${JSON.stringify(document, null, 2)}\n`);
    expect(serialize(document)).to.equal(r.stdout);
  });

  it('measures a clip named __proto__ and applies [clips."__proto__"] from a TOML config', async () => {
    writeFileSync(path.join(dir, 'proto.toml'), '[clips."__proto__"]\nloop = true\n');
    const plain = await runCli(['measure', 'proto-names.glb'], { cwd: dir });
    const clips = (expectValidOutput(plain.stdout) as { files: { measurements: { clips: Json } }[] }).files[0]!.measurements.clips;
    expect(Object.keys(clips)).to.include.members(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    const looped = await runCli(['lint', '--config', 'proto.toml', 'proto-names.glb'], { cwd: dir });
    expect(looped.stderr).to.equal('');
    // The loop declaration reached that clip, and only that clip.
    const loopLines = looped.stdout.split('\n').filter((line) => line.includes('[loop-closure]'));
    expect(loopLines).to.have.length.greaterThan(0);
    for (const line of loopLines) {
      expect(line).to.contain("clip '__proto__'");
      expect(line).to.not.contain('constructor');
    }
    expect((await runCli(['lint', 'proto-names.glb'], { cwd: dir })).stdout).to.not.contain('loop-closure');
  });

  it('reports negative start times as a finding, not an operator error', async () => {
    const r = await runCli(['lint', 'negative-start.glb'], { cwd: dir });
    expect(r.status).to.equal(1);
    expect(r.stderr).to.equal('');
    expect(r.stdout).to.contain('error[time-monotonic]');
  });

  it('refuses a 0-byte image in a bufferView (byteLength 0 breaks the glTF schema) with one line', async () => {
    // glTF-Transform writes the bufferView; the Khronos validator reports VALUE_NOT_IN_RANGE too.
    const doc = new Document();
    const buffer = doc.createBuffer();
    const texture = doc.createTexture('empty').setMimeType('image/png').setImage(new Uint8Array(0));
    const material = doc.createMaterial('m').setBaseColorTexture(texture);
    const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])).setBuffer(buffer);
    doc.createScene().addChild(doc.createNode('n').setMesh(doc.createMesh().addPrimitive(doc.createPrimitive().setAttribute('POSITION', position).setMaterial(material))));
    writeFileSync(path.join(dir, 'empty-png-view.glb'), await io.writeBinary(doc));
    expectRefusal(await runCli(['lint', 'empty-png-view.glb'], { cwd: dir }), /empty-png-view\.glb: \/bufferViews\/0\/byteLength must be at least 1, found 0$/);
  });

  it('reports the 0-byte PNG given as a data URI or a file as an unavailable image', async () => {
    for (const file of ['empty-png-data-uri.gltf', 'empty-png-file.gltf']) {
      const r = await runCli(['measure', file], { cwd: dir });
      const images = (expectValidOutput(r.stdout) as { files: { measurements: { images: Json[] } }[] }).files[0]!.measurements.images;
      expect(images, file).to.have.length(1);
      expect(images[0]!.unavailable_reason, file).to.equal('unsupported_container');
    }
  });

  it('a read-only input is read like any other', async () => {
    writeFileSync(path.join(dir, 'readonly.glb'), sharedTrackGlb(['a']));
    chmodSync(path.join(dir, 'readonly.glb'), 0o444);
    const r = await runCli(['lint', '--format', 'json', 'readonly.glb'], { cwd: dir });
    expect(r.stderr).to.equal('');
    expectValidOutput(r.stdout);
  });
});
