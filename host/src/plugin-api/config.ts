/**
 * The project contract as checks see it, after discovery, validation and overlay.
 */
import type { RigRoleName } from '@animsmith/schemas';

export type RigRole = RigRoleName;

export const RIG_ROLES: readonly RigRole[] = [
  'root',
  'hips',
  'spine',
  'head',
  'left_foot',
  'right_foot',
  'left_toe',
  'right_toe',
  'left_hand',
  'right_hand',
];

export interface ResolvedRig {
  /** `unknown`, `custom`, a built-in profile name, or `<profile>+custom`. */
  readonly profile: string;
  /** Role → bone index in the AnimDocument. */
  readonly roles: Readonly<Partial<Record<RigRole, number>>>;
}

export interface ValueWithTolerance {
  readonly value: number;
  readonly tolerance: number;
}

export type MovementOwner = 'gameplay' | 'animation';

/** `[clips."<name or glob>"]` after overlaying every matching entry, field by field. */
export interface ClipExpectations {
  readonly loop?: boolean;
  readonly duration_s?: ValueWithTolerance;
  readonly speed_mps?: ValueWithTolerance;
  readonly fps?: number;
  readonly animates_bones?: readonly string[];
  readonly movement_owner_xz?: MovementOwner;
  readonly movement_owner_y?: MovementOwner;
  readonly movement_owner_yaw?: MovementOwner;
  readonly max_loop_position_delta_m?: number;
  readonly max_loop_rotation_delta_deg?: number;
  readonly max_loop_velocity_delta_mps?: number;
  readonly max_loop_angular_velocity_delta_degps?: number;
}
