/**
 * `quat-norm` — rotation keys must be unit quaternions. Engines that skip renormalisation
 * scale and shear the skinned mesh by the error; those that do renormalise still blend wrongly.
 */
import { authoredTrack, defineCheck, keyOffset } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { boneName, decodedKeyCount, formatNumber } from './support/tracks.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

/** Largest accepted | |q| − 1 |. */
export const NORM_TOLERANCE = 1e-3;

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: { description: 'Rotation keys must be unit quaternions (| |q| − 1 | ≤ 1e-3).' },
    defaultSeverity: 'error',
    messages: {
      nonUnit: 'rotation key {{key}} has length {{norm}}, not 1 ({{count}} non-unit key(s) in the track; this is the worst)',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
  },
  create(context) {
    return {
      clip: trackCoverage(context, ['rotation']),
      track(baked, clip) {
        const track = authoredTrack(baked);
        if (track.property !== 'rotation' || track.components !== 4) return;
        // Spline vertices only: CUBICSPLINE tangents are derivatives, not orientations.
        let worst: { key: number; norm: number; deviation: number } | undefined;
        let count = 0;
        const keys = decodedKeyCount(track);
        for (let k = 0; k < keys; k++) {
          const o = keyOffset(track, k);
          const v = track.values;
          const norm = Math.sqrt(v[o]! * v[o]! + v[o + 1]! * v[o + 1]! + v[o + 2]! * v[o + 2]! + v[o + 3]! * v[o + 3]!);
          if (!Number.isFinite(norm)) continue; // `nan` reports it
          const deviation = Math.abs(norm - 1);
          if (!exceedsF32Cap(deviation, NORM_TOLERANCE)) continue;
          count++;
          if (worst === undefined || deviation > worst.deviation) worst = { key: k, norm, deviation };
        }
        if (worst === undefined) return;
        const time = track.times[worst.key]!;
        context.report({
          messageId: 'nonUnit',
          data: { key: worst.key, norm: formatNumber(worst.norm), count },
          clip: clip.name,
          bone: boneName(context.document, track),
          ...(Number.isFinite(time) ? { time_s: time } : {}),
          measured: Math.fround(worst.norm),
          expected: 1,
        });
      },
    };
  },
});
