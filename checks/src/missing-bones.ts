/**
 * `missing-bones` — bones a clip is declared to animate (`[clips.X] animates_bones`) must exist
 * in the skeleton and carry at least one key in that clip. Catches slices that drop a channel
 * (the limb then holds its rest pose) and clips exported against the wrong rig. Whether the keyed
 * bone actually moves is `frozen-bone`'s question.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { bonesNamed, distinct } from './support/skeleton-contract.js';
import { decodedKeyCount } from './support/tracks.js';
import { CLIP_TRACKS_SCOPE, clipScope, hasUnreadableEvidence, UNREADABLE_GAP, unreadableGap } from './support/unreadable.js';

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Bones a clip declares in animates_bones must exist in the skeleton and be keyed in that clip.' },
    defaultSeverity: 'error',
    messages: {
      notInSkeleton: "bone '{{bone}}' is declared in animates_bones but does not exist in the skeleton",
      notKeyed: "bone '{{bone}}' is declared in animates_bones but carries no keys in this clip",
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
  },
  applies(ctx) {
    return ctx.document.clips.some((clip) => ctx.clipExpectations(clip.name).animates_bones !== undefined);
  },
  create(context) {
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
          if (bones.size === 0) {
            context.report({ messageId: 'notInSkeleton', data: { bone: name }, clip: clip.name, bone: name });
            continue;
          }
          // Names are not unique; a key on any bone of that name satisfies the declaration
          // (required-bones is where a duplicated name is an error).
          const keyed = clip.tracks.some((track) => bones.has(track.bone) && decodedKeyCount(track) > 0);
          if (keyed) continue;
          // Keys that could not be read are unknown, not absent.
          if (clip.tracks.some((track) => bones.has(track.bone) && track.unreadable !== undefined)) {
            unjudged.push(name);
            continue;
          }
          context.report({ messageId: 'notKeyed', data: { bone: name }, clip: clip.name, bone: name });
        }
        if (!partialLoad) return;
        if (unjudged.length < names.length) context.completed(clipScope(clip));
        if (unjudged.length > 0) unreadableGap(context, clip, `whether bone(s) ${unjudged.map((n) => `'${n}'`).join(', ')} are keyed`);
      },
    };
  },
});
