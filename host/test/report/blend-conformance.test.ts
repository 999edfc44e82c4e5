/**
 * Conformance of the browser's illustrative blend (host/assets/report/blend-math.js, run in
 * headless Chromium) with the Node binary64 reference, within the spec's synthetic-fixture
 * tolerance 1e-5 + 1e-5·|reference| m per position component. Fixtures are built in code:
 * sampled clips whose streams go through buildBlendSection (base64 decoded in the page), random
 * scaled chains with negative and zero scales, a rotated non-uniformly scaled parent (shear), an
 * exact zero-dot quaternion pair, and results that must be unavailable on both sides.
 */
import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Quat, Vec3 } from '../../src/model/anim-document.js';
import { createMetricGrids } from '../../src/sample/sampler.js';
import { blendReference, nearestFrame, withinConformance } from '../../src/report/blend/reference.js';
import { buildBlendSection, encodeLittleEndianF32 } from '../../src/report/blend/streams.js';
import { axisAngleDeg, buildDocument, quatX, quatY, quatZ, uniformTimes } from '../support/anim-builder.js';
import { openReport } from './support/browser.js';

/** One blend to run in the page: two streams (base64) and the pairs of (u, w) to evaluate. */
interface Fixture {
  name: string;
  a: { locals: string; frames: number };
  b: { locals: string; frames: number };
  parents: number[];
  bones: number;
  samples: { u: number; w: number }[];
}

interface PageResult {
  frameA: number;
  frameB: number;
  ok: boolean;
  positions: number[];
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomQuat(next: () => number): Quat {
  const axis: Vec3 = [next() - 0.5, next() - 0.5, next() - 0.5];
  const n = Math.hypot(...axis);
  return axisAngleDeg([axis[0] / n, axis[1] / n, axis[2] / n], 360 * next() - 180);
}

/** A stream of `frames` random poses (unit quaternions, random translations and signed scales). */
function randomStream(next: () => number, frames: number, bones: number): Float32Array {
  const out = new Float32Array(frames * bones * 10);
  for (let i = 0; i < frames * bones; i++) {
    const q = randomQuat(next);
    const scale = (): number => {
      const r = next();
      return r < 0.05 ? 0 : r < 0.25 ? -(0.5 + next()) : 0.5 + 1.5 * next();
    };
    out.set([next() - 0.5, next(), next() - 0.5, ...(next() < 0.5 ? q : q.map((x) => -x)), scale(), scale(), scale()], i * 10);
  }
  return out;
}

function pose(records: { t?: Vec3; q?: Quat; s?: Vec3 }[]): Float32Array {
  const out = new Float32Array(records.length * 10);
  records.forEach((r, i) => out.set([...(r.t ?? [0, 0, 0]), ...(r.q ?? [0, 0, 0, 1]), ...(r.s ?? [1, 1, 1])], i * 10));
  return out;
}

const WEIGHTS = [0, 1e-3, 0.25, 0.5, 0.7, 0.999, 1];
const PHASES = [0, 0.13, 0.5, 0.77, 1];
const grid = (): { u: number; w: number }[] => PHASES.flatMap((u) => WEIGHTS.map((w) => ({ u, w })));

/** Decoded streams of each fixture, for the reference. */
const decoded = new Map<string, { a: Float32Array; b: Float32Array }>();

function fixture(name: string, a: Float32Array, framesA: number, b: Float32Array, framesB: number, parents: number[], samples = grid()): Fixture {
  decoded.set(name, { a, b });
  return {
    name,
    a: { locals: encodeLittleEndianF32(a), frames: framesA },
    b: { locals: encodeLittleEndianF32(b), frames: framesB },
    parents,
    bones: parents.length,
    samples,
  };
}

/** Source positions of each fixture's two clips, when it was sampled (for the endpoint test). */
const sourcePositions = new Map<string, { a: Float32Array; b: Float32Array }>();

function sampledFixture(): Fixture {
  const S = Math.SQRT1_2;
  const doc = buildDocument({
    bones: [
      { name: 'root', translation: [0, 1, 0], scale: [1, 1, 1] },
      { name: 'hips', parent: 'root', translation: [0, 0.1, 0], rotation: quatY(15), scale: [1.2, 0.8, 1] },
      { name: 'spine', parent: 'hips', translation: [0, 0.3, 0], scale: [1, 1.5, 0.5] },
      { name: 'head', parent: 'spine', translation: [0, 0.3, 0.05] },
      { name: 'leg', parent: 'hips', translation: [0.1, -0.1, 0], scale: [-1, 1, 1] },
      { name: 'foot', parent: 'leg', translation: [0, -0.5, 0.1] },
    ],
    clips: [
      {
        name: 'walk',
        tracks: [
          { bone: 'root', property: 'translation', times: uniformTimes(9, 1), values: uniformTimes(9, 1).map((t) => [0, 1, t]) },
          { bone: 'leg', property: 'rotation', times: uniformTimes(9, 1), values: uniformTimes(9, 1).map((t) => quatX(60 * Math.sin(2 * Math.PI * t))) },
          { bone: 'spine', property: 'rotation', times: uniformTimes(5, 1), values: uniformTimes(5, 1).map((t) => axisAngleDeg([S, 0, S], 30 * t)) },
        ],
      },
      {
        name: 'turn',
        tracks: [
          { bone: 'hips', property: 'rotation', times: uniformTimes(13, 1.5), values: uniformTimes(13, 1.5).map((t) => quatY(-200 * t)) },
          { bone: 'spine', property: 'scale', times: [0, 1.5], values: [[1, 1.5, 0.5], [2, 0.5, -1]] },
          { bone: 'head', property: 'translation', times: uniformTimes(13, 1.5), values: uniformTimes(13, 1.5).map((t) => [0, 0.3 - t * 0.1, 0.05]) },
        ],
      },
    ],
  });
  const grids = createMetricGrids(doc);
  const section = buildBlendSection(doc, grids, [0, 1]);
  expect(section.admitted.map((s) => s.clip)).to.deep.equal(['walk', 'turn']);
  const [walk, turn] = section.admitted as [(typeof section.admitted)[0], (typeof section.admitted)[0]];
  decoded.set('sampled walk × turn', { a: grids.grid(0)!.locals, b: grids.grid(1)!.locals });
  sourcePositions.set('sampled walk × turn', { a: grids.grid(0)!.positions, b: grids.grid(1)!.positions });
  return {
    name: 'sampled walk × turn',
    a: { locals: walk.locals, frames: walk.frames },
    b: { locals: turn.locals, frames: turn.frames },
    parents: section.parents,
    bones: walk.bones,
    samples: grid(),
  };
}

function fixtures(): Fixture[] {
  const next = random(0x5eed);
  const bones = 24;
  const parents = Array.from({ length: bones }, (_, b) => (b === 0 ? -1 : b < 3 ? -1 : Math.floor(next() * b)));
  const chain = Array.from({ length: 10 }, (_, b) => b - 1);
  return [
    sampledFixture(),
    fixture('random scaled tree', randomStream(next, 7, bones), 7, randomStream(next, 11, bones), 11, parents),
    fixture('random scaled chain', randomStream(next, 4, 10), 4, randomStream(next, 5, 10), 5, chain),
    fixture(
      'rotated non-uniformly scaled parent (shear)',
      pose([{ q: quatZ(90), s: [2, 1, 1] }, { q: quatZ(45), t: [0.1, 0.2, 0] }, { t: [1, 0, 0] }, { t: [0, 1, 0] }]),
      1,
      pose([{ q: quatX(70), s: [0.5, 3, 1] }, { q: quatY(-60), s: [1, -1, 2] }, { t: [1, 0, 0], s: [0, 0, 0] }, { t: [0, 1, 0] }]),
      1,
      [-1, 0, 1, 1],
    ),
    fixture(
      'exact zero-dot pair',
      pose([{ q: [0, 0, 0, 1] }, { q: [Math.fround(0.6), 0, 0, Math.fround(0.8)], t: [1, 0, 0] }, { t: [0, 1, 0] }]),
      1,
      pose([{ q: [0, 1, 0, 0] }, { q: [Math.fround(0.8), 0, 0, -Math.fround(0.6)], t: [1, 0, 0] }, { t: [0, 1, 0] }]),
      1,
      [-1, 0, 1],
    ),
    fixture(
      'exact zero-dot pair, negative sign kept',
      pose([{ q: [0, 0, 0, 1] }, { t: [1, 0, 0] }]),
      1,
      pose([{ q: [0, -1, 0, 0] }, { t: [1, 0, 0] }]),
      1,
      [-1, 0],
    ),
    fixture(
      'beyond the f32 range',
      pose([{ s: [3e38, 3e38, 3e38] }, { s: [3e38, 1, 1], t: [1, 0, 0] }, { t: [1, 0, 0] }]),
      1,
      pose([{}, {}, { t: [1, 0, 0] }]),
      1,
      [-1, 0, 1],
      [0.2, 0.5, 0.8].map((w) => ({ u: 0, w })),
    ),
    fixture('non-finite', pose([{ t: [NaN, 0, 0] }, {}]), 1, pose([{}, {}]), 1, [-1, 0], [0.5].map((w) => ({ u: 0, w }))),
  ];
}

async function runInPage(page: Page, list: Fixture[]): Promise<PageResult[][]> {
  return page.evaluate((fs) => {
    const api = (globalThis as unknown as {
      AnimsmithBlend: {
        decodeStream(base64: string, frames: number, bones: number): Float32Array;
        nearestFrame(u: number, frames: number): number;
        blendPositions(a: Float32Array, fa: number, b: Float32Array, fb: number, w: number, parents: number[], bones: number, out: Float64Array): boolean;
      };
    }).AnimsmithBlend;
    return fs.map((f) => {
      const a = api.decodeStream(f.a.locals, f.a.frames, f.bones);
      const b = api.decodeStream(f.b.locals, f.b.frames, f.bones);
      const out = new Float64Array(f.bones * 3);
      return f.samples.map(({ u, w }) => {
        const frameA = api.nearestFrame(u, f.a.frames);
        const frameB = api.nearestFrame(u, f.b.frames);
        out.fill(0);
        const ok = api.blendPositions(a, frameA, b, frameB, w, f.parents, f.bones, out);
        return { frameA, frameB, ok, positions: Array.from(out) };
      });
    });
  }, list);
}

describe('blend conformance: Chromium against the binary64 reference', function () {
  this.timeout(60000);
  let dir: string;
  let page: Page;
  let errors: string[];
  let requests: string[];

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-blend-'));
    const script = readFileSync(new URL('../../assets/report/blend-math.js', import.meta.url), 'utf8');
    expect(script).to.not.match(/<\/script/i);
    const file = path.join(dir, 'blend.html');
    writeFileSync(file, `<!doctype html>\n<html><head><meta charset="utf-8"><title>blend</title></head><body>\n<script>${script}</script>\n</body></html>\n`);
    ({ page, errors, requests } = await openReport(file));
  });

  after(async () => {
    await page?.context().close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('loads blend-math.js with no errors and no requests', async () => {
    expect(await page.evaluate(() => Object.keys((globalThis as unknown as { AnimsmithBlend: object }).AnimsmithBlend).sort())).to.deep.equal([
      'blendPositions',
      'decodeStream',
      'nearestFrame',
    ]);
    expect(errors).to.deep.equal([]);
    expect(requests).to.deep.equal([]);
  });

  it('matches the reference within 1e-5 + 1e-5·|reference| m on every fixture, phase and weight', async () => {
    const list = fixtures();
    const results = await runInPage(page, list);
    let compared = 0;
    let worst = 0;
    for (let i = 0; i < list.length; i++) {
      const f = list[i]!;
      const { a, b } = decoded.get(f.name)!;
      f.samples.forEach(({ u, w }, j) => {
        const got = results[i]![j]!;
        const where = `${f.name} u=${u} w=${w}`;
        expect(got.frameA, where).to.equal(nearestFrame(u, f.a.frames));
        expect(got.frameB, where).to.equal(nearestFrame(u, f.b.frames));
        const expected = blendReference(a, got.frameA, b, got.frameB, w, f.parents, f.bones);
        expect(got.ok, `${where}: availability`).to.equal(expected !== undefined);
        if (expected === undefined) return;
        expect(withinConformance(expected, got.positions), `${where}: ${got.positions} vs ${Array.from(expected)}`).to.equal(true);
        for (let k = 0; k < expected.length; k++) worst = Math.max(worst, Math.abs(got.positions[k]! - expected[k]!) / (1 + Math.abs(expected[k]!)));
        compared++;
      });
    }
    expect(compared).to.be.greaterThan(150);
    expect(worst).to.be.below(1e-9); // binary64 on both sides: far inside the tolerance
    expect(errors).to.deep.equal([]);
  });

  it('marks the expected fixtures unavailable and keeps the zero-dot sign', async () => {
    const list = fixtures();
    const results = await runInPage(page, list);
    const byName = new Map(list.map((f, i) => [f.name, results[i]!]));
    expect(byName.get('beyond the f32 range')!.map((r) => r.ok)).to.deep.equal([false, false, false]);
    expect(byName.get('non-finite')!.map((r) => r.ok)).to.deep.equal([false]);
    // Identity with (0, −1, 0, 0) at w = 0.5 keeps the sign: −90° about Y puts the child at +z.
    const name = 'exact zero-dot pair, negative sign kept';
    const samples = list.find((f) => f.name === name)!.samples;
    const half = byName.get(name)!.find((_, k) => samples[k]!.w === 0.5)!;
    expect(half.ok).to.equal(true);
    expect(half.positions[3]).to.be.closeTo(0, 1e-12);
    expect(half.positions[5]).to.be.closeTo(1, 1e-12);
  });

  it('reproduces the source positions at weights 0 and 1 within f32 rounding (sampled fixture)', async () => {
    const f = sampledFixture();
    const results = await runInPage(page, [f]);
    const source = sourcePositions.get(f.name)!;
    f.samples.forEach(({ u, w }, j) => {
      if (w !== 0 && w !== 1) return;
      const got = results[0]![j]!;
      const positions = w === 0 ? source.a : source.b;
      const frame = w === 0 ? got.frameA : got.frameB;
      const expected = positions.subarray(frame * f.bones * 3, (frame + 1) * f.bones * 3);
      for (let k = 0; k < expected.length; k++) {
        expect(Math.abs(got.positions[k]! - expected[k]!), `u=${u} w=${w} component ${k}`).to.be.at.most(4e-7 * (1 + Math.abs(expected[k]!)));
      }
    });
  });
});

