/**
 * Bounded zlib inflation for FBX array properties.
 *
 * The caller has already checked the declared decoded size against its limits; this helper makes
 * sure the stream inflates to exactly that many bytes and never allocates more (zlib stops at
 * `maxOutputLength`). Failures come back as a short reason string, not an exception, so the
 * reader can attach its byte offset and node name.
 */
import { inflateSync } from 'node:zlib';

export type InflateResult = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: string };

/** The 64-byte floor zlib imposes on `chunkSize`. */
const MIN_CHUNK = 64;

/**
 * Deflate cannot expand data by more than about 1032:1 (a 258-byte match costs at least 2 bits),
 * so a stream declaring more output than this per input byte is corrupt. Checked before inflating.
 */
const MAX_DEFLATE_RATIO = 1032;

/**
 * Output chunk size: the whole expected size when that is small or plausible for the input, so
 * zlib writes into one buffer and nothing is concatenated; otherwise a chunk proportional to the
 * input, so a tiny stream that lies about its size cannot make us allocate the declared size up
 * front (zlib still stops at `maxOutputLength`).
 */
function chunkSizeFor(compressed: number, expected: number): number {
  const plausible = Math.max(1 << 20, compressed * 32);
  return Math.max(MIN_CHUNK, Math.min(expected, plausible));
}

/**
 * Inflates `data` (a zlib stream with header) into exactly `expected` bytes. The result is a
 * Uint8Array that owns its whole ArrayBuffer starting at offset 0, so a typed-array view over it is
 * aligned for any element size.
 */
export function inflateExact(data: Uint8Array, expected: number): InflateResult {
  if (expected > (data.byteLength + 1) * MAX_DEFLATE_RATIO) {
    return { ok: false, reason: `zlib stream of ${data.byteLength} bytes cannot inflate to the declared ${expected} bytes` };
  }
  let out: Buffer;
  try {
    out = inflateSync(data, { maxOutputLength: Math.max(1, expected), chunkSize: chunkSizeFor(data.byteLength, expected) });
  } catch (error) {
    return { ok: false, reason: zlibReason(error, expected) };
  }
  if (out.byteLength !== expected) {
    return { ok: false, reason: `zlib stream inflates to ${out.byteLength} bytes, expected ${expected}` };
  }
  if (out.byteOffset === 0 && out.buffer.byteLength === expected) {
    return { ok: true, bytes: new Uint8Array(out.buffer, 0, expected) };
  }
  // Small outputs may sit in a larger chunk; copy so the caller's view is aligned and private.
  const copy = new Uint8Array(expected);
  copy.set(out);
  return { ok: true, bytes: copy };
}

function zlibReason(error: unknown, expected: number): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_BUFFER_TOO_LARGE') {
    return `zlib stream inflates to more than the declared ${expected} bytes`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `zlib stream does not inflate (${message.split('\n', 1)[0]})`;
}
