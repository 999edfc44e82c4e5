/**
 * The names the code base uses for the documents these schemas describe. Every shape is
 * generated from `json/` (`generated/wire-types.ts`, `scripts/generate.mjs`); this module only
 * names the generated types and the parts of them that have no name of their own.
 */
import type {
  ConfigV1,
  ConfigV1CheckOptions,
  ConfigV1Clip,
  ConfigV1Engine,
  ConfigV1GaitGroup,
  ConfigV1SyncGroup,
  ConfigV1ValueWithTolerance,
  MeasurementsV18,
  OutputV19,
  OutputV19CheckRecord,
  OutputV19ConfigGap,
  OutputV19Diff,
  OutputV19DiffDelta,
  OutputV19DiffInputs,
  OutputV19Digest,
  OutputV19FatalFile,
  OutputV19Finding,
  OutputV19Gap,
  OutputV19Input,
  OutputV19Lint,
  OutputV19LintFile,
  OutputV19LintSummary,
  OutputV19Measure,
  OutputV19MeasureFile,
  OutputV19MemberRow,
  OutputV19Prediction,
  OutputV19PredictionFacet,
  OutputV19PredictionProvenance,
  OutputV19Rig,
  OutputV19Scope,
  OutputV19Tool,
  PoseV1,
  PoseV1Node,
  RigcIngestFindingsV2,
} from './generated/wire-types.js';

// output v19 and measurements v18
export type RigRoleName = keyof OutputV19Rig['resolved_roles'];
export type ToolIdentity = OutputV19Tool;
export type InputIdentity = OutputV19Input;
export type RolePolicyName = NonNullable<OutputV19Rig['resolved_role_policies'][RigRoleName]>;
export type ResolutionOutcomeName = OutputV19Rig['resolution_outcome'];
export type RigRecord = OutputV19Rig;
export type MeasurementsDocument = MeasurementsV18;
export type MeasureFileRecord = OutputV19MeasureFile;
export type Scalar = NonNullable<OutputV19Finding['measured']>;
export type ScopeRecord = OutputV19Scope;
export type GapRecord = OutputV19Gap;
export type MemberRecord = OutputV19MemberRow;
export type FindingRecord = OutputV19Finding;
/** sha256 + byte count of a domain-separated RFC 8785 canonical preimage. */
export type DigestRecord = OutputV19Digest;
export type PredictionFacetRecord = OutputV19PredictionFacet;
export type PredictionRecord = OutputV19Prediction;
/** The provenance record of a profiled lint file, one shape per contract revision. */
export type PredictionProvenanceRecord = OutputV19PredictionProvenance;
export type CheckRecord = OutputV19CheckRecord;
export type LintFileRecord = OutputV19LintFile;
/** An input that could not be loaded (output v19 `fatal_files`). */
export type FatalFileRecord = OutputV19FatalFile;
/** A configuration entry that judged nothing (output v19 `config_gaps`). */
export type ConfigGapRecord = OutputV19ConfigGap;
export type LintSummary = OutputV19LintSummary;
export type MeasureOutputDocument = OutputV19Measure;
export type LintOutputDocument = OutputV19Lint;
/** One `diff` operand: its own bytes' identity, and for a report the identity of the asset it measured. */
export type DiffInputRecord = OutputV19DiffInputs['before'];
/** One significant difference; `clip` is null for skeleton rows. */
export type DiffDeltaRecord = OutputV19DiffDelta;
export type DiffOutputDocument = OutputV19Diff;
/** output v19 measure and lint documents (`readOutputDocument`). */
export type OutputDocument = MeasureOutputDocument | LintOutputDocument;
/** Every output v19 document, diff included. */
export type AnyOutputDocument = OutputV19;

// config v1 (animsmith.toml after TOML parsing)
export type ConfigSeverity = NonNullable<ConfigV1CheckOptions['severity']>;
export type ConfigMovementOwner = NonNullable<ConfigV1Clip['movement_owner_xz']>;
export type ConfigValueWithTolerance = ConfigV1ValueWithTolerance;
export type ConfigCheckOptions = ConfigV1CheckOptions;
export type ConfigClip = ConfigV1Clip;
export type ConfigGaitGroup = ConfigV1GaitGroup;
export type ConfigSyncGroup = ConfigV1SyncGroup;
export type ConfigEngine = ConfigV1Engine;
export type ConfigDocument = ConfigV1;

// pose v1 (`animsmith pose`)
/** The instant a pose document reports: the rest pose, or one time of one clip. */
export type PoseInstant = PoseV1['instant'];
/** FBX `--space source`: the file's own units and axes, which the translations are in. */
export type PoseSourceSpace = NonNullable<PoseV1['source_space']>;
export type PoseNodeRecord = PoseV1Node;
export type PoseOutputDocument = PoseV1;

// rigc ingest findings v2
export type RigcIngestFindingsDocument = RigcIngestFindingsV2;
export type RigcIngestFinding = RigcIngestFindingsV2['findings'][number];
export type RigcIngestFindingKind = RigcIngestFinding['kind'];
