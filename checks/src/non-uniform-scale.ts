/**
 * `non-uniform-scale` — scale components that differ, animated or held. Most runtimes and
 * retargeters cannot represent non-uniform scale under rotation (it turns into shear).
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { boneName, formatNumber, hasNoOwnCurve, SQUASH_AND_STRETCH } from './support/tracks.js';
import { analyzeVec3Trajectory } from './support/vec3-trajectory.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

/** Absolute pairwise component difference beyond which scale is non-uniform. */
export const NON_UNIFORM_TOLERANCE = 1e-4;

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: { description: 'Flags non-uniform scale: scale components differing by more than 1e-4 anywhere on the curve.' },
    defaultSeverity: 'warning',
    messages: {
      nonUniformScale: 'scale components differ by up to {{spread}}; make sure non-uniform scale is intended, many rigs and retargeters mishandle it',
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
        const spread = trajectory.maxPairwiseSpread;
        if (!exceedsF32Cap(spread, NON_UNIFORM_TOLERANCE)) return;
        context.report({
          messageId: 'nonUniformScale',
          data: { spread: formatNumber(spread) },
          clip: clip.name,
          bone: boneName(context.document, track),
          time_s: trajectory.maxPairwiseTime,
          measured: Math.fround(spread),
          expected: 0,
        });
      },
    };
  },
});
