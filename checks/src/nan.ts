/**
 * `nan` — non-finite key times or values. Engines propagate a NaN through the whole pose
 * hierarchy, so one bad number can blank a character.
 *
 * Keys are the authored ones (`authoredTrack`), so "key N" is the file's key N. A baked track
 * whose keys are finite can still sample to a non-finite pose (a curve between them); that is
 * reported by its time, since a sample index is not a key.
 */
import { authoredTrack, defineCheck, elementsPerKey } from '@animsmith/cli/plugin';
import { boneName, formatSeconds, oncePerTimes } from './support/tracks.js';
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
      nonFiniteSample: 'the {{property}} track samples to a non-finite value ({{value}}) at {{time}}s, between finite keys',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
  },
  create(context) {
    const firstNonFiniteTime = oncePerTimes(firstNonFinite);
    return {
      clip: trackCoverage(context),
      track(baked, clip) {
        const track = authoredTrack(baked);
        const where = { clip: clip.name, bone: boneName(context.document, track) };
        const { times, values } = track;

        const badTime = firstNonFiniteTime(times);
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

        if (track === baked || badTime >= 0 || badValue >= 0) return;
        const badSample = firstNonFinite(baked.values);
        if (badSample < 0) return;
        const time = baked.times[Math.floor(badSample / baked.components)];
        context.report({
          messageId: 'nonFiniteSample',
          data: { property: baked.property, value: String(baked.values[badSample]), time: formatSeconds(time ?? NaN) },
          ...where,
          ...(time !== undefined && Number.isFinite(time) ? { time_s: time } : {}),
          measured: baked.values[badSample]!,
        });
      },
    };
  },
});
