/**
 * Clips: each animation stack becomes one clip, with clip time 0 at the stack start.
 *
 * Keys stay authored. A bone property gets a track when a curve node of the stack drives it
 * (`Lcl Translation`; `Lcl Rotation`, `PreRotation`, `PostRotation`; `Lcl Scaling`), and the
 * track's `authored` keys are the union of its component curves' key ticks inside the stack range,
 * each with its value (the evaluated local at that tick) and its curve's interpolation. A bone
 * property no curve of its own drives gets a track only when its value moves anyway (an animated
 * pivot or offset, a parent's scale through an inherit type): it exists for sampling, its
 * `source.channel` is -1 and it has no authored keys.
 *
 * Sampling is dense, an internal detail: every track's `times`/`values` hold the property on the
 * file's frame grid (frame-grid.ts) across the stack's range, each sample a scene evaluation
 * (layers blended, the FBX local transform with pivots and pre/post rotation, inherit types)
 * turned into normalised local TRS (normalized-pose.ts), as the reference tool baked through
 * ufbx. Rotation samples and keys keep the hemisphere of the previous one, so a track never flips
 * sign.
 *
 * Only nodes a curve can move are evaluated: those a curve node of the stack targets, and their
 * descendants (`movableNodes`). Every other node keeps its rest pose, filled once.
 *
 * The source channels of the clip are the driven (object, property) pairs in the order of the
 * stack facts; `interpolation` stays absent (FBX interpolation is per key) and `keyCount` is the
 * largest key count among the property's curves.
 *
 * Budget: one load bakes at most `MAX_BAKED_FLOATS` floats over all its stacks (evaluated ticks ×
 * movable nodes × 10), checked in stack order before a stack's arrays are allocated. A stack that
 * does not fit what is left is not sampled (`unbakedStack`): the file still loads and that clip's
 * tracks are unreadable.
 */
import {
  TRACK_PROPERTIES,
  type Clip,
  type ClipKeyRange,
  type KeyInterpolation,
  type RestTransform,
  type Track,
  type TrackProperty,
} from '@animsmith/cli/plugin';
import type { FbxAnimatedProperty, SourceAnimation, SourceChannel } from '@animsmith/cli/plugin';
import type { FbxAnimCurve, FbxAnimStack } from '../animation.js';
import type { Mat4 } from '../evaluate/mat4.js';
import { isExactTick, timesAsNumbers } from '../evaluate/curves.js';
import type { FbxSceneEvaluator, FbxScenePose } from '../evaluate/scene.js';
import { FbxSubsetSampler } from '../evaluate/subset-sampler.js';
import { KTIME_TICKS_PER_SECOND } from '../time-mode.js';
import type { NormalizingBasis } from './basis.js';
import { isSampleTick, sampleTick, type FrameGrid } from './frame-grid.js';
import type { FbxNodeTable } from './node-table.js';
import { newTrs, NormalizeWorkspace, normalizeSubset, type NormalizeCounts } from './normalized-pose.js';
import type { StackRange } from './stack-facts.js';

/**
 * Largest number of floats (evaluated ticks × movable nodes × 10) one load may bake, over all its
 * stacks. It bounds time as well as memory (each node sample is a full FBX transform evaluation
 * and a matrix decomposition): 1.6 M node samples, e.g. 100 animated bones × 16,000 frames.
 */
export const MAX_BAKED_FLOATS = 16 * 1024 * 1024;

/** Floats one node's sample takes: translation 3, rotation 4, scale 3. */
export const FLOATS_PER_NODE_SAMPLE = 10;

const TRACK_OF_PROPERTY: ReadonlyMap<string, TrackProperty> = new Map([
  ['Lcl Translation', 'translation'],
  ['Lcl Rotation', 'rotation'],
  ['PreRotation', 'rotation'],
  ['PostRotation', 'rotation'],
  ['Lcl Scaling', 'scale'],
]);

const SAME_TOLERANCE = 1e-6;

const TICKS_PER_SECOND = Number(KTIME_TICKS_PER_SECOND);

export interface BakeInput {
  readonly evaluator: FbxSceneEvaluator;
  readonly table: FbxNodeTable;
  readonly basis: NormalizingBasis;
  readonly grid: FrameGrid;
  /** Bone index of each source node. */
  readonly boneOfNode: Int32Array;
  /** Rest locals by node index. */
  readonly rest: readonly RestTransform[];
  /** Each node's rest world in the model (by node index): where every node no curve can move stays. */
  readonly restModelWorlds: readonly Mat4[];
  /** The evaluator's rest pose (FBX worlds of the nodes no curve can move). */
  readonly restPose: FbxScenePose;
  readonly notices: string[];
}

export interface BakedStack {
  readonly clip: Clip;
  readonly animation: SourceAnimation;
}

/**
 * The authored keys of one track, in time order: their ticks and interpolations. Parallel arrays,
 * not an object per key: a baked rig has a key per frame on every joint.
 */
interface AuthoredKeys {
  readonly ticks: BigInt64Array;
  /** `ticks` as exact doubles when every one is (see timesAsNumbers), else `null`. */
  readonly numbers: Float64Array | null;
  readonly interpolations: readonly KeyInterpolation[];
}

/** The authored keys of one (node, property) and their values, written as the bake reaches their ticks. */
interface AuthoredSlot {
  readonly node: number;
  readonly property: TrackProperty;
  readonly keys: AuthoredKeys;
  readonly values: Float32Array;
  /** The first key not yet reached. */
  next: number;
}

/** What a stack's bake evaluates, known before anything is allocated. */
export interface BakePlan {
  /** Table indices of the nodes a curve can move, in bone order. */
  readonly movable: Int32Array;
  /** Authored key ticks inside the range of each `node/property` a curve drives. */
  readonly keysOf: ReadonlyMap<string, AuthoredKeys>;
  /** Key ticks inside the range that are not grid samples (each evaluated once more). */
  readonly offGridTicks: readonly bigint[];
  readonly keyRange: ClipKeyRange | undefined;
}

/** Floats a planned bake takes (compared with `MAX_BAKED_FLOATS` before any allocation). */
export function bakedFloats(samples: number, plan: BakePlan): number {
  return (samples + plan.offGridTicks.length) * plan.movable.length * FLOATS_PER_NODE_SAMPLE;
}

export function clipName(stack: FbxAnimStack, index: number): string {
  return stack.name === '' ? `take${index}` : stack.name;
}

/**
 * The nodes a curve node of `stack` targets, with every descendant (their worlds follow), in
 * bone order. One pass over the bone order: a parent is decided before its children.
 */
export function movableNodes(stack: FbxAnimStack, table: FbxNodeTable): Int32Array {
  const moves = new Uint8Array(table.models.length);
  for (const layer of stack.layers) {
    for (const node of layer.curveNodes) {
      for (const target of node.targets) {
        const index = table.indexOf.get(target.id);
        if (index !== undefined) moves[index] = 1;
      }
    }
  }
  const out: number[] = [];
  for (const index of table.boneOrder) {
    const parent = table.parents[index]!;
    if (parent >= 0 && moves[parent] === 1) moves[index] = 1;
    if (moves[index] === 1) out.push(index);
  }
  return Int32Array.from(out);
}

export function planBake(stack: FbxAnimStack, table: FbxNodeTable, grid: FrameGrid, range: StackRange, samples: number): BakePlan {
  const movable = movableNodes(stack, table);
  const curvesOf = new Map<string, FbxAnimCurve[]>();
  let first: bigint | null = null;
  let last: bigint | null = null;
  let keyCount = 0;
  let outsideCount = 0;
  for (const layer of stack.layers) {
    for (const node of layer.curveNodes) {
      const curves: FbxAnimCurve[] = [];
      for (const channel of node.channels) if (channel.curve !== null) curves.push(channel.curve);
      for (const curve of curves) {
        const n = curve.times.length;
        if (n === 0) continue;
        keyCount += n;
        if (range.start !== null && range.stop !== null) {
          const { times, from, to } = comparableTicks(curve, range.start, range.stop);
          outsideCount += keysOutside(times, from, to);
        }
        if (first === null || curve.times[0]! < first) first = curve.times[0]!;
        if (last === null || curve.times[n - 1]! > last) last = curve.times[n - 1]!;
      }
      for (const target of node.targets) {
        const index = table.indexOf.get(target.id);
        const property = TRACK_OF_PROPERTY.get(target.property);
        if (index === undefined || property === undefined) continue;
        const key = `${index}/${property}`;
        const list = curvesOf.get(key);
        if (list === undefined) curvesOf.set(key, curves.slice());
        else for (const curve of curves) list.push(curve);
      }
    }
  }
  const keysOf = new Map<string, AuthoredKeys>();
  const offGrid = new Set<bigint>();
  // Properties share their key ticks: each distinct tick is placed on the grid once (keyed by its
  // exact double when it has one: hashing bigints costs more than the rest of the plan), and a
  // property keyed at the ticks of the one before it (as exporters bake them) adds nothing new.
  const onGrid = new Map<number | bigint, boolean>();
  let placed: AuthoredKeys = NO_KEYS;
  for (const [key, curves] of curvesOf) {
    const keys = range.start === null || range.stop === null || samples === 0 ? NO_KEYS : unionKeys(curves, range.start, range.stop);
    keysOf.set(key, keys);
    if (sameTickArray(keys.ticks, placed.ticks)) continue;
    placed = keys;
    const { ticks, numbers } = keys;
    for (let i = 0; i < ticks.length; i++) {
      const id = numbers !== null ? numbers[i]! : ticks[i]!;
      let sample = onGrid.get(id);
      if (sample === undefined) onGrid.set(id, (sample = isSampleTick(grid, range.start!, range.stop!, ticks[i]!)));
      if (!sample) offGrid.add(ticks[i]!);
    }
  }
  const start = range.start ?? 0n;
  const seconds = (tick: bigint): number => Math.fround(Number(tick - start) / Number(KTIME_TICKS_PER_SECOND));
  return {
    movable,
    keysOf,
    offGridTicks: [...offGrid].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    keyRange: first === null || last === null || range.start === null ? undefined : { first: seconds(first), last: seconds(last), keyCount, outsideCount },
  };
}

/** Ticks of one curve and the range ends as values that compare like the ticks (see {@link comparableCurves}). */
interface ComparableTicks<T extends number | bigint> {
  readonly times: ArrayLike<T>;
  readonly from: T;
  readonly to: T;
}

/**
 * A curve's key ticks and the range ends as values that compare like the ticks: exact doubles
 * when every tick is small enough (see timesAsNumbers), else the bigints themselves. Reading a
 * bigint per key, hashing and sorting bigints cost more than the rest of the plan.
 */
function comparableTicks(curve: FbxAnimCurve, start: bigint, stop: bigint): ComparableTicks<number> | ComparableTicks<bigint> {
  const numbers = isExactTick(start) && isExactTick(stop) ? timesAsNumbers(curve) : null;
  return numbers !== null ? { times: numbers, from: Number(start), to: Number(stop) } : { times: curve.times, from: start, to: stop };
}

/** {@link comparableTicks} of several curves: doubles for all of them, or bigints for all. */
function comparableCurves(
  curves: readonly FbxAnimCurve[],
  start: bigint,
  stop: bigint,
): { readonly times: readonly (ArrayLike<number> | ArrayLike<bigint>)[]; readonly from: number | bigint; readonly to: number | bigint } {
  const numbers = isExactTick(start) && isExactTick(stop) ? curves.map(timesAsNumbers) : null;
  if (numbers !== null && numbers.every((n) => n !== null)) return { times: numbers as Float64Array[], from: Number(start), to: Number(stop) };
  return { times: curves.map((c) => c.times), from: start, to: stop };
}

/**
 * How many of the (non-decreasing) `times` lie outside [from, to]: the run before `from` and the
 * run after `to`, counted from the two ends (a key in neither run is inside).
 */
function keysOutside(times: ArrayLike<number | bigint>, from: number | bigint, to: number | bigint): number {
  let before = 0;
  while (before < times.length && times[before]! < from) before++;
  let after = times.length;
  while (after > before && times[after - 1]! > to) after--;
  return before + times.length - after;
}

const NO_KEYS: AuthoredKeys = { ticks: new BigInt64Array(0), numbers: null, interpolations: [] };

/**
 * The union of the curves' key ticks in [start, stop], each with the interpolation of its first
 * key in curve order: a merge of the curves' sorted ticks. Curves keyed at the same ticks (the
 * components of one property, as exporters bake them) take the first curve's keys as they are.
 */
function unionKeys(curves: readonly FbxAnimCurve[], start: bigint, stop: bigint): AuthoredKeys {
  if (curves.length === 0) return NO_KEYS;
  const { times, from, to } = comparableCurves(curves, start, stop);
  const cursor = times.map((t) => {
    let k = 0;
    while (k < t.length && t[k]! < from) k++;
    return k;
  });
  if (sameTicks(curves)) {
    const run = increasingRun(times[0]!, cursor[0]!, to);
    if (run >= 0) return firstCurveRun(curves[0]!, times[0]!, cursor[0]!, run);
  }
  // The (curve, key) each union key comes from.
  const fromCurve: number[] = [];
  const fromKey: number[] = [];
  let onlyFirst = true;
  for (;;) {
    // The smallest next tick; the first curve holding it gives the key.
    let chosen = -1;
    let min: number | bigint = 0;
    for (let c = 0; c < times.length; c++) {
      const k = cursor[c]!;
      const t = times[c]!;
      if (k < t.length && t[k]! <= to && (chosen < 0 || t[k]! < min)) {
        chosen = c;
        min = t[k]!;
      }
    }
    if (chosen < 0) break;
    if (chosen !== 0) onlyFirst = false;
    fromCurve.push(chosen);
    fromKey.push(cursor[chosen]!);
    for (let c = 0; c < times.length; c++) {
      const t = times[c]!;
      let k = cursor[c]!;
      while (k < t.length && t[k] === min) k++;
      cursor[c] = k;
    }
  }
  const n = fromKey.length;
  const interpolations: KeyInterpolation[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const curve = curves[fromCurve[i]!]!;
    interpolations[i] = curve.attributes[curve.keyAttribute[fromKey[i]!]!]!.interpolation;
  }
  const numeric = times[0] instanceof Float64Array;
  if (n > 0 && onlyFirst && fromKey[n - 1]! - fromKey[0]! === n - 1) {
    // Every key is the first curve's, consecutively (its keys only increase, so the index span says
    // none was skipped): that run viewed whole (reading a bigint per key allocates it).
    const lo = fromKey[0]!;
    const hi = lo + n;
    return { ticks: curves[0]!.times.subarray(lo, hi), numbers: numeric ? (times[0] as Float64Array).subarray(lo, hi) : null, interpolations };
  }
  const ticks = new BigInt64Array(n);
  const numbers = numeric ? new Float64Array(n) : null;
  for (let i = 0; i < n; i++) {
    ticks[i] = curves[fromCurve[i]!]!.times[fromKey[i]!]!;
    if (numbers !== null) numbers[i] = (times[fromCurve[i]!] as Float64Array)[fromKey[i]!]!;
  }
  return { ticks, numbers, interpolations };
}

/**
 * The end of the strictly increasing run of `t` from `lo` up to the last tick ≤ `to`, or -1 when
 * two ticks in it are equal (the merge then keeps the first of each).
 */
function increasingRun(t: ArrayLike<number> | ArrayLike<bigint>, lo: number, to: number | bigint): number {
  let k = lo;
  while (k < t.length && t[k]! <= to) {
    if (k > lo && t[k] === t[k - 1]) return -1;
    k++;
  }
  return k;
}

/**
 * Keys `[lo, hi)` of `curve` as they are: views of its (read-only) tick arrays, not copies, and
 * each key's interpolation filled attribute run by attribute run.
 */
function firstCurveRun(curve: FbxAnimCurve, times: ArrayLike<number> | ArrayLike<bigint>, lo: number, hi: number): AuthoredKeys {
  const interpolations: KeyInterpolation[] = new Array(hi - lo);
  for (let k = lo; k < hi; ) {
    const attribute = curve.keyAttribute[k]!;
    let end = k + 1;
    while (end < hi && curve.keyAttribute[end] === attribute) end++;
    interpolations.fill(curve.attributes[attribute]!.interpolation, k - lo, end - lo);
    k = end;
  }
  return { ticks: curve.times.subarray(lo, hi), numbers: times instanceof Float64Array ? times.subarray(lo, hi) : null, interpolations };
}

/** Whether every curve's key ticks are the first curve's. */
function sameTicks(curves: readonly FbxAnimCurve[]): boolean {
  for (let c = 1; c < curves.length; c++) if (!sameTickArray(curves[0]!.times, curves[c]!.times)) return false;
  return true;
}

/** Whether two tick arrays hold the same ticks (their bytes compared natively). */
function sameTickArray(a: BigInt64Array, b: BigInt64Array): boolean {
  return a === b || bytesOf(a).equals(bytesOf(b));
}

function bytesOf(times: BigInt64Array): Buffer {
  return Buffer.from(times.buffer, times.byteOffset, times.byteLength);
}

export function bakeStack(
  input: BakeInput,
  stack: FbxAnimStack,
  index: number,
  range: StackRange,
  samples: number,
  driven: readonly FbxAnimatedProperty[],
  plan: BakePlan,
): BakedStack {
  const animation = sourceAnimation(stack, index, driven);
  const name = clipName(stack, index);
  const keyRange = plan.keyRange === undefined ? {} : { keyRange: plan.keyRange };
  if (range.start === null || range.stop === null || samples === 0) return { clip: { index, name, duration: 0, tracks: [], ...keyRange }, animation };

  const { table, evaluator, basis, grid } = input;
  const movable = plan.movable;
  const times = new Float32Array(samples);
  const dense = {
    translation: slotViews(movable.length, samples * 3),
    rotation: slotViews(movable.length, samples * 4),
    scale: slotViews(movable.length, samples * 3),
  };
  const slotOf = new Int32Array(table.models.length).fill(-1);
  movable.forEach((node, slot) => (slotOf[node] = slot));

  // Authored keys: one value array per (node, property), filled when their ticks are evaluated.
  const authoredSlots: AuthoredSlot[] = [];
  for (const [key, keys] of plan.keysOf) {
    const [node, property] = key.split('/') as [string, TrackProperty];
    authoredSlots.push({ node: Number(node), property, keys, values: new Float32Array(keys.ticks.length * (property === 'rotation' ? 4 : 3)), next: 0 });
  }

  // Only the movable nodes are evaluated and stored; every other node is read from the rest pose.
  const evaluatorIndex = evaluatorIndexOf(table, evaluator);
  const subset = Int32Array.from(movable, (n) => evaluatorIndex[n]!).sort();
  const evaluatorSlot = new Int32Array(evaluator.nodes.length).fill(-1);
  subset.forEach((e, slot) => (evaluatorSlot[e] = slot));
  const poseSlot = Int32Array.from(evaluatorIndex, (e) => (e < 0 ? -1 : evaluatorSlot[e]!));
  const sampler = new FbxSubsetSampler(evaluator, stack, subset, evaluatorSlot, input.restPose);
  const workspace = NormalizeWorkspace.forSubset(table.models.length, movable, input.restModelWorlds);
  // Each movable node's local at the current tick, by movable slot.
  const current = Array.from(movable, newTrs);
  const counts: NormalizeCounts = { singularParents: 0, sheared: 0 };
  let singular = 0;
  let sheared = 0;
  // The grid samples and the off-grid key ticks, merged in time order.
  const offGrid = plan.offGridTicks;
  for (let k = 0, o = 0; k < samples || o < offGrid.length; ) {
    const gridTick = k < samples ? sampleTick(grid, range.start, range.stop, k) : null;
    const onGrid = gridTick !== null && (o >= offGrid.length || gridTick < offGrid[o]!);
    const tick = onGrid ? gridTick : offGrid[o++]!;
    const exact = isExactTick(tick);
    const at = exact ? Number(tick) : NaN;
    sampler.evaluate(tick);
    normalizeSubset(table, sampler.locals, sampler.worlds, poseSlot, movable, basis, workspace, counts, current);
    if (onGrid) {
      singular += counts.singularParents;
      sheared += counts.sheared;
      times[k] = Number(tick - range.start) / Number(KTIME_TICKS_PER_SECOND);
      storeSamples(current, k, dense.translation, dense.rotation, dense.scale);
      k++;
    }
    writeAuthored(authoredSlots, current, slotOf, tick, exact, at);
  }
  if (singular > 0) {
    input.notices.push(`stack ${JSON.stringify(stack.name)}: ${singular} node sample(s) under a parent with a singular world matrix kept their own FBX local transform`);
  }
  if (sheared > 0) {
    input.notices.push(`stack ${JSON.stringify(stack.name)}: ${sheared} node sample(s) carry shear (inherited non-uniform scale) that TRS cannot express; their rotation and scale are approximate, every position is exact`);
  }

  const authoredOf = new Map(authoredSlots.map((a) => [`${a.node}/${a.property}`, a]));
  const channelOf = trackChannels(driven);
  const tracks: Track[] = [];
  movable.forEach((n, slot) => {
    const rest = input.rest[n]!;
    for (const property of TRACK_PROPERTIES) {
      const data = dense[property][slot]!;
      const channel = channelOf.get(`${n}/${property}`);
      const keys = authoredOf.get(`${n}/${property}`);
      if (channel === undefined && staysAtRest(data, rest[property], property === 'rotation')) continue;
      tracks.push({
        bone: input.boneOfNode[n]!,
        property,
        interpolation: 'LINEAR',
        interpolationDeclared: false,
        times,
        values: data,
        components: property === 'rotation' ? 4 : 3,
        source: { animation: index, channel: channel ?? -1 },
        authored: {
          times: authoredTimes(keys?.keys ?? NO_KEYS, range.start!),
          values: keys?.values ?? new Float32Array(0),
          interpolations: (keys?.keys ?? NO_KEYS).interpolations.slice(),
        },
      });
    }
  });
  tracks.sort((a, b) => a.bone - b.bone);
  return { clip: { index, name, duration: times[samples - 1]!, tracks, ...keyRange }, animation };
}

/**
 * Stores each movable slot's local `current[slot]` as sample `k` of its dense arrays (a function of
 * its own: a small loop the engine optimises early, not with the whole bake).
 */
function storeSamples(current: readonly ReturnType<typeof newTrs>[], k: number, translation: Float32Array[], rotation: Float32Array[], scale: Float32Array[]): void {
  for (let slot = 0; slot < current.length; slot++) {
    const local = current[slot]!;
    writeVec3(translation[slot]!, k, local.translation);
    writeVec3(scale[slot]!, k, local.scale);
    writeRotation(rotation[slot]!, k, local.rotation);
  }
}

/**
 * Writes each slot's keys at `tick` from the locals `current` (by movable slot, `slotOf` a node's). Ticks come in
 * time order, so each slot's next key is the only one to look at. A key tick is always evaluated;
 * one that were not would be skipped, never written. Exact ticks compare as doubles, as they
 * compare as bigints.
 */
function writeAuthored(slots: readonly AuthoredSlot[], current: readonly ReturnType<typeof newTrs>[], slotOf: Int32Array, tick: bigint, exact: boolean, at: number): void {
  for (let a = 0; a < slots.length; a++) {
    const target = slots[a]!;
    const { ticks, numbers } = target.keys;
    const asNumbers = exact && numbers !== null;
    let next = target.next;
    for (; next < ticks.length && (asNumbers ? numbers[next]! <= at : ticks[next]! <= tick); next++) {
      if (asNumbers ? numbers[next] !== at : ticks[next] !== tick) continue;
      const local = current[slotOf[target.node]!]!;
      if (target.property === 'rotation') writeRotation(target.values, next, local.rotation);
      else writeVec3(target.values, next, target.property === 'translation' ? local.translation : local.scale);
    }
    target.next = next;
  }
}

/**
 * Seconds of each key after `start`. For exact ticks the double difference is the bigint one
 * rounded once, as `Number(tick - start)` is, so both give the same bits.
 */
function authoredTimes(keys: AuthoredKeys, start: bigint): Float32Array {
  const { ticks, numbers } = keys;
  const out = new Float32Array(ticks.length);
  if (numbers !== null && isExactTick(start)) {
    const from = Number(start);
    for (let i = 0; i < out.length; i++) out[i] = (numbers[i]! - from) / TICKS_PER_SECOND;
  } else {
    for (let i = 0; i < out.length; i++) out[i] = Number(ticks[i]! - start) / TICKS_PER_SECOND;
  }
  return out;
}

/**
 * `count` arrays of `length` floats, views of one buffer: one allocation per property instead of
 * one per node (a property whose every track stays at rest leaves its buffer to the collector).
 */
function slotViews(count: number, length: number): Float32Array[] {
  const all = new Float32Array(count * length);
  return Array.from({ length: count }, (_, slot) => all.subarray(slot * length, (slot + 1) * length));
}

/** Table index → evaluator node index. */
function evaluatorIndexOf(table: FbxNodeTable, evaluator: FbxSceneEvaluator): Int32Array {
  const byId = new Map<bigint, number>();
  evaluator.nodes.forEach((n, i) => byId.set(n.id, i));
  return Int32Array.from(table.models, (m) => byId.get(m.id) ?? -1);
}

/** Stores `v` as entry `k` of `out` (element writes: `set` from a plain array is the slow path). */
function writeVec3(out: Float32Array, k: number, v: readonly number[]): void {
  const o = k * 3;
  out[o] = v[0]!;
  out[o + 1] = v[1]!;
  out[o + 2] = v[2]!;
}

/** Stores quaternion `q` as entry `k` of `out`, in the hemisphere of entry `k - 1`. */
function writeRotation(out: Float32Array, k: number, q: readonly number[]): void {
  const o = k * 4;
  const q0 = q[0]!;
  const q1 = q[1]!;
  const q2 = q[2]!;
  const q3 = q[3]!;
  const sign = k > 0 && q0 * out[o - 4]! + q1 * out[o - 3]! + q2 * out[o - 2]! + q3 * out[o - 1]! < 0 ? -1 : 1;
  out[o] = sign * q0;
  out[o + 1] = sign * q1;
  out[o + 2] = sign * q2;
  out[o + 3] = sign * q3;
}

/**
 * A stack whose samples do not fit the remaining budget (`why` says by how much): the clip keeps
 * its exact duration, and each bone property the stack drives gets an empty track marked
 * `sample_budget_exceeded`, so checks report the clip as a coverage gap instead of the load
 * failing. Derived tracks (see the module comment) need the samples and are not listed.
 */
export function unbakedStack(
  stack: FbxAnimStack,
  index: number,
  range: StackRange,
  driven: readonly FbxAnimatedProperty[],
  boneOfNode: Int32Array,
  why: string,
): BakedStack {
  const animation = sourceAnimation(stack, index, driven);
  const duration = range.start === null || range.stop === null ? 0 : Math.fround(Number(range.stop - range.start) / Number(KTIME_TICKS_PER_SECOND));
  const tracks: Track[] = [...trackChannels(driven)].map(([key, channel]) => {
    const [node, property] = key.split('/') as [string, TrackProperty];
    return {
      bone: boneOfNode[Number(node)]!,
      property,
      interpolation: 'LINEAR',
      interpolationDeclared: false,
      times: new Float32Array(0),
      values: new Float32Array(0),
      components: property === 'rotation' ? 4 : 3,
      source: { animation: index, channel },
      malformed: why,
      unreadable: 'sample_budget_exceeded',
    };
  });
  tracks.sort((a, b) => a.bone - b.bone || TRACK_PROPERTIES.indexOf(a.property) - TRACK_PROPERTIES.indexOf(b.property));
  return { clip: { index, name: clipName(stack, index), duration, tracks }, animation };
}

function sourceAnimation(stack: FbxAnimStack, index: number, driven: readonly FbxAnimatedProperty[]): SourceAnimation {
  const keyCounts = maxKeyCounts(stack);
  const channels: SourceChannel[] = driven.map((p, c) => {
    const path = TRACK_OF_PROPERTY.get(p.property);
    const target: SourceChannel['target'] =
      p.node !== undefined && (p.property === 'Lcl Translation' || p.property === 'Lcl Rotation' || p.property === 'Lcl Scaling')
        ? { kind: 'node', node: p.node, path: path! }
        : { kind: 'unsupported', path: p.property, ...(p.node !== undefined ? { node: p.node } : {}) };
    return { index: c, sampler: c, target, keyCount: keyCounts.get(targetKey(p.objectId, p.property)) ?? 0 };
  });
  return { index, ...(stack.name !== '' ? { name: stack.name } : {}), channels };
}

/** The first source channel driving each `node/property` track, in driven order. */
function trackChannels(driven: readonly FbxAnimatedProperty[]): Map<string, number> {
  const channelOf = new Map<string, number>();
  driven.forEach((p, c) => {
    const property = TRACK_OF_PROPERTY.get(p.property);
    if (p.node !== undefined && property !== undefined && !channelOf.has(`${p.node}/${property}`)) channelOf.set(`${p.node}/${property}`, c);
  });
  return channelOf;
}

/**
 * The largest key count among the curves of every curve node of the stack (all its layers) that
 * targets each (object, property), keyed by {@link targetKey}: one pass, not one per driven property.
 */
function maxKeyCounts(stack: FbxAnimStack): Map<string, number> {
  const counts = new Map<string, number>();
  for (const layer of stack.layers) {
    for (const node of layer.curveNodes) {
      let max = 0;
      for (const channel of node.channels) max = Math.max(max, channel.curve?.times.length ?? 0);
      for (const t of node.targets) {
        const key = targetKey(t.id.toString(), t.property);
        counts.set(key, Math.max(counts.get(key) ?? 0, max));
      }
    }
  }
  return counts;
}

function targetKey(objectId: string, property: string): string {
  return `${objectId}\u0000${property}`;
}

/** Whether every sample equals the rest value (within float noise; q and -q are equal). */
function staysAtRest(data: Float32Array, rest: readonly number[], rotation: boolean): boolean {
  const c = rest.length;
  // Each component's tolerance, once (the same for every sample).
  const tolerances = rest.map((r) => SAME_TOLERANCE * Math.max(1, Math.abs(r)));
  for (let k = 0; k < data.length; k += c) {
    let same = true;
    let negated = rotation;
    for (let i = 0; i < c; i++) {
      const v = data[k + i]!;
      const tolerance = tolerances[i]!;
      if (Math.abs(v - rest[i]!) > tolerance) same = false;
      if (Math.abs(v + rest[i]!) > tolerance) negated = false;
    }
    if (!same && !negated) return false;
  }
  return true;
}
