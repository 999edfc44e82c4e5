/**
 * The generic half of both parsers: an object against its field table (unknown keys refused by
 * name, required keys present, scalar kinds right). Nested shapes (`'custom'` fields) are the
 * callers' to walk.
 */
import type { FieldKind } from './constants.js';
import { SpecError } from './errors.js';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON path of a member: `.name` for identifiers, `["odd key"]` otherwise. */
export function member(path: string, key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** How a checker reports a fault: throws, with the location and the reason. */
export type Raise = (where: string, reason: string) => never;

/** Checks values of one document; a fault throws through `raise` (a `SpecError` unless told otherwise). */
export class Checker {
  private readonly raise: Raise;

  constructor(document: string, raise?: Raise) {
    this.raise =
      raise ??
      ((where, reason) => {
        throw new SpecError(document, where, reason);
      });
  }

  fail(where: string, reason: string): never {
    return this.raise(where, reason);
  }

  object(value: unknown, where: string): JsonObject {
    if (!isObject(value)) this.fail(where, `expected an object, found ${describe(value)}`);
    return value;
  }

  array(value: unknown, where: string): unknown[] {
    if (!Array.isArray(value)) this.fail(where, `expected an array, found ${describe(value)}`);
    return value;
  }

  /** `value` as an object holding only `table`'s keys, with `required` present and scalar kinds right. */
  fields(value: unknown, where: string, table: Readonly<Record<string, FieldKind>>, required: readonly string[] = []): JsonObject {
    const obj = this.object(value, where);
    for (const key of Object.keys(obj)) {
      const kind = table[key];
      if (kind === undefined || !Object.hasOwn(table, key)) {
        this.fail(where, `unknown key "${key}" (allowed: ${Object.keys(table).join(', ')})`);
      }
      // The path is built only for a value that fails: this runs once per field of every key.
      if (!accepts(obj[key], kind)) this.kind(obj[key], member(where, key), kind);
    }
    for (const key of required) {
      if (obj[key] === undefined) this.fail(where, `missing required key "${key}"`);
    }
    return obj;
  }

  kind(value: unknown, where: string, kind: FieldKind): void {
    if (typeof kind !== 'string') {
      if (typeof value !== 'string' || !kind.includes(value)) {
        this.fail(where, `expected one of ${kind.map((k) => JSON.stringify(k)).join(', ')}, found ${describe(value)}`);
      }
      return;
    }
    switch (kind) {
      case 'custom':
        return;
      case 'string':
        if (typeof value !== 'string') this.fail(where, `expected a string, found ${describe(value)}`);
        return;
      case 'number':
        this.number(value, where);
        return;
      case 'boolean':
        if (typeof value !== 'boolean') this.fail(where, `expected a boolean, found ${describe(value)}`);
        return;
      case 'string|null':
        if (value !== null && typeof value !== 'string') this.fail(where, `expected a string or null, found ${describe(value)}`);
        return;
      case 'number|null':
        if (value !== null) this.number(value, where);
        return;
      case 'strings':
        this.array(value, where).forEach((item, i) => {
          if (typeof item !== 'string') this.fail(`${where}[${i}]`, `expected a string, found ${describe(item)}`);
        });
        return;
      case 'numbers':
        this.array(value, where).forEach((item, i) => this.number(item, `${where}[${i}]`));
        return;
    }
  }

  number(value: unknown, where: string): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) this.fail(where, `expected a finite number, found ${describe(value)}`);
    return value;
  }
}

/** Whether `value` is of `kind` (the test `Checker.kind` explains when it fails). */
export function accepts(value: unknown, kind: FieldKind): boolean {
  if (typeof kind !== 'string') return typeof value === 'string' && kind.includes(value);
  switch (kind) {
    case 'custom':
      return true;
    case 'string':
      return typeof value === 'string';
    case 'number':
      return isFiniteNumber(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'number|null':
      return value === null || isFiniteNumber(value);
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'numbers':
      return Array.isArray(value) && value.every(isFiniteNumber);
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A short description of a JSON value for an error message. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

/**
 * Sets `target[key]` as an own data property. Names in these documents are arbitrary strings, and
 * plain assignment of `__proto__` would set the prototype instead of adding an entry.
 */
export function put<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * A deep copy of a JSON value (plain objects, arrays, scalars); `structuredClone` is an order of
 * magnitude slower on large key arrays.
 */
export function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => copyJson(item)) as T;
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, entry] of Object.entries(value)) put(out, key, copyJson(entry));
  return out as T;
}
