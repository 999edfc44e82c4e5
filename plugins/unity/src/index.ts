/**
 * Unity 6000.3 FBX Model Importer profiles: Generic (revisions 1 and 2) and Humanoid (revision 1).
 */
import { definePlugin, PLUGIN_API_VERSION, type EngineProfileIdentity } from '@animsmith/cli/plugin';

/** Exact profile tuples this package predicts for; a project pins one under [engine]. */
export const PROFILES: readonly EngineProfileIdentity[] = [
  { profile: 'unity-generic', profile_revision: 1, engine_version: '6000.3', importer: 'fbx-model-importer' },
  { profile: 'unity-generic', profile_revision: 2, engine_version: '6000.3', importer: 'fbx-model-importer' },
  { profile: 'unity-humanoid', profile_revision: 1, engine_version: '6000.3', importer: 'fbx-model-importer' },
];

export default definePlugin({
  meta: { name: '@animsmith/plugin-unity', version: '0.1.0', namespace: 'unity', apiVersion: PLUGIN_API_VERSION },
  profiles: PROFILES,
});
