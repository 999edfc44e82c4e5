/**
 * Bone timelines of one animation (`animations.<name>.bones.<bone>.<timeline>`), read as the
 * runtime's `SkeletonJson.readTimeline1/2` read them: per-key defaults of the timeline (not the
 * setup pose), `time` 0 when absent, a `curve` on the key that starts a segment (absent = linear,
 * `"stepped"`, or 4 numbers per channel: cx1, cy1, cx2, cy2). The runtime turns a short curve
 * array into NaN and an unknown timeline into an exception; here both are refusals naming the key.
 */
import { bezierSegment, type Channel, type Segment } from './curves.js';
import { fail, isObject, kindOf, quote } from './errors.js';
import { INHERIT_MODES, type SpineSkeleton } from './skeleton.js';
import { VALUE_TRACK_SHAPES } from '../spec/constants.js';
import { boneKeyFields, unknownKeyFields } from '../spec/key-fields.js';

/**
 * Which bone property a timeline drives and which component (0 = x, 1 = y) each of its key fields
 * feeds; the field names and per-key defaults are `VALUE_TRACK_SHAPES.bone` (shared with ingest).
 */
interface TimelineShape {
  readonly property: 'rotation' | 'translation' | 'scale' | 'shear';
  readonly components: readonly (0 | 1)[];
}

const SHAPES: Readonly<Record<string, TimelineShape>> = {
  rotate: { property: 'rotation', components: [0] },
  translate: { property: 'translation', components: [0, 1] },
  translatex: { property: 'translation', components: [0] },
  translatey: { property: 'translation', components: [1] },
  scale: { property: 'scale', components: [0, 1] },
  scalex: { property: 'scale', components: [0] },
  scaley: { property: 'scale', components: [1] },
  shear: { property: 'shear', components: [0, 1] },
  shearx: { property: 'shear', components: [0] },
  sheary: { property: 'shear', components: [1] },
};

/** A timeline's key fields with their per-key default, each feeding one component. */
interface Field {
  readonly key: string;
  readonly fallback: number;
  readonly component: 0 | 1;
}

function fieldsOf(name: keyof typeof VALUE_TRACK_SHAPES.bone, shape: TimelineShape): Field[] {
  return VALUE_TRACK_SHAPES.bone[name].map(([key, fallback], c) => ({ key, fallback, component: shape.components[c]! }));
}

export type BoneProperty = TimelineShape['property'] | 'inherit';

export interface BoneTimeline {
  readonly bone: number;
  /** Timeline name as written (`rotate`, `translatex`, …). */
  readonly name: string;
  readonly property: BoneProperty;
  readonly keyCount: number;
  /** Driven components with their channel (empty for `inherit`, which has no curve). */
  readonly channels: readonly { readonly component: 0 | 1; readonly channel: Channel }[];
}

/** Every non-empty bone timeline of an animation, in file order (bone map, then timeline map). */
export function readBoneTimelines(skeleton: SpineSkeleton, animation: string, body: Record<string, unknown>): BoneTimeline[] {
  const group = body['bones'];
  if (group === undefined) return [];
  const at = `animation ${quote(animation)}`;
  if (!isObject(group)) fail(`${at} bones`, `is ${kindOf(group)}, not an object`);
  const out: BoneTimeline[] = [];
  for (const [boneName, timelines] of Object.entries(group)) {
    const bone = skeleton.boneIndex.get(boneName);
    const where = `${at} bone ${quote(boneName)}`;
    if (bone === undefined) fail(where, 'unknown bone');
    if (!isObject(timelines)) fail(where, `is ${kindOf(timelines)}, not an object of timelines`);
    for (const [name, keys] of Object.entries(timelines)) {
      const here = `${where} ${quote(name).slice(1, -1)}`;
      if (!Array.isArray(keys)) fail(here, `is ${kindOf(keys)}, not an array of keys`);
      if (keys.length === 0) continue;
      if (name === 'inherit') {
        out.push({ bone, name, property: 'inherit', keyCount: keys.length, channels: [] });
        readInheritKeys(keys, here);
        continue;
      }
      // Own entries only: a timeline named `constructor` must not find `Object.prototype`'s.
      const shape = Object.hasOwn(SHAPES, name) ? SHAPES[name] : undefined;
      if (shape === undefined) fail(here, `unknown bone timeline (expected inherit, ${Object.keys(SHAPES).join(', ')})`);
      const fields = fieldsOf(name as keyof typeof VALUE_TRACK_SHAPES.bone, shape);
      out.push({ bone, name, property: shape.property, keyCount: keys.length, channels: readChannels(keys, name, fields, here) });
    }
  }
  return out;
}

/** Validates the time and field names of one key of `timeline`, returning its time. */
function keyTime(key: unknown, timeline: string, previous: number, where: string): number {
  if (!isObject(key)) fail(where, `is ${kindOf(key)}, not an object`);
  const allowed = boneKeyFields(timeline)!;
  const unknown = unknownKeyFields(key, allowed);
  if (unknown.length > 0) {
    fail(where, `unknown field ${quote(unknown[0]!)} (${timeline} keys hold time, ${allowed.join(', ')}); the 4.3 runtime would ignore it`);
  }
  const time = key['time'] ?? 0;
  if (typeof time !== 'number' || !Number.isFinite(time)) fail(where, `"time" is ${kindOf(time)}, not a finite number`);
  if (time < 0) fail(where, `"time" ${time} is negative`);
  if (time < previous) fail(where, `"time" ${time} is before the previous key's ${previous}`);
  return time;
}

function readInheritKeys(keys: readonly unknown[], where: string): void {
  let previous = 0;
  keys.forEach((key, k) => {
    previous = keyTime(key, 'inherit', previous, `${where} key ${k}`);
    const mode = (key as Record<string, unknown>)['inherit'] ?? 'normal';
    if (typeof mode !== 'string' || !(INHERIT_MODES as readonly string[]).includes(mode)) {
      fail(`${where} key ${k}`, `"inherit" is ${typeof mode === 'string' ? quote(mode) : kindOf(mode)}, not one of ${INHERIT_MODES.join(', ')}`);
    }
  });
}

function readChannels(keys: readonly unknown[], timeline: string, fields: readonly Field[], where: string): BoneTimeline['channels'] {
  const n = keys.length;
  // The runtime flattens Beziers from the JSON numbers and stores keys as f32: keep both.
  const times: number[] = [];
  const values: number[][] = fields.map(() => []);
  let previous = 0;
  keys.forEach((key, k) => {
    previous = keyTime(key, timeline, previous, `${where} key ${k}`);
    times.push(previous);
    fields.forEach((field, c) => {
      // Only an absent field takes the default: a stated null is refused, as ingest refuses it.
      const stated = (key as Record<string, unknown>)[field.key];
      const value = stated === undefined ? field.fallback : stated;
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(`${where} key ${k}`, `"${field.key}" is ${kindOf(value)}, not a finite number`);
      values[c]!.push(value);
    });
  });
  const segments: Segment[][] = fields.map(() => []);
  for (let k = 0; k + 1 < n; k++) {
    const curve = (keys[k] as Record<string, unknown>)['curve'];
    const here = `${where} key ${k}`;
    if (curve === undefined) {
      for (const list of segments) list.push({ kind: 'linear' });
    } else if (curve === 'stepped') {
      for (const list of segments) list.push({ kind: 'stepped' });
    } else {
      const needed = 4 * fields.length;
      if (!Array.isArray(curve)) fail(here, `"curve" is ${typeof curve === 'string' ? quote(curve) : kindOf(curve)}; expected "stepped" or ${needed} numbers`);
      if (curve.length < needed) {
        fail(here, `"curve" has ${curve.length} numbers; this ${fields.length}-channel timeline needs ${needed} (cx1, cy1, cx2, cy2 per channel)`);
      }
      const bad = curve.slice(0, needed).findIndex((v) => typeof v !== 'number' || !Number.isFinite(v));
      if (bad >= 0) fail(here, `"curve"[${bad}] is ${kindOf(curve[bad])}, not a finite number`);
      segments.forEach((list, c) => {
        const [cx1, cy1, cx2, cy2] = (curve as number[]).slice(4 * c, 4 * c + 4) as [number, number, number, number];
        list.push(bezierSegment(times[k]!, values[c]![k]!, cx1, cy1, cx2, cy2, times[k + 1]!, values[c]![k + 1]!));
      });
    }
  }
  const storedTimes = Float32Array.from(times);
  return fields.map((field, c) => ({
    component: field.component,
    channel: { times: storedTimes, values: Float32Array.from(values[c]!), segments: segments[c]!, neutral: field.fallback },
  }));
}
