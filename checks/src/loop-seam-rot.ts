/**
 * `loop-seam-rot` — a declared loop whose rotation speeds up, slows down or turns at the wrap:
 * per bone, the difference between the model-space angular velocity leaving the first sample and
 * the one entering the last (the rotational counterpart of `loop-seam-vel`). The numbers are the
 * measurements' `loop_continuity` rows; no rig roles are needed.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { declaresLoop, isLoopClip, measuredContinuity, reportWorstOverCap } from './support/loop-caps.js';

/** Default cap on the seam angular velocity difference: 5 degrees per second. */
export const DEFAULT_MAX_ANGULAR_VELOCITY_DELTA_DEGPS = 5.0;

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Declared loops must keep each bone\'s model-space angular velocity continuous across the wrap.' },
    defaultSeverity: 'error',
    messages: {
      angularVelocityJump:
        "loop rotation changes speed at the seam: bone '{{bone}}' leaves the first frame and enters the last at angular velocities {{delta}}°/s apart (cap {{cap}}°/s)",
    },
    schema: {
      type: 'object',
      properties: { max_angular_velocity_delta_degps: { type: 'number', minimum: 0 } },
      additionalProperties: false,
    },
    defaultOptions: { max_angular_velocity_delta_degps: DEFAULT_MAX_ANGULAR_VELOCITY_DELTA_DEGPS },
    scopes: ['loop_seam_rotation'],
    gaps: ['measurement_unavailable'],
  },
  applies: declaresLoop,
  create(context) {
    return {
      clip(clip) {
        if (!isLoopClip(context, clip)) return;
        const rows = measuredContinuity(context, clip, 'loop_seam_rotation');
        if (rows === undefined) return;
        reportWorstOverCap(context, clip, rows, {
          field: 'seam_angular_velocity_delta_degps',
          messageId: 'angularVelocityJump',
          perClip: context.clipExpectations(clip.name).max_loop_angular_velocity_delta_degps,
          option: context.options.max_angular_velocity_delta_degps,
          fallback: DEFAULT_MAX_ANGULAR_VELOCITY_DELTA_DEGPS,
        });
      },
    };
  },
});
