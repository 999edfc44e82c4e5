/**
 * Spine 4.3 support: the skeleton JSON loader (so `measure`, `lint` and `pose` read Spine files),
 * and the `rigc build` / `rigc ingest` commands. The host installs this plugin on every run, like
 * `@animsmith/checks`, and turns the exported `commands` into CLI commands.
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import { spineLoader } from './loader/index.js';
import { PLUGIN_VERSION } from './version.js';

export { commands } from './commands/index.js';

export default definePlugin({
  meta: { name: '@animsmith/plugin-spine', version: PLUGIN_VERSION, namespace: 'spine', apiVersion: PLUGIN_API_VERSION },
  loaders: [spineLoader],
});
