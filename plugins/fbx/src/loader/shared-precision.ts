/**
 * The numbers the loader builds its model from, at the precision a binary FBX file and its FBX SDK
 * ASCII twin both hold.
 *
 * The SDK's ASCII writer prints doubles with 15 significant digits and the float32 key values
 * (`KeyValueFloat`) with 7 — fewer than the 9 a float32 needs, so an ASCII file holds less than
 * its binary twin: `-43.63884735107422` (binary) is written `-43.63885`, which reads back as the
 * float32 `-43.638851165771484`. No reader can recover the lost digits. The loader therefore reads
 * every file at the shared precision: each double rounded to 15 significant digits, each key value
 * to 7 and then to float32. On an SDK ASCII file this changes nothing; on a binary file it drops
 * only what its ASCII twin would not hold, so both load bit-identical inputs, the (float64)
 * evaluation is identical, and so is every float32 value the model carries. The error added is at
 * most half a unit in the 7th digit of a key (under 1e-6 relative), far inside the model's float32
 * resolution of the measurements.
 *
 * Left exact: integers (ids, indices, KTime ticks) and `KeyAttrDataFloat`, whose float32 tangent
 * words the SDK's ASCII writer prints as their IEEE bits.
 *
 * `pose --space source` does not use this: it evaluates the file's numbers as they are.
 */
import type { FbxFile, FbxNode, FbxProperty } from '../fbx-tree.js';

/** Significant digits the FBX SDK's ASCII writer keeps for a double. */
export const DOUBLE_DIGITS = 15;
/** Significant digits the FBX SDK's ASCII writer keeps for a float32 key value. */
export const KEY_VALUE_DIGITS = 7;

/** Arrays whose values the SDK stores as float32 key values. */
const KEY_VALUE_ARRAYS: ReadonlySet<string> = new Set(['KeyValueFloat']);

/** Exact powers of ten (every 10^k with k ≤ 22 is a double). */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/** Veltkamp's splitter for doubles (2^27 + 1). */
const SPLITTER = 134217729;

/** The rounding error of the double product `p = a·b`: `a·b = p + error` exactly (Dekker). */
function productError(a: number, b: number, p: number): number {
  const ca = SPLITTER * a;
  const ah = ca - (ca - a);
  const al = a - ah;
  const cb = SPLITTER * b;
  const bh = cb - (cb - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/**
 * `value` rounded to `digits` significant decimal digits, as the double nearest that decimal —
 * exactly `Number(value.toPrecision(digits))`, without formatting: the scaled value `|v|·10^k` is
 * formed exactly (product plus its error), rounded to the integer `n` of `digits` digits, and
 * `n / 10^k` is the correctly rounded double of the decimal. Values outside the exact range of
 * the powers, exact halfway cases and a mis-guessed exponent take the formatting path.
 */
export function roundDigits(value: number, digits: number): number {
  // Small integers print exactly at any precision (and are most of a file's numbers).
  if (Number.isInteger(value) && Math.abs(value) < POW10[digits]!) return value;
  if (!Number.isFinite(value)) return value;
  const a = Math.abs(value);
  const k = digits - 1 - Math.floor(Math.log10(a));
  if (k < 0 || k > 22) return Number(value.toPrecision(digits));
  const scale = POW10[k]!;
  const hi = a * scale;
  const lo = productError(a, scale, hi);
  let n = Math.round(hi);
  const rest = hi - n + lo;
  if (Math.abs(Math.abs(rest) - 0.5) < 1e-9) return Number(value.toPrecision(digits));
  if (rest > 0.5) n += 1;
  else if (rest < -0.5) n -= 1;
  if (n < POW10[digits - 1]! || n >= POW10[digits]!) return Number(value.toPrecision(digits));
  const rounded = n / scale;
  return value < 0 ? -rounded : rounded;
}

function keyValue(value: number): number {
  return Math.fround(roundDigits(value, KEY_VALUE_DIGITS));
}

function atSharedPrecisionProperty(property: FbxProperty, keyValues: boolean): FbxProperty {
  switch (property.type) {
    case 'D':
    case 'F':
      return { type: property.type, value: keyValues ? keyValue(property.value) : roundDigits(property.value, property.type === 'F' ? KEY_VALUE_DIGITS : DOUBLE_DIGITS) };
    case 'd':
      return new RoundedArrayProperty('d', property, keyValues) as unknown as FbxProperty;
    case 'f':
      if (!keyValues) return property;
      return new RoundedArrayProperty('f', property, true) as unknown as FbxProperty;
    default:
      return property;
  }
}

/**
 * An array property rounded on first read of `value` (then kept): the source array is not read
 * until then, so an array no reader asks for is neither rounded nor (in a binary file) inflated.
 * One small object per array, no closures.
 */
class RoundedArrayProperty {
  readonly type: 'd' | 'f';
  /** The source property until the rounded copy exists (then dropped). */
  #source: FbxProperty | null;
  readonly #keyValues: boolean;
  #rounded: Float64Array | Float32Array | undefined = undefined;

  constructor(type: 'd' | 'f', source: FbxProperty, keyValues: boolean) {
    this.type = type;
    this.#source = source;
    this.#keyValues = keyValues;
  }

  get value(): Float64Array | Float32Array {
    if (this.#rounded === undefined) {
      const values = this.#source!.value as Float64Array | Float32Array;
      this.#rounded = this.type === 'd' ? roundedDoubles(values, this.#keyValues) : roundedKeyValues(values);
      this.#source = null;
    }
    return this.#rounded;
  }
}

// `type` and `value` enumerate as a plain `{ type, value }` record's do (the state is private).
Object.defineProperty(RoundedArrayProperty.prototype, 'value', { enumerable: true });

function roundedDoubles(values: Float64Array | Float32Array, keyValues: boolean): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < out.length; i++) out[i] = keyValues ? keyValue(values[i]!) : roundDigits(values[i]!, DOUBLE_DIGITS);
  return out;
}

function roundedKeyValues(values: Float64Array | Float32Array): Float32Array {
  const out = new Float32Array(values.length);
  for (let i = 0; i < out.length; i++) out[i] = keyValue(values[i]!);
  return out;
}

function atSharedPrecisionNode(node: FbxNode): FbxNode {
  const keyValues = KEY_VALUE_ARRAYS.has(node.name);
  let properties: FbxProperty[] | null = null;
  for (let i = 0; i < node.properties.length; i++) {
    const property = node.properties[i]!;
    const rounded = atSharedPrecisionProperty(property, keyValues);
    if (rounded === property) continue;
    properties ??= node.properties.slice();
    properties[i] = rounded;
  }
  let children: FbxNode[] | null = null;
  for (let i = 0; i < node.children.length; i++) {
    const child = node.children[i]!;
    const rounded = atSharedPrecisionNode(child);
    if (rounded === child) continue;
    children ??= node.children.slice();
    children[i] = rounded;
  }
  if (properties === null && children === null) return node;
  return { name: node.name, properties: properties ?? node.properties, children: children ?? node.children, at: node.at };
}

/**
 * `file` with every double and key value at the shared precision (the input is not changed; nodes
 * with nothing to round are shared with it). Arrays are rounded lazily, on their first read.
 */
export function atSharedPrecision(file: FbxFile): FbxFile {
  return { encoding: file.encoding, version: file.version, nodes: file.nodes.map((node) => atSharedPrecisionNode(node)) };
}
