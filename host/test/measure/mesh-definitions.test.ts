import { expect } from 'chai';
import { measureMeshDefinitions } from '../../src/measure/mesh-definitions.js';
import { buildSource } from '../support/anim-builder.js';
import { withTempDir, writeFiles } from '../loaders/fixtures/gltf-fixtures.js';
import { addMesh, builder, measureBytes, positions } from './support/asset-measure.js';

describe('measure: mesh_definitions', () => {
  it('counts each stored position once, indexed or not, and totals per mesh', async () => {
    const b = builder();
    const unindexed = positions(b, [[0, 0, 0], [1, 0, 0], [0, 1, 0]]);
    const quad = positions(b, [[0, 0, 0], [2, 0, 0], [2, 2, 0], [0, 2, 0]]);
    const indices = b.accessor(new Uint16Array([0, 1, 2, 0, 2, 3, 0, 1, 2, 0, 2, 3]), 'SCALAR');
    b.json.materials = [{}];
    addMesh(b, [{ attributes: { POSITION: unindexed }, material: 0 }, { attributes: { POSITION: quad }, indices }], 'body');
    const m = await measureBytes(b.toGlb());
    const [mesh] = m.mesh_definitions;
    expect(mesh!.primitives.map((p) => [p.primitive_index, p.material_index, p.vertex_count, p.finite_vertex_count])).to.deep.equal([
      [0, 0, 3, 3],
      [1, null, 4, 4],
    ]);
    expect(mesh).to.deep.include({ mesh_index: 0, name: 'body', vertex_count: 7, finite_vertex_count: 7 });
    expect(mesh!.primitives[1]!.geometry_aabb).to.deep.equal({ min: [0, 0, 0], max: [2, 2, 0] });
    expect(mesh!.primitives[1]!.geometry_centroid).to.deep.equal([1, 1, 0]);
    expect(mesh!.geometry_aabb).to.deep.equal({ min: [0, 0, 0], max: [2, 2, 0] });
    expect(mesh!.geometry_centroid).to.deep.equal([5 / 7, 5 / 7, 0]);
    expect(mesh!.max_joints_per_vertex).to.equal(0);
    expect(mesh).to.not.have.property('weight_sum_min');
    expect(mesh!.additional_influence_sets).to.deep.equal([]);
  });

  it('excludes non-finite rows from counts, boxes and centroids, and weights centroids by finite rows', async () => {
    const b = builder();
    const one = positions(b, [[0, 0, 0], [NaN, 5, 5], [Infinity, 0, 0]]);
    const three = positions(b, [[4, 0, 0], [4, 0, 0], [4, -3, 9]]);
    const none = positions(b, [[NaN, NaN, NaN]]);
    addMesh(b, [{ attributes: { POSITION: one } }, { attributes: { POSITION: three } }, { attributes: { POSITION: none } }]);
    addMesh(b, [{ attributes: { POSITION: none } }]);
    const m = await measureBytes(b.toGlb());
    const [mesh, empty] = m.mesh_definitions;
    expect(mesh!.primitives.map((p) => [p.vertex_count, p.finite_vertex_count])).to.deep.equal([[3, 1], [3, 3], [1, 0]]);
    expect(mesh!.primitives[0]!.geometry_aabb).to.deep.equal({ min: [0, 0, 0], max: [0, 0, 0] });
    expect(mesh!.primitives[2]).to.deep.equal({ primitive_index: 2, material_index: null, vertex_count: 1, finite_vertex_count: 0 });
    expect(mesh!.geometry_aabb).to.deep.equal({ min: [0, -3, 0], max: [4, 0, 9] });
    // Finite-count-weighted: (0 + 4 + 4 + 4) / 4, not the mean of the two primitive centroids.
    expect(mesh!.geometry_centroid).to.deep.equal([3, -0.75, 2.25]);
    expect(mesh).to.deep.include({ vertex_count: 7, finite_vertex_count: 4 });
    expect(empty).to.not.have.property('geometry_aabb');
    expect(empty).to.not.have.property('geometry_centroid');
  });

  it('reports primary influence statistics from JOINTS_0/WEIGHTS_0 only', async () => {
    const b = builder();
    const pos = positions(b, [[0, 0, 0], [1, 0, 0], [2, 0, 0]]);
    const joints = b.accessor(new Uint8Array(12), 'VEC4');
    const weights = b.floats([1, 0, 0, 0, 0.5, 0.25, 0.25, 0, 0.2, 0.2, 0.2, 0.3], 'VEC4');
    const nanWeights = b.floats([NaN, 0.5, 0, 0, 0.1, 0, 0, 0, 0.4, 0.3, 0.3, 0], 'VEC4');
    const six = b.floats([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 'VEC4');
    addMesh(b, [
      { attributes: { POSITION: pos, JOINTS_0: joints, WEIGHTS_0: weights } },
      { attributes: { POSITION: pos, JOINTS_0: joints, WEIGHTS_0: nanWeights } },
      // Secondary sets and an unpaired WEIGHTS_0 never count.
      { attributes: { POSITION: pos, WEIGHTS_0: six, JOINTS_1: joints, WEIGHTS_1: six } },
    ]);
    const m = await measureBytes(b.toGlb());
    const [mesh] = m.mesh_definitions;
    expect(mesh!.max_joints_per_vertex).to.equal(4);
    expect(mesh!.weight_sum_min).to.be.closeTo(0.1, 1e-7);
    expect(mesh!.weight_sum_max).to.be.closeTo(1, 1e-7);
    expect(mesh).to.not.have.property('influence_unavailable_reason');
  });

  it('discovers additional influence sets across primitives, keeping unpaired declarations', async () => {
    const b = builder();
    const pos = positions(b, [[0, 0, 0]]);
    const j = b.accessor(new Uint8Array(4), 'VEC4');
    const w = b.floats([1, 0, 0, 0], 'VEC4');
    addMesh(b, [
      { attributes: { POSITION: pos, JOINTS_0: j, WEIGHTS_0: w, JOINTS_1: j, WEIGHTS_1: w, JOINTS_3: j } },
      { attributes: { POSITION: pos, WEIGHTS_3: w, WEIGHTS_10: w, TEXCOORD_1: pos } },
    ]);
    const m = await measureBytes(b.toGlb());
    expect(m.mesh_definitions[0]!.additional_influence_sets).to.deep.equal([
      { set_index: 1, joints_present: true, weights_present: true, joints_without_weights_present: false, weights_without_joints_present: false },
      // Both sides exist in the mesh, but each primitive declares only one of them.
      { set_index: 3, joints_present: true, weights_present: true, joints_without_weights_present: true, weights_without_joints_present: true },
      { set_index: 10, joints_present: false, weights_present: true, joints_without_weights_present: false, weights_without_joints_present: true },
    ]);
  });

  it('says why rows could not be decoded', async () => {
    await withTempDir(async (dir) => {
      const b = builder();
      const pos = positions(b, [[0, 0, 0], [1, 1, 1]]);
      const joints = b.accessor(new Uint8Array(8), 'VEC4');
      const weights = b.floats([1, 0, 0, 0, 1, 0, 0, 0], 'VEC4');
      addMesh(b, [{ attributes: { POSITION: pos, JOINTS_0: joints, WEIGHTS_0: weights } }]);
      const json = JSON.stringify(b.toJsonWithUri('gone.bin'));
      await writeFiles(dir, { 'a.gltf': json });
      const m = await measureBytes(new TextEncoder().encode(json), { folder: dir, fileName: 'a.gltf' });
      expect(m.mesh_definitions[0]).to.deep.equal({
        mesh_index: 0,
        primitives: [{ primitive_index: 0, material_index: null, vertex_count: 2, finite_vertex_count: 0, position_unavailable_reason: 'payload_unavailable' }],
        vertex_count: 2,
        finite_vertex_count: 0,
        max_joints_per_vertex: 0,
        influence_unavailable_reason: 'payload_unavailable',
        additional_influence_sets: [],
      });
    });
  });

  it('keeps one row per mesh when the source has no payload reader', () => {
    const source = buildSource({ meshes: [{ index: 0, primitives: [{ index: 0, vertexCount: 5 }, { index: 1 }] }] });
    const { records } = measureMeshDefinitions(source);
    expect(records[0]!.primitives).to.deep.equal([
      { primitive_index: 0, material_index: null, vertex_count: 5, finite_vertex_count: 0, position_unavailable_reason: 'payload_unavailable' },
      { primitive_index: 1, material_index: null, vertex_count: 0, finite_vertex_count: 0 },
    ]);
  });

  it('decodes nothing for a document without meshes', () => {
    let calls = 0;
    const source = buildSource({
      geometry: {
        primitive: () => {
          calls++;
          throw new Error('decoded');
        },
        inverseBind: () => {
          calls++;
          throw new Error('decoded');
        },
      },
    });
    expect(measureMeshDefinitions(source).records).to.deep.equal([]);
    expect(calls).to.equal(0);
  });
});
