/**
 * Sampled poses per clip, computed once and shared by measurements, checks and reports, so what a
 * person sees is exactly what was judged.
 *
 * Grid: inclusive uniform times t_i = duration * i / (N - 1) (f32), N = the longest track's key
 * count. A grid exists only when duration > 0 and N >= 3.
 */

export interface PoseGrid {
  readonly clipIndex: number;
  readonly frameCount: number;
  readonly boneCount: number;
  /** Sample times in seconds, f32, inclusive of 0 and the duration. */
  readonly times: Float32Array;
  /** Model-space positions: frame-major, then bone-major, xyz. */
  readonly positions: Float32Array;
  /** Model-space rotations composed from local rotations only (scale-independent), xyzw. */
  readonly rotations: Float32Array;
  /** Local TRS per frame and bone: tx ty tz qx qy qz qw sx sy sz. */
  readonly locals: Float32Array;
}

export type GridUnavailableReason = 'non_positive_duration' | 'too_few_keys';

export interface MetricGrids {
  /** The pose grid of a clip (by position in `AnimDocument.clips`), or undefined without one. */
  grid(clipIndex: number): PoseGrid | undefined;
  /** Why `grid` returns undefined for this clip (undefined when a grid exists). */
  unavailableReason(clipIndex: number): GridUnavailableReason | undefined;
}
