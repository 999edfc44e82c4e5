/**
 * FBX support: the loader (binary and ASCII FBX 6.x/7.x → the normalised model) and the
 * source-space pose (`pose --space source`: the scene evaluated in the file's units and axes). The
 * host installs this plugin on every run, like `@animsmith/plugin-spine`.
 *
 * The host hands a file to this loader only for the extensions it claims, so the reader, the
 * evaluator and the loader are imported on the first `.fbx` file: a run without one never loads
 * them.
 */
import { definePlugin, PLUGIN_API_VERSION, type LoaderDefinition } from '@animsmith/cli/plugin';
import { PLUGIN_VERSION } from './version.js';

const fbxLoader: LoaderDefinition = {
  name: 'fbx',
  extensions: ['.fbx'],
  async load(request) {
    const { loadFbx } = await import('./loader/index.js');
    return loadFbx(request);
  },
  async sourcePose(request) {
    const { fbxSourcePose } = await import('./source-pose.js');
    return fbxSourcePose(request);
  },
};

export default definePlugin({
  meta: { name: '@animsmith/plugin-fbx', version: PLUGIN_VERSION, namespace: 'fbx', apiVersion: PLUGIN_API_VERSION },
  loaders: [fbxLoader],
});
