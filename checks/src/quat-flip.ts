/**
 * `quat-flip` — adjacent rotation keys in opposite hemispheres (dot < 0). q and −q are the same
 * orientation, but a sampler that interpolates without a neighbourhood check takes the long way
 * round between them: a visible spin of up to a full turn.
 */
import { defineCheck, keyOffset } from '@animsmith/cli/plugin';
import { boneName, decodedKeyCount } from './support/tracks.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: { description: 'Adjacent rotation keys should lie in the same hemisphere (dot product ≥ 0).' },
    defaultSeverity: 'warning',
    messages: {
      hemisphereFlip:
        '{{count}} adjacent rotation key pair(s) change hemisphere, first keys {{previous}}→{{key}}; samplers without a neighbourhood check will spin the long way',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
  },
  create(context) {
    return {
      clip: trackCoverage(context, ['rotation']),
      track(track, clip) {
        if (track.property !== 'rotation' || track.components !== 4) return;
        let first: number | undefined;
        let count = 0;
        const keys = decodedKeyCount(track);
        const v = track.values;
        for (let k = 1; k < keys; k++) {
          const a = keyOffset(track, k - 1);
          const b = keyOffset(track, k);
          // A non-finite component makes the dot non-finite: that pair is `nan`'s to report.
          const dot = v[a]! * v[b]! + v[a + 1]! * v[b + 1]! + v[a + 2]! * v[b + 2]! + v[a + 3]! * v[b + 3]!;
          if (Number.isFinite(dot) && dot < 0) {
            count++;
            first ??= k;
          }
        }
        if (first === undefined) return;
        const time = track.times[first]!;
        context.report({
          messageId: 'hemisphereFlip',
          data: { count, previous: first - 1, key: first },
          clip: clip.name,
          bone: boneName(context.document, track),
          ...(Number.isFinite(time) ? { time_s: time } : {}),
          measured: count,
          expected: 0,
        });
      },
    };
  },
});
