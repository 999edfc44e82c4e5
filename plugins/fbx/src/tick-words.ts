/**
 * KTime tick arrays read as 32-bit words. Reading a `BigInt64Array` element allocates a bigint,
 * and a curve's key times are scanned whole (ordering checks, conversion to doubles), so those
 * scans read each tick as its high (signed) and low (unsigned) words instead: `high · 2^32 + low`.
 */

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The words of `times` (tick `k`: low word at `2k`, high word at `2k + 1`), or `null` on a
 * big-endian host, where callers read the bigints.
 */
export function tickWords(times: BigInt64Array): Int32Array | null {
  return LITTLE_ENDIAN ? new Int32Array(times.buffer, times.byteOffset, times.length * 2) : null;
}

/** Whether tick `i` of `words` is less than tick `j`. */
export function tickLess(words: Int32Array, i: number, j: number): boolean {
  const hi = words[2 * i + 1]!;
  const hj = words[2 * j + 1]!;
  return hi < hj || (hi === hj && words[2 * i]! >>> 0 < words[2 * j]! >>> 0);
}

/** 2^21: the high word of 2^53. */
const EXACT_HIGH = 0x200000;

/** Tick `k` of `words` as a double when it is exact (|tick| ≤ 2^53), else NaN. */
export function exactTickNumber(words: Int32Array, k: number): number {
  const high = words[2 * k + 1]!;
  const low = words[2 * k]! >>> 0;
  if (high > EXACT_HIGH || high < -EXACT_HIGH || (high === EXACT_HIGH && low !== 0)) return NaN;
  return high * 4294967296 + low;
}
