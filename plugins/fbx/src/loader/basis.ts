/**
 * The change of basis from the file's units and axes to the normalised model's (metres, +Y up,
 * +Z front, +X right: right-handed, the axes ufbx calls right-handed Y-up).
 *
 * GlobalSettings names three signed axes: coord (right), up and front. `R` maps each of them onto
 * +X, +Y, +Z; its rows are those three file vectors, so `R` is a signed permutation (a rotation,
 * or a mirror when the file's axes are left-handed). With `s` metres per file unit
 * (`UnitScaleFactor / 100`, the factor being centimetres per unit) a file point `p` becomes
 * `C·p` with `C = s·R`.
 *
 * Transforms are re-expressed, not just moved: a file matrix `M` (world or local) becomes
 * `C·M·C⁻¹`, so rotations stay rotations about the converted axes, scales stay unitless and only
 * translations pick up `s`. Every node frame is converted the same way, so parent/child relations
 * and inherit-type effects carry over unchanged.
 */
import type { FbxSignedAxis } from '@animsmith/cli/plugin';
import type { FbxAxis, FbxGlobalSettings, FbxSign } from '../global-settings.js';
import { affine4, multiply4, multiply4Into, type Mat3, type Mat4 } from '../evaluate/mat4.js';

export interface NormalizingBasis {
  /** `C = s·R` and its inverse, 4×4 column-major. */
  readonly forward: Mat4;
  readonly inverse: Mat4;
  readonly metresPerUnit: number;
  /** True when `R` is a mirror (the file's axes are left-handed). */
  readonly mirrored: boolean;
  /**
   * Where `C` and `C⁻¹` have their one non-zero entry: `forwardAt[r]` in row `r` of `forward`,
   * `inverseAt[c]` in column `c` of `inverse` (see {@link conjugateInto}); `null` when they are not
   * that sparse (a zero or non-finite scale).
   */
  readonly sparse: { readonly forwardAt: Int32Array; readonly inverseAt: Int32Array } | null;
}

const AXIS_NAMES = ['x', 'y', 'z'] as const;

export function signedAxis(axis: FbxAxis, sign: FbxSign): FbxSignedAxis {
  return `${sign > 0 ? '+' : '-'}${AXIS_NAMES[axis]}` as FbxSignedAxis;
}

function unitVector(axis: FbxAxis, sign: FbxSign): [number, number, number] {
  const v: [number, number, number] = [0, 0, 0];
  v[axis] = sign;
  return v;
}

/** `a × b · c`: +1 for a right-handed (coord, up, front) triple, -1 for a left-handed one. */
export function handedness(g: FbxGlobalSettings): 1 | -1 {
  const a = unitVector(g.coordAxis, g.coordAxisSign);
  const b = unitVector(g.upAxis, g.upAxisSign);
  const c = unitVector(g.frontAxis, g.frontAxisSign);
  const cross = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  return cross[0]! * c[0] + cross[1]! * c[1] + cross[2]! * c[2] > 0 ? 1 : -1;
}

export function normalizingBasis(g: FbxGlobalSettings): NormalizingBasis {
  const s = g.unitScaleFactor / 100;
  const rows = [unitVector(g.coordAxis, g.coordAxisSign), unitVector(g.upAxis, g.upAxisSign), unitVector(g.frontAxis, g.frontAxisSign)];
  // Column-major: element (r, c) at [c * 3 + r]; row r of R is the file vector mapped onto axis r.
  const forward: Mat3 = new Float64Array(9);
  const inverse: Mat3 = new Float64Array(9);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      forward[c * 3 + r] = rows[r]![c]! * s;
      inverse[r * 3 + c] = rows[r]![c]! / s;
    }
  }
  const forward4 = affine4(forward, [0, 0, 0]);
  const inverse4 = affine4(inverse, [0, 0, 0]);
  const forwardAt = new Int32Array(4);
  const inverseAt = new Int32Array(4);
  let sparse = true;
  for (let i = 0; i < 4; i++) {
    const row = oneNonZero((k) => forward4[k * 4 + i]!);
    const column = oneNonZero((k) => inverse4[i * 4 + k]!);
    if (row < 0 || column < 0) sparse = false;
    forwardAt[i] = row;
    inverseAt[i] = column;
  }
  return {
    forward: forward4,
    inverse: inverse4,
    metresPerUnit: s,
    mirrored: handedness(g) < 0,
    sparse: sparse ? { forwardAt, inverseAt } : null,
  };
}

/** The index of the one finite non-zero entry among `entry(0…3)` (the rest exactly zero), else -1. */
function oneNonZero(entry: (k: number) => number): number {
  let at = -1;
  for (let k = 0; k < 4; k++) {
    const v = entry(k);
    if (v === 0) continue;
    if (at >= 0 || !Number.isFinite(v)) return -1;
    at = k;
  }
  return at;
}

/** `C·M·C⁻¹`: a file-space transform expressed in the normalised basis. */
export function conjugate(basis: NormalizingBasis, m: Mat4): Mat4 {
  return multiply4(basis.forward, multiply4(m, basis.inverse));
}

/**
 * `out = C·M·C⁻¹` through `scratch` (neither may be `m`), the same bits as the two `multiply4Into`.
 *
 * `C` is a scaled signed permutation, so each entry of either product has one term whose factors
 * are both non-zero; every other term is ±0 when the factors are finite, and the sum
 * `0 + t0 + t1 + t2 + t3` is then that term plus 0 (which only turns -0 into +0). A product with a
 * non-finite factor (0·∞ is NaN) takes the plain multiplication.
 */
export function conjugateInto(out: Mat4, scratch: Mat4, basis: NormalizingBasis, m: Mat4): Mat4 {
  const sparse = basis.sparse;
  if (sparse === null || !allFinite(m)) return multiply4Into(out, basis.forward, multiply4Into(scratch, m, basis.inverse));
  const { forward, inverse } = basis;
  const { forwardAt, inverseAt } = sparse;
  // Column c of M·C⁻¹ is column k of M times C⁻¹'s (k, c); row r of C·S is row k of S times C's (r, k).
  for (let c = 0; c < 4; c++) {
    const k = inverseAt[c]!;
    const factor = inverse[c * 4 + k]!;
    const from = k * 4;
    const to = c * 4;
    scratch[to] = m[from]! * factor + 0;
    scratch[to + 1] = m[from + 1]! * factor + 0;
    scratch[to + 2] = m[from + 2]! * factor + 0;
    scratch[to + 3] = m[from + 3]! * factor + 0;
  }
  if (!allFinite(scratch)) return multiply4Into(out, forward, multiply4Into(scratch, m, basis.inverse));
  for (let r = 0; r < 4; r++) {
    const k = forwardAt[r]!;
    const factor = forward[k * 4 + r]!;
    out[r] = factor * scratch[k]! + 0;
    out[4 + r] = factor * scratch[4 + k]! + 0;
    out[8 + r] = factor * scratch[8 + k]! + 0;
    out[12 + r] = factor * scratch[12 + k]! + 0;
  }
  return out;
}

/** Whether all 16 entries are finite: x − x is 0 for a finite x and NaN otherwise, so only then is the sum finite. */
function allFinite(m: Mat4): boolean {
  return Number.isFinite(
    m[0]! - m[0]! + (m[1]! - m[1]!) + (m[2]! - m[2]!) + (m[3]! - m[3]!) +
      (m[4]! - m[4]!) + (m[5]! - m[5]!) + (m[6]! - m[6]!) + (m[7]! - m[7]!) +
      (m[8]! - m[8]!) + (m[9]! - m[9]!) + (m[10]! - m[10]!) + (m[11]! - m[11]!) +
      (m[12]! - m[12]!) + (m[13]! - m[13]!) + (m[14]! - m[14]!) + (m[15]! - m[15]!),
  );
}
