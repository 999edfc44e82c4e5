/**
 * Sampled poses per clip, computed once and shared by checks and reports, so what a person sees is
 * exactly what was judged (the measurements sample the same values where they read them, see
 * `sampleModelPoses`).
 *
 * Grid: inclusive uniform times t_i = duration * i / (N - 1) (f32), N = the longest track's key
 * count (tracks marked malformed or on a missing bone do not count). A grid exists only when
 * duration > 0 and N >= 3. Implementation: host/src/sample/sampler.ts.
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
  /**
   * Local TRS per frame and bone: tx ty tz qx qy qz qw sx sy sz — exactly the values FK ran on.
   * Materialised on first read (the sampler re-samples it bit-identically), so grids that are
   * only used for model-space facts do not carry it.
   */
  readonly locals: Float32Array;
}

/**
 * Why a clip has no grid. `non_finite_duration` only arises from documents that break the model's
 * finite-duration invariant (hand-built ones); loaders never produce it.
 */
export type GridUnavailableReason = 'non_positive_duration' | 'non_finite_duration' | 'too_few_keys';

/**
 * Memory policy of `createMetricGrids(document, options)` (host/src/sample/sampler.ts).
 *
 * A grid keeps model positions and rotations: frames × bones × 7 f32 (≈0.5 MB for 300 frames ×
 * 60 bones), plus frames × bones × 10 f32 once `locals` has been read. With `cache: true` (the
 * default) every grid built stays alive until `release`; with `cache: false` only the most
 * recently built grid is kept, so a consumer walking clip by clip pays one rebuild per clip visit
 * but peak memory stays at one grid. A caller done with a clip (or with all of them) can also
 * `release` it explicitly.
 */
export interface MetricGridsOptions {
  readonly cache?: boolean;
}

export interface MetricGrids {
  /**
   * The pose grid of a clip (by position in `AnimDocument.clips`), or undefined without one.
   * Built lazily on first request; the returned object is immutable by contract and stays valid
   * after `release` (release only drops the cache's reference).
   */
  grid(clipIndex: number): PoseGrid | undefined;
  /** Why `grid` returns undefined for this clip (undefined when a grid exists). Never samples. */
  unavailableReason(clipIndex: number): GridUnavailableReason | undefined;
  /** Drops the cached grid of one clip, or of every clip without an argument; `grid` rebuilds on demand. */
  release(clipIndex?: number): void;
}
