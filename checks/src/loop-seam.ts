/**
 * `loop-seam` — the locomotion view of a popped loop: how far the feet (relative to the hips, so
 * root travel cancels) jump across the wrap, as a multiple of the neighbouring in-clip step.
 * A clean cycle wraps by about one ordinary step (ratio ≈ 1, or ≈ 0 with a duplicated endpoint);
 * a cycle cut short pops well above it. Judged from the measurements' `loop_seam_ratio`.
 *
 * Needs the hips role and at least one foot or toe role. A clip whose feet barely move next to
 * the wrap (neighbouring step below `min_stride_step_m`) has no stride to divide by: that is a
 * gap, never a pass.
 */
import { defineCheck, type CheckContext, type Clip, type RigRole } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { declaresLoop, isLoopClip, numberOption, ownMeasurements, unavailableWhy } from './support/loop-caps.js';
import { formatNumber } from './support/tracks.js';
import { SHARED_GAP } from './support/vocabulary.js';

/** Default cap on the seam ratio; a clean loop sits near 1. */
export const DEFAULT_MAX_RATIO = 1.5;
/**
 * Default stride floor (metres): the largest foot step next to the wrap must reach it for the
 * ratio to mean anything. The host's `loop_seam_ratio` measurement uses this check's value.
 */
export const DEFAULT_MIN_STRIDE_STEP_M = 0.02;

const FOOT_ROLES: readonly RigRole[] = ['left_foot', 'left_toe', 'right_foot', 'right_toe'];

type SeamOutcome = { readonly ratio: number } | { readonly unavailable: string };

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Declared loops must not pop at the wrap: feet relative to the hips jump at most max_ratio neighbouring steps.' },
    defaultSeverity: 'error',
    messages: {
      seamPop:
        'loop seam pops: the feet (relative to the hips) jump {{ratio}}× the neighbouring in-clip step across the wrap (cap {{cap}}); the clip does not close its cycle',
    },
    schema: {
      type: 'object',
      properties: {
        max_ratio: { type: 'number', minimum: 0 },
        min_stride_step_m: { type: 'number', minimum: 0 },
      },
      additionalProperties: false,
    },
    defaultOptions: { max_ratio: DEFAULT_MAX_RATIO, min_stride_step_m: DEFAULT_MIN_STRIDE_STEP_M },
    scopes: [{ code: 'loop_seam', meaning: 'a declared loop clip judged for the foot seam ratio' }],
    gaps: [SHARED_GAP.roles_unresolved, SHARED_GAP.measurement_unavailable],
    measureOptions: { minStrideStepM: 'min_stride_step_m' },
  },
  applies: declaresLoop,
  create(context) {
    const maxRatio = numberOption(context.options, 'max_ratio', DEFAULT_MAX_RATIO);
    const minStride = numberOption(context.options, 'min_stride_step_m', DEFAULT_MIN_STRIDE_STEP_M);
    const boneCount = context.document.bones.length;
    const role = (name: RigRole): number | undefined => {
      const index = context.rig.roles[name];
      return index !== undefined && Number.isInteger(index) && index >= 0 && index < boneCount ? index : undefined;
    };
    const hips = role('hips');
    const feet = FOOT_ROLES.map(role).filter((b): b is number => b !== undefined);

    return {
      clip(clip) {
        if (!isLoopClip(context, clip)) return;
        const scope = { code: 'loop_seam', subject: clip.name };
        if (hips === undefined || feet.length === 0) {
          const missing = [...(hips === undefined ? ['hips'] : []), ...(feet.length === 0 ? ['a foot or toe'] : [])];
          context.gap({
            code: 'roles_unresolved',
            message: `clip '${clip.name}': the seam ratio needs the ${missing.join(' and ')} role (set [rig] profile or [rig.roles])`,
            scope,
          });
          return;
        }
        // The host measures the ratio at this check's configured stride floor.
        const seam = measuredSeam(context, clip, minStride);
        if ('unavailable' in seam) {
          context.gap({ code: 'measurement_unavailable', message: `clip '${clip.name}' has no seam ratio: ${seam.unavailable}`, scope });
          return;
        }
        context.completed(scope);
        if (exceedsF32Cap(seam.ratio, maxRatio)) {
          context.report({
            messageId: 'seamPop',
            data: { ratio: formatNumber(seam.ratio), cap: String(maxRatio) },
            clip: clip.name,
            time_s: clip.duration,
            measured: seam.ratio,
            expected: maxRatio,
          });
        }
      },
    };
  },
});

function measuredSeam(context: CheckContext, clip: Clip, minStride: number): SeamOutcome {
  const measurements = ownMeasurements(context, clip);
  if (measurements?.loop_seam_ratio_availability === 'measured' && measurements.loop_seam_ratio !== undefined) {
    return { ratio: measurements.loop_seam_ratio };
  }
  return {
    unavailable: unavailableWhy(
      context,
      clip,
      `the feet barely move next to the wrap (largest step below min_stride_step_m ${minStride} m) or their sampled positions are not finite`,
    ),
  };
}
