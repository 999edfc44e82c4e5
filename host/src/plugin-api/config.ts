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

/** How a role found its bone: a profile's exact name, its unique ASCII case-insensitive match, or `[rig.roles]`. */
export type RolePolicy = 'exact' | 'ascii_case_insensitive' | 'explicit';

/**
 * How role resolution ended, most serious first: two built-in profiles tied (`ambiguous_profile`),
 * two roles claimed one bone (`role_collision`), a name matched several bones exactly or after
 * case folding, some roles stayed unresolved (`coverage`), or every expected role resolved.
 */
export type ResolutionOutcome =
  | 'resolved'
  | 'coverage'
  | 'ambiguous_exact_match'
  | 'ambiguous_folded_match'
  | 'role_collision'
  | 'ambiguous_profile';

export interface ResolvedRig {
  /** `unknown`, `custom`, a built-in profile name, or `<profile>+custom`. */
  readonly profile: string;
  /** Role → bone index in the AnimDocument. Ambiguous and colliding roles are left out, never guessed. */
  readonly roles: Readonly<Partial<Record<RigRole, number>>>;
  /** Role → how it was matched, for every role in `roles`. */
  readonly policies: Readonly<Partial<Record<RigRole, RolePolicy>>>;
  readonly outcome: ResolutionOutcome;
  /** Which profile was used and on what evidence (or why none was), in one sentence for people. */
  readonly reason?: string;
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

/** `[gait_groups.<name>]`: directional clips whose gait phases must agree. */
export interface GaitGroup {
  readonly clips: readonly string[];
  readonly max_gait_phase_spread: number;
  readonly min_lr_amplitude_m?: number;
}

/** `[sync_groups.<name>]`: clips that must share timing so they can blend or sync. */
export interface SyncGroup {
  readonly clips: readonly string[];
  readonly max_duration_delta_s?: number;
  readonly max_frame_count_delta?: number;
  readonly max_fps_delta?: number;
  readonly time_complement?: { readonly min_reflected_time_advantage: number; readonly min_lr_amplitude_m: number };
}

/** The project-level declarations checks judge against (everything but per-clip expectations). */
export interface ProjectContract {
  /** `[rig] required_bones`. */
  readonly requiredBones: readonly string[];
  /** `[runtime_nodes] selectors`: exact names or `*` globs of runtime attachment nodes. */
  readonly runtimeNodeSelectors: readonly string[];
  readonly gaitGroups: Readonly<Record<string, GaitGroup>>;
  readonly syncGroups: Readonly<Record<string, SyncGroup>>;
}
