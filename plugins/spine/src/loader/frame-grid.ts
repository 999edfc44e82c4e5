/**
 * The times a clip's tracks are sampled at: the animator's frame grid, frame N at N / fps from 0
 * through the clip's duration (the skeleton header's `fps`, else the editor's default 30), plus
 * every key time that is off that grid, so each key's exact value is a sample too.
 *
 * The editor writes key times as decimal text (`0.23333333` for frame 7 at 30 fps), whose f32
 * need not be the f32 of 7 / 30, so a key counts as on the grid when it lies within
 * `ON_GRID_FRAMES` of a frame, and is evaluated as lying on that frame (`snap`): otherwise a
 * stepped key a hair after its frame would show one frame late. When the duration is on the grid,
 * frame N's time is the host sampler's own grid time, f32(duration · N / last frame), so the
 * host's frame N is exactly the loader's; a duration off the grid ends the times with it.
 */

/** Spine's default frame rate (`SkeletonData.fps`) when the header states none. */
export const DEFAULT_FPS = 30;
/**
 * The most samples (times × tracks, over every clip) a skeleton may need: 4 million is 64 MB of
 * quaternions, and over 37 hours of one track at 30 fps. A short file with a huge `fps` or key
 * time would otherwise ask for unbounded memory; no real skeleton comes near.
 */
export const MAX_SAMPLES = 4_000_000;
/** How far (in frames) a key may sit from a frame and still be that frame: far above f32 text error. */
const ON_GRID_FRAMES = 1e-3;

/** Frames 0 … N of a clip: N / fps is the last frame time at or (within the tolerance) after `duration`. */
export function frameCount(duration: number, fps: number): number {
  return Math.floor(duration * fps + ON_GRID_FRAMES) + 1;
}

export interface SampleGrid {
  /** Ascending, distinct f32 sample times. */
  readonly times: Float32Array;
  /** Where a key at `time` is evaluated: its frame's sample time when on the grid, else its own f32. */
  snap(time: number): number;
}

function nearestFrame(time: number, fps: number): number | undefined {
  const frames = time * fps;
  const n = Math.round(frames);
  return Math.abs(frames - n) < ON_GRID_FRAMES ? n : undefined;
}

/** The sample grid of a clip of `duration` seconds (f32) with the given key times. */
export function sampleGrid(duration: number, fps: number, keyTimes: Iterable<number>): SampleGrid {
  const end = Math.fround(duration);
  const lastFrame = frameCount(duration, fps) - 1;
  const endsOnGrid = nearestFrame(duration, fps) === lastFrame;
  // The host's grid expression (`gridTimes`) when the duration is the last frame.
  const frameTime = (n: number): number => (n === 0 ? 0 : Math.fround(endsOnGrid ? (end * n) / lastFrame : n / fps));
  const snap = (time: number): number => {
    const n = nearestFrame(time, fps);
    return n === undefined || n > lastFrame ? Math.fround(time) : frameTime(n);
  };
  const times = new Set<number>();
  for (let n = 0; n <= lastFrame; n++) times.add(frameTime(n));
  if (!endsOnGrid) times.add(end);
  for (const t of keyTimes) times.add(snap(t));
  return { times: Float32Array.from([...times].sort((a, b) => a - b)), snap };
}
