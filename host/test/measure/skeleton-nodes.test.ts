import { expect } from 'chai';
import { measureSkeletonNodes, nodeTableConsistent } from '../../src/measure/skeleton-nodes.js';
import { measureScenes } from '../../src/measure/scenes.js';
import type { SourceNode } from '../../src/model/source-document.js';
import { buildDocument, buildSource, expectClose, quatZ, sourceFromDocument, sourceNodes } from '../support/anim-builder.js';

describe('measure: skeleton_nodes', () => {
  it('records local rest and composes rest world matrices parent × local', () => {
    const source = buildSource({
      nodes: sourceNodes([
        { name: 'root', translation: [1, 0, 0], rotation: quatZ(90), scale: [0.01, 0.01, 0.01] },
        { name: 'socket', parent: 0, translation: [11.5, 0, 0] },
        // column-major matrix: translate (0, 0, 2)
        { name: 'tip', parent: 1, matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 2, 1] },
      ]),
      scenes: [
        { index: 1, rootNodes: [0] },
        { index: 0, rootNodes: [0, 2] },
      ],
    });
    const { coverage, nodes } = measureSkeletonNodes(source);
    expect(coverage).to.equal('complete');
    expect(nodes.map((n) => n.node_index)).to.deep.equal([0, 1, 2]);
    expect(nodes[0]!.scene_root_indices).to.deep.equal([0, 1]);
    expect(nodes[1]!.scene_root_indices).to.deep.equal([]);
    expect(nodes[2]!.scene_root_indices).to.deep.equal([0]);
    expect(nodes[0]).to.not.have.property('parent_node_index');
    expect(nodes[1]!.parent_node_index).to.equal(0);
    expect(nodes[1]!.local_rest).to.deep.equal({
      kind: 'trs',
      translation_parent_space_m: [11.5, 0, 0],
      rotation_xyzw: [0, 0, 0, 1],
      scale: [1, 1, 1],
    });
    expect(nodes[2]!.local_rest.kind).to.equal('matrix');
    // socket: root.t + Rz90 · 0.01 · [11.5, 0, 0] = [1, 0.115, 0]
    expectClose(nodes[1]!.rest_world_translation_m!, [1, 0.115, 0], 1e-12);
    expect(nodes[1]!.rest_world_matrix!.length).to.equal(16);
    expectClose(nodes[1]!.rest_world_matrix!.slice(12, 15), nodes[1]!.rest_world_translation_m!, 0);
    expect(nodes[1]!.rest_world_linear.classification).to.equal('uniform_scaled');
    expect(nodes[1]!.rest_world_linear.uniform_scale).to.be.closeTo(0.01, 1e-12);
    // tip: socket world · translate(0,0,2) → +0.02 in z
    expectClose(nodes[2]!.rest_world_translation_m!, [1, 0.115, 0.02], 1e-12);
  });

  it('propagates an unavailable or non-finite local rest as typed reasons', () => {
    const source = buildSource({
      nodes: sourceNodes([
        { name: 'a', localRest: { kind: 'unavailable', reason: 'fbx_projection_failed' } },
        { name: 'b', parent: 0 },
        { name: 'c', translation: [NaN, 0, 0] },
        { name: 'd', scale: [1e20, 1e20, 1e20] },
        { name: 'e', parent: 3, scale: [1e300, 1e300, 1e300] },
      ]),
    });
    const { coverage, nodes } = measureSkeletonNodes(source);
    expect(coverage).to.equal('complete');
    expect(nodes[0]!.local_rest).to.deep.equal({ kind: 'unavailable', reason: 'fbx_projection_failed' });
    expect(nodes[0]!.rest_world_unavailable_reason).to.equal('local_rest_unavailable');
    expect(nodes[0]!.rest_world_linear).to.deep.equal({ classification: 'non_finite' });
    expect(nodes[0]).to.not.have.property('rest_world_matrix');
    expect(nodes[1]!.rest_world_unavailable_reason).to.equal('ancestor_rest_world_unavailable');
    expect(nodes[2]!.local_rest).to.deep.equal({ kind: 'unavailable', reason: 'non_finite_local_rest' });
    expect(nodes[3]!.rest_world_linear.classification).to.not.equal('non_finite');
    expect(nodes[4]!.rest_world_unavailable_reason).to.equal('non_finite_rest_world_matrix');
    expect(JSON.parse(JSON.stringify(nodes))).to.deep.equal(nodes);
  });

  it('downgrades an inconsistent node table to unavailable', () => {
    const missingParent: SourceNode[] = sourceNodes([{ name: 'a', parent: 5 }]);
    const cycle: SourceNode[] = sourceNodes([{ name: 'a', parent: 1 }, { name: 'b', parent: 0 }]);
    const badChild: SourceNode[] = sourceNodes([{ name: 'a', children: [1] }, { name: 'b' }]);
    for (const nodes of [missingParent, cycle, badChild]) {
      expect(nodeTableConsistent(nodes)).to.equal(false);
      expect(measureSkeletonNodes(buildSource({ nodes }))).to.deep.equal({ coverage: 'unavailable', nodes: [] });
    }
    expect(nodeTableConsistent(sourceNodes([{ name: 'a' }, { name: 'b', parent: 0 }]))).to.equal(true);
  });

  it('follows the document skeleton through sourceFromDocument', () => {
    const doc = buildDocument({ bones: [{ name: 'hips', translation: [0, 1, 0] }, { name: 'spine', parent: 'hips', translation: [0, 0.5, 0] }] });
    const { nodes } = measureSkeletonNodes(sourceFromDocument(doc));
    expect(nodes.map((n) => n.name)).to.deep.equal(['hips', 'spine']);
    expectClose(nodes[1]!.rest_world_translation_m!, [0, 1.5, 0], 0);
    expect(nodes[1]!.rest_world_linear.classification).to.equal('unit_orthonormal');
  });
});

describe('measure: scenes', () => {
  it('counts reachable mesh-bearing nodes once per scene', () => {
    const source = buildSource({
      nodes: sourceNodes([
        { name: 'root' },
        { name: 'body', parent: 0, mesh: 0 },
        { name: 'prop', parent: 1, mesh: 1 },
        { name: 'loose', mesh: 2 },
      ]),
      scenes: [
        { index: 0, name: 'main', rootNodes: [0, 1] },
        { index: 1, rootNodes: [3, 9] },
        { index: 2, rootNodes: [] },
      ],
      defaultScene: 1,
    });
    expect(measureScenes(source)).to.deep.equal([
      { scene_index: 0, name: 'main', root_node_indices: [0, 1], instance_count: 2 },
      { scene_index: 1, root_node_indices: [3, 9], instance_count: 1 },
      { scene_index: 2, root_node_indices: [], instance_count: 0 },
    ]);
  });
});
