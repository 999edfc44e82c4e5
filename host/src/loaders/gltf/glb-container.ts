/**
 * GLB container parsing: the 12-byte header and the chunk list.
 *
 * Only lengths already proven to lie inside the input are ever used to slice it; nothing is
 * allocated from a declared length, and every subtraction is guarded so a small or lying
 * header cannot underflow. Chunks are returned as views into the input (no copy).
 */
import { fail } from './errors.js';

export const GLB_MAGIC = 0x46546c67; // 'glTF'
export const CHUNK_JSON = 0x4e4f534a; // 'JSON'
export const CHUNK_BIN = 0x004e4942; // 'BIN\0'

const HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

export interface GlbChunks {
  /** JSON chunk payload (view into the input). */
  readonly json: Uint8Array;
  /** Byte offset of the JSON payload inside the file, for messages. */
  readonly jsonOffset: number;
  /** BIN chunk payload (view into the input), when the file has one. */
  readonly bin?: Uint8Array;
  readonly binOffset?: number;
}

/** Whether the bytes start with the GLB magic `glTF`. */
export function hasGlbMagic(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x67 && bytes[1] === 0x6c && bytes[2] === 0x54 && bytes[3] === 0x46;
}

function hex(value: number): string {
  return '0x' + value.toString(16).toUpperCase().padStart(8, '0');
}

/**
 * The 12-byte header checks (magic, version, a declared length equal to the file length) and the
 * first chunk header's. `head` holds the first bytes of the file (at least 20, or all of it when
 * shorter) and `total` is the file length, so the CLI can run these checks on the start of a
 * huge file before reading the rest (engine/load-input.ts).
 */
export function checkGlbHeader(head: Uint8Array, total: number): void {
  if (total < HEADER_BYTES || head.length < HEADER_BYTES) {
    fail(`truncated GLB: the header needs ${HEADER_BYTES} bytes but the file has ${total} (byte offset 0)`);
  }
  const view = new DataView(head.buffer, head.byteOffset, HEADER_BYTES);
  const magic = view.getUint32(0, true);
  if (magic !== GLB_MAGIC) fail(`bad GLB magic ${hex(magic)} at byte offset 0: expected 'glTF'`);
  const version = view.getUint32(4, true);
  if (version !== 2) fail(`unsupported GLB version ${version} at byte offset 4: expected 2`);
  const declared = view.getUint32(8, true);
  if (declared < HEADER_BYTES) {
    fail(`GLB declared length ${declared} at byte offset 8 is smaller than the ${HEADER_BYTES}-byte header`);
  }
  if (declared !== total) {
    fail(
      declared > total
        ? `truncated GLB: declared length ${declared} at byte offset 8 but the file has ${total} bytes`
        : `GLB declared length ${declared} at byte offset 8 does not match the file length ${total}`,
    );
  }
  if (total === HEADER_BYTES) fail(`truncated GLB: no JSON chunk after the header (byte offset ${HEADER_BYTES})`);
  // The first chunk header, when `head` holds it (parseGlb always does).
  if (head.length >= HEADER_BYTES + CHUNK_HEADER_BYTES || head.length === total) {
    checkChunkHeader(new DataView(head.buffer, head.byteOffset, head.byteLength), HEADER_BYTES, total, 0);
  }
}

/**
 * One chunk header at `offset` (`view` must cover it): it fits, its length fits and is a multiple
 * of 4, and the first chunk is JSON. `total` is the file length.
 */
function checkChunkHeader(view: DataView, offset: number, total: number, index: number): { length: number; type: number; dataOffset: number } {
  const remaining = total - offset;
  if (remaining < CHUNK_HEADER_BYTES) {
    fail(`truncated GLB: chunk header at byte offset ${offset} needs ${CHUNK_HEADER_BYTES} bytes but ${remaining} remain`);
  }
  const length = view.getUint32(offset, true);
  const type = view.getUint32(offset + 4, true);
  const dataOffset = offset + CHUNK_HEADER_BYTES;
  const available = total - dataOffset;
  if (length > available) {
    fail(`GLB chunk ${index} at byte offset ${offset} declares ${length} bytes but only ${available} remain`);
  }
  if (length % 4 !== 0) {
    fail(`GLB chunk ${index} at byte offset ${offset} has length ${length}, which is not a multiple of 4`);
  }
  if (index === 0 && type !== CHUNK_JSON) {
    fail(`first GLB chunk at byte offset ${offset} must be JSON (type ${hex(CHUNK_JSON)}), found type ${hex(type)}`);
  }
  return { length, type, dataOffset };
}

export function parseGlb(bytes: Uint8Array): GlbChunks {
  const total = bytes.length;
  checkGlbHeader(bytes, total);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  let json: Uint8Array | undefined;
  let jsonOffset = 0;
  let bin: Uint8Array | undefined;
  let binOffset: number | undefined;
  let offset = HEADER_BYTES;
  let index = 0;
  while (offset < total) {
    const { length, type, dataOffset } = checkChunkHeader(view, offset, total, index);
    if (index === 0) {
      json = bytes.subarray(dataOffset, dataOffset + length);
      jsonOffset = dataOffset;
    } else if (type === CHUNK_JSON) {
      fail(`GLB chunk ${index} at byte offset ${offset} is a second JSON chunk`);
    } else if (type === CHUNK_BIN) {
      if (index !== 1) fail(`GLB BIN chunk at byte offset ${offset} must be the second chunk, found as chunk ${index}`);
      bin = bytes.subarray(dataOffset, dataOffset + length);
      binOffset = dataOffset;
    }
    // Chunks of other types are ignored, as the glTF specification requires.
    offset = dataOffset + length;
    index++;
  }
  if (json === undefined) fail(`truncated GLB: no JSON chunk after the header (byte offset ${HEADER_BYTES})`);
  return bin === undefined ? { json, jsonOffset } : { json, jsonOffset, bin, binOffset };
}
