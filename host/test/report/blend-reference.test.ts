/**
 * The Node-side binary64 reference of the illustrative blend: endpoints reproduce the source FK,
 * nlerp takes the shortest hemisphere and keeps the second quaternion's sign at an exact zero dot,
 * T·R·S composition keeps shear from rotated non-uniformly scaled parents, zero and negative
 * scales are allowed, and non-finite or non-f32 results are unavailable. The browser's
 * blend-math.js, run in this process, agrees on every fixture.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import type { Quat, Vec3 } from '../../src/model/anim-document.js';
import { createMetricGrids } from '../../src/sample/sampler.js';
import { mat4FromTRS, mat4Multiply } from '../../src/model/math.js';
import { F32_MAX, blendReference, conformanceTolerance, nearestFrame, withinConformance } from '../../src/report/blend/reference.js';
import { buildBlendSection } from '../../src/report/blend/streams.js';
import { axisAngleDeg, buildDocument, expectClose, quatX, quatY, quatZ, uniformTimes } from '../support/anim-builder.js';

interface BlendMath {
  nearestFrame(u: number, frames: number): number;
  blendPositions(
    localsA: Float32Array,
    frameA: number,
    localsB: Float32Array,
    frameB: number,
    w: number,
    parents: readonly number[],
    bones: number,
    out: Float64Array,
  ): boolean;
}

function loadBlendMath(): BlendMath {
  const file = new URL('../../assets/report/blend-math.js', import.meta.url);
  runInThisContext(readFileSync(file, 'utf8'), { filename: file.pathname });
  return (globalThis as unknown as { AnimsmithBlend: BlendMath }).AnimsmithBlend;
}

interface Local {
  t?: Vec3;
  q?: Quat;
  s?: Vec3;
}

/** One frame of local records (f32), in bone order. */
function frame(...bones: Local[]): Float32Array {
  const out = new Float32Array(bones.length * 10);
  bones.forEach((b, i) => out.set([...(b.t ?? [0, 0, 0]), ...(b.q ?? [0, 0, 0, 1]), ...(b.s ?? [1, 1, 1])], i * 10));
  return out;
}

const blend = loadBlendMath();

/** The reference, also checked against the browser implementation run in Node. */
function reference(a: Float32Array, b: Float32Array, w: number, parents: number[], fa = 0, fb = 0): Float64Array | undefined {
  const bones = parents.length;
  const expected = blendReference(a, fa, b, fb, w, parents, bones);
  const out = new Float64Array(bones * 3);
  const ok = blend.blendPositions(a, fa, b, fb, w, parents, bones, out);
  expect(ok, 'browser availability').to.equal(expected !== undefined);
  if (expected !== undefined) expect(withinConformance(expected, out), `browser ${Array.from(out)} vs ${Array.from(expected)}`).to.equal(true);
  return expected;
}

function positionOf(positions: Float64Array | undefined, bone: number): number[] {
  expect(positions).to.not.equal(undefined);
  return Array.from(positions!.subarray(bone * 3, bone * 3 + 3));
}

const S = Math.SQRT1_2;

describe('blend reference: endpoints', () => {
  it('reproduces the source FK positions at weights 0 and 1 within f32 rounding', () => {
    const doc = buildDocument({
      bones: [
        { name: 'root', translation: [0.2, 0.9, -0.1], rotation: quatY(20), scale: [1.5, 0.5, 2] },
        { name: 'a', parent: 'root', translation: [0, 0.4, 0.1], rotation: quatX(-35), scale: [1, -2, 0.75] },
        { name: 'b', parent: 'a', translation: [0.3, 0.2, 0], rotation: quatZ(50), scale: [0.5, 1, 1.25] },
        { name: 'c', parent: 'b', translation: [0, 0.25, 0.05] },
        { name: 'd', parent: 'root', translation: [-0.3, 0.1, 0], scale: [0, 1, 1] },
        { name: 'e', parent: 'd', translation: [0.1, 0.1, 0.1] },
      ],
      clips: [
        {
          name: 'one',
          tracks: [
            { bone: 'a', property: 'rotation', times: uniformTimes(6, 1), values: uniformTimes(6, 1).map((t) => axisAngleDeg([S, 0, S], 200 * t)) },
            { bone: 'root', property: 'translation', times: uniformTimes(6, 1), values: uniformTimes(6, 1).map((t) => [t, 1, -t]) },
            { bone: 'b', property: 'scale', times: [0, 1], values: [[1, 1, 1], [2, -1, 0.5]] },
          ],
        },
        {
          name: 'two',
          tracks: [
            { bone: 'b', property: 'rotation', times: uniformTimes(9, 2), values: uniformTimes(9, 2).map((t) => quatX(170 * t)) },
            { bone: 'c', property: 'translation', times: uniformTimes(9, 2), values: uniformTimes(9, 2).map((t) => [0, 0.25 + t, 0]) },
          ],
        },
      ],
    });
    const grids = createMetricGrids(doc);
    const section = buildBlendSection(doc, grids, [0, 1]);
    expect(section.admitted).to.have.length(2);
    const one = grids.grid(0)!;
    const two = grids.grid(1)!;
    const parents = section.parents;
    for (const [fa, fb] of [[0, 0], [2, 5], [5, 8], [3, 1]] as const) {
      for (const [w, grid, f] of [[0, one, fa], [1, two, fb]] as const) {
        const r = reference(one.locals, two.locals, w, parents, fa, fb)!;
        const source = grid.positions.subarray(f * 6 * 3, (f + 1) * 6 * 3);
        for (let i = 0; i < source.length; i++) {
          // f32 storage of the source plus the reference's renormalised f32 quaternions.
          expect(Math.abs(r[i]! - source[i]!), `w=${w} component ${i}`).to.be.at.most(4e-7 * (1 + Math.abs(source[i]!)));
        }
      }
    }
  });
});

describe('blend reference: nlerp', () => {
  const parents = [-1, 0];
  const child: Local = { t: [1, 0, 0] };

  it('blends translations and scales componentwise', () => {
    const a = frame({ t: [1, 2, 3], s: [1, 1, 1] }, child);
    const b = frame({ t: [3, 2, -1], s: [3, 1, 1] }, child);
    // root at (1.5, 2, 2), scale x = 1.5: the child at 1.5 along x.
    expectClose(positionOf(reference(a, b, 0.25, parents), 0), [1.5, 2, 2], 1e-15);
    expectClose(positionOf(reference(a, b, 0.25, parents), 1), [3, 2, 2], 1e-15);
  });

  it('takes the shortest hemisphere: a negated second quaternion blends like the original', () => {
    const a = frame({ q: [0, 0, 0, 1] }, child);
    const q90 = quatY(90);
    const b = frame({ q: q90 }, child);
    const bNeg = frame({ q: q90.map((x) => -x) as Quat }, child);
    const expected = [Math.cos(Math.PI / 4), 0, -Math.sin(Math.PI / 4)]; // 45° about +Y
    expectClose(positionOf(reference(a, b, 0.5, parents), 1), expected, 1e-7);
    expectClose(positionOf(reference(a, bNeg, 0.5, parents), 1), expected, 1e-7);
    // Normalized linear interpolation, not slerp: at w = 0.25 the angle is atan2(0.25·sin45, 0.75 + 0.25·cos45)·2.
    const half = Math.atan2(0.25 * Math.sin(Math.PI / 4), 0.75 + 0.25 * Math.cos(Math.PI / 4));
    expectClose(positionOf(reference(a, bNeg, 0.25, parents), 1), [Math.cos(2 * half), 0, -Math.sin(2 * half)], 1e-7);
  });

  it('normalises both quaternions before blending', () => {
    const a = frame({ q: [0, 0, 0, 1.00005] }, child);
    const b = frame({ q: quatY(90).map((x) => x * 0.99995) as Quat }, child);
    expectClose(positionOf(reference(a, b, 0.5, parents), 1), [S, 0, -S], 1e-7);
  });

  it('keeps the second quaternion’s sign at an exact zero dot', () => {
    const a = frame({ q: [0, 0, 0, 1] }, child);
    // 180° about +Y, written both ways: the dot with identity is exactly zero either way.
    const plus = frame({ q: [0, 1, 0, 0] }, child);
    const minus = frame({ q: [0, -1, 0, 0] }, child);
    expectClose(positionOf(reference(a, plus, 0.5, parents), 1), [0, 0, -1], 1e-15); // +90° about Y
    expectClose(positionOf(reference(a, minus, 0.5, parents), 1), [0, 0, 1], 1e-15); // −90° about Y
    // A less trivial exact zero-dot pair: (x, 0, 0, y) and (y, 0, 0, −x).
    const x = Math.fround(0.6), y = Math.fround(0.8);
    const c = frame({ q: [x, 0, 0, y] }, { t: [0, 1, 0] });
    const d = frame({ q: [y, 0, 0, -x] }, { t: [0, 1, 0] });
    const n = Math.hypot(x, y);
    expect((x / n) * (y / n) + (y / n) * (-x / n)).to.equal(0);
    const q = [x + y, 0, 0, y - x].map((v) => v / Math.hypot(x + y, y - x)); // kept, not negated
    const angle = 2 * Math.atan2(q[0]!, q[3]!);
    expectClose(positionOf(reference(c, d, 0.5, [-1, 0]), 1), [0, Math.cos(angle), Math.sin(angle)], 1e-12);
  });

  it('accepts every weight in [0, 1] and nothing else', () => {
    const a = frame({}, child);
    for (const w of [-1e-9, 1 + 1e-9, NaN, Infinity]) expect(reference(a, a, w, parents), String(w)).to.equal(undefined);
    expect(reference(a, a, 0, parents)).to.not.equal(undefined);
    expect(reference(a, a, 1, parents)).to.not.equal(undefined);
  });
});

describe('blend reference: T·R·S composition', () => {
  it('keeps the shear of a rotated non-uniformly scaled parent', () => {
    // P: rotated 90° about Z, scaled (2, 1, 1); C: rotated 45° about Z; G and H: C's unit x and y.
    const pose = frame(
      { q: quatZ(90), s: [2, 1, 1] },
      { q: quatZ(45) },
      { t: [1, 0, 0] },
      { t: [0, 1, 0] },
    );
    const parents = [-1, 0, 1, 1];
    for (const w of [0.3, 0.5]) {
      const r = reference(pose, pose, w, parents)!;
      // world_C = Rz90 · diag(2, 1, 1) · Rz45, so G = (−s, 2c, 0) and H = (−c, −2s, 0).
      expectClose(positionOf(r, 2), [-S, 2 * S, 0], 1e-7);
      expectClose(positionOf(r, 3), [-S, -2 * S, 0], 1e-7);
      const g = positionOf(r, 2), h = positionOf(r, 3);
      expect(g[0]! * h[0]! + g[1]! * h[1]!).to.be.closeTo(-1.5, 1e-6); // orthogonal axes no longer orthogonal
    }
  });

  it('matches an independent T·R·S matrix chain on a blended scaled chain', () => {
    const a = frame(
      { t: [0.1, 1, 0], q: quatY(30), s: [1.5, 0.5, 1] },
      { t: [0, 0.5, 0], q: quatX(40), s: [1, 2, -1] },
      { t: [0.2, 0.3, 0.1], q: quatZ(-60), s: [0.5, 0.5, 2] },
      { t: [0, 0.4, 0] },
    );
    const b = frame(
      { t: [0.3, 1.2, -0.2], q: quatY(-50), s: [1, 1, 1] },
      { t: [0, 0.6, 0], q: quatX(-20), s: [2, 1, -1] },
      { t: [0.2, 0.1, 0.1], q: quatZ(80), s: [1, 0.25, 1] },
      { t: [0, 0.3, 0.1] },
    );
    const parents = [-1, 0, 1, 2];
    const w = 0.4;
    const r = reference(a, b, w, parents)!;
    const world = new Float64Array(16 * 4);
    const local = new Float64Array(16);
    for (let bone = 0; bone < 4; bone++) {
      const at = (arr: Float32Array, k: number) => arr[bone * 10 + k]!;
      const t = [0, 1, 2].map((k) => (1 - w) * at(a, k) + w * at(b, k));
      const s = [7, 8, 9].map((k) => (1 - w) * at(a, k) + w * at(b, k));
      const qa = [3, 4, 5, 6].map((k) => at(a, k));
      const qb = [3, 4, 5, 6].map((k) => at(b, k));
      const na = Math.hypot(...qa), nb = Math.hypot(...qb);
      const sign = qa.reduce((acc, x, k) => acc + (x / na) * (qb[k]! / nb), 0) < 0 ? -1 : 1;
      const q = qa.map((x, k) => (1 - w) * (x / na) + w * sign * (qb[k]! / nb));
      const nq = Math.hypot(...q);
      mat4FromTRS(local, t, q.map((x) => x / nq), s);
      if (parents[bone] === -1) world.set(local, bone * 16);
      else mat4Multiply(world, world, local, bone * 16, parents[bone]! * 16, 0);
      expectClose(positionOf(r, bone), Array.from(world.subarray(bone * 16 + 12, bone * 16 + 15)), 1e-12, `bone ${bone}`);
    }
  });

  it('allows negative and zero scales', () => {
    const parents = [-1, 0];
    const mirrored = frame({ s: [-1, 1, 1] }, { t: [1, 2, 0] });
    expectClose(positionOf(reference(mirrored, mirrored, 0.5, parents), 1), [-1, 2, 0], 0);
    const unit = frame({ s: [1, 1, 1] }, { t: [1, 2, 0] });
    // Halfway between +1 and −1 the x scale is exactly zero: the child collapses onto the y axis.
    expectClose(positionOf(reference(unit, mirrored, 0.5, parents), 1), [0, 2, 0], 0);
    const flat = frame({ t: [1, 1, 1], s: [0, 0, 0] }, { t: [5, 6, 7] });
    expectClose(positionOf(reference(flat, flat, 0.5, parents), 1), [1, 1, 1], 0);
  });
});

describe('blend reference: unavailable results', () => {
  const parents = [-1, 0, 1];

  it('is undefined when a position is non-finite', () => {
    const ok = frame({}, { t: [1, 0, 0] }, { t: [0, 1, 0] });
    expect(reference(ok, ok, 0.5, parents)).to.not.equal(undefined);
    for (const bad of [
      frame({ t: [NaN, 0, 0] }, {}, {}),
      frame({}, { t: [Infinity, 0, 0] }, {}),
      frame({}, { s: [1, -Infinity, 1] }, { t: [0, 1, 0] }),
      frame({}, { q: [NaN, 0, 0, 1] }, {}),
      frame({ q: [0, 0, 0, 0] }, {}, {}), // a zero quaternion cannot be normalised
    ]) {
      expect(reference(ok, bad, 0.5, parents)).to.equal(undefined);
    }
  });

  it('is undefined when a position is finite in binary64 but beyond the f32 range', () => {
    const big = frame({ s: [3e38, 3e38, 3e38] }, { s: [3e38, 1, 1], t: [1, 0, 0] }, { t: [1, 0, 0] });
    expect(reference(big, big, 0.5, parents)).to.equal(undefined); // 9e76 in binary64
    const edge = frame({ t: [F32_MAX, 0, 0] }, {}, {});
    expect(positionOf(reference(edge, edge, 0.5, parents), 0)[0]).to.equal(F32_MAX);
    const over = frame({ t: [F32_MAX, 0, 0], s: [2, 1, 1] }, { t: [F32_MAX, 0, 0] }, {});
    expect(reference(over, over, 0.5, parents)).to.equal(undefined); // 3 × F32_MAX
  });

  it('is undefined when a parent is not a root or an earlier bone', () => {
    const pose = frame({}, {}, {});
    for (const bad of [[-1, 1, 1], [-1, 0, 2], [0, -1, 1], [-1, -2, 0], [-1, 0.5, 0]]) {
      expect(reference(pose, pose, 0.5, bad), JSON.stringify(bad)).to.equal(undefined);
    }
  });

  it('throws for a frame outside either stream', () => {
    const pose = frame({}, {}, {});
    expect(() => blendReference(pose, 1, pose, 0, 0.5, parents, 3)).to.throw(RangeError);
    expect(() => blendReference(pose, 0, pose, -1, 0.5, parents, 3)).to.throw(RangeError);
    expect(blend.blendPositions(pose, 1, pose, 0, 0.5, parents, 3, new Float64Array(9))).to.equal(false);
    expect(blend.blendPositions(pose, 0, pose, 0, 0.5, parents, 3, new Float64Array(8))).to.equal(false);
  });
});

describe('blend reference: phase and tolerance', () => {
  it('selects each clip’s nearest frame, clamped to its grid', () => {
    for (const f of [nearestFrame, blend.nearestFrame]) {
      expect(f(0, 5)).to.equal(0);
      expect(f(1, 5)).to.equal(4);
      expect(f(0.5, 4)).to.equal(2); // 1.5 rounds up
      expect(f(0.49, 4)).to.equal(1);
      expect(f(0.3, 11)).to.equal(3);
      expect(f(-0.2, 5)).to.equal(0);
      expect(Object.is(f(-0.01, 5), 0)).to.equal(true);
      expect(f(1.7, 5)).to.equal(4);
      expect(f(NaN, 5)).to.equal(0);
      expect(f(Infinity, 5)).to.equal(4);
      expect(f(0.5, 1)).to.equal(0);
      expect(() => f(0.5, 0)).to.throw(RangeError);
    }
  });

  it('uses 1e-5 + 1e-5·|reference| metres per component', () => {
    expect(conformanceTolerance(0)).to.equal(1e-5);
    expect(conformanceTolerance(-10)).to.be.closeTo(1.1e-4, 1e-18);
    expect(withinConformance(0, 1e-5)).to.equal(true);
    expect(withinConformance(0, -1.01e-5)).to.equal(false);
    expect(withinConformance(100, 100.001)).to.equal(true);
    expect(withinConformance(100, 100.0011)).to.equal(false);
    expect(withinConformance(NaN, NaN)).to.equal(false);
    expect(withinConformance([1, 2], [1, 2.000001])).to.equal(true);
    expect(withinConformance([1, 2], [1])).to.equal(false);
    expect(withinConformance(Float64Array.of(0, 5), Float64Array.of(0, 5.1))).to.equal(false);
  });
});
