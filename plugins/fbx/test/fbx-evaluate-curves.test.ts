import { expect } from 'chai';
import type { FbxNode, FbxProperty } from '../src/fbx-tree.js';
import { buildFbxDocument, type FbxAnimCurve } from '../src/document.js';
import { evaluateCurve, solveBezierParameter, bezierTime } from '../src/evaluate/index.js';
import { FIXTURES } from '../../../fixtures/root.mjs';
import path from 'node:path';
import { readFileSync } from 'node:fs';

// ---------------------------------------------------------------------------------------------
// Curve builder: one AnimationCurve object read through the document layer.

const TPS = 46_186_158_000;
const sec = (s: number): bigint => BigInt(Math.round(s * TPS));
let at = 1;
const S = (value: string): FbxProperty => ({ type: 'S', value });
const L = (value: bigint): FbxProperty => ({ type: 'L', value });
function n(name: string, properties: FbxProperty[] = [], children: FbxNode[] = []): FbxNode {
  return { name, properties, children, at: at++ };
}

const CONSTANT = 0x2;
const CONSTANT_NEXT = 0x102;
const LINEAR = 0x4;
const CUBIC_USER = 0x408;
const CUBIC_AUTO = 0x108;
const WEIGHTED = 0x1000000 | 0x2000000;
const TCB = 0x208;

/** A float's 32-bit pattern as a signed int (how FBX SDK ASCII writes KeyAttrDataFloat). */
function bits(x: number): number {
  const f = new Float32Array([x]);
  return new Int32Array(f.buffer)[0]!;
}
/** Tangent weights packed in 1/9999 units: low half right, high half next-left. */
function weights(right: number, nextLeft: number): number {
  return (Math.round(right * 9999) | (Math.round(nextLeft * 9999) << 16)) | 0;
}
const DEFAULT_WEIGHTS = weights(1 / 3, 1 / 3);
/** A weight as stored: whole 1/9999 units. */
const q = (w: number): number => Math.round(w * 9999) / 9999;

interface Key {
  t: number; // seconds
  v: number;
  flags?: number;
  right?: number; // slope, value per second
  left?: number; // next-left slope
  w?: [number, number];
}

function curveFrom(keys: Key[], extra: FbxNode[] = []): FbxAnimCurve {
  const words: number[] = [];
  for (const k of keys) {
    words.push(bits(k.right ?? 0), bits(k.left ?? 0), k.w ? weights(k.w[0], k.w[1]) : DEFAULT_WEIGHTS, 0);
  }
  const curve = n('AnimationCurve', [L(5n), S('AnimCurve::'), S('')], [
    n('Default', [{ type: 'D', value: 0 }]),
    n('KeyVer', [{ type: 'I', value: 4009 }]),
    n('KeyTime', [{ type: 'l', value: BigInt64Array.from(keys.map((k) => sec(k.t))) }]),
    n('KeyValueFloat', [{ type: 'f', value: Float32Array.from(keys.map((k) => k.v)) }]),
    n('KeyAttrFlags', [{ type: 'i', value: Int32Array.from(keys.map((k) => k.flags ?? LINEAR)) }]),
    n('KeyAttrDataFloat', [{ type: 'i', value: Int32Array.from(words) }]),
    n('KeyAttrRefCount', [{ type: 'i', value: Int32Array.from(keys.map(() => 1)) }]),
    ...extra,
  ]);
  const d = buildFbxDocument({ encoding: 'ascii', version: 7400, nodes: [n('Objects', [], [curve])] });
  return d.animation.curves.get(5n)!;
}
function extrapolation(which: 'Pre' | 'Post', type: string, repetition?: number): FbxNode {
  const children = [n('Type', [S(type)])];
  if (repetition !== undefined) children.push(n('Repetition', [{ type: 'I', value: repetition }]));
  return n(`${which}-Extrapolation`, [], children);
}
const value = (curve: FbxAnimCurve, seconds: number): number => evaluateCurve(curve, sec(seconds))!;

/** Hermite form of the unweighted FBX cubic (an independent formulation of the same segment). */
function hermite(u: number, v0: number, v1: number, s0: number, s1: number, seconds: number): number {
  const h00 = 2 * u ** 3 - 3 * u ** 2 + 1;
  const h10 = u ** 3 - 2 * u ** 2 + u;
  const h01 = -2 * u ** 3 + 3 * u ** 2;
  const h11 = u ** 3 - u ** 2;
  return h00 * v0 + h10 * seconds * s0 + h01 * v1 + h11 * seconds * s1;
}

/**
 * Direct numeric solve of a weighted segment: the Bezier through (t0,v0), (t0+w0Δ, v0+s0w0Δ),
 * (t1−w1Δ, v1−s1w1Δ), (t1,v1) in absolute seconds, its parameter found by plain bisection on time.
 */
function bezierByBisection(t: number, t0: number, v0: number, t1: number, v1: number, s0: number, s1: number, w0: number, w1: number): number {
  const dt = t1 - t0;
  const X = [t0, t0 + w0 * dt, t1 - w1 * dt, t1];
  const Y = [v0, v0 + s0 * w0 * dt, v1 - s1 * w1 * dt, v1];
  const at3 = (c: number[], p: number): number => (1 - p) ** 3 * c[0]! + 3 * (1 - p) ** 2 * p * c[1]! + 3 * (1 - p) * p ** 2 * c[2]! + p ** 3 * c[3]!;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (at3(X, mid) < t) lo = mid;
    else hi = mid;
  }
  return at3(Y, (lo + hi) / 2);
}

// ---------------------------------------------------------------------------------------------

describe('fbx evaluate: curve interpolation', () => {
  it('constant (standard) holds the left key until the next key', () => {
    const c = curveFrom([{ t: 0, v: 1, flags: CONSTANT }, { t: 1, v: 5, flags: CONSTANT }, { t: 2, v: -3 }]);
    expect(value(c, 0)).to.equal(1);
    expect(value(c, 0.5)).to.equal(1);
    expect(evaluateCurve(c, sec(1) - 1n)).to.equal(1);
    expect(value(c, 1)).to.equal(5);
    expect(value(c, 1.999)).to.equal(5);
    expect(value(c, 2)).to.equal(-3);
  });

  it('constant "next" holds the right key right after the left key', () => {
    const c = curveFrom([{ t: 0, v: 1, flags: CONSTANT_NEXT }, { t: 1, v: 5, flags: CONSTANT_NEXT }, { t: 2, v: -3 }]);
    expect(value(c, 0)).to.equal(1);
    expect(evaluateCurve(c, 1n)).to.equal(5);
    expect(value(c, 0.5)).to.equal(5);
    expect(value(c, 1)).to.equal(5);
    expect(value(c, 1.5)).to.equal(-3);
    expect(value(c, 2)).to.equal(-3);
  });

  it('linear interpolates in time', () => {
    const c = curveFrom([{ t: 0, v: 2 }, { t: 2, v: 6 }, { t: 3, v: 0 }]);
    expect(value(c, 0.5)).to.be.closeTo(3, 1e-12);
    expect(value(c, 1)).to.be.closeTo(4, 1e-12);
    expect(value(c, 2.25)).to.be.closeTo(4.5, 1e-12);
  });

  it('reads every key as linear when the curve has no KeyAttr arrays', () => {
    const curve = n('AnimationCurve', [L(5n), S('AnimCurve::'), S('')], [
      n('KeyTime', [{ type: 'l', value: BigInt64Array.from([0n, sec(1)]) }]),
      n('KeyValueFloat', [{ type: 'f', value: Float32Array.from([0, 10]) }]),
    ]);
    const c = buildFbxDocument({ encoding: 'ascii', version: 7400, nodes: [n('Objects', [], [curve])] }).animation.curves.get(5n)!;
    expect(evaluateCurve(c, sec(0.3))).to.be.closeTo(3, 1e-12);
  });

  it('cubic (unweighted) is the Hermite segment of the key slopes in value per second', () => {
    const c = curveFrom([
      { t: 0.5, v: 1, flags: CUBIC_USER, right: 4, left: -2 },
      { t: 2.5, v: 3, flags: CUBIC_USER, right: 0.5, left: 10 },
      { t: 3, v: -1 },
    ]);
    for (const u of [0, 0.1, 0.25, 0.5, 0.8, 0.99]) {
      expect(value(c, 0.5 + 2 * u), `u=${u}`).to.be.closeTo(hermite(u, 1, 3, 4, -2, 2), 1e-9);
    }
    for (const u of [0.2, 0.6]) expect(value(c, 2.5 + 0.5 * u)).to.be.closeTo(hermite(u, 3, -1, 0.5, 10, 0.5), 1e-9);
    // The slopes at the ends of the first segment, measured numerically.
    const h = 1e-5;
    expect((value(c, 0.5 + h) - value(c, 0.5)) / h).to.be.closeTo(4, 1e-3);
    expect((value(c, 2.5) - value(c, 2.5 - h)) / h).to.be.closeTo(-2, 1e-3);
  });

  it('auto tangents are computed from the neighbouring keys (the stored words are biases, not slopes)', () => {
    // Key 1 (auto, bias 0): secant over both neighbours (0 − 0)/3 = 0, left/right secants 2 and −1
    // blended by the time position d = 1/3 → 2·(2/3) − 1·(1/3) = 1; slope = 0/2 + 1/2 = 0.5.
    const c = curveFrom([
      { t: 0, v: 0, flags: CUBIC_USER, right: 0, left: 0 },
      { t: 1, v: 2, flags: CUBIC_AUTO },
      { t: 3, v: 0, flags: CUBIC_USER },
    ]);
    for (const u of [0.2, 0.5, 0.9]) expect(value(c, u), `u=${u}`).to.be.closeTo(hermite(u, 0, 2, 0, 0.5, 1), 1e-6);
    // Key 2 is a user key: its left slope is key 1's stored next-left word (0 here).
    for (const u of [0.3, 0.7]) expect(value(c, 1 + 2 * u), `u=${u}`).to.be.closeTo(hermite(u, 2, 0, 0.5, 0, 2), 1e-6);
    // Control: reading the auto key's zero words as slopes would flatten the first segment's end.
    expect(Math.abs(value(c, 0.5) - hermite(0.5, 0, 2, 0, 0, 1))).to.be.greaterThan(0.05);
  });

  it('clamp-progressive, time-independent auto tangents: flat at the ends, secant inside unless it overshoots', () => {
    const AUTO_CLAMPED = CUBIC_AUTO | 0x2000 | 0x4000;
    const c = curveFrom([
      { t: 0, v: 120, flags: AUTO_CLAMPED },
      { t: 1, v: 42, flags: AUTO_CLAMPED },
      { t: 2, v: 0, flags: AUTO_CLAMPED },
      { t: 3, v: 0, flags: AUTO_CLAMPED },
    ]);
    // Key 0: end key → 0. Key 1: secant (0 − 120)/2 = −60, within the no-overshoot limits (234, 126).
    for (const u of [0.25, 0.5]) expect(value(c, u), `u=${u}`).to.be.closeTo(hermite(u, 120, 42, 0, -60, 1), 1e-4);
    // Key 2: secant −14, but the right handle must not pass below key 3's value → 0.
    for (const u of [0.25, 0.5]) expect(value(c, 1 + u), `u=${u}`).to.be.closeTo(hermite(u, 42, 0, -60, 0, 1), 1e-4);
  });

  it('cubic with weighted tangents matches a direct numeric Bezier solve', () => {
    const c = curveFrom([
      { t: 0, v: 0, flags: CUBIC_USER | WEIGHTED, right: 6, left: -3, w: [0.8, 0.1] },
      { t: 1.5, v: 2, flags: CUBIC_USER | 0x1000000, right: -1, left: 2, w: [0.05, 0.9] },
      { t: 2, v: 1 },
    ]);
    for (const t of [0.01, 0.2, 0.5, 0.75, 1.2, 1.49]) {
      expect(value(c, t), `t=${t}`).to.be.closeTo(bezierByBisection(t, 0, 0, 1.5, 2, 6, -3, q(0.8), q(0.1)), 1e-9);
    }
    // The stored weights are quantised (0.8 → 7999/9999): the nominal ones are off by ~1e-6.
    expect(Math.abs(value(c, 0.2) - bezierByBisection(0.2, 0, 0, 1.5, 2, 6, -3, 0.8, 0.1))).to.be.greaterThan(1e-7);
    // Second key: only the right weight is flagged, the next-left weight stays 1/3.
    for (const t of [1.6, 1.8, 1.95]) {
      expect(value(c, t), `t=${t}`).to.be.closeTo(bezierByBisection(t, 1.5, 2, 2, 1, -1, 2, q(0.05), 1 / 3), 1e-6);
    }
    // Control: ignoring the weights would give a visibly different value.
    expect(Math.abs(value(c, 0.2) - hermite(0.2 / 1.5, 0, 2, 6, -3, 1.5))).to.be.greaterThan(0.05);
  });

  it('weighted tangents of 1/3 are the unweighted curve', () => {
    const weighted = curveFrom([{ t: 0, v: 0, flags: CUBIC_USER | WEIGHTED, right: 2, left: 5, w: [1 / 3, 1 / 3] }, { t: 1, v: 1 }]);
    for (const t of [0.1, 0.4, 0.9]) expect(value(weighted, t)).to.be.closeTo(hermite(t, 0, 1, 2, 5, 1), 1e-4);
  });

  it('solves the Bezier parameter to round-off for extreme weights', () => {
    for (const [w0, w1] of [[0, 0], [1, 1], [0.99, 0.01], [0.0001, 0.9999], [0.5, 0.5]] as const) {
      for (const x of [0, 1e-9, 0.001, 0.3, 0.5, 0.77, 0.999999, 1]) {
        const p = solveBezierParameter(x, w0, w1);
        expect(p).to.be.within(0, 1);
        expect(Math.abs(bezierTime(p, w0, w1) - x), `w=${w0},${w1} x=${x}`).to.be.below(1e-12);
      }
    }
    expect(solveBezierParameter(0.42, 1 / 3, 1 / 3)).to.equal(0.42);
  });

  it('computes Kochanek–Bartels slopes for TCB keys (t=c=b=0: the average of the neighbouring secants)', () => {
    const tcb = (k: Key): Key => ({ ...k, flags: TCB });
    // Words 0..2 hold tension, continuity, bias; all zero here.
    const c = curveFrom([tcb({ t: 0, v: 0 }), tcb({ t: 1, v: 2 }), tcb({ t: 2, v: 0 }), { t: 3, v: 4 }]);
    // Key 1: secants +2 and −2 per second → slope 0; key 0: end key, slope = its one secant (2).
    expect(value(c, 0.5)).to.be.closeTo(hermite(0.5, 0, 2, 2, 0, 1), 1e-9);
    // Key 2 (TCB): secants −2 and +4 → slope 1 on both sides.
    expect(value(c, 1.5)).to.be.closeTo(hermite(0.5, 2, 0, 0, 1, 1), 1e-9);
  });

  it('takes the later key when two keys share a time, and handles curves with one or no key', () => {
    const c = curveFrom([{ t: 0, v: 0 }, { t: 1, v: 1 }, { t: 1, v: 7 }, { t: 2, v: 7 }]);
    expect(value(c, 1)).to.equal(7);
    expect(value(c, 0.5)).to.be.closeTo(0.5, 1e-12);
    const one = curveFrom([{ t: 1, v: 3 }]);
    expect([value(one, 0), value(one, 1), value(one, 9)]).to.deep.equal([3, 3, 3]);
    const none = n('AnimationCurve', [L(5n), S('AnimCurve::'), S('')], [n('Default', [{ type: 'D', value: 4 }])]);
    const empty = buildFbxDocument({ encoding: 'ascii', version: 7400, nodes: [n('Objects', [], [none])] }).animation.curves.get(5n)!;
    expect(evaluateCurve(empty, 0n)).to.equal(null);
  });
});

describe('fbx evaluate: tick arithmetic', () => {
  it('evaluates a curve whose ticks are beyond 2^53 (bigint arithmetic) exactly like it near tick 0 (double arithmetic)', () => {
    const near = curveFrom([
      { t: 0.5, v: 1, flags: CUBIC_USER, right: 4, left: -2, w: [0.2, 0.7] },
      { t: 1.25, v: 3, flags: CUBIC_AUTO },
      { t: 2, v: -1, flags: LINEAR },
      { t: 2.75, v: 2, flags: CONSTANT_NEXT },
      { t: 3, v: 0.5 },
    ]);
    const shift = 2n ** 60n;
    const far: FbxAnimCurve = { ...near, times: near.times.map((t) => t + shift) };
    for (const s of [0, 0.5, 0.61, 1.0, 1.25, 1.7, 2, 2.3, 2.75, 2.9, 3, 4]) {
      const ticks = sec(s);
      expect(evaluateCurve(far, ticks + shift), `${s} s`).to.equal(evaluateCurve(near, ticks));
    }
  });
});

describe('fbx evaluate: evaluation order', () => {
  it('gives every time the same value in any order of evaluation (forward, jumps, backward, shuffled)', () => {
    // 40 keys a quarter second apart, two of them sharing a time, interpolations cycling; the
    // curve beyond 2^53 is evaluated by bigint arithmetic with a plain search from the first key.
    // Stored slopes only: auto slopes come from key seconds, which lose bits beyond 2^53 ticks.
    const flags = [LINEAR, CUBIC_USER | WEIGHTED, CONSTANT, CUBIC_USER, CONSTANT_NEXT];
    const keys: Key[] = Array.from({ length: 40 }, (_, i) => ({ t: i * 0.25, v: Math.sin(i) * 10, flags: flags[i % flags.length], right: i % 3, left: -(i % 2), w: [0.2, 0.7] }));
    keys.splice(20, 0, { t: keys[19]!.t, v: 42, flags: LINEAR });
    const near = curveFrom(keys);
    const shift = 2n ** 60n;
    const far: FbxAnimCurve = { ...near, times: near.times.map((t) => t + shift) };
    const times = Array.from({ length: 221 }, (_, i) => sec(-0.5 + i * 0.05));
    // A fixed shuffle (a linear congruential sequence), so a failure names the same order each run.
    const shuffled = [...times];
    for (let i = shuffled.length - 1, seed = 7; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const j = seed % (i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const orders: Record<string, bigint[]> = {
      forward: times,
      'every seventh, forward': times.filter((_, i) => i % 7 === 0),
      backward: [...times].reverse(),
      shuffled,
      'at the keys': Array.from(near.times),
    };
    for (const [name, order] of Object.entries(orders)) {
      for (const ticks of order) expect(evaluateCurve(near, ticks), `${name}, tick ${ticks}`).to.equal(evaluateCurve(far, ticks + shift));
    }
    expect(evaluateCurve(near, sec(keys[19]!.t))).to.equal(Math.fround(42));
  });
});

describe('fbx evaluate: curve extrapolation', () => {
  const keys: Key[] = [{ t: 1, v: 0 }, { t: 2, v: 4 }, { t: 3, v: 2 }];

  it('holds the end values by default', () => {
    const c = curveFrom(keys);
    expect(value(c, -5)).to.equal(0);
    expect(value(c, 0.999)).to.equal(0);
    expect(value(c, 3.001)).to.equal(2);
    expect(value(c, 100)).to.equal(2);
  });

  it('keeps the end slopes (keep-slope)', () => {
    const c = curveFrom(keys, [extrapolation('Pre', 'K'), extrapolation('Post', 'K')]);
    expect(value(c, 0.5)).to.be.closeTo(-2, 1e-9);
    expect(value(c, 4)).to.be.closeTo(0, 1e-9);
    const cubic = curveFrom([{ t: 0, v: 1, flags: CUBIC_USER, right: 3, left: -5 }, { t: 1, v: 1 }], [extrapolation('Pre', 'K'), extrapolation('Post', 'K')]);
    expect(value(cubic, -1)).to.be.closeTo(-2, 1e-9);
    expect(value(cubic, 2)).to.be.closeTo(-4, 1e-9);
  });

  it('repeats the key range (repetition), before and after', () => {
    const c = curveFrom(keys, [extrapolation('Pre', 'R'), extrapolation('Post', 'R')]);
    expect(value(c, 3.5)).to.be.closeTo(value(c, 1.5), 1e-9);
    expect(value(c, 5.25)).to.be.closeTo(value(c, 1.25), 1e-9);
    expect(value(c, 0.5)).to.be.closeTo(value(c, 2.5), 1e-9);
    expect(value(c, -3.75)).to.be.closeTo(value(c, 2.25), 1e-9);
    // Exactly on a boundary (keys from 1 to 3, values 0 … 2): a repetition after the keys starts
    // there, one before them ends there.
    expect(value(c, 5)).to.be.closeTo(0, 1e-9);
    expect(value(c, 5 - 1e-9)).to.be.closeTo(2, 1e-6);
    expect(value(c, -1)).to.be.closeTo(2, 1e-9);
    expect(value(c, -1 + 1e-9)).to.be.closeTo(0, 1e-6);
  });

  it('mirrors alternate repetitions (mirror-repetition)', () => {
    const c = curveFrom(keys, [extrapolation('Pre', 'M'), extrapolation('Post', 'M')]);
    expect(value(c, 3.5)).to.be.closeTo(value(c, 2.5), 1e-9); // reversed
    expect(value(c, 4)).to.be.closeTo(4, 1e-9);
    expect(value(c, 5.5)).to.be.closeTo(value(c, 1.5), 1e-9); // forward again
    expect(value(c, 0.25)).to.be.closeTo(value(c, 1.75), 1e-9);
  });

  it('offsets each cycle by the value change (relative-repetition)', () => {
    const c = curveFrom(keys, [extrapolation('Pre', 'A'), extrapolation('Post', 'A')]);
    expect(value(c, 3.5)).to.be.closeTo(value(c, 1.5) + 2, 1e-9);
    expect(value(c, 7.5)).to.be.closeTo(value(c, 1.5) + 6, 1e-9);
    expect(value(c, 0.5)).to.be.closeTo(value(c, 2.5) - 2, 1e-9);
  });

  it('stops after the Repetition count and holds the value reached', () => {
    const c = curveFrom(keys, [extrapolation('Post', 'R', 1), extrapolation('Pre', 'A', 0)]);
    expect(value(c, 4.5)).to.be.closeTo(value(c, 2.5), 1e-9);
    expect(value(c, 5.5)).to.equal(2);
    expect(value(c, 50)).to.equal(2);
    expect(value(c, 0)).to.equal(0);
  });
});

describe('fbx evaluate: curves of a real file', () => {
  it('evaluates ufbx_maya_anim_interpolation at its keys and between them', async () => {
    const { readAsciiFbx } = await import('../src/ascii-reader.js');
    const bytes = readFileSync(path.join(FIXTURES, 'fbx/ufbx_maya_anim_interpolation_7700_ascii.fbx'));
    const d = buildFbxDocument(readAsciiFbx(bytes));
    const curve = [...d.animation.curves.values()].find((c) => c.times.length === 10)!;
    const t = Array.from(curve.times);
    const v = Array.from(curve.values);
    for (let i = 0; i < t.length; i++) expect(evaluateCurve(curve, t[i]!)).to.equal(v[i]);
    const mid = (i: number): bigint => (t[i]! + t[i + 1]!) / 2n;
    // 0: weighted user cubic → the direct Bezier solve on the file's slopes and weights.
    const a = curve.attributes[curve.keyAttribute[0]!]!;
    expect(a.interpolation).to.equal('cubic');
    expect(a.weightedRight && a.weightedNextLeft).to.equal(true);
    const s = (x: bigint): number => Number(x) / TPS;
    expect(evaluateCurve(curve, mid(0))!).to.be.closeTo(bezierByBisection(s(mid(0)), s(t[0]!), v[0]!, s(t[1]!), v[1]!, a.rightSlope, a.nextLeftSlope, a.rightWeight, a.nextLeftWeight), 1e-9);
    // 1: linear.
    expect(evaluateCurve(curve, mid(1))!).to.be.closeTo((v[1]! + v[2]!) / 2, 1e-6);
    // 2: constant standard holds the left value; 3: constant next holds the right value.
    expect(evaluateCurve(curve, mid(2))).to.equal(v[2]);
    expect(evaluateCurve(curve, mid(3))).to.equal(v[4]);
  });
});
