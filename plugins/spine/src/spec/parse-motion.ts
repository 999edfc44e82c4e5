/**
 * `parseMotionSpec`: a JSON value to a `MotionSpec`, or a `SpecError` naming the first fault by
 * JSON path. Unknown keys are refused by name; each key's `v` must fit its timeline's channel
 * shape, each `curve` must hold 4 numbers per channel, each `ease` must name a built-in or declared
 * easing, and no key may lie past its animation's `duration`.
 */
import { Checker, copyJson, member, type JsonObject } from './check.js';
import {
  BUILTIN_EASINGS,
  colorChannels,
  CURVE_CHANNELS,
  IK_KEY_DEFAULTS,
  MOTION_FIELDS,
  MOTION_REQUIRED,
  MOTION_SPEC_VERSION,
  SLOT_COLOR_SHAPES,
  SLOT_TIMELINES,
  TRANSFORM_KEY_DEFAULTS,
  VALUE_TRACK_SHAPES,
  type FieldKind,
  type MotionShape,
} from './constants.js';
import type { MotionSpec } from './types.js';

const TRACK_TARGETS = ['bone', 'slot', 'path', 'physics', 'slider'] as const;

/** A copy of `json` as a `MotionSpec`, or a `SpecError`. `document` names it in messages. */
export function parseMotionSpec(json: unknown, document = 'motion spec'): MotionSpec {
  return copyJson(validateMotionSpec(json, document));
}

/** `json` itself, typed, once it holds the motion spec format (for a value the caller owns alone). */
export function validateMotionSpec(json: unknown, document = 'motion spec'): MotionSpec {
  const c: Checker = new Checker(document);
  const shape = (value: unknown, where: string, s: MotionShape): JsonObject => c.fields(value, where, MOTION_FIELDS[s], MOTION_REQUIRED[s]);

  const root = shape(json, '$', 'MotionSpec');
  if (root.spec !== MOTION_SPEC_VERSION) c.fail('$.spec', `expected "${MOTION_SPEC_VERSION}", found ${JSON.stringify(root.spec)}`);

  const easings = new Set<string>(BUILTIN_EASINGS);
  for (const [name, points] of Object.entries(c.object(root.easings, '$.easings'))) {
    const where = member('$.easings', name);
    if (easings.has(name)) c.fail(where, `"${name}" is a built-in easing and cannot be declared`);
    c.kind(points, where, 'numbers');
    if ((points as number[]).length !== 4) c.fail(where, `an easing is [cx1, cy1, cx2, cy2], found ${(points as number[]).length} numbers`);
    easings.add(name);
  }

  for (const [animName, rawAnim] of Object.entries(c.object(root.animations, '$.animations'))) {
    const at = member('$.animations', animName);
    const anim = shape(rawAnim, at, 'MotionAnimation');
    const duration = anim.duration as number;
    if (duration < 0) c.fail(`${at}.duration`, `expected a duration >= 0, found ${duration}`);

    /** `t` in [0, duration], and the key's easing well formed for `channels` curve channels. */
    const keyCommon = (key: JsonObject, where: string, channels: number | undefined): void => {
      const t = key.t as number;
      if (t < 0 || t > duration) c.fail(`${where}.t`, `key time ${t} lies outside the animation's 0..${duration}`);
      if (key.ease !== undefined && key.curve !== undefined) c.fail(where, 'states both "ease" and "curve"; a key eases one way');
      if (key.ease !== undefined && !easings.has(key.ease as string)) c.fail(`${where}.ease`, `"${String(key.ease)}" is not a built-in or declared easing`);
      if (key.curve !== undefined && channels !== undefined && (key.curve as number[]).length !== channels * 4) {
        c.fail(`${where}.curve`, `a curve holds 4 numbers per channel: expected ${channels * 4}, found ${(key.curve as number[]).length}`);
      }
    };
    const keysOf = (track: JsonObject, where: string): unknown[] => c.array(track.keys, `${where}.keys`);

    /** Each timeline is stated by one track: `seen` holds the identities met so far. */
    const seen = new Set<string>();
    const once = (identity: string, where: string): void => {
      if (seen.has(identity)) c.fail(where, 'states a timeline an earlier track already states');
      seen.add(identity);
    };

    c.array(anim.tracks, `${at}.tracks`).forEach((rawTrack, i) => {
      const where = `${at}.tracks[${i}]`;
      const track = c.object(rawTrack, where);
      const targets = TRACK_TARGETS.filter((target) => track[target] !== undefined);
      if (targets.length !== 1) c.fail(where, `a track names exactly one target of ${TRACK_TARGETS.join(', ')}, found ${targets.length}`);
      const target = targets[0]!;
      const table: Record<string, FieldKind> = { [target]: 'string', property: 'string', keys: 'custom' };
      c.fields(track, where, table, [target, 'property', 'keys']);
      const property = track.property as string;
      once(JSON.stringify([target, track[target], property]), where);
      if (target === 'slot' && !SLOT_TIMELINES.includes(property)) c.fail(`${where}.property`, `a slot track is one of ${SLOT_TIMELINES.join(', ')}, found "${property}"`);
      if (target === 'slot' && property === 'attachment') {
        keysOf(track, where).forEach((raw, k) => keyCommon(shape(raw, `${where}.keys[${k}]`, 'MotionAttachmentKey'), `${where}.keys[${k}]`, undefined));
        return;
      }
      if (target === 'bone' && property === 'inherit') {
        keysOf(track, where).forEach((raw, k) => keyCommon(shape(raw, `${where}.keys[${k}]`, 'MotionInheritKey'), `${where}.keys[${k}]`, undefined));
        return;
      }
      if (target === 'slot' && Object.hasOwn(SLOT_COLOR_SHAPES, property)) {
        const channels = colorChannels(property as keyof typeof SLOT_COLOR_SHAPES);
        keysOf(track, where).forEach((raw, k) => {
          const kw = `${where}.keys[${k}]`;
          const key = shape(raw, kw, 'MotionColorKey');
          const v = key.v as number[];
          if (v.length !== channels || v.some((x) => x < 0 || x > 1)) c.fail(`${kw}.v`, `a "${property}" key holds ${channels} colour channels, each in 0..1`);
          keyCommon(key, kw, channels);
        });
        return;
      }
      const shapes: Record<string, readonly unknown[]> = VALUE_TRACK_SHAPES[target];
      const channels = Object.hasOwn(shapes, property) ? shapes[property]!.length : undefined;
      if (channels === undefined) {
        const allowed = [...Object.keys(shapes), ...(target === 'bone' ? ['inherit'] : [])];
        c.fail(`${where}.property`, `a ${target} track is one of ${allowed.join(', ')}, found "${property}"`);
      }
      keysOf(track, where).forEach((raw, k) => {
        const kw = `${where}.keys[${k}]`;
        const key = shape(raw, kw, 'MotionValueKey');
        if (channels === 0) {
          if (key.v !== null) c.fail(`${kw}.v`, `"${property}" carries no value: v is null`);
        } else {
          c.kind(key.v, `${kw}.v`, 'numbers');
          if ((key.v as number[]).length !== channels) c.fail(`${kw}.v`, `"${property}" has ${channels} channel(s), found ${(key.v as number[]).length} value(s)`);
        }
        keyCommon(key, kw, channels === 0 ? undefined : channels);
      });
    });

    const constraintTracks = (group: 'ik' | 'transform', trackShape: MotionShape, keyShape: MotionShape, fields: readonly string[], channels: number): void => {
      if (anim[group] === undefined) return;
      c.array(anim[group], `${at}.${group}`).forEach((raw, i) => {
        const where = `${at}.${group}[${i}]`;
        const track = shape(raw, where, trackShape);
        once(JSON.stringify([group, track.constraint]), where);
        let stated: string | undefined;
        keysOf(track, where).forEach((rawKey, k) => {
          const kw = `${where}.keys[${k}]`;
          const key = shape(rawKey, kw, keyShape);
          keyCommon(key, kw, channels);
          const here = fields.filter((f) => key[f] !== undefined).join(',');
          if (stated !== undefined && here !== stated) {
            c.fail(kw, `states fields {${here}} but key 0 states {${stated}}: a field is stated on every key of a track or on none`);
          }
          stated = here;
        });
      });
    };
    constraintTracks('ik', 'MotionIkTrack', 'MotionIkKey', Object.keys(IK_KEY_DEFAULTS), CURVE_CHANNELS.ik);
    constraintTracks('transform', 'MotionTransformTrack', 'MotionTransformKey', Object.keys(TRANSFORM_KEY_DEFAULTS), CURVE_CHANNELS.transform);

    /** Deform and sequence tracks: one per (skin, slot, attachment); `channels` is the key curve's channel count. */
    const attachmentTracks = (group: 'deform' | 'sequence', trackShape: MotionShape, keyShape: MotionShape, channels: number | undefined): void => {
      if (anim[group] === undefined) return;
      c.array(anim[group], `${at}.${group}`).forEach((raw, i) => {
        const where = `${at}.${group}[${i}]`;
        const track = shape(raw, where, trackShape);
        once(JSON.stringify([group, track.skin ?? 'default', track.slot, track.attachment]), where);
        keysOf(track, where).forEach((rawKey, k) => {
          const kw = `${where}.keys[${k}]`;
          keyCommon(shape(rawKey, kw, keyShape), kw, channels);
        });
      });
    };
    attachmentTracks('deform', 'MotionDeformTrack', 'MotionDeformKey', CURVE_CHANNELS.deform);
    attachmentTracks('sequence', 'MotionSequenceTrack', 'MotionSequenceKey', undefined);
    /** Draw order keys; `folder` (a folder's slots) limits the slots an offset may move. */
    const drawOrderKeys = (keys: unknown, where: string, folder: readonly string[] | undefined): void => {
      c.array(keys, where).forEach((raw, k) => {
        const kw = `${where}[${k}]`;
        const key = shape(raw, kw, 'MotionDrawOrderKey');
        keyCommon(key, kw, undefined);
        if (key.offsets === undefined) return;
        c.array(key.offsets, `${kw}.offsets`).forEach((o, j) => {
          const offset = shape(o, `${kw}.offsets[${j}]`, 'MotionDrawOrderOffset');
          if (folder !== undefined && !folder.includes(offset.slot as string)) {
            c.fail(`${kw}.offsets[${j}].slot`, `"${String(offset.slot)}" is not one of the folder's slots`);
          }
        });
      });
    };
    if (anim.drawOrder !== undefined) drawOrderKeys(anim.drawOrder, `${at}.drawOrder`, undefined);
    if (anim.drawOrderFolder !== undefined) {
      c.array(anim.drawOrderFolder, `${at}.drawOrderFolder`).forEach((raw, i) => {
        const where = `${at}.drawOrderFolder[${i}]`;
        const folder = shape(raw, where, 'MotionDrawOrderFolder');
        drawOrderKeys(folder.keys, `${where}.keys`, folder.slots as string[]);
      });
    }
    if (anim.events !== undefined) {
      c.array(anim.events, `${at}.events`).forEach((raw, k) => {
        const kw = `${at}.events[${k}]`;
        keyCommon(shape(raw, kw, 'MotionEventKey'), kw, undefined);
      });
    }
  }
  return root as unknown as MotionSpec;
}
