/**
 * engine-unit-scale through the built CLI: a scratch project inside the repository pins
 * @animsmith/plugin-bevy (resolved from the workspace's node_modules) and Bevy revision 2. Run
 * `npx tsc -b` first: the CLI runs from dist.
 */
import { expect } from 'chai';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import { CORPUS, engineToml, lintedCheck, runCli, scratchProject } from '@animsmith/test-utils';
import { facetRows, findFacet } from './facets.js';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const CUBE = path.join(CORPUS, 'gltf/khronos-animated-morph-cube/AnimatedMorphCube.gltf');

const project = (revision: number, selectors?: readonly string[]) =>
  engineToml('bevy', revision, selectors ? `\n[runtime_nodes]\nselectors = ${JSON.stringify(selectors)}\n` : '');


/** The JSON chunk of a GLB: an oracle independent of the loader under test. */
function glbJson(file: string): { nodes: { name?: string; translation?: number[]; rotation?: number[]; scale?: number[] }[] } {
  const bytes = readFileSync(file);
  return JSON.parse(bytes.subarray(20, 20 + bytes.readUInt32LE(12)).toString('utf8'));
}

/**
 * A centimetre-exported prop rig: `cm_root` is a 0.01 uniform-scale matrix with `weapon_socket`
 * under it; `anchor` is a pure-translation matrix with `tip` under it; `body` carries a mesh with
 * two primitives. Node order: cm_root 0, weapon_socket 1, body 2, anchor 3, tip 4.
 */
async function writeRig(dir: string): Promise<string> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const triangle = () => doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])).setBuffer(buffer);
  const mesh = doc.createMesh('body').addPrimitive(doc.createPrimitive().setAttribute('POSITION', triangle())).addPrimitive(doc.createPrimitive().setAttribute('POSITION', triangle()));
  const cmRoot = doc.createNode('cm_root');
  const socket = doc.createNode('weapon_socket').setTranslation([0, 50, 0]);
  cmRoot.addChild(socket);
  const body = doc.createNode('body').setMesh(mesh);
  const anchor = doc.createNode('anchor');
  const tip = doc.createNode('tip').setTranslation([0.25, 0, 0]);
  anchor.addChild(tip);
  doc.createScene('main').addChild(cmRoot).addChild(body).addChild(anchor);
  const { json, resources } = await new NodeIO().writeJSON(doc);
  json.nodes![0]!.matrix = [0.01, 0, 0, 0, 0, 0.01, 0, 0, 0, 0, 0.01, 0, 0, 0, 0, 1];
  json.nodes![3]!.matrix = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1];
  for (const [uri, bytes] of Object.entries(resources)) writeFileSync(path.join(dir, uri), bytes);
  writeFileSync(path.join(dir, 'rig.gltf'), JSON.stringify(json));
  return 'rig.gltf';
}

describe('engine-unit-scale through the CLI (Bevy rev 2)', () => {
  const scratch = scratchProject('engine-unit-scale-');
  const lint = (toml: string, args: readonly string[]) => scratch.run(['lint', ...args], toml);
  const parse = (stdout: string) => lintedCheck(stdout, 'engine-unit-scale');

  it('Fox.glb with one exact selector: every facet available, exit 0, bound to the provenance, byte-identical', async () => {
    const r = await lint(project(2, ['b_Head_05']), ['--format', 'json', FOX]);
    expect(r.status, r.stderr).to.equal(0);
    const { document, file, check } = parse(r.stdout);
    expect(check).to.include({ applicability: 'applicable', evaluation: 'complete' });
    expect(check.findings).to.deep.equal([]);
    expect(check.prediction!.schema).to.equal('urn:animsmith:engine-prediction:4');
    expect(check.prediction!.provenance_identity).to.deep.equal(file.prediction_provenance.identity);
    expect(file.prediction_provenance.schema).to.equal('urn:animsmith:prediction-provenance:4');
    const facets = check.prediction!.facets;
    expect(facetRows(facets)).to.deep.equal([
      ['primitive_children', 'Node1', 'available', ''],
      ['scene_entities', 'Scene0', 'available', ''],
      ['selected_runtime_node', 'b_Head_05', 'available', ''],
      ['unit_mapping', null, 'available', ''],
    ]);
    // 26 nodes, all under the scene's two roots; one skinned mesh with one primitive.
    expect(findFacet(facets, 'scene_entities', 'Scene0').result).to.deep.include({ node_entities: 26, primitive_entities: 1, default_scene: true });
    const head = glbJson(FOX).nodes[8]!;
    expect(findFacet(facets, 'selected_runtime_node', 'b_Head_05').result).to.deep.equal({
      kind: 'selected_source_node',
      selector: 'b_Head_05',
      node_index: 8,
      node_name: 'b_Head_05',
      scene_labels: ['Scene0'],
      ancestor_node_indices: [0, 2, 3, 4, 5, 6, 7],
      entity_local_transform: {
        authored_as: 'trs',
        translation: head.translation ?? [0, 0, 0],
        rotation: head.rotation ?? [0, 0, 0, 1],
        scale: head.scale ?? [1, 1, 1],
      },
      unit_scale_factor: 1,
    });
    expect(document.summary.prediction_facets.required_prediction_unavailable).to.equal(0);
    expect((await lint(project(2, ['b_Head_05']), ['--format', 'json', FOX])).stdout).to.equal(r.stdout);
  });

  it('an ambiguous selector is a required-unavailable facet: exit 1, and --allow cannot hide it', async () => {
    const r = await lint(project(2, ['b_Head_05', 'b_*Hand*']), ['--format', 'json', FOX]);
    expect(r.status).to.equal(1);
    const { check } = parse(r.stdout);
    expect(check.evaluation).to.equal('partial');
    expect(findFacet(check.prediction!.facets, 'selected_runtime_node', 'b_*Hand*')).to.deep.include({
      state: 'required_prediction_unavailable',
      reasons: ['source_selector_ambiguous'],
    });
    const allowed = await runCli(['lint', '--allow', 'engine-unit-scale,rest-world-scale', FOX], { cwd: scratch.dir });
    expect(allowed.status).to.equal(1);
    expect(allowed.stdout).to.contain('prediction[engine-unit-scale] selected_runtime_node subject b_*Hand*: required unavailable (source_selector_ambiguous)');
  });

  it('a rig built in code: matrix ancestry is unsupported unless it is a pure translation; misses are typed', async () => {
    const file = await writeRig(scratch.dir);
    const r = await lint(project(2, ['weapon_socket', 'tip', 'grip_*']), ['--format', 'json', file]);
    expect(r.status).to.equal(1);
    const { check, document } = parse(r.stdout);
    expect(check.evaluation).to.equal('partial');
    const facets = check.prediction!.facets;
    expect(facetRows(facets)).to.deep.equal([
      ['primitive_children', 'Node2', 'available', ''],
      ['scene_entities', 'Scene0', 'available', ''],
      ['selected_runtime_node', 'grip_*', 'required_prediction_unavailable', 'source_selector_no_match'],
      ['selected_runtime_node', 'tip', 'available', ''],
      ['selected_runtime_node', 'weapon_socket', 'required_prediction_unavailable', 'bevy:unsupported_matrix_ancestry'],
      ['unit_mapping', null, 'available', ''],
    ]);
    expect(findFacet(facets, 'primitive_children', 'Node2').result).to.deep.include({ mesh_asset_labels: ['Mesh0/Primitive0', 'Mesh0/Primitive1'] });
    expect(findFacet(facets, 'scene_entities', 'Scene0').result).to.deep.include({ scene_name: 'main', node_entities: 5, primitive_entities: 2 });
    expect(findFacet(facets, 'selected_runtime_node', 'tip').result).to.deep.include({
      ancestor_node_indices: [3],
      entity_local_transform: { authored_as: 'trs', translation: [0.25, 0, 0], rotation: [0, 0, 0, 1], scale: [1, 1, 1] },
    });
    expect(document.summary.prediction_facets).to.deep.equal({ available: 4, required_prediction_unavailable: 2 });
  });

  it('an unreadable external buffer: the mapping stays, one subjectless inventory facet, exit 1', async () => {
    copyFileSync(CUBE, path.join(scratch.dir, 'cube.gltf'));
    const r = await lint(project(2), ['--format', 'json', 'cube.gltf']);
    expect(r.status).to.equal(1);
    const { check } = parse(r.stdout);
    expect(facetRows(check.prediction!.facets)).to.deep.equal([
      ['scene_inventory', null, 'required_prediction_unavailable', 'dependency_closure_incomplete'],
      ['unit_mapping', null, 'available', ''],
    ]);
  });

  it('the readable cube: its 100× authored scale is source data, not a unit conversion (mapping stays 1:1)', async () => {
    const r = await lint(project(2, ['AnimatedMorphCube']), ['--format', 'json', CUBE]);
    const { check } = parse(r.stdout);
    const facets = check.prediction!.facets;
    expect(findFacet(facets, 'unit_mapping').result).to.deep.include({ scale_factor: 1 });
    expect(findFacet(facets, 'selected_runtime_node', 'AnimatedMorphCube').result).to.deep.include({
      entity_local_transform: { authored_as: 'trs', translation: [0, 0, 0], rotation: [0, 0.7071067, -0.7071068, 0], scale: [100, 100, 100] },
    });
  });

  it('revision 1 does not carry the rule', async () => {
    const { check } = parse((await lint(project(1, ['b_Head_05']), ['--format', 'json', FOX])).stdout);
    expect(check).to.include({ applicability: 'not_applicable', evaluation: 'not_evaluated' });
    expect(check.prediction).to.equal(undefined);
  });
});
