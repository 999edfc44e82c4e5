/**
 * The rules of skeleton-compatibility v1 that both sides apply: which tolerance judges which
 * metric, which metrics are required evidence, how a row's status and routing follow from its
 * metrics, and how the outcome follows from the rows. The producer (`animsmith skeleton compare`)
 * derives its result with these functions and the strict reader re-derives every stored value with
 * the same ones, so the two cannot drift.
 */
import type {
  SkeletonCompatibilityV1,
  SkeletonCompatibilityV1Metric,
  SkeletonCompatibilityV1OwnerSurface,
  SkeletonCompatibilityV1RemedyClass,
  SkeletonCompatibilityV1RestMetrics,
  SkeletonCompatibilityV1Row,
  SkeletonCompatibilityV1Tolerances,
} from '../generated/wire-types.js';

export type MetricAvailability = SkeletonCompatibilityV1Metric['availability'];
export type OwnerSurface = SkeletonCompatibilityV1OwnerSurface;
export type RemedyClass = SkeletonCompatibilityV1RemedyClass;
export type RowKind = SkeletonCompatibilityV1Row['kind'];
export type RowStatus = SkeletonCompatibilityV1Row['status'];
/** A row of a corresponding pair, with its metrics. */
export type MatchedRow = Extract<SkeletonCompatibilityV1Row, { kind: 'matched' }>;
export type MatchedStatus = MatchedRow['status'];
export type CompatibilityOutcome = SkeletonCompatibilityV1['outcome'];
export type SkeletonTolerances = SkeletonCompatibilityV1Tolerances;
export type CompatibilityMetric = SkeletonCompatibilityV1Metric;
export type RestMetrics = SkeletonCompatibilityV1RestMetrics;

export type MetricPath = MatchedRow['exceeded'][number];

/** Metric path → the tolerance that judges it (the child-length ratio as |ratio − 1|), in wire order. */
export const METRIC_TOLERANCE: Readonly<Record<MetricPath, keyof SkeletonTolerances>> = Object.freeze({
  'local.translation_m': 'local_translation_m',
  'local.rotation_deg': 'local_rotation_deg',
  'local.scale': 'local_scale',
  'world.translation_m': 'world_translation_m',
  'world.rotation_deg': 'world_rotation_deg',
  'world.scale': 'world_scale',
  child_length_ratio: 'child_length_ratio',
});

export const METRIC_PATHS = Object.keys(METRIC_TOLERANCE) as MetricPath[];

/** Required topology/rest evidence: unavailable here makes the result partial. The others apply only where provable. */
export const REQUIRED_METRICS: readonly MetricPath[] = ['local.translation_m', 'local.rotation_deg', 'local.scale', 'world.translation_m'];

/** Routing of an unavailable metric (the measurement boundary owns it). */
export const UNAVAILABLE_ROUTING = Object.freeze({ owner_surface: 'measurement_boundary', remedy_class: 'supply_rest_evidence' } as const);

/** Routing of each non-pass row status. */
export const STATUS_ROUTING: Readonly<Record<Exclude<RowStatus, 'pass'>, { owner_surface: OwnerSurface; remedy_class: RemedyClass }>> = Object.freeze({
  missing_source: { owner_surface: 'correspondence', remedy_class: 'revise_correspondence' },
  missing_target: { owner_surface: 'correspondence', remedy_class: 'revise_correspondence' },
  parent_mismatch: { owner_surface: 'selected_skeleton', remedy_class: 'align_hierarchy' },
  out_of_tolerance: { owner_surface: 'selected_skeleton', remedy_class: 'align_rest_pose' },
  unavailable: UNAVAILABLE_ROUTING,
});

/** Whether a measured metric lies beyond its tolerance. */
export function metricExceeds(metric: CompatibilityMetric, path: MetricPath, tolerances: SkeletonTolerances): boolean {
  if (metric.availability !== 'measured' || metric.value === undefined) return false;
  const delta = path === 'child_length_ratio' ? Math.abs(metric.value - 1) : metric.value;
  return delta > tolerances[METRIC_TOLERANCE[path]];
}

export interface MatchedMetrics {
  local: RestMetrics;
  world: RestMetrics;
  child_length_ratio: CompatibilityMetric;
}

export function metricAt(row: MatchedMetrics, path: MetricPath): CompatibilityMetric {
  if (path === 'child_length_ratio') return row.child_length_ratio;
  const [group, key] = path.split('.') as ['local' | 'world', keyof RestMetrics];
  return row[group][key];
}

/** The metric paths beyond tolerance, in wire order. */
export function exceededMetrics(row: MatchedMetrics, tolerances: SkeletonTolerances): MetricPath[] {
  return METRIC_PATHS.filter((path) => metricExceeds(metricAt(row, path), path, tolerances));
}

/** A matched row's status: hierarchy first, then tolerance, then missing evidence. */
export function matchedStatus(row: MatchedMetrics, parentCorresponds: boolean, tolerances: SkeletonTolerances): MatchedStatus {
  if (!parentCorresponds) return 'parent_mismatch';
  if (exceededMetrics(row, tolerances).length > 0) return 'out_of_tolerance';
  if (REQUIRED_METRICS.some((path) => metricAt(row, path).availability === 'unavailable')) return 'unavailable';
  return 'pass';
}

/**
 * The outcome: no matched row, or no available required evidence at all, is not_evaluated; any
 * unavailable required evidence beside available evidence is partial (even with mismatches);
 * otherwise any non-pass row is incompatible, and only all-pass rows are compatible.
 */
export function compatibilityOutcome(rows: readonly { kind: RowKind; status: RowStatus; metrics?: MatchedMetrics }[]): CompatibilityOutcome {
  let available = 0;
  let unavailable = 0;
  for (const row of rows) {
    if (row.kind !== 'matched' || !row.metrics) continue;
    for (const path of REQUIRED_METRICS) {
      if (metricAt(row.metrics, path).availability === 'unavailable') unavailable += 1;
      else available += 1;
    }
  }
  if (available === 0) return 'not_evaluated';
  if (unavailable > 0) return 'partial';
  return rows.every((row) => row.status === 'pass') ? 'compatible' : 'incompatible';
}

/** Code point (not UTF-16 unit) order, the order rows and names are emitted in. */
export function compareNames(x: string, y: string): number {
  if (x === y) return 0;
  const ix = x[Symbol.iterator]();
  const iy = y[Symbol.iterator]();
  for (;;) {
    const a = ix.next();
    const b = iy.next();
    if (a.done || b.done) return a.done ? (b.done ? 0 : -1) : 1;
    const d = a.value.codePointAt(0)! - b.value.codePointAt(0)!;
    if (d !== 0) return d;
  }
}
