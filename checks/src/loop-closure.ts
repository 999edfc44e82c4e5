/**
 * `loop-closure` — a declared loop whose last pose is not its first: per bone, the model-space
 * position and rotation distance between the last and the first sample of the shared grid (C0
 * closure across the wrap). Position and rotation are judged independently, each naming the worst
 * bone; no rig roles are needed. The numbers are the measurements' `loop_continuity` rows.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { declaresLoop, isLoopClip, measuredContinuity, reportWorstOverCap } from './support/loop-caps.js';
import { SHARED_GAP } from './support/vocabulary.js';

/** Default cap on the last-to-first model-space position distance: 1 cm. */
export const DEFAULT_MAX_POSITION_DELTA_M = 0.01;
/** Default cap on the last-to-first shortest-path model-space rotation: 1 degree. */
export const DEFAULT_MAX_ROTATION_DELTA_DEG = 1.0;

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Declared loops must end in the pose they start in (per-bone model-space position and rotation).' },
    defaultSeverity: 'error',
    messages: {
      positionOpen:
        "loop does not close in position: bone '{{bone}}' ends {{delta}} m{{inUnits}} from its first-frame model-space position (cap {{cap}} m)",
      rotationOpen:
        "loop does not close in rotation: bone '{{bone}}' ends {{delta}}° from its first-frame model-space rotation (cap {{cap}}°)",
    },
    schema: {
      type: 'object',
      properties: {
        max_position_delta_m: { type: 'number', minimum: 0 },
        max_rotation_delta_deg: { type: 'number', minimum: 0 },
      },
      additionalProperties: false,
    },
    defaultOptions: {
      max_position_delta_m: DEFAULT_MAX_POSITION_DELTA_M,
      max_rotation_delta_deg: DEFAULT_MAX_ROTATION_DELTA_DEG,
    },
    scopes: [{ code: 'loop_closure', meaning: 'a declared loop clip judged for C0 closure' }],
    gaps: [SHARED_GAP.measurement_unavailable],
    // The measurements' loop_endpoint_mode closes a loop at these same caps.
    measureOptions: { loopClosurePositionM: 'max_position_delta_m', loopClosureRotationDeg: 'max_rotation_delta_deg' },
  },
  applies: declaresLoop,
  create(context) {
    return {
      clip(clip) {
        if (!isLoopClip(context, clip)) return;
        const rows = measuredContinuity(context, clip, 'loop_closure');
        if (rows === undefined) return;
        const expectations = context.clipExpectations(clip.name);
        reportWorstOverCap(context, clip, rows, {
          field: 'position_delta_m',
          messageId: 'positionOpen',
          perClip: expectations.max_loop_position_delta_m,
          option: context.options.max_position_delta_m,
          fallback: DEFAULT_MAX_POSITION_DELTA_M,
        });
        reportWorstOverCap(context, clip, rows, {
          field: 'rotation_delta_deg',
          messageId: 'rotationOpen',
          perClip: expectations.max_loop_rotation_delta_deg,
          option: context.options.max_rotation_delta_deg,
          fallback: DEFAULT_MAX_ROTATION_DELTA_DEG,
        });
      },
    };
  },
});
