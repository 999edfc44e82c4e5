/**
 * The glTF addressability documents as the strict readers return them (V1 and V2), named from
 * the types generated from their schemas (`generated/wire-types.ts`). The producer is the Bevy
 * plugin (`plugins/bevy/src/addressability`).
 */
import type {
  GltfAddressabilityV2,
  GltfAddressabilityV2NamedMap,
  GltfAddressabilityV2Projection,
  GltfAddressabilityV2RequiredUnavailable,
  GltfAddressabilityV2Structure,
  GltfAddressabilityV2Target,
  GltfAnimationAddressabilityV1,
  GltfAnimationAddressabilityV1Animation,
  GltfAnimationAddressabilityV1Channel,
  GltfAnimationAddressabilityV1ChannelTarget,
  GltfAnimationAddressabilityV1Coverage,
  GltfAnimationAddressabilityV1DependencyClosure,
  GltfAnimationAddressabilityV1Identity,
  GltfAnimationAddressabilityV1Inventory,
  GltfAnimationAddressabilityV1Name,
} from '../generated/wire-types.js';

export type { GltfAddressabilityV2, GltfAnimationAddressabilityV1 };
export type Identity = GltfAnimationAddressabilityV1Identity;
export type Coverage = GltfAnimationAddressabilityV1Coverage;
export type Name = GltfAnimationAddressabilityV1Name;
export type ChannelTarget = GltfAnimationAddressabilityV1ChannelTarget;
export type Channel = GltfAnimationAddressabilityV1Channel;
export type Animation = GltfAnimationAddressabilityV1Animation;
export type DependencyClosure = GltfAnimationAddressabilityV1DependencyClosure;
export type AnimationInventory = GltfAnimationAddressabilityV1Inventory;
export type SourceStructure = GltfAddressabilityV2Structure;
export type RequiredUnavailable = GltfAddressabilityV2RequiredUnavailable;
export type NamedMap = GltfAddressabilityV2NamedMap;
export type TargetRow = GltfAddressabilityV2Target;
export type BevyProjection = GltfAddressabilityV2Projection;
