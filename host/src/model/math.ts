/**
 * Small f64 vector, quaternion and matrix helpers shared by the sampler and the measurements.
 *
 * Every function writes into a caller-owned `out` array at an offset and returns nothing, so hot
 * loops can run over preallocated `Float64Array` scratch without allocating. Inputs are read at
 * their own offsets; `out` may alias an input only where a function says so.
 *
 * Conventions: quaternions are [x, y, z, w]; 4x4 matrices are column-major (glTF), element
 * (row r, column c) at index c * 4 + r. Quaternions are used as given (no silent normalisation)
 * unless a function says it normalises; non-finite inputs propagate as NaN rather than throwing.
 */

/** Anything indexable by number and writable: `number[]`, `Float64Array`, `Float32Array`. */
export interface Scalars {
  [index: number]: number;
  readonly length: number;
}

export const RAD_TO_DEG = 180 / Math.PI;
export const DEG_TO_RAD = Math.PI / 180;

// ---------------------------------------------------------------------------------------------
// vec3

/** Euclidean length of the vec3 at `o`. */
export function vec3Length(a: Scalars, o = 0): number {
  const x = a[o]!, y = a[o + 1]!, z = a[o + 2]!;
  return Math.sqrt(x * x + y * y + z * z);
}

/** |a - b| for the vec3s at `ao` and `bo`. */
export function vec3Distance(a: Scalars, b: Scalars, ao = 0, bo = 0): number {
  const x = a[ao]! - b[bo]!, y = a[ao + 1]! - b[bo + 1]!, z = a[ao + 2]! - b[bo + 2]!;
  return Math.sqrt(x * x + y * y + z * z);
}

// ---------------------------------------------------------------------------------------------
// quaternions

/** Dot product of two quaternions. */
export function quatDot(a: Scalars, b: Scalars, ao = 0, bo = 0): number {
  return a[ao]! * b[bo]! + a[ao + 1]! * b[bo + 1]! + a[ao + 2]! * b[bo + 2]! + a[ao + 3]! * b[bo + 3]!;
}

/** out = a ⊗ b (apply b first, then a). `out` may alias `a` or `b`. */
export function quatMultiply(out: Scalars, a: Scalars, b: Scalars, o = 0, ao = 0, bo = 0): void {
  const ax = a[ao]!, ay = a[ao + 1]!, az = a[ao + 2]!, aw = a[ao + 3]!;
  const bx = b[bo]!, by = b[bo + 1]!, bz = b[bo + 2]!, bw = b[bo + 3]!;
  out[o] = aw * bx + ax * bw + ay * bz - az * by;
  out[o + 1] = aw * by - ax * bz + ay * bw + az * bx;
  out[o + 2] = aw * bz + ax * by - ay * bx + az * bw;
  out[o + 3] = aw * bw - ax * bx - ay * by - az * bz;
}

/** out = conj(a) ⊗ b: the rotation from a to b in a's frame (a⁻¹·b for unit a). Aliasing allowed. */
export function quatConjugateMultiply(out: Scalars, a: Scalars, b: Scalars, o = 0, ao = 0, bo = 0): void {
  const ax = -a[ao]!, ay = -a[ao + 1]!, az = -a[ao + 2]!, aw = a[ao + 3]!;
  const bx = b[bo]!, by = b[bo + 1]!, bz = b[bo + 2]!, bw = b[bo + 3]!;
  out[o] = aw * bx + ax * bw + ay * bz - az * by;
  out[o + 1] = aw * by - ax * bz + ay * bw + az * bx;
  out[o + 2] = aw * bz + ax * by - ay * bx + az * bw;
  out[o + 3] = aw * bw - ax * bx - ay * by - az * bz;
}

/** out = a ⊗ conj(b): the step that takes b to a (a·b⁻¹ for unit b). Aliasing allowed. */
export function quatMultiplyConjugate(out: Scalars, a: Scalars, b: Scalars, o = 0, ao = 0, bo = 0): void {
  const ax = a[ao]!, ay = a[ao + 1]!, az = a[ao + 2]!, aw = a[ao + 3]!;
  const bx = -b[bo]!, by = -b[bo + 1]!, bz = -b[bo + 2]!, bw = b[bo + 3]!;
  out[o] = aw * bx + ax * bw + ay * bz - az * by;
  out[o + 1] = aw * by - ax * bz + ay * bw + az * bx;
  out[o + 2] = aw * bz + ax * by - ay * bx + az * bw;
  out[o + 3] = aw * bw - ax * bx - ay * by - az * bz;
}

/** out = conj(a). */
export function quatConjugate(out: Scalars, a: Scalars, o = 0, ao = 0): void {
  out[o] = -a[ao]!;
  out[o + 1] = -a[ao + 1]!;
  out[o + 2] = -a[ao + 2]!;
  out[o + 3] = a[ao + 3]!;
}

/** out = a / |a|. A zero quaternion becomes NaN (there is no direction to keep). */
export function quatNormalize(out: Scalars, a: Scalars, o = 0, ao = 0): void {
  const x = a[ao]!, y = a[ao + 1]!, z = a[ao + 2]!, w = a[ao + 3]!;
  const inv = 1 / Math.sqrt(x * x + y * y + z * z + w * w);
  const k = inv === Infinity ? NaN : inv;
  out[o] = x * k;
  out[o + 1] = y * k;
  out[o + 2] = z * k;
  out[o + 3] = w * k;
}

/** Dot product above which slerp falls back to normalised lerp (the arc is numerically flat). */
const SLERP_LINEAR_DOT = 0.9995;

/**
 * Shortest-path spherical interpolation: both inputs are normalised, b is negated when the dot
 * product is negative, and the result is a unit quaternion. `out` may alias either input.
 */
export function quatSlerp(out: Scalars, a: Scalars, b: Scalars, t: number, o = 0, ao = 0, bo = 0): void {
  let ax = a[ao]!, ay = a[ao + 1]!, az = a[ao + 2]!, aw = a[ao + 3]!;
  let bx = b[bo]!, by = b[bo + 1]!, bz = b[bo + 2]!, bw = b[bo + 3]!;
  let ka = 1 / Math.sqrt(ax * ax + ay * ay + az * az + aw * aw);
  let kb = 1 / Math.sqrt(bx * bx + by * by + bz * bz + bw * bw);
  if (ka === Infinity) ka = NaN;
  if (kb === Infinity) kb = NaN;
  ax *= ka; ay *= ka; az *= ka; aw *= ka;
  bx *= kb; by *= kb; bz *= kb; bw *= kb;
  let d = ax * bx + ay * by + az * bz + aw * bw;
  if (d < 0) {
    d = -d;
    bx = -bx; by = -by; bz = -bz; bw = -bw;
  }
  let wa: number, wb: number;
  if (d > SLERP_LINEAR_DOT) {
    wa = 1 - t;
    wb = t;
  } else {
    const theta = Math.acos(d);
    const inv = 1 / Math.sin(theta);
    wa = Math.sin((1 - t) * theta) * inv;
    wb = Math.sin(t * theta) * inv;
  }
  const x = wa * ax + wb * bx, y = wa * ay + wb * by, z = wa * az + wb * bz, w = wa * aw + wb * bw;
  let k = 1 / Math.sqrt(x * x + y * y + z * z + w * w);
  if (k === Infinity) k = NaN;
  out[o] = x * k;
  out[o + 1] = y * k;
  out[o + 2] = z * k;
  out[o + 3] = w * k;
}

/** out = q · v · q⁻¹ for unit q (the vec3 at `vo` rotated by q). `out` may alias `v`. */
export function quatRotateVec3(out: Scalars, q: Scalars, v: Scalars, o = 0, qo = 0, vo = 0): void {
  const qx = q[qo]!, qy = q[qo + 1]!, qz = q[qo + 2]!, qw = q[qo + 3]!;
  const vx = v[vo]!, vy = v[vo + 1]!, vz = v[vo + 2]!;
  // t = 2 * cross(q.xyz, v); v' = v + w t + cross(q.xyz, t)
  const tx = 2 * (qy * vz - qz * vy);
  const ty = 2 * (qz * vx - qx * vz);
  const tz = 2 * (qx * vy - qy * vx);
  out[o] = vx + qw * tx + (qy * tz - qz * ty);
  out[o + 1] = vy + qw * ty + (qz * tx - qx * tz);
  out[o + 2] = vz + qw * tz + (qx * ty - qy * tx);
}

/**
 * Sign-invariant rotation angle of q in radians: 2·atan2(|xyz|, |w|), in [0, π]. Invariant to the
 * quaternion's length, so a conj(a)⊗b product of non-unit inputs still gives the angle between them.
 */
export function quatAngle(q: Scalars, o = 0): number {
  const x = q[o]!, y = q[o + 1]!, z = q[o + 2]!;
  return 2 * Math.atan2(Math.sqrt(x * x + y * y + z * z), Math.abs(q[o + 3]!));
}

/**
 * Canonical hemisphere of q in place: w ≥ 0, and when w is zero the first non-zero of x, y, z is
 * positive. q and -q are the same rotation; this picks one representative deterministically.
 */
export function quatCanonicalize(q: Scalars, o = 0): void {
  const w = q[o + 3]!;
  let negate = w < 0;
  if (w === 0) {
    const x = q[o]!, y = q[o + 1]!, z = q[o + 2]!;
    negate = x !== 0 ? x < 0 : y !== 0 ? y < 0 : z < 0;
  }
  if (negate) {
    q[o] = -q[o]!;
    q[o + 1] = -q[o + 1]!;
    q[o + 2] = -q[o + 2]!;
    q[o + 3] = -w;
  }
  // Normalise negative zeros so serialised output is stable.
  for (let i = 0; i < 4; i++) if (q[o + i] === 0) q[o + i] = 0;
}

/**
 * Shortest-path rotation vector (axis × angle, radians) of q after hemisphere canonicalisation.
 * Length-invariant: q need not be unit. The zero rotation gives the zero vector.
 */
export function quatToRotationVector(out: Scalars, q: Scalars, o = 0, qo = 0): void {
  let x = q[qo]!, y = q[qo + 1]!, z = q[qo + 2]!, w = q[qo + 3]!;
  let negate = w < 0;
  if (w === 0) negate = x !== 0 ? x < 0 : y !== 0 ? y < 0 : z < 0;
  if (negate) {
    x = -x; y = -y; z = -z; w = -w;
  }
  const s = Math.sqrt(x * x + y * y + z * z);
  if (s === 0) {
    out[o] = 0;
    out[o + 1] = 0;
    out[o + 2] = 0;
    return;
  }
  const k = (2 * Math.atan2(s, w)) / s;
  out[o] = x * k;
  out[o + 1] = y * k;
  out[o + 2] = z * k;
}

// ---------------------------------------------------------------------------------------------
// 4x4 matrices (column-major)

/** out = identity. */
export function mat4Identity(out: Scalars, o = 0): void {
  for (let i = 0; i < 16; i++) out[o + i] = i % 5 === 0 ? 1 : 0;
}

/**
 * out = T · R · S, the glTF node transform. The quaternion is used as given (the standard
 * rotation-matrix expansion); a non-unit quaternion is the source's problem, not silently fixed.
 */
export function mat4FromTRS(out: Scalars, t: Scalars, r: Scalars, s: Scalars, o = 0, to = 0, ro = 0, so = 0): void {
  const x = r[ro]!, y = r[ro + 1]!, z = r[ro + 2]!, w = r[ro + 3]!;
  const x2 = x + x, y2 = y + y, z2 = z + z;
  const xx = x * x2, xy = x * y2, xz = x * z2;
  const yy = y * y2, yz = y * z2, zz = z * z2;
  const wx = w * x2, wy = w * y2, wz = w * z2;
  const sx = s[so]!, sy = s[so + 1]!, sz = s[so + 2]!;
  out[o] = (1 - (yy + zz)) * sx;
  out[o + 1] = (xy + wz) * sx;
  out[o + 2] = (xz - wy) * sx;
  out[o + 3] = 0;
  out[o + 4] = (xy - wz) * sy;
  out[o + 5] = (1 - (xx + zz)) * sy;
  out[o + 6] = (yz + wx) * sy;
  out[o + 7] = 0;
  out[o + 8] = (xz + wy) * sz;
  out[o + 9] = (yz - wx) * sz;
  out[o + 10] = (1 - (xx + yy)) * sz;
  out[o + 11] = 0;
  out[o + 12] = t[to]!;
  out[o + 13] = t[to + 1]!;
  out[o + 14] = t[to + 2]!;
  out[o + 15] = 1;
}

/** out = a · b. `out` may alias `a` or `b`. */
export function mat4Multiply(out: Scalars, a: Scalars, b: Scalars, o = 0, ao = 0, bo = 0): void {
  const a00 = a[ao]!, a10 = a[ao + 1]!, a20 = a[ao + 2]!, a30 = a[ao + 3]!;
  const a01 = a[ao + 4]!, a11 = a[ao + 5]!, a21 = a[ao + 6]!, a31 = a[ao + 7]!;
  const a02 = a[ao + 8]!, a12 = a[ao + 9]!, a22 = a[ao + 10]!, a32 = a[ao + 11]!;
  const a03 = a[ao + 12]!, a13 = a[ao + 13]!, a23 = a[ao + 14]!, a33 = a[ao + 15]!;
  for (let c = 0; c < 4; c++) {
    const b0 = b[bo + c * 4]!, b1 = b[bo + c * 4 + 1]!, b2 = b[bo + c * 4 + 2]!, b3 = b[bo + c * 4 + 3]!;
    out[o + c * 4] = a00 * b0 + a01 * b1 + a02 * b2 + a03 * b3;
    out[o + c * 4 + 1] = a10 * b0 + a11 * b1 + a12 * b2 + a13 * b3;
    out[o + c * 4 + 2] = a20 * b0 + a21 * b1 + a22 * b2 + a23 * b3;
    out[o + c * 4 + 3] = a30 * b0 + a31 * b1 + a32 * b2 + a33 * b3;
  }
}

/** Determinant of the upper-left 3x3 of a column-major 4x4. */
export function mat4Determinant3x3(m: Scalars, o = 0): number {
  const a = m[o]!, b = m[o + 1]!, c = m[o + 2]!; // column X
  const d = m[o + 4]!, e = m[o + 5]!, f = m[o + 6]!; // column Y
  const g = m[o + 8]!, h = m[o + 9]!, i = m[o + 10]!; // column Z
  return a * (e * i - f * h) - d * (b * i - c * h) + g * (b * f - c * e);
}

/** True when every one of the `count` numbers from `o` is finite. */
export function allFinite(a: Scalars, o = 0, count = a.length - o): boolean {
  for (let i = 0; i < count; i++) if (!Number.isFinite(a[o + i]!)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// 3x3 matrices (column-major, 9 numbers)

/**
 * Unit quaternion of a proper rotation matrix (column-major 3x3), canonicalised (w ≥ 0). The
 * matrix is assumed orthonormal with determinant +1 (Shepperd's method picks the stable branch).
 */
export function quatFromMat3(out: Scalars, m: Scalars, o = 0, mo = 0): void {
  const m00 = m[mo]!, m10 = m[mo + 1]!, m20 = m[mo + 2]!;
  const m01 = m[mo + 3]!, m11 = m[mo + 4]!, m21 = m[mo + 5]!;
  const m02 = m[mo + 6]!, m12 = m[mo + 7]!, m22 = m[mo + 8]!;
  const trace = m00 + m11 + m22;
  let x: number, y: number, z: number, w: number;
  if (trace > 0) {
    const s = 2 * Math.sqrt(trace + 1);
    w = 0.25 * s;
    x = (m21 - m12) / s;
    y = (m02 - m20) / s;
    z = (m10 - m01) / s;
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    w = (m21 - m12) / s;
    x = 0.25 * s;
    y = (m01 + m10) / s;
    z = (m02 + m20) / s;
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    w = (m02 - m20) / s;
    x = (m01 + m10) / s;
    y = 0.25 * s;
    z = (m12 + m21) / s;
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
    w = (m10 - m01) / s;
    x = (m02 + m20) / s;
    y = (m12 + m21) / s;
    z = 0.25 * s;
  }
  const k = 1 / Math.sqrt(x * x + y * y + z * z + w * w);
  out[o] = x * k;
  out[o + 1] = y * k;
  out[o + 2] = z * k;
  out[o + 3] = w * k;
  quatCanonicalizeLargest(out, o);
}

/**
 * Picks the sign of q that makes its largest-magnitude component non-negative (ties resolved in
 * x, y, z, w order), so q and −q of one rotation serialise identically even near half turns,
 * where a w ≥ 0 rule would flip with rounding noise.
 */
export function quatCanonicalizeLargest(q: Scalars, o = 0): void {
  let largest = o;
  for (let i = 1; i < 4; i++) if (Math.abs(q[o + i]!) > Math.abs(q[largest]!)) largest = o + i;
  const negate = q[largest]! < 0;
  for (let i = 0; i < 4; i++) {
    const v = negate ? -q[o + i]! : q[o + i]!;
    // Normalise negative zeros so serialised output is stable.
    q[o + i] = v === 0 ? 0 : v;
  }
}

/**
 * Orthogonal polar factor of an invertible 3x3 (column-major) by Newton iteration
 * R ← (R + R⁻ᵀ) / 2. Converges quadratically for near-orthogonal input; returns false when an
 * iterate is singular or non-finite. Meant for the nearly orthonormal matrices that measurements
 * classify as unit; other input still returns its last iterate.
 */
export function mat3PolarRotation(out: Scalars, m: Scalars, mo = 0): boolean {
  const r = new Float64Array(9);
  for (let i = 0; i < 9; i++) r[i] = m[mo + i]!;
  for (let iter = 0; iter < 64; iter++) {
    const a = r[0]!, b = r[1]!, c = r[2]!, d = r[3]!, e = r[4]!, f = r[5]!, g = r[6]!, h = r[7]!, i = r[8]!;
    // Cofactor matrix C; inverse-transpose = C / det.
    const c00 = e * i - f * h, c01 = -(b * i - c * h), c02 = b * f - c * e;
    const c10 = -(d * i - f * g), c11 = a * i - c * g, c12 = -(a * f - c * d);
    const c20 = d * h - e * g, c21 = -(a * h - b * g), c22 = a * e - b * d;
    const det = a * c00 + d * c01 + g * c02;
    if (!(Math.abs(det) > 0) || !Number.isFinite(det)) return false;
    const k = 1 / det;
    // Column-major index col * 3 + row; (M⁻ᵀ)(row, col) = cofactor(row, col) / det, where the
    // cofactor names above read c<row><col>.
    const n0 = 0.5 * (a + c00 * k), n1 = 0.5 * (b + c10 * k), n2 = 0.5 * (c + c20 * k);
    const n3 = 0.5 * (d + c01 * k), n4 = 0.5 * (e + c11 * k), n5 = 0.5 * (f + c21 * k);
    const n6 = 0.5 * (g + c02 * k), n7 = 0.5 * (h + c12 * k), n8 = 0.5 * (i + c22 * k);
    const delta =
      Math.abs(n0 - a) + Math.abs(n1 - b) + Math.abs(n2 - c) + Math.abs(n3 - d) + Math.abs(n4 - e) +
      Math.abs(n5 - f) + Math.abs(n6 - g) + Math.abs(n7 - h) + Math.abs(n8 - i);
    r[0] = n0; r[1] = n1; r[2] = n2; r[3] = n3; r[4] = n4; r[5] = n5; r[6] = n6; r[7] = n7; r[8] = n8;
    // Newton settles to rounding noise; stop there (the budget only guards pathological input).
    if (delta <= 1e-14) break;
  }
  for (let i = 0; i < 9; i++) out[i] = r[i]!;
  return true;
}
