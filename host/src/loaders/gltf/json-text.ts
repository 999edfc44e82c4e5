/**
 * Strict JSON text decoding: UTF-8 only (a fatal decoder; the first bad byte is located for
 * the message), an optional UTF-8 byte order mark is skipped, and parse errors become one line.
 */
import { fail, kindOf } from './errors.js';
import { foldLines } from '../../text/fold-lines.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decode and parse a JSON document.
 * @param where  How to name the text in messages ("GLB JSON chunk", "glTF JSON").
 * @param baseOffset  Byte offset of `bytes` inside the file, so offsets are file offsets.
 */
export function parseJsonText(bytes: Uint8Array, where: string, baseOffset: number): Record<string, unknown> {
  let start = 0;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  const body = start === 0 ? bytes : bytes.subarray(start);
  let text: string;
  try {
    text = decoder.decode(body);
  } catch {
    const bad = firstInvalidUtf8(body);
    // Well-formed UTF-8 that still fails to decode is longer than the longest JavaScript string
    // (about 512 Mi characters): say so rather than blame a byte that is fine.
    if (bad >= body.length) fail(`${where} is too large to decode: ${body.length} bytes of text exceed the longest string JavaScript can hold`);
    fail(`${where} is not valid UTF-8 (first bad byte at byte offset ${baseOffset + start + bad})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    fail(`${where} is not valid JSON (byte offset ${baseOffset}): ${describeJsonError(error)}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    fail(`${where} root must be a JSON object, found ${kindOf(value)} at /`);
  }
  return value as Record<string, unknown>;
}

function describeJsonError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const short = foldLines(message);
  return short.length > 160 ? short.slice(0, 157) + '…' : short;
}

/** Index of the first byte that breaks UTF-8 well-formedness (length when none does). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      if (i + k >= n) return i;
      const c = bytes[i + k]!;
      if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return n;
}
