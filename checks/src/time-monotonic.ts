/**
 * `time-monotonic` — key times must start at (or very near) zero and strictly increase.
 * Samplers binary-search key times; a repeated or decreasing time makes the segment lookup
 * undefined, and a late first key leaves the pose clamp-held at that key until it is reached.
 */
import { authoredTrack, defineCheck } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { boneName, formatSeconds, oncePerTimes } from './support/tracks.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

/** Slack below zero still accepted for the first key (export rounding). */
export const NEGATIVE_TIME_TOLERANCE_S = 1e-4;
/** A first key later than this (about half a frame at 30 fps) leaves a clamp-held prefix. */
export const FIRST_KEY_SLACK_S = 0.017;

/** The first key whose time does not exceed the previous key's, or -1. */
function firstNotIncreasing(times: Float32Array): number {
  for (let k = 1; k < times.length; k++) if (times[k]! <= times[k - 1]!) return k;
  return -1;
}

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: { description: 'Key times must start near zero, never be negative, and strictly increase.' },
    defaultSeverity: 'error',
    messages: {
      negativeTime: 'the {{property}} track starts at a negative time ({{time}}s)',
      notIncreasing: 'key times of the {{property}} track do not strictly increase (key {{key}} at {{time}}s follows key {{previous}} at {{previousTime}}s)',
      lateStart: 'the {{property}} track starts at {{time}}s rather than 0; its first key is held until then',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
  },
  create(context) {
    const notIncreasingAt = oncePerTimes(firstNotIncreasing);
    return {
      clip: trackCoverage(context),
      track(baked, clip) {
        // Baked tracks are judged on their authored keys; where those sit against the clip's
        // range is the clip's fact (`clip-range`), not a per-track late start.
        const track = authoredTrack(baked);
        const clipRangeJudged = baked.authored !== undefined;
        const { times } = track;
        if (times.length === 0) return;
        const where = { clip: clip.name, bone: boneName(context.document, track) };
        const t0 = times[0]!;

        if (!clipRangeJudged && exceedsF32Cap(-t0, NEGATIVE_TIME_TOLERANCE_S)) {
          context.report({
            messageId: 'negativeTime',
            data: { property: track.property, time: formatSeconds(t0) },
            ...where,
            time_s: t0,
            measured: t0,
          });
        }

        const k = notIncreasingAt(times);
        if (k >= 0) {
          context.report({
            messageId: 'notIncreasing',
            data: {
              property: track.property,
              key: k,
              time: formatSeconds(times[k]!),
              previous: k - 1,
              previousTime: formatSeconds(times[k - 1]!),
            },
            ...where,
            time_s: times[k]!,
          });
        }

        if (!clipRangeJudged && exceedsF32Cap(t0, FIRST_KEY_SLACK_S)) {
          context.report({
            messageId: 'lateStart',
            data: { property: track.property, time: formatSeconds(t0) },
            severity: 'note',
            ...where,
            time_s: t0,
            measured: t0,
            expected: 0,
          });
        }
      },
    };
  },
});
