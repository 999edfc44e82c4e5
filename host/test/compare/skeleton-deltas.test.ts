import { expect } from 'chai';
import { diffMeasurementSets } from '../../src/compare/diff.js';
import { diffSkeletons, type SkeletonFacts } from '../../src/compare/skeleton-deltas.js';
import { buildRunServices } from '../../src/engine/run-services.js';
import type { SkeletonNodeRecord } from '../../src/measure/types.js';
import { syntheticSource } from '../../src/model/synthetic-source.js';
import { buildCompareData } from '../../src/report/compare/compare-data.js';
import { renderCompare } from '../../src/report/compare/render-compare.js';
import { buildDocument, type DocumentSpec } from '../../src/testing/build-document.js';

/** A skeleton-node record with an identity linear part, world = parent chain of translations. */
function node(index: number, name: string | undefined, t: number[], parent?: number, world = t): SkeletonNodeRecord {
  return {
    node_index: index,
    ...(name !== undefined ? { name } : {}),
    ...(parent !== undefined ? { parent_node_index: parent } : {}),
    scene_root_indices: [],
    local_rest: { kind: 'trs', translation_parent_space_m: t, rotation_xyzw: [0, 0, 0, 1], scale: [1, 1, 1] },
    rest_world_translation_m: world,
    rest_world_linear: { classification: 'unit_orthonormal', axis_lengths: [1, 1, 1], determinant: 1, orientation_sign: 1, rotation_xyzw: [0, 0, 0, 1] },
  };
}

const facts = (nodes: SkeletonNodeRecord[]): SkeletonFacts => ({ skeleton_source_coverage: 'complete', skeleton_nodes: nodes });

describe('compare: skeleton deltas', () => {
  const base = [node(0, 'hips', [0, 1, 0]), node(1, 'spine', [0, 0.2, 0], 0, [0, 1.2, 0]), node(2, 'foot', [0, -1, 0], 0, [0, 0, 0])];

  it('is silent for the same skeleton and for moves within the default tolerances', () => {
    expect(diffSkeletons(facts(base), facts(base))).to.deep.equal([]);
    const nudged = [base[0]!, node(1, 'spine', [0, 0.2005, 0], 0, [0, 1.2005, 0]), base[2]!];
    expect(diffSkeletons(facts(base), facts(nudged))).to.deep.equal([]);
  });

  it('reports nodes appearing, disappearing, reparented and moved, sorted by metric path', () => {
    const after = [node(0, 'hips', [0, 1, 0]), node(1, 'chest', [0, 0.2, 0], 0, [0, 1.2, 0]), node(2, 'foot', [0, -1, 0], 1, [0, 0.3, 0])];
    const metrics = diffSkeletons(facts(base), facts(after)).map((d) => [d.metric, d.note]);
    expect(metrics).to.deep.equal([
      ['skeleton.nodes[chest]', 'appeared'],
      ['skeleton.nodes[foot].parent', 'changed from "hips" to "chest"'],
      ['skeleton.nodes[foot].world.translation_m', 'moved by 0.3'],
      ['skeleton.nodes[spine]', 'disappeared'],
    ]);
  });

  it('counts a shared name instead of pairing it, skips unnamed nodes, and reports coverage changes exactly', () => {
    const twice = [...base, node(3, 'foot', [0, -1, 0], 0, [0, 0, 0]), node(4, undefined, [5, 5, 5])];
    expect(diffSkeletons(facts(base), facts(twice))).to.deep.equal([
      { clip: null, metric: 'skeleton.nodes[foot]', before: 1, after: 2, note: 'changed from 1 nodes to 2 nodes' },
    ]);
    expect(diffSkeletons(facts(base), { skeleton_source_coverage: 'unavailable', skeleton_nodes: [] })).to.deep.equal([
      { clip: null, metric: 'skeleton_source_coverage', note: 'changed from complete to unavailable' },
    ]);
  });

  it('puts skeleton rows before clip rows', () => {
    const after = [base[0]!, base[1]!];
    const deltas = diffMeasurementSets({ clips: {}, ...facts(base) }, { clips: {}, ...facts(after) });
    expect(deltas.map((d) => d.clip)).to.deep.equal([null]);
  });

  it('report --before/--after lists the same skeleton rows (one engine)', () => {
    const side = (file: string, footParent: string) => {
      const spec: DocumentSpec = {
        bones: [{ name: 'hips', translation: [0, 1, 0] }, { name: 'spine', parent: 'hips', translation: [0, 0.2, 0] }, { name: 'foot', parent: footParent, translation: [0, -1, 0] }],
      };
      const document = buildDocument(spec);
      const services = buildRunServices(document, syntheticSource(document), {});
      return { file, document, grids: services.grids, clips: services.measurements.clips, skeleton: services.measurements };
    };
    const before = side('a.glb', 'hips');
    const after = side('b.glb', 'spine');
    const data = buildCompareData(before, after);
    const engine = diffMeasurementSets(
      { clips: before.clips, ...facts(before.skeleton.skeleton_nodes) },
      { clips: after.clips, ...facts(after.skeleton.skeleton_nodes) },
    );
    expect(data.deltas).to.deep.equal(engine);
    expect(data.deltas.map((d) => d.metric)).to.include('skeleton.nodes[foot].parent');
    expect(renderCompare(data)).to.include('<td>(skeleton)</td><td>skeleton.nodes[foot].parent</td>');
  });
});
