import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { decomposeMatrix } from '../../src/model/decompose-matrix.js';
import { GltfBuilder, assembleGlb, load, rigBuilder, type Json } from './fixtures/gltf-fixtures.js';

function quatClose(actual: readonly number[], expected: readonly number[], eps = 1e-6): void {
  // q and -q are the same rotation.
  const sign = actual.reduce((s, v, i) => s + v * expected[i]!, 0) < 0 ? -1 : 1;
  actual.forEach((v, i) => expect(sign * v).to.be.closeTo(expected[i]!, eps, `component ${i}`));
}

describe('gltf loader: source facts and model', () => {
  it('records the input identity of the exact bytes', async () => {
    const bytes = rigBuilder().toGlb();
    const { source } = await load(bytes);
    expect(source.input).to.deep.equal({ sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length });
  });

  it('keeps a matrix node as authored and decomposes it for the model', async () => {
    // Rotation 90° about Z, scale (2, 3, 4), translation (5, 6, 7); column-major.
    const matrix = [0, 2, 0, 0, -3, 0, 0, 0, 0, 0, 4, 0, 5, 6, 7, 1];
    const { source, document } = await load(assembleGlb({ asset: { version: '2.0' }, nodes: [{ name: 'm', matrix }, { name: 't', translation: [1, 2, 3] }] }));
    expect(source.nodes[0]!.localRest).to.deep.equal({ kind: 'matrix', matrix });
    expect(source.nodes[1]!.localRest).to.deep.equal({ kind: 'trs', translation: [1, 2, 3], rotation: [0, 0, 0, 1], scale: [1, 1, 1] });
    const rest = document.bones[0]!.rest;
    expect(rest.translation).to.deep.equal([5, 6, 7]);
    rest.scale.forEach((v, i) => expect(v).to.be.closeTo([2, 3, 4][i]!, 1e-9));
    quatClose(rest.rotation, [0, 0, Math.SQRT1_2, Math.SQRT1_2]);
  });

  it('decomposes a mirrored matrix by negating x scale', () => {
    const rest = decomposeMatrix([-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    expect(rest.scale).to.deep.equal([-1, 1, 1]);
    quatClose(rest.rotation, [0, 0, 0, 1]);
    // 180° about Y (trace path with r00 largest is not taken; covers the non-positive trace branch).
    const flip = decomposeMatrix([-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1]);
    expect(flip.scale).to.deep.equal([1, 1, 1]);
    quatClose(flip.rotation, [0, 1, 0, 0]);
    const degenerate = decomposeMatrix([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    expect(degenerate.rotation).to.deep.equal([0, 0, 0, 1]);
  });

  it('records an absent interpolation as undefined in the source and LINEAR (undeclared) in the track', async () => {
    const { source, document } = await load(rigBuilder({ interpolation: null }).toGlb());
    expect(source.animations[0]!.channels[0]!.interpolation).to.equal(undefined);
    expect('interpolation' in source.animations[0]!.channels[0]!).to.equal(false);
    const track = document.clips[0]!.tracks[0]!;
    expect(track.interpolation).to.equal('LINEAR');
    expect(track.interpolationDeclared).to.equal(false);
  });

  it('records a declared interpolation exactly', async () => {
    const { source, document } = await load(rigBuilder({ interpolation: 'STEP' }).toGlb());
    expect(source.animations[0]!.channels[0]!.interpolation).to.equal('STEP');
    expect(document.clips[0]!.tracks[0]!).to.include({ interpolation: 'STEP', interpolationDeclared: true });
  });

  it('keeps a KHR_animation_pointer channel as a pointer with a notice, not a track', async () => {
    const b = rigBuilder();
    const input = 0;
    const output = b.floats([1, 0.5, 0.25, 0, 0], 'SCALAR');
    b.json.animations[0].samplers.push({ input, output });
    b.json.animations[0].channels.push({ sampler: 1, target: { path: 'pointer', extensions: { KHR_animation_pointer: { pointer: '/materials/0/alphaCutoff' } } } });
    b.json.extensionsUsed = ['KHR_animation_pointer'];
    b.json.extensionsRequired = ['KHR_animation_pointer'];
    const { source, document } = await load(b.toGlb());
    expect(source.animations[0]!.channels[1]!.target).to.deep.equal({ kind: 'pointer', pointer: '/materials/0/alphaCutoff' });
    expect(source.animations[0]!.channels[1]!.keyCount).to.equal(5);
    expect(document.clips[0]!.tracks).to.have.length(1);
    expect(source.notices).to.deep.equal(['1 KHR_animation_pointer channel(s) kept as source facts, not bone tracks (first at /animations/0/channels/1)']);
    expect(source.extensionsRequired).to.deep.equal(['KHR_animation_pointer']);
  });

  it('turns an unknown required extension into a notice, not a crash', async () => {
    const b = rigBuilder();
    b.json.extensionsUsed = ['KHR_draco_mesh_compression', 'EXT_future'];
    b.json.extensionsRequired = ['KHR_draco_mesh_compression', 'EXT_future'];
    const { source, document } = await load(b.toGlb());
    expect(document.clips[0]!.tracks).to.have.length(1);
    expect(source.extensionsUsed).to.deep.equal(['KHR_draco_mesh_compression', 'EXT_future']);
    expect(source.notices).to.have.length(2);
    expect(source.notices[0]).to.include('"KHR_draco_mesh_compression"').and.include('/extensionsRequired/0');
    expect(source.notices[1]).to.include('"EXT_future"').and.include('/extensionsRequired/1');
  });

  it('KHR_mesh_quantization is understood (no notice)', async () => {
    const b = rigBuilder();
    b.json.extensionsRequired = ['KHR_mesh_quantization'];
    expect((await load(b.toGlb())).source.notices).to.deep.equal([]);
  });

  it('orders bones parent-before-child from the roots, lowest node index first, keeping sourceNode', async () => {
    const nodes: Json[] = [
      { name: 'hand' }, // 0, child of 2
      { name: 'root' }, // 1, root
      { name: 'arm', children: [0] }, // 2, child of 3
      { name: 'hips', children: [2, 5] }, // 3, child of 1
      { name: 'other' }, // 4, root
      { name: 'leg' }, // 5, child of 3
    ];
    nodes[1].children = [3];
    const { source, document } = await load(assembleGlb({ asset: { version: '2.0' }, nodes }));
    expect(document.bones.map((b) => b.name)).to.deep.equal(['root', 'hips', 'arm', 'hand', 'other', 'leg']);
    expect(document.bones.map((b) => b.sourceNode)).to.deep.equal([1, 3, 2, 0, 4, 5]);
    expect(document.bones.map((b) => b.parent)).to.deep.equal([-1, 0, 1, 2, -1, 1]);
    expect(source.nodes.map((n) => n.parent)).to.deep.equal([2, undefined, 3, 1, undefined, 3]);
    expect(source.nodes[3]!.children).to.deep.equal([2, 5]);
  });

  it('keeps bone index == node index when the file already lists parents first', async () => {
    const nodes = [{ children: [1, 3] }, { children: [2] }, {}, {}];
    const { document } = await load(assembleGlb({ asset: { version: '2.0' }, nodes }));
    expect(document.bones.map((b) => b.sourceNode)).to.deep.equal([0, 1, 2, 3]);
  });

  it('labels unnamed nodes #<index> and unnamed animations animation_<index>', async () => {
    const b = new GltfBuilder();
    b.node({});
    b.node({ name: '' });
    const input = b.times([0, 2]);
    const output = b.floats([0, 0, 0, 1, 1, 1], 'VEC3');
    b.animation('named', [{ node: 0, path: 'translation', input, output }]);
    b.animation(undefined, [{ node: 1, path: 'translation', input, output }]);
    const { source, document } = await load(b.toGlb());
    expect(document.bones.map((bone) => bone.name)).to.deep.equal(['#0', '']);
    expect(source.nodes[0]!.name).to.equal(undefined);
    expect(document.clips.map((c) => c.name)).to.deep.equal(['named', 'animation_1']);
    expect(source.animations[1]!.name).to.equal(undefined);
    expect(document.clips[1]!.index).to.equal(1);
    expect(document.clips[1]!.tracks[0]!.source).to.deep.equal({ animation: 1, channel: 0 });
  });

  it('clip duration is the largest finite key time over all tracks', async () => {
    const b = new GltfBuilder();
    b.node({});
    const t1 = b.floats([0, 1, Infinity], 'SCALAR');
    const t2 = b.floats([NaN, 0.5, 1.5], 'SCALAR');
    const out = b.floats(Array(9).fill(0), 'VEC3');
    b.animation('a', [
      { node: 0, path: 'translation', input: t1, output: out },
      { node: 0, path: 'scale', input: t2, output: out },
    ]);
    const { document } = await load(b.toGlb());
    expect(document.clips[0]!.duration).to.equal(1.5);
  });

  it('records scenes, default scene, skins, meshes and materials from the JSON', async () => {
    const b = rigBuilder();
    const positions = b.floats(Array(9).fill(0), 'VEC3');
    const ibm = b.floats([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], 'MAT4');
    b.json.materials = [{ name: 'skin' }, {}];
    b.json.meshes = [{ name: 'body', primitives: [{ attributes: { POSITION: positions }, material: 1 }, { attributes: {} }] }];
    b.json.skins = [{ name: 'rig', joints: [0, 1], skeleton: 0, inverseBindMatrices: ibm }];
    b.node({ name: 'mesh', mesh: 0, skin: 0 });
    b.json.scenes.push({ name: 'second', nodes: [2] });
    const { source, document } = await load(b.toGlb());
    expect(source.defaultScene).to.equal(0);
    expect(source.scenes).to.deep.equal([
      { index: 0, rootNodes: [0] },
      { index: 1, name: 'second', rootNodes: [2] },
    ]);
    expect(source.skins).to.deep.equal([{ index: 0, name: 'rig', joints: [0, 1], skeleton: 0, inverseBindAccessor: ibm }]);
    expect(source.meshes).to.deep.equal([{ index: 0, name: 'body', primitives: [{ index: 0, material: 1, vertexCount: 3 }, { index: 1 }] }]);
    expect(source.materials).to.deep.equal([{ index: 0, name: 'skin' }, { index: 1 }]);
    expect(source.nodes[2]).to.deep.include({ mesh: 0, skin: 0 });
    expect(document.bones).to.have.length(3);
  });

  it('has no default scene when /scene is absent', async () => {
    const b = rigBuilder();
    delete b.json.scene;
    const { source } = await load(b.toGlb());
    expect(source.defaultScene).to.equal(undefined);
    expect(source.scenes).to.have.length(1);
  });
});
