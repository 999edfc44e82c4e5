/**
 * Rest-pose deltas between two skeleton-node measurements (measurements-v18 `skeleton_nodes`),
 * shared by `animsmith skeleton compare` (every row) and `animsmith diff` (the skeleton section),
 * so both judge a rest pose with the same numbers and the same tolerances.
 *
 * Local deltas need an authored TRS on both sides (a matrix or unusable local rest is unavailable
 * evidence, not a pass). World rotation exists only where both rest-world linear parts are proven
 * unit-orthonormal (the measurement then carries `rotation_xyzw`); otherwise it does not apply.
 */
import type { CompatibilityMetric, MetricPath, SkeletonTolerances } from '@animsmith/schemas';
import type { SkeletonNodeRecord } from '../measure/types.js';

export type { SkeletonTolerances } from '@animsmith/schemas';

/** The defaults a starter correspondence writes and `diff` applies (the diff floors' orders of magnitude). */
export const DEFAULT_SKELETON_TOLERANCES: Readonly<SkeletonTolerances> = Object.freeze({
  local_translation_m: 0.001,
  local_rotation_deg: 0.1,
  local_scale: 0.001,
  world_translation_m: 0.001,
  world_rotation_deg: 0.1,
  world_scale: 0.001,
  child_length_ratio: 0.001,
});

/** One compared quantity: the delta when measured, else why not (routing is added by the comparison). */
export type RestMetric = Pick<CompatibilityMetric, 'availability' | 'value' | 'reason'>;

export interface RestDeltas {
  readonly local: { readonly translation_m: RestMetric; readonly rotation_deg: RestMetric; readonly scale: RestMetric };
  readonly world: { readonly translation_m: RestMetric; readonly rotation_deg: RestMetric; readonly scale: RestMetric };
}

export function restDeltas(a: SkeletonNodeRecord, b: SkeletonNodeRecord): RestDeltas {
  const la = a.local_rest;
  const lb = b.local_rest;
  const bothTrs = la.kind === 'trs' && lb.kind === 'trs';
  const localReason = bothTrs ? undefined : la.kind === 'unavailable' || lb.kind === 'unavailable' ? 'local_rest_unavailable' : 'local_rest_not_trs';
  const local = (value: () => number): RestMetric => (localReason === undefined ? measured(value()) : { availability: 'unavailable', reason: localReason });
  const trsA = la.kind === 'trs' ? la : undefined;
  const trsB = lb.kind === 'trs' ? lb : undefined;

  const wa = a.rest_world_translation_m;
  const wb = b.rest_world_translation_m;
  const qa = a.rest_world_linear.classification === 'unit_orthonormal' ? a.rest_world_linear.rotation_xyzw : undefined;
  const qb = b.rest_world_linear.classification === 'unit_orthonormal' ? b.rest_world_linear.rotation_xyzw : undefined;
  const sa = a.rest_world_linear.axis_lengths;
  const sb = b.rest_world_linear.axis_lengths;
  return {
    local: {
      translation_m: local(() => distance(trsA!.translation_parent_space_m, trsB!.translation_parent_space_m)),
      rotation_deg: local(() => quaternionAngleDeg(trsA!.rotation_xyzw, trsB!.rotation_xyzw)),
      scale: local(() => maxAbsDifference(trsA!.scale, trsB!.scale)),
    },
    world: {
      translation_m: wa && wb ? measured(distance(wa, wb)) : { availability: 'unavailable', reason: 'rest_world_unavailable' },
      rotation_deg: qa && qb ? measured(quaternionAngleDeg(qa, qb)) : { availability: 'not_applicable', reason: 'rest_world_not_unit_orthonormal' },
      scale: sa && sb ? measured(maxAbsDifference(sa, sb)) : { availability: 'not_applicable', reason: 'rest_world_axis_lengths_absent' },
    },
  };
}

/** Length between a node's and its ancestor's rest-world positions, when both are known. */
export function restLength(node: SkeletonNodeRecord, ancestor: SkeletonNodeRecord): number | undefined {
  const a = node.rest_world_translation_m;
  const b = ancestor.rest_world_translation_m;
  return a && b ? distance(a, b) : undefined;
}

/** The rest deltas flattened to `local.translation_m`-style paths, in wire order. */
export function restMetricEntries(deltas: RestDeltas): [MetricPath, RestMetric][] {
  return [
    ['local.translation_m', deltas.local.translation_m],
    ['local.rotation_deg', deltas.local.rotation_deg],
    ['local.scale', deltas.local.scale],
    ['world.translation_m', deltas.world.translation_m],
    ['world.rotation_deg', deltas.world.rotation_deg],
    ['world.scale', deltas.world.scale],
  ];
}

function measured(value: number): RestMetric {
  return Number.isFinite(value) ? { availability: 'measured', value } : { availability: 'unavailable', reason: 'non_finite_delta' };
}

function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

function maxAbsDifference(a: readonly number[], b: readonly number[]): number {
  return Math.max(Math.abs(a[0]! - b[0]!), Math.abs(a[1]! - b[1]!), Math.abs(a[2]! - b[2]!));
}

/** The angle of the rotation taking one unit quaternion to the other (q and −q are the same rotation). */
function quaternionAngleDeg(a: readonly number[], b: readonly number[]): number {
  const na = Math.hypot(a[0]!, a[1]!, a[2]!, a[3]!);
  const nb = Math.hypot(b[0]!, b[1]!, b[2]!, b[3]!);
  const dot = Math.abs(a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]!) / (na * nb);
  return (2 * Math.acos(Math.min(1, dot)) * 180) / Math.PI;
}
