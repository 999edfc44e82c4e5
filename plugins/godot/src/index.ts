/**
 * Godot 4.7 scene importer profile, revision 1.
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import { PROFILES } from './profiles.js';
import { godotImportAdvice } from './advice/index.js';

export { PROFILES } from './profiles.js';

export default definePlugin({
  meta: { name: '@animsmith/plugin-godot', version: '0.2.0', namespace: 'godot', apiVersion: PLUGIN_API_VERSION },
  profiles: PROFILES,
  generators: [godotImportAdvice],
});
