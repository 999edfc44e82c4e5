/**
 * `root-motion-speed` — a clip whose root motion the animation owns must travel at its declared
 * `[clips.X] speed_mps`, so gameplay that reads the root (or plays the clip at a matching
 * locomotion speed) does not skate. Measured start-to-end on the root (hips fallback).
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { hasRootMotionRole, isValidSpeedPin, measuredSpeed, ownClipMeasurements, TRAVEL_SPEED_MPS } from './support/root-motion.js';
import { formatNumber } from './support/tracks.js';
import { SHARED_GAP } from './support/vocabulary.js';

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Root-motion clips must travel at their declared speed_mps (start-to-end horizontal root speed).' },
    defaultSeverity: 'error',
    messages: {
      strayPin:
        'the root barely travels ({{measured}} m/s) but speed_mps declares {{value}} ± {{tolerance}} m/s: an in-place clip with a travelling pin, or a pin meant for another clip',
      speedMismatch: 'the root travels at {{measured}} m/s but speed_mps declares {{value}} ± {{tolerance}} m/s',
      invalidPin:
        'the declared speed_mps pin ({{value}} ± {{tolerance}} m/s) is invalid: value and tolerance must be finite and non-negative',
    },
    // No tunables: the pin is per clip and the stray-pin floor is the shared travel threshold.
    schema: { type: 'object', properties: {}, additionalProperties: false },
    scopes: [{ code: 'root_motion_speed', meaning: 'a clip judged against its declared speed' }],
    gaps: [SHARED_GAP.roles_unresolved, SHARED_GAP.measurement_unavailable],
  },
  applies(ctx) {
    return ctx.document.clips.some((clip) => {
      const e = ctx.clipExpectations(clip.name);
      return e.speed_mps !== undefined && e.movement_owner_xz !== 'gameplay';
    });
  },
  create(context) {
    return {
      document() {
        context.document.clips.forEach((clip, position) => {
          const expectations = context.clipExpectations(clip.name);
          const pin = expectations.speed_mps;
          // Gameplay-owned XZ motion is `in-place`'s to judge: such a clip is meant not to travel.
          if (pin === undefined || expectations.movement_owner_xz === 'gameplay') return;
          const scope = { code: 'root_motion_speed', subject: clip.name };
          const data = { value: String(pin.value), tolerance: String(pin.tolerance) };
          const speed = measuredSpeed(ownClipMeasurements(context, position));

          // A bad pin is wrong whatever the clip does; say so rather than compare against NaN.
          if (!isValidSpeedPin(pin)) {
            context.report({ messageId: 'invalidPin', data, clip: clip.name, ...(speed !== undefined ? { measured: speed } : {}) });
            context.completed(scope);
            return;
          }
          if (!hasRootMotionRole(context.rig, context.document.bones.length)) {
            context.gap({ code: 'roles_unresolved', message: `clip '${clip.name}': neither a root nor a hips bone is resolved, so its travel cannot be measured`, scope });
            return;
          }
          if (speed === undefined) {
            context.gap({ code: 'measurement_unavailable', message: `clip '${clip.name}': speed_mps could not be measured (no pose grid or non-finite root positions)`, scope });
            return;
          }
          context.completed(scope);

          const found = { ...data, measured: formatNumber(speed) };
          if (speed < TRAVEL_SPEED_MPS && pin.value >= TRAVEL_SPEED_MPS) {
            context.report({ messageId: 'strayPin', data: found, clip: clip.name, measured: speed, expected: pin.value });
          } else if (exceedsF32Cap(Math.abs(speed - pin.value), pin.tolerance)) {
            context.report({ messageId: 'speedMismatch', data: found, clip: clip.name, measured: speed, expected: pin.value });
          }
        });
      },
    };
  },
});
