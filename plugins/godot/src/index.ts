/**
 * Godot 4.7 scene importer profile, revision 1.
 */
import { definePlugin, PLUGIN_API_VERSION, type EngineProfileIdentity } from '@animsmith/cli/plugin';

/** Exact profile tuples this package predicts for; a project pins one under [engine]. */
export const PROFILES: readonly EngineProfileIdentity[] = [{ profile: 'godot', profile_revision: 1, engine_version: '4.7', importer: 'resource-importer-scene' }];

export default definePlugin({
  meta: { name: '@animsmith/plugin-godot', version: '0.1.0', namespace: 'godot', apiVersion: PLUGIN_API_VERSION },
  profiles: PROFILES,
});
