/**
 * Frozen Bevy 0.19.0 facts and their primary sources. Every known fact cites the source that
 * establishes it; a fact this package does not model is `unknown`, never guessed.
 */
import { defineSources, type KnownFact, type ProfileFactId } from '@animsmith/cli/plugin';

export const SOURCES = defineSources({ target_version: '0.19.0', verified_on: '2026-08-20' }, {
  assetLabel: { id: 'bevy-gltf-asset-label-0.19.0', url: 'https://docs.rs/bevy/0.19.0/bevy/gltf/enum.GltfAssetLabel.html' },
  targetId: { id: 'bevy-animation-target-id-0.19.0', url: 'https://docs.rs/bevy/0.19.0/bevy/animation/struct.AnimationTargetId.html' },
  loaderSettings: { id: 'bevy-gltf-loader-settings-0.19.0', url: 'https://docs.rs/bevy/0.19.0/bevy/gltf/struct.GltfLoaderSettings.html' },
  cargoFeatures: { id: 'bevy-cargo-features-0.19.0', url: 'https://docs.rs/crate/bevy/0.19.0/features' },
  gltf: { id: 'khronos-gltf-2.0', target_version: '2.0', url: 'https://registry.khronos.org/glTF/specs/2.0/glTF-2.0.html' },
});

/** Revision 1: the glTF asset loader and its animation labels. */
export const REVISION_1_FACTS: Partial<Record<ProfileFactId, KnownFact>> = {
  accepted_inputs: { value: ['glb', 'gltf'], sources: [SOURCES.assetLabel, SOURCES.gltf] },
  animation_addressability: { value: 'gltf_asset_label', sources: [SOURCES.assetLabel] },
  animation_target_addressability: { value: 'name_path_derived_id', sources: [SOURCES.targetId] },
};

/** Revision 2 adds the unit and basis the loader maps glTF onto (glTF metres, +Y up, 1:1). */
export const REVISION_2_FACTS: Partial<Record<ProfileFactId, KnownFact>> = {
  ...REVISION_1_FACTS,
  target_linear_unit: { value: 'metre', sources: [SOURCES.gltf, SOURCES.loaderSettings] },
  unit_conversion_control: { value: 'none', sources: [SOURCES.loaderSettings] },
  target_coordinate_basis: { value: { handedness: 'right', up: '+y' }, sources: [SOURCES.gltf] },
};

/** Revision 3 adds how animation channels are loaded (feature gate and loader setting). */
export const REVISION_3_FACTS: Partial<Record<ProfileFactId, KnownFact>> = {
  ...REVISION_2_FACTS,
  animation_channel_handling: { value: 'gated_by_feature_and_setting', sources: [SOURCES.cargoFeatures, SOURCES.loaderSettings] },
};
