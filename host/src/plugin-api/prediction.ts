/**
 * Engine prediction: the rules a profile contributes (and the complete profile definition that
 * carries them), the facets they emit, and the provenance record every facet is grounded in.
 *
 * A prediction rule is a check with a bare `engine-*` id. For each unit of work (a clip, a
 * selector, an axis…) it emits exactly one facet keyed by an evaluation scope: `available` with a
 * nonempty typed basis, or `required_prediction_unavailable` with stable reason codes and any
 * basis prefix it established. The host derives the check's evaluation from the facets, counts
 * them, enforces the shared facet budget and makes any unavailable facet fail lint. Findings of a
 * rule are ordinary content findings bound to one available facet through `prediction_scope`.
 */
import type { ApplicabilityContext, CheckContext, ReportDescriptor, ScopeRef, Severity } from './check.js';
import type { InputIdentity, SourceFormat } from '../model/source-document.js';
import type { JsonObject, JsonScalar } from './json.js';
import type { EngineProfileIdentity, ProfileContracts, ProfileFact, ProfileSource, SettingDescriptor } from './profile.js';

/** sha256 and byte count of a canonical, domain-separated preimage (see host `canonicalIdentity`). */
export type DigestIdentity = InputIdentity;

// ---------------------------------------------------------------------------------------------
// Stable reason codes

/** Reasons a required prediction is unavailable. Rules may add namespaced codes (`studio:x`). */
export const PREDICTION_UNAVAILABLE_REASONS = [
  'raw_source_incomplete',
  'dependency_closure_incomplete',
  'profile_fact_unknown',
  'project_intent_unavailable',
  'measurement_unavailable',
  'source_selector_no_match',
  'source_selector_ambiguous',
  'primary_source_unavailable',
  'resolved_settings_overflow',
  'duplicate_clip_name',
  'facet_budget_exceeded',
] as const;
export type PredictionUnavailableReason = (typeof PREDICTION_UNAVAILABLE_REASONS)[number];

// ---------------------------------------------------------------------------------------------
// Basis references: closed typed pointers into the provenance and the file's measurements

export type ResolvedSettingLocation =
  | { readonly scope: 'document' }
  | { readonly scope: 'clip'; readonly clip_index: number; readonly clip_name: string };

export type BasisReference =
  | { readonly kind: 'profile_fact'; readonly fact_id: string }
  | { readonly kind: 'primary_source'; readonly source_id: string }
  | {
      readonly kind: 'resolved_setting';
      readonly location: ResolvedSettingLocation;
      readonly setting_id: string;
      readonly value: JsonScalar;
    }
  | { readonly kind: 'project_field'; readonly field_id: string; readonly value: JsonScalar }
  /** A raw-source row field: `domain` names the inventory, `key` the row (e.g. `animation:3`). */
  | { readonly kind: 'raw_source'; readonly domain: string; readonly key: string; readonly field: string; readonly value: JsonScalar }
  /** A scalar of the same file's measurements, by JSON pointer from the measurements root. */
  | { readonly kind: 'measurement'; readonly schema: string; readonly pointer: string; readonly value: JsonScalar };

// ---------------------------------------------------------------------------------------------
// Provenance (embedded in every profiled lint file record)

export type SettingOrigin = 'explicit_config' | 'profile_default';

export type ResolvedSetting = {
  readonly id: string;
  readonly value: JsonScalar;
  readonly origin: SettingOrigin;
};

export type ResolvedClipSettings = {
  /** Source-order clip index in the normalised document. */
  readonly clip_index: number;
  readonly clip_name: string;
  readonly settings: readonly ResolvedSetting[];
};

/**
 * Rows a provenance list retains (one more is counted), and the structural references all rows of
 * a section share: the contract's own limits, which the readers verify.
 */
export { PROVENANCE_REFERENCE_LIMIT, PROVENANCE_ROW_LIMIT } from '@animsmith/schemas/provenance';

/** Bounded N+1 coverage: `retained` rows of `observed` (observed stops counting at limit + 1). */
export type BoundedCoverage = {
  readonly state: 'complete' | 'partial';
  readonly limit: number;
  readonly observed: number;
  readonly retained: number;
};

export type ResolvedSettingsRecord = {
  readonly identity: DigestIdentity;
  readonly document: readonly ResolvedSetting[];
  readonly clips: readonly ResolvedClipSettings[];
  readonly clip_coverage: BoundedCoverage;
};

export type ProfileFactsRecord = {
  readonly identity: DigestIdentity;
  readonly selection: EngineProfileIdentity;
  readonly fact_bundle: string;
  readonly accepted_formats: readonly SourceFormat[];
  readonly facts: readonly ProfileFact[];
  readonly sources: readonly ProfileSource[];
  readonly settings: readonly SettingDescriptor[];
};

export type RawAnimationRow = {
  readonly index: number;
  /** Authored name; null when the source has none. */
  readonly name: string | null;
  readonly channel_count: number;
};

/** Exact rational as decimal integer strings. */
export type RationalRecord = { readonly numerator: string; readonly denominator: string };

/**
 * The FBX facts in provenance: only what the contracts name (unit and basis, the exact time base,
 * stacks with their absolute ranges and layer/property presence, resource declarations), each
 * list bounded with N+1 coverage. Meshes, skins and bind poses stay in the loader.
 */
export type FbxRawFacts = {
  readonly kind: 'fbx';
  /** Centimetres per file unit as read; null when the file states a non-finite number. */
  readonly unit: { readonly unit_scale_factor: number | null; readonly original_unit_scale_factor: number | null; readonly declared: boolean };
  readonly basis: {
    readonly up: string;
    readonly front: string;
    readonly coord: string;
    readonly handedness: 'right' | 'left';
    readonly declared: boolean;
  };
  readonly time: {
    readonly time_mode: number;
    readonly frame_rate: RationalRecord;
    readonly frame_period_ticks: RationalRecord;
    readonly frame_rate_source: 'time_mode' | 'custom_frame_rate' | 'default_fallback';
    readonly time_span_start_ticks: string | null;
    readonly time_span_stop_ticks: string | null;
  };
  readonly stacks: { readonly coverage: BoundedCoverage; readonly rows: readonly FbxStackRow[] };
  readonly resources: { readonly coverage: BoundedCoverage; readonly rows: readonly FbxResourceRow[] };
};

export type FbxStackRow = {
  readonly index: number;
  readonly name: string;
  readonly range_source: 'local' | 'reference' | 'keys' | 'global_time_span' | 'none';
  readonly start_ticks: string | null;
  readonly stop_ticks: string | null;
  readonly layer_count: number;
  /** Distinct animated FBX property names (`Lcl Translation`…), sorted, at most 64. */
  readonly animated_properties: readonly string[];
  /** False when the stack animates more distinct properties than are listed. */
  readonly animated_properties_complete: boolean;
};

export type FbxResourceRow = {
  readonly kind: 'texture' | 'video';
  readonly name: string;
  readonly relative_file_name: string | null;
  readonly absolute_path_redacted: boolean;
  readonly embedded: boolean;
  /** Index in `dependency_closure.resources`, when the declaration became a dependency. */
  readonly dependency: number | null;
};

export type RawSourceRecord = {
  readonly identity: DigestIdentity;
  readonly animations: { readonly coverage: BoundedCoverage; readonly rows: readonly RawAnimationRow[] };
  readonly extensions_used: readonly string[];
  readonly extensions_required: readonly string[];
  /** Format-specific raw facts the loader supplied (FBX unit, basis, timing); else null. */
  readonly format_facts: FbxRawFacts | null;
};

// ---------------------------------------------------------------------------------------------
// Versioned provenance sections (V4+). Which ones a record carries is fixed by its schema:
// V4 runtime_nodes + scene_inventory; V5 adds animation_inventory; V6 adds transform_paths and
// movement_intent. Each section has its own domain-separated identity.

/** N+1 coverage of a structural-reference budget (child and root lists), limit 65,536. */
export type ReferenceCoverage = BoundedCoverage;

export type RuntimeNodesRecord = {
  readonly identity: DigestIdentity;
  /** `[runtime_nodes] selectors`, deduplicated, in declaration order. */
  readonly selectors: readonly string[];
};

export type InventoryLocalTransform =
  | { readonly authored_as: 'trs'; readonly translation: readonly number[]; readonly rotation: readonly number[]; readonly scale: readonly number[] }
  | { readonly authored_as: 'matrix'; readonly matrix: readonly number[] }
  | { readonly authored_as: 'unavailable' };

export type InventorySceneRow = { readonly index: number; readonly name: string | null; readonly root_nodes: readonly number[] };
export type InventoryNodeRow = {
  readonly index: number;
  readonly name: string | null;
  readonly parent: number | null;
  readonly children: readonly number[];
  /** Attachments: the mesh and skin the node carries. */
  readonly mesh: number | null;
  readonly skin: number | null;
  readonly local_transform: InventoryLocalTransform;
};
export type InventoryMeshRow = { readonly index: number; readonly name: string | null; readonly primitive_count: number };

/** V4: the bounded same-load scene / node-attachment / mesh-primitive inventory. */
export type SceneInventoryRecord = {
  readonly identity: DigestIdentity;
  readonly default_scene: number | null;
  readonly scenes: { readonly coverage: BoundedCoverage; readonly rows: readonly InventorySceneRow[] };
  readonly nodes: { readonly coverage: BoundedCoverage; readonly rows: readonly InventoryNodeRow[] };
  readonly meshes: { readonly coverage: BoundedCoverage; readonly rows: readonly InventoryMeshRow[] };
  /** Total primitives over all meshes, N+1 bounded like a row domain. */
  readonly primitives: BoundedCoverage;
  /** Root and child references over the retained scene and node rows. */
  readonly references: ReferenceCoverage;
};

export type InventoryChannelRow = {
  readonly index: number;
  readonly target: 'node' | 'pointer' | 'unsupported';
  readonly node: number | null;
  /** glTF path (`translation`…), the verbatim pointer, or the unsupported path. */
  readonly path: string;
};

export type InventoryAnimationRow = {
  readonly index: number;
  readonly name: string | null;
  readonly channel_count: number;
  /** Coverage of this animation's channel rows, independent of the animation coverage. */
  readonly channel_coverage: BoundedCoverage;
  readonly channels: readonly InventoryChannelRow[];
};

/** V5: the raw animation inventory with independent per-animation channel coverage. */
export type AnimationInventoryRecord = {
  readonly identity: DigestIdentity;
  readonly coverage: BoundedCoverage;
  readonly rows: readonly InventoryAnimationRow[];
  /** Channel rows retained over all animations (aggregate budget 65,536). */
  readonly channel_references: ReferenceCoverage;
};

/** V6: the raw FBX transform-path inventory (closed path grammar, see the loader). */
export type TransformPathsRecord = {
  readonly identity: DigestIdentity;
  /** `complete` only when every node has a path and every row is retained. */
  readonly state: 'complete' | 'partial' | 'unavailable';
  readonly coverage: BoundedCoverage;
  readonly rows: readonly { readonly node: number; readonly path: string | null; readonly refusal: string | null }[];
};

export type MovementOwnerIntent = 'gameplay' | 'animation' | null;

/** V6: the normalised per-clip movement-owner project intent (bounded prefix + N+1 witness). */
export type MovementIntentRecord = {
  readonly identity: DigestIdentity;
  readonly coverage: BoundedCoverage;
  readonly rows: readonly {
    readonly clip_index: number;
    readonly clip_name: string;
    readonly movement_owner_xz: MovementOwnerIntent;
    readonly movement_owner_y: MovementOwnerIntent;
    readonly movement_owner_yaw: MovementOwnerIntent;
  }[];
};

export type DependencyRow = {
  readonly kind: string;
  readonly index: number;
  readonly uri: string;
  readonly identity: InputIdentity | null;
  readonly unavailable_reason: string | null;
};

export type DependencyClosureRecord = {
  readonly identity: DigestIdentity;
  readonly coverage: 'complete' | 'partial';
  readonly resources: readonly DependencyRow[];
};

export type PredictionProvenance = {
  /** The profile's provenance contract, e.g. `urn:animsmith:prediction-provenance:3`. */
  readonly schema: string;
  /** Digest of every other field, under `schema` as its domain. */
  readonly identity: DigestIdentity;
  readonly profile: ProfileFactsRecord;
  /** The authoritative input format (what the loader parsed, not the file extension). */
  readonly source_format: SourceFormat;
  readonly primary_input: InputIdentity;
  readonly settings: ResolvedSettingsRecord;
  readonly raw_source: RawSourceRecord;
  readonly dependency_closure: DependencyClosureRecord;
  readonly consumed_contracts: readonly string[];
  /** V4, V5, V6. */
  readonly runtime_nodes?: RuntimeNodesRecord;
  /** V4, V5, V6. */
  readonly scene_inventory?: SceneInventoryRecord;
  /** V5, V6. */
  readonly animation_inventory?: AnimationInventoryRecord;
  /** V6. */
  readonly transform_paths?: TransformPathsRecord;
  /** V6. */
  readonly movement_intent?: MovementIntentRecord;
};

// ---------------------------------------------------------------------------------------------
// Rules

export interface PredictionRuleMeta {
  readonly docs: { readonly description: string; readonly url?: string };
  readonly defaultSeverity: Severity;
  readonly messages: Readonly<Record<string, string>>;
  /** Scope codes this rule keys facets by. */
  readonly scopes: readonly string[];
  /**
   * For each reason code the rule may give an unavailable facet: one line for people saying why
   * (by design, or for lack of evidence in this file) and what the project can do — pin another
   * revision, set a named setting, or supply the missing file. Text and Markdown print it.
   */
  readonly reasons?: Readonly<Record<string, string>>;
}

/** What a rule sees when it decides whether it applies (e.g. an empty inventory does not). */
export interface PredictionApplicabilityContext extends ApplicabilityContext {
  readonly profile: EngineProfileDefinition;
  readonly provenance: PredictionProvenance;
}

export interface PredictionContext extends Omit<CheckContext, 'report' | 'completed' | 'gap' | 'options'>, PredictionApplicabilityContext {
  /** Emits one available facet; `result` is the rule's typed machine result for the scope. */
  available(scope: ScopeRef, basis: readonly BasisReference[], result?: JsonObject): void;
  /** Emits one required-unavailable facet with ≥ 1 reason and the basis it did establish. */
  unavailable(scope: ScopeRef, reasons: readonly string[], basisPrefix?: readonly BasisReference[]): void;
  /** A content finding; it must name the scope of exactly one available facet. */
  report(descriptor: ReportDescriptor & { readonly prediction_scope: ScopeRef }): void;
}

export interface PredictionRule {
  readonly meta: PredictionRuleMeta;
  /** Defaults to true. Not applicable means no facet at all (not an unavailable one). */
  applies?(context: PredictionApplicabilityContext): boolean;
  predict(context: PredictionContext): void;
}

/** Identity helper that types a prediction rule. */
export function definePredictionRule<T extends PredictionRule>(rule: T): T {
  return rule;
}

/** A complete profile revision: identity plus frozen facts, settings and rules. */
export interface EngineProfileDefinition extends EngineProfileIdentity {
  /** Fact-bundle URN, e.g. `urn:animsmith:engine-profile:studio-engine:1`. */
  readonly fact_bundle: string;
  readonly contracts: ProfileContracts;
  /** Source formats the engine's importer accepts; any other input is a configuration error. */
  readonly accepted_formats: readonly SourceFormat[];
  readonly facts: readonly ProfileFact[];
  readonly sources: readonly ProfileSource[];
  readonly settings: readonly SettingDescriptor[];
  /**
   * Prediction rules by bare rule id (`engine-addressability`). Rule ids are engine-neutral
   * check ids: every id must start with `engine-`, and one id names the same check whichever
   * profile contributes it.
   */
  readonly rules?: Readonly<Record<string, PredictionRule>>;
}

/** What a plugin may declare: a complete profile, or a bare tuple (listed, but not selectable). */
export type EngineProfileDeclaration = EngineProfileIdentity | EngineProfileDefinition;

export function isProfileDefinition(p: EngineProfileDeclaration): p is EngineProfileDefinition {
  return 'facts' in p && 'contracts' in p;
}

/** Identity helper that types a profile revision. */
export function defineProfile<T extends EngineProfileDefinition>(profile: T): T {
  return profile;
}

// ---------------------------------------------------------------------------------------------
// Wire records (output-v19 `checks[].prediction`)

export type PredictionFacet = {
  readonly scope: ScopeRef;
  readonly state: 'available' | 'required_prediction_unavailable';
  readonly basis: { readonly identity: DigestIdentity; readonly references: readonly BasisReference[] };
  readonly reasons: readonly string[];
  readonly result?: JsonObject;
};

export type PredictionRecord = {
  readonly schema: string;
  readonly provenance_identity: DigestIdentity;
  readonly facets: readonly PredictionFacet[];
};
