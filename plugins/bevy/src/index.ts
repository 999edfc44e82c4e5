/**
 * Bevy engine profiles (glTF asset loader, Bevy 0.19.0), revisions 1–3, with their prediction
 * rules, the `addressability` generators (the engine-neutral V1 and the exact Bevy adapters) and
 * the rich V2 contract they emit. A project pins this package under [plugins] and one revision
 * under [engine]; the CLI also bundles its generators, so V1 works without a pin.
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import { GLTF_ADDRESSABILITY_V2_SCHEMA_ID, readGltfAddressabilityV2, schemaById } from '@animsmith/schemas';
import { bevyAddressabilityGenerator } from './addressability/generator.js';
import { addressabilityGenerator } from './addressability/neutral/generator.js';
import { PROFILES } from './profiles.js';

export { PROFILES } from './profiles.js';

export default definePlugin({
  meta: { name: '@animsmith/plugin-bevy', version: '0.2.0', namespace: 'bevy', apiVersion: PLUGIN_API_VERSION },
  profiles: PROFILES,
  // The exact adapters first: the engine-neutral V1 serves whatever they do not support.
  generators: [bevyAddressabilityGenerator, addressabilityGenerator],
  contracts: [
    {
      id: GLTF_ADDRESSABILITY_V2_SCHEMA_ID,
      // Read when the registry first asks for it: a lint that loads this plugin reads no schema.
      get schema() {
        return schemaById(GLTF_ADDRESSABILITY_V2_SCHEMA_ID);
      },
      read: readGltfAddressabilityV2,
      emittedBy: ['generate addressability'],
    },
  ],
});
