/**
 * Unreal Engine 5.8 FBX importer profiles, revisions 1 and 2, with their prediction rule and
 * import advice.
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import { PROFILES } from './profiles.js';
import { unrealImportAdvice } from './advice/index.js';

export { PROFILES } from './profiles.js';

export default definePlugin({
  meta: { name: '@animsmith/plugin-unreal', version: '0.2.0', namespace: 'unreal', apiVersion: PLUGIN_API_VERSION },
  profiles: PROFILES,
  generators: [unrealImportAdvice],
});
