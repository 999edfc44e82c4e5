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
import type { SourceFormat } from '../model/source-document.js';
import type { EngineProfileIdentity, ProfileContracts, ProfileFact, ProfileSource, SettingDescriptor } from './profile.js';
import type {
  OutputV19AnimationInventorySection,
  OutputV19BasisReference,
  OutputV19BoundedCoverage,
  OutputV19DependencyClosure,
  OutputV19Digest,
  OutputV19FbxRawFacts,
  OutputV19InventoryLocalTransform,
  OutputV19MovementIntentSection,
  OutputV19MovementOwner,
  OutputV19Prediction,
  OutputV19PredictionFacet,
  OutputV19PredictionProvenance,
  OutputV19PredictionResult,
  OutputV19ProfileFacts,
  OutputV19RawSource,
  OutputV19ReferenceCoverage,
  OutputV19ResolvedSetting,
  OutputV19ResolvedSettings,
  OutputV19RuntimeNodesSection,
  OutputV19SceneInventorySection,
  OutputV19TransformPathsSection,
} from '@animsmith/schemas/wire-types';
import type { ProvenanceSection } from '@animsmith/schemas/provenance';

/** sha256 and byte count of a canonical, domain-separated preimage (see host `canonicalIdentity`). */
export type DigestIdentity = OutputV19Digest;

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
// Wire records. The shapes are output v19's, generated from its schema
// (`@animsmith/schemas/wire-types`); these names are the ones rules and the host use.

/**
 * A closed typed pointer into the provenance or the file's measurements: a profile fact, a
 * primary source, a resolved setting, a project field, a raw-source row field (`domain` names the
 * inventory, `key` the row, e.g. `animation:3`), or a scalar of the same file's measurements (by
 * JSON pointer from the measurements root).
 */
export type BasisReference = OutputV19BasisReference;
export type ResolvedSettingLocation = Extract<BasisReference, { kind: 'resolved_setting' }>['location'];

export type SettingOrigin = OutputV19ResolvedSetting['origin'];
export type ResolvedSetting = OutputV19ResolvedSetting;
/** One clip's settings; `clip_index` is the source-order index in the normalised document. */
export type ResolvedClipSettings = OutputV19ResolvedSettings['clips'][number];

/**
 * Rows a provenance list retains (one more is counted), and the structural references all rows of
 * a section share: the contract's own limits, which the readers verify.
 */
export { PROVENANCE_REFERENCE_LIMIT, PROVENANCE_ROW_LIMIT } from '@animsmith/schemas/provenance';

/** Bounded N+1 coverage: `retained` rows of `observed` (observed stops counting at limit + 1). */
export type BoundedCoverage = OutputV19BoundedCoverage;
/** N+1 coverage of a structural-reference budget (child and root lists), limit 65,536. */
export type ReferenceCoverage = OutputV19ReferenceCoverage;

export type ResolvedSettingsRecord = OutputV19ResolvedSettings;
export type ProfileFactsRecord = OutputV19ProfileFacts;
/** One raw animation; `name` is null when the source has none. */
export type RawAnimationRow = OutputV19RawSource['animations']['rows'][number];

/**
 * The FBX facts in provenance: only what the contracts name (unit and basis, the exact time base,
 * stacks with their absolute ranges and layer/property presence, resource declarations), each
 * list bounded with N+1 coverage. Meshes, skins and bind poses stay in the loader.
 */
export type FbxRawFacts = OutputV19FbxRawFacts;
/** Exact rational as decimal integer strings. */
export type RationalRecord = FbxRawFacts['time']['frame_rate'];
/** A stack's distinct animated FBX property names (`Lcl Translation`…), sorted, at most 64. */
export type FbxStackRow = FbxRawFacts['stacks']['rows'][number];
/** A resource declaration; `dependency` indexes `dependency_closure.resources` when it became one. */
export type FbxResourceRow = FbxRawFacts['resources']['rows'][number];

/** Raw source facts; `format_facts` holds what the loader supplied for its format, else null. */
export type RawSourceRecord = OutputV19RawSource;

// Versioned provenance sections (V4+). Which ones a record carries is fixed by its schema:
// V4 runtime_nodes + scene_inventory; V5 adds animation_inventory; V6 adds transform_paths and
// movement_intent. Each section has its own domain-separated identity.

/** V4: `[runtime_nodes] selectors`, deduplicated, in declaration order. */
export type RuntimeNodesRecord = OutputV19RuntimeNodesSection;
export type InventoryLocalTransform = OutputV19InventoryLocalTransform;
export type InventorySceneRow = SceneInventoryRecord['scenes']['rows'][number];
/** A node row; `mesh` and `skin` are the attachments the node carries. */
export type InventoryNodeRow = SceneInventoryRecord['nodes']['rows'][number];
export type InventoryMeshRow = SceneInventoryRecord['meshes']['rows'][number];
/**
 * V4: the bounded same-load scene / node-attachment / mesh-primitive inventory; `primitives`
 * counts all meshes' primitives, `references` the root and child references of retained rows.
 */
export type SceneInventoryRecord = OutputV19SceneInventorySection;
/** `path` is the glTF path (`translation`…), the verbatim pointer, or the unsupported path. */
export type InventoryChannelRow = InventoryAnimationRow['channels'][number];
/** `channel_coverage` covers this animation's channel rows, independent of the animation coverage. */
export type InventoryAnimationRow = AnimationInventoryRecord['rows'][number];
/** V5: the raw animation inventory; `channel_references` is the aggregate channel-row budget. */
export type AnimationInventoryRecord = OutputV19AnimationInventorySection;
/** V6: the raw FBX transform-path inventory; `complete` only when every node has a retained path. */
export type TransformPathsRecord = OutputV19TransformPathsSection;
export type MovementOwnerIntent = OutputV19MovementOwner;
/** V6: the normalised per-clip movement-owner project intent (bounded prefix + N+1 witness). */
export type MovementIntentRecord = OutputV19MovementIntentSection;

export type DependencyRow = DependencyClosureRecord['resources'][number];
export type DependencyClosureRecord = OutputV19DependencyClosure;

/**
 * The provenance record embedded in every profiled lint file record, one shape per contract
 * revision (`schema`, e.g. `urn:animsmith:prediction-provenance:3`): `identity` digests every
 * other field under `schema` as its domain, `source_format` is what the loader parsed (not the
 * file extension), and the sections present are the ones that revision carries.
 */
export type PredictionProvenance = OutputV19PredictionProvenance;
export type ProvenanceContract = PredictionProvenance['schema'];
export type { ProvenanceSection } from '@animsmith/schemas/provenance';
/** The provenance revisions that carry section `K`. */
export type ProvenanceWith<K extends ProvenanceSection> = Extract<PredictionProvenance, Record<K, unknown>>;

/** Section `name` of the record, when its contract revision carries it (V4+ sections). */
export function provenanceSection<K extends ProvenanceSection>(provenance: PredictionProvenance, name: K): ProvenanceWith<K>[K] | undefined {
  return carriesSection(provenance, name) ? provenance[name] : undefined;
}

function carriesSection<K extends ProvenanceSection>(provenance: PredictionProvenance, name: K): provenance is ProvenanceWith<K> {
  return Object.prototype.hasOwnProperty.call(provenance, name);
}

/** A prediction check's record (output v19 `checks[].prediction`) and its facets. */
export type PredictionRecord = OutputV19Prediction;
export type PredictionContract = PredictionRecord['schema'];
export type PredictionFacet = OutputV19PredictionFacet;
/** A rule's typed machine result for one available facet. */
export type PredictionResult = OutputV19PredictionResult;

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
  available(scope: ScopeRef, basis: readonly BasisReference[], result?: PredictionResult): void;
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
