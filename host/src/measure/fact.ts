/**
 * Shared shapes and helpers for measurement families: the availability tri-state with its value,
 * key ordering for name-keyed maps, and f32 rounding of derived numbers.
 */
import type { Availability } from './types.js';

/** An optional fact: the value is present exactly when the fact was measured. */
export type Fact<T> =
  | { readonly availability: 'measured'; readonly value: T }
  | { readonly availability: Exclude<Availability, 'measured'> };

export const NOT_APPLICABLE: Fact<never> = Object.freeze({ availability: 'not_applicable' });
export const UNAVAILABLE: Fact<never> = Object.freeze({ availability: 'unavailable' });

export function measured<T>(value: T): Fact<T> {
  return { availability: 'measured', value };
}

/**
 * Order of keys in name-keyed measurement maps (`clips`, `bone_rotation_range_deg`): plain
 * JavaScript string order, i.e. by UTF-16 code unit. It equals Unicode code point (and so UTF-8
 * byte) order except between astral characters and BMP characters above U+D7FF.
 */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A plain object whose own enumerable keys are inserted in `compareKeys` order. `__proto__` is
 * defined as an own data property, so it stays an ordinary key. Note that JavaScript
 * enumerates integer-like keys ("0", "17") first in numeric order whatever the insertion order; a
 * serializer that must be byte-exact for such names has to sort keys itself.
 */
export function sortedRecord<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const list = [...entries].sort((x, y) => compareKeys(x[0], y[0]));
  const out: Record<string, T> = {};
  for (const [key, value] of list) {
    if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return out;
}

/** Bone index a role resolves to, or undefined when unresolved or outside the skeleton. */
export function roleBone(index: number | undefined, boneCount: number): number | undefined {
  return index !== undefined && Number.isInteger(index) && index >= 0 && index < boneCount ? index : undefined;
}
