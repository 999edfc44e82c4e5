/**
 * `loop-seam-rot` — a declared loop whose rotation speeds up, slows down or turns at the wrap:
 * per bone, the difference between the model-space angular velocity leaving the first sample and
 * the one entering the last (the rotational counterpart of `loop-seam-vel`). The numbers are the
 * measurements' `loop_continuity` rows; no rig roles are needed.
 */
import { defineSeamCheck } from './support/loop-caps.js';

/** Default cap on the seam angular velocity difference: 5 degrees per second. */
export const DEFAULT_MAX_ANGULAR_VELOCITY_DELTA_DEGPS = 5.0;

export default defineSeamCheck({
  description: "Declared loops must keep each bone's model-space angular velocity continuous across the wrap.",
  messageId: 'angularVelocityJump',
  message:
    "loop rotation changes speed at the seam: bone '{{bone}}' leaves the first frame and enters the last at angular velocities {{delta}}°/s apart (cap {{cap}}°/s)",
  field: 'seam_angular_velocity_delta_degps',
  scope: { code: 'loop_seam_rotation', meaning: 'a declared loop clip judged for seam angular velocity' },
  option: 'max_angular_velocity_delta_degps',
  clipCap: 'max_loop_angular_velocity_delta_degps',
  fallback: DEFAULT_MAX_ANGULAR_VELOCITY_DELTA_DEGPS,
});
