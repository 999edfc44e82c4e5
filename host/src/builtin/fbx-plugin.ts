/**
 * The built-in FBX loader, registered through the public plugin API like any other. The engine
 * picks loaders by extension, so the FBX stack loads on the first `.fbx` file.
 */
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/plugin.js';
import type { LoaderDefinition } from '../plugin-api/loader.js';
import { TOOL_VERSION } from '../output/tool.js';

const fbxLoader: LoaderDefinition = {
  name: 'fbx',
  extensions: ['.fbx'],
  load: async (request) => (await import('../loaders/fbx/loader/index.js')).fbxLoader.load(request),
};

export default definePlugin({
  meta: { name: '@animsmith/cli/fbx', version: TOOL_VERSION, namespace: 'fbx', apiVersion: PLUGIN_API_VERSION },
  loaders: [fbxLoader],
});
