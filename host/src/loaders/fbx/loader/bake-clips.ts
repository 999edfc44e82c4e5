/**
 * Clips: each animation stack becomes one clip of dense LINEAR tracks, sampled on the file's
 * frame grid (frame-grid.ts) across the stack's range, with clip time 0 at the stack start.
 *
 * Every sample is a full scene evaluation (layers blended, the FBX local transform with pivots
 * and pre/post rotation, inherit types) turned into normalised local TRS (normalized-pose.ts).
 * FBX-only transform features therefore need nothing in the model: they are baked into the
 * samples, as the reference tool baked through ufbx.
 *
 * A bone gets a translation, rotation or scale track when the stack drives the matching FBX
 * property (`Lcl Translation`; `Lcl Rotation`, `PreRotation`, `PostRotation`; `Lcl Scaling`), or
 * when its baked value moves away from the rest value anyway (a pivot or offset property is
 * animated, or a parent's animated scale reaches it through an inherit type). Such a derived track
 * has no authored channel: its `source.channel` is -1. Rotation samples keep the hemisphere of
 * the previous sample so the track never flips sign.
 *
 * The source channels of the clip are the driven (object, property) pairs in the order of the
 * stack facts; `interpolation` stays absent (FBX interpolation is per key) and `keyCount` is the
 * largest key count among the property's curves.
 *
 * Budget: one load bakes at most `MAX_BAKED_FLOATS` floats over all its stacks, checked in stack
 * order before a stack's arrays are allocated. A stack that does not fit what is left is not
 * sampled (`unbakedStack`): the file still loads and that clip's tracks are unreadable.
 */
import { TRACK_PROPERTIES, type Clip, type RestTransform, type Track, type TrackProperty } from '../../../model/anim-document.js';
import type { FbxAnimatedProperty, SourceAnimation, SourceChannel } from '../../../model/source-document.js';
import type { FbxAnimStack } from '../animation.js';
import { FbxPoseBuffers, type FbxSceneEvaluator } from '../evaluate/scene.js';
import { KTIME_TICKS_PER_SECOND } from '../time-mode.js';
import type { NormalizingBasis } from './basis.js';
import { sampleTick, type FrameGrid } from './frame-grid.js';
import type { FbxNodeTable } from './node-table.js';
import { NormalizeWorkspace, normalizedLocals } from './normalized-pose.js';
import type { StackRange } from './stack-facts.js';

/** Largest number of float samples (frames × nodes × 10) one load may bake, over all its stacks. */
export const MAX_BAKED_FLOATS = 64 * 1024 * 1024;

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

export interface BakeInput {
  readonly evaluator: FbxSceneEvaluator;
  readonly table: FbxNodeTable;
  readonly basis: NormalizingBasis;
  readonly grid: FrameGrid;
  /** Bone index of each source node. */
  readonly boneOfNode: Int32Array;
  /** Rest locals by node index. */
  readonly rest: readonly RestTransform[];
  readonly notices: string[];
}

export interface BakedStack {
  readonly clip: Clip;
  readonly animation: SourceAnimation;
}

/** Floats the dense samples of one stack take (compared with `MAX_BAKED_FLOATS` before any allocation). */
export function bakedFloats(samples: number, nodeCount: number): number {
  return samples * nodeCount * FLOATS_PER_NODE_SAMPLE;
}

export function clipName(stack: FbxAnimStack, index: number): string {
  return stack.name === '' ? `take${index}` : stack.name;
}

export function bakeStack(
  input: BakeInput,
  stack: FbxAnimStack,
  index: number,
  range: StackRange,
  samples: number,
  driven: readonly FbxAnimatedProperty[],
): BakedStack {
  const animation = sourceAnimation(stack, index, driven);
  const name = clipName(stack, index);
  if (range.start === null || range.stop === null || samples === 0) return { clip: { index, name, duration: 0, tracks: [] }, animation };

  const { table, evaluator, basis, grid } = input;
  const nodeCount = table.models.length;
  const times = new Float32Array(samples);
  const values = {
    translation: table.models.map(() => new Float32Array(samples * 3)),
    rotation: table.models.map(() => new Float32Array(samples * 4)),
    scale: table.models.map(() => new Float32Array(samples * 3)),
  };
  // Each sample's pose is consumed before the next, so both stages reuse their matrices.
  const buffers = new FbxPoseBuffers(evaluator.nodes.length);
  const workspace = new NormalizeWorkspace(nodeCount);
  let singular = 0;
  let sheared = 0;
  for (let k = 0; k < samples; k++) {
    const tick = sampleTick(grid, range.start, range.stop, k);
    times[k] = Number(tick - range.start) / Number(KTIME_TICKS_PER_SECOND);
    const pose = normalizedLocals(table, evaluator.evaluate(stack, tick, buffers), basis, workspace);
    singular += pose.singularParents;
    sheared += pose.sheared;
    for (let n = 0; n < nodeCount; n++) {
      const local = pose.locals[n]!;
      values.translation[n]!.set(local.translation, k * 3);
      values.scale[n]!.set(local.scale, k * 3);
      const q = local.rotation;
      const r = values.rotation[n]!;
      const flip = k > 0 && q[0] * r[k * 4 - 4]! + q[1] * r[k * 4 - 3]! + q[2] * r[k * 4 - 2]! + q[3] * r[k * 4 - 1]! < 0;
      r.set(flip ? [-q[0], -q[1], -q[2], -q[3]] : q, k * 4);
    }
  }
  if (singular > 0) {
    input.notices.push(`stack ${JSON.stringify(stack.name)}: ${singular} node sample(s) under a parent with a singular world matrix kept their own FBX local transform`);
  }

  if (sheared > 0) {
    input.notices.push(`stack ${JSON.stringify(stack.name)}: ${sheared} node sample(s) carry shear (inherited non-uniform scale) that TRS cannot express; their rotation and scale are approximate, every position is exact`);
  }

  const channelOf = trackChannels(driven);
  const tracks: Track[] = [];
  for (let n = 0; n < nodeCount; n++) {
    const rest = input.rest[n]!;
    for (const property of ['translation', 'rotation', 'scale'] as const) {
      const data = values[property][n]!;
      const channel = channelOf.get(`${n}/${property}`);
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
      });
    }
  }
  tracks.sort((a, b) => a.bone - b.bone);
  return { clip: { index, name, duration: times[samples - 1]!, tracks }, animation };
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
  const channels: SourceChannel[] = driven.map((p, c) => {
    const path = TRACK_OF_PROPERTY.get(p.property);
    const target: SourceChannel['target'] =
      p.node !== undefined && (p.property === 'Lcl Translation' || p.property === 'Lcl Rotation' || p.property === 'Lcl Scaling')
        ? { kind: 'node', node: p.node, path: path! }
        : { kind: 'unsupported', path: p.property, ...(p.node !== undefined ? { node: p.node } : {}) };
    return { index: c, sampler: c, target, keyCount: maxKeys(stack, p) };
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

function maxKeys(stack: FbxAnimStack, p: FbxAnimatedProperty): number {
  let max = 0;
  for (const layer of stack.layers) {
    for (const node of layer.curveNodes) {
      if (!node.targets.some((t) => t.id.toString() === p.objectId && t.property === p.property)) continue;
      for (const channel of node.channels) max = Math.max(max, channel.curve?.times.length ?? 0);
    }
  }
  return max;
}

/** Whether every sample equals the rest value (within float noise; q and -q are equal). */
function staysAtRest(data: Float32Array, rest: readonly number[], rotation: boolean): boolean {
  const c = rest.length;
  for (let k = 0; k < data.length; k += c) {
    let same = true;
    let negated = rotation;
    for (let i = 0; i < c; i++) {
      const v = data[k + i]!;
      const tolerance = SAME_TOLERANCE * Math.max(1, Math.abs(rest[i]!));
      if (Math.abs(v - rest[i]!) > tolerance) same = false;
      if (Math.abs(v + rest[i]!) > tolerance) negated = false;
    }
    if (!same && !negated) return false;
  }
  return true;
}
