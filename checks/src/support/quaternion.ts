/**
 * Quaternion helpers for the rotation checks. Quaternions are `[x, y, z, w]` arrays as returned
 * by `keyValue`.
 */

export type QuatLike = readonly number[];

export function quatDot(a: QuatLike, b: QuatLike): number {
  return a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]!;
}

export function quatNorm(q: QuatLike): number {
  return Math.sqrt(quatDot(q, q));
}

export function isFiniteQuat(q: QuatLike): boolean {
  return q.length === 4 && q.every(Number.isFinite);
}

/**
 * Shortest-path angle in radians between two orientations, invariant under the sign of either
 * quaternion; undefined for non-finite or zero-length input.
 *
 * `acos(|dot|)` loses nearly all precision around a milliradian (its slope vanishes at 1), so the
 * angle comes from the relative rotation `a⁻¹·b` instead: `2·atan2(|xyz|, |w|)` keeps small-angle
 * evidence in the vector part.
 */
export function quatAngleBetween(a: QuatLike, b: QuatLike): number | undefined {
  if (!isFiniteQuat(a) || !isFiniteQuat(b)) return undefined;
  const na = quatNorm(a);
  const nb = quatNorm(b);
  if (na === 0 || nb === 0) return undefined;
  // conj(a) · b for unit a and b; the division by both norms normalises in one step.
  const [ax, ay, az, aw] = [-a[0]! / na, -a[1]! / na, -a[2]! / na, a[3]! / na];
  const [bx, by, bz, bw] = [b[0]! / nb, b[1]! / nb, b[2]! / nb, b[3]! / nb];
  const x = aw * bx + ax * bw + ay * bz - az * by;
  const y = aw * by - ax * bz + ay * bw + az * bx;
  const z = aw * bz + ax * by - ay * bx + az * bw;
  const w = aw * bw - ax * bx - ay * by - az * bz;
  const angle = 2 * Math.atan2(Math.hypot(x, y, z), Math.abs(w));
  return Number.isFinite(angle) ? angle : undefined;
}
