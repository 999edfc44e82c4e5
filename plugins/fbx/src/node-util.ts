/** Small helpers over the raw node tree shared by the document modules. */
import type { FbxNode, FbxProperty } from './fbx-tree.js';

/**
 * One value of a property entry, normalised across the two encodings:
 * - `L` (64-bit integers) stays `bigint` (ids and KTime values must be lossless);
 * - every other scalar number (`Y I F D`) is a `number`, `C` (bool/char) is `0`/`1`;
 * - `S` is a string, `R` raw bytes.
 * Array-typed values never occur inside a property entry; a block holding one is refused.
 */
export type FbxValue = number | bigint | string | Uint8Array;

export function childNamed(node: { readonly children: readonly FbxNode[] } | undefined, name: string): FbxNode | undefined {
  if (node === undefined) return undefined;
  // A plain loop, not `find`: called for every field of every curve, no closure per call.
  const children = node.children;
  for (let i = 0; i < children.length; i++) if (children[i]!.name === name) return children[i];
  return undefined;
}

export function childrenNamed(node: { readonly children: readonly FbxNode[] } | undefined, name: string): FbxNode[] {
  return node === undefined ? [] : node.children.filter((c) => c.name === name);
}

/** The first property as a string, if it is one. */
export function stringProp(node: FbxNode | undefined, index = 0): string | undefined {
  const p = node?.properties[index];
  return p?.type === 'S' ? p.value : undefined;
}

/** A scalar numeric property as a number (`L` only when within 2^53), or `undefined`. */
export function numberProp(property: FbxProperty | undefined): number | undefined {
  const value = property === undefined ? undefined : scalarValue(property);
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' && value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)) return Number(value);
  return undefined;
}

/** A scalar property as a lossless integer, or `undefined` (non-integers, strings, arrays). */
export function integerProp(property: FbxProperty | undefined): bigint | undefined {
  if (property === undefined) return undefined;
  switch (property.type) {
    case 'L':
      return property.value;
    case 'Y':
    case 'I':
    case 'B':
    case 'Z':
    case 'F':
    case 'D':
      return Number.isSafeInteger(property.value) ? BigInt(property.value) : undefined;
    default:
      return undefined;
  }
}

/** What a property is, for messages (`a string`, `an 'f' array`…). */
export function describeProp(property: FbxProperty | undefined): string {
  if (property === undefined) return 'nothing';
  switch (property.type) {
    case 'S':
      return 'a string';
    case 'R':
      return 'raw bytes';
    case 'C':
      return 'a boolean';
    case 'b':
    case 'i':
    case 'l':
    case 'f':
    case 'd':
      return `an '${property.type}' array`;
    default:
      return `${property.value}`;
  }
}

/**
 * The numbers of a node's data: one array property (`*N { a: … }` / binary arrays) or, in FBX 6
 * ASCII, a plain comma list of scalars. `undefined` when the node holds anything else.
 */
export function numericData(node: FbxNode): ArrayLike<number> | BigInt64Array | undefined {
  const props = node.properties;
  if (props.length === 1) {
    const p = props[0]!;
    switch (p.type) {
      case 'i':
      case 'f':
      case 'd':
        return p.value;
      case 'l':
        return p.value;
      case 'b':
        return p.value;
      default:
        break;
    }
  }
  const out: number[] = [];
  for (const p of props) {
    const n = numberProp(p);
    if (n === undefined) return undefined;
    out.push(n);
  }
  return out;
}

/**
 * A scalar property's value as the document layer stores it (`C` as 1/0; arrays and unknown types
 * are not scalars: undefined).
 */
export function scalarValue(property: FbxProperty): FbxValue | undefined {
  switch (property.type) {
    case 'C':
      return property.value ? 1 : 0;
    case 'Y':
    case 'I':
    case 'B':
    case 'Z':
    case 'F':
    case 'D':
    case 'L':
    case 'S':
    case 'R':
      return property.value;
    default:
      return undefined;
  }
}
