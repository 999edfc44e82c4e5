/**
 * A small ASCII FBX encoder: the node tree of {@link writeBinaryFbx} as text, for building test
 * files and benchmark inputs in code (like binary-writer.ts, not a production exporter).
 *
 * - Arrays are written `*N { a: … }` from version 7000 on and as plain comma lists before.
 * - Strings are quoted (`"` as `&quot;`); an object name in binary form (`Name\x00\x01Class`) is
 *   written in the ASCII form `Class::Name`.
 * - `C` properties are written as their letter when their `code` is one (`U`, `s`, `R`…, as a
 *   binary file's take keys and extrapolation types carry them), else `T`/`F`; `R` raw bytes are
 *   refused (no ASCII form here).
 * - Bare tokens (`{ type: 'bare', value: 'U' }`) are written unquoted: FBX 6 take keys mix them
 *   with numbers, and no binary property type holds them.
 * - A header comment names the version; the file has no FBXHeaderExtension unless given one.
 * - Numbers are written exactly (the shortest text that reads back as the same value), or with
 *   `digits: 'sdk'` the way the FBX SDK's ASCII writer prints them: doubles with 15 significant
 *   digits, `KeyValueFloat` values with 7 and `KeyAttrDataFloat` as the integers of its IEEE bits —
 *   to build the lossy ASCII twin of a binary file.
 */
import type { FbxProperty } from './fbx-tree.js';

/** A property, or a bare (unquoted) token. */
export type FbxAsciiProperty = FbxProperty | { readonly type: 'bare'; readonly value: string };

export interface FbxAsciiNode {
  readonly name: string;
  readonly properties?: readonly FbxAsciiProperty[];
  readonly children?: readonly FbxAsciiNode[];
}

function quoted(value: string): string {
  const binaryName = value.indexOf('\x00\x01');
  const text = binaryName >= 0 ? `${value.slice(binaryName + 2)}::${value.slice(0, binaryName)}` : value;
  return `"${text.replace(/"/g, '&quot;')}"`;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** How numbers are printed: `exact` (shortest round-trip text) or `sdk` (FBX SDK precision). */
export type FbxAsciiDigits = 'exact' | 'sdk';

/** Significant digits of one number, or `undefined` for the exact text. */
type Digits = number | undefined;

function numberText(value: number, digits: Digits): string {
  return digits === undefined || !Number.isFinite(value) ? String(value) : String(Number(value.toPrecision(digits)));
}

function scalar(p: FbxAsciiProperty, digits: Digits): string {
  switch (p.type) {
    case 'bare':
      return p.value;
    case 'S':
      return quoted(p.value);
    case 'C':
      return p.code !== undefined && isLetter(p.code) ? String.fromCharCode(p.code) : p.value ? 'T' : 'F';
    case 'Y':
    case 'I':
    case 'B':
    case 'Z':
      return String(p.value);
    case 'F':
    case 'D':
      return numberText(p.value, digits);
    case 'L':
      return p.value.toString();
    default:
      throw new Error(`no ASCII form for a '${p.type}' property`);
  }
}

function arrayValues(p: FbxAsciiProperty, digits: Digits): string[] | undefined {
  switch (p.type) {
    case 'i':
    case 'b':
      return Array.from(p.value, (v) => String(v));
    case 'f':
    case 'd':
      return Array.from(p.value as ArrayLike<number>, (v) => numberText(v, digits));
    case 'l':
      return Array.from(p.value, (v) => v.toString());
    default:
      return undefined;
  }
}

/** Digits for the numbers of one node under `mode`. */
function digitsOf(node: FbxAsciiNode, mode: FbxAsciiDigits): Digits {
  if (mode === 'exact') return undefined;
  return node.name === 'KeyValueFloat' ? 7 : 15;
}

/** A float32 array as the integers of its IEEE bits (how the SDK writes `KeyAttrDataFloat`). */
function asBits(p: FbxAsciiProperty): FbxAsciiProperty {
  return p.type === 'f' ? { type: 'i', value: new Int32Array(Float32Array.from(p.value).buffer) } : p;
}

function writeNode(node: FbxAsciiNode, indent: string, version: number, mode: FbxAsciiDigits, out: string[]): void {
  const properties = mode === 'sdk' && node.name === 'KeyAttrDataFloat' ? (node.properties ?? []).map(asBits) : (node.properties ?? []);
  const children = node.children ?? [];
  const digits = digitsOf(node, mode);
  const array = properties.length === 1 ? arrayValues(properties[0]!, digits) : undefined;
  if (array !== undefined && version >= 7000 && children.length === 0) {
    out.push(`${indent}${node.name}: *${array.length} {`, `${indent}\ta: ${array.join(',')}`, `${indent}}`);
    return;
  }
  const text = properties.map((p) => arrayValues(p, digits)?.join(',') ?? scalar(p, digits)).join(', ');
  if (children.length === 0) {
    out.push(`${indent}${node.name}: ${text}`);
    return;
  }
  out.push(`${indent}${node.name}: ${text} {`);
  for (const child of children) writeNode(child, `${indent}\t`, version, mode, out);
  out.push(`${indent}}`);
}

/** Encodes `nodes` as an ASCII FBX file of `version` (e.g. 7400, 6100). */
export function writeAsciiFbx(nodes: readonly FbxAsciiNode[], version: number, options: { readonly digits?: FbxAsciiDigits } = {}): Uint8Array {
  const out = [`; FBX ${Math.floor(version / 1000)}.${Math.floor((version % 1000) / 100)}.0 project file`, ''];
  for (const node of nodes) writeNode(node, '', version, options.digits ?? 'exact', out);
  return new TextEncoder().encode(`${out.join('\n')}\n`);
}
