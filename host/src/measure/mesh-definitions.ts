/**
 * mesh_definitions: one record per source mesh (ascending mesh index), in the mesh's own
 * coordinates, independent of nodes and scenes.
 *
 * - Per primitive (source order): the nullable material index, the base POSITION row count
 *   (each stored element once, whether or not an index stream references it several times),
 *   the finite row count (rows whose three components are all finite), and the finite-only
 *   geometry_aabb / geometry_centroid (arithmetic mean), omitted when no finite row exists.
 *   When the rows cannot be decoded, `position_unavailable_reason` says why, vertex_count is the
 *   declared row count and no finite row is counted.
 * - Per mesh: the totals, the AABB over every finite row, and the centroid as the
 *   finite-count-weighted mean of the primitive centroids (the mean of all finite rows).
 * - Primary skin influences: only primitives that declare both JOINTS_0 and WEIGHTS_0 count.
 *   max_joints_per_vertex is the most weights that are non-zero (and not NaN) on one WEIGHTS_0
 *   row (0 when no row exists); weight_sum_min / weight_sum_max are the extrema of the per-row
 *   WEIGHTS_0 sums, over finite sums only, omitted when there is none. Secondary sets never
 *   count.
 * - additional_influence_sets: every JOINTS_n / WEIGHTS_n (n ≥ 1) declared on any primitive,
 *   ascending by n, with presence and per-primitive unpaired flags.
 *
 * Payloads are decoded through `source.geometry` only when the source has meshes. Without a
 * reader every primitive with declared rows is `payload_unavailable`.
 */
import type { PayloadRead, SourceDocument, SourcePrimitiveGeometry } from '../model/source-document.js';
import type { AdditionalInfluenceSet, Aabb, MeshDefinitionRecord, MeshPrimitiveRecord, PayloadUnavailableReason } from './types.js';

/** Decoded finite geometry of one mesh, kept for node instances. */
export interface MeshGeometry {
  readonly meshIndex: number;
  /** POSITION xyz rows of each decodable primitive (may contain non-finite rows). */
  readonly positions: readonly Float32Array[];
  readonly finiteCount: number;
}

export interface MeshDefinitionsFacts {
  readonly records: MeshDefinitionRecord[];
  /** By mesh index. */
  readonly geometry: ReadonlyMap<number, MeshGeometry>;
}

/** Running finite-row reduction: count, sums, component-wise extrema. */
class Reduction {
  count = 0;
  sx = 0;
  sy = 0;
  sz = 0;
  readonly min = [Infinity, Infinity, Infinity];
  readonly max = [-Infinity, -Infinity, -Infinity];

  addRows(p: Float32Array): void {
    const min = this.min, max = this.max;
    let count = 0, sx = 0, sy = 0, sz = 0;
    for (let i = 0; i + 2 < p.length; i += 3) {
      const x = p[i]!, y = p[i + 1]!, z = p[i + 2]!;
      // x - x is 0 exactly for finite x, NaN for NaN and ±Infinity.
      if (x - x !== 0 || y - y !== 0 || z - z !== 0) continue;
      count++;
      sx += x;
      sy += y;
      sz += z;
      if (x < min[0]!) min[0] = x;
      if (x > max[0]!) max[0] = x;
      if (y < min[1]!) min[1] = y;
      if (y > max[1]!) max[1] = y;
      if (z < min[2]!) min[2] = z;
      if (z > max[2]!) max[2] = z;
    }
    this.count += count;
    this.sx += sx;
    this.sy += sy;
    this.sz += sz;
  }

  merge(other: Reduction): void {
    this.count += other.count;
    this.sx += other.sx;
    this.sy += other.sy;
    this.sz += other.sz;
    for (let k = 0; k < 3; k++) {
      if (other.min[k]! < this.min[k]!) this.min[k] = other.min[k]!;
      if (other.max[k]! > this.max[k]!) this.max[k] = other.max[k]!;
    }
  }

  /** `{ geometry_aabb, geometry_centroid }` when a finite row exists, else `{}`. */
  facts(): { geometry_aabb?: Aabb; geometry_centroid?: number[] } {
    if (this.count === 0) return {};
    const centroid = [this.sx / this.count, this.sy / this.count, this.sz / this.count];
    if (!centroid.every(Number.isFinite)) return { geometry_aabb: this.aabb() };
    return { geometry_aabb: this.aabb(), geometry_centroid: centroid.map(noNegativeZero) };
  }

  private aabb(): Aabb {
    return { min: this.min.map(noNegativeZero), max: this.max.map(noNegativeZero) };
  }
}

export function noNegativeZero(v: number): number {
  return v === 0 ? 0 : v;
}

/** Influence statistics over WEIGHTS_0 rows (4 components each). */
class Influences {
  maxJoints = 0;
  sumMin = Infinity;
  sumMax = -Infinity;
  unavailable: PayloadUnavailableReason | undefined;

  add(read: PayloadRead<Float32Array>): void {
    if (!read.ok) {
      this.unavailable ??= read.reason;
      return;
    }
    const w = read.value;
    let maxJoints = this.maxJoints, sumMin = this.sumMin, sumMax = this.sumMax;
    for (let i = 0; i + 3 < w.length; i += 4) {
      const a = w[i]!, b = w[i + 1]!, c = w[i + 2]!, d = w[i + 3]!;
      // NaN compares unequal to everything, so `a > 0 || a < 0` counts non-zero, non-NaN weights.
      const n = (a > 0 || a < 0 ? 1 : 0) + (b > 0 || b < 0 ? 1 : 0) + (c > 0 || c < 0 ? 1 : 0) + (d > 0 || d < 0 ? 1 : 0);
      if (n > maxJoints) maxJoints = n;
      const sum = a + b + c + d;
      if (sum - sum !== 0) continue;
      if (sum < sumMin) sumMin = sum;
      if (sum > sumMax) sumMax = sum;
    }
    this.maxJoints = maxJoints;
    this.sumMin = sumMin;
    this.sumMax = sumMax;
  }
}

function unavailableGeometry(count: number): SourcePrimitiveGeometry {
  return {
    positionCount: count,
    ...(count > 0 ? { positions: { ok: false, reason: 'payload_unavailable' } as const } : {}),
    jointSets: [],
    weightSets: [],
  };
}

export function measureMeshDefinitions(source: SourceDocument): MeshDefinitionsFacts {
  const geometry = new Map<number, MeshGeometry>();
  const meshes = [...source.meshes].sort((a, b) => a.index - b.index);
  const reader = source.geometry;

  const records = meshes.map((mesh): MeshDefinitionRecord => {
    const total = new Reduction();
    const influences = new Influences();
    const sets = new Map<number, AdditionalInfluenceSet>();
    const setOf = (n: number): AdditionalInfluenceSet => {
      let s = sets.get(n);
      if (s === undefined) {
        s = { set_index: n, joints_present: false, weights_present: false, joints_without_weights_present: false, weights_without_joints_present: false };
        sets.set(n, s);
      }
      return s;
    };
    const positions: Float32Array[] = [];
    let vertexCount = 0;

    const primitives = mesh.primitives.map((primitive): MeshPrimitiveRecord => {
      const g = reader !== undefined ? reader.primitive(mesh.index, primitive.index) : unavailableGeometry(primitive.vertexCount ?? 0);
      const reduction = new Reduction();
      let reason: PayloadUnavailableReason | undefined;
      if (g.positions !== undefined) {
        if (g.positions.ok) {
          reduction.addRows(g.positions.value);
          positions.push(g.positions.value);
        } else {
          reason = g.positions.reason;
        }
      }
      if (g.primaryWeights !== undefined) influences.add(g.primaryWeights);
      const joints = new Set(g.jointSets);
      const weights = new Set(g.weightSets);
      for (const n of joints) {
        const s = setOf(n);
        s.joints_present = true;
        if (!weights.has(n)) s.joints_without_weights_present = true;
      }
      for (const n of weights) {
        const s = setOf(n);
        s.weights_present = true;
        if (!joints.has(n)) s.weights_without_joints_present = true;
      }
      total.merge(reduction);
      vertexCount += g.positionCount;
      return {
        primitive_index: primitive.index,
        material_index: primitive.material ?? null,
        vertex_count: g.positionCount,
        finite_vertex_count: reduction.count,
        ...reduction.facts(),
        ...(reason !== undefined ? { position_unavailable_reason: reason } : {}),
      };
    });

    geometry.set(mesh.index, { meshIndex: mesh.index, positions, finiteCount: total.count });
    return {
      mesh_index: mesh.index,
      ...(mesh.name !== undefined ? { name: mesh.name } : {}),
      primitives,
      vertex_count: vertexCount,
      finite_vertex_count: total.count,
      ...total.facts(),
      max_joints_per_vertex: influences.maxJoints,
      ...(influences.sumMin <= influences.sumMax ? { weight_sum_min: noNegativeZero(influences.sumMin), weight_sum_max: noNegativeZero(influences.sumMax) } : {}),
      ...(influences.unavailable !== undefined ? { influence_unavailable_reason: influences.unavailable } : {}),
      additional_influence_sets: [...sets.values()].sort((a, b) => a.set_index - b.set_index),
    };
  });
  return { records, geometry };
}
