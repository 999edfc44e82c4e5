/**
 * A bone's timelines of one animation → model tracks (translation, rotation, scale) on the
 * animator's frame grid:
 *
 * - Components: translate/translatex/translatey feed translation x/y, scale/scalex/scaley feed
 *   scale x/y, rotate feeds the rotation about Z. Each timeline sets its components from the setup
 *   pose (`MixFrom.setup`), so when two timelines drive one component the later one wins outright.
 *   A component no timeline drives stays at the setup value.
 * - Values: translation = (setup + offset) × metres per unit; rotation = quaternion about Z of
 *   (setup + offset) degrees; scale = setup × factor, with z = 1 (translation z = 0).
 * - Times (`frame-grid.ts`): every track keys at the clip's frame times N / fps and at any key
 *   time off that grid, and each channel is evaluated there exactly with the runtime's curve
 *   semantics, its on-grid keys lying on their frames. So every track of a clip has the same times, and when the keys sit on the grid (as
 *   editor exports do) the host's uniform grid is frame N = N / fps. Between samples a LINEAR
 *   track interpolates linearly: exact for linear segments, an approximation of Bezier curves,
 *   jumps and turns within one frame (see the README, "Frames"). A track whose channels are all
 *   stepped is STEP, which is exact at every instant since every key time is a sample.
 * - Authored keys (`Track.authored`): the union of the driving channels' key times (on-grid keys
 *   on their frame), each with the track's value there and its segment's interpolation, so checks
 *   that judge keys count the timeline's keys, not the frame grid. Rotation keys keep the
 *   hemisphere of the previous key: Spine turns in degrees, never the long way round.
 */
import type { AuthoredKeys, KeyInterpolation, Quat, Track, TrackProperty } from '@animsmith/cli/plugin';
import { constantChannel, evaluateAll, isStepped, type Channel, type Segment } from './curves.js';
import type { SampleGrid } from './frame-grid.js';
import type { SpineBone } from './skeleton.js';
import type { BoneTimeline } from './timelines.js';

/** Metres per Spine unit: a Spine unit is read as a centimetre (see the README, "Units"). */
export const METRES_PER_UNIT = 0.01;
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

/** A channel whose keys lie where the grid evaluates them (on-grid keys on their frame). */
function snapped(channel: Channel, grid: SampleGrid): Channel {
  return { ...channel, times: channel.times.map(grid.snap) };
}

/** Tracks of one bone, sampled at the clip's grid times (frames plus off-grid key times). */
export function boneTracks(bone: SpineBone, timelines: readonly IndexedTimeline[], animation: number, grid: SampleGrid): Track[] {
  const { times } = grid;
  const tracks: Track[] = [];
  for (const property of ['translation', 'rotation', 'scale'] as const) {
    const drivers = timelines.filter((t) => t.timeline.property === property);
    if (drivers.length === 0) continue;
    const channels: Channel[] = [];
    for (let c = 0; c < COMPONENTS[property]; c++) channels.push(constantChannel(NEUTRAL[property]));
    for (const { timeline } of drivers) for (const { component, channel } of timeline.channels) channels[component] = snapped(channel, grid);
    tracks.push({
      bone: bone.index,
      property,
      interpolation: channels.every(isStepped) ? 'STEP' : 'LINEAR',
      interpolationDeclared: true,
      times: Float32Array.from(times),
      values: trackValues(property, bone, channels.map((c) => evaluateAll(c, times))),
      components: property === 'rotation' ? 4 : 3,
      source: { animation, channel: Math.min(...drivers.map((d) => d.index)) },
      authored: authoredKeys(property, bone, channels),
    });
  }
  return tracks;
}

const INTERPOLATION: Readonly<Record<Segment['kind'], KeyInterpolation>> = { linear: 'linear', stepped: 'constant', bezier: 'cubic' };

/** How key `k` of `channel` interpolates toward the next; the last key repeats its segment's. */
function keyInterpolation(channel: Channel, k: number): KeyInterpolation {
  const segment = channel.segments[Math.min(k, channel.segments.length - 1)];
  return segment === undefined ? 'constant' : INTERPOLATION[segment.kind];
}

/** The track's keys as the timelines author them (see the header). */
function authoredKeys(property: TrackProperty, bone: SpineBone, channels: readonly Channel[]): AuthoredKeys {
  const times = Float32Array.from(new Set(channels.flatMap((c) => [...c.times]))).sort();
  const interpolations = Array.from(times, (t) => {
    const channel = channels.find((c) => c.times.includes(t))!;
    return keyInterpolation(channel, channel.times.indexOf(t));
  });
  const values = trackValues(property, bone, channels.map((c) => evaluateAll(c, times)));
  if (property === 'rotation') keepHemisphere(values);
  return { times, values, interpolations };
}

/** Negates each quaternion (stride 4) whose dot with the previous one is negative. */
function keepHemisphere(values: Float32Array): void {
  for (let o = 4; o < values.length; o += 4) {
    let dot = 0;
    for (let c = 0; c < 4; c++) dot += values[o - 4 + c]! * values[o + c]!;
    if (dot < 0) for (let c = 0; c < 4; c++) values[o + c] = -values[o + c]!;
  }
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
