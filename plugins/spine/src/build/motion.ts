/**
 * The animation half of the skeleton: one object per animation, groups in the editor's order.
 *
 * Key fields follow the runtime reader's per-key defaults (not the setup defaults): a channel
 * equal to its default is omitted, `time` 0 is omitted, and a last key's easing is not written.
 * Targets and timelines keep the motion spec's order (grouped by target in order of first
 * appearance), which is the skeleton's own order for an ingested spec.
 */
import type { PrintValue } from '../print/index.js';
import {
  IK_KEY_DEFAULTS,
  INHERIT_KEY_DEFAULT,
  SEQUENCE_KEY_DEFAULTS,
  SLOT_COLOR_SHAPES,
  TRANSFORM_KEY_DEFAULTS,
  VALUE_TRACK_SHAPES,
  type TrackChannel,
} from '../spec/constants.js';
import type {
  MotionAnimation,
  MotionAttachmentKey,
  MotionColorKey,
  MotionDeformTrack,
  MotionDrawOrderKey,
  MotionEasing,
  MotionEasingFields,
  MotionInheritKey,
  MotionSequenceTrack,
  MotionSpec,
  MotionTrack,
  MotionValueKey,
} from '../spec/types.js';
import { colorHex } from './colors.js';
import { compileCurve, type Segment } from './curves.js';
import { nameMap, type EmitObject } from './emit-object.js';
import { BuildError } from './errors.js';
import { ANIMATION_GROUP_ORDER, EVENT_KEY_PAYLOAD, SEQUENCE_KEY_ORDER } from './key-order.js';

type Easings = Readonly<Record<string, MotionEasing>>;

/** A key's `time`, omitted at the reader default 0. */
function timed(t: number): EmitObject {
  return t === 0 ? {} : { time: t };
}

/**
 * What a named easing's curve values interpolate: a key's channel values, or `progress` — the one
 * 0 → 1 channel of a deform segment.
 */
type CurveChannels<K> = ((key: K) => readonly number[]) | 'progress';

/**
 * A timeline's keys: at least one (the reader reads the first key unguarded), in time order (the
 * runtime binary-searches the frames, so a key out of order is never played). The motion parser
 * has already placed each time within its animation.
 */
function checkKeyTimes(keys: readonly { t: number }[], where: string): void {
  if (keys.length === 0) throw new BuildError(where, 'has no keys; a timeline holds at least one');
  keys.forEach(({ t }, i) => {
    if (i > 0 && t < keys[i - 1]!.t) throw new BuildError(`${where} key ${i}`, `time ${t} comes before the previous key's ${keys[i - 1]!.t}`);
  });
}

/** Keys with easings: each key's fields, then its curve over the segment to the next key. */
function easedKeys<K extends MotionEasingFields & { t: number }>(
  keys: readonly K[],
  fields: (key: K, at: string) => EmitObject,
  channels: CurveChannels<K>,
  easings: Easings,
  where: string,
): EmitObject[] {
  checkKeyTimes(keys, where);
  return keys.map((key, i) => {
    const at = `${where} key ${i}`;
    const out = fields(key, at);
    const next = keys[i + 1];
    const segment: Segment | undefined =
      next &&
      (channels === 'progress'
        ? { t0: key.t, v0: [0], t1: next.t, v1: [1] }
        : { t0: key.t, v0: channels(key), t1: next.t, v1: channels(next) });
    const curve = compileCurve(key, segment, easings, at);
    if (curve !== undefined) out.curve = curve;
    return out;
  });
}

/** The value of channel `i` that the reader takes where a key omits it. */
function channelDefault(shape: readonly TrackChannel[], values: readonly number[], i: number): number {
  const dflt = shape[i][1];
  return typeof dflt === 'number' ? dflt : values[shape.findIndex(([field]) => field === dflt)];
}

function valueKeys(keys: readonly MotionValueKey[], shape: readonly TrackChannel[], easings: Easings, where: string): EmitObject[] {
  const values = (key: MotionValueKey): number[] => key.v ?? [];
  return easedKeys(
    keys,
    (key, at) => {
      const v = values(key);
      if (v.length !== shape.length) throw new BuildError(at, `\`v\` has ${v.length} value(s) and this timeline has ${shape.length} channel(s)`);
      const out = timed(key.t);
      shape.forEach(([field], i) => {
        if (v[i] !== channelDefault(shape, v, i)) out[field] = v[i];
      });
      return out;
    },
    values,
    easings,
    where,
  );
}

/** The colour fields of a slot colour timeline and each one's channel count, in `v` order. */
type ColorShape = (typeof SLOT_COLOR_SHAPES)[keyof typeof SLOT_COLOR_SHAPES];

/**
 * Slot colour keys: `v` is split into the shape's fields in order (`rgba2`: light r, g, b, a, then
 * dark r, g, b), each written as hex. A curve has one channel per colour channel, in `v` order,
 * which is the order `SkeletonJson` reads them in.
 */
function colorKeys(keys: readonly MotionColorKey[], shape: ColorShape, easings: Easings, where: string): EmitObject[] {
  return easedKeys(
    keys,
    (key, at) => {
      const out = timed(key.t);
      let first = 0;
      for (const [field, count] of shape) {
        out[field] = colorHex(key.v.slice(first, first + count), count, `${at} ${field}`);
        first += count;
      }
      return out;
    },
    (key) => key.v,
    easings,
    where,
  );
}

/** Attachment keys are stepped by nature and carry no curve; `null` (show nothing) is the absent name. */
function attachmentKeys(keys: readonly MotionAttachmentKey[], where: string): EmitObject[] {
  checkKeyTimes(keys, where);
  return keys.map((key) => (key.v === null ? timed(key.t) : { ...timed(key.t), name: key.v }));
}

/** Bone inherit keys are stepped by nature and carry no curve; the per-key default `normal` is omitted. */
function inheritKeys(keys: readonly MotionInheritKey[], where: string): EmitObject[] {
  checkKeyTimes(keys, where);
  return keys.map((key) => (key.v === INHERIT_KEY_DEFAULT ? timed(key.t) : { ...timed(key.t), inherit: key.v }));
}

/**
 * Sequence keys (stepped, no curve): a field at the reader's per-key default is omitted — `mode`
 * hold, `index` 0, and a `delay` equal to the one the previous key left in force (first: 0).
 */
function sequenceKeys(keys: MotionSequenceTrack['keys'], where: string): EmitObject[] {
  checkKeyTimes(keys, where);
  let lastDelay = 0;
  return keys.map((key) => {
    const out = timed(key.t);
    const delay = key.delay ?? lastDelay;
    const omitted = { mode: key.mode === SEQUENCE_KEY_DEFAULTS.mode, index: key.index === SEQUENCE_KEY_DEFAULTS.index, delay: delay === lastDelay };
    for (const field of SEQUENCE_KEY_ORDER) if (key[field] !== undefined && !omitted[field]) out[field] = key[field];
    lastDelay = delay;
    return out;
  });
}

/** A table entry by name, never one inherited from `Object.prototype` (a timeline named `constructor`). */
function own<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** Which group of the animation a value track belongs to, its target, and its channel shape. */
function placeTrack(track: MotionTrack): { group: 'bones' | 'slots' | 'path' | 'physics' | 'slider'; target: string; shape?: readonly TrackChannel[] } {
  if ('bone' in track) return { group: 'bones', target: track.bone, shape: own(VALUE_TRACK_SHAPES.bone, track.property) };
  if ('slot' in track) return { group: 'slots', target: track.slot, shape: own(VALUE_TRACK_SHAPES.slot, track.property) };
  if ('path' in track) return { group: 'path', target: track.path, shape: own(VALUE_TRACK_SHAPES.path, track.property) };
  if ('physics' in track) return { group: 'physics', target: track.physics, shape: own(VALUE_TRACK_SHAPES.physics, track.property) };
  return { group: 'slider', target: track.slider, shape: own(VALUE_TRACK_SHAPES.slider, track.property) };
}

function trackKeys(track: MotionTrack, shape: readonly TrackChannel[] | undefined, easings: Easings, where: string): EmitObject[] {
  if ('slot' in track) {
    const color = own<ColorShape>(SLOT_COLOR_SHAPES, track.property);
    if (color !== undefined) return colorKeys(track.keys as MotionColorKey[], color, easings, where);
    if (track.property === 'attachment') return attachmentKeys(track.keys as MotionAttachmentKey[], where);
  }
  if ('bone' in track && track.property === 'inherit') return inheritKeys(track.keys, where);
  if (shape === undefined) throw new BuildError(where, `timeline "${track.property}" is not one this target has`);
  return valueKeys(track.keys as MotionValueKey[], shape, easings, where);
}

/** Constraint keys (ik, transform): a field equal to its per-key default is omitted. */
function constraintKeys<K extends MotionEasingFields & { t: number }>(
  keys: readonly K[],
  defaults: Readonly<Record<string, number | boolean | string>>,
  easings: Easings,
  where: string,
): EmitObject[] {
  const fields = Object.keys(defaults);
  const numeric = fields.filter((field) => typeof defaults[field] !== 'boolean');
  const read = (key: K, field: string): number | boolean => {
    const stated = (key as Record<string, unknown>)[field] as number | boolean | undefined;
    if (stated !== undefined) return stated;
    const dflt = defaults[field];
    return typeof dflt === 'string' ? read(key, dflt) : dflt;
  };
  const defaultOf = (key: K, field: string): number | boolean => {
    const dflt = defaults[field];
    return typeof dflt === 'string' ? read(key, dflt) : dflt;
  };
  return easedKeys(
    keys,
    (key) => {
      const out = timed(key.t);
      for (const field of fields) {
        const value = (key as Record<string, unknown>)[field] as number | boolean | undefined;
        if (value !== undefined && value !== defaultOf(key, field)) out[field] = value;
      }
      return out;
    },
    (key) => numeric.map((field) => read(key, field) as number),
    easings,
    where,
  );
}

/**
 * `attachments.<skin>.<slot>.<attachment>.{deform, sequence}`, grouped by skin, slot and attachment
 * in order of first appearance (deform tracks, then sequence tracks). Deform curves run 0 → 1
 * (one channel); sequence keys are stepped.
 */
function attachmentsGroup(deform: readonly MotionDeformTrack[], sequence: readonly MotionSequenceTrack[], easings: Easings, where: string): EmitObject {
  const out = nameMap<{ [slot: string]: { [attachment: string]: EmitObject } }>();
  const timelines = (track: MotionDeformTrack | MotionSequenceTrack, kind: 'deform' | 'sequence'): { at: string; perAttachment: EmitObject } => {
    const skin = track.skin ?? 'default';
    const at = `${where} ${kind} ${skin}/${track.slot}/${track.attachment}`;
    const perAttachment = (((out[skin] ??= nameMap())[track.slot] ??= nameMap())[track.attachment] ??= nameMap()) as EmitObject;
    if (Object.hasOwn(perAttachment, kind)) throw new BuildError(at, `is ${kind === 'deform' ? 'deformed' : 'sequenced'} by two tracks`);
    return { at, perAttachment };
  };
  for (const track of deform) {
    const { at, perAttachment } = timelines(track, 'deform');
    perAttachment.deform = easedKeys(
      track.keys,
      (key) => {
        const fields = timed(key.t);
        if (key.offset !== undefined && key.offset !== 0) fields.offset = key.offset;
        if (key.vertices !== undefined) fields.vertices = key.vertices;
        return fields;
      },
      'progress',
      easings,
      at,
    );
  }
  for (const track of sequence) {
    const { at, perAttachment } = timelines(track, 'sequence');
    perAttachment.sequence = sequenceKeys(track.keys, at);
  }
  return out as EmitObject;
}

/** Draw order keys (of `drawOrder` or of a folder): `offsets` as stated, absent = the setup order. */
function drawOrderKeys(keys: readonly MotionDrawOrderKey[]): EmitObject[] {
  return keys.map((key) => ({
    ...timed(key.t),
    ...(key.offsets === undefined ? {} : { offsets: key.offsets.map(({ slot, offset }) => ({ slot, offset })) }),
  }));
}

function compileAnimation(name: string, animation: MotionAnimation, easings: Easings): EmitObject {
  const where = `motion animation "${name}"`;
  const groups: Record<string, EmitObject> = {};
  for (const track of animation.tracks) {
    const { group, target, shape } = placeTrack(track);
    const at = `${where} ${group} "${target}" ${track.property}`;
    const timelines = ((groups[group] ??= nameMap())[target] ??= nameMap()) as EmitObject;
    if (Object.hasOwn(timelines, track.property)) throw new BuildError(at, 'is stated by two tracks');
    timelines[track.property] = trackKeys(track, shape, easings, at);
  }
  for (const [group, defaults] of [['ik', IK_KEY_DEFAULTS], ['transform', TRANSFORM_KEY_DEFAULTS]] as const) {
    for (const track of animation[group] ?? []) {
      const at = `${where} ${group} "${track.constraint}"`;
      const tracks = (groups[group] ??= nameMap());
      if (Object.hasOwn(tracks, track.constraint)) throw new BuildError(at, 'is stated by two tracks');
      tracks[track.constraint] = constraintKeys(track.keys as readonly (MotionEasingFields & { t: number })[], defaults, easings, at);
    }
  }
  const out: EmitObject = {};
  for (const group of ANIMATION_GROUP_ORDER) {
    let value: PrintValue | undefined;
    if (group === 'attachments') {
      if (animation.deform !== undefined || animation.sequence !== undefined) value = attachmentsGroup(animation.deform ?? [], animation.sequence ?? [], easings, where);
    } else if (group === 'drawOrder') value = animation.drawOrder && drawOrderKeys(animation.drawOrder);
    else if (group === 'drawOrderFolder') value = animation.drawOrderFolder?.map((folder) => ({ slots: [...folder.slots], keys: drawOrderKeys(folder.keys) }));
    else if (group === 'events') {
      value = animation.events?.map((key) => {
        const out: EmitObject = { ...timed(key.t), name: key.name };
        for (const field of EVENT_KEY_PAYLOAD) if (key[field] !== undefined) out[field] = key[field];
        return out;
      });
    } else if (group === 'color') value = animation.color;
    else value = groups[group];
    if (value !== undefined) out[group] = value;
  }
  return out;
}

/** `animations`, in the motion spec's order. */
export function compileAnimations(motion: MotionSpec): EmitObject {
  const out = nameMap();
  for (const [name, animation] of Object.entries(motion.animations)) out[name] = compileAnimation(name, animation, motion.easings);
  return out;
}
