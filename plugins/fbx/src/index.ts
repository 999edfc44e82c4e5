/**
 * The built-in FBX loader, registered through the public plugin API like any other.
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import { fbxLoader } from './loader/index.js';
import { TOOL_VERSION } from '@animsmith/cli/plugin';

export default definePlugin({
  meta: { name: '@animsmith/cli/fbx', version: TOOL_VERSION, namespace: 'fbx', apiVersion: PLUGIN_API_VERSION },
  loaders: [fbxLoader],
});
