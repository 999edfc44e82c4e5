/**
 * measurements-v18 asset-inventory rows: host/src/measure/types.ts and the schema must declare the
 * same fields, required-ness and enums, and the schema must enforce the presence rules.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { measurementsSchema, validateMeasurements } from '@animsmith/schemas';
import { measureBytes, pngBytes } from './support/asset-measure.js';
import { GltfBuilder, type Json } from '../loaders/fixtures/gltf-fixtures.js';

const source = readFileSync(new URL('../../src/measure/types.ts', import.meta.url), 'utf8');
const defs = (measurementsSchema as Json).$defs;

function braced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error('unbalanced braces');
}

/** Top-level field name -> required, for an exported interface. */
function fields(name: string): Record<string, boolean> {
  const start = source.indexOf(`export interface ${name} `);
  expect(start, `interface ${name}`).to.be.greaterThan(-1);
  const body = braced(source, source.indexOf('{', start));
  const result: Record<string, boolean> = {};
  let depth = 0;
  for (const line of body.split('\n')) {
    const m = /^\s*(\w+)(\?)?:/.exec(line);
    if (m && depth === 0) result[m[1]!] = m[2] !== '?';
    for (const ch of line) depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
  }
  return result;
}

function schemaFields(def: Json): Record<string, boolean> {
  const required = new Set<string>(def.required ?? []);
  return Object.fromEntries(Object.keys(def.properties).map((k) => [k, required.has(k)]));
}

function union(type: string): string[] {
  const m = new RegExp(`export type ${type} =([^;]+);`).exec(source);
  expect(m, type).to.not.equal(null);
  return [...m![1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!);
}

async function sampleMeasurements(): Promise<Json> {
  const b = new GltfBuilder();
  b.json.images = [{ bufferView: b.bufferView(await pngBytes(3)), mimeType: 'image/png' }, { uri: 'data:image/png;base64,AAAA' }];
  b.json.textures = [{ source: 0 }];
  b.json.materials = [{ normalTexture: { index: 0 } }];
  const pos = b.floats([0, 0, 0, 1, 1, 1], 'VEC3');
  b.json.meshes = [{ primitives: [{ attributes: { POSITION: pos } }] }];
  b.node({ name: 'mesh', mesh: 0 });
  b.node({ name: 'joint' });
  b.node({ name: 'skinned', mesh: 0, skin: 0 });
  b.json.skins = [{ joints: [1], inverseBindMatrices: b.floats([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1], 'MAT4') }];
  b.scene([0, 1, 2]);
  return JSON.parse(JSON.stringify(await measureBytes(b.toGlb())));
}

function rejects(doc: Json, mutate: (m: Json) => void): string {
  const copy = structuredClone(doc);
  mutate(copy);
  try {
    validateMeasurements(copy);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the mutated document to be rejected');
}

describe('measurements-v18 asset inventory vs types.ts', () => {
  const pairs: [string, string][] = [
    ['Aabb', 'aabb'],
    ['SceneRecord', 'scene'],
    ['MeshPrimitiveRecord', 'mesh_primitive'],
    ['AdditionalInfluenceSet', 'additional_influence_set'],
    ['MeshDefinitionRecord', 'mesh_definition'],
    ['NodeInstanceRecord', 'node_instance'],
    ['InverseBindAccessorRecord', 'inverse_bind_accessor'],
    ['JointBindToMeshRecord', 'joint_bind_to_mesh'],
    ['MeshBindWorldRecord', 'mesh_bind_world'],
    ['SkinJointRecord', 'skin_joint'],
    ['JointBindLinearSummary', 'joint_bind_linear_summary'],
    ['SkinRecord', 'skin'],
    ['MaterialDefinitionRecord', 'material_definition'],
    ['MaterialTextureBindingRecord', 'material_binding'],
    ['TextureRecord', 'texture'],
    ['ImageRecord', 'image'],
  ];
  for (const [name, def] of pairs) {
    it(`${name} matches $defs/${def}`, () => {
      expect(schemaFields(defs[def])).to.deep.equal(fields(name));
    });
  }

  it('declares every AssetInventory array at the top level', () => {
    const top = (measurementsSchema as Json).properties;
    for (const key of Object.keys(fields('AssetInventory'))) expect(top, key).to.have.property(key);
  });

  it('closes every enum as the TypeScript unions do', () => {
    expect(defs.payload_unavailable_reason.enum).to.deep.equal(union('PayloadUnavailableReason'));
    expect(defs.node_instance.properties.static_node_world_aabb_unavailable_reason.enum).to.deep.equal(union('StaticAabbUnavailableReason'));
    expect(defs.inverse_bind_accessor.properties.status.enum).to.deep.equal(union('InverseBindAccessorStatus'));
    expect(defs.joint_bind_to_mesh.properties.unavailable_reason.enum).to.deep.equal(union('JointBindToMeshUnavailableReason'));
    expect(defs.mesh_bind_world.properties.unavailable_reason.enum).to.deep.equal(union('MeshBindWorldUnavailableReason'));
    expect(defs.joint_bind_linear_summary.properties.classification.enum).to.deep.equal(union('JointBindLinearClassification'));
    expect(defs.material_binding.properties.slot.enum).to.deep.equal(union('MaterialTextureSlot'));
    expect(defs.image.properties.source_kind.enum).to.deep.equal(union('ImageSourceKind'));
    expect(defs.image.properties.detected_container.enum).to.deep.equal(union('ImageContainer'));
    expect(defs.image.properties.decoded_color_type.enum).to.deep.equal(union('DecodedColorType'));
    expect(defs.image.properties.unavailable_reason.enum).to.deep.equal(union('ImageUnavailableReason'));
  });

  it('enforces the presence rules on real output', async () => {
    const doc = await sampleMeasurements();
    expect(doc.images[0].decoded_color_type).to.equal('rgb8');
    expect(doc.images[1].unavailable_reason).to.equal('unsupported_container');
    expect(doc.node_instances[0].static_node_world_aabb).to.deep.equal({ min: [0, 0, 0], max: [1, 1, 1] });
    expect(doc.skins[0].joints[0].joint_bind_to_mesh.matrix).to.have.length(16);

    expect(rejects(doc, (m) => (m.images[0].unavailable_reason = 'decode_failed'))).to.include('/images/0');
    expect(rejects(doc, (m) => delete m.images[0].width)).to.include('/images/0');
    expect(rejects(doc, (m) => (m.images[0].channel_count = 4))).to.include('/images/0/channel_count');
    expect(rejects(doc, (m) => (m.images[0].leading_magic_hex = '89504e47'))).to.include('/images/0');
    expect(rejects(doc, (m) => (m.images[1].detected_container = 'png'))).to.include('/images/1');
    expect(rejects(doc, (m) => (m.images[1].leading_magic_hex = '0000AA'))).to.include('/images/1/leading_magic_hex');
    expect(rejects(doc, (m) => (m.images[1].detected_container = 'webp'))).to.include('/images/1/detected_container');
    expect(rejects(doc, (m) => (m.material_resource_coverage = 'unavailable'))).to.include('when material_resource_coverage is "unavailable"');
    expect(rejects(doc, (m) => (m.material_definitions[0].bindings[0].slot = 'clearcoat'))).to.include('/material_definitions/0/bindings/0/slot');
    expect(rejects(doc, (m) => (m.node_instances[0].static_node_world_aabb_unavailable_reason = 'no_finite_positions'))).to.include('/node_instances/0');
    expect(rejects(doc, (m) => delete m.node_instances[1].static_node_world_aabb_unavailable_reason)).to.include('/node_instances/1');
    expect(rejects(doc, (m) => (m.mesh_definitions[0].primitives[0].finite_vertex_count = 0))).to.include('/mesh_definitions/0/primitives/0');
    expect(rejects(doc, (m) => delete m.mesh_definitions[0].geometry_centroid)).to.include('/mesh_definitions/0');
    expect(rejects(doc, (m) => (m.mesh_definitions[0].weight_sum_min = 1))).to.include('/mesh_definitions/0');
    expect(rejects(doc, (m) => (m.skins[0].joints[0].joint_bind_to_mesh.unavailable_reason = 'inverse_bind_matrix_ill_conditioned'))).to.include('/joint_bind_to_mesh');
    expect(rejects(doc, (m) => delete m.skins[0].joints[0].mesh_bind_world.linear)).to.include('/mesh_bind_world');
    expect(
      rejects(doc, (m) => (m.skins[0].joints[0].joint_bind_to_mesh = { source_inverse_bind_matrix: m.skins[0].joints[0].joint_bind_to_mesh.source_inverse_bind_matrix, unavailable_reason: 'inverse_bind_accessor_absent' })),
    ).to.include('/joint_bind_to_mesh');
    expect(rejects(doc, (m) => (m.skins[0].joint_bind_linear_summary.classification = 'mixed'))).to.include('/joint_bind_linear_summary');
    expect(rejects(doc, (m) => (m.skins[0].inverse_bind_accessor = { status: 'absent', accessor_index: 0 }))).to.include('/inverse_bind_accessor');
    expect(rejects(doc, (m) => (m.skeleton_source_coverage = 'unavailable'))).to.include('/skeleton_nodes');
    expect(rejects(doc, (m) => (m.skins[0].extra = 1))).to.include('must NOT have additional properties');
  });
});
