/**
 * Spine 4.3 support (skeleton JSON loader, rigc build and ingest). This release carries the
 * plugin's identity so projects can pin it; the loader and compiler arrive with the Spine work.
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';

export default definePlugin({
  meta: { name: '@animsmith/plugin-spine', version: '0.1.0', namespace: 'spine', apiVersion: PLUGIN_API_VERSION },
});
