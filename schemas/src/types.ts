/**
 * TypeScript views of the documents these schemas describe. The schemas are authoritative; these
 * types are what `readOutputDocument` and `validateConfig` return after validation.
 */
import type { MEASUREMENTS_SCHEMA_ID, OUTPUT_SCHEMA_ID, RIGC_INGEST_FINDINGS_SCHEMA_ID, RIGC_INGEST_FINDINGS_SCHEMA_VERSION } from './ids.js';

export type RigRoleName =
  | 'root'
  | 'hips'
  | 'spine'
  | 'head'
  | 'left_foot'
  | 'right_foot'
  | 'left_toe'
  | 'right_toe'
  | 'left_hand'
  | 'right_hand';

export interface ToolIdentity {
  name: 'animsmith';
  version: string;
  source: { revision: string | null; dirty: boolean | null };
}

export interface InputIdentity {
  sha256: string;
  bytes: number;
}

export type RolePolicyName = 'exact' | 'ascii_case_insensitive' | 'explicit';
export type ResolutionOutcomeName =
  | 'resolved'
  | 'coverage'
  | 'ambiguous_exact_match'
  | 'ambiguous_folded_match'
  | 'role_collision'
  | 'ambiguous_profile';

export interface RigRecord {
  profile: string;
  resolved_roles: Partial<Record<RigRoleName, string>>;
  resolved_role_policies: Partial<Record<RigRoleName, RolePolicyName>>;
  resolution_outcome: ResolutionOutcomeName;
}

/**
 * measurements v18. Validated in full by the schema; its field-level TypeScript type lives with
 * the producer (`host/src/measure/types.ts`).
 */
export interface MeasurementsDocument {
  schema_version: 18;
  schema: typeof MEASUREMENTS_SCHEMA_ID;
  clips: Record<string, Record<string, unknown>>;
  [field: string]: unknown;
}

export interface MeasureFileRecord {
  path: string;
  input: InputIdentity;
  rig: RigRecord;
  measurements: MeasurementsDocument;
}

export type Scalar = number | string;

export interface ScopeRecord {
  code: string;
  subject?: string;
}

export interface GapRecord {
  code: string;
  message: string;
  scope?: ScopeRecord;
}

export interface MemberRecord {
  member: string;
  measurements: Record<string, Scalar>;
}

export interface FindingRecord {
  check_id: string;
  severity: 'note' | 'warning' | 'error';
  message: string;
  clip?: string;
  bone?: string;
  node?: string;
  time_s?: number;
  measured?: Scalar;
  expected?: Scalar;
  members?: MemberRecord[];
  prediction_scope?: ScopeRecord;
}

/** sha256 + byte count of a domain-separated RFC 8785 canonical preimage. */
export interface DigestRecord {
  sha256: string;
  bytes: number;
}

/**
 * One prediction facet. Basis references and the optional typed `result` are closed by the
 * output-v19 schema (`basis_reference`, `prediction_result`).
 */
export interface PredictionFacetRecord {
  scope: ScopeRecord;
  state: 'available' | 'required_prediction_unavailable';
  basis: { identity: DigestRecord; references: Record<string, unknown>[] };
  reasons: string[];
  result?: Record<string, unknown>;
}

export interface PredictionRecord {
  /** urn:animsmith:engine-prediction:N of the selected profile revision. */
  schema: string;
  provenance_identity: DigestRecord;
  facets: PredictionFacetRecord[];
}

export interface CheckRecord {
  check_id: string;
  selection: 'selected' | 'unselected';
  configuration: 'enabled' | 'disabled';
  applicability: 'applicable' | 'not_applicable';
  /** Why a check the host ruled out does not apply (e.g. a 3D-only check on a 2D rig); only with `not_applicable`. */
  not_applicable_reason?: string;
  evaluation: 'complete' | 'partial' | 'not_evaluated';
  findings: FindingRecord[];
  evaluated_scopes?: ScopeRecord[];
  gaps?: GapRecord[];
  prediction?: PredictionRecord;
}

export interface LintFileRecord extends MeasureFileRecord {
  /**
   * Closed by output-v19 `prediction_provenance`: the base record plus exactly the versioned
   * sections its schema carries (:4 runtime_nodes, scene_inventory; :5 + animation_inventory;
   * :6 + transform_paths, movement_intent). The host's `PredictionProvenance` is the typed view.
   */
  prediction_provenance: Record<string, unknown> | null;
  checks: CheckRecord[];
  /** The config file this file was judged with, relative to the working directory. */
  config?: string;
}

/** An input that could not be loaded (output v19 `fatal_files`). */
export interface FatalFileRecord {
  path: string;
  message: string;
}

/** A configuration entry that judged nothing (output v19 `config_gaps`). */
export interface ConfigGapRecord {
  code: 'config/clip_selector_unmatched' | 'config/role_bone_missing';
  config: string;
  key: string;
  path?: string;
  message: string;
}

export interface LintSummary {
  files: number;
  findings: { error: number; warning: number; note: number };
  checks: {
    total: number;
    selection: { selected: number; unselected: number };
    configuration: { enabled: number; disabled: number };
    applicability: { applicable: number; not_applicable: number };
    evaluation: { complete: number; partial: number; not_evaluated: number };
    gaps: number;
  };
  prediction_facets: { available: number; required_prediction_unavailable: number };
}

interface OutputHeader {
  schema_version: 19;
  schema: typeof OUTPUT_SCHEMA_ID;
  tool: ToolIdentity;
}

export interface MeasureOutputDocument extends OutputHeader {
  command: 'measure';
  summary: { files: number };
  files: MeasureFileRecord[];
  fatal_files?: FatalFileRecord[];
}

export interface LintOutputDocument extends OutputHeader {
  command: 'lint';
  summary: LintSummary;
  files: LintFileRecord[];
  fatal_files?: FatalFileRecord[];
  config_gaps?: ConfigGapRecord[];
}

/** One `diff` operand: its own bytes' identity, and for a report the identity of the asset it measured. */
export type DiffInputRecord =
  | { path: string; kind: 'asset'; input: InputIdentity }
  | { path: string; kind: 'report'; input: InputIdentity; measured_input: InputIdentity };

/** One significant difference; `clip` is null for skeleton rows. */
export interface DiffDeltaRecord {
  clip: string | null;
  metric: string;
  before?: number;
  after?: number;
  note: string;
}

export interface DiffOutputDocument extends OutputHeader {
  command: 'diff';
  summary: { deltas: number };
  inputs: { before: DiffInputRecord; after: DiffInputRecord };
  deltas: DiffDeltaRecord[];
}

/** output v19 measure and lint documents (`readOutputDocument`). */
export type OutputDocument = MeasureOutputDocument | LintOutputDocument;

/** Every output v19 document, diff included. */
export type AnyOutputDocument = OutputDocument | DiffOutputDocument;

// ---------------------------------------------------------------------------------------------
// config v1 (animsmith.toml after TOML parsing)

export type ConfigSeverity = 'off' | 'note' | 'warning' | 'error';
export type ConfigMovementOwner = 'gameplay' | 'animation';

export interface ConfigValueWithTolerance {
  value: number;
  tolerance: number;
}

export interface ConfigCheckOptions {
  severity?: ConfigSeverity;
  /** Check-specific options, validated by the check's own schema. */
  [option: string]: unknown;
}

export interface ConfigClip {
  loop?: boolean;
  duration_s?: ConfigValueWithTolerance;
  speed_mps?: ConfigValueWithTolerance;
  fps?: number;
  animates_bones?: string[];
  movement_owner_xz?: ConfigMovementOwner;
  movement_owner_y?: ConfigMovementOwner;
  movement_owner_yaw?: ConfigMovementOwner;
  /** Legacy alias of movement_owner_xz (true = gameplay). */
  in_place?: boolean;
  max_loop_position_delta_m?: number;
  max_loop_rotation_delta_deg?: number;
  max_loop_velocity_delta_mps?: number;
  max_loop_angular_velocity_delta_degps?: number;
  engine_settings?: Record<string, unknown>;
}

export interface ConfigGaitGroup {
  clips: string[];
  max_gait_phase_spread: number;
  min_lr_amplitude_m?: number;
}

export interface ConfigSyncGroup {
  clips: string[];
  max_duration_delta_s?: number;
  max_frame_count_delta?: number;
  max_fps_delta?: number;
  time_complement?: { min_reflected_time_advantage: number; min_lr_amplitude_m: number };
}

export interface ConfigEngine {
  profile?: string;
  profile_revision?: number;
  engine_version?: string;
  importer?: string;
  settings?: Record<string, unknown>;
}

/** config v1. */
export interface ConfigDocument {
  rig?: {
    profile?: 'auto' | 'mixamo' | 'humanik' | 'ue-mannequin' | 'unity-humanoid' | 'rigify' | 'max-biped' | 'generic' | 'humanoid';
    required_bones?: string[];
    roles?: Partial<Record<RigRoleName, string>>;
  };
  checks?: Record<string, ConfigCheckOptions>;
  runtime_nodes?: { selectors?: string[] };
  clips?: Record<string, ConfigClip>;
  gait_groups?: Record<string, ConfigGaitGroup>;
  sync_groups?: Record<string, ConfigSyncGroup>;
  engine?: ConfigEngine;
  /** Globs (relative to the config file's folder) that folder and glob inputs skip. */
  ignores?: string[];
  plugins?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// pose v1 (`animsmith pose`)

/** The instant a pose document reports: the rest pose, or one time of one clip. */
export type PoseInstant =
  | { kind: 'rest' }
  | { kind: 'clip'; clip: string; time_s: number; frame?: number; source_time_s?: number };

/** FBX `--space source`: the file's own units and axes, which the translations are in. */
export interface PoseSourceSpace {
  metres_per_unit: number;
  up_axis: '+x' | '-x' | '+y' | '-y' | '+z' | '-z';
  front_axis: '+x' | '-x' | '+y' | '-y' | '+z' | '-z';
  coord_axis: '+x' | '-x' | '+y' | '-y' | '+z' | '-z';
}

/** One node's world transform. `scale` is the world matrix's column lengths (no sign or shear). */
export interface PoseNodeRecord {
  node_index: number;
  name?: string;
  parent_node_index?: number;
  world: { translation_m: number[]; rotation_xyzw: number[]; scale: number[] };
}

/** pose v1 (`urn:animsmith:schema:pose:1`): every node's world TRS at one instant. */
export interface PoseOutputDocument {
  schema_version: 1;
  schema: 'urn:animsmith:schema:pose:1';
  tool: ToolIdentity;
  path: string;
  input: { sha256: string; bytes: number };
  space: 'source' | 'normalized';
  /** Present for FBX in source space: translations are in file units along the file's axes. */
  source_space?: PoseSourceSpace;
  instant: PoseInstant;
  nodes: PoseNodeRecord[];
}

/** rigc ingest findings v2: a finding's kind, as the reference rigc names it. */
export type RigcIngestFindingKind = 'blocker' | 'judgement' | 'lossy';

/** One rigc ingest finding, in the reference's field order. */
export interface RigcIngestFinding {
  code: string;
  where: string;
  detail: string;
  kind: RigcIngestFindingKind;
}

/** `animsmith rigc ingest --format json` (`urn:animsmith:schema:rigc-ingest-findings:2`). */
export interface RigcIngestFindingsDocument {
  schema_version: typeof RIGC_INGEST_FINDINGS_SCHEMA_VERSION;
  schema: typeof RIGC_INGEST_FINDINGS_SCHEMA_ID;
  counts: Record<RigcIngestFindingKind, number>;
  findings: RigcIngestFinding[];
}
