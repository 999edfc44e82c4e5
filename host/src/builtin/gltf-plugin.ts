/**
 * The built-in glTF/GLB loader, registered through the public plugin API like any other.
 */
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/plugin.js';
import { gltfLoader } from '../loaders/gltf/index.js';
import { TOOL_VERSION } from '../output/tool.js';

export default definePlugin({
  meta: { name: '@animsmith/cli/gltf', version: TOOL_VERSION, namespace: 'gltf', apiVersion: PLUGIN_API_VERSION },
  loaders: [gltfLoader],
});
