/**
 * Meshes and materials. A mesh is a Model carrying polygon geometry: its `OO`-connected Geometry
 * of subclass `Mesh` (FBX 7) or, in FBX 6, the `Vertices` inside the Model itself. Mesh indices
 * follow source node order; each mesh has one primitive whose vertices are the geometry's control
 * points (`Vertices` triples, in file units and the node's geometric offset not yet applied).
 *
 * A primitive's material is the node's material when the geometry maps one material to all
 * polygons (`LayerElementMaterial` `AllSame`), or when the node has exactly one material and no
 * material layer; otherwise (per-polygon materials) it is left unset rather than guessed.
 *
 * Materials are the `Material` objects in file order. FBX material-to-texture slots are not
 * mapped onto glTF's five slots, so the loader provides no material-resource inventory and
 * `material_resource_coverage` stays `unavailable` (textures are declared in the FBX source facts
 * and the dependency closure instead).
 */
import type { FbxMeshFacts, SourceMaterial, SourceMesh } from '@animsmith/cli/plugin';
import { childObjects, type FbxDocument } from '../document.js';
import { childNamed, numericData, stringProp } from '../node-util.js';
import type { FbxObject } from '../objects.js';
import type { FbxNodeTable } from './node-table.js';

export interface FbxMeshEntry {
  readonly mesh: number;
  readonly node: number;
  readonly model: FbxObject;
  /** The Geometry object, or (FBX 6) the Model that holds the geometry inline. */
  readonly geometry: FbxObject;
  /** Control-point coordinates, or undefined when `Vertices` is absent or not whole triples. */
  readonly vertices: ArrayLike<number> | undefined;
  readonly controlPointCount: number;
  readonly source: SourceMesh;
  readonly facts: FbxMeshFacts;
}

export interface MeshInventory {
  readonly meshes: readonly FbxMeshEntry[];
  readonly meshOfNode: ReadonlyMap<number, number>;
  readonly materials: readonly SourceMaterial[];
}

function geometryOf(document: FbxDocument, model: FbxObject): FbxObject | undefined {
  const attached = childObjects(document, model.id, 'OO').find((o) => o.type === 'Geometry' && o.subclass === 'Mesh');
  if (attached !== undefined) return attached;
  return document.layout === 'fbx6' && childNamed(model.node, 'Vertices') !== undefined ? model : undefined;
}

function numbersOf(node: FbxObject['node'] | undefined): ArrayLike<number> | undefined {
  if (node === undefined) return undefined;
  const data = numericData(node);
  return data === undefined || data instanceof BigInt64Array ? undefined : data;
}

export function buildMeshInventory(document: FbxDocument, table: FbxNodeTable): MeshInventory {
  const materialObjects: FbxObject[] = [];
  const materialIndex = new Map<bigint, number>();
  for (const o of document.objects.values()) {
    if (o.type !== 'Material') continue;
    materialIndex.set(o.id, materialObjects.length);
    materialObjects.push(o);
  }
  const materials: SourceMaterial[] = materialObjects.map((m, index) => ({ index, ...(m.name !== '' ? { name: m.name } : {}) }));

  const meshes: FbxMeshEntry[] = [];
  const meshOfNode = new Map<number, number>();
  table.models.forEach((model, node) => {
    const geometry = geometryOf(document, model);
    if (geometry === undefined) return;
    const mesh = meshes.length;
    const problems: string[] = [];
    const rawVertices = numbersOf(childNamed(geometry.node, 'Vertices'));
    const vertices = rawVertices !== undefined && rawVertices.length % 3 === 0 ? rawVertices : undefined;
    if (rawVertices !== undefined && vertices === undefined) problems.push('vertices_not_triples');
    const controlPointCount = vertices === undefined ? 0 : vertices.length / 3;
    const polygon = polygonFacts(numbersOf(childNamed(geometry.node, 'PolygonVertexIndex')), controlPointCount, problems);

    const nodeMaterials = childObjects(document, model.id, 'OO')
      .filter((o) => o.type === 'Material')
      .map((o) => materialIndex.get(o.id)!);
    const layer = childNamed(geometry.node, 'LayerElementMaterial');
    const mapping = stringProp(childNamed(layer, 'MappingInformationType')) ?? null;
    let material: number | undefined;
    if (mapping === 'AllSame') {
      const first = numbersOf(childNamed(layer, 'Materials'))?.[0];
      if (first !== undefined && Number.isInteger(first)) material = nodeMaterials[first];
    } else if (layer === undefined && nodeMaterials.length === 1) {
      material = nodeMaterials[0];
    }

    const name = geometry !== model && geometry.name !== '' ? geometry.name : model.name;
    meshOfNode.set(node, mesh);
    meshes.push({
      mesh,
      node,
      model,
      geometry,
      vertices,
      controlPointCount,
      source: {
        index: mesh,
        ...(name !== '' ? { name } : {}),
        primitives: [{ index: 0, ...(material !== undefined ? { material } : {}), vertexCount: controlPointCount }],
      },
      facts: {
        mesh,
        node,
        geometryId: geometry.id.toString(),
        controlPointCount,
        polygonCount: polygon.polygons,
        polygonVertexCount: polygon.vertices,
        materials: nodeMaterials,
        materialMapping: mapping,
        problems,
      },
    });
  });
  return { meshes, meshOfNode, materials };
}

/** Polygons end at a negative index (`-1 - i`); indices must name control points. */
function polygonFacts(indices: ArrayLike<number> | undefined, controlPoints: number, problems: string[]): { polygons: number; vertices: number } {
  if (indices === undefined) return { polygons: 0, vertices: 0 };
  let polygons = 0;
  let outOfRange = false;
  for (let i = 0; i < indices.length; i++) {
    let v = indices[i]!;
    if (v < 0) {
      polygons += 1;
      v = -1 - v;
    }
    if (!(Number.isInteger(v) && v < controlPoints)) outOfRange = true;
  }
  if (outOfRange) problems.push('polygon_index_out_of_range');
  if (indices.length > 0 && !(indices[indices.length - 1]! < 0)) problems.push('unterminated_polygon');
  return { polygons, vertices: indices.length };
}
