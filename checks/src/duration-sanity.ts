/**
 * `duration-sanity` — clip durations that are degenerate, disagree with a declared
 * `[clips.X] duration_s` pin, or hide channels that stop early (an engine holds a short channel's
 * last key for the rest of the clip, which usually means a partial export).
 */
import { defineCheck, type ValueWithTolerance } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { formatSeconds } from './support/tracks.js';
import { CLIP_TRACKS_SCOPE, clipScope, durationGap, hasUnreadableEvidence, UNREADABLE_GAP, unreadableGap, unreadableTrackCount } from './support/unreadable.js';

/** Channel end-time spread beyond this (about half a frame at 30 fps) is flagged. */
export const END_SPREAD_TOLERANCE_S = 0.017;

function isValidPin(pin: ValueWithTolerance): boolean {
  return Number.isFinite(pin.value) && pin.value > 0 && Number.isFinite(pin.tolerance) && pin.tolerance >= 0;
}

export default defineCheck({
  meta: {
    type: 'mechanical',
    docs: {
      description:
        'Errors: a clip duration that is not positive and finite, an invalid duration_s pin, a duration outside its pin. ' +
        'Warnings: a clip with no bone tracks (morph-weight clips need none), channels that end at different times.',
    },
    // The default severity is that of the duration errors; the two warnings set theirs per finding
    // (and the description says so, since `checks list` shows one severity per check).
    defaultSeverity: 'error',
    messages: {
      invalidPin:
        'the declared duration_s pin ({{value}} ± {{tolerance}}s) is invalid: value must be finite and positive, tolerance finite and non-negative',
      noTracks: 'clip has no bone tracks{{other}}',
      degenerateDuration: 'clip duration is {{duration}}s; it must be finite and positive',
      durationMismatch: 'clip lasts {{duration}}s but duration_s declares {{value}} ± {{tolerance}}s (sliced clip or dropped frame?)',
      channelEndMismatch: 'channels end at different times ({{min}}s to {{max}}s); the shorter ones hold their last key',
    },
    scopes: [CLIP_TRACKS_SCOPE],
    gaps: [UNREADABLE_GAP],
  },
  create(context) {
    // Once some key data is unreadable, each clip is a unit of work (see support/unreadable.ts).
    const partialLoad = hasUnreadableEvidence(context.document.clips);
    return {
      clip(clip) {
        const pin = context.clipExpectations(clip.name).duration_s;
        const validPin = pin !== undefined && isValidPin(pin) ? pin : undefined;
        const duration = clip.duration;

        if (pin !== undefined && validPin === undefined) {
          context.report({
            messageId: 'invalidPin',
            data: { value: String(pin.value), tolerance: String(pin.tolerance) },
            clip: clip.name,
            measured: duration,
          });
        }

        if (clip.durationUnavailable !== undefined) {
          // The pin's own validity was judged above; the duration itself cannot be.
          if (pin !== undefined && validPin === undefined) context.completed(clipScope(clip));
          durationGap(context, clip);
          return;
        }
        if (partialLoad) {
          context.completed(clipScope(clip));
          const unreadable = unreadableTrackCount(clip);
          if (unreadable > 0) unreadableGap(context, clip, `the end times of ${unreadable} track(s)`);
        }

        const channels = context.source.animations.find((a) => a.index === clip.index)?.channels ?? [];
        // A morph-weight clip (facial, blend shapes) is complete without bone tracks.
        const morphClip = channels.some((c) => c.target.kind === 'node' && c.target.path === 'weights');
        if (clip.tracks.length === 0 && !morphClip) {
          // Say what the clip does carry (pointer targets, other properties), so the warning is
          // not read as an empty export.
          const others = channels.length;
          const other = others > 0 ? ` (its ${others} channel(s) target non-bone properties, which are not judged)` : '';
          context.report({ messageId: 'noTracks', data: { other }, severity: 'warning', clip: clip.name });
          // An empty clip with a valid pin still contradicts that pin below.
          if (validPin === undefined) return;
        }

        if (!(Number.isFinite(duration) && duration > 0)) {
          context.report({
            messageId: 'degenerateDuration',
            data: { duration: formatSeconds(duration) },
            clip: clip.name,
            measured: duration,
            ...(validPin ? { expected: validPin.value } : {}),
          });
          return;
        }

        if (validPin && exceedsF32Cap(Math.abs(duration - validPin.value), validPin.tolerance)) {
          context.report({
            messageId: 'durationMismatch',
            data: {
              duration: formatSeconds(duration),
              value: String(validPin.value),
              tolerance: String(validPin.tolerance),
            },
            clip: clip.name,
            measured: duration,
            expected: validPin.value,
          });
        }

        // Single-key tracks are pinned values (a common bake idiom), not truncated channels.
        let min = Infinity;
        let max = -Infinity;
        for (const track of clip.tracks) {
          if (track.times.length < 2) continue;
          const end = track.times[track.times.length - 1]!;
          if (!Number.isFinite(end)) continue;
          min = Math.min(min, end);
          max = Math.max(max, end);
        }
        if (min > max) return;
        const spread = Math.fround(max - min);
        if (exceedsF32Cap(spread, END_SPREAD_TOLERANCE_S)) {
          context.report({
            messageId: 'channelEndMismatch',
            data: { min: formatSeconds(min), max: formatSeconds(max) },
            severity: 'warning',
            clip: clip.name,
            time_s: min,
            measured: spread,
            expected: 0,
          });
        }
      },
    };
  },
});
