/**
 * `loop-seam-vel` — a declared loop whose motion changes speed or direction at the wrap: per
 * bone, the difference between the model-space linear velocity leaving the first sample and the
 * one entering the last (the two in-clip steps next to the wrap, so a closed loop with a
 * duplicated endpoint is not read as standing still). A pose can close exactly and still hitch
 * here. The numbers are the measurements' `loop_continuity` rows; no rig roles are needed.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { declaresLoop, isLoopClip, measuredContinuity, reportWorstOverCap } from './support/loop-caps.js';

/** Default cap on the seam velocity difference: 0.1 m/s. */
export const DEFAULT_MAX_VELOCITY_DELTA_MPS = 0.1;

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Declared loops must keep each bone\'s model-space linear velocity continuous across the wrap.' },
    defaultSeverity: 'error',
    messages: {
      velocityJump:
        "loop velocity changes at the seam: bone '{{bone}}' leaves the first frame and enters the last at velocities {{delta}} m/s apart (cap {{cap}} m/s)",
    },
    schema: {
      type: 'object',
      properties: { max_velocity_delta_mps: { type: 'number', minimum: 0 } },
      additionalProperties: false,
    },
    defaultOptions: { max_velocity_delta_mps: DEFAULT_MAX_VELOCITY_DELTA_MPS },
    scopes: ['loop_seam_velocity'],
    gaps: ['measurement_unavailable'],
  },
  applies: declaresLoop,
  create(context) {
    return {
      clip(clip) {
        if (!isLoopClip(context, clip)) return;
        const rows = measuredContinuity(context, clip, 'loop_seam_velocity');
        if (rows === undefined) return;
        reportWorstOverCap(context, clip, rows, {
          field: 'seam_velocity_delta_mps',
          messageId: 'velocityJump',
          perClip: context.clipExpectations(clip.name).max_loop_velocity_delta_mps,
          option: context.options.max_velocity_delta_mps,
          fallback: DEFAULT_MAX_VELOCITY_DELTA_MPS,
        });
      },
    };
  },
});
