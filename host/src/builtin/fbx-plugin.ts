/**
 * The built-in FBX loader, registered through the public plugin API like any other.
 */
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/plugin.js';
import { fbxLoader } from '../loaders/fbx/loader/index.js';
import { TOOL_VERSION } from '../output/tool.js';

export default definePlugin({
  meta: { name: '@animsmith/cli/fbx', version: TOOL_VERSION, namespace: 'fbx', apiVersion: PLUGIN_API_VERSION },
  loaders: [fbxLoader],
});
