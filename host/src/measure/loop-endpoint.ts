/**
 * loop_endpoint_mode for clips declared `loop = true`, and the strict duplicate-endpoint
 * predicate it (and whatever judges or removes the duplicate) rests on.
 *
 * Strict predicate (a mechanically removable duplicate of frame 0 at the end of every track):
 * every track is structurally valid (not malformed, bone in range, one value per time), all
 * times and values are finite, every track shares one identical strictly increasing timeline
 * ending exactly at the clip duration (compared in f32), each track has ≥ 3 keys, at least one
 * track moves, and every moving track ends in the same number d ≥ 1 of consecutive keys equal to
 * key 0 (vec3 component-wise within 1e-5; quaternions within 1e-4 rad, sign-invariant).
 * CUBICSPLINE tracks compare their vertex values.
 *
 * Mode: duplicate_endpoint when the predicate holds; otherwise from loop continuity —
 * non_closing when any measured bone exceeds a closure cap, unique_cycle when every bone is
 * measured and within both caps, unavailable when continuity is unavailable or an unmeasured
 * bone leaves closure undecided. Caps compare in f32 (inclusive).
 */
import type { Clip, Track, TrackProperty } from '../model/anim-document.js';
import { valueKeyCount } from '../model/anim-document.js';
import { measured, NOT_APPLICABLE, UNAVAILABLE, type Fact } from './fact.js';
import type { LoopContinuity, LoopEndpointMode } from './types.js';

export const DUPLICATE_VEC3_TOLERANCE = 1e-5;
export const DUPLICATE_ROTATION_TOLERANCE_RAD = 1e-4;
export const DEFAULT_MAX_LOOP_POSITION_DELTA_M = 0.01;
export const DEFAULT_MAX_LOOP_ROTATION_DELTA_DEG = 1.0;

export type DuplicateEndpointUnavailableReason =
  | 'no_tracks'
  | 'malformed_track'
  | 'non_finite'
  | 'timeline_mismatch'
  | 'duration_mismatch';

export type DuplicateEndpointAnalysis =
  | {
      readonly kind: 'duplicate';
      /** Keys to remove from the end of every track. */
      readonly removedKeys: number;
      /**
       * Largest difference between key 0 and a removed key, per property: component difference
       * for translation (m) and scale, sign-invariant angle (radians) for rotation. Absent when the
       * clip has no track of that property.
       */
      readonly maxDelta: Readonly<Partial<Record<TrackProperty, number>>>;
    }
  /** The analysis ran; the clip does not end in a strict removable duplicate. */
  | { readonly kind: 'not_duplicate' }
  /** The strict analysis cannot run on this clip's data. */
  | { readonly kind: 'unavailable'; readonly reason: DuplicateEndpointUnavailableReason };

/**
 * The strict predicate with its reason. `deferFiniteness` (for callers that only ask whether the
 * result is `duplicate`) scans for non-finite numbers only once a duplicate is otherwise found;
 * a non-finite clip may then report `not_duplicate` or `timeline_mismatch` instead of `non_finite`,
 * but never `duplicate`.
 */
export function analyzeDuplicateEndpoint(clip: Clip, boneCount: number, deferFiniteness = false): DuplicateEndpointAnalysis {
  const tracks = clip.tracks;
  if (tracks.length === 0) return { kind: 'unavailable', reason: 'no_tracks' };
  for (const t of tracks) {
    if (t.malformed !== undefined || !Number.isInteger(t.bone) || t.bone < 0 || t.bone >= boneCount) {
      return { kind: 'unavailable', reason: 'malformed_track' };
    }
    if (valueKeyCount(t) !== t.times.length || (t.property === 'rotation') !== (t.components === 4)) {
      return { kind: 'unavailable', reason: 'malformed_track' };
    }
  }
  if (!deferFiniteness && !tracksFinite(tracks)) return { kind: 'unavailable', reason: 'non_finite' };
  const timeline = tracks[0]!.times;
  for (let k = 1; k < timeline.length; k++) {
    if (!(timeline[k]! > timeline[k - 1]!)) return { kind: 'unavailable', reason: 'timeline_mismatch' };
  }
  for (const t of tracks) {
    if (t.times === timeline) continue; // a shared time array
    if (t.times.length !== timeline.length) return { kind: 'unavailable', reason: 'timeline_mismatch' };
    for (let k = 0; k < timeline.length; k++) {
      if (t.times[k] !== timeline[k]) return { kind: 'unavailable', reason: 'timeline_mismatch' };
    }
  }
  const n = timeline.length;
  if (n === 0 || Math.fround(timeline[n - 1]!) !== Math.fround(clip.duration)) {
    return { kind: 'unavailable', reason: 'duration_mismatch' };
  }
  if (n < 3) return { kind: 'not_duplicate' };

  let agreed = -1;
  for (const t of tracks) {
    const d = terminalDuplicates(t, n);
    if (d === n - 1) continue; // constant: every key equals key 0
    if (agreed === -1) agreed = d;
    else if (agreed !== d) return { kind: 'not_duplicate' };
  }
  if (agreed <= 0) return { kind: 'not_duplicate' }; // nothing moves, or no duplicate
  if (deferFiniteness && !tracksFinite(tracks)) return { kind: 'unavailable', reason: 'non_finite' };
  const maxDelta: Partial<Record<TrackProperty, number>> = {};
  for (const t of tracks) {
    for (let k = n - agreed; k < n; k++) {
      const delta = t.components === 4 ? keyAngle(t, 0, k) : keyVec3Delta(t, 0, k);
      maxDelta[t.property] = Math.max(maxDelta[t.property] ?? 0, delta);
    }
  }
  return { kind: 'duplicate', removedKeys: agreed, maxDelta };
}

export interface ClosureCaps {
  readonly positionM: number;
  readonly rotationDeg: number;
}

export function measureLoopEndpointMode(
  declaredLoop: boolean,
  duplicate: () => DuplicateEndpointAnalysis,
  continuity: Fact<LoopContinuity>,
  caps: ClosureCaps,
): Fact<LoopEndpointMode> {
  if (!declaredLoop) return NOT_APPLICABLE;
  if (duplicate().kind === 'duplicate') return measured('duplicate_endpoint');
  if (continuity.availability !== 'measured') return UNAVAILABLE;
  const posCap = Math.fround(caps.positionM);
  const rotCap = Math.fround(caps.rotationDeg);
  let undecided = false;
  for (const row of continuity.value.bones) {
    if (row.availability !== 'measured') {
      undecided = true;
      continue;
    }
    if (Math.fround(row.position_delta_m!) > posCap || Math.fround(row.rotation_delta_deg!) > rotCap) {
      return measured('non_closing');
    }
  }
  return undecided ? UNAVAILABLE : measured('unique_cycle');
}

/** A configured cap when it is a finite non-negative number, else the default. */
export function effectiveCap(configured: number | undefined, fallback: number): number {
  return configured !== undefined && Number.isFinite(configured) && configured >= 0 ? configured : fallback;
}

/** Number of consecutive keys at the end (never key 0 itself) equal to key 0. */
function terminalDuplicates(t: Track, n: number): number {
  let d = 0;
  for (let k = n - 1; k >= 1; k--) {
    const same = t.components === 4
      ? keyAngle(t, 0, k) <= DUPLICATE_ROTATION_TOLERANCE_RAD
      : keyVec3Delta(t, 0, k) <= DUPLICATE_VEC3_TOLERANCE;
    if (!same) break;
    d++;
  }
  return d;
}

function vertexIndex(t: Track, k: number): number {
  return t.interpolation === 'CUBICSPLINE' ? (k * 3 + 1) * t.components : k * t.components;
}

function keyVec3Delta(t: Track, a: number, b: number): number {
  const i = vertexIndex(t, a), j = vertexIndex(t, b), v = t.values;
  return Math.max(Math.abs(v[i]! - v[j]!), Math.abs(v[i + 1]! - v[j + 1]!), Math.abs(v[i + 2]! - v[j + 2]!));
}

function keyAngle(t: Track, a: number, b: number): number {
  const i = vertexIndex(t, a), j = vertexIndex(t, b), v = t.values;
  const ax = -v[i]!, ay = -v[i + 1]!, az = -v[i + 2]!, aw = v[i + 3]!;
  const bx = v[j]!, by = v[j + 1]!, bz = v[j + 2]!, bw = v[j + 3]!;
  const x = aw * bx + ax * bw + ay * bz - az * by;
  const y = aw * by - ax * bz + ay * bw + az * bx;
  const z = aw * bz + ax * by - ay * bx + az * bw;
  const w = aw * bw - ax * bx - ay * by - az * bz;
  return 2 * Math.atan2(Math.sqrt(x * x + y * y + z * z), Math.abs(w));
}

function tracksFinite(tracks: readonly Track[]): boolean {
  let times: Float32Array | undefined;
  for (const t of tracks) {
    if (t.times !== times && !allFinite(t.times)) return false;
    times = t.times;
    if (!allFinite(t.values)) return false;
  }
  return true;
}

/** True when every element is finite: x·0 is NaN exactly for ±Infinity and NaN. */
function allFinite(a: Float32Array): boolean {
  let probe = 0;
  for (let i = 0, n = a.length; i < n; i++) probe += a[i]! * 0;
  return probe === 0;
}
