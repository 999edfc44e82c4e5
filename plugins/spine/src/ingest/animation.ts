/**
 * One animation → one motion-spec animation. Keys are carried as the file states them; the one
 * restatement is a value key's omitted channels, because `v` is positional: an omitted channel is
 * written at the runtime reader's PER-KEY default (`VALUE_TRACK_SHAPES`), the value the runtime
 * plays there, and build omits it again.
 *
 * Names the reader would fail to resolve are `SkeletonError`s; timelines the reader plays and the
 * motion spec cannot say are blockers; a skeleton has no duration, so each animation's is a
 * judgement.
 */
import {
  colorChannels,
  IK_KEY_DEFAULTS,
  MOTION_FIELDS,
  SLOT_COLOR_SHAPES,
  TRANSFORM_KEY_DEFAULTS,
  VALUE_TRACK_SHAPES,
  type TrackChannel,
  type ValueTrackFamily,
} from '../spec/constants.js';
import type {
  MotionAnimation,
  MotionAttachmentKey,
  MotionColorKey,
  MotionDeformTrack,
  MotionDrawOrderKey,
  MotionEventKey,
  MotionIkTrack,
  MotionTrack,
  MotionTransformTrack,
  MotionValueKey,
} from '../spec/types.js';
import type { Findings } from './findings.js';
import { arrayEntries, input, list, objectEntries, type JsonObject } from './read.js';
import type { SetupNames } from './setup.js';

/** What an animation's names resolve against. */
export interface AnimationContext extends SetupNames {
  events: ReadonlySet<string>;
  /** Whether `skin` fills `slot` with `placeholder` (deform targets). */
  hasAttachment(skin: string, slot: string, placeholder: string): boolean;
}

/** The groups `readAnimation` reads, plus the nonessential `color` the motion spec carries. */
const CARRIED_GROUPS = ['slots', 'bones', 'ik', 'transform', 'path', 'physics', 'slider', 'attachments', 'drawOrder', 'events', 'color'];

/** Bone timelines the 4.3 format has and the motion spec does not carry (the reader plays them). */
const UNCARRIED_BONE_TIMELINES = ['inherit'];

export function ingestAnimation(animName: string, anim: JsonObject, ctx: AnimationContext, findings: Findings): MotionAnimation {
  const at = `animation "${animName}"`;
  let maxT = 0;

  /** A key as an object, and its time (absent = 0), which also extends the animation's extent. */
  const keyAt = (raw: unknown, where: string): { key: JsonObject; t: number } => {
    const key = input.object(raw, where);
    const t = key.time === undefined ? 0 : input.number(key.time, `${where} time`);
    if (t < 0) input.fail(`${where} time`, `key time ${t} is negative`);
    if (t > maxT) maxT = t;
    return { key, t };
  };

  /** Tracks whose last key states a curve, reported once each. */
  const lastCurves = new Set<string>();

  /**
   * `curve`: absent = linear, `"stepped"`, or 4 absolute control-point numbers per channel. The
   * last key's curve eases into nothing: the reader never reads it and build does not write it.
   */
  const easing = (key: JsonObject, out: JsonObject, channels: number, where: string, last: { track: string } | undefined): void => {
    if (key.curve === undefined) return;
    if (last !== undefined) {
      if (!lastCurves.has(last.track)) {
        lastCurves.add(last.track);
        findings.add('lossy', 'LAST_KEY_CURVE', last.track, "the last key states a curve, which no segment follows and the runtime never reads; the rebuild does not write it");
      }
      return;
    }
    if (key.curve === 'stepped') {
      out.ease = 'stepped';
      return;
    }
    input.kind(key.curve, `${where} curve`, 'numbers');
    const length = (key.curve as number[]).length;
    if (length !== channels * 4) {
      input.fail(where, `curve has ${length} numbers; a ${channels}-channel timeline takes 4 per channel (${channels * 4})`);
    }
    out.curve = [...(key.curve as number[])];
  };

  /** Fields of a key outside `fields` (and `time`) are dropped: a blocker each. */
  const extraFields = (key: JsonObject, fields: readonly string[], code: string, where: string): void => {
    for (const field of Object.keys(key)) {
      if (field !== 'time' && !fields.includes(field)) findings.dropped(code, where, field);
    }
  };

  /** `{track}` for the last of `keys`, which `easing` treats apart. */
  const lastOf = (keys: readonly unknown[], k: number, track: string): { track: string } | undefined => (k === keys.length - 1 ? { track } : undefined);

  const valueKeys = (keys: readonly unknown[], shape: readonly TrackChannel[], where: string): MotionValueKey[] => {
    let restated = 0;
    const out = keys.map((raw, k) => {
      const kw = `${where} key ${k}`;
      const { key, t } = keyAt(raw, kw);
      const entry: JsonObject = { t };
      entry.v =
        shape.length === 0
          ? null
          : shape.map(([field, dflt]) => {
              if (key[field] !== undefined) return input.number(key[field], `${kw} ${field}`);
              restated++;
              if (typeof dflt === 'number') return dflt;
              // A named default is the same key's other field (`mixY` reads `mixX`), or that field's own default.
              if (key[dflt] !== undefined) return input.number(key[dflt], `${kw} ${dflt}`);
              return shape.find(([other]) => other === dflt)![1] as number;
            });
      const fields = shape.map(([field]) => field);
      if (shape.length > 0) {
        easing(key, entry, shape.length, kw, lastOf(keys, k, where));
        fields.push('curve');
      }
      extraFields(key, fields, 'TIMELINE_FIELD', kw);
      return entry as unknown as MotionValueKey;
    });
    if (restated > 0) {
      findings.add(
        'lossy',
        'TIMELINE_KEY_RESTATED',
        where,
        `${restated} channel value(s) the source omits are written at the reader's per-key default (${shape
          .map(([field, dflt]) => `${field}=${String(dflt)}`)
          .join(', ')}); the rebuild omits them again`,
      );
    }
    return out;
  };

  const tracks: MotionTrack[] = [];

  for (const [bone, timelines] of objectEntries(anim.bones, `${at} bones`, (key) => `${at} bone "${key}"`)) {
    if (!ctx.bones.includes(bone)) input.fail(`${at} bone "${bone}"`, 'is not a bone of this skeleton');
    for (const [property, keys] of arrayEntries(timelines, `${at} bone "${bone}"`, (key) => `${at} bone "${bone}" ${key}`)) {
      const where = `${at} bone "${bone}" ${property}`;
      const shapes: Record<string, readonly TrackChannel[]> = VALUE_TRACK_SHAPES.bone;
      if (Object.hasOwn(shapes, property)) {
        tracks.push({ bone, property, keys: valueKeys(keys, shapes[property]!, where) } as MotionTrack);
      } else if (UNCARRIED_BONE_TIMELINES.includes(property)) {
        findings.add('blocker', 'BONE_TIMELINE', where, `timeline "${property}" has no motion-spec track, so the rebuild does not play it`);
      } else {
        input.fail(where, `"${property}" is not a bone timeline (the runtime reader refuses it)`);
      }
    }
  }

  for (const [slot, timelines] of objectEntries(anim.slots, `${at} slots`, (key) => `${at} slot "${key}"`)) {
    if (!ctx.slots.includes(slot)) input.fail(`${at} slot "${slot}"`, 'is not a slot of this skeleton');
    for (const [property, keys] of arrayEntries(timelines, `${at} slot "${slot}"`, (key) => `${at} slot "${slot}" ${key}`)) {
      const where = `${at} slot "${slot}" ${property}`;
      if (property === 'attachment') {
        const out = keys.map((raw, k): MotionAttachmentKey => {
          const kw = `${where} key ${k}`;
          const { key, t } = keyAt(raw, kw);
          extraFields(key, ['name'], 'TIMELINE_FIELD', kw);
          if (key.name === undefined || key.name === null) return { t, v: null };
          input.kind(key.name, `${kw} name`, 'string');
          return { t, v: key.name as string };
        });
        tracks.push({ slot, property, keys: out });
      } else if (Object.hasOwn(SLOT_COLOR_SHAPES, property)) {
        const colorShape = SLOT_COLOR_SHAPES[property as keyof typeof SLOT_COLOR_SHAPES];
        const out = keys.map((raw, k): MotionColorKey => {
          const kw = `${where} key ${k}`;
          const { key, t } = keyAt(raw, kw);
          const v = colorShape.flatMap(([field, channels]) => colorOf(key[field], `${kw} ${field}`, channels, findings));
          const entry: JsonObject = { t, v };
          easing(key, entry, colorChannels(property as keyof typeof SLOT_COLOR_SHAPES), kw, lastOf(keys, k, where));
          extraFields(key, [...colorShape.map(([field]) => field), 'curve'], 'TIMELINE_FIELD', kw);
          return entry as unknown as MotionColorKey;
        });
        tracks.push({ slot, property: property as keyof typeof SLOT_COLOR_SHAPES, keys: out });
      } else if (Object.hasOwn(VALUE_TRACK_SHAPES.slot, property)) {
        tracks.push({ slot, property: 'alpha', keys: valueKeys(keys, VALUE_TRACK_SHAPES.slot.alpha, where) });
      } else {
        input.fail(where, `"${property}" is not a slot timeline (the runtime reader refuses it)`);
      }
    }
  }

  for (const family of ['path', 'physics', 'slider'] as const) {
    for (const [name, timelines] of objectEntries(anim[family], `${at} ${family}`, (key) => `${at} ${family} "${key}"`)) {
      // An empty physics constraint name addresses every physics constraint.
      const known = ctx.constraints.get(family)?.has(name) === true || (family === 'physics' && name === '');
      if (!known) input.fail(`${at} ${family} "${name}"`, `is not one of this skeleton's ${family} constraints`);
      for (const [property, keys] of arrayEntries(timelines, `${at} ${family} "${name}"`, (key) => `${at} ${family} "${name}" ${key}`)) {
        const where = `${at} ${family} "${name}" ${property}`;
        const shapes: Record<string, readonly TrackChannel[]> = VALUE_TRACK_SHAPES[family satisfies ValueTrackFamily];
        if (!Object.hasOwn(shapes, property)) {
          findings.add('blocker', `${family.toUpperCase()}_TIMELINE`, where, `timeline "${property}" is not in the format's ${family} group; the runtime ignores it and the rebuild drops it`);
          continue;
        }
        tracks.push({ [family]: name, property, keys: valueKeys(keys, shapes[property]!, where) } as unknown as MotionTrack);
      }
    }
  }

  /**
   * ik/transform: one timeline per constraint. The motion spec states a field on every key of a
   * track or on none, so a field any key states is written on every key, at the reader's per-key
   * default where a key omits it.
   */
  function constraintTracks(group: 'ik' | 'transform', defaults: Readonly<Record<string, number | boolean | string>>, channels: number): Array<MotionIkTrack | MotionTransformTrack> {
    const fields = Object.keys(defaults);
    return arrayEntries(anim[group], `${at} ${group}`, (key) => `${at} ${group} "${key}"`).map(([constraint, keys]) => {
      const where = `${at} ${group} "${constraint}"`;
      if (ctx.constraints.get(group)?.has(constraint) !== true) input.fail(where, `is not one of this skeleton's ${group} constraints`);
      const stated = fields.filter((field) => keys.some((raw, k) => input.object(raw, `${where} key ${k}`)[field] !== undefined));
      let restated = 0;
      const out = keys.map((raw, k) => {
        const kw = `${where} key ${k}`;
        const { key, t } = keyAt(raw, kw);
        const entry: JsonObject = { t };
        for (const field of stated) {
          const kind = typeof defaults[field] === 'boolean' ? 'boolean' : 'number';
          if (key[field] !== undefined) {
            input.kind(key[field], `${kw} ${field}`, kind);
            entry[field] = key[field];
            continue;
          }
          restated++;
          const dflt = defaults[field]!;
          entry[field] = typeof dflt === 'string' ? (key[dflt] ?? defaults[dflt]) : dflt;
        }
        easing(key, entry, channels, kw, lastOf(keys, k, where));
        extraFields(key, [...fields, 'curve'], `${group.toUpperCase()}_KEY_FIELD`, kw);
        return entry;
      });
      if (restated > 0) {
        findings.add(
          'lossy',
          'CONSTRAINT_KEY_RESTATED',
          where,
          `${restated} value(s) the source omits are written at the reader's per-key default, because a track states a field on every key or on none; the rebuild omits them again`,
        );
      }
      return { constraint, keys: out } as unknown as MotionIkTrack;
    });
  }
  const ik = constraintTracks('ik', IK_KEY_DEFAULTS, 2);
  const transform = constraintTracks('transform', TRANSFORM_KEY_DEFAULTS, 6);

  const deform: MotionDeformTrack[] = [];
  for (const [skin, perSkin] of objectEntries(anim.attachments, `${at} attachments`, (key) => `${at} skin "${key}"`)) {
    for (const [slot, perSlot] of objectEntries(perSkin, `${at} skin "${skin}"`, (key) => `${at} ${skin}/${key}`)) {
      for (const [attachment, timelines] of objectEntries(perSlot, `${at} ${skin}/${slot}`, (key) => `${at} ${skin}/${slot}/${key}`)) {
        const target = `${at} ${skin}/${slot}/${attachment}`;
        if (!ctx.hasAttachment(skin, slot, attachment)) input.fail(target, 'is not an attachment of that skin and slot');
        for (const [property, keys] of arrayEntries(timelines, target, (key) => `${target} ${key}`)) {
          const where = `${target} ${property}`;
          if (property !== 'deform') {
            findings.add('blocker', 'ATTACHMENT_TIMELINE', where, `timeline "${property}" has no motion-spec track (deform only), so the rebuild does not play it`);
            continue;
          }
          const track: JsonObject = {};
          // Absent `skin` is the default skin, the spec's own spelling.
          if (skin !== 'default') track.skin = skin;
          Object.assign(track, { slot, attachment });
          track.keys = keys.map((raw, k) => {
            const kw = `${where} key ${k}`;
            const { key, t } = keyAt(raw, kw);
            const entry: JsonObject = { t };
            if (key.offset !== undefined) entry.offset = input.number(key.offset, `${kw} offset`);
            if (key.vertices !== undefined) {
              input.kind(key.vertices, `${kw} vertices`, 'numbers');
              entry.vertices = [...(key.vertices as number[])];
            }
            easing(key, entry, 1, kw, lastOf(keys, k, where));
            extraFields(key, ['offset', 'vertices', 'curve'], 'TIMELINE_FIELD', kw);
            return entry;
          });
          deform.push(track as unknown as MotionDeformTrack);
        }
      }
    }
  }

  let drawOrder: MotionDrawOrderKey[] | undefined;
  if (anim.drawOrder !== undefined) {
    drawOrder = list(anim.drawOrder, `${at} drawOrder`).map((raw, k) => {
      const kw = `${at} drawOrder key ${k}`;
      const { key, t } = keyAt(raw, kw);
      extraFields(key, ['offsets'], 'DRAW_ORDER_FIELD', kw);
      if (key.offsets === undefined) return { t };
      const offsets = list(key.offsets, `${kw} offsets`).map((o, j) => {
        const ow = `${kw} offsets[${j}]`;
        const entry = input.object(o, ow);
        if (!ctx.slots.includes(entry.slot as string)) input.fail(ow, `slot ${JSON.stringify(entry.slot)} is not a slot of this skeleton`);
        extraFields(entry, ['slot', 'offset'], 'DRAW_ORDER_FIELD', ow);
        return { slot: entry.slot as string, offset: input.number(entry.offset, `${ow} offset`) };
      });
      return { t, offsets };
    });
  }

  let events: MotionEventKey[] | undefined;
  if (anim.events !== undefined) {
    const payload = Object.keys(MOTION_FIELDS.MotionEventKey).filter((field) => field !== 't' && field !== 'name');
    events = list(anim.events, `${at} events`).map((raw, k) => {
      const kw = `${at} event key ${k}`;
      const { key, t } = keyAt(raw, kw);
      if (!ctx.events.has(key.name as string)) input.fail(kw, `event ${JSON.stringify(key.name)} is not declared in this skeleton`);
      const entry: JsonObject = { t, name: key.name };
      for (const field of payload) {
        if (key[field] === undefined) continue;
        input.kind(key[field], `${kw} ${field}`, MOTION_FIELDS.MotionEventKey[field as keyof typeof MOTION_FIELDS.MotionEventKey]);
        entry[field] = key[field];
      }
      extraFields(key, ['name', ...payload], 'EVENT_KEY_FIELD', kw);
      return entry as unknown as MotionEventKey;
    });
  }

  for (const group of Object.keys(anim)) {
    if (!CARRIED_GROUPS.includes(group)) {
      findings.add('blocker', 'ANIMATION_GROUP', at, `group "${group}" has no motion-spec field, so the rebuild drops it`);
    }
  }

  // Skeleton JSON has no duration: the largest key time is what a runtime plays to, and it is wrong
  // for an animation meant to hold past its last key, which nothing in the file tells apart.
  findings.add(
    'judgement',
    'DURATION',
    at,
    `skeleton JSON carries no duration; the largest key time (${maxT}) is used, which is what a runtime plays to — state the real length by hand if the animation holds past its last key`,
  );

  const out: JsonObject = { duration: maxT };
  if (anim.color !== undefined) {
    input.kind(anim.color, `${at} color`, 'string');
    out.color = anim.color;
  }
  out.tracks = tracks;
  if (ik.length > 0) out.ik = ik;
  if (transform.length > 0) out.transform = transform;
  if (deform.length > 0) out.deform = deform;
  if (drawOrder !== undefined) out.drawOrder = drawOrder;
  if (events !== undefined) out.events = events;
  return out as unknown as MotionAnimation;
}

/**
 * A key colour → its `channels` (4: `rrggbbaa`, 3: `rrggbb`) in 0..1 (byte / 255, which build
 * quantises back to the same byte). The reader also takes a leading `#`, upper case, a missing
 * alpha where it reads one (ff) and an alpha where it reads none (ignored); the rebuild spells the
 * colour the editor's way, which is reported.
 */
function colorOf(value: unknown, where: string, channels: 3 | 4, findings: Findings): number[] {
  const text = typeof value === 'string' ? value : '';
  const match = /^#?([0-9a-fA-F]{6})([0-9a-fA-F]{2})?$/.exec(text);
  const expected = channels === 4 ? 'rrggbbaa' : 'rrggbb';
  if (match === null) input.fail(where, `expected a colour "${expected}", found ${JSON.stringify(value)}`);
  const hex = `${match[1]!}${channels === 4 ? (match[2] ?? 'ff') : ''}`.toLowerCase();
  if (hex !== text) findings.add('lossy', 'COLOR_SPELLING', where, `colour ${JSON.stringify(text)} is rebuilt as "${hex}"`);
  return Array.from({ length: channels }, (_, i) => Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16) / 255);
}
