/**
 * measurements-v18 (urn:animsmith:schema:measurements:18).
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
  /** Morph-weight channels of the clip; both fields are present only when it has one. */
  morph_weight_channel_count?: number;
  /** Longest morph-weight channel key count (the morph counterpart of `frame_count`). */
  morph_weight_key_count?: number;
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

/** Axis-aligned box: component-wise minimum and maximum, three numbers each. */
export interface Aabb {
  min: number[];
  max: number[];
}

export interface SceneRecord {
  scene_index: number;
  name?: string;
  root_node_indices: number[];
  instance_count: number;
  /** Union of the available static boxes of the reachable instances; absent when none is available. */
  static_scene_world_aabb?: Aabb;
  /** Reachable instances without a static box. Present whenever node instances were measured. */
  excluded_instance_count?: number;
}

// ---- mesh definitions and node instances -------------------------------------------------------

/** Why decoded payload rows are missing: no bytes in this load, or an undecodable declaration. */
export type PayloadUnavailableReason = 'payload_unavailable' | 'accessor_malformed';

export interface MeshPrimitiveRecord {
  primitive_index: number;
  material_index: number | null;
  /** Base POSITION rows (each stored element once, indexed or not). */
  vertex_count: number;
  finite_vertex_count: number;
  geometry_aabb?: Aabb;
  geometry_centroid?: number[];
  position_unavailable_reason?: PayloadUnavailableReason;
}

export interface AdditionalInfluenceSet {
  set_index: number;
  joints_present: boolean;
  weights_present: boolean;
  joints_without_weights_present: boolean;
  weights_without_joints_present: boolean;
}

export interface MeshDefinitionRecord {
  mesh_index: number;
  name?: string;
  primitives: MeshPrimitiveRecord[];
  vertex_count: number;
  finite_vertex_count: number;
  geometry_aabb?: Aabb;
  geometry_centroid?: number[];
  /** Most non-zero WEIGHTS_0 components on one vertex of a JOINTS_0/WEIGHTS_0 primitive; 0 without any. */
  max_joints_per_vertex: number;
  weight_sum_min?: number;
  weight_sum_max?: number;
  /** Present when some primitive's paired WEIGHTS_0 could not be decoded (statistics omit it). */
  influence_unavailable_reason?: PayloadUnavailableReason;
  additional_influence_sets: AdditionalInfluenceSet[];
}

export type StaticAabbUnavailableReason = 'no_finite_positions' | 'excluded_skinned_deformation' | 'non_finite_effective_transform';

export interface NodeInstanceRecord {
  node_index: number;
  mesh_index: number;
  static_node_world_aabb?: Aabb;
  static_node_world_aabb_unavailable_reason?: StaticAabbUnavailableReason;
}

// ---- skins -------------------------------------------------------------------------------------

export type InverseBindAccessorStatus = 'absent' | 'readable' | 'empty' | 'count_mismatch' | 'unreadable';

export interface InverseBindAccessorRecord {
  status: InverseBindAccessorStatus;
  /** Declared accessor index; present unless the status is absent. */
  accessor_index?: number;
  /** Declared element count; present unless the status is absent. */
  element_count?: number;
}

export type JointBindToMeshUnavailableReason =
  | 'inverse_bind_accessor_absent'
  | 'inverse_bind_accessor_empty'
  | 'inverse_bind_accessor_count_mismatch'
  | 'inverse_bind_accessor_unreadable'
  | 'inverse_bind_matrix_non_finite'
  | 'inverse_bind_matrix_non_affine'
  | 'inverse_bind_matrix_non_invertible'
  | 'inverse_bind_matrix_ill_conditioned'
  | 'non_finite_result';

export type MeshBindWorldUnavailableReason =
  | 'inverse_bind_accessor_absent'
  | 'inverse_bind_accessor_empty'
  | 'inverse_bind_accessor_count_mismatch'
  | 'inverse_bind_accessor_unreadable'
  | 'inverse_bind_matrix_non_finite'
  | 'inverse_bind_matrix_non_affine'
  | 'joint_rest_world_unavailable'
  | 'non_finite_result';

export interface JointBindToMeshRecord {
  source_inverse_bind_matrix?: number[];
  matrix?: number[];
  inversion_quality?: number;
  linear?: RestWorldLinear;
  unavailable_reason?: JointBindToMeshUnavailableReason;
}

export interface MeshBindWorldRecord {
  source_inverse_bind_matrix?: number[];
  matrix?: number[];
  linear?: RestWorldLinear;
  unavailable_reason?: MeshBindWorldUnavailableReason;
}

export interface SkinJointRecord {
  joint_index: number;
  node_index: number;
  joint_bind_to_mesh: JointBindToMeshRecord;
  mesh_bind_world: MeshBindWorldRecord;
}

export type JointBindLinearClassification =
  | 'consistent_uniform'
  | 'mixed_uniform'
  | 'non_uniform_or_sheared'
  | 'reflected_or_singular'
  | 'mixed'
  | 'partially_unavailable'
  | 'unavailable';

export interface JointBindLinearSummary {
  joint_count: number;
  available_count: number;
  unavailable_count: number;
  classification: JointBindLinearClassification;
  /** The shared factor; present exactly when the classification is consistent_uniform. */
  consistent_uniform_scale?: number;
}

export interface SkinRecord {
  skin_index: number;
  name?: string;
  skeleton_root_node_index?: number;
  attachments: number[];
  inverse_bind_accessor: InverseBindAccessorRecord;
  joints: SkinJointRecord[];
  joint_bind_linear_summary: JointBindLinearSummary;
}

// ---- materials, textures, images ---------------------------------------------------------------

export type MaterialTextureSlot = 'base_color' | 'normal' | 'metallic_roughness' | 'occlusion' | 'emissive';

export interface MaterialTextureBindingRecord {
  slot: MaterialTextureSlot;
  texture_index: number;
}

export interface MaterialDefinitionRecord {
  material_index: number;
  name?: string;
  bindings: MaterialTextureBindingRecord[];
}

export interface TextureRecord {
  texture_index: number;
  name?: string;
  image_index?: number;
}

export type ImageSourceKind = 'embedded' | 'data_uri' | 'external';
export type ImageContainer = 'png' | 'jpeg';
export type DecodedColorType = 'l8' | 'la8' | 'rgb8' | 'rgba8' | 'l16' | 'la16' | 'rgb16' | 'rgba16';
export type ImageUnavailableReason = 'source_unavailable' | 'invalid_data_uri' | 'unsupported_container' | 'decode_failed' | 'resource_limit';

export interface ImageRecord {
  image_index: number;
  name?: string;
  source_kind: ImageSourceKind;
  declared_mime_type?: string;
  detected_container?: ImageContainer;
  decoded_color_type?: DecodedColorType;
  channel_count?: number;
  width?: number;
  height?: number;
  leading_magic_hex?: string;
  unavailable_reason?: ImageUnavailableReason;
}

/**
 * The asset-inventory families: mesh definitions, node instances, skins and the
 * material/texture/image records. Always produced; the source-resource arrays are empty when
 * material_resource_coverage is unavailable, and skins is empty when skeleton_source_coverage is.
 */
export interface AssetInventory {
  mesh_definitions: MeshDefinitionRecord[];
  node_instances: NodeInstanceRecord[];
  skins: SkinRecord[];
  material_definitions: MaterialDefinitionRecord[];
  textures: TextureRecord[];
  images: ImageRecord[];
}

export interface Measurements extends AssetInventory {
  schema_version: 18;
  schema: typeof MEASUREMENTS_SCHEMA;
  clips: Record<string, ClipMeasurements>;
  scenes: SceneRecord[];
  default_scene_index?: number;
  skeleton_source_coverage: 'complete' | 'unavailable';
  skeleton_nodes: SkeletonNodeRecord[];
  material_resource_coverage: 'complete' | 'unavailable';
}
