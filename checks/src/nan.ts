/**
 * `nan` — non-finite key times or values. Engines propagate a NaN through the whole pose
 * hierarchy, so one bad number can blank a character.
 */
import { defineCheck, elementsPerKey } from '@animsmith/cli/plugin';
import { boneName } from './support/tracks.js';
import { CLIP_TRACKS_SCOPE, trackCoverage, UNREADABLE_GAP } from './support/unreadable.js';

const CUBIC_PARTS = ['in-tangent', 'value', 'out-tangent'] as const;

/** Index of the first NaN or infinity, or -1; a plain loop, since this scans every stored number. */
function firstNonFinite(array: Float32Array): number {
  for (let i = 0; i < array.length; i++) {
    const v = array[i]!;
    // v - v is 0 for every finite number and NaN for NaN and both infinities.
    if (v - v !== 0) return i;
  }
  return -1;
}

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: { description: 'Key times and values must be finite numbers (no NaN or infinity).' },
    defaultSeverity: 'error',
    messages: {
      nonFiniteTime: 'key {{key}} of the {{property}} track has a non-finite time ({{value}})',
      nonFiniteValue: 'key {{key}} of the {{property}} track has a non-finite {{part}} ({{value}})',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
  },
  create(context) {
    return {
      clip: trackCoverage(context),
      track(track, clip) {
        const where = { clip: clip.name, bone: boneName(context.document, track) };
        const { times, values } = track;

        const badTime = firstNonFinite(times);
        if (badTime >= 0) {
          context.report({
            messageId: 'nonFiniteTime',
            data: { key: badTime, property: track.property, value: String(times[badTime]) },
            ...where,
            measured: times[badTime]!,
          });
        }

        const badValue = firstNonFinite(values);
        if (badValue >= 0) {
          const element = Math.floor(badValue / track.components);
          const perKey = elementsPerKey(track);
          const key = Math.floor(element / perKey);
          const time = times[key];
          context.report({
            messageId: 'nonFiniteValue',
            data: {
              key,
              property: track.property,
              part: perKey === 3 ? CUBIC_PARTS[element % 3]! : 'value',
              value: String(values[badValue]),
            },
            ...where,
            ...(time !== undefined && Number.isFinite(time) ? { time_s: time } : {}),
            measured: values[badValue]!,
          });
        }
      },
    };
  },
});
