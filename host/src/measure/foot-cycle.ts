/**
 * Foot-cycle facts from the pose grid: the loop seam ratio of the feet relative to the hips, and
 * the gait's left/right vertical amplitude and phase.
 *
 * Feet are the resolved left_foot, left_toe, right_foot and right_toe roles. rel(k, b) = model
 * position of b at sample k − model position of the hips at k (cancels root travel). Every
 * involved position on the grid must be finite, otherwise both facts are unavailable.
 *
 * loop_seam_ratio (needs hips and ≥ 1 foot, else not_applicable):
 *   seam = max over feet |rel(L) − rel(0)|, neighbour = max(max |rel(1) − rel(0)|,
 *   max |rel(L) − rel(L−1)|); measured as seam / neighbour when neighbour > 0 and
 *   neighbour ≥ min_stride_step_m (default 0.02 m), else unavailable (no real stride).
 *
 * gait (needs hips and a foot or toe on both sides, else not_applicable): cycle length C = N − 1
 *   when N > 3 else N (drops the duplicated wrap sample). d_k = mean_y(left rel) −
 *   mean_y(right rel) over k < C (foot and toe averaged when both resolve);
 *   lr_amplitude_m = max d − min d. phase: not_applicable when the amplitude is exactly 0;
 *   otherwise the first Fourier harmonic re = Σ d_k cos(2πk/C), im = Σ d_k sin(2πk/C),
 *   phase = (atan2(im, re)/2π + 0.5) mod 1 (the trough of the fundamental); unavailable when the
 *   harmonic vanishes or is not finite (the fit failed).
 */
import type { ResolvedRig, RigRole } from '../plugin-api/config.js';
import type { ModelPoses } from '../sample/sampler.js';
import { measured, NOT_APPLICABLE, roleBone, UNAVAILABLE, type Fact } from './fact.js';
import type { GaitFacts } from './types.js';

export const DEFAULT_MIN_STRIDE_STEP_M = 0.02;

export interface FootCycleFacts {
  readonly loopSeamRatio: Fact<number>;
  readonly gait: Fact<GaitFacts>;
}

/** The roles whose bones this reads at every grid frame. */
export const FOOT_CYCLE_ROLES: readonly RigRole[] = ['hips', 'left_foot', 'left_toe', 'right_foot', 'right_toe'];

export function measureFootCycle(
  grid: ModelPoses | undefined,
  rig: Pick<ResolvedRig, 'roles'>,
  boneCount: number,
  minStrideStepM: number = DEFAULT_MIN_STRIDE_STEP_M,
): FootCycleFacts {
  const hips = roleBone(rig.roles.hips, boneCount);
  const left = [roleBone(rig.roles.left_foot, boneCount), roleBone(rig.roles.left_toe, boneCount)].filter(isBone);
  const right = [roleBone(rig.roles.right_foot, boneCount), roleBone(rig.roles.right_toe, boneCount)].filter(isBone);
  const feet = [...left, ...right];
  const seamApplies = hips !== undefined && feet.length > 0;
  const gaitApplies = hips !== undefined && left.length > 0 && right.length > 0;
  if (!seamApplies) return { loopSeamRatio: NOT_APPLICABLE, gait: NOT_APPLICABLE };
  if (grid === undefined || grid.frameCount < 3 || !positionsFinite(grid, [hips, ...feet])) {
    return { loopSeamRatio: UNAVAILABLE, gait: gaitApplies ? UNAVAILABLE : NOT_APPLICABLE };
  }
  return {
    loopSeamRatio: seamRatio(grid, hips, feet, minStrideStepM),
    gait: gaitApplies ? gaitFacts(grid, hips, left, right) : NOT_APPLICABLE,
  };
}

function isBone(b: number | undefined): b is number {
  return b !== undefined;
}

function positionsFinite(grid: ModelPoses, bones: readonly number[]): boolean {
  const P = grid.positions;
  const stride = grid.boneCount * 3;
  for (let i = 0; i < bones.length; i++) {
    let probe = 0; // x·0 is NaN exactly for non-finite x
    for (let o = bones[i]! * 3, end = o + grid.frameCount * stride; o < end; o += stride) {
      probe += P[o]! * 0 + P[o + 1]! * 0 + P[o + 2]! * 0;
    }
    if (probe !== 0) return false;
  }
  return true;
}

/** |rel(fa, b) − rel(fb, b)| with rel relative to the hips. */
function relDistance(grid: ModelPoses, hips: number, b: number, fa: number, fb: number): number {
  const P = grid.positions;
  const B = grid.boneCount;
  const a = (fa * B + b) * 3, ah = (fa * B + hips) * 3;
  const c = (fb * B + b) * 3, ch = (fb * B + hips) * 3;
  const dx = P[a]! - P[ah]! - (P[c]! - P[ch]!);
  const dy = P[a + 1]! - P[ah + 1]! - (P[c + 1]! - P[ch + 1]!);
  const dz = P[a + 2]! - P[ah + 2]! - (P[c + 2]! - P[ch + 2]!);
  return Math.sqrt(dx * dx + dy * dy + dz * dz);
}

function seamRatio(grid: ModelPoses, hips: number, feet: readonly number[], minStride: number): Fact<number> {
  const L = grid.frameCount - 1;
  let seam = 0, first = 0, last = 0;
  for (const foot of feet) {
    seam = Math.max(seam, relDistance(grid, hips, foot, L, 0));
    first = Math.max(first, relDistance(grid, hips, foot, 1, 0));
    last = Math.max(last, relDistance(grid, hips, foot, L, L - 1));
  }
  const neighbour = Math.max(first, last);
  if (!(neighbour > 0) || !(neighbour >= minStride)) return UNAVAILABLE;
  const ratio = Math.fround(seam / neighbour);
  return Number.isFinite(ratio) ? measured(ratio) : UNAVAILABLE;
}

function meanRelY(grid: ModelPoses, hips: number, bones: readonly number[], f: number): number {
  const P = grid.positions;
  const B = grid.boneCount;
  const hy = P[(f * B + hips) * 3 + 1]!;
  let sum = 0;
  for (let i = 0; i < bones.length; i++) sum += P[(f * B + bones[i]!) * 3 + 1]! - hy;
  return sum / bones.length;
}

/** cos and sin of 2πk/C for k < C, interleaved; cached for the last C (clips often share it). */
let trig = { cycle: 0, table: new Float64Array(0) };
function harmonicTable(cycle: number): Float64Array {
  if (trig.cycle !== cycle) {
    const table = new Float64Array(cycle * 2);
    for (let k = 0; k < cycle; k++) {
      const angle = (2 * Math.PI * k) / cycle;
      table[2 * k] = Math.cos(angle);
      table[2 * k + 1] = Math.sin(angle);
    }
    trig = { cycle, table };
  }
  return trig.table;
}

function gaitFacts(grid: ModelPoses, hips: number, left: readonly number[], right: readonly number[]): Fact<GaitFacts> {
  const N = grid.frameCount;
  const C = N > 3 ? N - 1 : N;
  const table = harmonicTable(C);
  let min = Infinity, max = -Infinity, re = 0, im = 0;
  for (let k = 0; k < C; k++) {
    const d = meanRelY(grid, hips, left, k) - meanRelY(grid, hips, right, k);
    if (d < min) min = d;
    if (d > max) max = d;
    re += d * table[2 * k]!;
    im += d * table[2 * k + 1]!;
  }
  const amplitude = Math.fround(max - min);
  if (!Number.isFinite(amplitude)) return UNAVAILABLE;
  if (max - min === 0) return measured({ lr_amplitude_m: amplitude, phase_availability: 'not_applicable' });
  if (!Number.isFinite(re) || !Number.isFinite(im) || (re === 0 && im === 0)) {
    return measured({ lr_amplitude_m: amplitude, phase_availability: 'unavailable' });
  }
  let phase = Math.atan2(im, re) / (2 * Math.PI) + 0.5;
  phase -= Math.floor(phase);
  let p32 = Math.fround(phase);
  if (p32 >= 1) p32 = 0;
  return measured({ lr_amplitude_m: amplitude, phase_availability: 'measured', phase: p32 });
}
