/**
 * `loop-seam-vel` — a declared loop whose motion changes speed or direction at the wrap: per
 * bone, the difference between the model-space linear velocity leaving the first sample and the
 * one entering the last (the two in-clip steps next to the wrap, so a closed loop with a
 * duplicated endpoint is not read as standing still). A pose can close exactly and still hitch
 * here. The numbers are the measurements' `loop_continuity` rows; no rig roles are needed.
 */
import { defineSeamCheck } from './support/loop-caps.js';

/** Default cap on the seam velocity difference: 0.1 m/s. */
export const DEFAULT_MAX_VELOCITY_DELTA_MPS = 0.1;

export default defineSeamCheck({
  description: "Declared loops must keep each bone's model-space linear velocity continuous across the wrap.",
  messageId: 'velocityJump',
  message:
    "loop velocity changes at the seam: bone '{{bone}}' leaves the first frame and enters the last at velocities {{delta}} m/s{{inUnits}} apart (cap {{cap}} m/s)",
  field: 'seam_velocity_delta_mps',
  scope: { code: 'loop_seam_velocity', meaning: 'a declared loop clip judged for seam velocity' },
  option: 'max_velocity_delta_mps',
  clipCap: 'max_loop_velocity_delta_mps',
  fallback: DEFAULT_MAX_VELOCITY_DELTA_MPS,
});
