/**
 * AnimationCurve evaluation at a KTime tick (46,186,158,000 per second).
 *
 * Inside the keys, segment `i → i+1` uses key `i`'s interpolation:
 *
 * - constant, standard: key `i`'s value until key `i+1`'s time; constant "next": key `i+1`'s
 *   value right after key `i`'s time;
 * - linear: straight line between the two values;
 * - cubic: a Bezier in (time, value) with control points
 *   `P1 = (t0 + w0·Δ, v0 + s0·w0·Δ)` and `P2 = (t1 − w1·Δ, v1 − s1·w1·Δ)`, where `Δ` is the segment
 *   length in seconds, `s0` the right slope of key `i` and `s1` the left slope of key `i+1`
 *   (value per second), `w0`/`w1` their tangent weights — the effective tangents of tangents.ts
 *   (stored slopes for user keys, slopes computed from the neighbours for auto and TCB keys).
 *   With both weights 1/3 time is linear in the Bezier parameter; otherwise the parameter is
 *   solved from the time (Newton steps guarded by bisection, to ~1e-14). Velocities are not
 *   applied.
 *
 * At a key's exact time the value is that key's value (the later key when two share a time).
 *
 * Outside the keys: `Pre-Extrapolation` / `Post-Extrapolation` (`constant` when absent): constant
 * holds the end value; keep-slope continues with the first key's right / last key's left slope;
 * repetition repeats the key range; mirror-repetition repeats it alternately reversed;
 * relative-repetition repeats it offset by (last − first value) per cycle; exactly on a cycle
 * boundary a repetition after the keys starts (first key's value) and one before them ends (last
 * key's value). A `Repetition` count
 * n ≥ 0 stops after n cycles and holds the value reached (0: constant); absent or negative means
 * unbounded. An unknown type reads as constant.
 */
import { isExactTick, keyTickNumbers, type FbxAnimCurve, type FbxExtrapolation } from '../animation.js';
import { curveTangents, type CurveTangents } from './tangents.js';

export { isExactTick };

const TICKS_PER_SECOND = 46_186_158_000;
const ONE_THIRD = 1 / 3;

/** Seconds between two tick values (exact enough for any curve span). */
function spanSeconds(from: bigint, to: bigint): number {
  return Number(to - from) / TICKS_PER_SECOND;
}

/** x(p) of the normalised time Bezier with end weights `w0`, `w1`: 0, w0, 1 − w1, 1. */
export function bezierTime(p: number, w0: number, w1: number): number {
  const q = 1 - p;
  return 3 * q * q * p * w0 + 3 * q * p * p * (1 - w1) + p * p * p;
}

/**
 * The Bezier parameter `p` in [0, 1] at which the normalised time is `x` (in [0, 1]), for weights
 * in [0, 1] (x(p) is then non-decreasing). Exact (`p = x`) when both weights are 1/3.
 */
export function solveBezierParameter(x: number, w0: number, w1: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  if (w0 === ONE_THIRD && w1 === ONE_THIRD) return x;
  let lo = 0;
  let hi = 1;
  let p = x;
  for (let iteration = 0; iteration < 100; iteration++) {
    const f = bezierTime(p, w0, w1) - x;
    if (Math.abs(f) < 1e-15) return p;
    if (f > 0) hi = p;
    else lo = p;
    const q = 1 - p;
    const derivative = 3 * q * q * w0 + 6 * q * p * (1 - w1 - w0) + 3 * p * p * (1 - (1 - w1));
    let next = derivative > 1e-12 ? p - f / derivative : Number.NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - p) < 1e-16) return next;
    p = next;
  }
  return p;
}

/** The value of a cubic segment at normalised time `x`. */
export function cubicSegmentValue(
  x: number,
  v0: number,
  v1: number,
  rightSlope: number,
  nextLeftSlope: number,
  w0: number,
  w1: number,
  seconds: number,
): number {
  const p = solveBezierParameter(x, w0, w1);
  const c1 = v0 + rightSlope * w0 * seconds;
  const c2 = v1 - nextLeftSlope * w1 * seconds;
  const q = 1 - p;
  return q * q * q * v0 + 3 * q * q * p * c1 + 3 * q * p * p * c2 + p * p * p * v1;
}

/**
 * A curve ready for many evaluations: its key times as exact doubles, its tangents once a cubic
 * segment needs them, and a search cursor. A bake asks for times in increasing order, so the key
 * before the next time is usually the cursor's or the one after it; a time before the cursor's key
 * searches from the first key again. The cursor only speeds up the search: the key found, and so
 * the value, is the same whatever it holds.
 */
export class PreparedCurve {
  /** `timesAsNumbers(curve)`; `first`/`last` its ends (NaN when `null` or empty). */
  readonly numbers: Float64Array | null;
  readonly first: number;
  readonly last: number;
  /** The key the last search on `numbers` found. */
  cursor = 0;
  private cubic: CurveTangents | undefined;

  constructor(readonly curve: FbxAnimCurve) {
    const numbers = timesAsNumbers(curve);
    const n = curve.times.length;
    this.numbers = numbers;
    this.first = numbers !== null && n > 0 ? numbers[0]! : Number.NaN;
    this.last = numbers !== null && n > 0 ? numbers[n - 1]! : Number.NaN;
  }

  /** The curve's effective tangents (tangents.ts), fetched when first needed. */
  tangents(): CurveTangents {
    return (this.cubic ??= curveTangents(this.curve));
  }
}

const prepared = new WeakMap<FbxAnimCurve, PreparedCurve>();

/** The prepared form of `curve` (one per curve, shared by its callers). */
export function preparedCurve(curve: FbxAnimCurve): PreparedCurve {
  let p = prepared.get(curve);
  if (p === undefined) prepared.set(curve, (p = new PreparedCurve(curve)));
  return p;
}

/** Last key index whose time is ≤ `ticks` (keys are non-decreasing); -1 before the first. */
function lastKeyAtOrBefore(times: BigInt64Array, ticks: bigint): number {
  let lo = 0;
  let hi = times.length - 1;
  if (ticks < times[0]!) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (times[mid]! <= ticks) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Last key index in `[lo, numbers.length)` whose double time is ≤ `at` (`numbers[lo] ≤ at`). */
function lastKeyFrom(numbers: Float64Array, lo: number, at: number): number {
  let hi = numbers.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (numbers[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Evaluates inside `[first key, last key]` (the caller guarantees the range). */
function interpolate(p: PreparedCurve, ticks: bigint): number {
  const { times, values } = p.curve;
  const i = lastKeyAtOrBefore(times, ticks);
  if (i < 0) return values[0]!;
  if (times[i] === ticks || i === times.length - 1) return values[i]!;
  const t0 = times[i]!;
  const t1 = times[i + 1]!;
  return segmentValue(p, i, Number(ticks - t0) / Number(t1 - t0), spanSeconds(t0, t1));
}

/**
 * {@link interpolate} on exact double ticks, `at` in [first key, last key]. The key before `at` is
 * the cursor's or the next one when `at` is at most one key past the cursor, else searched from
 * the cursor (from the first key when `at` is before the cursor's key); the cursor moves there.
 */
function interpolateNumbers(p: PreparedCurve, numbers: Float64Array, at: number): number {
  const end = numbers.length - 1;
  let i = p.cursor;
  if (numbers[i]! > at) i = lastKeyFrom(numbers, 0, at);
  else if (i < end && numbers[i + 1]! <= at) {
    i++;
    if (i < end && numbers[i + 1]! <= at) i = lastKeyFrom(numbers, i, at);
  }
  p.cursor = i;
  if (numbers[i] === at || i === end) return p.curve.values[i]!;
  const t0 = numbers[i]!;
  const t1 = numbers[i + 1]!;
  return segmentValue(p, i, (at - t0) / (t1 - t0), (t1 - t0) / TICKS_PER_SECOND);
}

/** Segment `i → i+1` at fraction `x` of its `seconds`. */
function segmentValue(p: PreparedCurve, i: number, x: number, seconds: number): number {
  const curve = p.curve;
  const v0 = curve.values[i]!;
  const v1 = curve.values[i + 1]!;
  const attr = curve.attributes[curve.keyAttribute[i]!]!;
  switch (attr.interpolation) {
    case 'constant':
      return attr.constantMode === 'next' ? v1 : v0;
    case 'linear':
      return v0 + (v1 - v0) * x;
    case 'cubic': {
      const k = p.tangents();
      return cubicSegmentValue(x, v0, v1, k.rightSlope[i]!, k.leftSlope[i + 1]!, k.rightWeight[i]!, k.leftWeight[i + 1]!, seconds);
    }
  }
}

/** The curve's key times as exact doubles, computed once per curve (`null` past 2^53; read-only). */
export function timesAsNumbers(curve: FbxAnimCurve): Float64Array | null {
  return keyTickNumbers(curve.times);
}

/** Slope (value per second) leaving the first key, for keep-slope pre-extrapolation. */
function startSlope(p: PreparedCurve): number {
  return p.curve.times.length < 2 ? 0 : p.tangents().rightSlope[0]!;
}

/** Slope (value per second) arriving at the last key, for keep-slope post-extrapolation. */
function endSlope(p: PreparedCurve): number {
  const n = p.curve.times.length;
  return n < 2 ? 0 : p.tangents().leftSlope[n - 1]!;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function extrapolate(p: PreparedCurve, ticks: bigint, post: boolean, rule: FbxExtrapolation | null): number {
  const { times, values } = p.curve;
  const n = times.length;
  const first = times[0]!;
  const last = times[n - 1]!;
  const mode = rule?.mode ?? 'constant';
  if (mode === 'keep-slope') {
    return post ? values[n - 1]! + endSlope(p) * spanSeconds(last, ticks) : values[0]! - startSlope(p) * spanSeconds(ticks, first);
  }
  const period = last - first;
  if ((mode !== 'repetition' && mode !== 'mirror-repetition' && mode !== 'relative-repetition') || period <= 0n) {
    return post ? values[n - 1]! : values[0]!;
  }
  const count = rule?.repetition ?? null;
  const since = ticks - first;
  let cycle = floorDiv(since, period);
  let phase = since - cycle * period;
  // At a cycle boundary the repeated range is taken to start there after the keys and to end
  // there before them (the value of the range's first key, resp. its last), as ufbx does.
  if (!post && phase === 0n) {
    cycle -= 1n;
    phase = period;
  }
  if (count !== null && count >= 0) {
    const limit = BigInt(Math.floor(count));
    if (post && cycle > limit) {
      cycle = limit;
      phase = period;
    } else if (!post && -cycle > limit) {
      cycle = -limit;
      phase = 0n;
    }
  }
  const mirrored = mode === 'mirror-repetition' && cycle % 2n !== 0n;
  const value = interpolate(p, first + (mirrored ? period - phase : phase));
  if (mode === 'relative-repetition') return value + Number(cycle) * (values[n - 1]! - values[0]!);
  return value;
}

/**
 * The curve's value at `ticks`; `null` for a curve without keys (the caller then falls back on the
 * channel's default value, the curve's `Default`, or the property's static value).
 */
export function evaluateCurve(curve: FbxAnimCurve, ticks: bigint): number | null {
  return evaluatePreparedCurve(preparedCurve(curve), ticks, isExactTick(ticks) ? Number(ticks) : Number.NaN);
}

/**
 * {@link evaluateCurve} on a prepared curve, for a caller that evaluates many curves at one tick:
 * `at` is `Number(ticks)` when `ticks` is an exact tick (`isExactTick`), else NaN.
 */
export function evaluatePreparedCurve(p: PreparedCurve, ticks: bigint, at: number): number | null {
  // NaN ends (no keys, or ticks past 2^53) and a NaN `at` all fail this test.
  if (at >= p.first && at <= p.last) return interpolateNumbers(p, p.numbers!, at);
  const curve = p.curve;
  const n = curve.times.length;
  if (n === 0) return null;
  if (ticks < curve.times[0]!) return extrapolate(p, ticks, false, curve.preExtrapolation);
  if (ticks > curve.times[n - 1]!) return extrapolate(p, ticks, true, curve.postExtrapolation);
  return interpolate(p, ticks);
}
