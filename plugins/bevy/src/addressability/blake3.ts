/**
 * BLAKE3 (default hash mode, 32-byte output), written from the BLAKE3 specification. Bevy derives
 * animation-target ids from a BLAKE3 digest and Node's crypto module has no BLAKE3. Inputs here
 * are short name paths, so clarity wins over speed: whole-buffer hashing, no SIMD, no streaming.
 */

const IV = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const PERMUTATION = [2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8];
const CHUNK_START = 1;
const CHUNK_END = 2;
const PARENT = 4;
const ROOT = 8;
const BLOCK_LEN = 64;
const CHUNK_LEN = 1024;

const rotr = (x: number, n: number): number => ((x >>> n) | (x << (32 - n))) >>> 0;

function g(s: Uint32Array, a: number, b: number, c: number, d: number, mx: number, my: number): void {
  s[a] = (s[a]! + s[b]! + mx) >>> 0;
  s[d] = rotr(s[d]! ^ s[a]!, 16);
  s[c] = (s[c]! + s[d]!) >>> 0;
  s[b] = rotr(s[b]! ^ s[c]!, 12);
  s[a] = (s[a]! + s[b]! + my) >>> 0;
  s[d] = rotr(s[d]! ^ s[a]!, 8);
  s[c] = (s[c]! + s[d]!) >>> 0;
  s[b] = rotr(s[b]! ^ s[c]!, 7);
}

/** The compression function; returns the 16-word state after the output feed-forward. */
function compress(cv: Uint32Array, block: Uint32Array, counter: number, blockLen: number, flags: number): Uint32Array {
  const s = new Uint32Array(16);
  s.set(cv, 0);
  s.set(IV.subarray(0, 4), 8);
  s[12] = counter >>> 0;
  s[13] = Math.floor(counter / 0x1_0000_0000) >>> 0;
  s[14] = blockLen;
  s[15] = flags;
  let m = Uint32Array.from(block);
  for (let round = 0; round < 7; round++) {
    g(s, 0, 4, 8, 12, m[0]!, m[1]!);
    g(s, 1, 5, 9, 13, m[2]!, m[3]!);
    g(s, 2, 6, 10, 14, m[4]!, m[5]!);
    g(s, 3, 7, 11, 15, m[6]!, m[7]!);
    g(s, 0, 5, 10, 15, m[8]!, m[9]!);
    g(s, 1, 6, 11, 12, m[10]!, m[11]!);
    g(s, 2, 7, 8, 13, m[12]!, m[13]!);
    g(s, 3, 4, 9, 14, m[14]!, m[15]!);
    if (round < 6) m = Uint32Array.from(PERMUTATION, (i) => m[i]!);
  }
  for (let i = 0; i < 8; i++) {
    s[i] = s[i]! ^ s[i + 8]!;
    s[i + 8] = s[i + 8]! ^ cv[i]!;
  }
  return s;
}

/** A compression whose chaining value (or root bytes) is taken later. */
interface PendingOutput {
  readonly cv: Uint32Array;
  readonly block: Uint32Array;
  readonly counter: number;
  readonly blockLen: number;
  readonly flags: number;
}

function blockWords(bytes: Uint8Array): Uint32Array {
  const padded = new Uint8Array(BLOCK_LEN);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  return Uint32Array.from({ length: 16 }, (_, i) => view.getUint32(i * 4, true));
}

const chainingValue = (o: PendingOutput): Uint32Array => compress(o.cv, o.block, o.counter, o.blockLen, o.flags).subarray(0, 8);

/** One chunk (≤ 1,024 bytes): every block but the last is compressed now. */
function chunkOutput(chunk: Uint8Array, counter: number): PendingOutput {
  const blocks = Math.max(1, Math.ceil(chunk.length / BLOCK_LEN));
  let cv = IV;
  for (let b = 0; b < blocks - 1; b++) {
    const flags = b === 0 ? CHUNK_START : 0;
    cv = compress(cv, blockWords(chunk.subarray(b * BLOCK_LEN, (b + 1) * BLOCK_LEN)), counter, BLOCK_LEN, flags).slice(0, 8);
  }
  const last = chunk.subarray((blocks - 1) * BLOCK_LEN);
  return { cv, block: blockWords(last), counter, blockLen: last.length, flags: (blocks === 1 ? CHUNK_START : 0) | CHUNK_END };
}

function parentOutput(left: Uint32Array, right: Uint32Array): PendingOutput {
  const block = new Uint32Array(16);
  block.set(left, 0);
  block.set(right, 8);
  return { cv: IV, block, counter: 0, blockLen: BLOCK_LEN, flags: PARENT };
}

/** The 32-byte BLAKE3 digest of `input`. */
export function blake3(input: Uint8Array): Uint8Array {
  const chunks = Math.max(1, Math.ceil(input.length / CHUNK_LEN));
  const stack: Uint32Array[] = [];
  for (let c = 0; c < chunks - 1; c++) {
    let cv = chainingValue(chunkOutput(input.subarray(c * CHUNK_LEN, (c + 1) * CHUNK_LEN), c));
    // Merge completed subtrees: one merge per trailing zero bit of the chunk count so far.
    for (let total = c + 1; (total & 1) === 0; total >>= 1) cv = chainingValue(parentOutput(stack.pop()!, cv));
    stack.push(cv);
  }
  let output = chunkOutput(input.subarray((chunks - 1) * CHUNK_LEN), chunks - 1);
  while (stack.length > 0) output = parentOutput(stack.pop()!, chainingValue(output));
  const words = compress(output.cv, output.block, 0, output.blockLen, output.flags | ROOT).subarray(0, 8);
  const out = new Uint8Array(32);
  const view = new DataView(out.buffer);
  words.forEach((w, i) => view.setUint32(i * 4, w, true));
  return out;
}
