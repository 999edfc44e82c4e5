/**
 * The one statement of which fields a bone timeline key may hold, shared by the loader (lint
 * input) and ingest so both accept and refuse the same keys: `time`, the timeline's value fields
 * (`VALUE_TRACK_SHAPES`), `curve` when the timeline has values; an `inherit` key holds `inherit`.
 * Any other field (3.8's `angle`, a misspelling) is one the 4.3 runtime silently ignores.
 */
import { VALUE_TRACK_SHAPES } from './constants.js';

/** Fields a bone timeline's keys may hold besides `time`, or undefined for an unknown timeline. */
export function boneKeyFields(timeline: string): readonly string[] | undefined {
  if (timeline === 'inherit') return ['inherit'];
  if (!Object.hasOwn(VALUE_TRACK_SHAPES.bone, timeline)) return undefined;
  const shape = VALUE_TRACK_SHAPES.bone[timeline as keyof typeof VALUE_TRACK_SHAPES.bone];
  return [...shape.map(([field]) => field), 'curve'];
}

/** The fields of `key` other than `time` and `fields`, in key order. */
export function unknownKeyFields(key: Readonly<Record<string, unknown>>, fields: readonly string[]): string[] {
  return Object.keys(key).filter((field) => field !== 'time' && !fields.includes(field));
}
