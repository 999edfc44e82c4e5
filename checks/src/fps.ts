/**
 * `fps` — a clip declared at `[clips.X] fps` should sit on that frame grid: its duration a whole
 * number of frames and every authored key on a whole frame. Off-grid keys get resampled or
 * snapped by engines that import at a fixed rate (a pop or a dropped pose), and an off-grid
 * duration leaves a fractional last frame that loops and syncs badly.
 *
 * The `frame_grid` measurement already records when the clip sits on the declared grid; this
 * check reuses it and only inspects the keys itself when the measurement says the clip is off it.
 */
import { defineCheck, valueKeyCount, type Clip } from '@animsmith/cli/plugin';
import { ownClipMeasurements } from './support/root-motion.js';
import { formatNumber, formatSeconds } from './support/tracks.js';
import { UNREADABLE_GAP, unreadableGap, unreadableTrackCount } from './support/unreadable.js';

/** Largest distance from a whole frame, in frames, still on the grid (same as `frame_grid`). */
export const FRAME_TOLERANCE = 0.1;

/** Rounds half away from zero, as the `frame_grid` measurement does. */
function roundHalfAway(x: number): number {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}

function frameOffset(frames: number): number {
  return Math.abs(frames - roundHalfAway(frames));
}

interface OffGridKey {
  readonly time: number;
  readonly bone: number;
  readonly offset: number;
}

/**
 * The key furthest from a whole frame over the clip's usable tracks (not malformed, bone in
 * range; first one on ties), or undefined when none is off the grid. Non-finite key times are
 * `nan`'s to report and never count here.
 */
function worstOffGridKey(clip: Clip, boneCount: number, fps: number): OffGridKey | undefined {
  let worst: OffGridKey | undefined;
  for (const track of clip.tracks) {
    if (track.malformed !== undefined || !Number.isInteger(track.bone) || track.bone < 0 || track.bone >= boneCount) continue;
    const keys = Math.min(track.times.length, valueKeyCount(track));
    for (let k = 0; k < keys; k++) {
      const time = track.times[k]!;
      // A non-finite time gives a NaN offset, which never compares greater.
      const offset = frameOffset(time * fps);
      if (offset > FRAME_TOLERANCE && (worst === undefined || offset > worst.offset)) worst = { time, bone: track.bone, offset };
    }
  }
  return worst;
}

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Clips with a declared fps must last a whole number of frames and key only on whole frames.' },
    defaultSeverity: 'warning',
    messages: {
      durationOffGrid:
        'the clip lasts {{duration}}s = {{frames}} frames at {{fps}} fps, not a whole number of frames (nearest {{nearest}})',
      keyOffGrid:
        'a key at {{time}}s lies on frame {{frames}} at {{fps}} fps, {{offset}} frame(s) from the nearest whole frame {{nearest}} (worst key of the clip)',
    },
    // No tunables: the 0.1-frame tolerance is the one the frame_grid measurement uses.
    schema: { type: 'object', properties: {}, additionalProperties: false },
    scopes: [{ code: 'frame_grid', meaning: 'a clip judged against its declared fps' }],
    gaps: [{ code: 'invalid_declared_fps', meaning: 'the declared fps is not a positive finite number' }, UNREADABLE_GAP],
  },
  applies(ctx) {
    return ctx.document.clips.some((clip) => ctx.clipExpectations(clip.name).fps !== undefined);
  },
  create(context) {
    const { bones } = context.document;
    return {
      document() {
        context.document.clips.forEach((clip, position) => {
          const fps = context.clipExpectations(clip.name).fps;
          if (fps === undefined) return;
          const scope = { code: 'frame_grid', subject: clip.name };
          if (!(Number.isFinite(fps) && fps > 0)) {
            context.gap({ code: 'invalid_declared_fps', message: `clip '${clip.name}': declared fps ${fps} is not a positive finite number`, scope });
            return;
          }
          // Unreadable key times leave the duration and the key grid unknown: nothing to judge.
          if (clip.durationUnavailable !== undefined || unreadableTrackCount(clip) > 0) {
            unreadableGap(context, clip, 'its duration and key times against the declared fps', scope);
            return;
          }
          context.completed(scope);

          const measurements = ownClipMeasurements(context, position);
          // Measured means the duration and every usable key are within the tolerance already.
          if (measurements?.frame_grid_availability === 'measured' && measurements.frame_grid?.fps === fps) return;

          const duration = measurements?.duration_s ?? clip.duration;
          const frames = duration * fps;
          if (!(frameOffset(frames) <= FRAME_TOLERANCE)) {
            const nearest = roundHalfAway(frames);
            context.report({
              messageId: 'durationOffGrid',
              data: { duration: formatSeconds(duration), frames: formatNumber(frames), fps, nearest },
              clip: clip.name,
              measured: frames,
              // A non-finite duration has no nearest frame to expect.
              ...(Number.isFinite(nearest) ? { expected: nearest } : {}),
            });
          }

          const key = worstOffGridKey(clip, bones.length, fps);
          if (key !== undefined) {
            const keyFrames = key.time * fps;
            context.report({
              messageId: 'keyOffGrid',
              data: {
                time: formatSeconds(key.time),
                frames: formatNumber(keyFrames),
                fps,
                offset: formatNumber(key.offset),
                nearest: roundHalfAway(keyFrames),
              },
              clip: clip.name,
              bone: bones[key.bone]!.name,
              time_s: key.time,
              measured: keyFrames,
              expected: roundHalfAway(keyFrames),
            });
          }
        });
      },
    };
  },
});
