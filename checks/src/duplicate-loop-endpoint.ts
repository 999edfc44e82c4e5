/**
 * `duplicate-loop-endpoint` — a declared loop that repeats its first pose as its last key(s), as
 * inclusive-range exports and "copy frame 0 to the end" bakes do. An engine that wraps the clip
 * then plays that pose twice (a one-frame hitch). Only the strict, mechanically removable case is
 * reported: every track shares one finite strictly increasing timeline ending exactly at the
 * duration, has ≥ 3 keys, and every moving track ends in the same number of keys equal to key 0
 * (vec3 within 1e-5 per component, quaternions within 1e-4 rad, sign-invariant); something moves.
 *
 * Whether the predicate holds is the measurements' `loop_endpoint_mode === 'duplicate_endpoint'`.
 * The measurements expose neither why the analysis could not run nor the duplicate count and
 * endpoint deltas, so those (the predicate's preconditions and its evidence) are read from the
 * tracks here; see `analysisProblem` and `duplicateEvidence`.
 */
import { defineCheck, keyOffset, valueKeyCount, type Clip, type Track } from '@animsmith/cli/plugin';
import { declaresLoop, isLoopClip, ownMeasurements } from './support/loop-caps.js';
import { allFinite, formatNumber, formatSeconds } from './support/tracks.js';

type AnalysisProblem = 'no_tracks' | 'malformed_track' | 'non_finite' | 'timeline_mismatch' | 'duration_mismatch';

const PROBLEMS: Readonly<Record<AnalysisProblem, string>> = {
  no_tracks: 'the clip has no tracks',
  malformed_track: 'a track is malformed (bad value cardinality, components or bone)',
  non_finite: 'a key time or value is not finite',
  timeline_mismatch: 'the tracks do not share one strictly increasing timeline',
  duration_mismatch: 'the shared timeline does not end exactly at the clip duration',
};

/** vec3 keys within this per-component distance of key 0 repeat it. */
export const DUPLICATE_VEC3_TOLERANCE = 1e-5;
/** Quaternion keys within this sign-invariant angle (radians) of key 0 repeat it. */
export const DUPLICATE_ROTATION_TOLERANCE_RAD = 1e-4;

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Declared loops should not repeat their first pose as a duplicated closing key on every track.' },
    defaultSeverity: 'warning',
    messages: {
      duplicateEndpoint:
        'declared loop repeats its first pose at the end: {{count}} redundant closing key(s) per track; dropping them turns {{before}}s into an open cycle of {{after}}s (endpoint deltas: translation {{translation}}, rotation {{rotation}}, scale {{scale}})',
    },
    scopes: ['duplicate_loop_endpoint'],
    gaps: ['measurement_unavailable'],
  },
  applies: declaresLoop,
  create(context) {
    const boneCount = context.document.bones.length;
    return {
      clip(clip) {
        if (!isLoopClip(context, clip)) return;
        const scope = { code: 'duplicate_loop_endpoint', subject: clip.name };
        const problem = analysisProblem(clip, boneCount);
        const measurements = ownMeasurements(context, clip);
        if (problem !== undefined || measurements === undefined) {
          const why = problem !== undefined ? PROBLEMS[problem] : `a later clip is also named '${clip.name}', and measurements are keyed by name`;
          context.gap({ code: 'measurement_unavailable', message: `clip '${clip.name}': endpoint analysis unavailable: ${why}`, scope });
          return;
        }
        context.completed(scope);
        if (measurements.loop_endpoint_mode !== 'duplicate_endpoint') return;

        const evidence = duplicateEvidence(clip);
        const n = clip.tracks[0]!.times.length;
        context.report({
          messageId: 'duplicateEndpoint',
          data: {
            count: evidence.count,
            before: formatSeconds(clip.duration),
            after: formatSeconds(clip.tracks[0]!.times[n - 1 - evidence.count]!),
            translation: delta(evidence.translation, ' m'),
            rotation: delta(evidence.rotation, ' rad'),
            scale: delta(evidence.scale, ''),
          },
          clip: clip.name,
          time_s: clip.duration,
          measured: evidence.count,
          expected: 0,
        });
      },
    };
  },
});

function delta(value: number | undefined, unit: string): string {
  return value === undefined ? 'n/a' : `${formatNumber(value)}${unit}`;
}

/**
 * Why the strict analysis cannot run on this clip, in the order the host's analysis decides it;
 * undefined when it can (its answer is then `loop_endpoint_mode`).
 */
function analysisProblem(clip: Clip, boneCount: number): AnalysisProblem | undefined {
  const tracks = clip.tracks;
  if (tracks.length === 0) return 'no_tracks';
  for (const t of tracks) {
    if (t.malformed !== undefined || !Number.isInteger(t.bone) || t.bone < 0 || t.bone >= boneCount) return 'malformed_track';
    if (valueKeyCount(t) !== t.times.length || (t.property === 'rotation') !== (t.components === 4)) return 'malformed_track';
  }
  if (!tracks.every((t) => allFinite(t.times) && allFinite(t.values))) return 'non_finite';
  const timeline = tracks[0]!.times;
  for (let k = 1; k < timeline.length; k++) if (!(timeline[k]! > timeline[k - 1]!)) return 'timeline_mismatch';
  for (const t of tracks) {
    if (t.times.length !== timeline.length) return 'timeline_mismatch';
    for (let k = 0; k < timeline.length; k++) if (t.times[k] !== timeline[k]) return 'timeline_mismatch';
  }
  const n = timeline.length;
  if (n === 0 || Math.fround(timeline[n - 1]!) !== Math.fround(clip.duration)) return 'duration_mismatch';
  return undefined;
}

interface DuplicateEvidence {
  /** Closing keys every track repeats (the duplicate count). */
  readonly count: number;
  /** Largest difference from key 0 among the repeated keys, per property (undefined without such a track). */
  readonly translation?: number;
  readonly rotation?: number;
  readonly scale?: number;
}

/** Distance of key k from key 0: max component difference, or the sign-invariant angle in radians. */
function keyDelta(t: Track, k: number): number {
  const a = keyOffset(t, 0), b = keyOffset(t, k), v = t.values;
  if (t.components === 4) {
    // 2·atan2(|xyz|, |w|) of conj(q0)·qk: sign-invariant, and length-invariant because only the
    // ratio of the parts matters (so non-unit keys compare as the rotations they stand for).
    const ax = -v[a]!, ay = -v[a + 1]!, az = -v[a + 2]!, aw = v[a + 3]!;
    const bx = v[b]!, by = v[b + 1]!, bz = v[b + 2]!, bw = v[b + 3]!;
    const x = aw * bx + ax * bw + ay * bz - az * by;
    const y = aw * by - ax * bz + ay * bw + az * bx;
    const z = aw * bz + ax * by - ay * bx + az * bw;
    const w = aw * bw - ax * bx - ay * by - az * bz;
    return 2 * Math.atan2(Math.sqrt(x * x + y * y + z * z), Math.abs(w));
  }
  return Math.max(Math.abs(v[a]! - v[b]!), Math.abs(v[a + 1]! - v[b + 1]!), Math.abs(v[a + 2]! - v[b + 2]!));
}

/**
 * Count and endpoint deltas of a clip the measurements classified `duplicate_endpoint` (so every
 * track shares one valid timeline of n ≥ 3 keys). A constant track repeats key 0 n − 1 times and a
 * moving one exactly `count` times, so the count is the smallest per-track run.
 */
function duplicateEvidence(clip: Clip): DuplicateEvidence {
  const n = clip.tracks[0]!.times.length;
  let count = n - 1;
  for (const t of clip.tracks) {
    const tolerance = t.components === 4 ? DUPLICATE_ROTATION_TOLERANCE_RAD : DUPLICATE_VEC3_TOLERANCE;
    let run = 0;
    while (run < n - 1 && keyDelta(t, n - 1 - run) <= tolerance) run++;
    count = Math.min(count, run);
  }
  const max: { translation?: number; rotation?: number; scale?: number } = {};
  for (const t of clip.tracks) {
    for (let k = n - count; k < n; k++) max[t.property] = Math.max(max[t.property] ?? 0, keyDelta(t, k));
  }
  return { count, ...max };
}
