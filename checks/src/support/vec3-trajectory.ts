/**
 * Interpolation-aware summary of a vec3 track (translation or scale), without sampling a grid.
 *
 * The curve is the one an engine plays: STEP holds keys, LINEAR moves between them (so the
 * extremes are at keys), and CUBICSPLINE follows glTF's Hermite segments with tangents stored per
 * second. A Hermite segment can leave the range of its two keys, so equal keys do not imply a
 * constant curve: each segment also contributes its interior extrema, found at the roots of the
 * derivative of every component (for the component range) and of every pairwise component
 * difference (for the non-uniformity spread).
 *
 * This is the single implementation behind scale-keys, non-uniform-scale, constant-nonunit-scale
 * and constant-track, so the four agree on what "moves" means.
 */
import type { Track } from '@animsmith/cli/plugin';
import { isClassifiable } from './tracks.js';

export type Vec3Tuple = [number, number, number];

export interface Vec3Trajectory {
  /** Component-wise minimum over the whole curve. */
  readonly min: Readonly<Vec3Tuple>;
  /** Component-wise maximum over the whole curve. */
  readonly max: Readonly<Vec3Tuple>;
  /** Largest `max(|x−y|, |x−z|, |y−z|)` anywhere on the curve. */
  readonly maxPairwiseSpread: number;
  /** Time (s) where `maxPairwiseSpread` is first reached. */
  readonly maxPairwiseTime: number;
}

/**
 * Summarises a vec3 track's curve, or returns undefined ("no classification") for a track that
 * is not vec3, is malformed, has no keys, non-finite data, or times that are not strictly
 * increasing.
 */
export function analyzeVec3Trajectory(track: Track): Vec3Trajectory | undefined {
  if (track.components !== 3 || !isClassifiable(track)) return undefined;
  const { times, values } = track;
  const cubic = track.interpolation === 'CUBICSPLINE';
  if (!cubic) return keyExtremes(times, values);
  // Element `e` of the stored values; a cubic key k stores (in-tangent, value, out-tangent) at 3k..3k+2.
  const vec = (e: number): Vec3Tuple => [values[e * 3]!, values[e * 3 + 1]!, values[e * 3 + 2]!];
  const keyAt = (k: number): Vec3Tuple => vec(cubic ? 3 * k + 1 : k);

  const acc = new Accumulator(keyAt(0), times[0]!);
  for (let k = 1; k < times.length; k++) {
    const t1 = times[k]!;
    const p1 = keyAt(k);
    acc.add(p1, t1);
    if (!cubic) continue;
    const t0 = times[k - 1]!;
    const dt = t1 - t0;
    // Out-tangent of the previous key and in-tangent of this one, scaled to the segment.
    const m0 = scale(vec(3 * (k - 1) + 2), dt);
    const m1 = scale(vec(3 * k), dt);
    const segment = HermiteSegment.of(keyAt(k - 1), m0, p1, m1);
    const roots: number[] = [];
    for (let c = 0; c < 3; c++) roots.push(...segment.derivativeRoots((v) => v[c]!));
    for (const [i, j] of PAIRS) roots.push(...segment.derivativeRoots((v) => v[i]! - v[j]!));
    for (const u of roots) acc.add(segment.at(u), t0 + dt * u);
  }
  return acc.finish();
}

/**
 * STEP and LINEAR curves take their extremes at keys, so one pass over the stored values suffices
 * (this runs on every translation and scale track, hence the allocation-free loop).
 */
function keyExtremes(times: Float32Array, values: Float32Array): Vec3Trajectory {
  const min: Vec3Tuple = [values[0]!, values[1]!, values[2]!];
  const max: Vec3Tuple = [values[0]!, values[1]!, values[2]!];
  let spread = -1;
  let spreadTime = times[0]!;
  for (let k = 0; k < times.length; k++) {
    const x = values[3 * k]!;
    const y = values[3 * k + 1]!;
    const z = values[3 * k + 2]!;
    if (x < min[0]) min[0] = x;
    if (x > max[0]) max[0] = x;
    if (y < min[1]) min[1] = y;
    if (y > max[1]) max[1] = y;
    if (z < min[2]) min[2] = z;
    if (z > max[2]) max[2] = z;
    const s = Math.max(Math.abs(x - y), Math.abs(x - z), Math.abs(y - z));
    if (s > spread) {
      spread = s;
      spreadTime = times[k]!;
    }
  }
  return { min, max, maxPairwiseSpread: spread, maxPairwiseTime: spreadTime };
}

/** Largest per-component range (max − min) of the curve. */
export function componentRange(trajectory: Vec3Trajectory): number {
  const { min, max } = trajectory;
  return Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2]);
}

/** Largest departure of any component from 1 anywhere on the curve. */
export function unitDeviation(trajectory: Vec3Trajectory): number {
  const { min, max } = trajectory;
  return Math.max(...[0, 1, 2].map((c) => Math.max(Math.abs(min[c]! - 1), Math.abs(max[c]! - 1))));
}

const PAIRS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [0, 2],
  [1, 2],
];

function scale(v: Vec3Tuple, s: number): Vec3Tuple {
  return [v[0] * s, v[1] * s, v[2] * s];
}

function pairwiseSpread(v: Vec3Tuple): number {
  return Math.max(Math.abs(v[0] - v[1]), Math.abs(v[0] - v[2]), Math.abs(v[1] - v[2]));
}

class Accumulator {
  private readonly min: Vec3Tuple;
  private readonly max: Vec3Tuple;
  private spread: number;
  private spreadTime: number;

  constructor(first: Vec3Tuple, time: number) {
    this.min = [...first];
    this.max = [...first];
    this.spread = pairwiseSpread(first);
    this.spreadTime = time;
  }

  add(v: Vec3Tuple, time: number): void {
    for (let c = 0; c < 3; c++) {
      this.min[c] = Math.min(this.min[c]!, v[c]);
      this.max[c] = Math.max(this.max[c]!, v[c]);
    }
    const spread = pairwiseSpread(v);
    if (spread > this.spread) {
      this.spread = spread;
      this.spreadTime = time;
    }
  }

  finish(): Vec3Trajectory {
    return { min: this.min, max: this.max, maxPairwiseSpread: this.spread, maxPairwiseTime: this.spreadTime };
  }
}

/** One Hermite segment as the polynomial `a·u³ + b·u² + c·u + d` over u ∈ [0, 1]. */
class HermiteSegment {
  private constructor(
    private readonly a: Vec3Tuple,
    private readonly b: Vec3Tuple,
    private readonly c: Vec3Tuple,
    private readonly d: Vec3Tuple,
  ) {}

  /** From the end points and their tangents already scaled by the segment duration. */
  static of(p0: Vec3Tuple, m0: Vec3Tuple, p1: Vec3Tuple, m1: Vec3Tuple): HermiteSegment {
    const a: Vec3Tuple = [0, 0, 0];
    const b: Vec3Tuple = [0, 0, 0];
    for (let i = 0; i < 3; i++) {
      a[i] = 2 * p0[i]! + m0[i]! - 2 * p1[i]! + m1[i]!;
      b[i] = -3 * p0[i]! - 2 * m0[i]! + 3 * p1[i]! - m1[i]!;
    }
    return new HermiteSegment(a, b, [...m0], [...p0]);
  }

  at(u: number): Vec3Tuple {
    const out: Vec3Tuple = [0, 0, 0];
    for (let i = 0; i < 3; i++) out[i] = ((this.a[i]! * u + this.b[i]!) * u + this.c[i]!) * u + this.d[i]!;
    return out;
  }

  /** Interior (0 < u < 1) roots of the derivative of a linear projection of the curve. */
  derivativeRoots(project: (v: Vec3Tuple) => number): number[] {
    return interiorQuadraticRoots(3 * project(this.a), 2 * project(this.b), project(this.c));
  }
}

const COEFFICIENT_EPSILON = 1e-12;

/**
 * Finite roots of `a·u² + b·u + c` strictly inside (0, 1), without near-duplicates. Uses the
 * cancellation-free form (q = −(b + sign(b)·√disc)/2, roots q/a and c/q) so a small root is not
 * lost when `b² ≫ 4ac`.
 */
export function interiorQuadraticRoots(a: number, b: number, c: number): number[] {
  const roots: number[] = [];
  const keep = (u: number) => {
    if (Number.isFinite(u) && u > 0 && u < 1 && !roots.some((r) => Math.abs(r - u) <= 1e-6)) roots.push(u);
  };
  if (Math.abs(a) <= COEFFICIENT_EPSILON) {
    if (Math.abs(b) > COEFFICIENT_EPSILON) keep(-c / b);
    return roots;
  }
  const disc = b * b - 4 * a * c;
  if (disc < 0) return roots;
  const sq = Math.sqrt(disc);
  const q = -0.5 * (b + (b < 0 ? -sq : sq));
  if (Math.abs(q) > COEFFICIENT_EPSILON) {
    keep(q / a);
    keep(c / q);
  } else {
    keep((-b - sq) / (2 * a));
    keep((-b + sq) / (2 * a));
  }
  return roots;
}
