/**
 * Unity 6000.3 FBX Model Importer profiles: Generic (revisions 1 and 2) and Humanoid (revision 1),
 * with the Generic revision-2 engine-root-motion rule.
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import { PROFILES } from './profiles.js';
import { unityImportAdvice } from './advice/index.js';

export { PROFILES } from './profiles.js';

export default definePlugin({
  meta: { name: '@animsmith/plugin-unity', version: '0.2.0', namespace: 'unity', apiVersion: PLUGIN_API_VERSION },
  profiles: PROFILES,
  generators: [unityImportAdvice],
});
