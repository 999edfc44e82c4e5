/**
 * The effective tangents of a curve's cubic keys: for every key its left and right slope (value per
 * second) and tangent weight, as the cubic segment `i → i+1` uses them (key `i`'s right tangent,
 * key `i+1`'s left tangent).
 *
 * What the key attribute words mean depends on the tangent mode (see animation.ts for the layout):
 *
 * - user and break keys store slopes: word 0 is the key's right slope, word 1 the next key's left
 *   slope;
 * - auto keys (the Maya default, and the mode when no tangent bit is set) do not store slopes:
 *   words 0 and 1 are "auto bias" values (right bias of this key, left bias of the next key,
 *   negated), and the slope is computed from the neighbouring keys — so a file of auto keys whose
 *   words are all 0 still has smooth, non-flat tangents;
 * - TCB keys store tension, continuity and bias (Kochanek–Bartels).
 *
 * Auto slope of a key at `(t, v)` between `(tp, vp)` and `(tn, vn)`:
 * - clamp (`0x1000`): 0 when the key's value equals a neighbour's;
 * - time-independent (`0x2000`): the secant `(vn − vp) / (tn − tp)`; otherwise the mean of that
 *   secant and the time-weighted blend of the left and right secants; a non-zero bias `b` (percent)
 *   then leans the slope towards the right (b > 0) or left secant by `|b|/100`, and past 500 % adds
 *   `40·((|b| − 500)/100)²` in the direction of the lean;
 * - clamp-progressive (`0x4000`): the slope is limited so that neither tangent handle overshoots
 *   the neighbouring key's value (never reversing its sign).
 * A first or last key has one neighbour: its slope is the secant to it (0 with clamp-progressive,
 * or with clamp when the values are equal). A lone key is flat.
 * An interior key whose two bias words cancel uses one slope for both sides (the right bias);
 * otherwise each side is solved with its own bias.
 *
 * TCB: with the secants `sl` to the previous and `sr` to the next key (0 where there is none) and
 * `f = 1/2` (1 at an end key), left = f(1−T)((1+B)(1−C)·sl + (1−B)(1+C)·sr), right = f(1−T)((1+B)(1+C)·sl
 * + (1−B)(1−C)·sr). A TCB key leaves the next key's stored left slope at 0.
 *
 * Weights: 1/3 unless the key is flagged weighted (then the stored 1/9999 fixed-point value).
 * Slopes are rounded to float32, as FBX stores them.
 *
 * The same rules as ufbx (which derived them from FBX SDK output); verified against it on the
 * corpus (see plugins/fbx/test/fbx-reference.test.ts).
 */
import type { FbxAnimCurve, FbxKeyAttribute } from '../animation.js';

const TICKS_PER_SECOND = 46_186_158_000;
const ONE_THIRD = 1 / 3;
const CLAMP = 0x1000;
const TIME_INDEPENDENT = 0x2000;
const CLAMP_PROGRESSIVE = 0x4000;

/** Per-key tangents (index = key). */
export interface CurveTangents {
  readonly leftSlope: Float64Array;
  readonly rightSlope: Float64Array;
  readonly leftWeight: Float64Array;
  readonly rightWeight: Float64Array;
}

const cache = new WeakMap<FbxAnimCurve, CurveTangents>();

/** The effective tangents of `curve` (computed once per curve). */
export function curveTangents(curve: FbxAnimCurve): CurveTangents {
  let tangents = cache.get(curve);
  if (tangents === undefined) {
    tangents = computeTangents(curve);
    cache.set(curve, tangents);
  }
  return tangents;
}

function clampWeight(w: number): number {
  return Number.isFinite(w) ? Math.min(1, Math.max(0, w)) : ONE_THIRD;
}

function isAuto(attr: FbxKeyAttribute): boolean {
  return attr.tangentMode === 'auto' || attr.tangentMode === 'auto-break' || attr.tangentMode === 'none';
}

interface Neighbourhood {
  readonly tp: number;
  readonly t: number;
  readonly tn: number;
  readonly vp: number;
  readonly v: number;
  readonly vn: number;
  /** Left weight (from the previous key) and right weight of this key. */
  readonly wl: number;
  readonly wr: number;
}

function autoSlope(k: Neighbourhood, bias: number, flags: number): number {
  const { tp, t, tn, vp, v, vn } = k;
  if (flags & CLAMP && Math.min(Math.abs(vp - v), Math.abs(vn - v)) <= 0) return 0;
  let slope = (vn - vp) / (tn - tp);
  if ((flags & TIME_INDEPENDENT) === 0) {
    const left = (v - vp) / (t - tp);
    const right = (vn - v) / (tn - t);
    const d = (t - tp) / (tn - tp);
    slope = slope / 2 + (left * (1 - d) + right * d) / 2;
    const lean = Math.abs(bias) / 100;
    if (lean > 1e-4) {
      const target = bias > 0 ? right : left;
      const towards = target - slope;
      slope = slope * (1 - lean) + target * lean;
      const beyond = lean - 5;
      if (beyond > 0) slope += beyond * beyond * 40 * ((Math.abs(towards) > 1e-5 ? towards : bias) > 0 ? 1 : -1);
    }
  }
  if (flags & CLAMP_PROGRESSIVE) {
    const sign = slope >= 0 ? 1 : -1;
    const leftRange = k.wl * (t - tp);
    const rightRange = k.wr * (tn - t);
    let maxLeft = leftRange > 0 ? (sign * (v - vp)) / leftRange : 0;
    let maxRight = rightRange > 0 ? (sign * (vn - v)) / rightRange : 0;
    if (!(maxLeft > 0)) maxLeft = 0;
    if (!(maxRight > 0)) maxRight = 0;
    slope = sign * Math.min(sign * slope, maxLeft, maxRight);
  }
  return Math.fround(slope);
}

/** The slope of an end key with a single neighbour (`dv` over `dt` towards it, `dt > 0`). */
function endSlope(dv: number, dt: number, bias: number, flags: number): number {
  if (flags & CLAMP_PROGRESSIVE) return 0;
  if (flags & CLAMP && Math.abs(dv) <= 0) return 0;
  let slope = dv / dt;
  if ((flags & TIME_INDEPENDENT) === 0) {
    const beyond = Math.abs(bias) / 100 - 5;
    if (beyond > 0) slope += beyond * beyond * 40 * (bias > 0 ? 1 : -1);
  }
  return Math.fround(slope);
}

function computeTangents(curve: FbxAnimCurve): CurveTangents {
  const n = curve.times.length;
  const seconds = Float64Array.from(curve.times, (t) => Number(t) / TICKS_PER_SECOND);
  const values = curve.values;
  const leftSlope = new Float64Array(n);
  const rightSlope = new Float64Array(n);
  const leftWeight = new Float64Array(n).fill(ONE_THIRD);
  const rightWeight = new Float64Array(n).fill(ONE_THIRD);
  // What the previous key hands over to this one: its stored next-left slope and weight.
  let carriedSlope = 0;
  let carriedWeight = ONE_THIRD;
  for (let i = 0; i < n; i++) {
    const attr = curve.attributes[curve.keyAttribute[i]!]!;
    leftWeight[i] = carriedWeight;
    let left = carriedSlope;
    let right = attr.rightSlope;
    rightWeight[i] = attr.weightedRight ? clampWeight(attr.rightWeight) : ONE_THIRD;
    let nextLeft = attr.nextLeftSlope;
    let nextLeftWeight = attr.weightedNextLeft ? clampWeight(attr.nextLeftWeight) : ONE_THIRD;
    const hasPrev = i > 0 && seconds[i]! > seconds[i - 1]!;
    const hasNext = i + 1 < n && seconds[i + 1]! > seconds[i]!;
    if (attr.interpolation === 'cubic' && attr.tcb !== null) {
      const sl = hasPrev ? (values[i]! - values[i - 1]!) / (seconds[i]! - seconds[i - 1]!) : 0;
      const sr = hasNext ? (values[i + 1]! - values[i]!) / (seconds[i + 1]! - seconds[i]!) : 0;
      const f = hasPrev && hasNext ? 0.5 : 1;
      const { tension: T, continuity: C, bias: B } = attr.tcb;
      left = Math.fround(f * (1 - T) * ((1 + B) * (1 - C) * sl + (1 - B) * (1 + C) * sr));
      right = Math.fround(f * (1 - T) * ((1 + B) * (1 + C) * sl + (1 - B) * (1 - C) * sr));
      nextLeft = 0;
      nextLeftWeight = ONE_THIRD;
    } else if (attr.interpolation === 'cubic' && isAuto(attr)) {
      const leftBias = -carriedSlope;
      const rightBias = attr.rightSlope;
      if (hasPrev && hasNext) {
        const k: Neighbourhood = {
          tp: seconds[i - 1]!,
          t: seconds[i]!,
          tn: seconds[i + 1]!,
          vp: values[i - 1]!,
          v: values[i]!,
          vn: values[i + 1]!,
          wl: leftWeight[i]!,
          wr: rightWeight[i]!,
        };
        if (Math.abs(carriedSlope + attr.rightSlope) <= 1e-4) {
          left = right = autoSlope(k, rightBias, attr.flags);
        } else {
          left = autoSlope(k, leftBias, attr.flags);
          right = autoSlope(k, rightBias, attr.flags);
        }
      } else if (hasPrev) {
        left = right = endSlope(values[i]! - values[i - 1]!, seconds[i]! - seconds[i - 1]!, leftBias, attr.flags);
      } else if (hasNext) {
        left = right = endSlope(values[i + 1]! - values[i]!, seconds[i + 1]! - seconds[i]!, rightBias, attr.flags);
      } else {
        left = right = 0;
      }
    } else if (attr.interpolation !== 'cubic') {
      // Constant and linear segments do not use tangents; the next key's left side starts flat.
      right = 0;
      nextLeft = 0;
      rightWeight[i] = ONE_THIRD;
      nextLeftWeight = ONE_THIRD;
      if (attr.interpolation === 'linear' && hasNext) {
        right = nextLeft = Math.fround((values[i + 1]! - values[i]!) / (seconds[i + 1]! - seconds[i]!));
      }
    }
    leftSlope[i] = left;
    rightSlope[i] = right;
    carriedSlope = nextLeft;
    carriedWeight = nextLeftWeight;
  }
  return { leftSlope, rightSlope, leftWeight, rightWeight };
}
