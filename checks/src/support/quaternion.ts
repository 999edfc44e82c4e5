/**
 * Quaternion helpers for the rotation checks. Quaternions are `[x, y, z, w]`, read in place from
 * a track's `values` (at `keyOffset`) or a bone's rest rotation: the rotation checks measure every
 * key, where copying each one out would cost more than the arithmetic.
 */

/**
 * Shortest-path angle in radians between the orientations stored at `a[ai…ai+3]` and
 * `b[bi…bi+3]`, invariant under the sign of either quaternion; undefined for non-finite or
 * zero-length input (an element past the end is undefined, hence not finite).
 *
 * `acos(|dot|)` loses nearly all precision around a milliradian (its slope vanishes at 1), so the
 * angle comes from the relative rotation `a⁻¹·b` instead: `2·atan2(|xyz|, |w|)` keeps small-angle
 * evidence in the vector part.
 */
export function quatAngleBetween(a: ArrayLike<number>, ai: number, b: ArrayLike<number>, bi: number): number | undefined {
  const a0 = a[ai]!, a1 = a[ai + 1]!, a2 = a[ai + 2]!, a3 = a[ai + 3]!;
  const b0 = b[bi]!, b1 = b[bi + 1]!, b2 = b[bi + 2]!, b3 = b[bi + 3]!;
  if (!Number.isFinite(a0) || !Number.isFinite(a1) || !Number.isFinite(a2) || !Number.isFinite(a3)) return undefined;
  if (!Number.isFinite(b0) || !Number.isFinite(b1) || !Number.isFinite(b2) || !Number.isFinite(b3)) return undefined;
  const na = Math.sqrt(a0 * a0 + a1 * a1 + a2 * a2 + a3 * a3);
  const nb = Math.sqrt(b0 * b0 + b1 * b1 + b2 * b2 + b3 * b3);
  if (na === 0 || nb === 0) return undefined;
  // conj(a) · b for unit a and b; the division by both norms normalises in one step.
  const ax = -a0 / na, ay = -a1 / na, az = -a2 / na, aw = a3 / na;
  const bx = b0 / nb, by = b1 / nb, bz = b2 / nb, bw = b3 / nb;
  const x = aw * bx + ax * bw + ay * bz - az * by;
  const y = aw * by - ax * bz + ay * bw + az * bx;
  const z = aw * bz + ax * by - ay * bx + az * bw;
  const w = aw * bw - ax * bx - ay * by - az * bz;
  const angle = 2 * Math.atan2(Math.hypot(x, y, z), Math.abs(w));
  return Number.isFinite(angle) ? angle : undefined;
}
