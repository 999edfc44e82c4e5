/**
 * `bind-pose` — a clip whose first frame is far from the skeleton's rest pose on average was
 * almost certainly authored against a different bind (wrong seed rig, wrong export skeleton).
 * Few clips start exactly at rest, so single bones may deviate freely; only a large mean
 * deviation across the clip's rotation tracks fires.
 *
 * The evidence is key 0 of each rotation track against its bone's rest rotation (sign-invariant
 * angle). Fewer than three usable tracks (or than the rig has bones, on a smaller rig) is too
 * little to call a pose mismatch, and is reported as a coverage gap rather than a pass.
 */
import { defineCheck, keyOffset } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { quatAngleBetween } from './support/quaternion.js';
import { decodedKeyCount, formatDegrees, formatNumber } from './support/tracks.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

export const DEFAULT_MAX_MEAN_REST_DELTA_DEG = 45;
/** Usable rotation tracks a clip needs before its mean deviation means anything. */
export const MIN_ROTATION_TRACKS = 3;

const SCOPE = 'first_frame_rest_delta';

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: "A clip's first frame should stay near the rest pose on average across its rotation tracks." },
    defaultSeverity: 'warning',
    messages: {
      farFromRest:
        "first frame deviates from the rest pose by {{mean}}° on average across {{count}} rotation tracks (worst '{{worst}}': {{worstDeg}}°), above {{cap}}°: authored against a different bind?",
    },
    schema: {
      type: 'object',
      properties: { max_mean_rest_delta_deg: { type: 'number', minimum: 0 } },
      additionalProperties: false,
    },
    defaultOptions: { max_mean_rest_delta_deg: DEFAULT_MAX_MEAN_REST_DELTA_DEG },
    scopes: [{ code: SCOPE, meaning: 'a clip judged for its first-frame distance from the rest pose' }, CLIP_TRACKS_SCOPE],
    gaps: [
      { code: 'insufficient_rotation_evidence', meaning: 'fewer than three rotation tracks with usable first keys and rest rotations' },
      UNREADABLE_GAP,
    ],
  },
  applies(ctx) {
    return ctx.document.clips.length > 0;
  },
  create(context) {
    const cap = (context.options.max_mean_rest_delta_deg as number | undefined) ?? DEFAULT_MAX_MEAN_REST_DELTA_DEG;
    const coverage = trackCoverage(context, ['rotation']);
    return {
      clip(clip) {
        coverage(clip);
        // A clip without bone tracks (a morph-weight clip) poses no bones: nothing to judge, no gap.
        if (clip.tracks.length === 0) return;
        let total = 0;
        let count = 0;
        let worst: { deg: number; bone: string } | undefined;
        for (const track of clip.tracks) {
          if (track.property !== 'rotation' || track.components !== 4 || decodedKeyCount(track) === 0) continue;
          const bone = context.document.bones[track.bone];
          if (bone === undefined) continue;
          // Undefined when either quaternion is non-finite or zero-length: no evidence either way.
          const angle = quatAngleBetween(bone.rest.rotation, 0, track.values, keyOffset(track, 0));
          if (angle === undefined) continue;
          const deg = (angle * 180) / Math.PI;
          total += deg;
          count++;
          if (worst === undefined || deg > worst.deg) worst = { deg, bone: bone.name };
        }
        // A rig smaller than the evidence floor is judged on all its bones: no rig is told to grow.
        const needed = Math.min(MIN_ROTATION_TRACKS, context.document.bones.length);
        if (count < needed || worst === undefined) {
          context.gap({
            code: 'insufficient_rotation_evidence',
            message: `clip '${clip.name}' has ${count} rotation track(s) with a usable first key and rest rotation; ${needed} ${needed === 1 ? 'is' : 'are'} needed to judge its first frame against the rest pose`,
            scope: { code: SCOPE, subject: clip.name },
          });
          return;
        }
        context.completed({ code: SCOPE, subject: clip.name });
        const mean = total / count;
        if (!exceedsF32Cap(mean, cap)) return;
        context.report({
          messageId: 'farFromRest',
          data: { mean: formatDegrees(mean), count, worst: worst.bone, worstDeg: formatDegrees(worst.deg), cap: formatNumber(cap) },
          clip: clip.name,
          bone: worst.bone,
          time_s: 0,
          measured: mean,
          expected: cap,
        });
      },
    };
  },
});
