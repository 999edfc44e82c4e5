/**
 * The one delta engine behind `animsmith diff` and `report --before/--after`: the skeleton rows
 * (`skeleton-deltas.ts`) first, then every clip's rows under the diff significance floors
 * (`deltas.ts`), in deterministic order.
 */
import type { Measurements } from '../measure/types.js';
import { diffMeasurements, type MetricDelta } from './deltas.js';
import { diffSkeletons, type SkeletonDelta } from './skeleton-deltas.js';

export type Delta = SkeletonDelta | MetricDelta;

/** What the engine reads from each side: measurements-v18 `clips` and the skeleton facts. */
export type ComparedMeasurements = Pick<Measurements, 'clips' | 'skeleton_source_coverage' | 'skeleton_nodes'>;

export function diffMeasurementSets(before: ComparedMeasurements, after: ComparedMeasurements): Delta[] {
  return [...diffSkeletons(before, after), ...diffMeasurements(before.clips, after.clips)];
}
