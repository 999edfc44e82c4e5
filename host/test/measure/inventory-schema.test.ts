/**
 * measurements-v18 asset-inventory rows: the schema enforces the presence rules on real output.
 * (The TypeScript types are generated from the schema, so they cannot drift from it.)
 */
import { expect } from 'chai';
import { validateMeasurements } from '@animsmith/schemas';
import { measureBytes, pngBytes } from './support/asset-measure.js';
import { GltfBuilder, type Json } from '../loaders/fixtures/gltf-fixtures.js';

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

describe('measurements-v18 asset inventory', () => {
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
