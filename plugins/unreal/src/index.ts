/**
 * Unreal Engine 5.8 FBX importer profile, revision 1.
 */
import { definePlugin, PLUGIN_API_VERSION, type EngineProfileIdentity } from '@animsmith/cli/plugin';

/** Exact profile tuples this package predicts for; a project pins one under [engine]. */
export const PROFILES: readonly EngineProfileIdentity[] = [{ profile: 'unreal', profile_revision: 1, engine_version: '5.8', importer: 'fbx-importer' }];

export default definePlugin({
  meta: { name: '@animsmith/plugin-unreal', version: '0.1.0', namespace: 'unreal', apiVersion: PLUGIN_API_VERSION },
  profiles: PROFILES,
});
