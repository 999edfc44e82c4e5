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

/** `out = a · b` (4×4); `out` must not be `a` or `b`. */
export function multiply4Into(out: Mat4, a: Mat4, b: Mat4): Mat4 {
  for (let c = 0; c < 4; c++) {
    for (let r = 0; r < 4; r++) {
      let s = 0;
      for (let k = 0; k < 4; k++) s += a[k * 4 + r]! * b[c * 4 + k]!;
      out[c * 4 + r] = s;
    }
  }
  return out;
}

/** `a · b` (3×3). */
export function multiply3(a: Mat3, b: Mat3): Mat3 {
  return multiply3Into(new Float64Array(9), a, b);
}

/** `out = a · b` (3×3); `out` must not be `a` or `b`. */
export function multiply3Into(out: Mat3, a: Mat3, b: Mat3): Mat3 {
  for (let c = 0; c < 3; c++) {
    for (let r = 0; r < 3; r++) {
      out[c * 3 + r] = a[r]! * b[c * 3]! + a[3 + r]! * b[c * 3 + 1]! + a[6 + r]! * b[c * 3 + 2]!;
    }
  }
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
  for (let c = 0; c < 3; c++) for (let r = 0; r < 3; r++) out[c * 3 + r] = m[c * 3 + r]! * s[c]!;
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
  for (let c = 0; c < 3; c++) {
    for (let r = 0; r < 3; r++) m[c * 4 + r] = linear[c * 3 + r]!;
    m[c * 4 + 3] = 0;
  }
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
  for (let c = 0; c < 3; c++) {
    for (let r = 0; r < 3; r++) {
      rest[c * 3 + r] = rotation[r * 3]! * a[c * stride]! + rotation[r * 3 + 1]! * a[c * stride + 1]! + rotation[r * 3 + 2]! * a[c * stride + 2]!;
    }
  }
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
  for (let c = 0; c < 3; c++) for (let r = 0; r < 3; r++) a[c * 3 + r] = m[c * 4 + r]!;
  const det = determinant3(a);
  if (det === 0 || !Number.isFinite(det)) return false;
  // (r, c) of the inverse is cofactor(c, r) / det; a's (r, c) is a[c * 3 + r].
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      const r1 = (c + 1) % 3;
      const r2 = (c + 2) % 3;
      const c1 = (r + 1) % 3;
      const c2 = (r + 2) % 3;
      inv[c * 3 + r] = (a[c1 * 3 + r1]! * a[c2 * 3 + r2]! - a[c2 * 3 + r1]! * a[c1 * 3 + r2]!) / det;
    }
  }
  // The translation -inv·t, computed as transformVector3 does; written without allocating (the
  // bake inverts every moving parent's world per frame).
  const t0 = m[12]!;
  const t1 = m[13]!;
  const t2 = m[14]!;
  for (let c = 0; c < 3; c++) {
    for (let r = 0; r < 3; r++) out[c * 4 + r] = inv[c * 3 + r]!;
    out[c * 4 + 3] = 0;
  }
  out[12] = -(inv[0]! * t0 + inv[3]! * t1 + inv[6]! * t2);
  out[13] = -(inv[1]! * t0 + inv[4]! * t1 + inv[7]! * t2);
  out[14] = -(inv[2]! * t0 + inv[5]! * t1 + inv[8]! * t2);
  out[15] = 1;
  return true;
}
