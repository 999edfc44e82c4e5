/**
 * node_instances: one record per mesh-bearing source node (ascending node index).
 *
 * static_node_world_aabb transforms every finite POSITION row of the node's mesh definition by
 * the node's rest world matrix (skeleton_nodes' rest_world_matrix, f64) and reduces the results,
 * so rotation and negative or non-uniform scale are exact rather than a transformed box. It
 * excludes animation, skin and morph deformation, and runtime placement. When the box is
 * unavailable, static_node_world_aabb_unavailable_reason says why, checked in this order:
 *   1. excluded_skinned_deformation — the node declares a skin;
 *   2. non_finite_effective_transform — the node has no finite rest world matrix (or a
 *      transformed row overflows);
 *   3. no_finite_positions — the mesh definition has no finite (decodable) row.
 */
import type { SourceDocument } from '../model/source-document.js';
import { noNegativeZero, type MeshGeometry } from './mesh-definitions.js';
import type { Aabb, NodeInstanceRecord } from './types.js';

/**
 * @param worlds  Rest world matrix (column-major) of each node that has one, by node index.
 * @param geometry  Decoded mesh geometry by mesh index (mesh-definitions.ts).
 */
export function measureNodeInstances(
  source: SourceDocument,
  worlds: ReadonlyMap<number, readonly number[]>,
  geometry: ReadonlyMap<number, MeshGeometry>,
): NodeInstanceRecord[] {
  const nodes = [...source.nodes].filter((n) => n.mesh !== undefined).sort((a, b) => a.index - b.index);
  return nodes.map((node): NodeInstanceRecord => {
    const base = { node_index: node.index, mesh_index: node.mesh! };
    if (node.skin !== undefined) return { ...base, static_node_world_aabb_unavailable_reason: 'excluded_skinned_deformation' };
    const world = worlds.get(node.index);
    if (world === undefined) return { ...base, static_node_world_aabb_unavailable_reason: 'non_finite_effective_transform' };
    const mesh = geometry.get(node.mesh!);
    if (mesh === undefined || mesh.finiteCount === 0) return { ...base, static_node_world_aabb_unavailable_reason: 'no_finite_positions' };
    const box = transformedBox(mesh.positions, world);
    if (box === undefined) return { ...base, static_node_world_aabb_unavailable_reason: 'non_finite_effective_transform' };
    return { ...base, static_node_world_aabb: box };
  });
}

/** AABB of M·(p, 1) over the finite rows p; undefined when a result is not finite. */
export function transformedBox(positions: readonly Float32Array[], m: readonly number[]): Aabb | undefined {
  const m0 = m[0]!, m1 = m[1]!, m2 = m[2]!, m4 = m[4]!, m5 = m[5]!, m6 = m[6]!;
  const m8 = m[8]!, m9 = m[9]!, m10 = m[10]!, m12 = m[12]!, m13 = m[13]!, m14 = m[14]!;
  let minX = Infinity, minY = Infinity, minZ = Infinity;
  let maxX = -Infinity, maxY = -Infinity, maxZ = -Infinity;
  for (const p of positions) {
    for (let i = 0; i + 2 < p.length; i += 3) {
      const x = p[i]!, y = p[i + 1]!, z = p[i + 2]!;
      if (x - x !== 0 || y - y !== 0 || z - z !== 0) continue;
      const wx = m0 * x + m4 * y + m8 * z + m12;
      const wy = m1 * x + m5 * y + m9 * z + m13;
      const wz = m2 * x + m6 * y + m10 * z + m14;
      if (wx - wx !== 0 || wy - wy !== 0 || wz - wz !== 0) return undefined;
      if (wx < minX) minX = wx;
      if (wx > maxX) maxX = wx;
      if (wy < minY) minY = wy;
      if (wy > maxY) maxY = wy;
      if (wz < minZ) minZ = wz;
      if (wz > maxZ) maxZ = wz;
    }
  }
  if (!(minX <= maxX && minY <= maxY && minZ <= maxZ)) return undefined;
  return { min: [minX, minY, minZ].map(noNegativeZero), max: [maxX, maxY, maxZ].map(noNegativeZero) };
}
