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

function roundDigits(value: number, digits: number): number {
  // Small integers print exactly at any precision (and are most of a file's numbers).
  if (Number.isInteger(value) && Math.abs(value) < 1e7) return value;
  if (!Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}

function keyValue(value: number): number {
  return Math.fround(roundDigits(value, KEY_VALUE_DIGITS));
}

function atSharedPrecisionProperty(property: FbxProperty, keyValues: boolean): FbxProperty {
  switch (property.type) {
    case 'D':
    case 'F':
      return { type: property.type, value: keyValues ? keyValue(property.value) : roundDigits(property.value, property.type === 'F' ? KEY_VALUE_DIGITS : DOUBLE_DIGITS) };
    case 'd': {
      const out = new Float64Array(property.value.length);
      for (let i = 0; i < out.length; i++) out[i] = keyValues ? keyValue(property.value[i]!) : roundDigits(property.value[i]!, DOUBLE_DIGITS);
      return { type: 'd', value: out };
    }
    case 'f': {
      if (!keyValues) return property;
      const out = new Float32Array(property.value.length);
      for (let i = 0; i < out.length; i++) out[i] = keyValue(property.value[i]!);
      return { type: 'f', value: out };
    }
    default:
      return property;
  }
}

function atSharedPrecisionNode(node: FbxNode): FbxNode {
  const keyValues = KEY_VALUE_ARRAYS.has(node.name);
  return {
    name: node.name,
    properties: node.properties.map((p) => atSharedPrecisionProperty(p, keyValues)),
    children: node.children.map(atSharedPrecisionNode),
    at: node.at,
  };
}

/** A copy of `file` with every double and key value at the shared precision (the input is not changed). */
export function atSharedPrecision(file: FbxFile): FbxFile {
  return { encoding: file.encoding, version: file.version, nodes: file.nodes.map(atSharedPrecisionNode) };
}
