/**
 * `clip-range` — a clip whose declared range and authored keys disagree. Formats that declare a
 * clip's range apart from its keys (FBX stacks: LocalStart/LocalStop) can run past the last key
 * (the pose holds, often an unnoticed export setting) or cut keys off (they are never played).
 * Only clips whose loader knows the key range (`Clip.keyRange`) are judged; elsewhere the range
 * is the keys.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { formatSeconds } from './support/tracks.js';

/** Slack (seconds, well under a frame at 120 fps) within which a range end and a key coincide. */
export const RANGE_SLACK_S = 1e-3;

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: {
      description:
        'Warnings: authored keys outside the clip range (cut off, never played). Notes: a clip range that starts before its first key or runs past its last key (the pose holds).',
    },
    defaultSeverity: 'warning',
    messages: {
      cutsKeys: '{{outside}} of the clip\'s {{keys}} keys lie outside its range (keys {{first}}s to {{last}}s, clip 0s to {{end}}s); they are never played',
      pastLastKey: 'the clip runs to {{end}}s but its last key is at {{last}}s; the final pose holds for {{hold}}s',
      beforeFirstKey: 'the clip starts {{lead}}s before its first key; the first pose holds until {{first}}s',
    },
  },
  create(context) {
    return {
      clip(clip) {
        const range = clip.keyRange;
        if (range === undefined || !Number.isFinite(clip.duration)) return;
        const end = clip.duration;
        const data = { first: formatSeconds(range.first), last: formatSeconds(range.last), end: formatSeconds(end), keys: range.keyCount };
        if (range.outsideCount > 0) {
          context.report({ messageId: 'cutsKeys', data: { ...data, outside: range.outsideCount }, clip: clip.name, measured: range.outsideCount });
        }
        if (range.last < end && exceedsF32Cap(end - range.last, RANGE_SLACK_S)) {
          context.report({
            messageId: 'pastLastKey',
            data: { ...data, hold: formatSeconds(end - range.last) },
            severity: 'note',
            clip: clip.name,
            time_s: range.last,
            measured: range.last,
          });
        }
        if (range.first > 0 && exceedsF32Cap(range.first, RANGE_SLACK_S)) {
          context.report({ messageId: 'beforeFirstKey', data: { ...data, lead: formatSeconds(range.first) }, severity: 'note', clip: clip.name, time_s: 0, measured: range.first });
        }
      },
    };
  },
});
