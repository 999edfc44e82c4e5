/**
 * Small 4×4 matrix helpers for the FBX evaluator.
 *
 * Convention: column vectors (`p' = M · p`), matrices stored column-major in a `Float64Array(16)`:
 * element (row r, column c) is `m[c * 4 + r]`, the translation is `m[12], m[13], m[14]`. A
 * product `multiply(a, b)` is `a · b`, so `b` applies first.
 *
 * 3×3 matrices (rotation and linear parts) are plain `Float64Array(9)`, also column-major:
 * (r, c) is `m[c * 3 + r]`.
 *
 * The `…Into(out, …)` forms write into a caller's matrix (which must not be one of the inputs) and
 * return it: the loader evaluates every node at every frame, and allocating typed arrays there
 * dominated its time. The allocating forms call them, so both give the same bits.
 */
import type { Vec3 } from '../properties.js';

export type Mat4 = Float64Array;
export type Mat3 = Float64Array;

export function identity4(): Mat4 {
  const m = new Float64Array(16);
  m[0] = m[5] = m[10] = m[15] = 1;
  return m;
}

export function identity3(): Mat3 {
  const m = new Float64Array(9);
  m[0] = m[4] = m[8] = 1;
  return m;
}

/** `a · b` (4×4). */
export function multiply4(a: Mat4, b: Mat4): Mat4 {
  return multiply4Into(new Float64Array(16), a, b);
}

/**
 * `out = a · b` (4×4); `out` must not be `a` or `b`. Written out entry by entry (each entry the sum
 * `0 + a(r,0)·b(0,c) + … + a(r,3)·b(3,c)` in that order, as a loop would add it): the bake runs
 * this per node and frame, much of it before the optimising compiler has, and index arithmetic
 * costs the interpreter more than the products.
 */
export function multiply4Into(out: Mat4, a: Mat4, b: Mat4): Mat4 {
  const a0 = a[0]!, a1 = a[1]!, a2 = a[2]!, a3 = a[3]!;
  const a4 = a[4]!, a5 = a[5]!, a6 = a[6]!, a7 = a[7]!;
  const a8 = a[8]!, a9 = a[9]!, a10 = a[10]!, a11 = a[11]!;
  const a12 = a[12]!, a13 = a[13]!, a14 = a[14]!, a15 = a[15]!;
  const b0 = b[0]!, b1 = b[1]!, b2 = b[2]!, b3 = b[3]!;
  const b4 = b[4]!, b5 = b[5]!, b6 = b[6]!, b7 = b[7]!;
  const b8 = b[8]!, b9 = b[9]!, b10 = b[10]!, b11 = b[11]!;
  const b12 = b[12]!, b13 = b[13]!, b14 = b[14]!, b15 = b[15]!;
  out[0] = 0 + a0 * b0 + a4 * b1 + a8 * b2 + a12 * b3;
  out[1] = 0 + a1 * b0 + a5 * b1 + a9 * b2 + a13 * b3;
  out[2] = 0 + a2 * b0 + a6 * b1 + a10 * b2 + a14 * b3;
  out[3] = 0 + a3 * b0 + a7 * b1 + a11 * b2 + a15 * b3;
  out[4] = 0 + a0 * b4 + a4 * b5 + a8 * b6 + a12 * b7;
  out[5] = 0 + a1 * b4 + a5 * b5 + a9 * b6 + a13 * b7;
  out[6] = 0 + a2 * b4 + a6 * b5 + a10 * b6 + a14 * b7;
  out[7] = 0 + a3 * b4 + a7 * b5 + a11 * b6 + a15 * b7;
  out[8] = 0 + a0 * b8 + a4 * b9 + a8 * b10 + a12 * b11;
  out[9] = 0 + a1 * b8 + a5 * b9 + a9 * b10 + a13 * b11;
  out[10] = 0 + a2 * b8 + a6 * b9 + a10 * b10 + a14 * b11;
  out[11] = 0 + a3 * b8 + a7 * b9 + a11 * b10 + a15 * b11;
  out[12] = 0 + a0 * b12 + a4 * b13 + a8 * b14 + a12 * b15;
  out[13] = 0 + a1 * b12 + a5 * b13 + a9 * b14 + a13 * b15;
  out[14] = 0 + a2 * b12 + a6 * b13 + a10 * b14 + a14 * b15;
  out[15] = 0 + a3 * b12 + a7 * b13 + a11 * b14 + a15 * b15;
  return out;
}

/** `a · b` (3×3). */
export function multiply3(a: Mat3, b: Mat3): Mat3 {
  return multiply3Into(new Float64Array(9), a, b);
}

/** `out = a · b` (3×3); `out` must not be `a` or `b`. Written out entry by entry, as {@link multiply4Into}. */
export function multiply3Into(out: Mat3, a: Mat3, b: Mat3): Mat3 {
  const a0 = a[0]!, a1 = a[1]!, a2 = a[2]!;
  const a3 = a[3]!, a4 = a[4]!, a5 = a[5]!;
  const a6 = a[6]!, a7 = a[7]!, a8 = a[8]!;
  const b0 = b[0]!, b1 = b[1]!, b2 = b[2]!;
  const b3 = b[3]!, b4 = b[4]!, b5 = b[5]!;
  const b6 = b[6]!, b7 = b[7]!, b8 = b[8]!;
  out[0] = a0 * b0 + a3 * b1 + a6 * b2;
  out[1] = a1 * b0 + a4 * b1 + a7 * b2;
  out[2] = a2 * b0 + a5 * b1 + a8 * b2;
  out[3] = a0 * b3 + a3 * b4 + a6 * b5;
  out[4] = a1 * b3 + a4 * b4 + a7 * b5;
  out[5] = a2 * b3 + a5 * b4 + a8 * b5;
  out[6] = a0 * b6 + a3 * b7 + a6 * b8;
  out[7] = a1 * b6 + a4 * b7 + a7 * b8;
  out[8] = a2 * b6 + a5 * b7 + a8 * b8;
  return out;
}

export function transpose3(m: Mat3): Mat3 {
  const out = new Float64Array(9);
  for (let c = 0; c < 3; c++) for (let r = 0; r < 3; r++) out[c * 3 + r] = m[r * 3 + c]!;
  return out;
}

export function determinant3(m: Mat3): number {
  return (
    m[0]! * (m[4]! * m[8]! - m[7]! * m[5]!) -
    m[3]! * (m[1]! * m[8]! - m[7]! * m[2]!) +
    m[6]! * (m[1]! * m[5]! - m[4]! * m[2]!)
  );
}

/** `m · diag(s)`: scales column `c` by `s[c]`. */
export function scaleColumns3(m: Mat3, s: Vec3): Mat3 {
  return scaleColumns3Into(new Float64Array(9), m, s);
}

/** `out = m · diag(s)`; `out` may be `m`. */
export function scaleColumns3Into(out: Mat3, m: Mat3, s: Vec3): Mat3 {
  const s0 = s[0];
  const s1 = s[1];
  const s2 = s[2];
  out[0] = m[0]! * s0;
  out[1] = m[1]! * s0;
  out[2] = m[2]! * s0;
  out[3] = m[3]! * s1;
  out[4] = m[4]! * s1;
  out[5] = m[5]! * s1;
  out[6] = m[6]! * s2;
  out[7] = m[7]! * s2;
  out[8] = m[8]! * s2;
  return out;
}

/** `m · v` (3×3 times a vector). */
export function transformVector3(m: Mat3, v: Vec3): [number, number, number] {
  return [
    m[0]! * v[0] + m[3]! * v[1] + m[6]! * v[2],
    m[1]! * v[0] + m[4]! * v[1] + m[7]! * v[2],
    m[2]! * v[0] + m[5]! * v[1] + m[8]! * v[2],
  ];
}

/** `M · (p, 1)`: a point through an affine 4×4 (the bottom row is assumed to be 0 0 0 1). */
export function transformPoint4(m: Mat4, p: Vec3): [number, number, number] {
  return [
    m[0]! * p[0] + m[4]! * p[1] + m[8]! * p[2] + m[12]!,
    m[1]! * p[0] + m[5]! * p[1] + m[9]! * p[2] + m[13]!,
    m[2]! * p[0] + m[6]! * p[1] + m[10]! * p[2] + m[14]!,
  ];
}

/** The affine 4×4 with linear part `linear` and translation `t`. */
export function affine4(linear: Mat3, t: Vec3): Mat4 {
  return affine4Into(new Float64Array(16), linear, t);
}

/** `out` = the affine 4×4 with linear part `linear` and translation `t` (every element written). */
export function affine4Into(m: Mat4, linear: Mat3, t: Vec3): Mat4 {
  m[0] = linear[0]!;
  m[1] = linear[1]!;
  m[2] = linear[2]!;
  m[3] = 0;
  m[4] = linear[3]!;
  m[5] = linear[4]!;
  m[6] = linear[5]!;
  m[7] = 0;
  m[8] = linear[6]!;
  m[9] = linear[7]!;
  m[10] = linear[8]!;
  m[11] = 0;
  m[12] = t[0];
  m[13] = t[1];
  m[14] = t[2];
  m[15] = 1;
  return m;
}

/**
 * `out` = `affine4(scaleColumns3(linear, s), t)` without the intermediate 3×3 (the same products,
 * every element written).
 */
export function affineScaled4Into(m: Mat4, linear: Mat3, s: Vec3, t: Vec3): Mat4 {
  const s0 = s[0];
  const s1 = s[1];
  const s2 = s[2];
  m[0] = linear[0]! * s0;
  m[1] = linear[1]! * s0;
  m[2] = linear[2]! * s0;
  m[3] = 0;
  m[4] = linear[3]! * s1;
  m[5] = linear[4]! * s1;
  m[6] = linear[5]! * s1;
  m[7] = 0;
  m[8] = linear[6]! * s2;
  m[9] = linear[7]! * s2;
  m[10] = linear[8]! * s2;
  m[11] = 0;
  m[12] = t[0];
  m[13] = t[1];
  m[14] = t[2];
  m[15] = 1;
  return m;
}

/** The upper-left 3×3 of a 4×4. */
export function linearPart(m: Mat4): Mat3 {
  const out = new Float64Array(9);
  for (let c = 0; c < 3; c++) for (let r = 0; r < 3; r++) out[c * 3 + r] = m[c * 4 + r]!;
  return out;
}

export function translationPart(m: Mat4): [number, number, number] {
  return [m[12]!, m[13]!, m[14]!];
}

export function translation4(t: Vec3): Mat4 {
  const m = identity4();
  m[12] = t[0];
  m[13] = t[1];
  m[14] = t[2];
  return m;
}

export function scaling4(s: Vec3): Mat4 {
  const m = identity4();
  m[0] = s[0];
  m[5] = s[1];
  m[10] = s[2];
  return m;
}

/** A 3×3 placed in a 4×4 with no translation. */
export function fromMat3(m3: Mat3): Mat4 {
  return affine4(m3, [0, 0, 0]);
}

/**
 * Splits a linear part into a rotation `R` and the rest `Q = Rᵀ · A` (scale, plus shear when `A`
 * has any), so `A = R · Q`. `R` comes from Gram–Schmidt on the columns (X kept, Y made orthogonal
 * to it, Z = X × Y), which is exact for `A = R · diag(s)` with positive `s`; a mirrored `A`
 * (negative determinant) keeps a proper rotation and leaves the flip in `Q`'s Z. Degenerate
 * columns (zero scale) fall back to the identity rotation; non-finite X or Y columns (a NaN or
 * infinite key) give a NaN rotation, so the non-finite value is carried rather than replaced.
 */
export function splitRotation3(a: Mat3): { rotation: Mat3; rest: Mat3 } {
  const rotation = new Float64Array(9);
  const rest = new Float64Array(9);
  splitRotation3Into(rotation, rest, a, 3);
  return { rotation, rest };
}

/**
 * {@link splitRotation3} of the linear part of `a` into `rotation` and `rest` (neither may be `a`):
 * `stride` 3 reads `a` as a 3×3, 4 reads the upper-left 3×3 of a 4×4.
 */
export function splitRotation3Into(rotation: Mat3, rest: Mat3, a: Float64Array, stride: 3 | 4): void {
  let x0 = a[0]!;
  let x1 = a[1]!;
  let x2 = a[2]!;
  const y0Raw = a[stride]!;
  const y1Raw = a[stride + 1]!;
  const y2Raw = a[stride + 2]!;
  const lx = Math.hypot(x0, x1, x2);
  let split = false;
  if (lx > 1e-300 && Number.isFinite(lx)) {
    x0 /= lx;
    x1 /= lx;
    x2 /= lx;
    const d = x0 * y0Raw + x1 * y1Raw + x2 * y2Raw;
    let y0 = y0Raw - d * x0;
    let y1 = y1Raw - d * x1;
    let y2 = y2Raw - d * x2;
    const ly = Math.hypot(y0, y1, y2);
    if (ly > 1e-300 && Number.isFinite(ly)) {
      y0 /= ly;
      y1 /= ly;
      y2 /= ly;
      rotation[0] = x0;
      rotation[1] = x1;
      rotation[2] = x2;
      rotation[3] = y0;
      rotation[4] = y1;
      rotation[5] = y2;
      rotation[6] = x1 * y2 - x2 * y1;
      rotation[7] = x2 * y0 - x0 * y2;
      rotation[8] = x0 * y1 - x1 * y0;
      split = true;
    }
  }
  if (!split) {
    const finite = Number.isFinite(x0) && Number.isFinite(x1) && Number.isFinite(x2) && Number.isFinite(y0Raw) && Number.isFinite(y1Raw) && Number.isFinite(y2Raw);
    if (finite) {
      rotation.fill(0);
      rotation[0] = rotation[4] = rotation[8] = 1;
    } else {
      rotation.fill(NaN);
    }
  }
  // rest = rotationᵀ · a
  const r0 = rotation[0]!, r1 = rotation[1]!, r2 = rotation[2]!;
  const r3 = rotation[3]!, r4 = rotation[4]!, r5 = rotation[5]!;
  const r6 = rotation[6]!, r7 = rotation[7]!, r8 = rotation[8]!;
  const a00 = a[0]!, a01 = a[1]!, a02 = a[2]!;
  const a10 = a[stride]!, a11 = a[stride + 1]!, a12 = a[stride + 2]!;
  const a20 = a[2 * stride]!, a21 = a[2 * stride + 1]!, a22 = a[2 * stride + 2]!;
  rest[0] = r0 * a00 + r1 * a01 + r2 * a02;
  rest[1] = r3 * a00 + r4 * a01 + r5 * a02;
  rest[2] = r6 * a00 + r7 * a01 + r8 * a02;
  rest[3] = r0 * a10 + r1 * a11 + r2 * a12;
  rest[4] = r3 * a10 + r4 * a11 + r5 * a12;
  rest[5] = r6 * a10 + r7 * a11 + r8 * a12;
  rest[6] = r0 * a20 + r1 * a21 + r2 * a22;
  rest[7] = r3 * a20 + r4 * a21 + r5 * a22;
  rest[8] = r6 * a20 + r7 * a21 + r8 * a22;
}

/** Inverse of an affine 4×4 (general 3×3 inverse plus translation); `null` when singular. */
export function invertAffine4(m: Mat4): Mat4 | null {
  const out = new Float64Array(16);
  return invertAffine4Into(out, m, new Float64Array(9), new Float64Array(9)) ? out : null;
}

/**
 * `out` = the inverse of the affine `m` (see {@link invertAffine4}), using two 3×3 scratch
 * matrices; false (and `out` unspecified) when `m` is singular.
 */
export function invertAffine4Into(out: Mat4, m: Mat4, a: Mat3, inv: Mat3): boolean {
  // Entry by entry (see multiply4Into); `a` and `inv` receive what a loop over them would write.
  const a0 = (a[0] = m[0]!), a1 = (a[1] = m[1]!), a2 = (a[2] = m[2]!);
  const a3 = (a[3] = m[4]!), a4 = (a[4] = m[5]!), a5 = (a[5] = m[6]!);
  const a6 = (a[6] = m[8]!), a7 = (a[7] = m[9]!), a8 = (a[8] = m[10]!);
  const det = a0 * (a4 * a8 - a7 * a5) - a3 * (a1 * a8 - a7 * a2) + a6 * (a1 * a5 - a4 * a2);
  if (det === 0 || !Number.isFinite(det)) return false;
  // (r, c) of the inverse is cofactor(c, r) / det; a's (r, c) is a[c * 3 + r].
  const i0 = (inv[0] = (a4 * a8 - a7 * a5) / det);
  const i3 = (inv[3] = (a5 * a6 - a8 * a3) / det);
  const i6 = (inv[6] = (a3 * a7 - a6 * a4) / det);
  const i1 = (inv[1] = (a7 * a2 - a1 * a8) / det);
  const i4 = (inv[4] = (a8 * a0 - a2 * a6) / det);
  const i7 = (inv[7] = (a6 * a1 - a0 * a7) / det);
  const i2 = (inv[2] = (a1 * a5 - a4 * a2) / det);
  const i5 = (inv[5] = (a2 * a3 - a5 * a0) / det);
  const i8 = (inv[8] = (a0 * a4 - a3 * a1) / det);
  // The translation -inv·t, computed as transformVector3 does; written without allocating (the
  // bake inverts every moving parent's world per frame).
  const t0 = m[12]!;
  const t1 = m[13]!;
  const t2 = m[14]!;
  out[0] = i0;
  out[1] = i1;
  out[2] = i2;
  out[3] = 0;
  out[4] = i3;
  out[5] = i4;
  out[6] = i5;
  out[7] = 0;
  out[8] = i6;
  out[9] = i7;
  out[10] = i8;
  out[11] = 0;
  out[12] = -(i0 * t0 + i3 * t1 + i6 * t2);
  out[13] = -(i1 * t0 + i4 * t1 + i7 * t2);
  out[14] = -(i2 * t0 + i5 * t1 + i8 * t2);
  out[15] = 1;
  return true;
}
