/**
 * FBX keys stay authored: a track exists only for a property a curve drives, its `authored` keys
 * are the union of its component curves' key times (with each key's interpolation), the dense
 * bake stays a sampling detail, and the clip says where its keys lie against its range. Each case
 * is a scene built in code and linted as a user would.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { FbxWriteNode } from '../src/binary-writer.js';
import { readBinaryFbx } from '../src/binary-reader.js';
import { buildFbxDocument } from '../src/document.js';
import { FbxSceneEvaluator } from '../src/evaluate/scene.js';
import { bakedFloats, movableNodes, planBake } from '../src/loader/bake-clips.js';
import { frameGridOf, sampleCount } from '../src/loader/frame-grid.js';
import { buildNodeTable } from '../src/loader/node-table.js';
import { stackRange } from '../src/loader/stack-facts.js';
import { runCli } from '@animsmith/test-utils';
import { curve, curveNode, layer, loadScene, model, node, oo, op, sceneBytes, stack, TICKS, vec } from '@animsmith/test-utils/fbx';

const FRAME30 = TICKS / 30n;

/** A chain of `count` bones b0…b{count-1}, 10 cm apart along X. */
function chain(count: number): { objects: FbxWriteNode[]; connections: FbxWriteNode[] } {
  const objects: FbxWriteNode[] = [];
  const connections: FbxWriteNode[] = [];
  for (let i = 0; i < count; i++) {
    objects.push(model(BigInt(i + 1), `b${i}`, [vec('Lcl Translation', i === 0 ? 0 : 10, 0, 0)]));
    connections.push(oo(BigInt(i + 1), i === 0 ? 0n : BigInt(i)));
  }
  return { objects, connections };
}

/** A stack `take` [start, stop] with one layer; `curves` adds [bone, property, channel, times, values] curves. */
function animated(
  bones: number,
  range: readonly [bigint, bigint],
  curves: readonly (readonly [number, string, 'X' | 'Y' | 'Z', readonly bigint[], readonly number[]])[],
): Uint8Array {
  const { objects, connections } = chain(bones);
  objects.push(stack(1000n, 'take', range[0], range[1]), layer(1001n));
  connections.push(oo(1001n, 1000n));
  const curveNodes = new Map<string, bigint>();
  curves.forEach(([bone, property, channel, times, values], i) => {
    const key = `${bone}/${property}`;
    let id = curveNodes.get(key);
    if (id === undefined) {
      id = BigInt(2000 + curveNodes.size);
      curveNodes.set(key, id);
      objects.push(curveNode(id, property[4]!, property === 'Lcl Scaling' ? [1, 1, 1] : [0, 0, 0]));
      connections.push(oo(id, 1001n), op(id, BigInt(bone + 1), property));
    }
    const curveId = BigInt(3000 + i);
    objects.push(curve(curveId, [...times], [...values]));
    connections.push(op(curveId, id, `d|${channel}`));
  });
  return sceneBytes({ globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 6]], objects, connections });
}

async function lint(bytes: Uint8Array, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'animsmith-authored-'));
  const file = path.join(dir, 'scene.fbx');
  writeFileSync(file, bytes);
  return await runCli(['lint', file, ...args]);
}

interface JsonFinding {
  readonly check: string;
  readonly message: string;
  readonly severity: string;
  readonly bone?: string;
}

async function findings(bytes: Uint8Array): Promise<JsonFinding[]> {
  const result = await lint(bytes, '--format', 'json');
  expect(result.stderr).to.equal('');
  const output = JSON.parse(result.stdout) as { files: { checks: { findings: { check_id: string; message: string; severity: string; bone?: string }[] }[] }[] };
  return output.files.flatMap((file) =>
    file.checks.flatMap((c) => c.findings.map((f) => ({ check: f.check_id, message: f.message, severity: f.severity, ...(f.bone !== undefined ? { bone: f.bone } : {}) }))),
  );
}

describe('fbx authored keys', function () {
  this.timeout(120_000);

  it('an FBX with curves on 3 of 20 bones has tracks on those 3 only, keyed as authored', async () => {
    const bytes = animated(20, [0n, 30n * FRAME30], [
      [3, 'Lcl Rotation', 'Z', [0n, 30n * FRAME30], [0, 90]],
      [7, 'Lcl Translation', 'X', [0n, 10n * FRAME30, 30n * FRAME30], [10, 12, 10]],
      [7, 'Lcl Translation', 'Y', [0n, 20n * FRAME30], [0, 5]],
      [12, 'Lcl Scaling', 'X', [0n, 30n * FRAME30], [1, 1]],
    ]);
    const { document } = await loadScene(bytes);
    const clip = document.clips[0]!;
    expect(clip.tracks.map((t) => [document.bones[t.bone]!.name, t.property])).to.deep.equal([
      ['b3', 'rotation'],
      ['b7', 'translation'],
      ['b12', 'scale'],
    ]);
    const translation = clip.tracks[1]!;
    // The union of the X and Y curves' keys: frames 0, 10, 20, 30; the samples stay dense.
    expect(Array.from(translation.authored!.times)).to.deep.equal([0, 10 / 30, 20 / 30, 1].map(Math.fround));
    expect(translation.authored!.interpolations).to.deep.equal(['linear', 'linear', 'linear', 'linear']);
    expect(translation.times.length).to.equal(31);
    // Values at the keys are the evaluated locals, in metres: X 10 → 12 → 11 → 10 cm, Y 0 → 2.5 → 5 → 5 cm.
    const keyed = Array.from(translation.authored!.values).map((v) => Number(v.toFixed(6)));
    expect(keyed).to.deep.equal([0.1, 0, 0, 0.12, 0.025, 0, 0.11, 0.05, 0, 0.1, 0.05, 0]);
    expect(clip.keyRange).to.deep.equal({ first: 0, last: 1, keyCount: 9, outsideCount: 0 });

    const found = await findings(bytes);
    // The scale curve holds 1: two authored keys that never move (not 31 baked frames).
    expect(found.filter((f) => f.check === 'constant-track').map((f) => f.message)).to.deep.equal([
      'the scale track has 2 keys but never moves (at most 0); one key would do',
    ]);
    expect(found.filter((f) => ['scale-keys', 'non-uniform-scale', 'clip-range'].includes(f.check))).to.deep.equal([]);
  });

  it('an FBX with 1-key curves has 1-key tracks and no constant-track note', async () => {
    const bytes = animated(3, [0n, 312n * FRAME30], [
      [1, 'Lcl Translation', 'X', [0n], [10]],
      [1, 'Lcl Translation', 'Y', [0n], [0]],
      [1, 'Lcl Translation', 'Z', [0n], [0]],
    ]);
    const { document } = await loadScene(bytes);
    const track = document.clips[0]!.tracks[0]!;
    expect(track.times.length).to.equal(313);
    expect(track.authored!.times.length).to.equal(1);
    const found = await findings(bytes);
    expect(found.filter((f) => f.check === 'constant-track')).to.deep.equal([]);
    expect(found.some((f) => f.message.includes('313'))).to.equal(false);
  });

  it('an FBX with no curves has no tracks, no key notes and no baked frames', async () => {
    const { objects, connections } = chain(20);
    objects.push(stack(1000n, 'take', 0n, 119n * FRAME30), layer(1001n));
    connections.push(oo(1001n, 1000n));
    const bytes = sceneBytes({ globals: [['TimeMode', 'enum', 6]], objects, connections });
    const { document } = await loadScene(bytes);
    expect(document.clips[0]!.tracks).to.deep.equal([]);
    expect(document.clips[0]!.keyRange).to.equal(undefined);
    const found = await findings(bytes);
    expect(found.filter((f) => ['constant-track', 'scale-keys', 'non-uniform-scale', 'quat-flip'].includes(f.check))).to.deep.equal([]);
  });

  it('a stack longer than its keys says where the keys end (and keys cut off are counted)', async () => {
    // Maya's case: keys end at frame 20 (0.667 s), the stack runs to frame 25 (0.833 s).
    const longer = animated(2, [0n, 25n * FRAME30], [[1, 'Lcl Translation', 'X', [0n, 20n * FRAME30], [10, 20]]]);
    const { document } = await loadScene(longer);
    expect(document.clips[0]!.keyRange).to.deep.equal({ first: 0, last: Math.fround(20 / 30), keyCount: 2, outsideCount: 0 });
    expect((await findings(longer)).filter((f) => f.check === 'clip-range')).to.deep.equal([
      { check: 'clip-range', message: 'the clip runs to 0.8333s but its last key is at 0.6667s; the final pose holds for 0.1667s', severity: 'note' },
    ]);

    const cut = animated(2, [0n, 10n * FRAME30], [[1, 'Lcl Translation', 'X', [0n, 10n * FRAME30, 20n * FRAME30], [10, 20, 30]]]);
    const cutClip = (await loadScene(cut)).document.clips[0]!;
    expect(cutClip.tracks[0]!.authored!.times.length).to.equal(2);
    expect((await findings(cut)).filter((f) => f.check === 'clip-range')).to.deep.equal([
      {
        check: 'clip-range',
        message: "1 of the clip's 3 keys lie outside its range (keys 0s to 0.6667s, clip 0s to 0.3333s); they are never played",
        severity: 'warning',
      },
    ]);
  });

  it("merges a property's curves when another curve's key comes before the first curve's keys in the range", async () => {
    // Range frames 5–20. X is keyed at 0, 10, 20 (its key at 0 lies before the range), Y only at
    // 5: the keys in range are Y's 5, then X's 10 and 20 — not X's 0, 10, 20, although the last
    // key is X's and X's keys 0…2 span as many indices as the union has keys.
    const bytes = animated(2, [5n * FRAME30, 20n * FRAME30], [
      [1, 'Lcl Translation', 'X', [0n, 10n * FRAME30, 20n * FRAME30], [10, 20, 30]],
      [1, 'Lcl Translation', 'Y', [5n * FRAME30], [3]],
    ]);
    const { document } = await loadScene(bytes);
    const track = document.clips[0]!.tracks[0]!;
    expect(Array.from(track.authored!.times)).to.deep.equal([0, 5 / 30, 15 / 30].map(Math.fround));
    expect(track.authored!.interpolations).to.deep.equal(['linear', 'linear', 'linear']);
    // X 15 → 20 → 30 cm, Y 3 cm throughout (its one key), in metres.
    const keyed = Array.from(track.authored!.values).map((v) => Number(v.toFixed(6)));
    expect(keyed).to.deep.equal([0.15, 0.03, 0, 0.2, 0.03, 0, 0.3, 0.03, 0]);
  });

  it('gives no scale warnings to a bone with no scale curve whose scale moves through its parent', async () => {
    // Inherit type 2 (no parent scale): the child compensates its parent's animated X scale.
    const objects: FbxWriteNode[] = [
      model(1n, 'parent'),
      model(2n, 'child', [vec('Lcl Translation', 10, 0, 0), ['InheritType', 'enum', 2]]),
      stack(1000n, 'take', 0n, 30n * FRAME30),
      layer(1001n),
      curveNode(2000n, 'S', [1, 1, 1]),
      curve(3000n, [0n, 30n * FRAME30], [1, 3]),
    ];
    const connections = [oo(1n, 0n), oo(2n, 1n), oo(1001n, 1000n), oo(2000n, 1001n), op(2000n, 1n, 'Lcl Scaling'), op(3000n, 2000n, 'd|X')];
    const bytes = sceneBytes({ globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 6]], objects, connections });
    const { document } = await loadScene(bytes);
    const childScale = document.clips[0]!.tracks.find((t) => document.bones[t.bone]!.name === 'child' && t.property === 'scale')!;
    expect(childScale.source.channel).to.equal(-1);
    expect(childScale.authored!.times.length).to.equal(0);
    // Both are the parent's (its own curve), none the child's.
    const scaleFindings = (await findings(bytes)).filter((f) => ['scale-keys', 'non-uniform-scale'].includes(f.check));
    expect(scaleFindings.map((f) => [f.check, f.bone])).to.deep.equal([
      ['scale-keys', 'parent'],
      ['non-uniform-scale', 'parent'],
    ]);
  });

  it('keeps node moved only by a pivot curve as a sampled track with no authored keys', async () => {
    const objects: FbxWriteNode[] = [
      model(1n, 'root'),
      model(2n, 'arm', [vec('Lcl Translation', 10, 0, 0), vec('Lcl Rotation', 0, 0, 90)]),
      stack(1000n, 'take', 0n, 30n * FRAME30),
      layer(1001n),
      node('AnimationCurveNode', [{ type: 'L', value: 2000n }, { type: 'S', value: 'RotationPivot\x00\x01AnimCurveNode' }, { type: 'S', value: '' }]),
      curve(3000n, [0n, 30n * FRAME30], [0, 10]),
    ];
    const connections = [oo(1n, 0n), oo(2n, 1n), oo(1001n, 1000n), oo(2000n, 1001n), op(2000n, 2n, 'RotationPivot'), op(3000n, 2000n, 'd|X')];
    const { document } = await loadScene(sceneBytes({ globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 6]], objects, connections }));
    const tracks = document.clips[0]!.tracks;
    expect(tracks.map((t) => [t.property, t.source.channel, t.authored!.times.length])).to.deep.equal([['translation', -1, 0]]);
  });

  it('bakes only the nodes a curve can move: the budget counts those, not the scene', () => {
    // 2,000 static siblings beside a 50-bone chain whose bone 20 is animated.
    const { objects, connections } = chain(50);
    for (let i = 0; i < 2000; i++) {
      objects.push(model(BigInt(10_000 + i), `prop${i}`));
      connections.push(oo(BigInt(10_000 + i), 0n));
    }
    objects.push(stack(1000n, 'take', 0n, 30n * FRAME30), layer(1001n), curveNode(2000n, 'R', [0, 0, 0]), curve(3000n, [0n, 15n * FRAME30 + 7n], [0, 90]));
    connections.push(oo(1001n, 1000n), oo(2000n, 1001n), op(2000n, 21n, 'Lcl Rotation'), op(3000n, 2000n, 'd|Z'));
    const document = buildFbxDocument(readBinaryFbx(sceneBytes({ globals: [['TimeMode', 'enum', 6]], objects, connections })));
    const table = buildNodeTable(document, FbxSceneEvaluator.of(document));
    const take = document.animation.stacks[0]!;
    // Bone 20 and its 29 descendants, in bone order.
    expect(Array.from(movableNodes(take, table))).to.deep.equal(Array.from({ length: 30 }, (_, i) => 20 + i));
    const range = stackRange(document, take);
    const samples = sampleCount(frameGridOf(document.globalSettings), range.start!, range.stop!);
    const plan = planBake(take, table, frameGridOf(document.globalSettings), range, samples);
    // One key sits between frames: it is evaluated once more, for its authored value.
    expect(plan.offGridTicks).to.deep.equal([15n * FRAME30 + 7n]);
    expect(bakedFloats(samples, plan)).to.equal((31 + 1) * 30 * 10);
  });
});

