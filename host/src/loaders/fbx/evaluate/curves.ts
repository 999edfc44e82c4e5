/**
 * AnimationCurve evaluation at a KTime tick (46,186,158,000 per second).
 *
 * Inside the keys, segment `i → i+1` uses key `i`'s attribute (which also carries the incoming
 * slope and weight of key `i+1`):
 *
 * - constant, standard: key `i`'s value until key `i+1`'s time; constant "next": key `i+1`'s
 *   value right after key `i`'s time;
 * - linear: straight line between the two values;
 * - cubic: a Bezier in (time, value) with control points
 *   `P1 = (t0 + w0·Δ, v0 + s0·w0·Δ)` and `P2 = (t1 − w1·Δ, v1 − s1·w1·Δ)`, where `Δ` is the segment
 *   length in seconds, `s0` the right slope of key `i` and `s1` the next-left slope (value per
 *   second, from `KeyAttrDataFloat`), `w0`/`w1` the right/next-left tangent weights when the key
 *   is flagged weighted (`0x1000000` / `0x2000000`) and 1/3 otherwise. With both weights 1/3 time
 *   is linear in the Bezier parameter; otherwise the parameter is solved from the time (Newton
 *   steps guarded by bisection, to ~1e-14). Weights are clamped to [0, 1].
 *   TCB keys (tangent mode 0x200) store tension/continuity/bias instead of slopes: their slopes
 *   are computed Kochanek–Bartels style from the neighbouring keys' value-per-second differences
 *   (an approximation: no file here has TCB keys). Velocities are not applied.
 *
 * At a key's exact time the value is that key's value (the later key when two share a time).
 *
 * Outside the keys: `Pre-Extrapolation` / `Post-Extrapolation` (`constant` when absent): constant
 * holds the end value; keep-slope continues with the end key's slope (0 for constant keys);
 * repetition repeats the key range; mirror-repetition repeats it alternately reversed;
 * relative-repetition repeats it offset by (last − first value) per cycle. A `Repetition` count
 * n ≥ 0 stops after n cycles and holds the value reached (0: constant); absent or negative means
 * unbounded. An unknown type reads as constant.
 */
import type { FbxAnimCurve, FbxExtrapolation, FbxKeyAttribute } from '../animation.js';

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

function clampWeight(w: number): number {
  return Number.isFinite(w) ? Math.min(1, Math.max(0, w)) : ONE_THIRD;
}

function attributeOf(curve: FbxAnimCurve, key: number): FbxKeyAttribute {
  return curve.attributes[curve.keyAttribute[key]!]!;
}

/** Value-per-second difference between keys `a` and `b` (0 when they share a time). */
function secant(curve: FbxAnimCurve, a: number, b: number): number {
  const seconds = spanSeconds(curve.times[a]!, curve.times[b]!);
  return seconds > 0 ? (curve.values[b]! - curve.values[a]!) / seconds : 0;
}

/** Kochanek–Bartels slopes (value per second) at key `k`: incoming and outgoing. */
function tcbSlopes(curve: FbxAnimCurve, k: number, tcb: { tension: number; continuity: number; bias: number }): { incoming: number; outgoing: number } {
  const n = curve.times.length;
  const before = k > 0 ? secant(curve, k - 1, k) : null;
  const after = k + 1 < n ? secant(curve, k, k + 1) : null;
  const dPrev = before ?? after ?? 0;
  const dNext = after ?? before ?? 0;
  const { tension: t, continuity: c, bias: b } = tcb;
  return {
    incoming: ((1 - t) * (1 - c) * (1 + b) * dPrev + (1 - t) * (1 + c) * (1 - b) * dNext) / 2,
    outgoing: ((1 - t) * (1 + c) * (1 + b) * dPrev + (1 - t) * (1 - c) * (1 - b) * dNext) / 2,
  };
}

const NO_TCB = { tension: 0, continuity: 0, bias: 0 };

/** Right slope of key `i` and next-left slope of key `i+1` for the segment starting at `i`. */
function segmentSlopes(curve: FbxAnimCurve, i: number): [number, number] {
  const attr = attributeOf(curve, i);
  if (attr.tcb === null) return [attr.rightSlope, attr.nextLeftSlope];
  const right = tcbSlopes(curve, i, attr.tcb).outgoing;
  const nextAttr = attributeOf(curve, i + 1);
  const left = tcbSlopes(curve, i + 1, nextAttr.tcb ?? NO_TCB).incoming;
  return [right, left];
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

/** Evaluates inside `[first key, last key]` (the caller guarantees the range). */
function interpolate(curve: FbxAnimCurve, ticks: bigint): number {
  const { times, values } = curve;
  const i = lastKeyAtOrBefore(times, ticks);
  if (i < 0) return values[0]!;
  if (times[i] === ticks || i === times.length - 1) return values[i]!;
  const t0 = times[i]!;
  const t1 = times[i + 1]!;
  const v0 = values[i]!;
  const v1 = values[i + 1]!;
  const attr = attributeOf(curve, i);
  const x = Number(ticks - t0) / Number(t1 - t0);
  switch (attr.interpolation) {
    case 'constant':
      return attr.constantMode === 'next' ? v1 : v0;
    case 'linear':
      return v0 + (v1 - v0) * x;
    case 'cubic': {
      const [s0, s1] = segmentSlopes(curve, i);
      const w0 = attr.weightedRight ? clampWeight(attr.rightWeight) : ONE_THIRD;
      const w1 = attr.weightedNextLeft ? clampWeight(attr.nextLeftWeight) : ONE_THIRD;
      return cubicSegmentValue(x, v0, v1, s0, s1, w0, w1, spanSeconds(t0, t1));
    }
  }
}

/** Slope (value per second) leaving the first key, for keep-slope pre-extrapolation. */
function startSlope(curve: FbxAnimCurve): number {
  if (curve.times.length < 2) return 0;
  const attr = attributeOf(curve, 0);
  if (attr.interpolation === 'constant') return 0;
  if (attr.interpolation === 'linear') return secant(curve, 0, 1);
  return segmentSlopes(curve, 0)[0];
}

/** Slope (value per second) arriving at the last key, for keep-slope post-extrapolation. */
function endSlope(curve: FbxAnimCurve): number {
  const n = curve.times.length;
  if (n < 2) return 0;
  const attr = attributeOf(curve, n - 2);
  if (attr.interpolation === 'constant') return 0;
  if (attr.interpolation === 'linear') return secant(curve, n - 2, n - 1);
  return segmentSlopes(curve, n - 2)[1];
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function extrapolate(curve: FbxAnimCurve, ticks: bigint, post: boolean, rule: FbxExtrapolation | null): number {
  const { times, values } = curve;
  const n = times.length;
  const first = times[0]!;
  const last = times[n - 1]!;
  const mode = rule?.mode ?? 'constant';
  if (mode === 'keep-slope') {
    return post ? values[n - 1]! + endSlope(curve) * spanSeconds(last, ticks) : values[0]! - startSlope(curve) * spanSeconds(ticks, first);
  }
  const period = last - first;
  if ((mode !== 'repetition' && mode !== 'mirror-repetition' && mode !== 'relative-repetition') || period <= 0n) {
    return post ? values[n - 1]! : values[0]!;
  }
  const count = rule?.repetition ?? null;
  const since = ticks - first;
  let cycle = floorDiv(since, period);
  let phase = since - cycle * period;
  if (post && phase === 0n) {
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
  const value = interpolate(curve, first + (mirrored ? period - phase : phase));
  if (mode === 'relative-repetition') return value + Number(cycle) * (values[n - 1]! - values[0]!);
  return value;
}

/**
 * The curve's value at `ticks`; `null` for a curve without keys (the caller then falls back on the
 * channel's default value, the curve's `Default`, or the property's static value).
 */
export function evaluateCurve(curve: FbxAnimCurve, ticks: bigint): number | null {
  const n = curve.times.length;
  if (n === 0) return null;
  if (ticks < curve.times[0]!) return extrapolate(curve, ticks, false, curve.preExtrapolation);
  if (ticks > curve.times[n - 1]!) return extrapolate(curve, ticks, true, curve.postExtrapolation);
  return interpolate(curve, ticks);
}
