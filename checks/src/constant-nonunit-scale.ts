/**
 * `constant-nonunit-scale` (opt-in) — a scale channel that never changes but is not (1, 1, 1).
 * Harmless to most runtimes, yet some pipelines (retargeting, root-scale conventions) care about
 * a retained non-unit scale even when it is static; enable it for those projects.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { boneName, formatNumber } from './support/tracks.js';
import { analyzeVec3Trajectory, componentRange, unitDeviation } from './support/vec3-trajectory.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

/** Shared tolerance: the track is constant within it, and non-unit beyond it. */
export const UNIT_TOLERANCE = 1e-4;

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: { description: 'Opt-in: flags constant scale tracks (including single-key pins) held away from (1, 1, 1) by more than 1e-4.' },
    defaultSeverity: 'note',
    optIn: true,
    messages: {
      constantNonUnitScale: 'scale is held constant at ({{x}}, {{y}}, {{z}}), not (1, 1, 1)',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
  },
  create(context) {
    return {
      clip: trackCoverage(context, ['scale']),
      track(track, clip) {
        if (track.property !== 'scale') return;
        const trajectory = analyzeVec3Trajectory(track);
        if (trajectory === undefined) return;
        if (exceedsF32Cap(componentRange(trajectory), UNIT_TOLERANCE)) return; // animated: scale-keys
        const deviation = unitDeviation(trajectory);
        if (!exceedsF32Cap(deviation, UNIT_TOLERANCE)) return;
        const [x, y, z] = trajectory.min.map(formatNumber);
        context.report({
          messageId: 'constantNonUnitScale',
          data: { x: x!, y: y!, z: z! },
          clip: clip.name,
          bone: boneName(context.document, track),
          measured: Math.fround(deviation),
          expected: 0,
        });
      },
    };
  },
});
