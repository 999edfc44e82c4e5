/**
 * Shared by the root-motion family (`root-motion-speed`, `in-place`, `foot-slide`): which bone
 * carries the clip's travel, the travel threshold, and the clip's own measurements.
 */
import type { CheckContext, ClipMeasurements, ResolvedRig, ValueWithTolerance } from '@animsmith/cli/plugin';

/**
 * A clip whose root covers at least this many metres per second (start to end, horizontally)
 * travels; below it, it is treated as authored in place. Compared against the f32 `speed_mps`
 * measurement, so the value itself counts as travelling.
 */
export const TRAVEL_SPEED_MPS = 0.5;

/**
 * Whether the rig resolves the bone `speed_mps` is measured on: the root role, else the hips.
 * Without either the measurement is not applicable, which for these checks is a role gap.
 */
export function hasRootMotionRole(rig: ResolvedRig, boneCount: number): boolean {
  const inRange = (index: number | undefined) => index !== undefined && Number.isInteger(index) && index >= 0 && index < boneCount;
  return inRange(rig.roles.root) || inRange(rig.roles.hips);
}

/**
 * The measurements of the clip at `position` in `document.clips`, keyed by its normalized name,
 * which no other clip of the document has.
 */
export function ownClipMeasurements(context: CheckContext, position: number): ClipMeasurements | undefined {
  return context.clipMeasurements(context.document.clips[position]!.name);
}

/** The clip's measured `speed_mps` (m/s, f32), or undefined when it is not measured. */
export function measuredSpeed(measurements: ClipMeasurements | undefined): number | undefined {
  return measurements?.speed_mps_availability === 'measured' && measurements.speed_mps !== undefined
    ? measurements.speed_mps
    : undefined;
}

/**
 * A speed pin that can be judged: a finite, non-negative value and tolerance. The config schema
 * refuses negative and non-finite pins from files, but a programmatic contract can carry one.
 */
export function isValidSpeedPin(pin: ValueWithTolerance): boolean {
  return Number.isFinite(pin.value) && pin.value >= 0 && Number.isFinite(pin.tolerance) && pin.tolerance >= 0;
}
