import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS } from '@animsmith/test-utils';
import type { AnimDocument, Clip, RestTransform } from '@animsmith/cli/plugin';
import { AssetLoadError } from '@animsmith/cli/plugin';
import { buildFbxDocument } from '../src/document.js';
import { readBinaryFbx } from '../src/binary-reader.js';
import { FbxSceneEvaluator, stackTimeRange } from '../src/evaluate/index.js';
import { writeBinaryFbx } from '../src/binary-writer.js';
import {
  cluster,
  curve,
  curveNode,
  FRAME24,
  geometry,
  layer,
  loadScene,
  model,
  node,
  oo,
  op,
  p70,
  sceneBytes,
  skin,
  spanScene,
  stack,
  TICKS,
  vec,
  type Entry,
} from '@animsmith/test-utils/fbx';

// ---------------------------------------------------------------------------------------------
// Independent forward kinematics over the normalised model (row-major number[][]).

type M = number[][];
function mul(a: M, b: M): M {
  return a.map((row) => b[0]!.map((_, c) => row.reduce((s, _v, k) => s + row[k]! * b[k]![c]!, 0)));
}
function trs(t: readonly number[], q: readonly number[], s: readonly number[]): M {
  const [x, y, z, w] = q as [number, number, number, number];
  const r = [
    [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
    [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
    [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
  ];
  return [0, 1, 2].map((i) => [r[i]![0]! * s[0]!, r[i]![1]! * s[1]!, r[i]![2]! * s[2]!, t[i]!]).concat([[0, 0, 0, 1]]);
}
/** World matrices of every bone from per-bone locals. */
function forward(document: AnimDocument, locals: readonly RestTransform[]): M[] {
  const out: M[] = [];
  document.bones.forEach((bone, i) => {
    const l = locals[i]!;
    const m = trs(l.translation, l.rotation, l.scale);
    out.push(bone.parent < 0 ? m : mul(out[bone.parent]!, m));
  });
  return out;
}
const restLocals = (d: AnimDocument): RestTransform[] => d.bones.map((b) => b.rest);
/** Locals at sample `k` of a clip: tracks where present, rest otherwise. */
function clipLocals(d: AnimDocument, clip: Clip, k: number): RestTransform[] {
  return d.bones.map((bone, i) => {
    const local = { translation: [...bone.rest.translation], rotation: [...bone.rest.rotation], scale: [...bone.rest.scale] };
    for (const t of clip.tracks) {
      if (t.bone !== i) continue;
      local[t.property] = Array.from(t.values.subarray(k * t.components, (k + 1) * t.components));
    }
    return local as unknown as RestTransform;
  });
}
/** The model is float32 (rest TRS included): values of about 1 agree to its resolution, not to float64's. */
const F32 = 1e-6;
const translationOf = (m: M): number[] => [m[0]![3]!, m[1]![3]!, m[2]![3]!];
function expectClose(actual: readonly number[], expected: readonly number[], tolerance: number, label = ''): void {
  expect(actual.length, label).to.equal(expected.length);
  actual.forEach((v, i) => expect(v, `${label}[${i}] of ${JSON.stringify(actual)} vs ${JSON.stringify(expected)}`).to.be.closeTo(expected[i]!, tolerance));
}
const boneIndex = (d: AnimDocument, name: string): number => d.bones.findIndex((b) => b.name === name);

const Z_UP: Entry[] = [
  ['UpAxis', 'int', 2],
  ['UpAxisSign', 'int', 1],
  ['FrontAxis', 'int', 1],
  ['FrontAxisSign', 'int', -1],
  ['CoordAxis', 'int', 0],
  ['CoordAxisSign', 'int', 1],
  ['UnitScaleFactor', 'double', 1],
];

describe('fbx loader: units and axes', () => {
  it('converts centimetre files to metres (translations, vertices), scales stay unitless', async () => {
    const bytes = sceneBytes({
      globals: [['UnitScaleFactor', 'double', 1]],
      objects: [
        model(1n, 'hips', [vec('Lcl Translation', 0, 100, 0), vec('Lcl Scaling', 2, 2, 2)]),
        model(2n, 'spine', [vec('Lcl Translation', 0, 10, 0)]),
        model(3n, 'body', [], 'Mesh'),
        geometry(4n, 'body', [0, 0, 0, 100, 0, 0, 0, 100, 0], [0, 1, -3]),
      ],
      connections: [oo(1n, 0n), oo(2n, 1n), oo(3n, 0n), oo(4n, 3n)],
    });
    const { source, document } = await loadScene(bytes);
    expect(source.format).to.equal('fbx');
    expect(source.fbx!.unit).to.deep.equal({ unitScaleFactor: 1, originalUnitScaleFactor: 1, metresPerUnit: 0.01, declared: true });
    const hips = document.bones[boneIndex(document, 'hips')]!;
    expectClose(hips.rest.translation, [0, 1, 0], F32);
    expectClose(hips.rest.scale, [2, 2, 2], F32);
    const worlds = forward(document, restLocals(document));
    expectClose(translationOf(worlds[boneIndex(document, 'spine')]!), [0, 1.2, 0], F32, 'spine world (10 cm under a ×2 parent)');
    const positions = source.geometry!.primitive(0, 0).positions!;
    expect(positions.ok).to.equal(true);
    if (positions.ok) expectClose(Array.from(positions.value), [0, 0, 0, 1, 0, 0, 0, 1, 0], 1e-7);
  });

  it('leaves metre files (UnitScaleFactor 100) as they are', async () => {
    const bytes = sceneBytes({ globals: [['UnitScaleFactor', 'double', 100]], objects: [model(1n, 'a', [vec('Lcl Translation', 1, 2, 3)])], connections: [oo(1n, 0n)] });
    const { document } = await loadScene(bytes);
    expectClose(document.bones[0]!.rest.translation, [1, 2, 3], F32);
  });

  it('turns a Z-up file (front -Y) into +Y up with +Z front', async () => {
    const bytes = sceneBytes({
      globals: Z_UP,
      objects: [
        model(1n, 'up', [vec('Lcl Translation', 0, 0, 100)]),
        model(2n, 'front', [vec('Lcl Translation', 0, -100, 0)]),
        model(3n, 'right', [vec('Lcl Translation', 100, 0, 0)]),
        model(4n, 'turned', [vec('Lcl Rotation', 0, 0, 90)]),
        model(5n, 'child', [vec('Lcl Translation', 100, 0, 0)]),
      ],
      connections: [oo(1n, 0n), oo(2n, 0n), oo(3n, 0n), oo(4n, 0n), oo(5n, 4n)],
    });
    const { source, document } = await loadScene(bytes);
    expect(source.fbx!.basis).to.include({ up: '+z', front: '-y', coord: '+x', handedness: 'right', declared: true });
    const worlds = forward(document, restLocals(document));
    expectClose(translationOf(worlds[boneIndex(document, 'up')]!), [0, 1, 0], F32, 'up');
    expectClose(translationOf(worlds[boneIndex(document, 'front')]!), [0, 0, 1], F32, 'front');
    expectClose(translationOf(worlds[boneIndex(document, 'right')]!), [1, 0, 0], F32, 'right');
    // 90° about the file's up axis (Z) is 90° about +Y after conversion: +X turns to -Z.
    expectClose(document.bones[boneIndex(document, 'turned')]!.rest.rotation, [0, Math.SQRT1_2, 0, Math.SQRT1_2], F32);
    expectClose(translationOf(worlds[boneIndex(document, 'child')]!), [0, 0, -1], F32, 'child of the turned node');
  });
});

/** The evaluator's world translations (file space) converted by hand: `s · R · p`. */
function evaluatorWorlds(bytes: Uint8Array, convert: (p: number[]) => number[], at?: { stack: number; tick: bigint }): Map<string, number[]> {
  const document = buildFbxDocument(readBinaryFbx(bytes));
  const evaluator = new FbxSceneEvaluator(document);
  const pose = at === undefined ? evaluator.rest() : evaluator.evaluate(document.animation.stacks[at.stack]!, at.tick);
  const out = new Map<string, number[]>();
  for (const n of evaluator.nodes) {
    const w = pose.get(n.id)!.world;
    out.set(n.name, convert([w[12]!, w[13]!, w[14]!]));
  }
  return out;
}
const cmToM = (p: number[]): number[] => p.map((v) => v / 100);
const zUpCmToM = (p: number[]): number[] => [p[0]! / 100, p[2]! / 100, -p[1]! / 100];

describe('fbx loader: FBX-only transform features are baked into plain TRS', () => {
  const pivoted = (globals: Entry[], scaled: [number, number, number] = [2, 2, 2]): Uint8Array =>
    sceneBytes({
      globals,
      objects: [
        model(1n, 'root', [vec('Lcl Translation', 10, 20, 30), vec('Lcl Rotation', 10, 20, 30)]),
        model(2n, 'pivoted', [
          ['RotationActive', 'bool', 1],
          ['RotationOrder', 'enum', 4],
          vec('Lcl Translation', 5, -3, 2),
          vec('Lcl Rotation', 40, -25, 60),
          vec('PreRotation', -90, 0, 15),
          vec('PostRotation', 0, 30, 0),
          vec('RotationPivot', 1, 2, 3),
          vec('RotationOffset', -2, 0.5, 1),
          vec('ScalingPivot', 0.5, 0.5, -1),
          vec('Lcl Scaling', 1.5, 1.5, 1.5),
        ]),
        model(3n, 'tip', [vec('Lcl Translation', 0, 12, 0)]),
        model(4n, 'scaled', [vec('Lcl Scaling', ...scaled), vec('Lcl Translation', 1, 1, 1)]),
        model(5n, 'noinherit', [['InheritType', 'enum', 2], vec('Lcl Translation', 0, 5, 0), vec('Lcl Rotation', 0, 0, 45)]),
        model(6n, 'leaf', [vec('Lcl Translation', 3, 0, 0)]),
      ],
      connections: [oo(1n, 0n), oo(2n, 1n), oo(3n, 2n), oo(4n, 3n), oo(5n, 4n), oo(6n, 5n)],
    });

  for (const [label, globals, convert] of [
    ['Y-up cm', [['UnitScaleFactor', 'double', 1]] as Entry[], cmToM],
    ['Z-up cm', Z_UP, zUpCmToM],
  ] as const) {
    it(`puts pivot, pre/post-rotation and inherit-type-2 nodes where the evaluator does (${label})`, async () => {
      const bytes = pivoted(globals as Entry[]);
      const { document, source } = await loadScene(bytes);
      const worlds = forward(document, restLocals(document));
      const expected = evaluatorWorlds(bytes, convert);
      for (const [name, p] of expected) expectClose(translationOf(worlds[boneIndex(document, name)]!), p, F32, name);
      // source facts carry the same normalised local
      const pivotedNode = source.nodes[1]!;
      expect(pivotedNode.localRest.kind).to.equal('trs');
      if (pivotedNode.localRest.kind === 'trs') expect(pivotedNode.localRest.translation).to.deep.equal(document.bones[1]!.rest.translation);
      expect(source.notices).to.deep.equal([]);
    });
  }

  it('says so when inherited non-uniform scale shears a child (TRS cannot hold shear)', async () => {
    const bytes = pivoted([['UnitScaleFactor', 'double', 1]], [2, 3, 4]);
    const { document, source } = await loadScene(bytes);
    const worlds = forward(document, restLocals(document));
    const expected = evaluatorWorlds(bytes, cmToM);
    // Every position stays exact: locals are taken against the model's own parent worlds.
    for (const [name, p] of expected) expectClose(translationOf(worlds[boneIndex(document, name)]!), p, F32, name);
    expect(source.notices).to.deep.equal(['2 node(s) carry shear at rest (inherited non-uniform scale) that TRS cannot express; their rotation and scale are approximate, every position is exact']);
  });
});

function animatedScene(): Uint8Array {
  // Two stacks on one timeline, 24 fps: "walk" 0…1 s moves the root 0 → 240 cm along X and turns
  // the child; "idle" 1…1.5 s (its stop, 1.52 s, is off the frame lattice) scales the root, which
  // the inherit-type-2 child must not inherit.
  const s = (seconds: number): bigint => BigInt(Math.round(seconds * Number(TICKS)));
  return sceneBytes({
    globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 11]],
    objects: [
      model(1n, 'root'),
      model(2n, 'child', [['InheritType', 'enum', 2], vec('Lcl Translation', 0, 100, 0)]),
      stack(10n, 'walk', 0n, TICKS),
      stack(11n, 'idle', TICKS, s(1.52)),
      layer(20n),
      layer(21n),
      curveNode(30n, 'T', [0, 0, 0]),
      curve(31n, [0n, TICKS], [0, 240]),
      curveNode(32n, 'R', [0, 0, 0]),
      curve(33n, [0n, TICKS], [0, 90]),
      curveNode(34n, 'S', [1, 1, 1]),
      curve(35n, [TICKS, s(1.52)], [1, 3]),
    ],
    connections: [
      oo(1n, 0n),
      oo(2n, 1n),
      oo(20n, 10n),
      oo(21n, 11n),
      oo(30n, 20n),
      op(30n, 1n, 'Lcl Translation'),
      op(31n, 30n, 'd|X'),
      oo(32n, 20n),
      op(32n, 2n, 'Lcl Rotation'),
      op(33n, 32n, 'd|Z'),
      oo(34n, 21n),
      op(34n, 1n, 'Lcl Scaling'),
      op(35n, 34n, 'd|X'),
    ],
  });
}

describe('fbx loader: animation stacks become clips on the frame grid', () => {
  it('makes one clip per stack, sampled at 24 fps across LocalStart…LocalStop from time 0', async () => {
    const { document, source } = await loadScene(animatedScene());
    expect(document.clips.map((c) => c.name)).to.deep.equal(['walk', 'idle']);
    const [walk, idle] = document.clips as [Clip, Clip];
    expect(walk.duration).to.be.closeTo(1, 1e-6);
    expect(walk.tracks[0]!.times.length).to.equal(25);
    expect(walk.tracks[0]!.times[1]).to.be.closeTo(1 / 24, 1e-7);
    expect(walk.tracks.every((t) => t.interpolation === 'LINEAR')).to.equal(true);
    // 1.52 s is not on the lattice: frames 1, 1+1/24 … 1.5, then the stop itself.
    expect(idle.tracks[0]!.times.length).to.equal(14);
    expect(idle.duration).to.be.closeTo(0.52, 1e-6);
    const facts = source.fbx!.stacks;
    expect(facts.map((f) => [f.index, f.id, f.name, f.rangeSource, f.startTicks, f.sampleCount])).to.deep.equal([
      [0, '10', 'walk', 'local', '0', 25],
      [1, '11', 'idle', 'local', TICKS.toString(), 14],
    ]);
    expect(facts[1]!.stopTicks).to.equal(BigInt(Math.round(1.52 * Number(TICKS))).toString());
    expect(facts[0]!.animatedProperties.map((p) => [p.node, p.property, p.curveChannels, p.keyCount])).to.deep.equal([
      [0, 'Lcl Translation', ['X'], 2],
      [1, 'Lcl Rotation', ['Z'], 2],
    ]);
    expect(source.fbx!.time).to.deep.include({ timeMode: 11, frameRate: { numerator: '24', denominator: '1' }, framePeriodTicks: { numerator: '1924423250', denominator: '1' }, frameRateSource: 'time_mode' });
    expect(source.animations[0]!.channels.map((c) => c.target)).to.deep.equal([
      { kind: 'node', node: 0, path: 'translation' },
      { kind: 'node', node: 1, path: 'rotation' },
    ]);
  });

  it('matches the evaluator at every sample, in metres', async () => {
    const bytes = animatedScene();
    const { document } = await loadScene(bytes);
    for (const [c, clip] of document.clips.entries()) {
      const start = c === 0 ? 0n : TICKS;
      for (const k of [0, 5, clip.tracks[0]!.times.length - 1]) {
        const tick = k === clip.tracks[0]!.times.length - 1 && c === 1 ? BigInt(Math.round(1.52 * Number(TICKS))) : start + BigInt(k) * FRAME24;
        const expected = evaluatorWorlds(bytes, cmToM, { stack: c, tick });
        const worlds = forward(document, clipLocals(document, clip, k));
        for (const [name, p] of expected) expectClose(translationOf(worlds[boneIndex(document, name)]!), p, 1e-6, `${clip.name}@${k} ${name}`);
      }
    }
  });

  it('gives an inherit-type-2 child under an animated parent scale its own derived track', async () => {
    const { document } = await loadScene(animatedScene());
    const idle = document.clips[1]!;
    const childTracks = idle.tracks.filter((t) => t.bone === boneIndex(document, 'child'));
    expect(childTracks.map((t) => t.property)).to.deep.equal(['scale']);
    expect(childTracks.every((t) => t.source.channel === -1)).to.equal(true);
    const last = idle.tracks[0]!.times.length - 1;
    const scale = childTracks.find((t) => t.property === 'scale')!;
    expectClose(Array.from(scale.values.subarray(last * 3, last * 3 + 3)), [1 / 3, 1, 1], 1e-6, 'compensates the parent X scale 3');
  });

  it('takes the key span when LocalStart/LocalStop come only from the Definitions template (0/0)', async () => {
    const template = node('Definitions', [], [
      node('ObjectType', [{ type: 'S', value: 'AnimationStack' }], [
        node('PropertyTemplate', [{ type: 'S', value: 'FbxAnimStack' }], [
          p70(['LocalStart', 'KTime', 0n], ['LocalStop', 'KTime', 0n], ['ReferenceStart', 'KTime', 0n], ['ReferenceStop', 'KTime', 0n]),
        ]),
      ]),
    ]);
    const bytes = writeBinaryFbx(
      [
        node('GlobalSettings', [], [p70(['TimeMode', 'enum', 11])]),
        template,
        // "idle" sets only LocalStop (Maya leaves out a LocalStart of 0): that is a declared range.
        node('Objects', [], [model(1n, 'root'), stack(10n, 'walk'), stack(11n, 'idle', undefined, 2n * TICKS), layer(20n), curveNode(30n, 'T', [0, 0, 0]), curve(31n, [TICKS / 2n, TICKS], [0, 240])]),
        node('Connections', [], [oo(1n, 0n), oo(20n, 10n), oo(30n, 20n), op(30n, 1n, 'Lcl Translation'), op(31n, 30n, 'd|X')]),
      ],
      { version: 7400 },
    );
    const d = buildFbxDocument(readBinaryFbx(bytes));
    expect([d.animation.stacks[0]!.localStart, d.animation.stacks[0]!.localDeclared]).to.deep.equal([0n, false]);
    expect(stackTimeRange(d, d.animation.stacks[0]!)).to.deep.equal({ start: TICKS / 2n, stop: TICKS });
    const { document, source } = await loadScene(bytes);
    expect(source.fbx!.stacks[0]).to.include({ rangeSource: 'keys', startTicks: (TICKS / 2n).toString(), stopTicks: TICKS.toString(), sampleCount: 13 });
    expect(document.clips[0]!.duration).to.be.closeTo(0.5, 1e-9);
    expect(stackTimeRange(d, d.animation.stacks[1]!)).to.deep.equal({ start: 0n, stop: 2n * TICKS });
    expect(source.fbx!.stacks[1]).to.include({ rangeSource: 'local', startTicks: '0', stopTicks: (2n * TICKS).toString() });
  });

  it('makes an empty clip for a stack with no range and no keys', async () => {
    const bytes = sceneBytes({ objects: [model(1n, 'a'), stack(10n, '')], connections: [oo(1n, 0n)] });
    const { document, source } = await loadScene(bytes);
    expect(document.clips).to.deep.equal([{ index: 0, name: 'take0', duration: 0, tracks: [] }]);
    expect(source.fbx!.stacks[0]).to.include({ rangeSource: 'none', startTicks: null, sampleCount: 0 });
    expect(source.fbx!.time.frameRateSource).to.equal('default_fallback');
  });

  it('states custom and NTSC frame periods exactly', async () => {
    const custom = await loadScene(sceneBytes({ globals: [['TimeMode', 'enum', 14], ['CustomFrameRate', 'double', 12.5]], objects: [model(1n, 'a')], connections: [oo(1n, 0n)] }));
    expect(custom.source.fbx!.time).to.deep.include({ frameRate: { numerator: '25', denominator: '2' }, framePeriodTicks: { numerator: '3694892640', denominator: '1' }, frameRateSource: 'custom_frame_rate' });
    const ntsc = await loadScene(sceneBytes({ globals: [['TimeMode', 'enum', 9]], objects: [model(1n, 'a')], connections: [oo(1n, 0n)] }));
    // 46186158000 · 1001 / 30000 ticks, reduced.
    expect(ntsc.source.fbx!.time.framePeriodTicks).to.deep.equal({ numerator: '7705390693', denominator: '5' });
  });
});

/** Column-major 4×4 of a translation (file units). */
const translationMatrix = (x: number, y: number, z: number): number[] => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];

describe('fbx loader: a stack too long to sample', () => {
  // The QA file's span: −166666 s … +166666 s on a 30 fps grid is 9,999,961 samples, 99,999,610
  // floats for one node, over the 64 Mi-float budget of one load.
  const long = ['long', -166666n * TICKS, 166666n * TICKS] as const;

  it('loads the file; the long clip keeps its duration and its driven tracks are empty and unreadable', async () => {
    const { document, source } = await loadScene(spanScene([['short', 0n, TICKS], long]));
    const [short, far] = document.clips as [Clip, Clip];
    expect(short.tracks.map((t) => [t.property, t.times.length, t.unreadable])).to.deep.equal([['translation', 31, undefined]]);
    expect(far.name).to.equal('long');
    expect(far.duration).to.equal(Math.fround(333332));
    expect(far.durationUnavailable).to.equal(undefined);
    expect(far.tracks).to.have.length(1);
    const track = far.tracks[0]!;
    expect([track.bone, track.property, track.times.length, track.values.length, track.unreadable]).to.deep.equal([0, 'translation', 0, 0, 'sample_budget_exceeded']);
    expect(track.source).to.deep.equal({ animation: 1, channel: 0 });
    expect(track.malformed).to.equal(
      'clip "long" not sampled: 9999961 frame and key times × 1 animated nodes × 10 floats (TRS) = 99999610 floats, over the 16776906 left of the 16777216-float sampling budget of one load',
    );
    expect(source.notices.filter((n) => n.includes('sample_budget_exceeded'))).to.have.length(1);
    expect(source.fbx!.stacks.map((s) => s.sampleCount)).to.deep.equal([31, 9999961]);
  });
});

describe('fbx loader: the model is float32', () => {
  it('hands on rest TRS, samples, inverse binds, positions and weights as float32 values', async () => {
    const asset = await loadScene(new Uint8Array(readFileSync(path.join(CORPUS, 'fbx', 'ufbx_maya_game_sausage_7500_binary_combined.fbx'))));
    const isF32 = (v: number): boolean => Object.is(v, Math.fround(v));
    const rest = asset.document.bones.flatMap((b) => [...b.rest.translation, ...b.rest.rotation, ...b.rest.scale]);
    expect(rest.length).to.be.greaterThan(0);
    expect(rest.filter((v) => !isF32(v))).to.deep.equal([]);
    for (const node of asset.source.nodes) {
      if (node.localRest.kind !== 'trs') continue;
      expect([...node.localRest.translation, ...node.localRest.rotation, ...node.localRest.scale].filter((v) => !isF32(v))).to.deep.equal([]);
    }
    for (const clip of asset.document.clips) for (const track of clip.tracks) expect(track.values).to.be.instanceOf(Float32Array);
    const bind = asset.source.geometry!.inverseBind(0);
    expect(bind.status).to.equal('readable');
    if (bind.status === 'readable') expect(bind.matrices).to.be.instanceOf(Float32Array);
    const primitive = asset.source.geometry!.primitive(0, 0);
    expect(primitive.positions?.ok && primitive.positions.value).to.be.instanceOf(Float32Array);
    expect(primitive.primaryWeights?.ok && primitive.primaryWeights.value).to.be.instanceOf(Float32Array);
  });
});

describe('fbx loader: skins, geometry and materials', () => {
  function skinned(extraClusters = 0): Uint8Array {
    // Six control points; point 0 has 6 influences when `extraClusters` adds five more joints.
    const joints = [model(1n, 'hips', [vec('Lcl Translation', 0, 100, 0)])];
    const clusters = [cluster(41n, [0, 1, 2, 3, 4, 5], [1, 1, 1, 1, 1, 0.5], translationMatrix(0, 0, 0), translationMatrix(0, 100, 0))];
    const connections = [oo(1n, 0n), oo(3n, 0n), oo(4n, 3n), oo(40n, 4n), oo(41n, 40n), oo(1n, 41n), oo(50n, 3n)];
    for (let i = 0; i < extraClusters; i++) {
      const id = BigInt(60 + i);
      joints.push(model(id, `extra${i}`, [vec('Lcl Translation', i, 0, 0)]));
      clusters.push(cluster(id + 100n, [0, 5], [0.1 * (i + 1), 0.1], translationMatrix(0, 0, 0), translationMatrix(i, 100, 0)));
      connections.push(oo(id, 1n), oo(id + 100n, 40n), oo(id, id + 100n));
    }
    return sceneBytes({
      globals: [['UnitScaleFactor', 'double', 1]],
      objects: [
        ...joints,
        model(3n, 'body', [], 'Mesh'),
        geometry(4n, 'bodyShape', [0, 0, 0, 10, 0, 0, 0, 10, 0, 10, 10, 0, 0, 0, 10, 10, 0, 10], [0, 1, -3, 3, 4, -6], [
          node('LayerElementMaterial', [{ type: 'I', value: 0 }], [node('MappingInformationType', [{ type: 'S', value: 'AllSame' }]), node('Materials', [{ type: 'i', value: Int32Array.of(0) }])]),
        ]),
        skin(40n),
        ...clusters,
        node('Material', [{ type: 'L', value: 50n }, { type: 'S', value: 'skinMat\x00\x01Material' }, { type: 'S', value: '' }]),
      ],
      connections,
    });
  }

  it('reports the mesh, its material, its skin and the inverse bind from TransformLink/Transform', async () => {
    const { source, document } = await loadScene(skinned());
    expect(source.meshes).to.deep.equal([{ index: 0, name: 'bodyShape', primitives: [{ index: 0, material: 0, vertexCount: 6 }] }]);
    expect(source.materials).to.deep.equal([{ index: 0, name: 'skinMat' }]);
    expect(source.skins).to.deep.equal([{ index: 0, name: 'skin', joints: [0], inverseBindAccessor: 0 }]);
    expect(source.nodes[1]).to.include({ mesh: 0, skin: 0 });
    const bind = source.geometry!.inverseBind(0);
    expect(bind.status).to.equal('readable');
    // TransformLink⁻¹ · Transform = translation by -100 cm on Y → -1 m.
    if (bind.status === 'readable') expectClose(Array.from(bind.matrices), translationMatrix(0, -1, 0), 1e-7);
    const primitive = source.geometry!.primitive(0, 0);
    expect(primitive.primaryWeights!.ok).to.equal(true);
    if (primitive.primaryWeights!.ok) expect(Array.from(primitive.primaryWeights!.value.subarray(20, 24))).to.deep.equal([0.5, 0, 0, 0]);
    expect(source.fbx!.meshes[0]).to.deep.include({ controlPointCount: 6, polygonCount: 2, polygonVertexCount: 6, materials: [0], materialMapping: 'AllSame', problems: [] });
    expect(source.fbx!.skins[0]!.clusters[0]).to.deep.include({ joint: 0, node: 0, linkMode: 'Normalize', linkModeDeclared: false, influenceCount: 6, problems: [] });
    expect(document.bones.map((b) => b.name)).to.deep.equal(['hips', 'body']);
  });

  it('keeps a mesh node whose local is not a TRS exact: its vertices and their skinning at bind land where FBX puts them', async () => {
    // `body` turns under a non-uniformly scaled parent and takes the parent scale after its own
    // rotation (InheritType 0): its model TRS cannot hold that, so the positions carry the rest.
    const identity = translationMatrix(0, 0, 0);
    const vertices = [0, 0, 0, 4, 0, 0, 4, 2, 0, 0, 2, 1];
    const build = (transform: number[], link: number[]): Uint8Array =>
      sceneBytes({
        globals: [['UnitScaleFactor', 'double', 1]],
        objects: [
          model(1n, 'base', [vec('Lcl Rotation', 0, 0, 30), vec('Lcl Scaling', 2, 1, 0.5)], 'Null'),
          model(2n, 'body', [['InheritType', 'enum', 0], vec('Lcl Translation', 3, 0, 1.5), vec('Lcl Rotation', 0, 40, 0), vec('GeometricTranslation', 0.5, -1, 2)], 'Mesh'),
          geometry(3n, 'bodyShape', vertices, [0, 1, 2, -4]),
          model(5n, 'bone', [vec('Lcl Translation', 1, 2, 3), vec('Lcl Rotation', 10, 0, 0)]),
          skin(6n),
          cluster(7n, [0, 1, 2, 3], [1, 1, 1, 1], transform, link),
        ],
        connections: [oo(1n, 0n), oo(2n, 1n), oo(3n, 2n), oo(5n, 0n), oo(6n, 3n), oo(7n, 6n), oo(5n, 7n)],
      });
    // Bind = rest: the cluster matrices are the FBX worlds of the mesh and the bone at rest.
    const fbxRest = FbxSceneEvaluator.of(buildFbxDocument(readBinaryFbx(build(identity, identity)))).rest();
    const asset = await loadScene(build(Array.from(fbxRest.get(2n)!.world), Array.from(fbxRest.get(5n)!.world)));
    const document = asset.document;
    const worlds = forward(document, restLocals(document));
    const apply = (m: M, p: readonly number[]): number[] => [0, 1, 2].map((r) => m[r]![0]! * p[0]! + m[r]![1]! * p[1]! + m[r]![2]! * p[2]! + m[r]![3]!);
    const g = fbxRest.get(2n)!.geometryWorld;
    const positions = asset.source.geometry!.primitive(0, 0).positions!;
    const bind = asset.source.geometry!.inverseBind(0);
    if (!positions.ok || bind.status !== 'readable') throw new Error('expected readable positions and inverse binds');
    const ibm: M = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => bind.matrices[c * 4 + r]!));
    const body = worlds[boneIndex(document, 'body')]!;
    const boneSkin = mul(worlds[boneIndex(document, 'bone')]!, ibm);
    for (let i = 0; i < vertices.length; i += 3) {
      const [x, y, z] = vertices.slice(i, i + 3) as [number, number, number];
      // Where FBX puts the vertex (world · geometric), centimetres → metres.
      const truth = [0, 1, 2].map((r) => (g[r]! * x + g[4 + r]! * y + g[8 + r]! * z + g[12 + r]!) / 100);
      const p = Array.from(positions.value.subarray(i, i + 3));
      expectClose(apply(body, p), truth, F32, `vertex ${i / 3} rigid`);
      expectClose(apply(boneSkin, p), truth, F32, `vertex ${i / 3} skinned at bind`);
    }
  });

  it('keeps every influence: more than four per point become additional sets', async () => {
    const { source } = await loadScene(skinned(5));
    expect(source.fbx!.skins[0]!.maxInfluences).to.equal(6);
    const primitive = source.geometry!.primitive(0, 0);
    expect(primitive.jointSets).to.deep.equal([1]);
    expect(primitive.weightSets).to.deep.equal([1]);
    // point 0: weight 1 from the first cluster, then the strongest extras 0.5, 0.4, 0.3.
    if (primitive.primaryWeights!.ok) expectClose(Array.from(primitive.primaryWeights!.value.subarray(0, 4)), [1, 0.5, 0.4, 0.3], 1e-7);
  });

  it('reports a cluster without TransformLink as an unreadable declaration, never an invented matrix', async () => {
    const bytes = sceneBytes({
      objects: [model(1n, 'j'), model(3n, 'm', [], 'Mesh'), geometry(4n, 'g', [0, 0, 0], [-1]), skin(40n), cluster(41n, [0], [1], translationMatrix(0, 0, 0))],
      connections: [oo(1n, 0n), oo(3n, 0n), oo(4n, 3n), oo(40n, 4n), oo(41n, 40n), oo(1n, 41n)],
    });
    const { source } = await loadScene(bytes);
    expect(source.geometry!.inverseBind(0)).to.deep.equal({ status: 'unreadable', accessor: 0, count: 1 });
    expect(source.fbx!.skins[0]!.clusters[0]!.problems).to.deep.equal(['transform_link_missing']);
  });

  it('measures nothing about textures it cannot map: material resource coverage stays unavailable', async () => {
    const { source } = await loadScene(skinned());
    expect(source.materialResources).to.equal(undefined);
  });

  it('says why material resource coverage is unavailable when the file declares materials or textures, and only then', async () => {
    const material = node('Material', [{ type: 'L', value: 60n }, { type: 'S', value: 'skin\x00\x01Material' }, { type: 'S', value: '' }]);
    const texture = node('Texture', [{ type: 'L', value: 70n }, { type: 'S', value: 'diffuse\x00\x01Texture' }, { type: 'S', value: '' }], [node('RelativeFilename', [{ type: 'S', value: 'skin.png' }])]);
    const why = (source: { notices: readonly string[] }): string[] => source.notices.filter((n) => n.startsWith('material_resource_coverage is unavailable'));
    const plain = await loadScene(sceneBytes({ objects: [model(1n, 'a')], connections: [oo(1n, 0n)] }));
    expect(why(plain.source)).to.deep.equal([]);
    const textured = await loadScene(sceneBytes({ objects: [model(1n, 'a'), material, texture], connections: [oo(1n, 0n), oo(60n, 1n), op(70n, 60n, 'DiffuseColor')] }));
    expect(textured.source.materialResources).to.equal(undefined);
    expect(why(textured.source)).to.have.length(1);
    expect(why(textured.source)[0]).to.include('declares 1 material(s) and 1 texture(s)').and.include('DiffuseColor');
    // A note on an FBX file speaks FBX: glTF's texture slots are not its concern.
    expect(textured.source.notices.join('\n')).not.to.match(/glTF|base_color|five slots/);
  });
});

describe('fbx loader: resources and the dependency closure', () => {
  function withTextures(): Uint8Array {
    const texture = (id: bigint, name: string, relative: string, full: string): ReturnType<typeof node> =>
      node('Texture', [{ type: 'L', value: id }, { type: 'S', value: `${name}\x00\x01Texture` }, { type: 'S', value: '' }], [
        node('FileName', [{ type: 'S', value: full }]),
        node('RelativeFilename', [{ type: 'S', value: relative }]),
      ]);
    return sceneBytes({
      objects: [
        model(1n, 'a'),
        texture(70n, 'diffuse', 'textures\\skin.png', 'C:\\Users\\artist\\textures\\skin.png'),
        texture(71n, 'normal', 'missing.png', '/home/artist/missing.png'),
        texture(72n, 'abs', '', 'D:\\only\\absolute.png'),
        node('Video', [{ type: 'L', value: 73n }, { type: 'S', value: 'embedded\x00\x01Video' }, { type: 'S', value: 'Clip' }], [
          node('RelativeFilename', [{ type: 'S', value: 'embedded.png' }]),
          node('Content', [{ type: 'R', value: Uint8Array.of(1, 2, 3) }]),
        ]),
      ],
      connections: [oo(1n, 0n)],
    });
  }

  it('declares relative spellings only, redacts absolute paths and hashes what it can read', async () => {
    const { source } = await loadScene(withTextures(), { 'textures/skin.png': Uint8Array.of(137, 80, 78, 71) });
    const declarations = source.fbx!.resources;
    expect(declarations.map((d) => [d.kind, d.name, d.relativeFileName, d.absolutePathRedacted, d.embedded, d.dependency])).to.deep.equal([
      ['texture', 'diffuse', 'textures/skin.png', true, false, 0],
      ['texture', 'normal', 'missing.png', true, false, 1],
      ['texture', 'abs', undefined, true, false, undefined],
      ['video', 'embedded', 'embedded.png', false, true, undefined],
    ]);
    expect(JSON.stringify(source.fbx)).not.to.match(/artist|only\\\\absolute/);
    expect(source.dependencies.coverage).to.equal('partial');
    expect(source.dependencies.resources.map((r) => [r.kind, r.uri, r.identity?.bytes, r.unavailableReason])).to.deep.equal([
      ['image', 'textures/skin.png', 4, undefined],
      ['image', 'missing.png', undefined, 'unreadable'],
    ]);
  });

  it('applies the glTF containment rules: a spelling that leaves the asset folder is never read', async () => {
    const bytes = sceneBytes({
      objects: [model(1n, 'a'), node('Texture', [{ type: 'L', value: 70n }, { type: 'S', value: 't\x00\x01Texture' }, { type: 'S', value: '' }], [node('RelativeFilename', [{ type: 'S', value: '..\\outside.png' }])])],
      connections: [oo(1n, 0n)],
    });
    const { source } = await loadScene(bytes);
    expect(source.dependencies.resources.map((r) => [r.uri, r.identity, r.unavailableReason])).to.deep.equal([['../outside.png', undefined, 'unsafe_uri']]);
    expect(source.dependencies.coverage).to.equal('partial');
  });

  it('hashes a dependency inside the asset folder and is complete when everything resolves', async () => {
    const bytes = sceneBytes({
      objects: [model(1n, 'a'), node('Texture', [{ type: 'L', value: 70n }, { type: 'S', value: 't\x00\x01Texture' }, { type: 'S', value: '' }], [node('RelativeFilename', [{ type: 'S', value: 'skin.png' }])])],
      connections: [oo(1n, 0n)],
    });
    const { source } = await loadScene(bytes, { 'skin.png': Uint8Array.of(137, 80, 78, 71) });
    expect(source.dependencies.coverage).to.equal('complete');
    expect(source.dependencies.resources[0]!.identity).to.deep.equal({ sha256: createHash('sha256').update(Uint8Array.of(137, 80, 78, 71)).digest('hex'), bytes: 4 });
  });
});

describe('fbx loader: raw transform paths', () => {
  it('lists every node by its name chain and refuses names the grammar excludes', async () => {
    const bytes = sceneBytes({
      objects: [model(1n, 'Root'), model(2n, 'Hips'), model(3n, 'a/b'), model(4n, '..'), model(5n, 'x\u200by'), model(6n, 'under')],
      connections: [oo(1n, 0n), oo(2n, 1n), oo(3n, 1n), oo(4n, 1n), oo(5n, 1n), oo(6n, 3n)],
    });
    const { source } = await loadScene(bytes);
    const inventory = source.fbx!.transformPaths;
    expect(inventory.coverage).to.equal('partial');
    expect(inventory.limits).to.deep.equal({ segmentBytes: 1024, pathBytes: 4096, segments: 256 });
    expect(inventory.entries.map((e) => e.path ?? e.refusal)).to.deep.equal(['Root', 'Root/Hips', 'separator_in_name', 'dot_segment', 'format_character', 'separator_in_name']);
    expect(inventory.entries[1]).to.deep.equal({ node: 1, objectId: '2', path: 'Root/Hips' });
  });

  it('is complete for ordinary names and refuses over-long segments', async () => {
    const ok = await loadScene(sceneBytes({ objects: [model(1n, 'mixamorig:Hips'), model(2n, 'Spine')], connections: [oo(1n, 0n), oo(2n, 1n)] }));
    expect(ok.source.fbx!.transformPaths.coverage).to.equal('complete');
    const long = await loadScene(sceneBytes({ objects: [model(1n, 'é'.repeat(513))], connections: [oo(1n, 0n)] }));
    expect(long.source.fbx!.transformPaths.entries[0]!.refusal).to.equal('segment_too_long');
  });
});

describe('fbx loader: bad input is one AssetLoadError line', () => {
  async function refusal(bytes: Uint8Array): Promise<string> {
    try {
      await loadScene(bytes);
    } catch (error) {
      expect(error).to.be.instanceOf(AssetLoadError);
      const message = (error as Error).message;
      expect(message).not.to.match(/[\r\n]/);
      return message;
    }
    throw new Error('expected a refusal');
  }

  it('names the byte offset of a truncated binary file', async () => {
    const bytes = animatedScene();
    expect(await refusal(bytes.subarray(0, 200))).to.match(/^FBX file cannot be read: byte \d+: /);
  });

  it('names the line of broken ASCII text', async () => {
    expect(await refusal(new TextEncoder().encode('; FBX 7.4.0 project file\nObjects: {\n  Model: 1, "Model::a" {\n'))).to.match(/^FBX file cannot be read: line \d+: /);
  });

  it('refuses garbage', async () => {
    expect(await refusal(Uint8Array.from({ length: 300 }, (_, i) => (i * 7919) % 256))).to.match(/^FBX file cannot be read: /);
  });

  it('names the object of contradictory document data', async () => {
    const bytes = sceneBytes({ objects: [model(1n, 'a'), { name: 'Model', properties: [{ type: 'S', value: 'Model::b' }] }], connections: [] });
    expect(await refusal(bytes)).to.match(/^FBX document is malformed \(byte \d+\): Objects\/Model #1: expected an integer object id first, got a string$/);
  });
});
