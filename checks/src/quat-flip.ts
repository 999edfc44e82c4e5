/**
 * `quat-flip` — adjacent rotation keys in opposite hemispheres (dot < 0). q and −q are the same
 * orientation, but a sampler that interpolates without a neighbourhood check takes the long way
 * round between them: a visible spin of up to a full turn.
 *
 * A pair whose |dot| is at most `HALF_TURN_DOT_EPSILON` is a half turn apart (within about
 * 0.06° of 180°): both ways round are equally long, so its sign says nothing about a long way.
 * Such pairs are a note that the half turn is ambiguous (the sampler may pick either direction),
 * never a warning. Keys are the authored ones (`authoredTrack`).
 */
import { authoredTrack, defineCheck, keyOffset } from '@animsmith/cli/plugin';
import { boneName, decodedKeyCount } from './support/tracks.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

/** |dot| at or below which two unit keys are a half turn apart (cos of 90° − 0.0573°). */
export const HALF_TURN_DOT_EPSILON = 1e-3;

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: { description: 'Adjacent rotation keys should lie in the same hemisphere (dot product ≥ 0).' },
    defaultSeverity: 'warning',
    messages: {
      hemisphereFlip:
        '{{count}} adjacent rotation key pair(s) change hemisphere, first keys {{previous}}→{{key}}; samplers without a neighbourhood check will spin the long way',
      halfTurn:
        '{{count}} adjacent rotation key pair(s) are an exact half turn apart, first keys {{previous}}→{{key}}; both ways round are equally long, so the direction of the turn is up to the sampler (add a key between them to choose it)',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
    only3d:
      'a 2D rig rotates by an angle in degrees, keyed and interpolated as a number, so there is no quaternion hemisphere to flip and a 180° step turns the way its sign says',
  },
  create(context) {
    return {
      clip: trackCoverage(context, ['rotation']),
      track(baked, clip) {
        const track = authoredTrack(baked);
        if (track.property !== 'rotation' || track.components !== 4) return;
        const flips = { count: 0, first: undefined as number | undefined };
        const halves = { count: 0, first: undefined as number | undefined };
        const keys = decodedKeyCount(track);
        const v = track.values;
        // A stepped segment jumps from one key to the next: no sampler turns through it either way.
        if (track.interpolation === 'STEP') return;
        const interpolations = baked.authored?.interpolations;
        for (let k = 1, b = keyOffset(track, 0); k < keys; k++) {
          const a = b;
          b = keyOffset(track, k);
          if (interpolations?.[k - 1] === 'constant') continue;
          // A non-finite component makes the dot non-finite: that pair is `nan`'s to report.
          const dot = v[a]! * v[b]! + v[a + 1]! * v[b + 1]! + v[a + 2]! * v[b + 2]! + v[a + 3]! * v[b + 3]!;
          if (!Number.isFinite(dot)) continue;
          const tally = Math.abs(dot) <= HALF_TURN_DOT_EPSILON ? halves : dot < 0 ? flips : undefined;
          if (tally === undefined) continue;
          tally.count++;
          tally.first ??= k;
        }
        for (const [tally, messageId] of [[flips, 'hemisphereFlip'], [halves, 'halfTurn']] as const) {
          if (tally.first === undefined) continue;
          const time = track.times[tally.first]!;
          context.report({
            messageId,
            data: { count: tally.count, previous: tally.first - 1, key: tally.first },
            ...(messageId === 'halfTurn' ? { severity: 'note' as const } : {}),
            clip: clip.name,
            bone: boneName(context.document, track),
            ...(Number.isFinite(time) ? { time_s: time } : {}),
            measured: tally.count,
          });
        }
      },
    };
  },
});
