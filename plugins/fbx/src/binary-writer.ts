/**
 * A small binary FBX encoder: node tree → bytes in the layout {@link readBinaryFbx} reads.
 *
 * It exists to build test files and benchmark inputs in code (every property type, raw and zlib
 * arrays, 32- and 64-bit record headers), not to export production FBX: it writes no
 * FBXHeaderExtension or other scene content of its own, only the nodes it is given, and its footer
 * is a fixed placeholder (readers ignore what follows the top-level null record).
 *
 * Layout written: the 23-byte magic, the u32 version, each node as endOffset / numProperties /
 * propertyListLen (u32 before version 7500, u64 from 7500), u8 name length, name (latin1),
 * properties, children, and a null record (13 or 25 zero bytes) after a non-empty child list;
 * a null record after the top-level list; then the footer.
 *
 * Usage:
 * ```ts
 * const bytes = writeBinaryFbx(
 *   [{ name: 'Objects', children: [{ name: 'Vertices', properties: [{ type: 'd', value: new Float64Array([0, 1, 2]), encoding: 'zlib' }] }] }],
 *   { version: 7500 },
 * );
 * ```
 */
import { endianness } from 'node:os';
import { deflateSync } from 'node:zlib';
import { BINARY_FBX_64BIT_VERSION, BINARY_FBX_ENDIAN_OFFSET, BINARY_FBX_MAGIC } from './binary-reader.js';
import type { FbxProperty } from './fbx-tree.js';

/** How an array property is stored: `raw` (encoding 0) or `zlib` (encoding 1). */
export type FbxArrayEncoding = 'raw' | 'zlib';

/** A property to write; `encoding` applies to array types only (default: the writer option). */
export type FbxWriteProperty = FbxProperty & { readonly encoding?: FbxArrayEncoding };

/** A node to write. {@link FbxNode} values from the readers are accepted as they are. */
export interface FbxWriteNode {
  readonly name: string;
  readonly properties?: readonly FbxWriteProperty[];
  readonly children?: readonly FbxWriteNode[];
}

export interface FbxWriteOptions {
  /** File version; 7500 and above switch record headers to 64-bit fields. Default 7400. */
  readonly version?: number;
  /** Encoding for array properties that do not set their own. Default `raw`. */
  readonly arrayEncoding?: FbxArrayEncoding;
  /** Also close childless nodes with a null record (some exporters do). Default false. */
  readonly leafNullRecord?: boolean;
  /** zlib level for `zlib` arrays (0–9). Default 6 (zlib's default). */
  readonly zlibLevel?: number;
  /** Write every multi-byte value big-endian and set the header's endianness byte. Default false. */
  readonly bigEndian?: boolean;
  /** Leave the end offset of childless records at 0 (as some Maya builds do). Default false. */
  readonly zeroLeafEnd?: boolean;
}

const LITTLE_ENDIAN_HOST = endianness() === 'LE';

/** Encodes `nodes` as a binary FBX file. Throws a plain Error for names over 255 bytes. */
export function writeBinaryFbx(nodes: readonly FbxWriteNode[], options: FbxWriteOptions = {}): Uint8Array {
  const writer = new Writer(options);
  writer.file(nodes);
  return writer.finish();
}

class Writer {
  private buf = new Uint8Array(1 << 16);
  private view = new DataView(this.buf.buffer);
  private pos = 0;
  private readonly version: number;
  private readonly wide: boolean;
  private readonly nullSize: number;
  private readonly arrayEncoding: FbxArrayEncoding;
  private readonly leafNullRecord: boolean;
  private readonly zlibLevel: number;
  private readonly little: boolean;
  private readonly zeroLeafEnd: boolean;

  constructor(options: FbxWriteOptions) {
    this.version = options.version ?? 7400;
    this.wide = this.version >= BINARY_FBX_64BIT_VERSION;
    this.nullSize = this.wide ? 25 : 13;
    this.arrayEncoding = options.arrayEncoding ?? 'raw';
    this.leafNullRecord = options.leafNullRecord ?? false;
    this.zlibLevel = options.zlibLevel ?? 6;
    this.little = options.bigEndian !== true;
    this.zeroLeafEnd = options.zeroLeafEnd ?? false;
  }

  file(nodes: readonly FbxWriteNode[]): void {
    this.bytes(BINARY_FBX_MAGIC);
    if (!this.little) this.buf[BINARY_FBX_ENDIAN_OFFSET] = 1;
    this.u32(this.version);
    for (const node of nodes) this.node(node);
    this.zeros(this.nullSize);
    this.footer();
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }

  private node(node: FbxWriteNode): void {
    const name = Buffer.from(node.name, 'latin1');
    if (name.byteLength > 255) throw new Error(`FBX node name longer than 255 bytes: ${node.name.slice(0, 40)}...`);
    const properties = node.properties ?? [];
    const children = node.children ?? [];
    const start = this.pos;
    this.zeros(this.nullSize - 1); // endOffset, numProperties, propertyListLen: patched below
    this.u8(name.byteLength);
    this.bytes(name);
    const propStart = this.pos;
    for (const property of properties) this.property(property);
    const propertyListLen = this.pos - propStart;
    for (const child of children) this.node(child);
    if (children.length > 0 || this.leafNullRecord) this.zeros(this.nullSize);
    const childless = children.length === 0 && !this.leafNullRecord;
    this.header(start, 0, childless && this.zeroLeafEnd ? 0 : this.pos);
    this.header(start, 1, properties.length);
    this.header(start, 2, propertyListLen);
  }

  private header(start: number, field: number, value: number): void {
    if (this.wide) {
      this.view.setBigUint64(start + field * 8, BigInt(value), this.little);
    } else {
      this.view.setUint32(start + field * 4, value, this.little);
    }
  }

  private property(p: FbxWriteProperty): void {
    this.u8(p.type.charCodeAt(0));
    switch (p.type) {
      case 'C':
        this.u8(p.code ?? (p.value ? 1 : 0));
        return;
      case 'B':
      case 'Z':
        this.u8(p.value);
        return;
      case 'Y':
        this.ensure(2);
        this.view.setInt16(this.pos, p.value, this.little);
        this.pos += 2;
        return;
      case 'I':
        this.ensure(4);
        this.view.setInt32(this.pos, p.value, this.little);
        this.pos += 4;
        return;
      case 'F':
        this.ensure(4);
        this.view.setFloat32(this.pos, p.value, this.little);
        this.pos += 4;
        return;
      case 'D':
        this.ensure(8);
        this.view.setFloat64(this.pos, p.value, this.little);
        this.pos += 8;
        return;
      case 'L':
        this.ensure(8);
        this.view.setBigInt64(this.pos, p.value, this.little);
        this.pos += 8;
        return;
      case 'S': {
        const text = Buffer.from(p.value, 'utf8');
        this.u32(text.byteLength);
        this.bytes(text);
        return;
      }
      case 'R':
        this.u32(p.value.byteLength);
        this.bytes(p.value);
        return;
      default: {
        const raw = orderedBytes(p, this.little);
        const encoding = p.encoding ?? this.arrayEncoding;
        const stored = encoding === 'zlib' ? deflateSync(raw, { level: this.zlibLevel }) : raw;
        this.u32(p.value.length);
        this.u32(encoding === 'zlib' ? 1 : 0);
        this.u32(stored.byteLength);
        this.bytes(stored);
      }
    }
  }

  /** Stand-in footer: 16 id bytes, zero padding to a 16-byte boundary, version, 120 zero bytes. */
  private footer(): void {
    this.bytes(Buffer.from('animsmith-test!!', 'latin1'));
    this.zeros(4);
    this.zeros((16 - (this.pos % 16)) % 16);
    this.u32(this.version);
    this.zeros(120);
  }

  private ensure(extra: number): void {
    const need = this.pos + extra;
    if (need <= this.buf.byteLength) return;
    let size = this.buf.byteLength * 2;
    while (size < need) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  private u8(value: number): void {
    this.ensure(1);
    this.buf[this.pos] = value;
    this.pos += 1;
  }

  private u32(value: number): void {
    this.ensure(4);
    this.view.setUint32(this.pos, value, this.little);
    this.pos += 4;
  }

  private zeros(count: number): void {
    this.ensure(count);
    this.buf.fill(0, this.pos, this.pos + count);
    this.pos += count;
  }

  private bytes(data: Uint8Array): void {
    this.ensure(data.byteLength);
    this.buf.set(data, this.pos);
    this.pos += data.byteLength;
  }
}

type ArrayProperty = Extract<FbxProperty, { type: 'b' | 'i' | 'l' | 'f' | 'd' }>;

/** The array's elements as bytes in the requested order. */
function orderedBytes(p: ArrayProperty, little: boolean): Uint8Array {
  const value = p.value;
  if (little === LITTLE_ENDIAN_HOST || p.type === 'b') return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  const out = new Uint8Array(value.byteLength);
  const view = new DataView(out.buffer);
  for (let i = 0; i < value.length; i += 1) {
    switch (p.type) {
      case 'i':
        view.setInt32(i * 4, p.value[i], little);
        break;
      case 'f':
        view.setFloat32(i * 4, p.value[i], little);
        break;
      case 'd':
        view.setFloat64(i * 8, p.value[i], little);
        break;
      case 'l':
        view.setBigInt64(i * 8, p.value[i], little);
        break;
    }
  }
  return out;
}
