/**
 * A column-major 4×4 affine matrix as model TRS (translation = column 3, scale = column lengths
 * with x negated when the determinant is negative, rotation from the normalized rotation matrix):
 * shared by the glTF loader (`matrix` nodes) and plugin loaders (through `@animsmith/cli/plugin`).
 */
import type { RestTransform } from './anim-document.js';

/** Decompose a column-major 4×4 affine matrix into TRS. */
export function decomposeMatrix(m: readonly number[]): RestTransform {
  const out: MutableTrs = { translation: [0, 0, 0], rotation: [0, 0, 0, 1], scale: [1, 1, 1] };
  decomposeMatrixInto(out, m);
  return out;
}

/** A TRS whose components are written in place (see {@link decomposeMatrixInto}). */
export interface MutableTrs {
  translation: [number, number, number];
  rotation: [number, number, number, number];
  scale: [number, number, number];
}

/**
 * {@link decomposeMatrix} written into `out`'s arrays, without allocating: for loaders that
 * decompose a matrix per node and per sample.
 */
export function decomposeMatrixInto(out: MutableTrs, m: ArrayLike<number>): void {
  const t = out.translation;
  t[0] = m[12]!;
  t[1] = m[13]!;
  t[2] = m[14]!;
  let sx = hypot3(m[0]!, m[1]!, m[2]!);
  const sy = hypot3(m[4]!, m[5]!, m[6]!);
  const sz = hypot3(m[8]!, m[9]!, m[10]!);
  const det =
    m[0]! * (m[5]! * m[10]! - m[6]! * m[9]!) - m[4]! * (m[1]! * m[10]! - m[2]! * m[9]!) + m[8]! * (m[1]! * m[6]! - m[2]! * m[5]!);
  if (det < 0) sx = -sx;
  const scale = out.scale;
  scale[0] = sx;
  scale[1] = sy;
  scale[2] = sz;
  if (sx === 0 || sy === 0 || sz === 0) {
    identityRotation(out.rotation);
    return;
  }
  // Rotation matrix entries r<row><column>.
  const r00 = m[0]! / sx, r10 = m[1]! / sx, r20 = m[2]! / sx;
  const r01 = m[4]! / sy, r11 = m[5]! / sy, r21 = m[6]! / sy;
  const r02 = m[8]! / sz, r12 = m[9]! / sz, r22 = m[10]! / sz;
  quatFromRotationMatrix(out.rotation, r00, r01, r02, r10, r11, r12, r20, r21, r22);
}

function identityRotation(q: MutableTrs['rotation']): void {
  q[0] = 0;
  q[1] = 0;
  q[2] = 0;
  q[3] = 1;
}

/** The unit quaternion of a rotation matrix, into `q`. */
function quatFromRotationMatrix(
  q: MutableTrs['rotation'],
  r00: number, r01: number, r02: number,
  r10: number, r11: number, r12: number,
  r20: number, r21: number, r22: number,
): void {
  let x: number, y: number, z: number, w: number;
  const trace = r00 + r11 + r22;
  if (trace > 0) {
    const s = 0.5 / Math.sqrt(trace + 1);
    w = 0.25 / s;
    x = (r21 - r12) * s;
    y = (r02 - r20) * s;
    z = (r10 - r01) * s;
  } else if (r00 > r11 && r00 > r22) {
    const s = 2 * Math.sqrt(1 + r00 - r11 - r22);
    w = (r21 - r12) / s;
    x = 0.25 * s;
    y = (r01 + r10) / s;
    z = (r02 + r20) / s;
  } else if (r11 > r22) {
    const s = 2 * Math.sqrt(1 + r11 - r00 - r22);
    w = (r02 - r20) / s;
    x = (r01 + r10) / s;
    y = 0.25 * s;
    z = (r12 + r21) / s;
  } else {
    const s = 2 * Math.sqrt(1 + r22 - r00 - r11);
    w = (r10 - r01) / s;
    x = (r02 + r20) / s;
    y = (r12 + r21) / s;
    z = 0.25 * s;
  }
  const n = hypot4(x, y, z, w);
  if (!(n > 0) || !Number.isFinite(n)) {
    identityRotation(q);
    return;
  }
  q[0] = x / n;
  q[1] = y / n;
  q[2] = z / n;
  q[3] = w / n;
}

/*
 * `Math.hypot` of three and four numbers, the same bits: V8's builtin scales the magnitudes by the
 * largest and sums their squares with Kahan compensation (`summand = n² − compensation`, `sum' =
 * sum + summand`, `compensation' = (sum' − sum) − summand`, from a sum and compensation of 0), and
 * these do the same operations in the same order (decompose-matrix.test.ts compares them with
 * `Math.hypot`). The builtin allocates an array per call and is never inlined; a loader's bake
 * decomposes a matrix per node and frame, and four builtin calls cost more than the rest of the
 * decomposition.
 */

/** `Math.hypot(a, b, c)`. */
export function hypot3(a: number, b: number, c: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  c = Math.abs(c);
  // Any infinite argument wins over a NaN; NaN fails every comparison.
  if (a === Infinity || b === Infinity || c === Infinity) return Infinity;
  if (a !== a || b !== b || c !== c) return NaN;
  let max = a;
  if (b > max) max = b;
  if (c > max) max = c;
  if (max === 0) return 0;
  let n = a / max;
  let summand = n * n - 0;
  let sum = 0 + summand;
  let compensation = sum - 0 - summand;
  n = b / max;
  summand = n * n - compensation;
  let next = sum + summand;
  compensation = next - sum - summand;
  sum = next;
  n = c / max;
  summand = n * n - compensation;
  next = sum + summand;
  return Math.sqrt(next) * max;
}

/** `Math.hypot(a, b, c, d)`. */
export function hypot4(a: number, b: number, c: number, d: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  c = Math.abs(c);
  d = Math.abs(d);
  if (a === Infinity || b === Infinity || c === Infinity || d === Infinity) return Infinity;
  if (a !== a || b !== b || c !== c || d !== d) return NaN;
  let max = a;
  if (b > max) max = b;
  if (c > max) max = c;
  if (d > max) max = d;
  if (max === 0) return 0;
  let n = a / max;
  let summand = n * n - 0;
  let sum = 0 + summand;
  let compensation = sum - 0 - summand;
  n = b / max;
  summand = n * n - compensation;
  let next = sum + summand;
  compensation = next - sum - summand;
  sum = next;
  n = c / max;
  summand = n * n - compensation;
  next = sum + summand;
  compensation = next - sum - summand;
  sum = next;
  n = d / max;
  summand = n * n - compensation;
  next = sum + summand;
  return Math.sqrt(next) * max;
}
