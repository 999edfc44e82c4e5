/**
 * The glTF addressability contracts this plugin produces, V1
 * (`urn:animsmith:schema:gltf-animation-addressability:1`) and the engine-neutral half of V2
 * (`urn:animsmith:schema:gltf-addressability:2`), named from the types generated from their
 * schemas (`@animsmith/schemas/wire-types`). Keys are built in wire order.
 */
import type {
  GltfAddressabilityV2Attachment,
  GltfAddressabilityV2Coverage,
  GltfAddressabilityV2Node,
  GltfAddressabilityV2PathCandidate,
  GltfAddressabilityV2Scene,
  GltfAddressabilityV2Skin,
  GltfAddressabilityV2Structure,
  GltfAnimationAddressabilityV1,
  GltfAnimationAddressabilityV1Animation,
  GltfAnimationAddressabilityV1BevyAdapter,
  GltfAnimationAddressabilityV1Channel,
  GltfAnimationAddressabilityV1ChannelTarget,
  GltfAnimationAddressabilityV1Coverage,
  GltfAnimationAddressabilityV1Inventory,
  GltfAnimationAddressabilityV1Name,
} from '@animsmith/schemas/wire-types';

/** Bounded N+1 coverage of one row domain: `observed` stops counting at `limit + 1`. */
export type RowCoverage = GltfAnimationAddressabilityV1Coverage;
/** An optional authored name: present, absent in the source, or over the text bound. */
export type NameObservation = GltfAnimationAddressabilityV1Name;
export type ChannelTargetRow = GltfAnimationAddressabilityV1ChannelTarget;
/** `interpolation` is exactly as authored; null when the source left it out. */
export type ChannelRow = GltfAnimationAddressabilityV1Channel;
/** `normalized_clip_index`: this animation's clip in the normalised document; null when none was built. */
export type AnimationRow = GltfAnimationAddressabilityV1Animation;
/** `identity` digests every other inventory field (never tool metadata or the adapter). */
export type AnimationInventory = GltfAnimationAddressabilityV1Inventory;
/** The exact Bevy rev-1 adapter: same-load provenance and the unchanged check evaluation. */
export type BevyAdapterV1 = GltfAnimationAddressabilityV1BevyAdapter;
export type AddressabilityV1Document = GltfAnimationAddressabilityV1;

// V2 engine-neutral structure
export type SceneRow = GltfAddressabilityV2Scene;
/** `skeleton` is `skin.skeleton` exactly as authored (an observation, never an inferred root). */
export type NodeRow = GltfAddressabilityV2Node;
export type SkinRow = GltfAddressabilityV2Skin;
export type AttachmentRow = GltfAddressabilityV2Attachment;
/** One root-to-node route of one scene: `nodes` runs from the scene root to `node`. */
export type PathCandidateRow = GltfAddressabilityV2PathCandidate;
/** One V2 structure domain: its rows and their N+1 coverage. */
export interface RowDomain<T> {
  coverage: GltfAddressabilityV2Coverage;
  rows: T[];
}
/** `references` counts the aggregate structural references (root, child, joint and path entries) retained. */
export type SourceStructure = GltfAddressabilityV2Structure;
