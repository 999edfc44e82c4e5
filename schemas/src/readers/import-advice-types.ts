/**
 * Wire types of the engine-import-advice contracts (V1 `urn:animsmith:schema:engine-import-advice:1`,
 * V2 `…:2`). The JSON Schemas are authoritative; these are what the strict readers return and what
 * the producer builds. Field order here is wire order.
 */
import type { InputIdentity, ToolIdentity } from '../types.js';

export const IMPORT_ADVICE_COMMAND = 'generate-import-advice';

export type AdviceState = 'available' | 'refused';
export type MeasurementStatus = 'measured' | 'not_applicable' | 'unavailable';
export type MovementOwnerName = 'gameplay' | 'animation';
export type LoopEndpointModeName = 'duplicate_endpoint' | 'unique_cycle' | 'non_closing';
export type SettingOriginName = 'explicit_config' | 'profile_default';
export type AdviceSourceFormat = 'gltf' | 'glb' | 'fbx' | 'spine-json';

export interface ProfileTuple {
  profile: string;
  profile_revision: number;
  engine_version: string;
  importer: string;
}

/**
 * The fields of the embedded prediction provenance these contracts cross-check. The provenance
 * contract itself (identity, facts, raw source, closure) belongs to the engine-prediction work;
 * readers accept its documented shape and compare only these members.
 */
export interface AdviceProvenanceView {
  schema: string;
  identity: InputIdentity;
  profile: { selection: ProfileTuple; [field: string]: unknown };
  source_format: AdviceSourceFormat;
  settings: {
    document: ResolvedSettingWire[];
    clips: { clip_index: number; clip_name: string; settings: ResolvedSettingWire[] }[];
    clip_coverage: { state: 'complete' | 'partial'; [field: string]: unknown };
    [field: string]: unknown;
  };
  raw_source: {
    animations: { coverage: { state: 'complete' | 'partial'; [field: string]: unknown }; rows: { index: number; name: string | null }[] };
    [field: string]: unknown;
  };
  dependency_closure: { coverage: 'complete' | 'partial'; [field: string]: unknown };
  [field: string]: unknown;
}

export interface ResolvedSettingWire {
  id: string;
  value: string | number | boolean | null;
  origin: SettingOriginName;
}

/** What the source says a clip is called, kept apart from the normalised name. */
export type SourceNameObservation =
  | { state: 'observed'; value: string }
  | { state: 'proven_absent' }
  | { state: 'unavailable'; reason: 'raw_inventory_partial' | 'raw_row_missing' };

/** Project intent and measured facts retained beside one clip row; values present iff `measured`. */
export interface ClipAdviceEvidence {
  duration_s_availability: MeasurementStatus;
  duration_s?: number;
  speed_mps_availability: MeasurementStatus;
  speed_mps?: number;
  loop_endpoint_mode_availability: MeasurementStatus;
  loop_endpoint_mode?: LoopEndpointModeName;
  frame_grid_availability: MeasurementStatus;
  frame_grid?: { fps: number; frame_intervals: number };
  /** Explicit `[clips]` intent; absent when the project declares none. */
  loop?: boolean;
  movement_owner_xz?: MovementOwnerName;
  movement_owner_y?: MovementOwnerName;
  movement_owner_yaw?: MovementOwnerName;
}

/** One source clip bound to exactly one normalised document clip. */
export interface ClipAdviceRow {
  source_clip_index: number;
  normalized_clip_index: number;
  normalized_clip_name: string;
  source_name: SourceNameObservation;
  evidence: ClipAdviceEvidence;
}

// ---------------------------------------------------------------------------------------------
// V1

export type ImportAdviceV1RefusalReason =
  | 'profile_settings_unmodeled'
  | 'raw_clip_inventory_incomplete'
  | 'clip_identity_unavailable'
  | 'clip_identity_mismatch'
  | 'measurement_unavailable';

export interface UnityDocumentAdviceV1 {
  convert_units: boolean;
  bake_axis_conversion: boolean;
  /** Generic only: the exact source transform path Unity's Root Motion Source names. */
  root_motion_source?: string;
}

export interface UnityClipAdviceV1 {
  normalized_clip_index: number;
  lock_root_rotation: boolean;
  lock_root_height_y: boolean;
  lock_root_position_xz: boolean;
}

export type ImportAdvicePayloadV1 =
  | { engine: 'unity-generic' | 'unity-humanoid'; document: UnityDocumentAdviceV1; clips: UnityClipAdviceV1[] }
  | { engine: 'unreal' | 'godot' };

/** A type alias (not an interface) so it is assignable to index-signature document types. */
export type ImportAdviceV1Document = {
  schema_version: 1;
  schema: 'urn:animsmith:schema:engine-import-advice:1';
  tool: ToolIdentity;
  command: typeof IMPORT_ADVICE_COMMAND;
  identity: InputIdentity;
  prediction_provenance: AdviceProvenanceView;
  state: AdviceState;
  refusal_reason?: ImportAdviceV1RefusalReason;
  clips: ClipAdviceRow[];
  payload: ImportAdvicePayloadV1;
};

// ---------------------------------------------------------------------------------------------
// V2

export type DependencyClosureState = 'complete' | 'partial';

/** What a V2 projection is grounded in, restated from the same-load provenance. */
export interface ImportAdviceV2Basis {
  profile: ProfileTuple;
  source_format: AdviceSourceFormat;
  provenance_identity: InputIdentity;
  dependency_closure: DependencyClosureState;
}

/** One native importer parameter, with the profile setting it comes from and that value's origin. */
export interface NativeParameter {
  key: string;
  value: boolean | number | string;
  setting: string;
  origin: SettingOriginName;
}

export interface NativeClipParameters {
  source_clip_index: number;
  normalized_clip_index: number;
  normalized_clip_name: string;
  parameters: NativeParameter[];
}

export interface ImportAdviceProjectionV2 {
  /** The engine-side object the keys belong to (`ModelImporter`, `UFbxAnimSequenceImportData`). */
  target: string;
  document: NativeParameter[];
  clips: NativeClipParameters[];
}

/** A type alias (not an interface) so it is assignable to index-signature document types. */
export type ImportAdviceV2Document = {
  schema_version: 2;
  schema: 'urn:animsmith:schema:engine-import-advice:2';
  tool: ToolIdentity;
  command: typeof IMPORT_ADVICE_COMMAND;
  identity: InputIdentity;
  prediction_provenance: AdviceProvenanceView;
  basis: ImportAdviceV2Basis;
  state: AdviceState;
  refusal_reason?: 'dependency_closure_incomplete';
  projection?: ImportAdviceProjectionV2;
};

export type ImportAdviceDocument = ImportAdviceV1Document | ImportAdviceV2Document;
