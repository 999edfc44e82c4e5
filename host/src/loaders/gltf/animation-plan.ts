/**
 * Classify every animation channel and check, from the JSON alone, everything that would make
 * a bone track unusable: unknown interpolation, zero keys, time accessors that are not FLOAT
 * SCALAR, output types that are not allowed, and input/output count mismatches. It also
 * collects the buffers the animation data reads: the bone tracks' inputs and outputs, and every
 * other channel's input (its key times count towards the clip duration).
 *
 * Channels that are not bone tracks are kept as source facts: `weights` channels silently,
 * KHR_animation_pointer and unsupported targets with a notice.
 */
import type { Interpolation, TrackProperty } from '../../model/anim-document.js';
import type { ChannelTarget } from '../../model/source-document.js';
import { fail, pointer } from './errors.js';
import type { RawAccessor, RawGltf } from './raw-json.js';
import { quoteExcerpt } from '../../text/quote-excerpt.js';

export interface PlannedChannel {
  readonly index: number;
  readonly sampler: number;
  readonly target: ChannelTarget;
  /** Interpolation exactly as authored (undefined when absent). */
  readonly authoredInterpolation?: string;
  readonly interpolation: Interpolation;
  readonly input: number;
  readonly output: number;
  readonly keyCount: number;
  /** Present when the channel becomes a bone track. */
  readonly track?: { readonly node: number; readonly property: TrackProperty };
  /** Set when the key times (of a channel that is not a bone track) are in a compressed view. */
  readonly timesCompressed?: true;
}

export interface PlannedAnimation {
  readonly index: number;
  readonly name?: string;
  readonly channels: readonly PlannedChannel[];
}

export interface AnimationPlan {
  readonly animations: readonly PlannedAnimation[];
  /** Buffer indices whose data the bone tracks and the channels' key times read. */
  readonly neededBuffers: ReadonlySet<number>;
}

const INTERPOLATIONS: ReadonlySet<string> = new Set(['LINEAR', 'STEP', 'CUBICSPLINE']);
const NODE_PATHS: ReadonlySet<string> = new Set(['translation', 'rotation', 'scale', 'weights']);
const COMPONENT_NAMES: Readonly<Record<number, string>> = {
  5120: 'BYTE (5120)',
  5121: 'UNSIGNED_BYTE (5121)',
  5122: 'SHORT (5122)',
  5123: 'UNSIGNED_SHORT (5123)',
  5125: 'UNSIGNED_INT (5125)',
  5126: 'FLOAT (5126)',
};

export function planAnimations(gltf: RawGltf, notices: string[]): AnimationPlan {
  const needed = new Set<number>();
  const pointerChannels: string[] = [];
  const unsupportedChannels: string[] = [];

  const animations = gltf.animations.map((animation, a): PlannedAnimation => {
    animation.samplers.forEach((sampler, s) => {
      const interpolation = sampler.interpolation;
      if (interpolation !== undefined && !INTERPOLATIONS.has(interpolation)) {
        fail(`unknown interpolation ${quoteExcerpt(interpolation, '"', 40)} at ${pointer('animations', a, 'samplers', s, 'interpolation')}: expected LINEAR, STEP or CUBICSPLINE`);
      }
    });

    const channels = animation.channels.map((channel, c): PlannedChannel => {
      // Pointers are built only for a message (no closures either): this runs once per channel.
      const sampler = animation.samplers[channel.sampler]!;
      const input = gltf.accessors[sampler.input]!;
      if (input.count === 0) {
        fail(`zero-key channel at ${channelAt(a, c)}: input accessor /accessors/${sampler.input} of ${samplerAt(a, channel.sampler)} has count 0`);
      }
      if (input.componentType !== 5126 || input.type !== 'SCALAR') {
        fail(
          `animation input /accessors/${sampler.input} of ${samplerAt(a, channel.sampler)} must be FLOAT (5126) SCALAR, found ${componentName(input.componentType)} ${input.type}`,
        );
      }
      const interpolation = (sampler.interpolation ?? 'LINEAR') as Interpolation;
      const target = classifyTarget(channel.target);
      if (target.kind === 'pointer') pointerChannels.push(channelAt(a, c));
      if (target.kind === 'unsupported') unsupportedChannels.push(channelAt(a, c));

      let track: PlannedChannel['track'];
      if (target.kind === 'node' && target.path !== 'weights') {
        const output = gltf.accessors[sampler.output]!;
        checkOutputType(output, target.path, sampler.output, a, channel.sampler);
        const expected = interpolation === 'CUBICSPLINE' ? input.count * 3 : input.count;
        if (output.count !== expected) {
          fail(
            `count mismatch at ${channelAt(a, c)}: ${samplerAt(a, channel.sampler)} has ${input.count} input keys but output accessor /accessors/${sampler.output} has ${output.count} elements (${interpolation} needs ${expected})`,
          );
        }
        collectBuffers(gltf, sampler.output, needed);
        track = { node: target.node, property: target.path };
      }
      // A bone track's times must be decodable; another channel's only feed the duration, so a
      // compressed one leaves the duration incomplete instead of refusing the file.
      const timesCompressed = track === undefined && isCompressed(gltf, sampler.input);
      if (!timesCompressed) collectBuffers(gltf, sampler.input, needed);
      const planned: { -readonly [K in keyof PlannedChannel]: PlannedChannel[K] } = {
        index: c,
        sampler: channel.sampler,
        target,
        interpolation,
        input: sampler.input,
        output: sampler.output,
        keyCount: input.count,
      };
      // Assigned, not spread: this runs once per channel, mostly before the JIT has warmed up.
      if (sampler.interpolation !== undefined) planned.authoredInterpolation = sampler.interpolation;
      if (track !== undefined) planned.track = track;
      if (timesCompressed) planned.timesCompressed = true;
      return planned;
    });
    return animation.name !== undefined ? { index: a, name: animation.name, channels } : { index: a, channels };
  });

  if (pointerChannels.length > 0) {
    notices.push(
      `${pointerChannels.length} KHR_animation_pointer channel(s) kept as source facts, not bone tracks (first at ${pointerChannels[0]})`,
    );
  }
  if (unsupportedChannels.length > 0) {
    notices.push(
      `${unsupportedChannels.length} channel(s) with an unsupported target kept as source facts, not bone tracks (first at ${unsupportedChannels[0]})`,
    );
  }
  return { animations, neededBuffers: needed };
}

function channelAt(animation: number, channel: number): string {
  return pointer('animations', animation, 'channels', channel);
}

function samplerAt(animation: number, sampler: number): string {
  return pointer('animations', animation, 'samplers', sampler);
}

function componentName(componentType: number): string {
  return COMPONENT_NAMES[componentType] ?? String(componentType);
}

function classifyTarget(target: RawGltf['animations'][number]['channels'][number]['target']): ChannelTarget {
  const ext = target.extensions?.KHR_animation_pointer as { pointer: string } | undefined;
  if (ext !== undefined) return { kind: 'pointer', pointer: ext.pointer };
  if (NODE_PATHS.has(target.path) && target.node !== undefined) {
    return { kind: 'node', node: target.node, path: target.path as 'translation' | 'rotation' | 'scale' | 'weights' };
  }
  return target.node !== undefined ? { kind: 'unsupported', path: target.path, node: target.node } : { kind: 'unsupported', path: target.path };
}

/**
 * Rotation: VEC4 of FLOAT or normalized BYTE/UNSIGNED_BYTE/SHORT/UNSIGNED_SHORT.
 * Translation and scale: VEC3 of FLOAT, or of BYTE/UNSIGNED_BYTE/SHORT/UNSIGNED_SHORT
 * (normalized or not, as KHR_mesh_quantization allows). UNSIGNED_INT is never allowed.
 */
function checkOutputType(output: RawAccessor, property: TrackProperty, index: number, animation: number, sampler: number): void {
  const where = (): string => `animation output /accessors/${index} of ${samplerAt(animation, sampler)}`;
  const wantType = property === 'rotation' ? 'VEC4' : 'VEC3';
  if (output.type !== wantType) fail(`${where()} must be ${wantType} for ${property}, found ${output.type}`);
  const ct = output.componentType;
  if (ct === 5125) fail(`${where()} uses UNSIGNED_INT (5125), which is not allowed for ${property} output`);
  if (property === 'rotation' && ct !== 5126 && output.normalized !== true) {
    fail(`${where()} uses ${componentName(ct)} without normalized: true, which is not allowed for rotation output`);
  }
}

/**
 * Calls `visit` with each bufferView an accessor reads (dense data, then sparse indices and
 * values), stopping at the first that returns true; returns whether one did. No array per call:
 * this runs twice per channel.
 */
function someView(gltf: RawGltf, accessorIndex: number, visit: (view: number) => boolean): boolean {
  const accessor = gltf.accessors[accessorIndex]!;
  if (accessor.bufferView !== undefined && visit(accessor.bufferView)) return true;
  const sparse = accessor.sparse;
  return sparse !== undefined && (visit(sparse.indices.bufferView) || visit(sparse.values.bufferView));
}

function isCompressed(gltf: RawGltf, accessorIndex: number): boolean {
  return someView(gltf, accessorIndex, (v) => gltf.bufferViews[v]!.extensions?.EXT_meshopt_compression !== undefined);
}

/** Add the buffers an accessor reads; refuses compressed views (this loader cannot decode them). */
function collectBuffers(gltf: RawGltf, accessorIndex: number, needed: Set<number>): void {
  someView(gltf, accessorIndex, (v) => {
    const view = gltf.bufferViews[v]!;
    if (view.extensions?.EXT_meshopt_compression !== undefined) {
      fail(`/bufferViews/${v} (read by /accessors/${accessorIndex}) is EXT_meshopt_compression compressed, which this loader cannot decode`);
    }
    needed.add(view.buffer);
    return false;
  });
}
