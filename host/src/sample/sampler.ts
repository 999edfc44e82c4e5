/**
 * The sampler: turns a clip's tracks into a `PoseGrid` (local TRS, model positions and
 * scale-independent model rotations on an inclusive uniform time grid).
 *
 * Grid (shared by checks and the report; the measurements sample the same values where they read):
 * - N = the longest structurally valid track's key count (see `usableKeyCount`); a grid exists
 *   only when the clip duration is finite and > 0 and N ≥ 3.
 * - t_i = fround(duration · i / (N − 1)), so t_0 = 0 and t_{N−1} = fround(duration).
 *
 * Per frame every bone starts from its rest TRS and each usable track, in document order,
 * overwrites its property (a later duplicate track wins). Segment lookup clamps before the first
 * and after the last key. STEP holds the segment's first key as authored. LINEAR lerps vec3 and
 * shortest-path slerps quaternions (both normalised, the second negated when the dot is
 * negative). CUBICSPLINE is the glTF Hermite spline with tangents scaled by the segment's dt;
 * quaternions are interpolated component-wise. LINEAR and CUBICSPLINE rotations are always unit
 * (also when clamped to an end key); STEP rotations are the authored values.
 *
 * A sample time that falls exactly on a key takes that key's value (for LINEAR rotations, the
 * normalised key), which is what interpolation at s = 0 gives, without touching the next key.
 *
 * FK runs on the f32 locals: model matrix = parent model × T·R·S (the quaternion used as
 * given); model rotation = parent model rotation ⊗ local rotation, composed separately so it is
 * independent of scale and shear. Results are stored as f32. Non-finite inputs propagate as NaN;
 * a bone whose parent does not precede it (a broken loader invariant) gets NaN model values.
 *
 * Hot loops run over typed arrays with no per-sample allocation: tracks are sampled
 * track-major with a forward-moving key cursor (grid times increase) into a reused f32 scratch
 * buffer, then FK runs frame-major over Float64Array scratch. The grid keeps model positions and
 * rotations; `locals` is re-sampled on first read (see `SampledPoseGrid`).
 */
import type { AnimDocument, Clip, Track } from '../model/anim-document.js';
import { quatNormalize, quatSlerp } from '../model/math.js';
import type { GridUnavailableReason, MetricGrids, MetricGridsOptions, PoseGrid } from './metric-grids.js';
import { longestKeyCount, usableKeyCount } from './tracks.js';

/** Floats per bone in `PoseGrid.locals`: tx ty tz qx qy qz qw sx sy sz. */
export const LOCAL_STRIDE = 10;
const T_OFFSET = 0;
const R_OFFSET = 3;
const S_OFFSET = 7;

/** Why a clip of a document with `boneCount` bones has no grid (undefined when it has one). */
export function gridUnavailableReason(clip: Clip, boneCount: number): GridUnavailableReason | undefined {
  return unavailableWith(clip, longestKeyCount(clip, boneCount));
}

/** `gridUnavailableReason` given the clip's `longestKeyCount`, for callers that need the count too. */
function unavailableWith(clip: Clip, keyCount: number): GridUnavailableReason | undefined {
  if (Number.isNaN(clip.duration) || clip.duration === Infinity) return 'non_finite_duration';
  if (!(clip.duration > 0)) return 'non_positive_duration';
  if (keyCount < 3) return 'too_few_keys';
  return undefined;
}

/** The inclusive uniform grid times: t_i = fround(duration · i / (n − 1)). */
export function gridTimes(duration: number, n: number): Float32Array {
  const times = new Float32Array(n);
  for (let i = 0; i < n; i++) times[i] = (duration * i) / (n - 1);
  return times;
}

/**
 * A sampled grid. Model positions and rotations are stored (28 bytes per bone and frame); the
 * local TRS (40 bytes per bone and frame) is sampled into a shared scratch buffer for FK and only
 * materialised — by sampling again, bit-identically — the first time `locals` is read, since few
 * consumers need it and it would otherwise dominate the memory of cached grids.
 */
class SampledPoseGrid implements PoseGrid {
  #locals: Float32Array | undefined;
  readonly #document: AnimDocument;

  constructor(
    document: AnimDocument,
    readonly clipIndex: number,
    readonly frameCount: number,
    readonly boneCount: number,
    readonly times: Float32Array,
    readonly positions: Float32Array,
    readonly rotations: Float32Array,
  ) {
    this.#document = document;
  }

  get locals(): Float32Array {
    if (this.#locals === undefined) {
      const locals = new Float32Array(this.frameCount * this.boneCount * LOCAL_STRIDE);
      sampleLocals(locals, this.#document, this.#document.clips[this.clipIndex]!, this.times);
      this.#locals = locals;
    }
    return this.#locals;
  }
}

/**
 * Scratch buffers reused across clips and tracks (the sampler is synchronous and not re-entrant).
 * A request above `SCRATCH_RETAIN_LIMIT` elements gets a temporary buffer instead, so one huge
 * clip does not pin its working memory for the life of the process.
 */
const SCRATCH_RETAIN_LIMIT = 1 << 21;
let localsScratch = new Float32Array(0);

function localsBuffer(size: number): Float32Array {
  if (size > SCRATCH_RETAIN_LIMIT) return new Float32Array(size);
  if (localsScratch.length < size) localsScratch = new Float32Array(Math.max(size, Math.min(SCRATCH_RETAIN_LIMIT, localsScratch.length * 2)));
  return localsScratch.subarray(0, size);
}

/** The clip at `clipIndex` with its grid's size and times, or undefined when it has no grid. */
function clipGrid(document: AnimDocument, clipIndex: number) {
  const clip = document.clips[clipIndex];
  if (clip === undefined) throw new RangeError(`no clip at index ${clipIndex}`);
  const boneCount = document.bones.length;
  const frameCount = longestKeyCount(clip, boneCount);
  if (unavailableWith(clip, frameCount) !== undefined) return undefined;
  return { clip, boneCount, frameCount, times: gridTimes(clip.duration, frameCount) };
}

/** Samples one clip into a fresh grid, or returns undefined when the clip has no grid. */
export function sampleClip(document: AnimDocument, clipIndex: number): PoseGrid | undefined {
  const grid = clipGrid(document, clipIndex);
  if (grid === undefined) return undefined;
  const { clip, boneCount, frameCount, times } = grid;
  const locals = localsBuffer(frameCount * boneCount * LOCAL_STRIDE);
  sampleLocals(locals, document, clip, times);
  const positions = new Float32Array(frameCount * boneCount * 3);
  const rotations = new Float32Array(frameCount * boneCount * 4);
  forwardKinematics(document, frameCount, locals, positions, rotations);
  return new SampledPoseGrid(document, clipIndex, frameCount, boneCount, times, positions, rotations);
}

/** The model-space part of a pose grid (what the measurements read). */
export type ModelPoses = Pick<PoseGrid, 'frameCount' | 'boneCount' | 'times' | 'positions' | 'rotations'>;

/** Which poses `sampleModelPoses` computes: every frame of some bones, every bone at some frames. */
export interface PoseSelection {
  /** Bones sampled at every frame (their ancestors come with them). */
  readonly bones: readonly number[];
  /** Grid frames at which every bone is sampled: from the start (0, 1…) or, negative, from the end (−1 is the last). */
  readonly frames: readonly number[];
}

let positionsScratch = new Float32Array(0);
let rotationsScratch = new Float32Array(0);

/**
 * The clip's grid sampled only where `selection` asks, for consumers that read a few bones'
 * trajectories and a few whole frames (the measurements): every other entry is NaN. Values equal
 * the full grid's bit for bit (each track sample depends on its time alone, each bone's model
 * values on its ancestors alone). The arrays are scratch, valid until the next call; undefined
 * when the clip has no grid.
 */
export function sampleModelPoses(document: AnimDocument, clipIndex: number, selection: PoseSelection): ModelPoses | undefined {
  const grid = clipGrid(document, clipIndex);
  if (grid === undefined) return undefined;
  const { clip, boneCount, frameCount, times } = grid;
  const size = frameCount * boneCount;
  if (positionsScratch.length < size * 3) positionsScratch = new Float32Array(size * 3);
  if (rotationsScratch.length < size * 4) rotationsScratch = new Float32Array(size * 4);
  const positions = size * 3 > SCRATCH_RETAIN_LIMIT ? new Float32Array(size * 3) : positionsScratch.subarray(0, size * 3);
  const rotations = size * 4 > SCRATCH_RETAIN_LIMIT ? new Float32Array(size * 4) : rotationsScratch.subarray(0, size * 4);
  positions.fill(NaN);
  rotations.fill(NaN);

  const only = new Uint8Array(boneCount);
  for (const bone of selection.bones) {
    // Up the parent chain; a parent that does not precede its bone is FK's to poison, not to follow.
    for (let b = Number.isInteger(bone) ? bone : -1; b >= 0 && b < boneCount && only[b] !== 1; ) {
      only[b] = 1;
      const p = document.bones[b]!.parent;
      b = Number.isInteger(p) && p < b ? p : -1;
    }
  }
  const selected = Int32Array.from(only.keys()).filter((b) => only[b] === 1);
  if (selected.length > 0) {
    const locals = localsBuffer(size * LOCAL_STRIDE);
    sampleLocals(locals, document, clip, times, only);
    forwardKinematics(document, frameCount, locals, positions, rotations, undefined, selected);
  }

  const wanted = selection.frames.map((f) => (f < 0 ? frameCount + f : f));
  const frames = [...new Set(wanted.filter((f) => Number.isInteger(f) && f >= 0 && f < frameCount))].sort((a, b) => a - b);
  if (frames.length > 0) {
    const at = Float32Array.from(frames, (f) => times[f]!);
    const locals = new Float32Array(frames.length * boneCount * LOCAL_STRIDE);
    const framePositions = new Float32Array(frames.length * boneCount * 3);
    const frameRotations = new Float32Array(frames.length * boneCount * 4);
    sampleLocals(locals, document, clip, at);
    forwardKinematics(document, frames.length, locals, framePositions, frameRotations);
    frames.forEach((f, i) => {
      positions.set(framePositions.subarray(i * boneCount * 3, (i + 1) * boneCount * 3), f * boneCount * 3);
      rotations.set(frameRotations.subarray(i * boneCount * 4, (i + 1) * boneCount * 4), f * boneCount * 4);
    });
  }
  return { frameCount, boneCount, times, positions, rotations };
}

/**
 * Lazily built, cached grids for a document. See `MetricGridsOptions` for the memory policy:
 * `cache: true` (default) keeps every built grid until `release`; `cache: false` keeps only the
 * most recently built one.
 */
export function createMetricGrids(document: AnimDocument, options: MetricGridsOptions = {}): MetricGrids {
  const keepAll = options.cache ?? true;
  const clipCount = document.clips.length;
  const cached = new Map<number, PoseGrid>();
  const reasons: (GridUnavailableReason | null | undefined)[] = new Array(clipCount);
  let latest: PoseGrid | undefined;

  const check = (clipIndex: number): void => {
    if (!Number.isInteger(clipIndex) || clipIndex < 0 || clipIndex >= clipCount) {
      throw new RangeError(`no clip at index ${clipIndex}`);
    }
  };
  const reasonOf = (clipIndex: number): GridUnavailableReason | undefined => {
    let reason = reasons[clipIndex];
    if (reason === undefined) {
      reason = gridUnavailableReason(document.clips[clipIndex]!, document.bones.length) ?? null;
      reasons[clipIndex] = reason;
    }
    return reason ?? undefined;
  };

  return {
    grid(clipIndex) {
      check(clipIndex);
      if (reasonOf(clipIndex) !== undefined) return undefined;
      if (latest !== undefined && latest.clipIndex === clipIndex) return latest;
      const hit = cached.get(clipIndex);
      if (hit !== undefined) return hit;
      const built = sampleClip(document, clipIndex)!;
      if (keepAll) cached.set(clipIndex, built);
      latest = built;
      return built;
    },
    unavailableReason(clipIndex) {
      check(clipIndex);
      return reasonOf(clipIndex);
    },
    release(clipIndex) {
      if (clipIndex === undefined) {
        cached.clear();
        latest = undefined;
        return;
      }
      cached.delete(clipIndex);
      if (latest !== undefined && latest.clipIndex === clipIndex) latest = undefined;
    },
  };
}

/**
 * One sampled instant: the local TRS (`LOCAL_STRIDE` floats per bone), the f32 model positions
 * and rotations exactly as a grid frame holds them, and the f64 model affine per bone (3x3
 * column-major, then translation) from which a world scale can be read.
 */
export interface PoseAt {
  /** The time sampled, as the f32 the sampler used (undefined for the rest pose). */
  readonly time: number | undefined;
  readonly boneCount: number;
  readonly locals: Float32Array;
  readonly positions: Float32Array;
  readonly rotations: Float32Array;
  readonly matrices: Float64Array;
}

function sampleInstant(document: AnimDocument, clip: Clip, times: Float32Array): PoseAt {
  const boneCount = document.bones.length;
  const locals = new Float32Array(boneCount * LOCAL_STRIDE);
  sampleLocals(locals, document, clip, times);
  const positions = new Float32Array(boneCount * 3);
  const rotations = new Float32Array(boneCount * 4);
  const matrices = new Float64Array(boneCount * 12);
  forwardKinematics(document, 1, locals, positions, rotations, matrices);
  return { time: times[0], boneCount, locals, positions, rotations, matrices };
}

/**
 * Samples clip `clipIndex` at `seconds` (rounded to f32, like grid times) with the grid's track
 * samplers and FK, so at a grid time the positions and rotations equal that grid frame's bit for
 * bit. Times outside the keys clamp as the grid does; the caller validates the range.
 */
export function samplePoseAt(document: AnimDocument, clipIndex: number, seconds: number): PoseAt {
  const clip = document.clips[clipIndex];
  if (clip === undefined) throw new RangeError(`no clip at index ${clipIndex}`);
  return sampleInstant(document, clip, Float32Array.of(seconds));
}

/** The rest pose (every bone's rest TRS, no tracks) through the same FK. */
export function sampleRestPose(document: AnimDocument): PoseAt {
  const pose = sampleInstant(document, { index: -1, name: '', duration: 0, tracks: [] }, Float32Array.of(0));
  return { ...pose, time: undefined };
}

// ---------------------------------------------------------------------------------------------
// local TRS sampling

/**
 * Writes every frame's local TRS (rest pose, overwritten by the usable tracks) into `locals`.
 * With `only`, tracks of bones outside it are skipped (those bones keep their rest pose).
 */
function sampleLocals(locals: Float32Array, document: AnimDocument, clip: Clip, times: Float32Array, only?: Uint8Array): void {
  const boneCount = document.bones.length;
  const frameCount = times.length;
  const stride = boneCount * LOCAL_STRIDE;
  const rest = new Float32Array(stride);
  for (let b = 0; b < boneCount; b++) {
    const { translation: t, rotation: r, scale: s } = document.bones[b]!.rest;
    const o = b * LOCAL_STRIDE;
    rest[o] = t[0]; rest[o + 1] = t[1]; rest[o + 2] = t[2];
    rest[o + 3] = r[0]; rest[o + 4] = r[1]; rest[o + 5] = r[2]; rest[o + 6] = r[3];
    rest[o + 7] = s[0]; rest[o + 8] = s[1]; rest[o + 9] = s[2];
  }
  // Frame 0 gets the rest pose; then double the filled prefix until every frame has it.
  if (frameCount > 0) locals.set(rest, 0);
  for (let filled = 1; filled < frameCount; filled *= 2) {
    const copy = Math.min(filled, frameCount - filled);
    locals.copyWithin(filled * stride, 0, copy * stride);
  }

  for (const track of clip.tracks) {
    if (only !== undefined && only[track.bone] !== 1) continue;
    const keys = usableKeyCount(track, boneCount);
    if (keys === 0) continue;
    const isRotation = track.property === 'rotation';
    if (isRotation !== (track.components === 4)) continue; // not a shape the model allows
    const offset = track.property === 'translation' ? T_OFFSET : isRotation ? R_OFFSET : S_OFFSET;
    const base = track.bone * LOCAL_STRIDE + offset;
    if (track.interpolation === 'LINEAR') {
      if (isRotation) sampleQuatLinear(track.times, track.values, keys, times, locals, base, stride);
      else sampleVec3Linear(track.times, track.values, keys, times, locals, base, stride);
    } else sampleKeyedTrack(track, isRotation ? 4 : 3, keys, times, locals, base, stride);
  }
}

/** Index of the first component of key `k`'s value (the spline vertex for CUBICSPLINE). */
function valueIndex(cubic: boolean, k: number, components: number): number {
  return cubic ? (k * 3 + 1) * components : k * components;
}

/**
 * Where grid time `t` falls among a track's first `keys` key times, walking a forward-moving
 * cursor `c` (the grid times increase). Returns `2k + 1` when `t` is on key `k` or clamped to an
 * end key, and `2c` when it lies strictly inside segment `c` (kt[c] < t < kt[c + 1]); either way
 * `result >> 1` is the cursor to pass with the next, later time.
 */
function locate(kt: Float32Array, keys: number, t: number, c: number): number {
  const last = keys - 1;
  if (keys === 1 || !(t > kt[0]!)) return 1;
  if (t >= kt[last]!) return 2 * last + 1;
  while (c < last - 1 && kt[c + 1]! <= t) c++;
  return t === kt[c] ? 2 * c + 1 : 2 * c;
}

/** Position of `t` inside segment `c`, clamped to [0, 1]. */
function segmentFraction(kt: Float32Array, c: number, t: number): number {
  const t0 = kt[c]!;
  const s = (t - t0) / (kt[c + 1]! - t0);
  return s < 0 ? 0 : s > 1 ? 1 : s;
}

// The LINEAR samplers are the hot path (nearly every real track), specialised so V8 compiles a
// tight loop; STEP and CUBICSPLINE share the general versions below.

function sampleVec3Linear(
  kt: Float32Array,
  v: Float32Array,
  keys: number,
  times: Float32Array,
  out: Float32Array,
  base: number,
  stride: number,
): void {
  let c = 0;
  for (let f = 0, frames = times.length; f < frames; f++) {
    const t = times[f]!;
    const o = base + f * stride;
    const at = locate(kt, keys, t, c);
    c = at >> 1;
    const i0 = c * 3;
    if ((at & 1) === 1) {
      out[o] = v[i0]!; out[o + 1] = v[i0 + 1]!; out[o + 2] = v[i0 + 2]!;
      continue;
    }
    const s = segmentFraction(kt, c, t);
    const x0 = v[i0]!, y0 = v[i0 + 1]!, z0 = v[i0 + 2]!;
    out[o] = x0 + (v[i0 + 3]! - x0) * s;
    out[o + 1] = y0 + (v[i0 + 4]! - y0) * s;
    out[o + 2] = z0 + (v[i0 + 5]! - z0) * s;
  }
}

/** LINEAR rotations: the keys normalised, shortest-path slerp between them. */
function sampleQuatLinear(
  kt: Float32Array,
  v: Float32Array,
  keys: number,
  times: Float32Array,
  out: Float32Array,
  base: number,
  stride: number,
): void {
  let c = 0;
  for (let f = 0, frames = times.length; f < frames; f++) {
    const t = times[f]!;
    const o = base + f * stride;
    const at = locate(kt, keys, t, c);
    c = at >> 1;
    if ((at & 1) === 1) quatNormalize(out, v, o, c * 4);
    else quatSlerp(out, v, v, segmentFraction(kt, c, t), o, c * 4, c * 4 + 4);
  }
}

/** Hermite basis for segment `c` at grid time `t`, tangents already scaled by the segment span. */
function hermite(kt: Float32Array, c: number, t: number, basis: Float64Array): void {
  const dt = kt[c + 1]! - kt[c]!;
  const s = segmentFraction(kt, c, t);
  const s2 = s * s, s3 = s2 * s;
  basis[0] = 2 * s3 - 3 * s2 + 1;
  basis[1] = (s3 - 2 * s2 + s) * dt;
  basis[2] = -2 * s3 + 3 * s2;
  basis[3] = (s3 - s2) * dt;
}

/** Reused Hermite basis (the sampler is not re-entrant). */
const basis = new Float64Array(4);

/**
 * STEP and CUBICSPLINE tracks of `n` components. STEP holds the segment start; a cubic rotation
 * is evaluated component-wise, then normalised.
 */
function sampleKeyedTrack(
  track: Track,
  n: 3 | 4,
  keys: number,
  times: Float32Array,
  out: Float32Array,
  base: number,
  stride: number,
): void {
  const kt = track.times;
  const v = track.values;
  const cubic = track.interpolation === 'CUBICSPLINE';
  let c = 0;
  for (let f = 0, frames = times.length; f < frames; f++) {
    const t = times[f]!;
    const o = base + f * stride;
    const at = locate(kt, keys, t, c);
    c = at >> 1;
    if ((at & 1) === 1 || !cubic) {
      const i = valueIndex(cubic, c, n);
      for (let j = 0; j < n; j++) out[o + j] = v[i + j]!;
    } else {
      hermite(kt, c, t, basis);
      const p0 = (c * 3 + 1) * n; // vertex of key c
      const m0 = p0 + n; // out-tangent of key c
      const a1 = (c + 1) * 3 * n; // in-tangent of key c+1
      const p1 = a1 + n; // vertex of key c+1
      for (let j = 0; j < n; j++) {
        out[o + j] = basis[0]! * v[p0 + j]! + basis[1]! * v[m0 + j]! + basis[2]! * v[p1 + j]! + basis[3]! * v[a1 + j]!;
      }
    }
    if (n === 4 && cubic) quatNormalize(out, out, o, o);
  }
}

// ---------------------------------------------------------------------------------------------
// forward kinematics

/**
 * `matrices`, when given, receives every frame's model affine per bone (12 f64: the 3x3
 * column-major, then the translation); leaves then take the full path too, which yields the same
 * positions and rotations bit for bit. With `only` (ascending bone indices, closed under parents),
 * only those bones are computed: a bone's model values depend on its ancestors alone, so they come
 * out the same, and the loop visits only them.
 */
function forwardKinematics(
  document: AnimDocument,
  frameCount: number,
  locals: Float32Array,
  positions: Float32Array,
  rotations: Float32Array,
  matrices?: Float64Array,
  only?: Int32Array,
): void {
  const boneCount = document.bones.length;
  // Per bone: its parent, -1 for a root, -2 for a parent that does not precede it (a broken
  // loader invariant: the bone is poisoned with NaN). Leaves (no children) skip the model 3x3,
  // which only children read.
  const parents = new Int32Array(boneCount);
  const hasChildren = new Uint8Array(boneCount);
  for (let b = 0; b < boneCount; b++) {
    const p = document.bones[b]!.parent;
    parents[b] = Number.isInteger(p) && p < b ? (p < 0 ? -1 : p) : -2;
    if (parents[b]! >= 0) hasChildren[parents[b]!] = 1;
  }
  if (matrices !== undefined) hasChildren.fill(1);
  // Model affine per bone: 3x3 column-major (9) then translation (3); model rotation separately.
  const model = new Float64Array(boneCount * 12);
  const modelQ = new Float64Array(boneCount * 4);
  const stride = boneCount * LOCAL_STRIDE;
  const visited = only ?? Int32Array.from(parents.keys());

  for (let f = 0; f < frameCount; f++) {
    const frameLocals = f * stride;
    const framePos = f * boneCount * 3;
    const frameRot = f * boneCount * 4;
    for (let j = 0; j < visited.length; j++) {
      const b = visited[j]!;
      const i = frameLocals + b * LOCAL_STRIDE;
      const tx = locals[i]!, ty = locals[i + 1]!, tz = locals[i + 2]!;
      const qx = locals[i + 3]!, qy = locals[i + 4]!, qz = locals[i + 5]!, qw = locals[i + 6]!;
      const m = b * 12;
      const r = b * 4;
      const p = parents[b]!;
      if (p >= 0 && hasChildren[b] === 0) {
        // Leaf: position = parent model · t, rotation = parent rotation ⊗ q.
        const pm = p * 12;
        model[m + 9] = model[pm]! * tx + model[pm + 3]! * ty + model[pm + 6]! * tz + model[pm + 9]!;
        model[m + 10] = model[pm + 1]! * tx + model[pm + 4]! * ty + model[pm + 7]! * tz + model[pm + 10]!;
        model[m + 11] = model[pm + 2]! * tx + model[pm + 5]! * ty + model[pm + 8]! * tz + model[pm + 11]!;
        const pr = p * 4;
        const ax = modelQ[pr]!, ay = modelQ[pr + 1]!, az = modelQ[pr + 2]!, aw = modelQ[pr + 3]!;
        modelQ[r] = aw * qx + ax * qw + ay * qz - az * qy;
        modelQ[r + 1] = aw * qy - ax * qz + ay * qw + az * qx;
        modelQ[r + 2] = aw * qz + ax * qy - ay * qx + az * qw;
        modelQ[r + 3] = aw * qw - ax * qx - ay * qy - az * qz;
      } else {
        const sx = locals[i + 7]!, sy = locals[i + 8]!, sz = locals[i + 9]!;
        // Local R·S, column-major.
        const x2 = qx + qx, y2 = qy + qy, z2 = qz + qz;
        const xx = qx * x2, xy = qx * y2, xz = qx * z2;
        const yy = qy * y2, yz = qy * z2, zz = qz * z2;
        const wx = qw * x2, wy = qw * y2, wz = qw * z2;
        const l0 = (1 - (yy + zz)) * sx, l1 = (xy + wz) * sx, l2 = (xz - wy) * sx;
        const l3 = (xy - wz) * sy, l4 = (1 - (xx + zz)) * sy, l5 = (yz + wx) * sy;
        const l6 = (xz + wy) * sz, l7 = (yz - wx) * sz, l8 = (1 - (xx + yy)) * sz;
        if (p === -1) {
          model[m] = l0; model[m + 1] = l1; model[m + 2] = l2;
          model[m + 3] = l3; model[m + 4] = l4; model[m + 5] = l5;
          model[m + 6] = l6; model[m + 7] = l7; model[m + 8] = l8;
          model[m + 9] = tx; model[m + 10] = ty; model[m + 11] = tz;
          modelQ[r] = qx; modelQ[r + 1] = qy; modelQ[r + 2] = qz; modelQ[r + 3] = qw;
        } else if (p >= 0) {
          const pm = p * 12;
          const p0 = model[pm]!, p1 = model[pm + 1]!, p2 = model[pm + 2]!;
          const p3 = model[pm + 3]!, p4 = model[pm + 4]!, p5 = model[pm + 5]!;
          const p6 = model[pm + 6]!, p7 = model[pm + 7]!, p8 = model[pm + 8]!;
          model[m] = p0 * l0 + p3 * l1 + p6 * l2;
          model[m + 1] = p1 * l0 + p4 * l1 + p7 * l2;
          model[m + 2] = p2 * l0 + p5 * l1 + p8 * l2;
          model[m + 3] = p0 * l3 + p3 * l4 + p6 * l5;
          model[m + 4] = p1 * l3 + p4 * l4 + p7 * l5;
          model[m + 5] = p2 * l3 + p5 * l4 + p8 * l5;
          model[m + 6] = p0 * l6 + p3 * l7 + p6 * l8;
          model[m + 7] = p1 * l6 + p4 * l7 + p7 * l8;
          model[m + 8] = p2 * l6 + p5 * l7 + p8 * l8;
          model[m + 9] = p0 * tx + p3 * ty + p6 * tz + model[pm + 9]!;
          model[m + 10] = p1 * tx + p4 * ty + p7 * tz + model[pm + 10]!;
          model[m + 11] = p2 * tx + p5 * ty + p8 * tz + model[pm + 11]!;
          const pr = p * 4;
          const ax = modelQ[pr]!, ay = modelQ[pr + 1]!, az = modelQ[pr + 2]!, aw = modelQ[pr + 3]!;
          modelQ[r] = aw * qx + ax * qw + ay * qz - az * qy;
          modelQ[r + 1] = aw * qy - ax * qz + ay * qw + az * qx;
          modelQ[r + 2] = aw * qz + ax * qy - ay * qx + az * qw;
          modelQ[r + 3] = aw * qw - ax * qx - ay * qy - az * qz;
        } else {
          model.fill(NaN, m, m + 12);
          modelQ.fill(NaN, r, r + 4);
        }
      }
      const po = framePos + b * 3;
      positions[po] = model[m + 9]!;
      positions[po + 1] = model[m + 10]!;
      positions[po + 2] = model[m + 11]!;
      const ro = frameRot + b * 4;
      rotations[ro] = modelQ[r]!;
      rotations[ro + 1] = modelQ[r + 1]!;
      rotations[ro + 2] = modelQ[r + 2]!;
      rotations[ro + 3] = modelQ[r + 3]!;
    }
    if (matrices !== undefined) matrices.set(model, f * boneCount * 12);
  }
}
