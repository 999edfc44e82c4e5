/**
 * `scale-keys` — animated scale. On a skeletal clip it is usually an export accident (a stray
 * key, a unit-conversion bake), and many rigs and retargeters ignore or mishandle it.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { boneName, formatNumber, hasNoOwnCurve, SQUASH_AND_STRETCH } from './support/tracks.js';
import { analyzeVec3Trajectory, componentRange } from './support/vec3-trajectory.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

/** Component range beyond which a scale track is animated. */
export const SCALE_VARIATION_TOLERANCE = 1e-4;

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: { description: 'Flags animated scale: a scale track whose curve varies by more than 1e-4 in any component.' },
    defaultSeverity: 'warning',
    messages: {
      animatedScale: 'scale is animated (a component varies by {{range}}); make sure this is intended, many rigs and retargeters mishandle it',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
    only3d: SQUASH_AND_STRETCH,
  },
  create(context) {
    return {
      clip: trackCoverage(context, ['scale']),
      track(track, clip) {
        if (track.property !== 'scale' || hasNoOwnCurve(track)) return;
        const trajectory = analyzeVec3Trajectory(track);
        if (trajectory === undefined) return;
        const range = componentRange(trajectory);
        if (!exceedsF32Cap(range, SCALE_VARIATION_TOLERANCE)) return;
        context.report({
          messageId: 'animatedScale',
          data: { range: formatNumber(range) },
          clip: clip.name,
          bone: boneName(context.document, track),
          measured: Math.fround(range),
          expected: 0,
        });
      },
    };
  },
});
