/**
 * An animation's duration as the runtime computes it (`readAnimation`): the largest last-key time
 * over every timeline it reads — bones, slots, constraints, attachments, draw order and events,
 * not only the bone timelines the model carries. Times are stored as f32, as in the runtime.
 * Timeline names the runtime ignores do not count; an empty key array counts for nothing (the
 * runtime turns an empty slot or draw-order timeline into a NaN duration; that is not modelled).
 */
import { assertNameLength } from '@animsmith/cli/plugin';
import { fail, isObject, kindOf, quote } from './errors.js';
import type { SpineSkeleton } from './skeleton.js';

const SLOT_TIMELINES: ReadonlySet<string> = new Set(['attachment', 'rgba', 'rgb', 'alpha', 'rgba2', 'rgb2']);
const PATH_TIMELINES: ReadonlySet<string> = new Set(['position', 'spacing', 'mix']);
const PHYSICS_TIMELINES: ReadonlySet<string> = new Set(['inertia', 'strength', 'damping', 'mass', 'wind', 'gravity', 'mix', 'reset']);
const SLIDER_TIMELINES: ReadonlySet<string> = new Set(['time', 'mix']);
const ATTACHMENT_TIMELINES: ReadonlySet<string> = new Set(['deform', 'sequence']);

type Visit = (keys: unknown, where: string) => void;

export function animationDuration(skeleton: SpineSkeleton, name: string, body: Record<string, unknown>): number {
  const at = `animation ${quote(name)}`;
  let duration = 0;
  const visit: Visit = (keys, where) => {
    if (!Array.isArray(keys)) fail(where, `is ${kindOf(keys)}, not an array of keys`);
    if (keys.length === 0) return;
    const last = keys[keys.length - 1];
    if (!isObject(last)) fail(`${where} key ${keys.length - 1}`, `is ${kindOf(last)}, not an object`);
    const time = last['time'] ?? 0;
    if (typeof time !== 'number' || !Number.isFinite(time)) fail(`${where} key ${keys.length - 1}`, `"time" is ${kindOf(time)}, not a finite number`);
    duration = Math.max(duration, Math.fround(time));
  };

  forEachEntry(body['bones'], `${at} bones`, (bone, timelines) => forEachEntry(timelines, `${at} bone ${quote(bone)}`, (timeline, keys) => visit(keys, `${at} bone ${quote(bone)} ${timeline}`)));
  forEachEntry(body['slots'], `${at} slots`, (slot, timelines) => {
    if (!skeleton.slots.has(slot)) fail(`${at} slot ${quote(slot)}`, 'unknown slot');
    forEachEntry(timelines, `${at} slot ${quote(slot)}`, (timeline, keys) => {
      if (!SLOT_TIMELINES.has(timeline)) fail(`${at} slot ${quote(slot)} ${quote(timeline)}`, `unknown slot timeline (expected ${[...SLOT_TIMELINES].join(', ')})`);
      visit(keys, `${at} slot ${quote(slot)} ${timeline}`);
    });
  });
  for (const group of ['ik', 'transform'] as const) {
    forEachEntry(body[group], `${at} ${group}`, (constraint, keys) => visit(keys, `${at} ${group} ${quote(constraint)}`));
  }
  for (const [group, known] of [['path', PATH_TIMELINES], ['physics', PHYSICS_TIMELINES], ['slider', SLIDER_TIMELINES]] as const) {
    forEachEntry(body[group], `${at} ${group}`, (constraint, timelines) =>
      forEachEntry(timelines, `${at} ${group} ${quote(constraint)}`, (timeline, keys) => {
        if (known.has(timeline)) visit(keys, `${at} ${group} ${quote(constraint)} ${timeline}`);
      }),
    );
  }
  forEachEntry(body['attachments'], `${at} attachments`, (skin, slots) =>
    forEachEntry(slots, `${at} skin ${quote(skin)}`, (slot, attachments) =>
      forEachEntry(attachments, `${at} skin ${quote(skin)} slot ${quote(slot)}`, (attachment, timelines) => {
        assertNameLength(attachment, `${at} skin ${quote(skin)} slot ${quote(slot)} attachment`);
        forEachEntry(timelines, `${at} attachment ${quote(attachment)}`, (timeline, keys) => {
          if (ATTACHMENT_TIMELINES.has(timeline)) visit(keys, `${at} attachment ${quote(attachment)} ${timeline}`);
        });
      }),
    ),
  );
  if (body['drawOrder'] !== undefined) visit(body['drawOrder'], `${at} drawOrder`);
  if (body['drawOrderFolder'] !== undefined) {
    const folders = body['drawOrderFolder'];
    if (!Array.isArray(folders)) fail(`${at} drawOrderFolder`, `is ${kindOf(folders)}, not an array`);
    folders.forEach((folder, i) => {
      if (!isObject(folder)) fail(`${at} drawOrderFolder ${i}`, `is ${kindOf(folder)}, not an object`);
      visit(folder['keys'] ?? [], `${at} drawOrderFolder ${i} keys`);
    });
  }
  if (body['events'] !== undefined) visit(body['events'], `${at} events`);
  return duration;
}

function forEachEntry(value: unknown, where: string, each: (key: string, value: unknown) => void): void {
  if (value === undefined) return;
  if (!isObject(value)) fail(where, `is ${kindOf(value)}, not an object`);
  for (const [key, entry] of Object.entries(value)) each(key, entry);
}
