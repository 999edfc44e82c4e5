/**
 * `in-place` — the declared owner of horizontal movement (`movement_owner_xz`, or the legacy
 * `in_place`) must match the clip. A gameplay-owned clip that also travels moves the character
 * twice (controller plus baked root); an animation-owned clip that stays put leaves a
 * root-motion consumer standing still.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { hasRootMotionRole, measuredSpeed, ownClipMeasurements, TRAVEL_SPEED_MPS } from './support/root-motion.js';
import { formatNumber } from './support/tracks.js';
import { SHARED_GAP } from './support/vocabulary.js';

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Clips must travel (root speed ≥ 0.5 m/s) exactly when movement_owner_xz is animation.' },
    defaultSeverity: 'error',
    messages: {
      travelsButGameplayOwned:
        'the root travels at {{measured}} m/s but movement_owner_xz is gameplay: the clip should be in place (controller and root would both move the character)',
      staticButAnimationOwned:
        'the root travels only {{measured}} m/s (below {{threshold}} m/s) but movement_owner_xz is animation: root motion would leave the character standing',
    },
    // No tunables: the travel threshold is shared with root-motion-speed and foot-slide.
    schema: { type: 'object', properties: {}, additionalProperties: false },
    scopes: [{ code: 'travel_mode', meaning: 'a clip judged against its declared movement owner' }],
    gaps: [SHARED_GAP.roles_unresolved, SHARED_GAP.measurement_unavailable],
  },
  applies(ctx) {
    return ctx.document.clips.some((clip) => ctx.clipExpectations(clip.name).movement_owner_xz !== undefined);
  },
  create(context) {
    return {
      document() {
        context.document.clips.forEach((clip, position) => {
          const owner = context.clipExpectations(clip.name).movement_owner_xz;
          if (owner === undefined) return;
          const scope = { code: 'travel_mode', subject: clip.name };
          if (!hasRootMotionRole(context.rig, context.document.bones.length)) {
            context.gap({ code: 'roles_unresolved', message: `clip '${clip.name}': neither a root nor a hips bone is resolved, so its travel cannot be measured`, scope });
            return;
          }
          const speed = measuredSpeed(ownClipMeasurements(context, position));
          if (speed === undefined) {
            context.gap({ code: 'measurement_unavailable', message: `clip '${clip.name}': speed_mps could not be measured (no pose grid or non-finite root positions)`, scope });
            return;
          }
          context.completed(scope);

          const travels = speed >= TRAVEL_SPEED_MPS;
          const data = { measured: formatNumber(speed), threshold: TRAVEL_SPEED_MPS };
          if (owner === 'gameplay' && travels) {
            context.report({ messageId: 'travelsButGameplayOwned', data, clip: clip.name, measured: speed, expected: 0 });
          } else if (owner === 'animation' && !travels) {
            context.report({ messageId: 'staticButAnimationOwned', data, clip: clip.name, measured: speed, expected: TRAVEL_SPEED_MPS });
          }
        });
      },
    };
  },
});
