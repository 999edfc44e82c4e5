import { expect } from 'chai';
import type { PayloadRead } from '../../src/model/source-document.js';
import { GltfBuilder, load, withTempDir, writeFiles, type Json } from './fixtures/gltf-fixtures.js';

/** The decoded values of a successful read. */
function values(read: PayloadRead<Float32Array> | undefined): number[] {
  expect(read?.ok, 'decoded').to.equal(true);
  return read !== undefined && read.ok ? Array.from(read.value) : [];
}

function mesh(b: GltfBuilder, primitives: Json[]): number {
  b.json.meshes ??= [];
  return b.json.meshes.push({ primitives }) - 1;
}

describe('gltf loader: mesh and skin payloads (SourceDocument.geometry)', () => {
  it('decodes POSITION and paired WEIGHTS_0 on request, and lists secondary influence sets', async () => {
    const b = new GltfBuilder();
    const pos = b.floats([0, 0, 0, 1, 2, 3], 'VEC3');
    const joints = b.accessor(new Uint8Array([0, 1, 0, 0, 1, 0, 0, 0]), 'VEC4');
    // Normalized unsigned-byte weights are denormalised by the accessor decoder.
    const weights = b.accessor(new Uint8Array([255, 0, 0, 0, 128, 127, 0, 0]), 'VEC4', { normalized: true });
    mesh(b, [{ attributes: { POSITION: pos, JOINTS_0: joints, WEIGHTS_0: weights, JOINTS_2: joints, WEIGHTS_1: weights, JOINTS_01: joints } }]);
    const { source } = await load(b.toGlb());
    const g = source.geometry!.primitive(0, 0);
    expect(g.positionCount).to.equal(2);
    expect(values(g.positions)).to.deep.equal([0, 0, 0, 1, 2, 3]);
    expect(values(g.primaryWeights)).to.deep.equal([1, 0, 0, 0, 128 / 255, 127 / 255, 0, 0].map(Math.fround));
    expect(g.jointSets).to.deep.equal([2]);
    expect(g.weightSets).to.deep.equal([1]);
  });

  it('omits primary weights unless JOINTS_0 and WEIGHTS_0 are both declared', async () => {
    const b = new GltfBuilder();
    const pos = b.floats([0, 0, 0], 'VEC3');
    const w = b.floats([1, 0, 0, 0], 'VEC4');
    mesh(b, [{ attributes: { POSITION: pos, WEIGHTS_0: w } }, { attributes: {} }]);
    const { source } = await load(b.toGlb());
    expect(source.geometry!.primitive(0, 0)).to.not.have.property('primaryWeights');
    const empty = source.geometry!.primitive(0, 1);
    expect(empty.positionCount).to.equal(0);
    expect(empty).to.not.have.property('positions');
  });

  it('decodes a data-URI buffer the animation data did not need', async () => {
    const b = new GltfBuilder();
    const pos = b.floats([1, 1, 1], 'VEC3');
    mesh(b, [{ attributes: { POSITION: pos } }]);
    const { source } = await load(new TextEncoder().encode(JSON.stringify(b.toJsonWithDataUri())), { fileName: 'a.gltf' });
    const g = source.geometry!.primitive(0, 0);
    expect(values(g.positions)).to.deep.equal([1, 1, 1]);
  });

  it('reports payload_unavailable for a missing external buffer and accessor_malformed for a bad accessor', async () => {
    await withTempDir(async (dir) => {
      const b = new GltfBuilder();
      const pos = b.floats([1, 1, 1], 'VEC3');
      const scalar = b.floats([1, 2, 3], 'SCALAR');
      mesh(b, [{ attributes: { POSITION: pos } }, { attributes: { POSITION: scalar } }]);
      const json = b.toJsonWithUri('missing.bin');
      await writeFiles(dir, { 'a.gltf': JSON.stringify(json) });
      const { source } = await load(new TextEncoder().encode(JSON.stringify(json)), { folder: dir, fileName: 'a.gltf' });
      expect(source.geometry!.primitive(0, 0).positions).to.deep.equal({ ok: false, reason: 'payload_unavailable' });
      expect(source.geometry!.primitive(0, 1).positions).to.deep.equal({ ok: false, reason: 'accessor_malformed' });
    });
    const b = new GltfBuilder();
    const view = b.bufferView(new Uint8Array(12));
    b.json.accessors = [{ bufferView: view, byteOffset: 8, componentType: 5126, count: 1, type: 'VEC3' }];
    mesh(b, [{ attributes: { POSITION: 0 } }]);
    const { source } = await load(b.toGlb());
    expect(source.geometry!.primitive(0, 0).positions).to.deep.equal({ ok: false, reason: 'accessor_malformed' });
  });

  it('classifies inverse-bind declarations', async () => {
    const b = new GltfBuilder();
    b.node({ name: 'a' });
    b.node({ name: 'b' });
    const two = b.floats([...Array(32).keys()], 'MAT4');
    const one = b.floats([...Array(16).keys()], 'MAT4');
    const ints = b.accessor(new Uint16Array(32), 'MAT4');
    b.json.accessors.push({ componentType: 5126, count: 0, type: 'MAT4' });
    const empty = b.json.accessors.length - 1;
    b.json.skins = [
      { joints: [0, 1] },
      { joints: [0, 1], inverseBindMatrices: two },
      { joints: [0, 1], inverseBindMatrices: one },
      { joints: [0, 1], inverseBindMatrices: empty },
      { joints: [0, 1], inverseBindMatrices: ints },
    ];
    const { source } = await load(b.toGlb());
    const g = source.geometry!;
    expect(g.inverseBind(0)).to.deep.equal({ status: 'absent' });
    const readable = g.inverseBind(1);
    expect(readable.status).to.equal('readable');
    expect(readable.status === 'readable' && Array.from(readable.matrices)).to.deep.equal([...Array(32).keys()]);
    expect(g.inverseBind(2)).to.deep.equal({ status: 'count_mismatch', accessor: one, count: 1 });
    expect(g.inverseBind(3)).to.deep.equal({ status: 'empty', accessor: empty, count: 0 });
    expect(g.inverseBind(4)).to.deep.equal({ status: 'unreadable', accessor: ints, count: 2 });
  });
});
