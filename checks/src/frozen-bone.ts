/**
 * `frozen-bone` — a bone the clip is declared to animate carries keys but barely rotates: a
 * T-posed limb, a slice from the wrong source, or a masked-out channel that the presence-only
 * `missing-bones` would pass. Real motion turns such bones by tens of degrees; the 1° default
 * floor catches truly static bones without flagging subtle idle sway.
 *
 * The measure is key-based, not sampled: the largest sign-invariant angle between key 0 and any
 * other key of the bone's rotation tracks. A bone keyed only in translation or scale has not
 * rotated at all and measures 0°.
 */
import { defineCheck, keyOffset, type Track } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { quatAngleBetween } from './support/quaternion.js';
import { bonesNamed, distinct } from './support/skeleton-contract.js';
import { decodedKeyCount, formatDegrees, formatNumber } from './support/tracks.js';
import { CLIP_TRACKS_SCOPE, clipScope, hasUnreadableEvidence, UNREADABLE_GAP, unreadableGap } from './support/unreadable.js';

export const DEFAULT_MIN_ROTATION_DEG = 1.0;

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Bones a clip declares in animates_bones must rotate at least a floor angle over their keys.' },
    defaultSeverity: 'error',
    messages: {
      frozenBone:
        "bone '{{bone}}' is declared in animates_bones but rotates only {{rotation}}° from its first key (floor {{floor}}°): a frozen or T-posed limb, or a wrong-source slice?",
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
    schema: {
      type: 'object',
      properties: { min_rotation_deg: { type: 'number', minimum: 0 } },
      additionalProperties: false,
    },
    defaultOptions: { min_rotation_deg: DEFAULT_MIN_ROTATION_DEG },
  },
  applies(ctx) {
    return ctx.document.clips.some((clip) => ctx.clipExpectations(clip.name).animates_bones !== undefined);
  },
  create(context) {
    const floor = (context.options.min_rotation_deg as number | undefined) ?? DEFAULT_MIN_ROTATION_DEG;
    // Once some key data is unreadable, each clip is a unit of work (see support/unreadable.ts).
    const partialLoad = hasUnreadableEvidence(context.document.clips);
    return {
      clip(clip) {
        const declared = context.clipExpectations(clip.name).animates_bones;
        if (declared === undefined) return;
        const names = distinct(declared);
        const unjudged: string[] = [];
        for (const name of names) {
          const bones = new Set(bonesNamed(context.document, name));
          // An unreadable rotation track may hold the motion the floor asks for.
          if (clip.tracks.some((track) => bones.has(track.bone) && track.property === 'rotation' && track.unreadable !== undefined)) {
            unjudged.push(name);
            continue;
          }
          // Only keyed tracks: an absent or unkeyed bone is missing-bones' finding, not a second one here.
          const tracks = clip.tracks.filter((track) => bones.has(track.bone) && decodedKeyCount(track) > 0);
          if (tracks.length === 0) continue;
          let rotation = 0;
          for (const track of tracks) {
            if (track.property === 'rotation') rotation = Math.max(rotation, rotationRangeDeg(track));
          }
          // The floor is inclusive: a bone that rotates exactly the floor passes (compared in f32).
          if (!exceedsF32Cap(floor, rotation)) continue;
          context.report({
            messageId: 'frozenBone',
            data: { bone: name, rotation: formatDegrees(rotation), floor: formatNumber(floor) },
            clip: clip.name,
            bone: name,
            measured: rotation,
            expected: floor,
          });
        }
        if (!partialLoad) return;
        if (unjudged.length < names.length) context.completed(clipScope(clip));
        if (unjudged.length > 0) unreadableGap(context, clip, `the rotation of bone(s) ${unjudged.map((n) => `'${n}'`).join(', ')}`);
      },
    };
  },
});

/**
 * Largest angle (degrees) between key 0 and any other key of a rotation track. Keys that are
 * non-finite or zero-length stand for no orientation and are skipped (`nan` and `quat-norm`
 * report them), so they add no rotation.
 */
function rotationRangeDeg(track: Track): number {
  if (track.components !== 4) return 0;
  const keys = decodedKeyCount(track);
  const v = track.values;
  const first = keyOffset(track, 0);
  let largest = 0;
  for (let k = 1; k < keys; k++) {
    const angle = quatAngleBetween(v, first, v, keyOffset(track, k));
    if (angle !== undefined && angle > largest) largest = angle;
  }
  return (largest * 180) / Math.PI;
}
