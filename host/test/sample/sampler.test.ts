import { expect } from 'chai';
import { createMetricGrids, gridTimes, sampleClip, sampleModelPoses } from '../../src/sample/sampler.js';
import type { PoseGrid } from '../../src/sample/metric-grids.js';
import { mat4FromTRS, mat4Multiply, quatMultiply } from '../../src/model/math.js';
import {
  buildDocument,
  expectClose,
  gridLocal,
  gridPosition,
  gridRotation,
  quatX,
  quatY,
  quatZ,
  type TrackSpec,
} from '../support/anim-builder.js';

/** A 5-key translation track on `bone` that makes the grid t = 0, 0.5, 1, 1.5, 2. */
const grid5 = (bone: string): TrackSpec => ({
  bone,
  property: 'translation',
  times: [0, 0.5, 1, 1.5, 2],
  values: [[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]],
});

function normalise(q: number[]): number[] {
  const n = Math.hypot(...q);
  return q.map((x) => x / n);
}

function gridOf(doc: ReturnType<typeof buildDocument>, clip = 0): PoseGrid {
  const grid = sampleClip(doc, clip);
  if (grid === undefined) throw new Error('expected a grid');
  return grid;
}

describe('sampler: grid', () => {
  it('uses inclusive uniform f32 times from 0 to the duration', () => {
    expect(Array.from(gridTimes(1, 5))).to.deep.equal([0, 0.25, 0.5, 0.75, 1]);
    const times = gridTimes(0.3, 4);
    expect(times[0]).to.equal(0);
    expect(times[3]).to.equal(Math.fround(0.3));
    expect(times[1]).to.equal(Math.fround(0.1));
  });

  it('takes N from the longest usable track, ignoring malformed and out-of-range tracks', () => {
    const doc = buildDocument({
      bones: [{ name: 'a' }],
      clips: [
        {
          name: 'c',
          duration: 2,
          tracks: [
            { bone: 'a', property: 'translation', times: [0, 1, 2], values: [[0, 0, 0], [1, 0, 0], [2, 0, 0]] },
            { bone: 'a', property: 'scale', times: [0, 0.5, 1, 1.5, 2], values: new Array(15).fill(1), malformed: 'count mismatch' },
            { bone: 7, property: 'scale', times: [0, 0.5, 1, 1.5, 2], values: new Array(15).fill(1) },
          ],
        },
      ],
    });
    const grid = gridOf(doc);
    expect(grid.frameCount).to.equal(3);
    expect(Array.from(grid.times)).to.deep.equal([0, 1, 2]);
    expect(grid.boneCount).to.equal(1);
    expect(grid.positions.length).to.equal(9);
    expect(grid.rotations.length).to.equal(12);
    expect(grid.locals.length).to.equal(30);
    expect(grid.locals).to.equal(grid.locals); // materialised once
  });

  it('reports why a clip has no grid', () => {
    const doc = buildDocument({
      bones: [{ name: 'a' }],
      clips: [
        { name: 'two-keys', tracks: [{ bone: 'a', property: 'translation', times: [0, 1], values: [0, 0, 0, 1, 0, 0] }] },
        { name: 'zero', duration: 0, tracks: [{ bone: 'a', property: 'translation', times: [0, 0, 0], values: new Array(9).fill(0) }] },
        { name: 'nan', duration: NaN, tracks: [{ bone: 'a', property: 'translation', times: [0, 1, 2], values: new Array(9).fill(0) }] },
        { name: 'ok', tracks: [{ bone: 'a', property: 'translation', times: [0, 1, 2], values: new Array(9).fill(0) }] },
      ],
    });
    const grids = createMetricGrids(doc);
    expect(grids.unavailableReason(0)).to.equal('too_few_keys');
    expect(grids.grid(0)).to.equal(undefined);
    expect(grids.unavailableReason(1)).to.equal('non_positive_duration');
    expect(grids.unavailableReason(2)).to.equal('non_finite_duration');
    expect(grids.unavailableReason(3)).to.equal(undefined);
    expect(grids.grid(3)).to.not.equal(undefined);
    expect(() => grids.grid(4)).to.throw(RangeError);
  });
});

describe('sampler: interpolation', () => {
  it('STEP holds the segment start and LINEAR lerps vec3', () => {
    const doc = buildDocument({
      bones: [{ name: 'a' }, { name: 'b' }, { name: 'g' }],
      clips: [
        {
          name: 'c',
          tracks: [
            grid5('g'),
            { bone: 'a', property: 'translation', interpolation: 'STEP', times: [0, 1, 2], values: [[0, 0, 0], [10, 0, 0], [20, 0, 0]] },
            { bone: 'b', property: 'translation', times: [0, 1, 2], values: [[0, 0, 0], [10, 2, 0], [20, 0, 0]] },
          ],
        },
      ],
    });
    const grid = gridOf(doc);
    expect([0, 1, 2, 3, 4].map((f) => gridLocal(grid, f, 0)[0])).to.deep.equal([0, 0, 10, 10, 20]);
    expect([0, 1, 2, 3, 4].map((f) => gridLocal(grid, f, 1)[0])).to.deep.equal([0, 5, 10, 15, 20]);
    expect(gridLocal(grid, 3, 1)[1]).to.equal(1);
  });

  it('clamps before the first and after the last key', () => {
    const doc = buildDocument({
      bones: [{ name: 'a' }, { name: 'g' }],
      clips: [
        {
          name: 'c',
          tracks: [grid5('g'), { bone: 'a', property: 'translation', times: [0.5, 1.5], values: [[1, 0, 0], [3, 0, 0]] }],
        },
      ],
    });
    const grid = gridOf(doc);
    expect([0, 1, 2, 3, 4].map((f) => gridLocal(grid, f, 0)[0])).to.deep.equal([1, 1, 2, 3, 3]);
  });

  it('CUBICSPLINE is the glTF Hermite spline with tangents scaled by the segment dt', () => {
    const doc = buildDocument({
      bones: [{ name: 'a' }, { name: 'g' }],
      clips: [
        {
          name: 'c',
          tracks: [
            { bone: 'g', property: 'translation', times: [0, 1, 2, 3, 4], values: new Array(15).fill(0) },
            {
              bone: 'a',
              property: 'translation',
              interpolation: 'CUBICSPLINE',
              times: [0, 2, 4],
              // per key: in-tangent, value, out-tangent
              values: [
                [[0, 0, 0], [0, 0, 0], [4, 0, 0]],
                [[8, 0, 0], [10, 0, 0], [0, 0, 0]],
                [[0, 0, 0], [10, 0, 0], [0, 0, 0]],
              ],
            },
          ],
        },
      ],
    });
    const grid = gridOf(doc);
    // t = 1: s = 0.5, dt = 2: h00·0 + h10·dt·4 + h01·10 + h11·dt·8 = 0.125·8 + 5 − 0.125·16 = 4
    expect(gridLocal(grid, 1, 0)[0]).to.be.closeTo(4, 1e-6);
    expect(gridLocal(grid, 2, 0)[0]).to.equal(10);
    expect(gridLocal(grid, 3, 0)[0]).to.equal(10);
    expect(gridLocal(grid, 0, 0)[0]).to.equal(0);
  });

  it('LINEAR rotations slerp along the shortest path across a sign flip', () => {
    const neg = (q: number[]) => q.map((x) => -x);
    const doc = buildDocument({
      bones: [{ name: 'a' }, { name: 'b' }, { name: 'g' }],
      clips: [
        {
          name: 'c',
          tracks: [
            grid5('g'),
            { bone: 'a', property: 'rotation', times: [0, 2], values: [[0, 0, 0, 1], quatY(90)] },
            // Second key stored as -q: the shortest arc from 10° to 30° passes 20°, not the long way.
            { bone: 'b', property: 'rotation', times: [0, 2], values: [quatY(10), neg(quatY(30))] },
          ],
        },
      ],
    });
    const grid = gridOf(doc);
    expectClose(gridLocal(grid, 2, 0).slice(3, 7), quatY(45), 1e-6, 'slerp midpoint');
    expectClose(gridLocal(grid, 1, 0).slice(3, 7), quatY(22.5), 1e-6, 'slerp quarter');
    expectClose(gridLocal(grid, 2, 1).slice(3, 7), quatY(20), 1e-6, 'shortest-path midpoint');
  });

  it('CUBICSPLINE rotations interpolate component-wise, then normalise', () => {
    const q1 = quatY(90);
    const doc = buildDocument({
      bones: [{ name: 'a' }, { name: 'g' }],
      clips: [
        {
          name: 'c',
          tracks: [
            { bone: 'g', property: 'translation', times: [0, 1, 2, 3, 4], values: new Array(15).fill(0) },
            {
              bone: 'a',
              property: 'rotation',
              interpolation: 'CUBICSPLINE',
              times: [0, 4],
              values: [[[0, 0, 0, 0], [0, 0, 0, 1], [0, 0, 0, 0]], [[0, 0, 0, 0], q1, [0, 0, 0, 0]]],
            },
          ],
        },
      ],
    });
    const grid = gridOf(doc);
    // t = 1: s = 0.25, h00 = 0.84375, h01 = 0.15625
    const raw = [0, 0.15625 * q1[1], 0, 0.84375 + 0.15625 * q1[3]];
    const len = Math.hypot(...raw);
    expectClose(gridLocal(grid, 1, 0).slice(3, 7), raw.map((x) => x / len), 1e-6, 'cubic quaternion');
  });

  it('a later track on the same bone property overwrites an earlier one', () => {
    const doc = buildDocument({
      bones: [{ name: 'a' }],
      clips: [
        {
          name: 'c',
          tracks: [
            { bone: 'a', property: 'translation', times: [0, 1, 2], values: [[1, 0, 0], [1, 0, 0], [1, 0, 0]] },
            { bone: 'a', property: 'translation', times: [0, 1, 2], values: [[2, 0, 0], [2, 0, 0], [2, 0, 0]] },
          ],
        },
      ],
    });
    expect(gridLocal(gridOf(doc), 1, 0)[0]).to.equal(2);
  });

  it('starts untracked properties from the rest pose', () => {
    const doc = buildDocument({
      bones: [{ name: 'a', translation: [1, 2, 3], rotation: quatX(30), scale: [2, 2, 2] }],
      clips: [{ name: 'c', tracks: [{ bone: 'a', property: 'translation', times: [0, 1, 2], values: [[0, 0, 0], [5, 0, 0], [0, 0, 0]] }] }],
    });
    const local = gridLocal(gridOf(doc), 1, 0);
    expectClose(local, [5, 0, 0, ...quatX(30), 2, 2, 2], 1e-6, 'local');
  });
});

describe('sampler: forward kinematics', () => {
  it('composes parent rotation and scale into child positions, rotations from rotations only', () => {
    const doc = buildDocument({
      bones: [
        { name: 'parent', translation: [1, 0, 0], rotation: quatZ(90), scale: [2, 3, 2] },
        { name: 'child', parent: 'parent', translation: [1, 0, 0], rotation: quatX(90) },
        { name: 'grandchild', parent: 'child', translation: [0, 1, 0] },
      ],
      clips: [{ name: 'c', tracks: [{ bone: 'parent', property: 'translation', times: [0, 1, 2], values: [[1, 0, 0], [1, 0, 5], [1, 0, 0]] }] }],
    });
    const grid = gridOf(doc);
    // child: parent.t + Rz90 · (S · [1,0,0]) = [1,0,0] + Rz90·[2,0,0] = [1,2,0]
    expectClose(gridPosition(grid, 0, 1), [1, 2, 0], 1e-6, 'child position');
    expectClose(gridPosition(grid, 1, 1), [1, 2, 5], 1e-6, 'child position, frame 1');
    // grandchild: child model matrix = P · Lc; Lc·[0,1,0] = Rx90·[0,1,0] = [0,0,1]
    //   then P·[0,0,1] = Rz90·(S·[0,0,1]) = Rz90·[0,0,2] = [0,0,2]; plus child position
    expectClose(gridPosition(grid, 0, 2), [1, 2, 2], 1e-5, 'grandchild position');
    const expected = [0, 0, 0, 0];
    quatMultiply(expected, quatZ(90), quatX(90));
    expectClose(gridRotation(grid, 0, 1), expected, 1e-6, 'child rotation ignores scale');
    expectClose(gridRotation(grid, 0, 2), expected, 1e-6, 'grandchild rotation');
    expectClose(gridRotation(grid, 0, 0), quatZ(90), 1e-7, 'root rotation');
  });

  it('matches a general T·R·S matrix chain (tilted axes, non-uniform scale)', () => {
    const rest = [
      { t: [0.3, 1, -0.2], r: normalise([0.2, 0.5, -0.1, 0.8]), s: [1.5, 0.5, 2] },
      { t: [0.1, 0.7, 0.4], r: normalise([-0.3, 0.1, 0.6, 0.7]), s: [0.8, 1.2, 1] },
      { t: [-0.5, 0.2, 0.9], r: normalise([0.4, -0.4, 0.2, 0.8]), s: [1, 1, 1] },
    ];
    const doc = buildDocument({
      bones: rest.map((b, i) => ({
        name: `b${i}`,
        ...(i > 0 ? { parent: i - 1 } : {}),
        translation: b.t as [number, number, number],
        rotation: b.r as [number, number, number, number],
        scale: b.s as [number, number, number],
      })),
      clips: [{ name: 'c', tracks: [{ bone: 'b0', property: 'translation', times: [0, 1, 2], values: [rest[0]!.t, rest[0]!.t, rest[0]!.t] }] }],
    });
    const grid = gridOf(doc);
    const world = new Float64Array(16);
    const local = new Float64Array(16);
    const q = [0, 0, 0, 1];
    for (let i = 0; i < rest.length; i++) {
      const f32 = (v: number[]) => v.map(Math.fround);
      mat4FromTRS(local, f32(rest[i]!.t), f32(rest[i]!.r), f32(rest[i]!.s));
      if (i === 0) world.set(local);
      else mat4Multiply(world, world, local);
      quatMultiply(q, q, f32(rest[i]!.r));
      expectClose(gridPosition(grid, 2, i), [world[12]!, world[13]!, world[14]!], 1e-6, `position ${i}`);
      expectClose(gridRotation(grid, 2, i), q, 1e-6, `rotation ${i}`);
    }
  });

  it('propagates non-finite input as NaN without touching unrelated bones', () => {
    const doc = buildDocument({
      bones: [{ name: 'a' }, { name: 'child', parent: 'a', translation: [0, 1, 0] }, { name: 'other' }],
      clips: [
        {
          name: 'c',
          tracks: [
            { bone: 'a', property: 'translation', times: [0, 1, 2], values: [[0, 0, 0], [NaN, 0, 0], [0, 0, 0]] },
            { bone: 'other', property: 'rotation', times: [0, 1, 2], values: [[0, 0, 0, 1], [0, 0, 0, 1], [0, 0, 0, 1]] },
          ],
        },
      ],
    });
    const grid = gridOf(doc);
    expect(Number.isNaN(gridPosition(grid, 1, 0)[0])).to.equal(true);
    expect(Number.isNaN(gridPosition(grid, 1, 1)[0])).to.equal(true);
    expectClose(gridPosition(grid, 0, 1), [0, 1, 0], 0, 'frame 0 stays finite');
    expect(gridPosition(grid, 1, 2).every(Number.isFinite)).to.equal(true);
  });

  it('poisons a bone whose parent does not precede it', () => {
    const doc = buildDocument({
      bones: [{ name: 'a', parent: 1 }, { name: 'b' }],
      clips: [{ name: 'c', tracks: [{ bone: 'b', property: 'translation', times: [0, 1, 2], values: new Array(9).fill(0) }] }],
    });
    const grid = gridOf(doc);
    expect(gridPosition(grid, 0, 0).every(Number.isNaN)).to.equal(true);
    expect(gridPosition(grid, 0, 1).every(Number.isFinite)).to.equal(true);
  });
});

describe('sampler: caching', () => {
  const doc = buildDocument({
    bones: [{ name: 'a' }],
    clips: [0, 1].map((i) => ({
      name: `c${i}`,
      tracks: [{ bone: 'a', property: 'translation' as const, times: [0, 1, 2], values: [[0, 0, 0], [i, 0, 0], [0, 0, 0]] }],
    })),
  });

  it('keeps every grid by default until released', () => {
    const grids = createMetricGrids(doc);
    const first = grids.grid(0);
    grids.grid(1);
    expect(grids.grid(0)).to.equal(first);
    grids.release(0);
    const rebuilt = grids.grid(0);
    expect(rebuilt).to.not.equal(first);
    expect(Array.from(rebuilt!.positions)).to.deep.equal(Array.from(first!.positions));
    grids.release();
    expect(grids.grid(1)).to.not.equal(undefined);
  });

  it('with cache: false keeps only the latest grid', () => {
    const grids = createMetricGrids(doc, { cache: false });
    const first = grids.grid(0);
    expect(grids.grid(0)).to.equal(first);
    grids.grid(1);
    const again = grids.grid(0);
    expect(again).to.not.equal(first);
    expect(Array.from(again!.locals)).to.deep.equal(Array.from(first!.locals));
  });
});

describe('sampler: selected model poses', () => {
  // root → spine → head, root → leg → foot, a bone with a later parent, and a lone root; tracks of
  // every interpolation, one with times that go back (the sampler's key cursor must not care).
  const times = [0, 0.1, 0.25, 0.3, 0.55, 0.6, 0.8, 1];
  const wave = (phase: number) => times.map((t) => [Math.sin(t * 7 + phase), Math.cos(t * 3 + phase), t * phase]);
  const turn = (phase: number) => times.map((t) => normalise([Math.sin(t + phase), 0.2, Math.cos(2 * t), 1]));
  const doc = buildDocument({
    bones: [
      { name: 'root' },
      { name: 'spine', parent: 'root', translation: [0, 1, 0] },
      { name: 'head', parent: 'spine', translation: [0, 0.5, 0], scale: [1, 2, 1] },
      { name: 'leg', parent: 'root', translation: [0.2, -0.1, 0] },
      { name: 'foot', parent: 'leg', translation: [0, -0.9, 0.1] },
      { name: 'late', parent: 6 },
      { name: 'lone' },
    ],
    clips: [
      {
        name: 'c',
        tracks: [
          { bone: 'root', property: 'translation', times, values: wave(0) },
          { bone: 'root', property: 'rotation', times, values: turn(0) },
          { bone: 'spine', property: 'rotation', times, values: turn(1), interpolation: 'STEP' },
          { bone: 'head', property: 'rotation', times, values: turn(2).flatMap((q) => [[0.1, 0, 0, 0], q, [0, 0.2, 0, 0]]), interpolation: 'CUBICSPLINE' },
          { bone: 'leg', property: 'rotation', times: [0, 0.6, 0.3, 1], values: turn(3).slice(0, 4) },
          { bone: 'foot', property: 'scale', times, values: wave(2) },
          { bone: 'lone', property: 'translation', times, values: wave(3) },
        ],
      },
    ],
  });
  const full = gridOf(doc);
  const { frameCount: F, boneCount: B } = full;

  it('equals the full grid bit for bit where selected, and is NaN elsewhere', () => {
    const poses = sampleModelPoses(doc, 0, { bones: [4, 5], frames: [0, 1, -2, -1] })!;
    expect(poses.frameCount).to.equal(F);
    expect(Array.from(poses.times)).to.deep.equal(Array.from(full.times));
    const selectedBones = new Set([0, 3, 4, 5]); // foot with its chain, and the poisoned bone
    const endFrames = new Set([0, 1, F - 2, F - 1]);
    for (let f = 0; f < F; f++) {
      for (let b = 0; b < B; b++) {
        const selected = selectedBones.has(b) || endFrames.has(f);
        const p = Array.from(poses.positions.subarray((f * B + b) * 3, (f * B + b) * 3 + 3));
        const q = Array.from(poses.rotations.subarray((f * B + b) * 4, (f * B + b) * 4 + 4));
        const label = `frame ${f} bone ${b}`;
        if (selected) {
          expect(p, label).to.deep.equal(gridPosition(full, f, b));
          expect(q, label).to.deep.equal(gridRotation(full, f, b));
        } else {
          expect(p.every(Number.isNaN) && q.every(Number.isNaN), label).to.equal(true);
        }
      }
    }
  });

  it('leaves out nothing it was not asked to, and nothing for a clip without a grid', () => {
    const none = sampleModelPoses(doc, 0, { bones: [], frames: [] })!;
    expect(Array.from(none.positions).every(Number.isNaN)).to.equal(true);
    const everything = sampleModelPoses(doc, 0, { bones: [2, 4, 5, 6], frames: [] })!;
    expect(Array.from(everything.positions)).to.deep.equal(Array.from(full.positions));
    expect(Array.from(everything.rotations)).to.deep.equal(Array.from(full.rotations));
    const flat = buildDocument({ bones: [{ name: 'a' }], clips: [{ name: 'still', tracks: [] }] });
    expect(sampleModelPoses(flat, 0, { bones: [0], frames: [0] })).to.equal(undefined);
  });
});
