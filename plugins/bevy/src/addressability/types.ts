/**
 * Wire types of the exact Bevy revision-3 adapter of `urn:animsmith:schema:gltf-addressability:2`.
 * Keys are listed in wire order.
 */
import type { AddressabilityV2Root } from './neutral/document-v2.js';
import type { BevyRev3Pins } from './pins.js';
import type { PointerWidth } from './target-id.js';

/** Why a Bevy projection is not published. Closed vocabulary; the schema lists the same codes. */
export type BevyUnavailableReason =
  | 'settings_unavailable'
  | 'bevy_animation_feature_disabled'
  | 'load_animations_disabled'
  | 'pointer_width_unspecified'
  | 'raw_inventory_incomplete'
  | 'dependency_closure_incomplete'
  | 'name_bound_exceeded'
  | 'target_unreachable'
  | 'multiple_scene_candidates'
  | 'path_bounds_exceeded'
  | 'duplicate_full_path'
  | 'target_id_collision'
  | 'target_domain_truncated'
  | 'projection_bounds_exceeded';

export interface RequiredUnavailable {
  readonly state: 'required_unavailable';
  /** Sorted, unique, at least one. */
  readonly reasons: readonly BevyUnavailableReason[];
}

export interface BevySettings {
  /** The `bevy_animation` cargo feature (null when the evidence does not say). */
  readonly bevy_animation_feature: boolean | null;
  readonly load_animations: boolean | null;
  /** The operator's `--pointer-width`; never inferred. */
  readonly pointer_width: PointerWidth | null;
}

export interface SceneLabel {
  readonly source_index: number;
  readonly label: string;
}

export type DefaultSceneRoute =
  | { readonly state: 'route'; readonly scene: number; readonly label: string }
  | { readonly state: 'absent' }
  | RequiredUnavailable;

export interface SkinLabel {
  readonly source_index: number;
  /** `Skin{i}`: materialized only when a source node references the skin. */
  readonly label: string;
  readonly materialized: boolean;
  /** `Skin{i}/InverseBindMatrices`: created eagerly for every declared skin. */
  readonly inverse_bind_label: string;
  readonly inverse_bind_source: 'accessor' | 'identity_fallback';
}

export interface NamedEntry {
  readonly name: string;
  /** Source index the name resolves to (the last write). */
  readonly winner: number;
  /** Earlier writers of the same name, in write order. */
  readonly shadowed: readonly number[];
}

export type NamedMap = { readonly state: 'available'; readonly entries: readonly NamedEntry[] } | RequiredUnavailable;

export interface TargetContribution {
  readonly animation: number;
  readonly channel: number;
}

export type TargetPath =
  | { readonly state: 'available'; readonly scene: number; readonly root: number; readonly segments: readonly string[] }
  | RequiredUnavailable;

export type TargetIdProjection = { readonly state: 'available'; readonly pointer_width: PointerWidth; readonly id: string } | RequiredUnavailable;

export interface TargetRow {
  readonly node: number;
  readonly contributions: readonly TargetContribution[];
  readonly path: TargetPath;
  readonly target_id: TargetIdProjection;
}

export type TargetCoverage = { readonly state: 'complete'; readonly targets: number } | RequiredUnavailable;

export interface BevyRichProjection {
  readonly settings: BevySettings;
  readonly scene_labels: readonly SceneLabel[];
  readonly default_scene: DefaultSceneRoute;
  readonly skins: { readonly state: 'available'; readonly rows: readonly SkinLabel[] } | RequiredUnavailable;
  readonly named_maps: { readonly scenes: NamedMap; readonly animations: NamedMap; readonly skins: NamedMap };
  readonly targets: readonly TargetRow[];
  readonly target_coverage: TargetCoverage;
  /** Dynamic projection text (names and path segments), UTF-8 bytes, against its 1 MiB bound. */
  readonly text_bytes: number;
}

export interface BevyRev3Adapter {
  readonly pins: BevyRev3Pins;
  readonly prediction_provenance: Readonly<Record<string, unknown>>;
  readonly check: Readonly<Record<string, unknown>>;
  readonly projection: BevyRichProjection;
}

export interface AddressabilityV2Document extends AddressabilityV2Root {
  readonly bevy: BevyRev3Adapter;
  readonly [key: string]: unknown;
}
