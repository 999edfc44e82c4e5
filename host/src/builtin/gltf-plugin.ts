/**
 * The built-in glTF/GLB loader, registered through the public plugin API like any other. The
 * engine picks loaders by extension, so the loader's modules load on the first glTF/GLB file.
 */
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/plugin.js';
import type { LoaderDefinition } from '../plugin-api/loader.js';
import { TOOL_VERSION } from '../output/tool.js';

const gltfLoader: LoaderDefinition = {
  name: 'gltf',
  extensions: ['.glb', '.gltf'],
  load: async (request) => (await import('../loaders/gltf/index.js')).gltfLoader.load(request),
};

export default definePlugin({
  meta: { name: '@animsmith/cli/gltf', version: TOOL_VERSION, namespace: 'gltf', apiVersion: PLUGIN_API_VERSION },
  loaders: [gltfLoader],
});
