/**
 * frame_grid: whether a declared FPS places the clip duration and every authored key on whole
 * frames.
 *
 * - no declared fps → not_applicable
 * - fps not finite or ≤ 0 → unavailable
 * - some key times or values could not be read (`durationUnavailable`, unreadable tracks) → unavailable
 * - measured iff duration·fps and every key time·fps of every structurally valid track lie within
 *   0.1 frame of an integer (inclusive) → { fps, frame_intervals: round(duration·fps) }
 * - otherwise unavailable (the clip is not on that grid).
 */
import type { Clip } from '../model/anim-document.js';
import { usableKeyCount } from '../sample/tracks.js';
import { measured, NOT_APPLICABLE, UNAVAILABLE, type Fact } from './fact.js';
import type { FrameGrid } from './types.js';

/** Largest distance, in frames, from a whole frame that still counts as on the grid. */
export const FRAME_GRID_TOLERANCE = 0.1;

/** Rounds half away from zero (as Rust's `f64::round`). */
export function roundHalfAway(x: number): number {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}

/** True when `frames` is finite and within the tolerance of a whole frame. */
export function onWholeFrame(frames: number): boolean {
  return Number.isFinite(frames) && Math.abs(frames - roundHalfAway(frames)) <= FRAME_GRID_TOLERANCE;
}

function keysOnFrames(times: Float32Array, keys: number, fps: number): boolean {
  for (let k = 0; k < keys; k++) {
    const frames = times[k]! * fps;
    // |x − round(x)| for finite x; NaN and ±Infinity fail the comparison.
    if (!(Math.abs(frames - Math.round(frames)) <= FRAME_GRID_TOLERANCE)) return false;
  }
  return true;
}

export function measureFrameGrid(clip: Clip, boneCount: number, durationS: number, fps: number | undefined): Fact<FrameGrid> {
  if (fps === undefined) return NOT_APPLICABLE;
  if (!Number.isFinite(fps) || !(fps > 0)) return UNAVAILABLE;
  // Unreadable key times: neither the duration nor the keys can be placed on the grid.
  if (clip.durationUnavailable !== undefined || clip.tracks.some((t) => t.unreadable !== undefined)) return UNAVAILABLE;
  const frames = durationS * fps;
  if (!onWholeFrame(frames)) return UNAVAILABLE;
  const checked = new Set<Float32Array>(); // tracks often share one time array
  for (const track of clip.tracks) {
    const keys = usableKeyCount(track, boneCount);
    const times = track.times;
    if (keys === 0 || (keys === times.length && checked.has(times))) continue;
    if (!keysOnFrames(times, keys, fps)) return UNAVAILABLE;
    if (keys === times.length) checked.add(times);
  }
  const intervals = roundHalfAway(frames);
  return measured({ fps, frame_intervals: intervals === 0 ? 0 : intervals });
}
