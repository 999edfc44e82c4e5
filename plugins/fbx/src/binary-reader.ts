/**
 * Binary FBX reader: bytes → {@link FbxFile} node tree.
 *
 * Layout (little-endian unless the header's endianness byte says otherwise):
 * - 22-byte magic `Kaydara FBX Binary  \0\x1a`, an endianness byte (0 little-endian, anything else
 *   big-endian, as written by some Maya builds), then the u32 file version (e.g. 7400);
 * - node records from byte 27: endOffset, numProperties, propertyListLen (u32 each before version
 *   7500, u64 from 7500), nameLen (u8), name, the property list, then nested records up to
 *   endOffset, the nested list closed by a null record (13 or 25 zero bytes);
 * - the top-level list is closed by a null record too; whatever follows (the footer) is ignored.
 *
 * Every read is bounds-checked against the enclosing record, every declared length is checked
 * against the file and {@link FbxReadLimits} before anything is allocated or inflated, and every
 * failure is an {@link FbxReadError} `byte <offset>: <reason>`. Nesting is walked with an explicit
 * stack, so a deep file cannot overflow the JS stack whatever `maxDepth` is.
 */
import { endianness } from 'node:os';
import { quoteExcerpt } from '@animsmith/cli/plugin';
import { DEFAULT_FBX_LIMITS, FbxReadError } from './fbx-tree.js';
import type { FbxFile, FbxNode, FbxProperty, FbxReadLimits } from './fbx-tree.js';
import { inflateExact } from './inflate.js';

/**
 * `Kaydara FBX Binary  \0\x1a\0`: the 22-byte magic followed by the endianness byte of a
 * little-endian file (what nearly every exporter writes).
 */
export const BINARY_FBX_MAGIC: Uint8Array = Uint8Array.of(
  0x4b, 0x61, 0x79, 0x64, 0x61, 0x72, 0x61, 0x20, 0x46, 0x42, 0x58, 0x20, 0x42, 0x69, 0x6e, 0x61, 0x72, 0x79, 0x20,
  0x20, 0x00, 0x1a, 0x00,
);

/** Byte offset of the endianness byte, right after the magic: 0 = little-endian, else big-endian. */
export const BINARY_FBX_ENDIAN_OFFSET = 22;

/** Offset of the u32 version, after the magic and the endianness byte. */
const VERSION_OFFSET = BINARY_FBX_ENDIAN_OFFSET + 1;

/** Byte offset of the first top-level node record: magic (22) + endianness (1) + version (4). */
export const BINARY_FBX_HEADER_SIZE = 27;

/** From this version on, record headers use 64-bit fields. */
export const BINARY_FBX_64BIT_VERSION = 7500;

/** True when `bytes` starts with the binary FBX magic and an endianness byte (either value). */
export function isBinaryFbx(bytes: Uint8Array): boolean {
  if (bytes.byteLength <= BINARY_FBX_ENDIAN_OFFSET) return false;
  for (let i = 0; i < BINARY_FBX_ENDIAN_OFFSET; i += 1) {
    if (bytes[i] !== BINARY_FBX_MAGIC[i]) return false;
  }
  return true;
}

const LITTLE_ENDIAN_HOST = endianness() === 'LE';

/** Shared (frozen) child list of every leaf node: most records are leaves, so this saves an array each. */
const NO_CHILDREN: readonly FbxNode[] = Object.freeze([]);

/** Property lists up to this long are allocated at their size (longer ones grow as they are read). */
const PRESIZED_PROPERTY_LISTS = 64;

/** Slots in each string intern table (a power of two). */
const INTERN_SLOTS = 512;

/** `S` values up to this many bytes are looked up in the intern table. */
const MAX_INTERNED_STRING = 48;

/**
 * Probes a direct-mapped intern table of strings whose char codes equal their bytes, for
 * `bytes[start, end)`. Returns `slot + INTERN_SLOTS` on a hit (`table[slot]` is the string),
 * `slot` on a miss (store the decoded string there), or -1 when the bytes must not be cached:
 * with `asciiOnly`, bytes ≥ 0x80 (whose UTF-8 decoding differs from their char codes).
 */
function probe(table: readonly (string | undefined)[], bytes: Uint8Array, start: number, end: number, asciiOnly: boolean): number {
  let hash = end - start;
  let high = 0;
  for (let i = start; i < end; i += 1) {
    const b = bytes[i];
    high |= b;
    hash = Math.imul(hash ^ b, 0x01000193);
  }
  if (asciiOnly && high >= 0x80) return -1;
  const slot = (hash ^ (hash >>> 15)) & (INTERN_SLOTS - 1);
  const cached = table[slot];
  if (cached !== undefined && cached.length === end - start) {
    let i = 0;
    while (i < cached.length && cached.charCodeAt(i) === bytes[start + i]) i += 1;
    if (i === cached.length) return slot + INTERN_SLOTS;
  }
  return slot;
}

/** Element size and a human word for each array property type (`c` is read as `b`). */
function arrayElementSize(code: number): number {
  switch (code) {
    case 0x64 /* d */:
    case 0x6c /* l */:
      return 8;
    case 0x66 /* f */:
    case 0x69 /* i */:
      return 4;
    default: // b, c
      return 1;
  }
}

function arrayElementWord(code: number): string {
  switch (code) {
    case 0x64:
      return 'doubles';
    case 0x6c:
      return '64-bit integers';
    case 0x66:
      return 'floats';
    case 0x69:
      return '32-bit integers';
    default:
      return 'bytes';
  }
}

function describeTypeCode(code: number): string {
  return code >= 0x21 && code <= 0x7e ? `'${String.fromCharCode(code)}'` : `0x${code.toString(16).padStart(2, '0')}`;
}

/** A name for messages: quoted, escaped and bounded (never a line break or a raw byte). */
function quoteName(name: string): string {
  return quoteExcerpt(name, "'");
}

/** Bytes of one slab of small array copies (see `copy`). */
const SLAB_BYTES = 1 << 20;

/**
 * Reads a binary FBX file. Throws {@link FbxReadError} (never another error) for anything that is
 * not a well-formed binary FBX within `limits`.
 *
 * Notes on the tree: `S` strings are decoded as UTF-8 and kept raw (the `\x00\x01` name/class
 * separator stays in the string); `L` and `l` values are bigint; array headers are checked here but
 * their values are decoded on first read of `value` (a zlib array is inflated then, within the
 * read's `maxInflatedBytes` budget, so the first read may throw {@link FbxReadError}); they are
 * aligned typed arrays that do not alias `bytes` (the tree keeps `bytes` alive until then), read-only:
 * an array stored with the same bytes as the one of its type decoded just before it shares its values;
 * `c` arrays (an old byte-array code) are returned as `b`; `R` values are copies, bounded by `maxArrayBytes`.
 */
export function readBinaryFbx(bytes: Uint8Array, limits: FbxReadLimits = DEFAULT_FBX_LIMITS): FbxFile {
  if (!isBinaryFbx(bytes)) {
    throw new FbxReadError('byte 0', 'not a binary FBX file (no "Kaydara FBX Binary" magic)');
  }
  if (bytes.byteLength < BINARY_FBX_HEADER_SIZE) {
    throw new FbxReadError(`byte ${VERSION_OFFSET}`, 'truncated file header (no version)');
  }
  return new BinaryFbxReader(bytes, limits).read();
}

class BinaryFbxReader {
  private readonly bytes: Uint8Array;
  private readonly view: DataView;
  private readonly text: Buffer;
  private readonly length: number;
  private readonly limits: FbxReadLimits;
  private wide = false;
  /** Byte order of every multi-byte value in the file (header fields, properties, array elements). */
  private little = true;
  /** Record header size before the name: 13 (32-bit fields) or 25 (64-bit fields). */
  private headerSize = 13;
  private pos = 0;
  private nodeCount = 0;
  /** Decoded bytes of the zlib arrays inflated so far, against `maxInflatedBytes`. */
  private inflated = 0;
  /** The slab small copies go into, and how much of it is taken (see {@link copy}). */
  private slab: Uint8Array | null = null;
  private slabUsed = 0;
  /** Direct-mapped intern table for node names (see {@link probe}). */
  private readonly names: (string | undefined)[] = new Array<string | undefined>(INTERN_SLOTS).fill(undefined);
  /**
   * The array decoded last, by type code, with the file bytes it came from: an array whose stored
   * bytes are the same gets the same (read-only) values. A baked animation keys every curve at the
   * same frames, so one KeyTime array serves them all instead of a copy per curve.
   */
  private readonly lastDecoded = new Map<number, { start: number; end: number; count: number; raw: boolean; value: FbxProperty['value'] }>();
  /** Intern table for short ASCII `S` values. */
  private readonly strings: (string | undefined)[] = new Array<string | undefined>(INTERN_SLOTS).fill(undefined);

  constructor(bytes: Uint8Array, limits: FbxReadLimits) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.length = bytes.byteLength;
    this.limits = limits;
  }

  read(): FbxFile {
    this.little = this.bytes[BINARY_FBX_ENDIAN_OFFSET] === 0;
    const version = this.view.getUint32(VERSION_OFFSET, this.little);
    if (version < 1000 || version > 99_999) {
      throw new FbxReadError(`byte ${VERSION_OFFSET}`, `implausible FBX version ${version}`);
    }
    this.wide = version >= BINARY_FBX_64BIT_VERSION;
    this.headerSize = this.wide ? 25 : 13;
    this.pos = BINARY_FBX_HEADER_SIZE;
    const nodes = this.readNodeTree();
    return { encoding: 'binary', version, nodes };
  }

  /**
   * Walks the record tree iteratively. `ends[d]` is the end offset of the open record at depth d
   * (depth 0 = the top-level list, bounded by the file), `lists[d]` collects its children.
   */
  private readNodeTree(): FbxNode[] {
    const top: FbxNode[] = [];
    const ends: number[] = [this.length];
    const lists: FbxNode[][] = [top];
    const names: string[] = [''];
    const limits = this.limits;
    let depth = 0;
    for (;;) {
      const parentEnd = ends[depth];
      const start = this.pos;
      if (depth > 0 && start === parentEnd) {
        // The nested list ran to its parent's end without a null record: accepted (nothing is lost).
        depth -= 1;
        continue;
      }
      const headerEnd = start + this.headerSize;
      if (headerEnd > parentEnd) {
        if (depth === 0 || headerEnd > this.length) {
          throw new FbxReadError(
            `byte ${start}`,
            depth === 0 ? 'truncated node header (the file ends before the top-level null record)' : 'truncated node header',
          );
        }
        throw new FbxReadError(
          `byte ${start}`,
          `node header crosses the end of its parent ${quoteName(names[depth])} at byte ${parentEnd}`,
        );
      }
      let endOffset = this.readHeaderField(start);
      const numProperties = this.readHeaderField(start + (this.wide ? 8 : 4));
      const propertyListLen = this.readHeaderField(start + (this.wide ? 16 : 8));
      const nameLen = this.bytes[headerEnd - 1];

      if (endOffset === 0 && nameLen === 0) {
        // Null record: closes the current list.
        if (numProperties !== 0 || propertyListLen !== 0 || nameLen !== 0) {
          throw new FbxReadError(`byte ${start}`, 'malformed null record (end offset 0 but other header fields set)');
        }
        this.pos = headerEnd;
        if (depth === 0) return top;
        if (headerEnd !== parentEnd) {
          throw new FbxReadError(
            `byte ${start}`,
            `null record ends at byte ${headerEnd} but node ${quoteName(names[depth])} ends at byte ${parentEnd}`,
          );
        }
        depth -= 1;
        continue;
      }

      const zeroEnd = endOffset === 0;
      if (zeroEnd) {
        // Some Maya builds leave the end offset of childless records at 0: the record then ends
        // with its property list, which the checks below still hold inside the parent and the file.
        endOffset = headerEnd + nameLen + propertyListLen;
      }
      if (endOffset > this.length) {
        throw new FbxReadError(`byte ${start}`, `${zeroEnd ? `zero-end record ending at byte ${endOffset}` : `end offset ${this.describeField(start)}`} is outside the file (${this.length} bytes)`);
      }
      if (endOffset > parentEnd) {
        throw new FbxReadError(
          `byte ${start}`,
          `end offset ${endOffset} is past the end of its parent ${quoteName(names[depth])} at byte ${parentEnd}`,
        );
      }
      const nameEnd = headerEnd + nameLen;
      if (nameEnd > endOffset) {
        throw new FbxReadError(`byte ${start}`, `end offset ${endOffset} is before the end of the node name at byte ${nameEnd}`);
      }
      const name = this.nodeName(headerEnd, nameEnd);
      if (propertyListLen > endOffset - nameEnd) {
        throw new FbxReadError(
          `byte ${start}`,
          `node ${quoteName(name)} end offset ${endOffset} is before the end of its ${this.describeField(start + (this.wide ? 16 : 8))}-byte property list`,
        );
      }
      const propEnd = nameEnd + propertyListLen;
      // Every property takes at least 2 bytes (type code + payload), so this also bounds the loop.
      if (numProperties * 2 > propertyListLen) {
        throw new FbxReadError(
          `byte ${start}`,
          `node ${quoteName(name)} declares ${this.describeField(start + (this.wide ? 8 : 4))} properties in a ${propertyListLen}-byte property list`,
        );
      }

      // Top-level nodes are level 1; `ends`/`lists` therefore never grow past maxDepth + 1 entries.
      if (depth + 1 > limits.maxDepth) {
        throw new FbxReadError(`byte ${start}`, `node ${quoteName(name)} is nested ${depth + 1} levels deep (depth limit ${limits.maxDepth})`);
      }
      this.nodeCount += 1;
      if (this.nodeCount > limits.maxNodes) {
        throw new FbxReadError(`byte ${start}`, `more than ${limits.maxNodes} nodes (node count limit)`);
      }

      this.pos = nameEnd;
      // Sized up front: the tree keeps every list, and one grown by pushes holds 16 slots or more.
      const properties: FbxProperty[] = numProperties <= PRESIZED_PROPERTY_LISTS ? new Array<FbxProperty>(numProperties) : [];
      for (let i = 0; i < numProperties; i += 1) {
        properties[i] = this.readProperty(name, propEnd);
      }
      if (this.pos !== propEnd) {
        throw new FbxReadError(
          `byte ${this.pos}`,
          `node ${quoteName(name)} properties end at byte ${this.pos} but its property list length says byte ${propEnd}`,
        );
      }

      if (endOffset === propEnd) {
        lists[depth].push({ name, properties, children: NO_CHILDREN, at: start });
      } else {
        const children: FbxNode[] = [];
        lists[depth].push({ name, properties, children, at: start });
        depth += 1;
        ends[depth] = endOffset;
        lists[depth] = children;
        names[depth] = name;
      }
    }
  }

  /**
   * The node name at `bytes[start, end)`, decoded as latin1. Interned: a file uses a few dozen
   * distinct names over millions of records, so a hash lookup replaces a string allocation per node.
   */
  private nodeName(start: number, end: number): string {
    const slot = probe(this.names, this.bytes, start, end, false);
    if (slot >= INTERN_SLOTS) return this.names[slot - INTERN_SLOTS] as string;
    const name = this.text.toString('latin1', start, end);
    this.names[slot] = name;
    return name;
  }

  /** An `S` property value at `bytes[start, end)`, decoded as UTF-8; short ASCII values are interned. */
  private stringValue(start: number, end: number): string {
    if (end - start > MAX_INTERNED_STRING) return this.text.toString('utf8', start, end);
    const slot = probe(this.strings, this.bytes, start, end, true);
    if (slot >= INTERN_SLOTS) return this.strings[slot - INTERN_SLOTS] as string;
    const value = this.text.toString('utf8', start, end);
    if (slot >= 0) this.strings[slot] = value;
    return value;
  }

  /** A u32 or u64 record header field; u64 values past 2^53 become large (imprecise) numbers. */
  private readHeaderField(at: number): number {
    const view = this.view;
    if (!this.wide) return view.getUint32(at, this.little);
    // The high word comes first in a big-endian file.
    const high = this.little ? at + 4 : at;
    const low = this.little ? at : at + 4;
    return view.getUint32(low, this.little) + view.getUint32(high, this.little) * 0x1_0000_0000;
  }

  /** The exact decimal text of a header field, for messages. */
  private describeField(at: number): string {
    return this.wide ? this.view.getBigUint64(at, this.little).toString() : String(this.view.getUint32(at, this.little));
  }

  private readProperty(nodeName: string, propEnd: number): FbxProperty {
    const at = this.pos;
    if (at >= propEnd) {
      throw new FbxReadError(`byte ${at}`, `node ${quoteName(nodeName)} property list ends before its declared property count`);
    }
    const code = this.bytes[at];
    const p = at + 1;
    const view = this.view;
    switch (code) {
      case 0x44 /* D */:
        this.need(at, 8, propEnd, nodeName);
        this.pos = p + 8;
        return { type: 'D', value: view.getFloat64(p, this.little) };
      case 0x53 /* S */: {
        const len = this.readLength(at, propEnd, nodeName, this.limits.maxStringBytes, 'string');
        const s = p + 4;
        this.pos = s + len;
        return { type: 'S', value: this.stringValue(s, s + len) };
      }
      case 0x49 /* I */:
        this.need(at, 4, propEnd, nodeName);
        this.pos = p + 4;
        return { type: 'I', value: view.getInt32(p, this.little) };
      case 0x4c /* L */:
        this.need(at, 8, propEnd, nodeName);
        this.pos = p + 8;
        return { type: 'L', value: view.getBigInt64(p, this.little) };
      case 0x46 /* F */:
        this.need(at, 4, propEnd, nodeName);
        this.pos = p + 4;
        return { type: 'F', value: view.getFloat32(p, this.little) };
      case 0x59 /* Y */:
        this.need(at, 2, propEnd, nodeName);
        this.pos = p + 2;
        return { type: 'Y', value: view.getInt16(p, this.little) };
      case 0x43 /* C */:
        this.need(at, 1, propEnd, nodeName);
        this.pos = p + 1;
        return { type: 'C', value: this.bytes[p] !== 0, code: this.bytes[p]! };
      case 0x42 /* B */:
      case 0x5a /* Z */:
        // One-byte unsigned numbers some Maya builds write (e.g. audio clip properties).
        this.need(at, 1, propEnd, nodeName);
        this.pos = p + 1;
        return { type: code === 0x42 ? 'B' : 'Z', value: this.bytes[p]! };
      case 0x52 /* R */: {
        const len = this.readLength(at, propEnd, nodeName, this.limits.maxArrayBytes, 'raw data');
        const s = p + 4;
        this.pos = s + len;
        return { type: 'R', value: this.copy(s, s + len) };
      }
      case 0x64 /* d */:
      case 0x66 /* f */:
      case 0x6c /* l */:
      case 0x69 /* i */:
      case 0x62 /* b */:
      case 0x63 /* c */:
        return this.readArray(code, nodeName, propEnd);
      default:
        throw new FbxReadError(`byte ${at}`, `node ${quoteName(nodeName)} has a property of unknown type ${describeTypeCode(code)}`);
    }
  }

  /**
   * A private copy of `bytes[start, end)`, independent of `bytes` and 8-byte aligned, so any
   * typed array can view it. Small copies share slabs of up to `SLAB_BYTES` (a rig's curves are
   * thousands of small arrays, and an ArrayBuffer each cost more than copying them); a larger one
   * gets its own buffer.
   */
  private copy(start: number, end: number): Uint8Array {
    const length = end - start;
    let out: Uint8Array;
    if (length > SLAB_BYTES / 8) {
      out = new Uint8Array(length);
    } else {
      let offset = (this.slabUsed + 7) & ~7;
      if (this.slab === null || offset + length > this.slab.length) {
        // No larger than the rest of the file could fill: every later copy is of file bytes after
        // `start`, and its record's header outweighs its alignment padding. A small file then
        // allocates a slab of its own size, not a mebibyte per read.
        this.slab = new Uint8Array(Math.min(SLAB_BYTES, this.length - start + 8));
        offset = 0;
      }
      this.slabUsed = offset + length;
      out = this.slab.subarray(offset, offset + length);
    }
    this.text.copy(out, 0, start, end);
    return out;
  }

  /** Requires `size` payload bytes after the type code at `at`, inside the property list. */
  private need(at: number, size: number, propEnd: number, nodeName: string): void {
    if (at + 1 + size > propEnd) this.overrun(at, propEnd, nodeName);
  }

  private overrun(at: number, propEnd: number, nodeName: string): never {
    throw new FbxReadError(
      `byte ${at}`,
      `node ${quoteName(nodeName)} property ${describeTypeCode(this.bytes[at])} runs past the end of its property list at byte ${propEnd}`,
    );
  }

  /** Length prefix of an S or R property, checked against the property list and `limit`. */
  private readLength(at: number, propEnd: number, nodeName: string, limit: number, what: string): number {
    this.need(at, 4, propEnd, nodeName);
    const len = this.view.getUint32(at + 1, this.little);
    if (len > limit) {
      throw new FbxReadError(`byte ${at}`, `node ${quoteName(nodeName)} ${what} of ${len} bytes exceeds the ${limit}-byte limit`);
    }
    if (at + 5 + len > propEnd) this.overrun(at, propEnd, nodeName);
    return len;
  }

  private readArray(code: number, nodeName: string, propEnd: number): FbxProperty {
    const at = this.pos;
    this.need(at, 12, propEnd, nodeName);
    const view = this.view;
    const count = view.getUint32(at + 1, this.little);
    const encoding = view.getUint32(at + 5, this.little);
    const storedLen = view.getUint32(at + 9, this.little);
    const elementSize = arrayElementSize(code);
    const byteLen = count * elementSize;
    const limits = this.limits;
    if (byteLen > limits.maxArrayBytes) {
      throw new FbxReadError(
        `byte ${at}`,
        `node ${quoteName(nodeName)} array of ${count} ${arrayElementWord(code)} exceeds the ${limits.maxArrayBytes}-byte array limit`,
      );
    }
    if (count > limits.maxArrayElements) {
      throw new FbxReadError(
        `byte ${at}`,
        `node ${quoteName(nodeName)} array of ${count} ${arrayElementWord(code)} exceeds the ${limits.maxArrayElements}-element array limit`,
      );
    }
    const dataStart = at + 13;
    if (dataStart + storedLen > propEnd) {
      throw new FbxReadError(
        `byte ${at}`,
        `node ${quoteName(nodeName)} array data of ${storedLen} bytes runs past the end of its property list at byte ${propEnd}`,
      );
    }
    if (encoding === 0) {
      if (storedLen !== byteLen) {
        throw new FbxReadError(
          `byte ${at}`,
          `node ${quoteName(nodeName)} raw array of ${count} ${arrayElementWord(code)} stores ${storedLen} bytes, expected ${byteLen}`,
        );
      }
    } else if (encoding !== 1) {
      throw new FbxReadError(`byte ${at}`, `node ${quoteName(nodeName)} array has unknown encoding ${encoding} (expected 0 or 1)`);
    }
    this.pos = dataStart + storedLen;
    return new LazyArrayProperty(this, code, at, nodeName, count, encoding === 0 ? -1 : storedLen) as unknown as FbxProperty;
  }

  /**
   * The values of the array record at `at` (checked by {@link readArray}): a private aligned copy,
   * independent of `bytes`, or the inflated stream of `storedLen` bytes (`-1` for a raw array).
   */
  decodeArray(code: number, at: number, nodeName: string, count: number, storedLen: number): FbxProperty['value'] {
    const dataStart = at + 13;
    const byteLen = count * arrayElementSize(code);
    const dataEnd = dataStart + (storedLen < 0 ? byteLen : storedLen);
    const last = this.lastDecoded.get(code);
    if (last !== undefined && last.count === count && last.raw === storedLen < 0 && this.text.compare(this.text, last.start, last.end, dataStart, dataEnd) === 0) {
      // The same bytes as the array decoded before it (a zlib one is still charged to the budget).
      if (storedLen >= 0) this.charge(at, nodeName, byteLen);
      return last.value;
    }
    const data = storedLen < 0 ? this.copy(dataStart, dataEnd) : this.inflate(at, nodeName, dataStart, storedLen, byteLen);
    const value = typedArrayProperty(code, data, count, this.little).value;
    this.lastDecoded.set(code, { start: dataStart, end: dataEnd, count, raw: storedLen < 0, value });
    return value;
  }

  /** Charges `byteLen` inflated bytes to the read's budget, or refuses the array that would pass it. */
  private charge(at: number, nodeName: string, byteLen: number): void {
    const budget = this.limits.maxInflatedBytes;
    if (byteLen > budget - this.inflated) {
      throw new FbxReadError(
        `byte ${at}`,
        `node ${quoteName(nodeName)} array of ${byteLen} bytes would pass the ${budget}-byte budget for inflated arrays per file (${this.inflated} bytes already inflated)`,
      );
    }
    this.inflated += byteLen;
  }

  /**
   * Inflates one array's stream, charged to the read's budget first: an array that would pass
   * `maxInflatedBytes` is refused before zlib allocates anything.
   */
  private inflate(at: number, nodeName: string, dataStart: number, storedLen: number, byteLen: number): Uint8Array {
    this.charge(at, nodeName, byteLen);
    const result = inflateExact(this.bytes.subarray(dataStart, dataStart + storedLen), byteLen);
    if (!result.ok) {
      throw new FbxReadError(`byte ${at}`, `node ${quoteName(nodeName)} array: ${result.reason}`);
    }
    return result.bytes;
  }
}

/**
 * An array property whose values are decoded on first read of `value` (then kept): a file's
 * arrays cost nothing until a reader asks for them, and arrays no reader asks for never inflate.
 * A decoding failure is thrown from that first read, as the {@link FbxReadError} the eager reader
 * would have thrown. One small object per array (a rig has thousands): the record's coordinates,
 * not closures over them.
 */
class LazyArrayProperty {
  readonly type: 'd' | 'f' | 'l' | 'i' | 'b';
  /** The reader until the values exist (dropped then, and with it the file's bytes). */
  #reader: BinaryFbxReader | null;
  readonly #code: number;
  readonly #at: number;
  readonly #nodeName: string;
  readonly #count: number;
  readonly #storedLen: number;
  #decoded: FbxProperty['value'] | undefined = undefined;

  constructor(reader: BinaryFbxReader, code: number, at: number, nodeName: string, count: number, storedLen: number) {
    this.type = arrayPropertyType(code);
    this.#reader = reader;
    this.#code = code;
    this.#at = at;
    this.#nodeName = nodeName;
    this.#count = count;
    this.#storedLen = storedLen;
  }

  get value(): FbxProperty['value'] {
    if (this.#decoded === undefined) {
      this.#decoded = this.#reader!.decodeArray(this.#code, this.#at, this.#nodeName, this.#count, this.#storedLen);
      this.#reader = null;
    }
    return this.#decoded;
  }
}

// `type` and `value` enumerate as a plain `{ type, value }` record's do (the state is private).
Object.defineProperty(LazyArrayProperty.prototype, 'value', { enumerable: true });

function arrayPropertyType(code: number): 'd' | 'f' | 'l' | 'i' | 'b' {
  switch (code) {
    case 0x64:
      return 'd';
    case 0x66:
      return 'f';
    case 0x6c:
      return 'l';
    case 0x69:
      return 'i';
    default:
      return 'b';
  }
}

/**
 * Wraps decoded array bytes (private, 8-byte aligned) as the property's typed array: a zero-copy view
 * when the file's byte order is the host's, an element-wise decode otherwise.
 */
function typedArrayProperty(code: number, data: Uint8Array, count: number, little: boolean): FbxProperty {
  const buffer = data.buffer;
  if (little !== LITTLE_ENDIAN_HOST) return typedArrayPropertySwapped(code, data, count, little);
  switch (code) {
    case 0x64:
      return { type: 'd', value: new Float64Array(buffer, data.byteOffset, count) };
    case 0x66:
      return { type: 'f', value: new Float32Array(buffer, data.byteOffset, count) };
    case 0x6c:
      return { type: 'l', value: new BigInt64Array(buffer, data.byteOffset, count) };
    case 0x69:
      return { type: 'i', value: new Int32Array(buffer, data.byteOffset, count) };
    default:
      return { type: 'b', value: data };
  }
}

/** File and host byte orders differ: element-wise decode in the file's order. */
function typedArrayPropertySwapped(code: number, data: Uint8Array, count: number, little: boolean): FbxProperty {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  switch (code) {
    case 0x64: {
      const out = new Float64Array(count);
      for (let i = 0; i < count; i += 1) out[i] = view.getFloat64(i * 8, little);
      return { type: 'd', value: out };
    }
    case 0x66: {
      const out = new Float32Array(count);
      for (let i = 0; i < count; i += 1) out[i] = view.getFloat32(i * 4, little);
      return { type: 'f', value: out };
    }
    case 0x6c: {
      const out = new BigInt64Array(count);
      for (let i = 0; i < count; i += 1) out[i] = view.getBigInt64(i * 8, little);
      return { type: 'l', value: out };
    }
    case 0x69: {
      const out = new Int32Array(count);
      for (let i = 0; i < count; i += 1) out[i] = view.getInt32(i * 4, little);
      return { type: 'i', value: out };
    }
    default:
      return { type: 'b', value: data };
  }
}
