/**
 * One animation → one motion-spec animation. Keys are carried as the file states them; the one
 * restatement is a value key's omitted channels, because `v` is positional: an omitted channel is
 * written at the runtime reader's PER-KEY default (`VALUE_TRACK_SHAPES`), the value the runtime
 * plays there, and build omits it again.
 *
 * Names the reader would fail to resolve are `SkeletonError`s; a timeline the motion spec has no
 * track for is a blocker (the reference's `<GROUP>_TIMELINE` codes); a skeleton has no duration, so
 * each animation's is a judgement.
 */
import { unknownKeyFields } from '../spec/key-fields.js';
import {
  colorChannels,
  IK_KEY_DEFAULTS,
  INHERIT_KEY_DEFAULT,
  MOTION_FIELDS,
  RIG_FIELDS,
  SEQUENCE_KEY_DEFAULTS,
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
  MotionDrawOrderFolder,
  MotionDrawOrderKey,
  MotionEventKey,
  MotionIkTrack,
  MotionInheritKey,
  MotionSequenceTrack,
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
  /** Slots with a setup tint-black `dark` colour: the only ones a two-colour timeline can play on. */
  tinted: ReadonlySet<string>;
  /** The type of the attachment `skin` fills `slot` with under `placeholder`, if any (deform and sequence targets). */
  attachmentType(skin: string, slot: string, placeholder: string): string | undefined;
}

/** The groups `readAnimation` reads, plus the nonessential `color` the motion spec carries. */
const CARRIED_GROUPS = ['slots', 'bones', 'ik', 'transform', 'path', 'physics', 'slider', 'attachments', 'drawOrder', 'drawOrderFolder', 'events', 'color'];

/** Attachment types a deform timeline can target (the reader reads their vertex runs). */
const DEFORM_TYPES = ['mesh', 'linkedmesh', 'boundingbox', 'clipping', 'path'];
/** Attachment types with a `sequence` a sequence timeline can target (the reader reads `attachment.sequence`). */
const SEQUENCE_TYPES = ['region', 'mesh', 'linkedmesh'];

/** Slot timelines that set the tint-black colour, which only a slot with a setup `dark` has. */
const TWO_COLOR_TIMELINES = ['rgba2', 'rgb2'];

export function ingestAnimation(animName: string, anim: JsonObject, ctx: AnimationContext, findings: Findings): MotionAnimation {
  const at = `animation "${animName}"`;
  let maxT = 0;

  /**
   * Per track, how many values its keys state at the reader's per-key default. The editor omits
   * such a value and so does build, so each is a byte the rebuild does not write: reported once
   * per track (after the animation's other findings).
   */
  const statedDefaults = new Map<string, number>();
  const defaultStated = (track: string): void => {
    statedDefaults.set(track, (statedDefaults.get(track) ?? 0) + 1);
  };

  /**
   * A key of `track` as an object, and its time (absent = 0), which also extends the animation's
   * extent. A stated `time: 0` is a stated default.
   */
  const keyAt = (raw: unknown, where: string, track: string): { key: JsonObject; t: number } => {
    const key = input.object(raw, where);
    const t = key.time === undefined ? 0 : input.number(key.time, `${where} time`);
    if (t < 0) input.fail(`${where} time`, `key time ${t} is negative`);
    if (key.time === 0) defaultStated(track);
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
    for (const field of unknownKeyFields(key, fields)) findings.dropped(code, where, field);
  };

  /** `{track}` for the last of `keys`, which `easing` treats apart. */
  const lastOf = (keys: readonly unknown[], k: number, track: string): { track: string } | undefined => (k === keys.length - 1 ? { track } : undefined);

  const valueKeys = (keys: readonly unknown[], shape: readonly TrackChannel[], where: string): MotionValueKey[] => {
    let restated = 0;
    const out = keys.map((raw, k) => {
      const kw = `${where} key ${k}`;
      const { key, t } = keyAt(raw, kw, where);
      const entry: JsonObject = { t };
      const v = shape.map(([field, dflt]) => {
        if (key[field] !== undefined) return input.number(key[field], `${kw} ${field}`);
        restated++;
        if (typeof dflt === 'number') return dflt;
        // A named default is the same key's other field (`mixY` reads `mixX`), or that field's own default.
        if (key[dflt] !== undefined) return input.number(key[dflt], `${kw} ${dflt}`);
        return shape.find(([other]) => other === dflt)![1] as number;
      });
      shape.forEach(([field, dflt], i) => {
        const atDefault = typeof dflt === 'number' ? dflt : v[shape.findIndex(([other]) => other === dflt)];
        if (key[field] !== undefined && v[i] === atDefault) defaultStated(where);
      });
      entry.v = shape.length === 0 ? null : v;
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

  /** Bone `inherit` keys: stepped, one mode each (absent = the reader's `normal`). */
  const inheritKeys = (keys: readonly unknown[], where: string): MotionInheritKey[] => {
    let restated = 0;
    const out = keys.map((raw, k): MotionInheritKey => {
      const kw = `${where} key ${k}`;
      const { key, t } = keyAt(raw, kw, where);
      extraFields(key, ['inherit'], 'TIMELINE_FIELD', kw);
      if (key.inherit === undefined) {
        restated++;
        return { t, v: INHERIT_KEY_DEFAULT };
      }
      input.kind(key.inherit, `${kw} inherit`, RIG_FIELDS.RigBone.inherit);
      if (key.inherit === INHERIT_KEY_DEFAULT) defaultStated(where);
      return { t, v: key.inherit as MotionInheritKey['v'] };
    });
    if (restated > 0) {
      findings.add('lossy', 'TIMELINE_KEY_RESTATED', where, `${restated} key(s) the source leaves without a mode are written at the reader's per-key default (inherit=${INHERIT_KEY_DEFAULT}); the rebuild omits it again`);
    }
    return out;
  };

  /**
   * Sequence keys, carried as stated: an absent field keeps the reader's per-key default (mode
   * hold, index 0, delay the previous key's), which build also leaves out.
   */
  const sequenceKeys = (keys: readonly unknown[], where: string): MotionSequenceTrack['keys'] => {
    let lastDelay = 0;
    return keys.map((raw, k) => {
      const kw = `${where} key ${k}`;
      const { key, t } = keyAt(raw, kw, where);
      const entry: JsonObject = { t };
      if (key.mode !== undefined) {
        input.kind(key.mode, `${kw} mode`, MOTION_FIELDS.MotionSequenceKey.mode);
        entry.mode = key.mode;
        if (key.mode === SEQUENCE_KEY_DEFAULTS.mode) defaultStated(where);
      }
      if (key.index !== undefined) {
        entry.index = input.number(key.index, `${kw} index`);
        if (key.index === SEQUENCE_KEY_DEFAULTS.index) defaultStated(where);
      }
      if (key.delay !== undefined) {
        entry.delay = input.number(key.delay, `${kw} delay`);
        if (key.delay === lastDelay) defaultStated(where);
        lastDelay = key.delay as number;
      }
      extraFields(key, ['mode', 'index', 'delay'], 'TIMELINE_FIELD', kw);
      return entry as unknown as MotionSequenceTrack['keys'][number];
    });
  };

  /**
   * Draw order keys (`drawOrder`, or a folder's `keys` when `folder` lists its slots): the reader
   * throws on an offset naming a slot the skeleton (or the folder) does not have.
   */
  const drawOrderKeys = (raw: unknown, where: string, folder: readonly string[] | undefined): MotionDrawOrderKey[] =>
    list(raw, where).map((rawKey, k) => {
      const kw = `${where} key ${k}`;
      const { key, t } = keyAt(rawKey, kw, where);
      extraFields(key, ['offsets'], 'DRAW_ORDER_FIELD', kw);
      if (key.offsets === undefined) return { t };
      const offsets = list(key.offsets, `${kw} offsets`).map((o, j) => {
        const ow = `${kw} offsets[${j}]`;
        const entry = input.object(o, ow);
        if (!ctx.slots.includes(entry.slot as string)) input.fail(ow, `slot ${JSON.stringify(entry.slot)} is not a slot of this skeleton`);
        if (folder !== undefined && !folder.includes(entry.slot as string)) input.fail(ow, `slot ${JSON.stringify(entry.slot)} is not one of the folder's slots`);
        extraFields(entry, ['slot', 'offset'], 'DRAW_ORDER_FIELD', ow);
        return { slot: entry.slot as string, offset: input.number(entry.offset, `${ow} offset`) };
      });
      return { t, offsets };
    });

  const tracks: MotionTrack[] = [];

  for (const [bone, timelines] of objectEntries(anim.bones, `${at} bones`, (key) => `${at} bone "${key}"`)) {
    if (!ctx.bones.includes(bone)) input.fail(`${at} bone "${bone}"`, 'is not a bone of this skeleton');
    for (const [property, keys] of arrayEntries(timelines, `${at} bone "${bone}"`, (key) => `${at} bone "${bone}" ${key}`)) {
      const where = `${at} bone "${bone}" ${property}`;
      const shapes: Record<string, readonly TrackChannel[]> = VALUE_TRACK_SHAPES.bone;
      if (Object.hasOwn(shapes, property)) {
        tracks.push({ bone, property, keys: valueKeys(keys, shapes[property]!, where) } as MotionTrack);
      } else if (property === 'inherit') {
        tracks.push({ bone, property, keys: inheritKeys(keys, where) });
      } else {
        findings.add('blocker', 'BONE_TIMELINE', where, `timeline "${property}" is not a 4.3 bone timeline and the motion spec has no track for it, so the rebuild drops it`);
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
          const { key, t } = keyAt(raw, kw, where);
          extraFields(key, ['name'], 'TIMELINE_FIELD', kw);
          // `name: null` is the reader's default (show nothing), which the editor and build omit.
          if (key.name === null) defaultStated(where);
          if (key.name === undefined || key.name === null) return { t, v: null };
          input.kind(key.name, `${kw} name`, 'string');
          return { t, v: key.name as string };
        });
        tracks.push({ slot, property, keys: out });
      } else if (TWO_COLOR_TIMELINES.includes(property) && !ctx.tinted.has(slot)) {
        // The reader loads it, and the runtime then fails the first time it plays it (the slot's
        // pose has no dark colour to set); build refuses such a track, so it is not carried.
        findings.add(
          'blocker',
          'TINT_WITHOUT_DARK',
          where,
          `timeline "${property}" sets a tint-black colour and slot "${slot}" has no setup \`dark\`; the runtime fails playing it, so the rebuild drops it`,
        );
      } else if (Object.hasOwn(SLOT_COLOR_SHAPES, property)) {
        const colorShape = SLOT_COLOR_SHAPES[property as keyof typeof SLOT_COLOR_SHAPES];
        const out = keys.map((raw, k): MotionColorKey => {
          const kw = `${where} key ${k}`;
          const { key, t } = keyAt(raw, kw, where);
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
        findings.add('blocker', 'SLOT_TIMELINE', where, `timeline "${property}" is not a 4.3 slot timeline and the motion spec has no track for it, so the rebuild drops it`);
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
        const { key, t } = keyAt(raw, kw, where);
        const entry: JsonObject = { t };
        for (const field of stated) {
          const kind = typeof defaults[field] === 'boolean' ? 'boolean' : 'number';
          const dflt = defaults[field]!;
          if (key[field] !== undefined) {
            input.kind(key[field], `${kw} ${field}`, kind);
            entry[field] = key[field];
            if (key[field] === (typeof dflt === 'string' ? (key[dflt] ?? defaults[dflt]) : dflt)) defaultStated(where);
            continue;
          }
          restated++;
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
  const sequence: MotionSequenceTrack[] = [];
  /** The carried attachment timelines in file order, to compare with the order build writes them in. */
  const attachmentTimelines: string[][] = [];
  for (const [skin, perSkin] of objectEntries(anim.attachments, `${at} attachments`, (key) => `${at} skin "${key}"`)) {
    for (const [slot, perSlot] of objectEntries(perSkin, `${at} skin "${skin}"`, (key) => `${at} ${skin}/${key}`)) {
      for (const [attachment, timelines] of objectEntries(perSlot, `${at} ${skin}/${slot}`, (key) => `${at} ${skin}/${slot}/${key}`)) {
        const target = `${at} ${skin}/${slot}/${attachment}`;
        const type = ctx.attachmentType(skin, slot, attachment);
        if (type === undefined) input.fail(target, 'is not an attachment of that skin and slot');
        for (const [property, keys] of arrayEntries(timelines, target, (key) => `${target} ${key}`)) {
          const where = `${target} ${property}`;
          if (property !== 'deform' && property !== 'sequence') {
            findings.add('blocker', 'ATTACHMENT_TIMELINE', where, `timeline "${property}" is not one the reader reads (deform, sequence); the rebuild drops it`);
            continue;
          }
          if (!(property === 'deform' ? DEFORM_TYPES : SEQUENCE_TYPES).includes(type)) {
            input.fail(where, `a ${type} attachment has no ${property === 'deform' ? 'vertices to deform' : 'image sequence'}; the runtime reader fails on it`);
          }
          const track: JsonObject = {};
          // Absent `skin` is the default skin, the spec's own spelling.
          if (skin !== 'default') track.skin = skin;
          Object.assign(track, { slot, attachment });
          attachmentTimelines.push([skin, slot, attachment, property]);
          if (property === 'sequence') {
            track.keys = sequenceKeys(keys, where);
            sequence.push(track as unknown as MotionSequenceTrack);
            continue;
          }
          track.keys = keys.map((raw, k) => {
            const kw = `${where} key ${k}`;
            const { key, t } = keyAt(raw, kw, where);
            const entry: JsonObject = { t };
            if (key.offset !== undefined) entry.offset = input.number(key.offset, `${kw} offset`);
            if (key.offset === 0) defaultStated(where);
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
  // Build writes every deform track before every sequence track (grouped by skin, slot and
  // attachment in order of first appearance, deform before sequence within one attachment).
  const written = [...attachmentTimelines.filter((e) => e[3] === 'deform'), ...attachmentTimelines.filter((e) => e[3] === 'sequence')];
  if (nestedOrder(written).join('\n') !== attachmentTimelines.map((e) => e.join('/')).join('\n')) {
    findings.add('lossy', 'ATTACHMENT_TIMELINE_ORDER', at, 'the deform and sequence timelines interleave in an order the rebuild does not keep (it groups deform before sequence); the runtime reads them the same either way');
  }

  let drawOrder: MotionDrawOrderKey[] | undefined;
  if (anim.drawOrder !== undefined) drawOrder = drawOrderKeys(anim.drawOrder, `${at} drawOrder`, undefined);

  let drawOrderFolder: MotionDrawOrderFolder[] | undefined;
  if (anim.drawOrderFolder !== undefined) {
    drawOrderFolder = list(anim.drawOrderFolder, `${at} drawOrderFolder`).map((raw, i) => {
      const fw = `${at} drawOrderFolder ${i}`;
      const folder = input.object(raw, fw);
      for (const field of Object.keys(folder)) if (field !== 'slots' && field !== 'keys') findings.dropped('DRAW_ORDER_FIELD', fw, field);
      // The reader reads an absent list as empty; the spec states both, so the rebuild writes them.
      for (const field of ['slots', 'keys']) {
        if (folder[field] === undefined) findings.add('lossy', 'COLLECTION_PRESENCE', fw, `the folder states no "${field}", which the reader reads as empty; the rebuild writes an empty one`);
      }
      if (folder.slots !== undefined) input.kind(folder.slots, `${fw} slots`, 'strings');
      const slots = [...((folder.slots ?? []) as string[])];
      for (const slot of slots) if (!ctx.slots.includes(slot)) input.fail(`${fw} slots`, `slot ${JSON.stringify(slot)} is not a slot of this skeleton`);
      return { slots, keys: drawOrderKeys(folder.keys, fw, slots) };
    });
  }

  let events: MotionEventKey[] | undefined;
  if (anim.events !== undefined) {
    const payload = Object.keys(MOTION_FIELDS.MotionEventKey).filter((field) => field !== 't' && field !== 'name');
    events = list(anim.events, `${at} events`).map((raw, k) => {
      const kw = `${at} event key ${k}`;
      const { key, t } = keyAt(raw, kw, `${at} events`);
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

  for (const [track, count] of statedDefaults) {
    findings.add(
      'lossy',
      'KEY_DEFAULT_STATED',
      track,
      `${count} key value(s) state exactly what the reader takes where a key omits them (a \`time\` of 0, a channel, field or mode at its per-key default, a \`null\` attachment name, a deform \`offset\` of 0, a sequence \`delay\` already in force); the editor omits such values and the rebuild omits them too`,
    );
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
  if (sequence.length > 0) out.sequence = sequence;
  if (drawOrder !== undefined) out.drawOrder = drawOrder;
  if (drawOrderFolder !== undefined) out.drawOrderFolder = drawOrderFolder;
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

/** `skin/slot/attachment/timeline` paths listed the way nesting them by first appearance lists them. */
function nestedOrder(entries: readonly string[][]): string[] {
  const nested = new Map<string, Map<string, Map<string, Set<string>>>>();
  for (const [skin, slot, attachment, timeline] of entries) {
    const perSkin = nested.get(skin!) ?? nested.set(skin!, new Map()).get(skin!)!;
    const perSlot = perSkin.get(slot!) ?? perSkin.set(slot!, new Map()).get(slot!)!;
    (perSlot.get(attachment!) ?? perSlot.set(attachment!, new Set()).get(attachment!)!).add(timeline!);
  }
  const out: string[] = [];
  for (const [skin, perSkin] of nested) {
    for (const [slot, perSlot] of perSkin) for (const [attachment, timelines] of perSlot) for (const timeline of timelines) out.push(`${skin}/${slot}/${attachment}/${timeline}`);
  }
  return out;
}
