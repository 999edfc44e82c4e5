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

function scalar(p: FbxAsciiProperty): string {
  switch (p.type) {
    case 'bare':
      return p.value;
    case 'S':
      return quoted(p.value);
    case 'C':
      return p.code !== undefined && isLetter(p.code) ? String.fromCharCode(p.code) : p.value ? 'T' : 'F';
    case 'Y':
    case 'I':
    case 'F':
    case 'D':
      return String(p.value);
    case 'L':
      return p.value.toString();
    default:
      throw new Error(`no ASCII form for a '${p.type}' property`);
  }
}

function arrayValues(p: FbxAsciiProperty): string[] | undefined {
  switch (p.type) {
    case 'i':
    case 'f':
    case 'd':
    case 'b':
      return Array.from(p.value as ArrayLike<number>, (v) => String(v));
    case 'l':
      return Array.from(p.value, (v) => v.toString());
    default:
      return undefined;
  }
}

function writeNode(node: FbxAsciiNode, indent: string, version: number, out: string[]): void {
  const properties = node.properties ?? [];
  const children = node.children ?? [];
  const array = properties.length === 1 ? arrayValues(properties[0]!) : undefined;
  if (array !== undefined && version >= 7000 && children.length === 0) {
    out.push(`${indent}${node.name}: *${array.length} {`, `${indent}\ta: ${array.join(',')}`, `${indent}}`);
    return;
  }
  const text = properties.map((p) => arrayValues(p)?.join(',') ?? scalar(p)).join(', ');
  if (children.length === 0) {
    out.push(`${indent}${node.name}: ${text}`);
    return;
  }
  out.push(`${indent}${node.name}: ${text} {`);
  for (const child of children) writeNode(child, `${indent}\t`, version, out);
  out.push(`${indent}}`);
}

/** Encodes `nodes` as an ASCII FBX file of `version` (e.g. 7400, 6100). */
export function writeAsciiFbx(nodes: readonly FbxAsciiNode[], version: number): Uint8Array {
  const out = [`; FBX ${Math.floor(version / 1000)}.${Math.floor((version % 1000) / 100)}.0 project file`, ''];
  for (const node of nodes) writeNode(node, '', version, out);
  return new TextEncoder().encode(`${out.join('\n')}\n`);
}
