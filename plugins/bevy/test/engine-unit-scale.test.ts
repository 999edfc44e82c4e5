import { expect } from 'chai';
import { buildDocument, syntheticSource } from '@animsmith/cli/testing';
import { PROVENANCE_ROW_LIMIT as NODE_LIMIT, type EngineProfileDefinition, type LocalRest, type SourceDocument, type SourceMesh, type SourceNode, type SourceScene } from '@animsmith/cli/plugin';
import { REVISION_2 } from '../src/profiles.js';
import { ENTITY_WORK_LIMIT } from '../src/rules/unit-scale/inventory.js';
import { ANCESTRY_DEPTH_LIMIT } from '../src/rules/unit-scale/ancestry.js';
import { facetRows, findFacet, runValidatedRule } from './facets.js';

const DOCUMENT = buildDocument({ bones: [{ name: 'root' }], clips: [] });
const BASE: SourceDocument = { ...syntheticSource(DOCUMENT), format: 'glb' };

const trs = (translation = [0, 0, 0], scale = [1, 1, 1]): LocalRest => ({ kind: 'trs', translation: translation as never, rotation: [0, 0, 0, 1], scale: scale as never });
const matrix = (m: number[]): LocalRest => ({ kind: 'matrix', matrix: m });
const translationMatrix = (x: number, y: number, z: number) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];

interface NodeSpec {
  readonly name?: string;
  readonly parent?: number;
  readonly rest?: LocalRest;
  readonly mesh?: number;
}

/** Source nodes from specs; children are derived from parents so the two never disagree. */
function nodes(specs: readonly NodeSpec[]): SourceNode[] {
  const children = specs.map((): number[] => []);
  specs.forEach((spec, i) => spec.parent !== undefined && children[spec.parent]!.push(i));
  return specs.map((spec, index) => ({
    index,
    ...(spec.name !== undefined ? { name: spec.name } : {}),
    ...(spec.parent !== undefined ? { parent: spec.parent } : {}),
    children: children[index]!,
    localRest: spec.rest ?? trs(),
    ...(spec.mesh !== undefined ? { mesh: spec.mesh } : {}),
  }));
}

const mesh = (index: number, primitives: number): SourceMesh => ({ index, primitives: Array.from({ length: primitives }, (_, i) => ({ index: i })) });
const roots = (list: readonly SourceNode[]): SourceScene => ({ index: 0, rootNodes: list.filter((n) => n.parent === undefined).map((n) => n.index) });

function run(parts: Partial<SourceDocument>, selectors?: string[], profile: EngineProfileDefinition = REVISION_2) {
  const source: SourceDocument = { ...BASE, ...parts };
  return runValidatedRule({
    profile,
    ruleId: 'engine-unit-scale',
    document: DOCUMENT,
    source,
    ...(selectors ? { config: { runtime_nodes: { selectors } } } : {}),
  });
}


/** root → socket (translated 0.5 m), a mesh node with two primitives beside it. */
const RIG = nodes([{ name: 'root' }, { name: 'body', mesh: 0 }, { name: 'weapon_socket', parent: 0, rest: trs([0, 0.5, 0]) }]);

describe('engine-unit-scale (Bevy rev 2)', () => {
  it('predicts the 1:1 metre mapping, scene entities, primitive children and the selected node; no findings', () => {
    const { record, incident } = run({ nodes: RIG, meshes: [mesh(0, 2)], scenes: [{ index: 0, name: 'Main', rootNodes: [0, 1] }], defaultScene: 0 }, ['weapon_socket']);
    expect(incident).to.equal(undefined);
    expect(record.evaluation).to.equal('complete');
    expect(record.findings).to.deep.equal([]);
    const facets = record.prediction!.facets;
    expect(facetRows(facets)).to.deep.equal([
      ['primitive_children', 'Node1', 'available', ''],
      ['scene_entities', 'Scene0', 'available', ''],
      ['selected_runtime_node', 'weapon_socket', 'available', ''],
      ['unit_mapping', null, 'available', ''],
    ]);
    expect(findFacet(facets, 'unit_mapping').result).to.deep.equal({
      kind: 'unit_mapping',
      source_linear_unit: 'metre',
      target_linear_unit: 'metre',
      scale_factor: 1,
      loader_conversion: 'none',
    });
    expect(findFacet(facets, 'unit_mapping').basis.references).to.deep.equal([
      { kind: 'profile_fact', fact_id: 'target_linear_unit' },
      { kind: 'profile_fact', fact_id: 'unit_conversion_control' },
      { kind: 'primary_source', source_id: 'khronos-gltf-2.0' },
    ]);
    expect(findFacet(facets, 'scene_entities', 'Scene0').result).to.deep.equal({
      kind: 'scene_entities',
      scene_label: 'Scene0',
      scene_index: 0,
      scene_name: 'Main',
      default_scene: true,
      scene_root_entities: 1,
      node_entities: 3,
      primitive_entities: 2,
    });
    expect(findFacet(facets, 'primitive_children', 'Node1').result).to.deep.equal({
      kind: 'primitive_children',
      node_index: 1,
      mesh_index: 0,
      mesh_asset_labels: ['Mesh0/Primitive0', 'Mesh0/Primitive1'],
      child_local_transform: 'identity',
      unit_scale_factor: 1,
    });
    expect(findFacet(facets, 'selected_runtime_node', 'weapon_socket').result).to.deep.equal({
      kind: 'selected_source_node',
      selector: 'weapon_socket',
      node_index: 2,
      node_name: 'weapon_socket',
      scene_labels: ['Scene0'],
      ancestor_node_indices: [0],
      entity_local_transform: { authored_as: 'trs', translation: [0, 0.5, 0], rotation: [0, 0, 0, 1], scale: [1, 1, 1] },
      unit_scale_factor: 1,
    });
    expect(findFacet(facets, 'selected_runtime_node', 'weapon_socket').basis.references.slice(0, 2)).to.deep.equal([
      { kind: 'project_field', field_id: 'runtime_nodes.selectors', value: 'weapon_socket' },
      { kind: 'raw_source', domain: 'nodes', key: 'node:2', field: 'name', value: 'weapon_socket' },
    ]);
  });

  it('a node instanced by two scenes is an entity of both; a non-default scene says so', () => {
    const { record } = run(
      { nodes: RIG, meshes: [mesh(0, 1)], scenes: [{ index: 0, rootNodes: [0, 1] }, { index: 1, rootNodes: [0] }], defaultScene: 0 },
      ['weapon_socket'],
    );
    const facets = record.prediction!.facets;
    expect(findFacet(facets, 'scene_entities', 'Scene1').result).to.deep.include({ scene_name: null, default_scene: false, node_entities: 2, primitive_entities: 0 });
    expect(findFacet(facets, 'selected_runtime_node', 'weapon_socket').result).to.deep.include({ scene_labels: ['Scene0', 'Scene1'] });
  });

  it('a translation-only matrix maps exactly; any other matrix in the ancestry is unsupported', () => {
    const exact = run(
      { nodes: nodes([{ name: 'root', rest: matrix(translationMatrix(0, 1, 0)) }, { name: 'tip', parent: 0, rest: matrix(translationMatrix(0.25, 0, 0)) }]), scenes: [{ index: 0, rootNodes: [0] }] },
      ['tip'],
    );
    expect(findFacet(exact.record.prediction!.facets, 'selected_runtime_node', 'tip').result).to.deep.include({
      entity_local_transform: { authored_as: 'matrix', translation: [0.25, 0, 0], rotation: [0, 0, 0, 1], scale: [1, 1, 1] },
    });

    const scaled = translationMatrix(0, 0, 0);
    scaled[0] = scaled[5] = scaled[10] = 0.01;
    const { record } = run({ nodes: nodes([{ name: 'cm_root', rest: matrix(scaled) }, { name: 'tip', parent: 0 }, { name: 'other' }]), scenes: [{ index: 0, rootNodes: [0, 2] }] }, ['tip', 'other']);
    expect(record.evaluation).to.equal('partial');
    const tip = findFacet(record.prediction!.facets, 'selected_runtime_node', 'tip');
    expect(tip).to.deep.include({ state: 'required_prediction_unavailable', reasons: ['bevy:unsupported_matrix_ancestry'] });
    expect(tip).to.not.have.property('result');
    expect(findFacet(record.prediction!.facets, 'selected_runtime_node', 'other').state).to.equal('available');
  });

  it('selector miss and ambiguity are typed unavailable facets; a repeated selector is one facet', () => {
    const list = nodes([{ name: 'ik_hand_l' }, { name: 'ik_hand_r' }, { name: 'socket' }]);
    const { record } = run({ nodes: list, scenes: [roots(list)] }, ['ik_*', 'missing', 'socket', 'socket']);
    expect(facetRows(record.prediction!.facets).filter((s) => s[0] === 'selected_runtime_node')).to.deep.equal([
      ['selected_runtime_node', 'ik_*', 'required_prediction_unavailable', 'source_selector_ambiguous'],
      ['selected_runtime_node', 'missing', 'required_prediction_unavailable', 'source_selector_no_match'],
      ['selected_runtime_node', 'socket', 'available', ''],
    ]);
    expect(findFacet(record.prediction!.facets, 'selected_runtime_node', 'missing').basis.references).to.deep.equal([
      { kind: 'project_field', field_id: 'runtime_nodes.selectors', value: 'missing' },
    ]);
    expect(record.evaluation).to.equal('partial');
  });

  it('a hierarchy whose parent links contradict its child lists is malformed: raw_source_incomplete', () => {
    // Node 0 lists node 1 as its child, but node 1 names no parent.
    const list: SourceNode[] = [
      { index: 0, name: 'root', children: [1], localRest: trs() },
      { index: 1, name: 'socket', children: [], localRest: trs() },
    ];
    const { record } = run({ nodes: list, scenes: [{ index: 0, rootNodes: [0] }] }, ['socket']);
    for (const [code, subject] of [['scene_entities', 'Scene0'], ['selected_runtime_node', 'socket']] as const) {
      expect(findFacet(record.prediction!.facets, code, subject)).to.deep.include({ state: 'required_prediction_unavailable', reasons: ['raw_source_incomplete'] });
    }
  });

  it('a node no scene instantiates has no entity to predict', () => {
    const list = nodes([{ name: 'root' }, { name: 'orphan' }]);
    const { record } = run({ nodes: list, scenes: [{ index: 0, rootNodes: [0] }] }, ['orphan']);
    expect(findFacet(record.prediction!.facets, 'selected_runtime_node', 'orphan').reasons).to.deep.equal(['bevy:node_not_spawned']);
  });

  it('an unreadable or non-finite local transform is incomplete evidence', () => {
    const list = nodes([{ name: 'a', rest: { kind: 'unavailable', reason: 'bad' } }, { name: 'b', rest: trs([Number.NaN, 0, 0]) }]);
    const { record } = run({ nodes: list, scenes: [roots(list)] }, ['a', 'b']);
    expect(record.prediction!.facets.filter((f) => f.scope.code === 'selected_runtime_node').map((f) => f.reasons)).to.deep.equal([
      ['raw_source_incomplete'],
      ['raw_source_incomplete'],
    ]);
  });

  it('an incomplete same-load closure: the mapping stays, one subjectless inventory facet, selectors unavailable, no prefix', () => {
    const { record } = run(
      {
        nodes: RIG,
        meshes: [mesh(0, 1)],
        scenes: [roots(RIG)],
        dependencies: { coverage: 'partial', resources: [{ kind: 'buffer', index: 0, uri: 'mesh.bin', unavailableReason: 'unreadable' }] },
      },
      ['weapon_socket'],
    );
    expect(facetRows(record.prediction!.facets)).to.deep.equal([
      ['scene_inventory', null, 'required_prediction_unavailable', 'dependency_closure_incomplete'],
      ['selected_runtime_node', 'weapon_socket', 'required_prediction_unavailable', 'dependency_closure_incomplete'],
      ['unit_mapping', null, 'available', ''],
    ]);
    expect(record.evaluation).to.equal('partial');
  });

  it(`a node inventory past ${NODE_LIMIT} rows is partial, never a complete prefix`, () => {
    const list = nodes(Array.from({ length: NODE_LIMIT + 1 }, (_, i) => ({ name: `n${i}` })));
    const { record } = run({ nodes: list, scenes: [roots(list)] }, ['n0']);
    expect(facetRows(record.prediction!.facets)).to.deep.equal([
      ['scene_inventory', null, 'required_prediction_unavailable', 'raw_source_incomplete'],
      ['selected_runtime_node', 'n0', 'required_prediction_unavailable', 'raw_source_incomplete'],
      ['unit_mapping', null, 'available', ''],
    ]);
  });

  it('scene walks share one work budget; scenes past it are exhausted work, not guesses', () => {
    const list = nodes(Array.from({ length: 4000 }, (_, i) => (i === 0 ? { name: 'root' } : { parent: i - 1 })));
    const sceneCount = Math.floor(ENTITY_WORK_LIMIT / 4000) + 2;
    const scenes = Array.from({ length: sceneCount }, (_, index) => ({ index, rootNodes: [0] }));
    const { record } = run({ nodes: list, scenes }, ['root']);
    const states = record.prediction!.facets.filter((f) => f.scope.code === 'scene_entities').map((f) => f.reasons.join(',') || f.state);
    expect(states.filter((s) => s === 'available')).to.have.length(Math.floor(ENTITY_WORK_LIMIT / 4000));
    expect(states.filter((s) => s === 'bevy:facet_work_exhausted')).to.have.length(2);
    // The root is instanced by the completed walks: its entity is predicted.
    expect(findFacet(record.prediction!.facets, 'selected_runtime_node', 'root').state).to.equal('available');
  });

  it(`an ancestry deeper than ${ANCESTRY_DEPTH_LIMIT} is exhausted work`, () => {
    const list = nodes(Array.from({ length: ANCESTRY_DEPTH_LIMIT + 1 }, (_, i) => (i === ANCESTRY_DEPTH_LIMIT ? { name: 'deep', parent: i - 1 } : i === 0 ? {} : { parent: i - 1 })));
    const { record } = run({ nodes: list, scenes: [{ index: 0, rootNodes: [0] }] }, ['deep']);
    expect(findFacet(record.prediction!.facets, 'selected_runtime_node', 'deep').reasons).to.deep.equal(['bevy:facet_work_exhausted']);
  });

  it('a scene naming a missing node is malformed; nodes it would hold are unprovable', () => {
    const list = nodes([{ name: 'root' }]);
    const { record } = run({ nodes: list, scenes: [{ index: 0, rootNodes: [7] }] }, ['root']);
    expect(facetRows(record.prediction!.facets)).to.deep.equal([
      ['scene_entities', 'Scene0', 'required_prediction_unavailable', 'raw_source_incomplete'],
      ['selected_runtime_node', 'root', 'required_prediction_unavailable', 'raw_source_incomplete'],
      ['unit_mapping', null, 'available', ''],
    ]);
    expect(record.evaluation).to.equal('partial');
  });

  it('without selectors and scenes the mapping alone is predicted, complete', () => {
    const { record } = run({ nodes: [], scenes: [] });
    expect(facetRows(record.prediction!.facets)).to.deep.equal([['unit_mapping', null, 'available', '']]);
    expect(record.evaluation).to.equal('complete');
  });

  it('a profile that does not state the metre mapping gets no guessed mapping', () => {
    const silent: EngineProfileDefinition = {
      ...REVISION_2,
      facts: REVISION_2.facts.map((f) => (f.id === 'unit_conversion_control' ? { id: f.id, state: 'unknown' as const } : f)),
    };
    const { record } = run({ nodes: RIG, scenes: [roots(RIG)] }, ['weapon_socket'], silent);
    expect(facetRows(record.prediction!.facets)).to.deep.equal([['unit_mapping', null, 'required_prediction_unavailable', 'profile_fact_unknown']]);
    expect(record.evaluation).to.equal('not_evaluated');
  });

  it('is deterministic: the same input gives the same record', () => {
    const make = () => run({ nodes: RIG, meshes: [mesh(0, 3)], scenes: [roots(RIG)] }, ['weapon_socket', 'body']).record;
    expect(JSON.stringify(make())).to.equal(JSON.stringify(make()));
  });
});
