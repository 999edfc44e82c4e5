/**
 * Shared pieces of the group checks (`gait-group`, `sync-group`, `time-complement`): member
 * lookup, gait-phase evidence with the reason it is missing, and the spread statistics.
 *
 * Members are normalized clip names (each clip's own: `walk`, `walk#1`). A member exists when a
 * clip of the document carries that name; its evidence is the measurement keyed by that name. A
 * group lists each distinct name once, in configured order, so a repeated name never becomes a
 * comparison of a clip with itself.
 */
import type { AnimDocument, CheckContext, ResolvedRig } from '@animsmith/cli/plugin';

/** Configured members without repeats, first occurrence first. */
export function distinctMembers(clips: readonly string[]): string[] {
  return [...new Set(clips)];
}

export function clipNameSet(document: AnimDocument): Set<string> {
  return new Set(document.clips.map((clip) => clip.name));
}

/** Group names in a stable order (plain string order), whatever order the config listed them. */
export function sortedGroupNames(groups: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(groups).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The roles a gait measurement needs: hips and at least one foot or toe. Without them no clip of
 * the document can have a gait phase, which is a rig problem rather than a clip problem.
 */
export function gaitRolesResolved(rig: ResolvedRig): boolean {
  const { roles } = rig;
  return (
    roles.hips !== undefined &&
    (roles.left_foot !== undefined || roles.left_toe !== undefined || roles.right_foot !== undefined || roles.right_toe !== undefined)
  );
}

/** Why a member has no usable gait phase (also the `status` of its finding row). */
export type PhaseUnavailableReason =
  | 'roles_unresolved'
  | 'no_measurements'
  | 'no_bilateral_roles'
  | 'unmeasured'
  | 'no_swing'
  | 'fit_failed'
  | 'below_amplitude_floor';

export type PhaseEvidence =
  | { readonly kind: 'measured'; readonly phase: number; readonly amplitude: number }
  | {
      readonly kind: 'unavailable';
      readonly reason: PhaseUnavailableReason;
      readonly gap: 'roles_unresolved' | 'measurement_unavailable';
      readonly message: string;
      readonly amplitude?: number;
      readonly phase?: number;
    };

/**
 * The gait phase of an existing member, usable when it was measured and the left/right
 * amplitude reaches `minAmplitude` (compared in f32, inclusive: an amplitude exactly at the floor
 * counts). Below the floor the phase is noise, so it is evidence of nothing.
 */
export function gaitPhaseEvidence(context: CheckContext, member: string, minAmplitude: number): PhaseEvidence {
  const unavailable = (
    reason: PhaseUnavailableReason,
    message: string,
    extra: { amplitude?: number; phase?: number } = {},
  ): PhaseEvidence => ({
    kind: 'unavailable',
    reason,
    gap: reason === 'roles_unresolved' ? 'roles_unresolved' : 'measurement_unavailable',
    message,
    ...extra,
  });
  if (!gaitRolesResolved(context.rig)) {
    return unavailable('roles_unresolved', `gait phase of '${member}' needs the hips and a foot or toe role, which the rig does not resolve`);
  }
  const m = context.clipMeasurements(member);
  if (m === undefined) return unavailable('no_measurements', `clip '${member}' has no measurements`);
  if (m.gait_availability === 'not_applicable') {
    // Roles resolve (checked above) but not on both sides: there is no left/right subject.
    return unavailable('no_bilateral_roles', `gait phase of '${member}' has no left and right foot-role subject`);
  }
  if (m.gait_availability !== 'measured' || m.gait === undefined) {
    return unavailable('unmeasured', `gait of '${member}' could not be measured (no usable pose grid or non-finite foot positions)`);
  }
  const { gait } = m;
  const amplitude = gait.lr_amplitude_m;
  if (gait.phase_availability === 'not_applicable') {
    return unavailable('no_swing', `gait phase of '${member}' has no left/right foot-height swing`, { amplitude });
  }
  if (gait.phase_availability !== 'measured' || gait.phase === undefined) {
    return unavailable('fit_failed', `gait phase of '${member}' could not be fitted from the sampled cycle`, { amplitude });
  }
  const phase = gait.phase;
  if (Math.fround(amplitude) < Math.fround(minAmplitude)) {
    return unavailable(
      'below_amplitude_floor',
      `left/right gait amplitude of '${member}' (${fixed(amplitude, 4)} m) is below the ${fixed(minAmplitude, 4)} m evidence floor`,
      { amplitude, phase },
    );
  }
  return { kind: 'measured', phase, amplitude };
}

/** Finding-row measurements for a member's gait evidence; missing evidence stays explicit. */
export function phaseRow(evidence: PhaseEvidence | 'missing'): Record<string, number | string> {
  if (evidence === 'missing') return { status: 'missing' };
  if (evidence.kind === 'measured') return { gait_phase: evidence.phase, lr_amplitude_m: evidence.amplitude };
  const row: Record<string, number | string> = { status: evidence.reason };
  if (evidence.phase !== undefined) row.gait_phase = evidence.phase;
  if (evidence.amplitude !== undefined) row.lr_amplitude_m = evidence.amplitude;
  return row;
}

const TAU = 2 * Math.PI;

/**
 * Circular spread of phases in cycles, in [0, 0.5]: the circular mean m = atan2(Σ sin 2πp,
 * Σ cos 2πp), then the largest wrapped angular distance from m, divided by 2π. Phases either
 * side of the 0/1 seam (0.98 and 0.02) are 0.04 apart, not 0.96.
 */
export function circularPhaseSpread(phases: readonly number[]): number {
  let s = 0;
  let c = 0;
  for (const p of phases) {
    s += Math.sin(TAU * p);
    c += Math.cos(TAU * p);
  }
  const mean = Math.atan2(s, c);
  let worst = 0;
  for (const p of phases) {
    let d = Math.abs(TAU * p - mean) % TAU;
    if (d > Math.PI) d = TAU - d;
    if (d > worst) worst = d;
  }
  return worst / TAU;
}

/** max − min of the values (0 for fewer than two). */
export function valueSpread(values: readonly number[]): number {
  if (values.length < 2) return 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return max - min;
}

/** A number for a message: fixed decimals without a trailing run of zeros. */
export function fixed(value: number, digits: number): string {
  if (!Number.isFinite(value)) return String(value);
  return String(Number(value.toFixed(digits)));
}
