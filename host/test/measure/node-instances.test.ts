import { expect } from 'chai';
import { measureScenes } from '../../src/measure/scenes.js';
import { transformedBox } from '../../src/measure/node-instances.js';
import { buildSource } from '../support/anim-builder.js';
import { addMesh, builder, measureBytes, positions } from './support/asset-measure.js';

function boxClose(actual: { min: number[]; max: number[] } | undefined, min: number[], max: number[], eps = 1e-12): void {
  expect(actual, 'box').to.not.equal(undefined);
  actual!.min.forEach((v, i) => expect(v).to.be.closeTo(min[i]!, eps, `min ${i}`));
  actual!.max.forEach((v, i) => expect(v).to.be.closeTo(max[i]!, eps, `max ${i}`));
}

describe('measure: node_instances and scene aggregates', () => {
  it('transforms the finite positions themselves, not the corners of the local box', async () => {
    const b = builder();
    // A diagonal segment: its 45° rotation about Z lies on the X axis.
    const pos = positions(b, [[0, 0, 0], [1, 1, 0], [NaN, 0, 0]]);
    const mesh = addMesh(b, [{ attributes: { POSITION: pos } }]);
    const s = Math.sin(Math.PI / 8);
    const c = Math.cos(Math.PI / 8);
    b.node({ name: 'parent', scale: [2, -1, 3], children: [1] });
    b.node({ name: 'rotated', mesh, rotation: [0, 0, -s, c], translation: [10, 0, 0] });
    b.scene([0]);
    const m = await measureBytes(b.toGlb());
    expect(m.node_instances).to.have.length(1);
    const [instance] = m.node_instances;
    expect(instance).to.deep.include({ node_index: 1, mesh_index: mesh });
    // Rotated (1,1,0) → (√2, 0, 0); translated by 10; parent scale (2, -1, 3): x ∈ [20, 20 + 2√2].
    boxClose(instance!.static_node_world_aabb, [20, 0, 0], [20 + 2 * Math.SQRT2, 0, 0], 1e-6);
    // The eight-corner shortcut would have produced a box that is √2 wide in y.
    expect(instance!.static_node_world_aabb!.max[1]! - instance!.static_node_world_aabb!.min[1]!).to.be.below(1e-6);
    expect(m.scenes[0]!.static_scene_world_aabb).to.deep.equal(instance!.static_node_world_aabb);
    expect(m.scenes[0]).to.deep.include({ instance_count: 1, excluded_instance_count: 0 });
  });

  it('explains every missing static box', async () => {
    const b = builder();
    const pos = positions(b, [[0, 0, 0]]);
    const nan = positions(b, [[NaN, 0, 0]]);
    const ok = addMesh(b, [{ attributes: { POSITION: pos } }]);
    const empty = addMesh(b, [{ attributes: { POSITION: nan } }]);
    b.node({ name: 'skinned', mesh: ok, skin: 0 }); // 0
    b.node({ name: 'no-positions', mesh: empty }); // 1
    b.node({ name: 'huge', scale: [1e300, 1, 1], children: [3] }); // 2
    b.node({ name: 'overflow', mesh: ok, scale: [1e300, 1, 1] }); // 3: its rest world overflows
    b.node({ name: 'joint' }); // 4
    b.json.skins = [{ joints: [4] }];
    b.scene([0, 1, 2, 4]);
    const m = await measureBytes(b.toGlb());
    expect(m.node_instances).to.deep.equal([
      { node_index: 0, mesh_index: ok, static_node_world_aabb_unavailable_reason: 'excluded_skinned_deformation' },
      { node_index: 1, mesh_index: empty, static_node_world_aabb_unavailable_reason: 'no_finite_positions' },
      { node_index: 3, mesh_index: ok, static_node_world_aabb_unavailable_reason: 'non_finite_effective_transform' },
    ]);
    expect(m.scenes[0]).to.deep.equal({ scene_index: 0, root_node_indices: [0, 1, 2, 4], instance_count: 3, excluded_instance_count: 3 });
  });

  it('unions reachable instances per scene; unreachable instances join no scene', async () => {
    const b = builder();
    const unit = positions(b, [[-1, -1, -1], [1, 1, 1]]);
    const mesh = addMesh(b, [{ attributes: { POSITION: unit } }]);
    b.node({ name: 'a', mesh, translation: [10, 0, 0] }); // 0
    b.node({ name: 'b', mesh, translation: [0, 5, 0], children: [2] }); // 1
    b.node({ name: 'b-child', mesh, translation: [0, 0, -7] }); // 2, world (0, 5, -7)
    b.node({ name: 'skinned', mesh, skin: 0 }); // 3
    b.node({ name: 'unreachable', mesh, translation: [100, 100, 100] }); // 4
    b.json.skins = [{ joints: [0] }];
    b.scene([0, 1]);
    b.json.scenes.push({ nodes: [1, 3], name: 'second' });
    b.json.scenes.push({ nodes: [3] });
    b.json.scenes.push({});
    const m = await measureBytes(b.toGlb());
    expect(m.node_instances).to.have.length(5);
    expect(m.node_instances[4]!.static_node_world_aabb).to.deep.equal({ min: [99, 99, 99], max: [101, 101, 101] });
    expect(m.scenes).to.deep.equal([
      { scene_index: 0, root_node_indices: [0, 1], instance_count: 3, static_scene_world_aabb: { min: [-1, -1, -8], max: [11, 6, 1] }, excluded_instance_count: 0 },
      { scene_index: 1, name: 'second', root_node_indices: [1, 3], instance_count: 3, static_scene_world_aabb: { min: [-1, 4, -8], max: [1, 6, 1] }, excluded_instance_count: 1 },
      { scene_index: 2, root_node_indices: [3], instance_count: 1, excluded_instance_count: 1 },
      { scene_index: 3, root_node_indices: [], instance_count: 0, excluded_instance_count: 0 },
    ]);
  });

  it('keeps bare scene counts when no node instances were measured', () => {
    const source = buildSource({
      nodes: [{ index: 0, children: [], localRest: { kind: 'trs', translation: [0, 0, 0], rotation: [0, 0, 0, 1], scale: [1, 1, 1] }, mesh: 0 }],
      scenes: [{ index: 0, rootNodes: [0] }],
    });
    expect(measureScenes(source)).to.deep.equal([{ scene_index: 0, root_node_indices: [0], instance_count: 1 }]);
    expect(measureScenes(source, [{ node_index: 0, mesh_index: 0, static_node_world_aabb_unavailable_reason: 'no_finite_positions' }])).to.deep.equal([
      { scene_index: 0, root_node_indices: [0], instance_count: 1, excluded_instance_count: 1 },
    ]);
  });

  it('refuses a box whose transformed rows overflow', () => {
    const m = [1e308, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    expect(transformedBox([new Float32Array([1e10, 0, 0])], m)).to.equal(undefined);
    expect(transformedBox([new Float32Array([1, 0, 0, NaN, 0, 0])], m)).to.deep.equal({ min: [1e308, 0, 0], max: [1e308, 0, 0] });
  });
});
