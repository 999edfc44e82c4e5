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
  return {
    forward: affine4(forward, [0, 0, 0]),
    inverse: affine4(inverse, [0, 0, 0]),
    metresPerUnit: s,
    mirrored: handedness(g) < 0,
  };
}

/** `C·M·C⁻¹`: a file-space transform expressed in the normalised basis. */
export function conjugate(basis: NormalizingBasis, m: Mat4): Mat4 {
  return multiply4(basis.forward, multiply4(m, basis.inverse));
}

/** `out = C·M·C⁻¹` through `scratch` (neither may be `m`). */
export function conjugateInto(out: Mat4, scratch: Mat4, basis: NormalizingBasis, m: Mat4): Mat4 {
  return multiply4Into(out, basis.forward, multiply4Into(scratch, m, basis.inverse));
}
