/**
 * Wire types of the glTF addressability contracts: V1
 * (`urn:animsmith:schema:gltf-animation-addressability:1`) and the engine-neutral half of V2
 * (`urn:animsmith:schema:gltf-addressability:2`). Keys are listed in wire order.
 */
import type { InputIdentity } from '@animsmith/cli/plugin';
import type { ToolIdentity } from '@animsmith/schemas';

/** Bounded N+1 coverage of one row domain: `observed` stops counting at `limit + 1`. */
export interface RowCoverage {
  readonly state: 'complete' | 'partial';
  readonly limit: number;
  readonly observed: number;
  readonly retained: number;
}

/** An optional authored name: present, absent in the source, or over the text bound. */
export type NameObservation =
  | { readonly state: 'observed'; readonly value: string }
  | { readonly state: 'absent' }
  | { readonly state: 'unavailable'; readonly reason: 'text_bound_exceeded' };

export type ChannelTargetRow =
  | { readonly kind: 'node'; readonly node: number; readonly path: 'translation' | 'rotation' | 'scale' | 'weights' }
  | { readonly kind: 'pointer'; readonly pointer: string }
  | { readonly kind: 'unsupported'; readonly path: string; readonly node: number | null };

export interface ChannelRow {
  readonly source_index: number;
  readonly sampler: number;
  readonly target: ChannelTargetRow;
  /** Exactly as authored; null when the source left it out. */
  readonly interpolation: string | null;
  readonly key_count: number;
}

export interface AnimationRow {
  readonly source_index: number;
  readonly name: NameObservation;
  /** Position of this animation's clip in the normalised document; null when none was built. */
  readonly normalized_clip_index: number | null;
  readonly channels: { readonly coverage: RowCoverage; readonly rows: readonly ChannelRow[] };
}

export interface DependencyRowV1 {
  readonly kind: string;
  readonly index: number;
  readonly uri: string;
  readonly identity: InputIdentity | null;
  readonly unavailable_reason: string | null;
}

export interface DependencyClosureV1 {
  readonly identity: InputIdentity;
  readonly coverage: 'complete' | 'partial';
  readonly resources: readonly DependencyRowV1[];
}

export interface AnimationInventory {
  /** Canonical digest of every other inventory field (never tool metadata or the adapter). */
  readonly identity: InputIdentity;
  readonly source_format: 'gltf' | 'glb';
  readonly primary_input: InputIdentity;
  readonly dependency_closure: DependencyClosureV1;
  readonly animations: { readonly coverage: RowCoverage; readonly rows: readonly AnimationRow[] };
}

/** The exact Bevy rev-1 adapter: same-load provenance and the unchanged check evaluation. */
export interface BevyAdapterV1 {
  readonly prediction_provenance: Readonly<Record<string, unknown>>;
  readonly check: Readonly<Record<string, unknown>>;
}

export interface AddressabilityV1Document {
  readonly schema_version: 1;
  readonly schema: 'urn:animsmith:schema:gltf-animation-addressability:1';
  readonly tool: ToolIdentity;
  readonly command: 'generate-addressability';
  readonly input: InputIdentity;
  readonly inventory: AnimationInventory;
  readonly bevy: BevyAdapterV1 | null;
  readonly [key: string]: unknown;
}

// ---------------------------------------------------------------------------------------------
// V2 engine-neutral structure

export interface SceneRow {
  readonly source_index: number;
  readonly name: NameObservation;
  readonly root_nodes: readonly number[];
}

export interface NodeRow {
  readonly source_index: number;
  readonly name: NameObservation;
  readonly parent: number | null;
  readonly children: readonly number[];
  readonly mesh: number | null;
  readonly skin: number | null;
}

export interface SkinRow {
  readonly source_index: number;
  readonly name: NameObservation;
  readonly joints: readonly number[];
  /** `skin.skeleton` exactly as authored (an observation, never an inferred root). */
  readonly skeleton: number | null;
  readonly inverse_bind_matrices: number | null;
}

export interface AttachmentRow {
  readonly node: number;
  readonly skin: number;
}

/** One root-to-node route of one scene: `nodes` runs from the scene root to `node`. */
export interface PathCandidateRow {
  readonly node: number;
  readonly scene: number;
  readonly nodes: readonly number[];
}

export interface RowDomain<T> {
  readonly coverage: RowCoverage;
  readonly rows: readonly T[];
}

export type DefaultSceneObservation =
  | { readonly state: 'declared'; readonly scene: number }
  | { readonly state: 'absent' };

export interface SourceStructure {
  readonly identity: InputIdentity;
  readonly scenes: RowDomain<SceneRow>;
  readonly default_scene: DefaultSceneObservation;
  readonly nodes: RowDomain<NodeRow>;
  readonly skins: RowDomain<SkinRow>;
  readonly attachments: RowDomain<AttachmentRow>;
  readonly path_candidates: RowDomain<PathCandidateRow>;
  /** Aggregate structural references (root, child, joint and path entries) retained. */
  readonly references: { readonly state: 'complete' | 'partial'; readonly limit: number; readonly retained: number };
}
