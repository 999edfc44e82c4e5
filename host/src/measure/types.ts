/**
 * measurements-v18 (urn:animsmith:schema:measurements:18), as far as this release produces it.
 *
 * Field names are the wire names. Optional clip facts carry a sibling `<field>_availability`;
 * the value is present exactly when the status is `measured`.
 */

export const MEASUREMENTS_SCHEMA = 'urn:animsmith:schema:measurements:18';
export const MEASUREMENTS_VERSION = 18;

export type Availability = 'measured' | 'not_applicable' | 'unavailable';
export type BoneProperty = 'translation' | 'rotation' | 'scale';

export interface BoneChannels {
  bone_index: number;
  bone_name: string;
  properties: BoneProperty[];
}

export interface LoopContinuityBone {
  bone_index: number;
  bone_name: string;
  availability: 'measured' | 'unavailable';
  position_delta_m?: number;
  rotation_delta_deg?: number;
  seam_velocity_delta_mps?: number;
  seam_angular_velocity_delta_degps?: number;
}

export interface LoopContinuity {
  bones: LoopContinuityBone[];
}

export interface FrameGrid {
  fps: number;
  frame_intervals: number;
}

export interface GaitFacts {
  lr_amplitude_m: number;
  phase_availability: Availability;
  phase?: number;
}

export interface RootTrajectory {
  bone_index: number;
  bone_name: string;
  source_role: 'root' | 'hips_fallback';
  translation_availability: Availability;
  translation?: {
    horizontal_displacement_x_m: number;
    horizontal_displacement_z_m: number;
    horizontal_travel_m: number;
    vertical_displacement_m: number;
    vertical_min_displacement_m: number;
    vertical_max_displacement_m: number;
  };
  yaw_availability: Availability;
  yaw?: {
    heading_axis: 'positive_z' | 'positive_y' | 'positive_x';
    net_yaw_deg: number;
    unwrapped_yaw_deg: number;
    yaw_travel_deg: number;
  };
}

export type LoopEndpointMode = 'duplicate_endpoint' | 'unique_cycle' | 'non_closing';

export interface ClipMeasurements {
  duration_s: number;
  frame_count: number;
  animated_bones: string[];
  bone_channels: BoneChannels[];
  /** Bone name → max rotation from key 0, degrees; bones below 0.1° are omitted. */
  bone_rotation_range_deg: Record<string, number>;
  loop_continuity_availability: Availability;
  loop_continuity?: LoopContinuity;
  loop_endpoint_mode_availability: Availability;
  loop_endpoint_mode?: LoopEndpointMode;
  frame_grid_availability: Availability;
  frame_grid?: FrameGrid;
  loop_seam_ratio_availability: Availability;
  loop_seam_ratio?: number;
  gait_availability: Availability;
  gait?: GaitFacts;
  root_trajectory_availability: Availability;
  root_trajectory?: RootTrajectory;
  speed_mps_availability: Availability;
  speed_mps?: number;
}

export type LocalRestRecord =
  | { kind: 'trs'; translation_parent_space_m: number[]; rotation_xyzw: number[]; scale: number[] }
  | { kind: 'matrix'; matrix: number[] }
  | { kind: 'unavailable'; reason: string };

export type LinearClassification =
  | 'unit_orthonormal'
  | 'uniform_scaled'
  | 'non_uniform'
  | 'sheared'
  | 'reflected'
  | 'singular'
  | 'non_finite';

export interface RestWorldLinear {
  classification: LinearClassification;
  axis_lengths?: number[];
  determinant?: number;
  orientation_sign?: number;
  rotation_xyzw?: number[];
  uniform_scale?: number;
}

export interface SkeletonNodeRecord {
  node_index: number;
  name?: string;
  parent_node_index?: number;
  scene_root_indices: number[];
  local_rest: LocalRestRecord;
  rest_world_matrix?: number[];
  rest_world_translation_m?: number[];
  rest_world_linear: RestWorldLinear;
  rest_world_unavailable_reason?: string;
}

export interface SceneRecord {
  scene_index: number;
  name?: string;
  root_node_indices: number[];
  instance_count: number;
}

export interface Measurements {
  schema_version: 18;
  schema: typeof MEASUREMENTS_SCHEMA;
  clips: Record<string, ClipMeasurements>;
  scenes: SceneRecord[];
  default_scene_index?: number;
  skeleton_source_coverage: 'complete' | 'unavailable';
  skeleton_nodes: SkeletonNodeRecord[];
  material_resource_coverage: 'complete' | 'unavailable';
}
