/**
 * material_definitions and textures: the source-resource tables in ascending source order, read
 * from the loader's inspected inventory (`source.materialResources`). Bindings follow the
 * five-slot order base_color, normal, metallic_roughness, occlusion, emissive; a material
 * with no core texture binding has an empty list. A texture's image_index is its core image
 * source, absent when the texture declares none.
 *
 * Coverage is `complete` exactly when the loader provided the inventory; otherwise it is
 * `unavailable` and every source-resource array is empty.
 */
import type { SourceDocument } from '../model/source-document.js';
import { measureImages } from './images.js';
import type { ImageRecord, MaterialDefinitionRecord, TextureRecord } from './types.js';

export interface MaterialResourceFacts {
  readonly coverage: 'complete' | 'unavailable';
  readonly materials: MaterialDefinitionRecord[];
  readonly textures: TextureRecord[];
  readonly images: ImageRecord[];
}

export function measureMaterialResources(source: SourceDocument): MaterialResourceFacts {
  const resources = source.materialResources;
  if (resources === undefined) return { coverage: 'unavailable', materials: [], textures: [], images: [] };
  const materials = [...source.materials]
    .sort((a, b) => a.index - b.index)
    .map((material): MaterialDefinitionRecord => ({
      material_index: material.index,
      ...(material.name !== undefined ? { name: material.name } : {}),
      bindings: (resources.materialBindings[material.index] ?? []).map((b) => ({ slot: b.slot, texture_index: b.texture })),
    }));
  const textures = [...resources.textures]
    .sort((a, b) => a.index - b.index)
    .map((texture): TextureRecord => ({
      texture_index: texture.index,
      ...(texture.name !== undefined ? { name: texture.name } : {}),
      ...(texture.image !== undefined ? { image_index: texture.image } : {}),
    }));
  return { coverage: 'complete', materials, textures, images: measureImages(resources.images) };
}
