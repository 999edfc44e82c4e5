/**
 * The AnimDocument: every node is a bone, stored parent-before-child, plus one clip per
 * animation with one track per translation/rotation/scale channel. A track whose key data sits
 * in a buffer this load could not read is kept, empty and marked `unreadable`, so checks and
 * measurements can say what they could not judge.
 *
 * Bone order is the smallest-index-first topological order of the node forest: start from
 * all roots, always take the lowest ready node index next. It is deterministic and keeps
 * bone index == node index whenever the file already lists parents before children.
 *
 * Display labels (names are display data, never identity):
 * - a node without a name becomes the bone `#<node index>`;
 * - an animation without a name becomes the clip `animation_<index>` (clips are keyed by name
 *   in measurements, so unnamed clips need a deterministic key).
 */
import type { AnimDocument, Bone, Clip, Track } from '../../model/anim-document.js';
import type { AccessorDecoder } from './accessor.js';
import type { AnimationPlan } from './animation-plan.js';
import { pointer } from './errors.js';
import type { RawGltf } from './raw-json.js';
import { restTransformOf } from './rest-transform.js';

export function boneLabel(name: string | undefined, nodeIndex: number): string {
  return name ?? `#${nodeIndex}`;
}

export function clipLabel(name: string | undefined, animationIndex: number): string {
  return name ?? `animation_${animationIndex}`;
}

/** Node indices in bone order (see module comment). `parents` must describe a forest. */
export function boneOrder(gltf: RawGltf, parents: Int32Array): number[] {
  const heap = new MinHeap();
  for (let i = 0; i < parents.length; i++) if (parents[i] === -1) heap.push(i);
  const order: number[] = [];
  const placed = new Uint8Array(parents.length);
  while (heap.size > 0) {
    const node = heap.pop();
    if (placed[node] === 1) continue; // only possible if `parents` were not a forest; keeps the loop finite
    placed[node] = 1;
    order.push(node);
    const children = gltf.nodes[node]!.children;
    if (children !== undefined) for (const c of children) heap.push(c);
  }
  return order;
}

export function buildAnimDocument(gltf: RawGltf, parents: Int32Array, plan: AnimationPlan, decoder: AccessorDecoder): AnimDocument {
  const order = boneOrder(gltf, parents);
  const boneOfNode = new Int32Array(gltf.nodes.length).fill(-1);
  order.forEach((node, bone) => (boneOfNode[node] = bone));
  const bones: Bone[] = order.map((node, index) => {
    const raw = gltf.nodes[node]!;
    const parentNode = parents[node]!;
    return {
      index,
      name: boneLabel(raw.name, node),
      parent: parentNode >= 0 ? boneOfNode[parentNode]! : -1,
      rest: restTransformOf(raw),
      sourceNode: node,
    };
  });

  const maxTimeOfAccessor = new Map<number, number>();
  const clips: Clip[] = plan.animations.map((animation) => {
    const tracks: Track[] = [];
    let duration = -Infinity;
    let timesMissing = false;
    // Indexed, and one role closure per part: this runs once per channel, mostly in cold code.
    for (let c = 0; c < animation.channels.length; c++) {
      const channel = animation.channels[c]!;
      const samplerAt = (): string => pointer('animations', animation.index, 'samplers', channel.sampler);
      const inputRole = (): string => `input of ${samplerAt()}`;
      // glTF defines an animation's duration over all its channels, bone tracks or not.
      if (channel.timesCompressed === true || !decoder.hasData(channel.input)) {
        timesMissing = true;
      } else {
        let maxTime = maxTimeOfAccessor.get(channel.input);
        if (maxTime === undefined) {
          maxTime = maxFinite(decoder.decode(channel.input, inputRole));
          maxTimeOfAccessor.set(channel.input, maxTime);
        }
        if (maxTime > duration) duration = maxTime;
      }
      if (channel.track === undefined) continue;
      const property = channel.track.property;
      const bone = boneOfNode[channel.track.node]!;
      const interpolationDeclared = channel.authoredInterpolation !== undefined;
      const components = property === 'rotation' ? (4 as const) : (3 as const);
      const source = { animation: animation.index, channel: channel.index };
      const { interpolation } = channel;
      if (!decoder.hasData(channel.input) || !decoder.hasData(channel.output)) {
        const missing = [channel.input, channel.output].filter((a) => !decoder.hasData(a));
        tracks.push({
          bone, property, interpolation, interpolationDeclared, components, source,
          times: EMPTY,
          values: EMPTY,
          malformed: `payload unavailable: ${missing.map((a) => `/accessors/${a}`).join(' and ')} of ${samplerAt()} read a buffer that could not be loaded`,
          unreadable: 'payload_unavailable',
        });
        continue;
      }
      // A literal, not a spread of shared fields: this runs once per channel, mostly before the JIT
      // has warmed up, where a spread costs far more than the decoding.
      const times = decoder.decode(channel.input, inputRole);
      const values = decoder.decode(channel.output, () => `output of ${samplerAt()}`);
      tracks.push({ bone, property, interpolation, interpolationDeclared, components, source, times, values });
    }
    return {
      index: animation.index,
      name: clipLabel(animation.name, animation.index),
      duration: duration === -Infinity ? 0 : duration,
      ...(timesMissing ? { durationUnavailable: 'payload_unavailable' as const } : {}),
      tracks,
    };
  });

  return { bones, clips };
}

const EMPTY = new Float32Array(0);

function maxFinite(values: Float32Array): number {
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v > max && v !== Infinity) max = v;
  }
  return max;
}

/** Binary min-heap of non-negative integers. */
class MinHeap {
  private readonly items: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(value: number): void {
    const a = this.items;
    let i = a.length;
    a.push(value);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p]! <= value) break;
      a[i] = a[p]!;
      i = p;
    }
    a[i] = value;
  }

  pop(): number {
    const a = this.items;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= a.length) break;
        const r = l + 1;
        const c = r < a.length && a[r]! < a[l]! ? r : l;
        if (a[c]! >= last) break;
        a[i] = a[c]!;
        i = c;
      }
      a[i] = last;
    }
    return top;
  }
}
