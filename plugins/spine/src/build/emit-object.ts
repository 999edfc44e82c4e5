/** Building emitted JSON objects in the editor's field order. */
import type { PrintValue } from '../print/index.js';

/** An emitted JSON object under construction (insertion order is the printed order). */
export type EmitObject = { [key: string]: PrintValue };

/**
 * The fields of `source` that are stated (not `undefined`), in `order`. A spec field that is
 * absent stays absent: build never fills in a default.
 */
export function pick<T extends object>(source: T, order: readonly (keyof T & string)[]): EmitObject {
  const out: EmitObject = {};
  for (const key of order) {
    const value = source[key];
    if (value !== undefined) out[key] = value as PrintValue;
  }
  return out;
}

/**
 * An emitted object keyed by names from the specs (bones, slots, skins, events, animations). It has
 * no prototype, so a name such as `__proto__` or `constructor` is an entry like any other.
 */
export function nameMap<V extends PrintValue = PrintValue>(): { [name: string]: V } {
  return Object.create(null) as { [name: string]: V };
}
