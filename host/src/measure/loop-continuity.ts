/**
 * Per-bone loop continuity across the wrap (last sample → sample 0) of the shared pose grid.
 *
 * Measured iff the clip has a grid, the skeleton has at least one bone and the first and last
 * grid steps have positive dt. Rows follow skeleton order; a bone with any non-finite evidence
 * (positions or rotations at samples 0, 1, L−1, L, or a non-finite result) is an `unavailable`
 * row without numbers, and the other bones are still measured.
 *
 * - position_delta_m = |p_L − p_0|
 * - rotation_delta_deg = 2·atan2(|xyz(q_0⁻¹·q_L)|, |w|)
 * - seam_velocity_delta_mps = |(p_1 − p_0)/dt_first − (p_L − p_{L−1})/dt_last|: the two in-clip
 *   steps adjacent to the wrap (not the duplicate last→first chord, which is zero on a closed loop)
 * - seam_angular_velocity_delta_degps = |ω_out − ω_in|, ω = rotation vector of (to·from⁻¹)
 *   (hemisphere canonicalised) / dt, in degrees per second
 *
 * Inverses are conjugates; every formula is invariant to quaternion length. Numbers are computed
 * in f64 from the f32 grid and rounded to f32 at the end.
 */
import type { Bone } from '../model/anim-document.js';
import { quatAngle, quatConjugateMultiply, quatMultiplyConjugate, quatToRotationVector, RAD_TO_DEG } from '../model/math.js';
import type { ModelPoses } from '../sample/sampler.js';
import { measured, UNAVAILABLE, type Fact } from './fact.js';
import type { LoopContinuity, LoopContinuityBone } from './types.js';

/** The grid frames this reads (every bone at each): 0, 1, L−1 and L. */
export const LOOP_CONTINUITY_FRAMES: readonly number[] = [0, 1, -2, -1];

export function measureLoopContinuity(bones: readonly Bone[], grid: ModelPoses | undefined): Fact<LoopContinuity> {
  if (grid === undefined || grid.frameCount < 3 || bones.length === 0 || grid.boneCount !== bones.length) {
    return UNAVAILABLE;
  }
  const { times, positions: P, rotations: Q, boneCount } = grid;
  const L = grid.frameCount - 1;
  const dtFirst = times[1]! - times[0]!;
  const dtLast = times[L]! - times[L - 1]!;
  if (!(dtFirst > 0) || !(dtLast > 0)) return UNAVAILABLE;

  const rows: LoopContinuityBone[] = [];
  for (let b = 0; b < boneCount; b++) {
    rows.push(measureBone(bones[b]!, P, Q, boneCount, b, L, dtFirst, dtLast));
  }
  return measured({ bones: rows });
}

function measureBone(
  bone: Bone,
  P: Float32Array,
  Q: Float32Array,
  boneCount: number,
  b: number,
  L: number,
  dtFirst: number,
  dtLast: number,
): LoopContinuityBone {
  const unavailable: LoopContinuityBone = { bone_index: b, bone_name: bone.name, availability: 'unavailable' };
  const p0 = b * 3, p1 = (boneCount + b) * 3, pm = ((L - 1) * boneCount + b) * 3, pl = (L * boneCount + b) * 3;
  const q0 = b * 4, q1 = (boneCount + b) * 4, qm = ((L - 1) * boneCount + b) * 4, ql = (L * boneCount + b) * 4;
  for (let j = 0; j < 3; j++) {
    if (!Number.isFinite(P[p0 + j]!) || !Number.isFinite(P[p1 + j]!) || !Number.isFinite(P[pm + j]!) || !Number.isFinite(P[pl + j]!)) {
      return unavailable;
    }
  }
  for (let j = 0; j < 4; j++) {
    if (!Number.isFinite(Q[q0 + j]!) || !Number.isFinite(Q[q1 + j]!) || !Number.isFinite(Q[qm + j]!) || !Number.isFinite(Q[ql + j]!)) {
      return unavailable;
    }
  }

  // C0 position.
  const dx = P[pl]! - P[p0]!, dy = P[pl + 1]! - P[p0 + 1]!, dz = P[pl + 2]! - P[p0 + 2]!;
  const position = Math.sqrt(dx * dx + dy * dy + dz * dz);

  // C0 rotation: conj(q0) ⊗ qL.
  const rotation = relativeAngle(Q, q0, ql) * RAD_TO_DEG;

  // C1 linear velocity.
  let vx = (P[p1]! - P[p0]!) / dtFirst - (P[pl]! - P[pm]!) / dtLast;
  let vy = (P[p1 + 1]! - P[p0 + 1]!) / dtFirst - (P[pl + 1]! - P[pm + 1]!) / dtLast;
  let vz = (P[p1 + 2]! - P[p0 + 2]!) / dtFirst - (P[pl + 2]! - P[pm + 2]!) / dtLast;
  const velocity = Math.sqrt(vx * vx + vy * vy + vz * vz);

  // C1 angular velocity: ω = rotvec(to ⊗ conj(from)) / dt.
  stepRotationVector(Q, q1, q0, 0);
  stepRotationVector(Q, ql, qm, 3);
  vx = scratchV[0]! / dtFirst - scratchV[3]! / dtLast;
  vy = scratchV[1]! / dtFirst - scratchV[4]! / dtLast;
  vz = scratchV[2]! / dtFirst - scratchV[5]! / dtLast;
  const angular = Math.sqrt(vx * vx + vy * vy + vz * vz) * RAD_TO_DEG;

  const p32 = Math.fround(position), r32 = Math.fround(rotation), v32 = Math.fround(velocity), w32 = Math.fround(angular);
  if (!Number.isFinite(p32 + r32 + v32 + w32)) return unavailable;
  return {
    bone_index: b,
    bone_name: bone.name,
    availability: 'measured',
    position_delta_m: p32,
    rotation_delta_deg: r32,
    seam_velocity_delta_mps: v32,
    seam_angular_velocity_delta_degps: w32,
  };
}

const scratchQ = new Float64Array(4);
const scratchV = new Float64Array(6);

/** Sign-invariant angle (radians) of conj(Q[a]) ⊗ Q[b]. */
function relativeAngle(Q: Float32Array, a: number, b: number): number {
  quatConjugateMultiply(scratchQ, Q, Q, 0, a, b);
  return quatAngle(scratchQ);
}

/** Writes the rotation vector (radians) of Q[to] ⊗ conj(Q[from]), hemisphere-canonicalised, at scratchV[o]. */
function stepRotationVector(Q: Float32Array, to: number, from: number, o: number): void {
  quatMultiplyConjugate(scratchQ, Q, Q, 0, to, from);
  quatToRotationVector(scratchV, scratchQ, o);
}
