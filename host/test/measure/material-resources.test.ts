import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { measureImages } from '../../src/measure/images.js';
import { measureMaterialResources } from '../../src/measure/materials.js';
import { buildSource } from '../support/anim-builder.js';
import { CORPUS, GltfBuilder } from '../loaders/fixtures/gltf-fixtures.js';
import { jpegBytes, measureBytes, pngBytes } from './support/asset-measure.js';

describe('measure: material_definitions, textures, images', () => {
  it('is complete for glTF and keeps shared textures and images once', async () => {
    const b = new GltfBuilder();
    const png = await pngBytes(4);
    b.json.images = [
      { bufferView: b.bufferView(png), mimeType: 'image/png', name: 'albedo' },
      { uri: `data:image/jpeg;base64,${Buffer.from(await jpegBytes({ grey: true })).toString('base64')}` },
      { bufferView: b.bufferView(Uint8Array.of(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)), mimeType: 'image/gif' },
    ];
    b.json.textures = [{ source: 0 }, { source: 1, name: 'mask' }, {}];
    b.json.materials = [
      { name: 'a', pbrMetallicRoughness: { baseColorTexture: { index: 0 } }, occlusionTexture: { index: 1 } },
      { name: 'b', pbrMetallicRoughness: { baseColorTexture: { index: 0 } } },
      { emissiveTexture: { index: 2 } },
    ];
    const m = await measureBytes(b.toGlb());
    expect(m.material_resource_coverage).to.equal('complete');
    expect(m.material_definitions).to.deep.equal([
      { material_index: 0, name: 'a', bindings: [{ slot: 'base_color', texture_index: 0 }, { slot: 'occlusion', texture_index: 1 }] },
      { material_index: 1, name: 'b', bindings: [{ slot: 'base_color', texture_index: 0 }] },
      { material_index: 2, bindings: [{ slot: 'emissive', texture_index: 2 }] },
    ]);
    expect(m.textures).to.deep.equal([{ texture_index: 0, image_index: 0 }, { texture_index: 1, name: 'mask', image_index: 1 }, { texture_index: 2 }]);
    expect(m.images).to.deep.equal([
      { image_index: 0, name: 'albedo', source_kind: 'embedded', declared_mime_type: 'image/png', detected_container: 'png', decoded_color_type: 'rgba8', channel_count: 4, width: 3, height: 2 },
      { image_index: 1, source_kind: 'data_uri', declared_mime_type: 'image/jpeg', detected_container: 'jpeg', decoded_color_type: 'l8', channel_count: 1, width: 5, height: 4 },
      { image_index: 2, source_kind: 'embedded', declared_mime_type: 'image/gif', leading_magic_hex: '474946383961', unavailable_reason: 'unsupported_container' },
    ]);
  });

  it('is unavailable, with empty arrays, when the loader provides no inventory', () => {
    const source = buildSource({ materials: [{ index: 0, name: 'm' }] });
    expect(measureMaterialResources(source)).to.deep.equal({ coverage: 'unavailable', materials: [], textures: [], images: [] });
  });

  it('never pairs decoded metadata with a reason, nor leading bytes with a supported container', () => {
    const images = measureImages([
      { index: 1, sourceKind: 'external', detectedContainer: 'png', leadingMagicHex: '89', unavailableReason: 'decode_failed' },
      { index: 0, sourceKind: 'embedded', detectedContainer: 'jpeg', decoded: { colorType: 'rgb8', channelCount: 3, width: 2, height: 2 } },
    ]);
    expect(images).to.deep.equal([
      { image_index: 0, source_kind: 'embedded', detected_container: 'jpeg', decoded_color_type: 'rgb8', channel_count: 3, width: 2, height: 2 },
      { image_index: 1, source_kind: 'external', detected_container: 'png', unavailable_reason: 'decode_failed' },
    ]);
  });

  it('inventories the Fox texture', async () => {
    const m = await measureBytes(new Uint8Array(readFileSync(`${CORPUS}/khronos-fox/Fox.glb`)));
    expect(m.material_definitions).to.deep.equal([{ material_index: 0, name: 'fox_material', bindings: [{ slot: 'base_color', texture_index: 0 }] }]);
    expect(m.textures).to.deep.equal([{ texture_index: 0, image_index: 0 }]);
    expect(m.images).to.deep.equal([
      { image_index: 0, source_kind: 'embedded', declared_mime_type: 'image/png', detected_container: 'png', decoded_color_type: 'rgb8', channel_count: 3, width: 1024, height: 1024 },
    ]);
    expect(m.mesh_definitions[0]).to.deep.include({ mesh_index: 0, name: 'fox1', vertex_count: 1728, finite_vertex_count: 1728, max_joints_per_vertex: 4 });
    expect(m.node_instances).to.deep.equal([{ node_index: 1, mesh_index: 0, static_node_world_aabb_unavailable_reason: 'excluded_skinned_deformation' }]);
  });
});
