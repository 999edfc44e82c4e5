/**
 * rest_world_linear: a description of the upper-left 3x3 (linear part) of a column-major world
 * matrix, calculated in f64.
 *
 * - axis_lengths: lengths of the X, Y and Z columns; determinant; orientation_sign = sign(det)
 *   (1, −1, or 0 for an exactly zero determinant).
 * - Classification, in precedence order:
 *   1. non_finite — a non-finite element or derived fact (no numeric fields at all);
 *   2. singular — |det| ≤ 1e-6 · |X|·|Y|·|Z| (scale-relative, so independent of source units);
 *   3. reflected — det < 0;
 *   4. sheared — some axis pair has |a·b| / (|a|·|b|) > 1e-5;
 *   5. unit_orthonormal / uniform_scaled — every axis length is within 1e-5 of the three-axis
 *      mean, relative to the longer of the two; unit when that mean is within 1e-5 of 1
 *      (relative to the longer) — so 1.0, 1.0, 1.000012 is unit and a permutation of axes
 *      gives the same answer;
 *   6. non_uniform — otherwise.
 * - uniform_scale (the axis-length mean) for unit_orthonormal and uniform_scaled;
 *   rotation_xyzw (the quaternion of the orthogonal polar factor, signed so its largest component is non-negative) for
 *   unit_orthonormal only.
 */
import { quatFromMat3, mat3PolarRotation } from '../model/math.js';
import type { RestWorldLinear } from './types.js';

export const ORTHOGONALITY_TOLERANCE = 1e-5;
export const EQUAL_AXIS_TOLERANCE = 1e-5;
export const SINGULAR_DETERMINANT_TOLERANCE = 1e-6;

/** Within `tolerance` of each other, relative to the longer operand. */
function close(a: number, b: number, tolerance: number): boolean {
  return Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));
}

export function classifyRestWorldLinear(m: ArrayLike<number>): RestWorldLinear {
  const ax = m[0]!, ay = m[1]!, az = m[2]!;
  const bx = m[4]!, by = m[5]!, bz = m[6]!;
  const cx = m[8]!, cy = m[9]!, cz = m[10]!;
  for (const v of [ax, ay, az, bx, by, bz, cx, cy, cz]) if (!Number.isFinite(v)) return { classification: 'non_finite' };

  const lx = Math.hypot(ax, ay, az), ly = Math.hypot(bx, by, bz), lz = Math.hypot(cx, cy, cz);
  const det = ax * (by * cz - bz * cy) - bx * (ay * cz - az * cy) + cx * (ay * bz - az * by);
  const volume = lx * ly * lz;
  if (![lx, ly, lz, det, volume].every(Number.isFinite)) return { classification: 'non_finite' };

  const base = {
    axis_lengths: [lx, ly, lz],
    determinant: det === 0 ? 0 : det,
    orientation_sign: det > 0 ? 1 : det < 0 ? -1 : 0,
  };
  if (Math.abs(det) <= SINGULAR_DETERMINANT_TOLERANCE * volume) return { classification: 'singular', ...base };
  if (det < 0) return { classification: 'reflected', ...base };

  const cosXY = Math.abs(ax * bx + ay * by + az * bz) / (lx * ly);
  const cosXZ = Math.abs(ax * cx + ay * cy + az * cz) / (lx * lz);
  const cosYZ = Math.abs(bx * cx + by * cy + bz * cz) / (ly * lz);
  if (!(cosXY <= ORTHOGONALITY_TOLERANCE && cosXZ <= ORTHOGONALITY_TOLERANCE && cosYZ <= ORTHOGONALITY_TOLERANCE)) {
    return { classification: 'sheared', ...base };
  }

  const mean = (lx + ly + lz) / 3;
  const uniform = close(lx, mean, EQUAL_AXIS_TOLERANCE) && close(ly, mean, EQUAL_AXIS_TOLERANCE) && close(lz, mean, EQUAL_AXIS_TOLERANCE);
  if (!uniform) return { classification: 'non_uniform', ...base };
  if (!close(mean, 1, EQUAL_AXIS_TOLERANCE)) return { classification: 'uniform_scaled', ...base, uniform_scale: mean };

  const polar = new Float64Array(9);
  const linear = Float64Array.of(ax, ay, az, bx, by, bz, cx, cy, cz);
  const rotation = new Float64Array(4);
  if (mat3PolarRotation(polar, linear)) quatFromMat3(rotation, polar);
  else rotation.fill(NaN);
  if (!rotation.every(Number.isFinite)) return { classification: 'unit_orthonormal', ...base, uniform_scale: mean };
  return { classification: 'unit_orthonormal', ...base, rotation_xyzw: Array.from(rotation), uniform_scale: mean };
}
