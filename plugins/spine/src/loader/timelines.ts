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

/** Which bone property a timeline drives, and its key fields with the per-key default. */
interface TimelineShape {
  readonly property: 'rotation' | 'translation' | 'scale' | 'shear';
  /** Key field per channel, and which component (0 = x, 1 = y) it drives. */
  readonly fields: readonly { readonly key: string; readonly component: 0 | 1 }[];
  readonly fallback: number;
}

const SHAPES: Readonly<Record<string, TimelineShape>> = {
  rotate: { property: 'rotation', fields: [{ key: 'value', component: 0 }], fallback: 0 },
  translate: { property: 'translation', fields: [{ key: 'x', component: 0 }, { key: 'y', component: 1 }], fallback: 0 },
  translatex: { property: 'translation', fields: [{ key: 'value', component: 0 }], fallback: 0 },
  translatey: { property: 'translation', fields: [{ key: 'value', component: 1 }], fallback: 0 },
  scale: { property: 'scale', fields: [{ key: 'x', component: 0 }, { key: 'y', component: 1 }], fallback: 1 },
  scalex: { property: 'scale', fields: [{ key: 'value', component: 0 }], fallback: 1 },
  scaley: { property: 'scale', fields: [{ key: 'value', component: 1 }], fallback: 1 },
  shear: { property: 'shear', fields: [{ key: 'x', component: 0 }, { key: 'y', component: 1 }], fallback: 0 },
  shearx: { property: 'shear', fields: [{ key: 'value', component: 0 }], fallback: 0 },
  sheary: { property: 'shear', fields: [{ key: 'value', component: 1 }], fallback: 0 },
};

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
      out.push({ bone, name, property: shape.property, keyCount: keys.length, channels: readChannels(keys, shape, here) });
    }
  }
  return out;
}

/** Validates the time and fields of one key, returning its time. */
function keyTime(key: unknown, previous: number, where: string): number {
  if (!isObject(key)) fail(where, `is ${kindOf(key)}, not an object`);
  const time = key['time'] ?? 0;
  if (typeof time !== 'number' || !Number.isFinite(time)) fail(where, `"time" is ${kindOf(time)}, not a finite number`);
  if (time < 0) fail(where, `"time" ${time} is negative`);
  if (time < previous) fail(where, `"time" ${time} is before the previous key's ${previous}`);
  return time;
}

function readInheritKeys(keys: readonly unknown[], where: string): void {
  let previous = 0;
  keys.forEach((key, k) => {
    previous = keyTime(key, previous, `${where} key ${k}`);
    const mode = (key as Record<string, unknown>)['inherit'] ?? 'normal';
    if (typeof mode !== 'string' || !(INHERIT_MODES as readonly string[]).includes(mode)) {
      fail(`${where} key ${k}`, `"inherit" is ${typeof mode === 'string' ? quote(mode) : kindOf(mode)}, not one of ${INHERIT_MODES.join(', ')}`);
    }
  });
}

function readChannels(keys: readonly unknown[], shape: TimelineShape, where: string): BoneTimeline['channels'] {
  const n = keys.length;
  // The runtime flattens Beziers from the JSON numbers and stores keys as f32: keep both.
  const times: number[] = [];
  const values: number[][] = shape.fields.map(() => []);
  let previous = 0;
  keys.forEach((key, k) => {
    previous = keyTime(key, previous, `${where} key ${k}`);
    times.push(previous);
    shape.fields.forEach((field, c) => {
      const value = (key as Record<string, unknown>)[field.key] ?? shape.fallback;
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(`${where} key ${k}`, `"${field.key}" is ${kindOf(value)}, not a finite number`);
      values[c]!.push(value);
    });
  });
  const segments: Segment[][] = shape.fields.map(() => []);
  for (let k = 0; k + 1 < n; k++) {
    const curve = (keys[k] as Record<string, unknown>)['curve'];
    const here = `${where} key ${k}`;
    if (curve === undefined) {
      for (const list of segments) list.push({ kind: 'linear' });
    } else if (curve === 'stepped') {
      for (const list of segments) list.push({ kind: 'stepped' });
    } else {
      const needed = 4 * shape.fields.length;
      if (!Array.isArray(curve)) fail(here, `"curve" is ${typeof curve === 'string' ? quote(curve) : kindOf(curve)}; expected "stepped" or ${needed} numbers`);
      if (curve.length < needed) {
        fail(here, `"curve" has ${curve.length} numbers; this ${shape.fields.length}-channel timeline needs ${needed} (cx1, cy1, cx2, cy2 per channel)`);
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
  return shape.fields.map((field, c) => ({
    component: field.component,
    channel: { times: storedTimes, values: Float32Array.from(values[c]!), segments: segments[c]!, neutral: shape.fallback },
  }));
}
