/**
 * What the rich (V2) Bevy adapter is pinned to. The V2 contract names an exact engine revision;
 * a different Bevy is a new profile revision, never an edit here.
 */
const COMMIT = 'c6f634ca9f406d68ba5109d921247b654cb42c10';
const AT = `https://github.com/bevyengine/bevy/blob/${COMMIT}`;

export const BEVY_REV3_PINS = {
  profile_revision: 3,
  bevy_version: '0.19.0',
  bevy_commit: COMMIT,
  bevy_gltf_version: '0.19.0',
  gltf_crate_version: '1.4.1',
  sources: {
    label: `${AT}/crates/bevy_gltf/src/label.rs`,
    loader: `${AT}/crates/bevy_gltf/src/loader/mod.rs`,
    path: `${AT}/crates/bevy_gltf/src/loader/gltf_ext/scene.rs`,
    animation_target: `${AT}/crates/bevy_animation/src/lib.rs`,
    feature: `${AT}/crates/bevy_gltf/Cargo.toml`,
    cargo_lock: `${AT}/Cargo.lock`,
  },
} as const;

export type BevyRev3Pins = typeof BEVY_REV3_PINS;
