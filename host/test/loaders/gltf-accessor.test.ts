import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { AccessorDecoder } from '../../src/loaders/gltf/accessor.js';
import type { RawGltf } from '../../src/loaders/gltf/raw-json.js';
import { GltfBuilder, assembleGlb, expectLoadError, load, type Json } from './fixtures/gltf-fixtures.js';

function close(actual: Float32Array, expected: readonly number[], eps = 1e-6): void {
  expect(actual.length).to.equal(expected.length);
  expected.forEach((v, i) => expect(actual[i]).to.be.closeTo(v, eps, `element ${i}`));
}

function glbFrom(b: GltfBuilder, edit: (json: Json) => void = () => {}): Uint8Array {
  const json = b.toJsonWithUri('x');
  delete json.buffers[0].uri;
  edit(json);
  return assembleGlb(json, b.bin());
}

describe('gltf loader: accessors', () => {
  it('decodes interleaved translation and scale (byteStride)', async () => {
    const b = new GltfBuilder();
    b.node({});
    const input = b.times([0, 1, 2]);
    // 3 elements × (translation xyz + scale xyz), stride 24.
    const data = new Float32Array([1, 2, 3, 10, 20, 30, 4, 5, 6, 40, 50, 60, 7, 8, 9, 70, 80, 90]);
    const view = b.bufferView(new Uint8Array(data.buffer), { byteStride: 24 });
    b.json.accessors.push({ bufferView: view, componentType: 5126, count: 3, type: 'VEC3' });
    b.json.accessors.push({ bufferView: view, byteOffset: 12, componentType: 5126, count: 3, type: 'VEC3' });
    b.animation('x', [
      { node: 0, path: 'translation', input, output: 1 },
      { node: 0, path: 'scale', input, output: 2 },
    ]);
    const { document } = await load(b.toGlb());
    const [t, s] = document.clips[0]!.tracks;
    close(t!.values, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    close(s!.values, [10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('denormalizes BYTE, UNSIGNED_BYTE, SHORT and UNSIGNED_SHORT rotations per the glTF spec', async () => {
    const b = new GltfBuilder();
    b.node({});
    const input = b.times([0, 1]);
    const outputs = [
      b.accessor(new Int8Array([127, 0, -127, -128, 64, 0, 0, 127]), 'VEC4', { normalized: true }),
      b.accessor(new Uint8Array([255, 0, 51, 255, 0, 0, 0, 255]), 'VEC4', { normalized: true }),
      b.accessor(new Int16Array([32767, 0, -32767, -32768, 16384, 0, 0, 32767]), 'VEC4', { normalized: true }),
      b.accessor(new Uint16Array([65535, 0, 13107, 65535, 0, 0, 0, 65535]), 'VEC4', { normalized: true }),
    ];
    const nodes = [b.node({}), b.node({}), b.node({}), b.node({})];
    b.json.nodes[0].children = nodes;
    b.animation('x', outputs.map((output, i) => ({ node: nodes[i]!, path: 'rotation', input, output })));
    const { document } = await load(b.toGlb());
    const [i8, u8, i16, u16] = document.clips[0]!.tracks.map((t) => t.values);
    close(i8!, [1, 0, -1, -1, 64 / 127, 0, 0, 1]);
    close(u8!, [1, 0, 0.2, 1, 0, 0, 0, 1]);
    close(i16!, [1, 0, -1, -1, 16384 / 32767, 0, 0, 1]);
    close(u16!, [1, 0, 0.2, 1, 0, 0, 0, 1]);
  });

  it('decodes non-normalized integer translations (KHR_mesh_quantization) as integers', async () => {
    const b = new GltfBuilder();
    b.node({});
    const input = b.times([0, 1]);
    const output = b.accessor(new Int16Array([-300, 7, 1000, 0, 0, -1]), 'VEC3');
    b.animation('x', [{ node: 0, path: 'translation', input, output }]);
    const { document } = await load(b.toGlb());
    close(document.clips[0]!.tracks[0]!.values, [-300, 7, 1000, 0, 0, -1]);
  });

  it('decodes unaligned float data by copying, and leaves aligned data as a view', async () => {
    const b = new GltfBuilder();
    b.node({});
    const input = b.times([0, 1]);
    const raw = new Uint8Array(2 + 24);
    new DataView(raw.buffer).setFloat32(2, 1.5, true);
    new DataView(raw.buffer).setFloat32(2 + 20, -2.25, true);
    const view = b.bufferView(raw);
    b.json.accessors.push({ bufferView: view, byteOffset: 2, componentType: 5126, count: 2, type: 'VEC3' });
    b.animation('x', [{ node: 0, path: 'scale', input, output: 1 }]);
    const bytes = b.toGlb();
    const { document } = await load(bytes);
    const track = document.clips[0]!.tracks[0]!;
    close(track.values, [1.5, 0, 0, 0, 0, -2.25]);
    expect(track.values.buffer).to.not.equal(bytes.buffer);
    expect(track.times.buffer).to.equal(bytes.buffer);
  });

  it('decodes an accessor without a bufferView as zeros', async () => {
    const b = new GltfBuilder();
    b.node({});
    const input = b.times([0, 1]);
    b.json.accessors.push({ componentType: 5126, count: 2, type: 'VEC3' });
    b.animation('x', [{ node: 0, path: 'translation', input, output: 1 }]);
    const { document } = await load(b.toGlb());
    close(document.clips[0]!.tracks[0]!.values, [0, 0, 0, 0, 0, 0]);
  });

  it('applies sparse values over zeros and over dense data, without touching the input bytes', async () => {
    const b = new GltfBuilder();
    b.node({});
    const times = b.times([0, 1, 2, 3]);
    const indicesView = b.bufferView(new Uint8Array(new Uint16Array([1, 3]).buffer));
    const valuesView = b.bufferView(new Uint8Array(new Float32Array([1, 2, 3, 4, 5, 6]).buffer));
    // Translation: zeros + sparse.
    b.json.accessors.push({
      componentType: 5126,
      count: 4,
      type: 'VEC3',
      sparse: { count: 2, indices: { bufferView: indicesView, componentType: 5123 }, values: { bufferView: valuesView } },
    });
    // Scale: dense ones + sparse.
    const ones = b.floats(Array(12).fill(1), 'VEC3');
    b.json.accessors[ones].sparse = { count: 2, indices: { bufferView: indicesView, componentType: 5123 }, values: { bufferView: valuesView } };
    b.animation('x', [
      { node: 0, path: 'translation', input: times, output: 1 },
      { node: 0, path: 'scale', input: times, output: ones },
    ]);
    const bytes = b.toGlb();
    const before = createHash('sha256').update(bytes).digest('hex');
    const { source, document } = await load(bytes);
    const [t, s] = document.clips[0]!.tracks;
    close(t!.values, [0, 0, 0, 1, 2, 3, 0, 0, 0, 4, 5, 6]);
    close(s!.values, [1, 1, 1, 1, 2, 3, 1, 1, 1, 4, 5, 6]);
    expect(createHash('sha256').update(bytes).digest('hex')).to.equal(before);
    expect(source.input.sha256).to.equal(before);
  });

  it('decodes sparse animation times with UNSIGNED_BYTE indices', async () => {
    const b = new GltfBuilder();
    b.node({});
    const idx = b.bufferView(new Uint8Array([2]));
    const val = b.bufferView(new Uint8Array(new Float32Array([9]).buffer));
    const input = b.floats([0, 1, 2], 'SCALAR');
    b.json.accessors[input].sparse = { count: 1, indices: { bufferView: idx, componentType: 5121 }, values: { bufferView: val } };
    const output = b.floats(Array(9).fill(0), 'VEC3');
    b.animation('x', [{ node: 0, path: 'translation', input, output }]);
    const { document } = await load(b.toGlb());
    close(document.clips[0]!.tracks[0]!.times, [0, 1, 9]);
    expect(document.clips[0]!.duration).to.equal(9);
  });

  function sparseRig(indices: number[], valueCount: number, sparseCount: number): GltfBuilder {
    const b = new GltfBuilder();
    b.node({});
    const input = b.times([0, 1]);
    const idx = b.bufferView(new Uint8Array(new Uint32Array(indices).buffer));
    const val = b.bufferView(new Uint8Array(new Float32Array(valueCount * 3).buffer));
    b.json.accessors.push({
      componentType: 5126,
      count: 2,
      type: 'VEC3',
      sparse: { count: sparseCount, indices: { bufferView: idx, componentType: 5125 }, values: { bufferView: val } },
    });
    b.animation('x', [{ node: 0, path: 'translation', input, output: 1 }]);
    return b;
  }

  it('refuses a sparse index out of range', async () => {
    await expectLoadError(sparseRig([0, 2], 2, 2).toGlb(), ['/accessors/1/sparse/indices entry 1 is 2, out of range for accessor count 2']);
  });

  it('refuses sparse values past their bufferView', async () => {
    await expectLoadError(sparseRig([0, 1], 1, 2).toGlb(), ['/accessors/1/sparse/values reads bytes 0..24 of /bufferViews/2, which is only 12 bytes long']);
  });

  it('refuses sparse indices past their bufferView', async () => {
    await expectLoadError(glbFrom(sparseRig([0], 2, 1), (j) => (j.accessors[1].sparse.count = 2)), ['/accessors/1/sparse/indices reads bytes 0..8 of /bufferViews/1, which is only 4 bytes long']);
  });

  it('refuses a sparse count above the accessor count', async () => {
    await expectLoadError(glbFrom(sparseRig([0, 1], 2, 2), (j) => (j.accessors[1].sparse.count = 3)), ['/accessors/1/sparse/count is 3, more than the accessor count 2']);
  });

  it('refuses a huge declared count without a bufferView instead of allocating it', async () => {
    const b = new GltfBuilder();
    b.node({});
    b.json.accessors = [
      { componentType: 5126, count: 1e12, type: 'SCALAR' },
      { componentType: 5126, count: 1e12, type: 'VEC3' },
    ];
    b.animation('x', [{ node: 0, path: 'translation', input: 0, output: 1 }]);
    await expectLoadError(b.toGlb(), ['/accessors/0 (input of /animations/0/samplers/0) declares 1000000000000 elements without a bufferView, which exceeds the load limit']);
  });

  it('AccessorDecoder pads matrix columns of 1-byte components to 4 bytes', () => {
    // MAT2 of UNSIGNED_BYTE: each column is 2 bytes + 2 padding; 2 elements.
    const data = new Uint8Array([1, 2, 0, 0, 3, 4, 0, 0, 5, 6, 0, 0, 7, 8, 0, 0]);
    const gltf = {
      accessors: [{ bufferView: 0, componentType: 5121, count: 2, type: 'MAT2' }],
      bufferViews: [{ buffer: 0, byteLength: 16 }],
      buffers: [{ byteLength: 16 }],
    } as unknown as RawGltf;
    const decoder = new AccessorDecoder(gltf, [data], 1 << 20);
    close(decoder.decode(0, 'test'), [1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('AccessorDecoder reads MAT4 floats and normalized UNSIGNED_SHORT VEC2 with stride', () => {
    const floats = new Float32Array(16).map((_, i) => i);
    const shorts = new Uint16Array([65535, 0, 0xdead, 0xbeef, 0, 65535]);
    const data = new Uint8Array(64 + shorts.byteLength);
    data.set(new Uint8Array(floats.buffer));
    data.set(new Uint8Array(shorts.buffer), 64);
    const gltf = {
      accessors: [
        { bufferView: 0, componentType: 5126, count: 1, type: 'MAT4' },
        { bufferView: 1, componentType: 5123, normalized: true, count: 2, type: 'VEC2' },
      ],
      bufferViews: [
        { buffer: 0, byteLength: 64 },
        { buffer: 0, byteOffset: 64, byteLength: 12, byteStride: 8 },
      ],
      buffers: [{ byteLength: data.length }],
    } as unknown as RawGltf;
    const decoder = new AccessorDecoder(gltf, [data], 1 << 20);
    close(decoder.decode(0, 'test'), Array.from(floats));
    close(decoder.decode(1, 'test'), [1, 0, 0, 1]); // the 0xdead/0xbeef padding is skipped
    // Cached per accessor.
    expect(decoder.decode(1, 'test')).to.equal(decoder.decode(1, 'again'));
  });
});
