/**
 * A bone's timelines of one animation → model tracks (translation, rotation, scale), so that the
 * host's sampler reproduces the runtime's pose at every instant:
 *
 * - Components: translate/translatex/translatey feed translation x/y, scale/scalex/scaley feed
 *   scale x/y, rotate feeds the rotation about Z. Each timeline sets its components from the setup
 *   pose (`MixFrom.setup`), so when two timelines drive one component the later one wins outright.
 *   A component no timeline drives stays at the setup value.
 * - Values: translation = (setup + offset) × metres per unit; rotation = quaternion about Z of
 *   (setup + offset) degrees; scale = setup × factor, with z = 1 (translation z = 0).
 * - Times: every channel is piecewise linear between its breakpoints (keys and the runtime's
 *   Bezier table points), so the track keys at the union of those times and interpolates LINEAR.
 *   A jump (a stepped segment, or the first key after the setup pose) gets an extra key one f32
 *   step before it holding the value on the left. A track whose channels are all stepped is STEP
 *   over its key times. A track keys t = 0 when its first key is later (setup pose until then).
 * - Rotations: the sampler slerps the shortest way, the runtime interpolates the angle, so a
 *   linear piece turning more than 90° is split into equal pieces (exact: the angle is linear).
 */
import type { Quat, Track, TrackProperty } from '@animsmith/cli/plugin';
import { breakpoints, constantChannel, evaluateAll, isStepped, jumps, type Channel } from './curves.js';
import type { SpineBone } from './skeleton.js';
import type { BoneTimeline } from './timelines.js';

/** Metres per Spine unit: a Spine unit is read as a centimetre (see the README, "Units"). */
export const METRES_PER_UNIT = 0.01;
const MAX_ROTATION_STEP_DEG = 90;
const DEG = Math.PI / 180;

/** The rotation of `degrees` counter-clockwise about +Z (Spine's rotation in the XY plane). */
export function quatZ(degrees: number): Quat {
  const half = (degrees * DEG) / 2;
  return [0, 0, Math.sin(half), Math.cos(half)];
}

/** A timeline with its position in the animation's timeline list (the source channel index). */
export interface IndexedTimeline {
  readonly index: number;
  readonly timeline: BoneTimeline;
}

const NEUTRAL: Readonly<Record<TrackProperty, number>> = { translation: 0, rotation: 0, scale: 1 };
const COMPONENTS: Readonly<Record<TrackProperty, number>> = { translation: 2, rotation: 1, scale: 2 };

export function boneTracks(bone: SpineBone, timelines: readonly IndexedTimeline[], animation: number): Track[] {
  const tracks: Track[] = [];
  for (const property of ['translation', 'rotation', 'scale'] as const) {
    const drivers = timelines.filter((t) => t.timeline.property === property);
    if (drivers.length === 0) continue;
    const channels: Channel[] = [];
    for (let c = 0; c < COMPONENTS[property]; c++) channels.push(constantChannel(NEUTRAL[property]));
    for (const { timeline } of drivers) for (const { component, channel } of timeline.channels) channels[component] = channel;
    const stepped = channels.every(isStepped);
    const sampled = stepped ? keyTimes(channels) : linearTimes(channels, property === 'rotation');
    tracks.push({
      bone: bone.index,
      property,
      interpolation: stepped ? 'STEP' : 'LINEAR',
      interpolationDeclared: true,
      times: Float32Array.from(sampled.times),
      values: trackValues(property, bone, sampled.channelValues),
      components: property === 'rotation' ? 4 : 3,
      source: { animation, channel: Math.min(...drivers.map((d) => d.index)) },
    });
  }
  return tracks;
}

function sortedUnique(times: Iterable<number>): number[] {
  return [...new Set(times)].sort((a, b) => a - b);
}

/** Sample times with every channel's value at them. */
interface Sampled {
  readonly times: readonly number[];
  readonly channelValues: readonly Float64Array[];
}

function sampledAt(channels: readonly Channel[], times: readonly number[]): Sampled {
  return { times, channelValues: channels.map((c) => evaluateAll(c, times)) };
}

function keyTimes(channels: readonly Channel[]): Sampled {
  const times = sortedUnique(channels.flatMap((c) => [...c.times]));
  if (times[0]! > 0) times.unshift(0);
  return sampledAt(channels, times);
}

/** The largest f32 below a positive f32 `t`. */
function previousF32(t: number): number {
  const f = new Float32Array([t]);
  const bits = new Int32Array(f.buffer);
  bits[0]! -= 1;
  return f[0]!;
}

function linearTimes(channels: readonly Channel[], isRotation: boolean): Sampled {
  const jumpTimes = new Set(channels.flatMap(jumps));
  const holds = [...jumpTimes].map(previousF32);
  const times = sortedUnique([...channels.flatMap(breakpoints), ...holds]);
  if (times[0]! > 0) times.unshift(0);
  const sampled = sampledAt(channels, times);
  return isRotation ? splitLargeTurns(sampled, jumpTimes) : sampled;
}

/** Splits pieces turning more than 90°; the angle is linear inside a piece, so the split is exact. */
function splitLargeTurns(sampled: Sampled, jumpTimes: ReadonlySet<number>): Sampled {
  const { times } = sampled;
  const angles = sampled.channelValues[0]!;
  const outTimes: number[] = [times[0]!];
  const outAngles: number[] = [angles[0]!];
  for (let i = 1; i < times.length; i++) {
    const a = times[i - 1]!;
    const b = times[i]!;
    const turn = angles[i]! - angles[i - 1]!;
    const isJump = jumpTimes.has(b) && previousF32(b) === a;
    if (!isJump && Math.abs(turn) > MAX_ROTATION_STEP_DEG) {
      const pieces = Math.ceil(Math.abs(turn) / MAX_ROTATION_STEP_DEG);
      for (let k = 1; k < pieces; k++) {
        const t = Math.fround(a + ((b - a) * k) / pieces);
        if (t > outTimes[outTimes.length - 1]! && t < b) {
          outTimes.push(t);
          outAngles.push(angles[i - 1]! + (turn * (t - a)) / (b - a));
        }
      }
    }
    outTimes.push(b);
    outAngles.push(angles[i]!);
  }
  return { times: outTimes, channelValues: [Float64Array.from(outAngles)] };
}

function trackValues(property: TrackProperty, bone: SpineBone, channels: readonly Float64Array[]): Float32Array {
  const stride = property === 'rotation' ? 4 : 3;
  const count = channels[0]!.length;
  const values = new Float32Array(count * stride);
  for (let k = 0; k < count; k++) {
    const o = k * stride;
    if (property === 'rotation') {
      values.set(quatZ(bone.rotation + channels[0]![k]!), o);
    } else if (property === 'translation') {
      values[o] = (bone.x + channels[0]![k]!) * METRES_PER_UNIT;
      values[o + 1] = (bone.y + channels[1]![k]!) * METRES_PER_UNIT;
    } else {
      values[o] = bone.scaleX * channels[0]![k]!;
      values[o + 1] = bone.scaleY * channels[1]![k]!;
      values[o + 2] = 1;
    }
  }
  return values;
}
