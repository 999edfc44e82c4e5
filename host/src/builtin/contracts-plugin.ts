/**
 * The built-in contracts of `@animsmith/schemas`, installed as a built-in plugin: they reach the
 * registry through the `contracts` hook exactly as a plugin's own contracts do.
 */
import { builtinContracts } from '@animsmith/schemas';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/plugin.js';
import { TOOL_VERSION } from '../output/tool.js';

export default definePlugin({
  meta: { name: '@animsmith/schemas', version: TOOL_VERSION, namespace: 'schemas', apiVersion: PLUGIN_API_VERSION },
  contracts: builtinContracts,
});
