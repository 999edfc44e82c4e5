/**
 * Bevy engine profiles (glTF asset loader, Bevy 0.19.0), revisions 1–3, with their prediction
 * rules. A project pins this package under [plugins] and one revision under [engine].
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import { bevyAddressabilityGenerator } from './addressability/generator.js';
import { PROFILES } from './profiles.js';

export { PROFILES } from './profiles.js';

export default definePlugin({
  meta: { name: '@animsmith/plugin-bevy', version: '0.2.0', namespace: 'bevy', apiVersion: PLUGIN_API_VERSION },
  profiles: PROFILES,
  generators: [bevyAddressabilityGenerator],
});
