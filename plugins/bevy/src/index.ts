/**
 * Bevy engine profiles (glTF asset loader, Bevy 0.19.0), revisions 1–3. Prediction rules arrive with the engine-profile work; this package pins the identities.
 */
import { definePlugin, PLUGIN_API_VERSION, type EngineProfileIdentity } from '@animsmith/cli/plugin';

/** Exact profile tuples this package predicts for; a project pins one under [engine]. */
export const PROFILES: readonly EngineProfileIdentity[] = [1, 2, 3].map((profile_revision) => ({
  profile: 'bevy',
  profile_revision,
  engine_version: '0.19.0',
  importer: 'gltf-asset-loader',
}));

export default definePlugin({
  meta: { name: '@animsmith/plugin-bevy', version: '0.1.0', namespace: 'bevy', apiVersion: PLUGIN_API_VERSION },
  profiles: PROFILES,
});
