/**
 * Narrowing the skeleton JSON, which somebody else wrote. Absent collections are empty; a value of
 * the wrong kind is a `SkeletonError` at its location (through the spec layer's `Checker`, so the
 * kinds are the same ones the spec parsers accept).
 */
import { accepts, Checker, copyJson, describe, isObject, put, type JsonObject } from '../spec/check.js';
import type { FieldKind } from '../spec/constants.js';
import { SkeletonError } from './errors.js';

export type { JsonObject };
export { isObject, put };

/** The checker every ingest step uses: faults are `SkeletonError`s. */
export const input: Checker = new Checker('skeleton', (where, reason) => {
  throw new SkeletonError(where, reason);
});

/** The array at `value` (absent → empty). */
export function list(value: unknown, where: string): unknown[] {
  return value === undefined ? [] : input.array(value, where);
}

/** The object at `value` (absent → empty). */
export function table(value: unknown, where: string): JsonObject {
  return value === undefined ? {} : input.object(value, where);
}

/** The entries of an object-valued table, each value required to be an object. */
export function objectEntries(value: unknown, where: string, label: (key: string) => string): Array<[string, JsonObject]> {
  return Object.entries(table(value, where)).map(([key, v]) => [key, input.object(v, label(key))]);
}

/** The entries of an array-valued table (a timeline table), each value required to be an array. */
export function arrayEntries(value: unknown, where: string, label: (key: string) => string): Array<[string, unknown[]]> {
  return Object.entries(table(value, where)).map(([key, v]) => [key, input.array(v, label(key))]);
}

/** A required name string. */
export function nameOf(value: JsonObject, where: string): string {
  if (typeof value.name !== 'string') input.fail(where, `"name" must be a string, found ${describe(value.name)}`);
  return value.name;
}

/**
 * Copies the fields of `source` that `fields` lists (checking their kinds), and reports every other
 * field except `handled` as dropped through `drop`.
 *
 * Fields are copied in the TABLE's order, not the source's: a spec's key order is then the same
 * whatever order the skeleton listed its fields in, so ingesting a rebuild (written in the editor's
 * order) gives back the very spec text it was built from.
 */
export function carry(
  source: JsonObject,
  target: JsonObject,
  fields: Readonly<Record<string, FieldKind>>,
  where: string,
  handled: readonly string[],
  drop: (field: string) => void,
): void {
  for (const field of Object.keys(source)) {
    if (handled.includes(field)) continue;
    const kind = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (kind === undefined || kind === 'custom') drop(field);
  }
  for (const [field, kind] of Object.entries(fields)) {
    if (kind === 'custom' || handled.includes(field) || !Object.hasOwn(source, field)) continue;
    const value = source[field];
    if (!accepts(value, kind)) input.kind(value, `${where} ${field}`, kind);
    target[field] = copyJson(value);
  }
}

/**
 * `value`'s fields re-listed in `fields`' order, for an object whose handled fields (`carry`'s
 * `handled`) were added after the carried ones. A key the table does not list stays (last), so
 * the spec validator still names it.
 */
export function inFieldOrder(value: JsonObject, fields: Readonly<Record<string, FieldKind>>): JsonObject {
  const out: JsonObject = {};
  for (const field of Object.keys(fields)) if (Object.hasOwn(value, field)) out[field] = value[field];
  for (const field of Object.keys(value)) if (!Object.hasOwn(out, field)) put(out, field, value[field]);
  return out;
}
