/**
 * The exact Bevy revision-3 adapter of `urn:animsmith:schema:gltf-addressability:2`, named from
 * the types generated from its schema (`@animsmith/schemas/wire-types`). Keys are built in wire
 * order.
 */
import type {
  GltfAddressabilityV2,
  GltfAddressabilityV2NamedMap,
  GltfAddressabilityV2Projection,
  GltfAddressabilityV2Reason,
  GltfAddressabilityV2RequiredUnavailable,
  GltfAddressabilityV2Target,
} from '@animsmith/schemas/wire-types';

/** Why a Bevy projection is not published (the schema's closed vocabulary). */
export type BevyUnavailableReason = GltfAddressabilityV2Reason;
/** `reasons` are sorted, unique, at least one. */
export type RequiredUnavailable = GltfAddressabilityV2RequiredUnavailable;

/**
 * The `bevy_animation` cargo feature and `load_animations` (null when the evidence does not say),
 * and the operator's `--pointer-width` (never inferred).
 */
export type BevySettings = BevyRichProjection['settings'];
export type DefaultSceneRoute = BevyRichProjection['default_scene'];
/** A name, the source index it resolves to (the last write), and earlier writers in write order. */
export type NamedEntry = Extract<NamedMap, { state: 'available' }>['entries'][number];
export type NamedMap = GltfAddressabilityV2NamedMap;
export type TargetContribution = TargetRow['contributions'][number];
export type TargetRow = GltfAddressabilityV2Target;
/**
 * `Skin{i}` is materialized only when a source node references the skin, while
 * `Skin{i}/InverseBindMatrices` is created for every declared skin; `text_bytes` is the dynamic
 * projection text (names and path segments) in UTF-8 bytes, against its 1 MiB bound.
 */
export type BevyRichProjection = GltfAddressabilityV2Projection;
export type AddressabilityV2Document = GltfAddressabilityV2;
