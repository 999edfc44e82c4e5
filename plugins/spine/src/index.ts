/**
 * Spine 4.3 support: the skeleton JSON loader (so `measure`, `lint` and `pose` read Spine files),
 * and the `rigc build` / `rigc ingest` commands. The host installs this plugin on every run, like
 * `@animsmith/checks`, and turns the exported `commands` into CLI commands.
 */
import { definePlugin, PLUGIN_API_VERSION, type LoaderDefinition } from '@animsmith/cli/plugin';
import { PLUGIN_VERSION } from './version.js';

export { commands } from './commands/index.js';

// The host picks loaders by extension: the loader's modules load on the first `.json` input.
const spineLoader: LoaderDefinition = {
  name: 'spine',
  extensions: ['.json'],
  load: async (request) => (await import('./loader/index.js')).spineLoader.load(request),
};

export default definePlugin({
  meta: { name: '@animsmith/plugin-spine', version: PLUGIN_VERSION, namespace: 'spine', apiVersion: PLUGIN_API_VERSION },
  loaders: [spineLoader],
});
