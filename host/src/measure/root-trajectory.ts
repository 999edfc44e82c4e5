/**
 * Root trajectory (translation and yaw) and the legacy speed_mps, from the pose grid.
 *
 * Selection: the resolved root role (`source_role: root`), else the hips (`hips_fallback`); a
 * resolved root is never replaced by the hips, even when its evidence is unusable. Neither role →
 * both facts not_applicable; no grid → both unavailable. With a grid, root_trajectory is measured
 * as the selection, and its translation and yaw domains carry their own availability.
 *
 * Translation (every sampled position finite): X/Z and Y displacements compare the last sample to
 * sample 0; horizontal_travel_m sums the XZ length of every step; vertical min/max are the
 * extrema of y_k − y_0 over all samples (so they include 0 and the endpoint).
 *
 * Yaw: at sample 0 the positive local Z, Y or X axis with the largest finite horizontal (x, z)
 * projection of the model rotation is the heading witness (strictly larger wins, so ties prefer
 * Z, then Y, then X); heading_k = atan2(x, z) of that axis rotated by sample k's rotation, in
 * degrees. Unavailable when a rotation is not finite, the witness' horizontal length is ≤ f32
 * epsilon at any sample, or an adjacent step is within 1e-4° of a half turn. Steps are unwrapped
 * to (−180, 180]; yaw_travel_deg = Σ|step|, unwrapped_yaw_deg = Σ step, net_yaw_deg = the
 * unwrapped value wrapped to [−180, 180], a result within 1e-4° of ±180 taking the unwrapped sign.
 *
 * speed_mps = hypot(Δx, Δz between the last and first samples) / duration.
 *
 * Numbers are computed in f64 from the f32 grid and rounded to f32 at the end.
 */
import type { Bone } from '../model/anim-document.js';
import { quatRotateVec3, RAD_TO_DEG } from '../model/math.js';
import type { ResolvedRig, RigRole } from '../plugin-api/config.js';
import type { ModelPoses } from '../sample/sampler.js';
import { measured, NOT_APPLICABLE, roleBone, UNAVAILABLE, type Fact } from './fact.js';
import type { RootTrajectory } from './types.js';

/** Adjacent yaw steps this close to a half turn have no recoverable direction. */
export const HALF_TURN_TOLERANCE_DEG = 1e-4;
const F32_EPSILON = 2 ** -23;

export interface RootMotionFacts {
  readonly rootTrajectory: Fact<RootTrajectory>;
  readonly speedMps: Fact<number>;
}

/** The roles whose bones this reads at every grid frame (the selection is one of them). */
export const ROOT_MOTION_ROLES: readonly RigRole[] = ['root', 'hips'];

export function measureRootMotion(
  bones: readonly Bone[],
  grid: ModelPoses | undefined,
  rig: Pick<ResolvedRig, 'roles'>,
  durationS: number,
): RootMotionFacts {
  const root = roleBone(rig.roles.root, bones.length);
  const hips = roleBone(rig.roles.hips, bones.length);
  const bone = root ?? hips;
  if (bone === undefined) return { rootTrajectory: NOT_APPLICABLE, speedMps: NOT_APPLICABLE };
  if (grid === undefined || grid.frameCount < 1) return { rootTrajectory: UNAVAILABLE, speedMps: UNAVAILABLE };

  const translation = translationFacts(grid, bone);
  const yaw = yawFacts(grid, bone);
  const trajectory: RootTrajectory = {
    bone_index: bone,
    bone_name: bones[bone]!.name,
    source_role: root !== undefined ? 'root' : 'hips_fallback',
    translation_availability: translation.availability,
    ...(translation.availability === 'measured' ? { translation: translation.value } : {}),
    yaw_availability: yaw.availability,
    ...(yaw.availability === 'measured' ? { yaw: yaw.value } : {}),
  };
  return { rootTrajectory: measured(trajectory), speedMps: speed(grid, bone, durationS) };
}

function speed(grid: ModelPoses, bone: number, durationS: number): Fact<number> {
  const P = grid.positions;
  const a = bone * 3;
  const b = ((grid.frameCount - 1) * grid.boneCount + bone) * 3;
  const dx = P[b]! - P[a]!, dz = P[b + 2]! - P[a + 2]!;
  if (!Number.isFinite(dx + P[b + 1]! + P[a + 1]! + dz) || !(durationS > 0)) return UNAVAILABLE;
  const value = Math.fround(Math.sqrt(dx * dx + dz * dz) / durationS);
  return Number.isFinite(value) ? measured(value) : UNAVAILABLE;
}

type Translation = NonNullable<RootTrajectory['translation']>;

function translationFacts(grid: ModelPoses, bone: number): Fact<Translation> {
  const P = grid.positions;
  const stride = grid.boneCount * 3;
  let o = bone * 3;
  const x0 = P[o]!, y0 = P[o + 1]!, z0 = P[o + 2]!;
  if (!Number.isFinite(x0 + y0 + z0)) return UNAVAILABLE;
  let px = x0, py = y0, pz = z0;
  let travel = 0, minY = 0, maxY = 0;
  for (let f = 1; f < grid.frameCount; f++) {
    o += stride;
    const x = P[o]!, y = P[o + 1]!, z = P[o + 2]!;
    if (!Number.isFinite(x + y + z)) return UNAVAILABLE;
    const dx = x - px, dz = z - pz;
    travel += Math.sqrt(dx * dx + dz * dz);
    const dy = y - y0;
    if (dy < minY) minY = dy;
    if (dy > maxY) maxY = dy;
    px = x; py = y; pz = z;
  }
  const values = [px - x0, pz - z0, travel, py - y0, minY, maxY].map(Math.fround);
  if (!values.every(Number.isFinite)) return UNAVAILABLE;
  return measured({
    horizontal_displacement_x_m: values[0]!,
    horizontal_displacement_z_m: values[1]!,
    horizontal_travel_m: values[2]!,
    vertical_displacement_m: values[3]!,
    vertical_min_displacement_m: values[4]!,
    vertical_max_displacement_m: values[5]!,
  });
}

type Yaw = NonNullable<RootTrajectory['yaw']>;
const AXES: readonly { readonly name: Yaw['heading_axis']; readonly v: Float64Array }[] = [
  { name: 'positive_z', v: Float64Array.of(0, 0, 1) },
  { name: 'positive_y', v: Float64Array.of(0, 1, 0) },
  { name: 'positive_x', v: Float64Array.of(1, 0, 0) },
];

function yawFacts(grid: ModelPoses, bone: number): Fact<Yaw> {
  const Q = grid.rotations;
  const qOffset = (f: number) => (f * grid.boneCount + bone) * 4;
  const rotated = new Float64Array(3);
  const rotationFinite = (f: number) => {
    const o = qOffset(f);
    return Number.isFinite(Q[o]!) && Number.isFinite(Q[o + 1]!) && Number.isFinite(Q[o + 2]!) && Number.isFinite(Q[o + 3]!);
  };

  if (!rotationFinite(0)) return UNAVAILABLE;
  let witness: (typeof AXES)[number] | undefined;
  let best = -Infinity;
  for (const axis of AXES) {
    quatRotateVec3(rotated, Q, axis.v, 0, qOffset(0), 0);
    const h = Math.sqrt(rotated[0]! * rotated[0]! + rotated[2]! * rotated[2]!);
    if (Number.isFinite(h) && h > best) {
      best = h;
      witness = axis;
    }
  }
  if (witness === undefined) return UNAVAILABLE;

  const heading = (f: number): number | undefined => {
    if (!rotationFinite(f)) return undefined;
    quatRotateVec3(rotated, Q, witness.v, 0, qOffset(f), 0);
    const x = rotated[0]!, z = rotated[2]!;
    if (!(Math.sqrt(x * x + z * z) > F32_EPSILON)) return undefined;
    return Math.atan2(x, z) * RAD_TO_DEG;
  };

  let previous = heading(0);
  if (previous === undefined) return UNAVAILABLE;
  let unwrapped = 0, travel = 0;
  for (let f = 1; f < grid.frameCount; f++) {
    const h = heading(f);
    if (h === undefined) return UNAVAILABLE;
    let step = h - previous;
    if (step > 180) step -= 360;
    else if (step <= -180) step += 360;
    if (Math.abs(Math.abs(step) - 180) <= HALF_TURN_TOLERANCE_DEG) return UNAVAILABLE;
    unwrapped += step;
    travel += Math.abs(step);
    previous = h;
  }
  let net = unwrapped - 360 * Math.round(unwrapped / 360);
  if (Math.abs(Math.abs(net) - 180) <= HALF_TURN_TOLERANCE_DEG) net = unwrapped < 0 ? -180 : 180;
  const values = [net, unwrapped, travel].map(Math.fround);
  if (!values.every(Number.isFinite)) return UNAVAILABLE;
  return measured({
    heading_axis: witness.name,
    net_yaw_deg: values[0]! === 0 ? 0 : values[0]!,
    unwrapped_yaw_deg: values[1]! === 0 ? 0 : values[1]!,
    yaw_travel_deg: values[2]!,
  });
}
