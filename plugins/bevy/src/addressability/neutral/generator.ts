/**
 * The engine-neutral `addressability` generator: the V1 document with a null engine adapter. It
 * is offered on every run (the CLI bundles this package's generators), so it serves a project
 * without a profile and every profile whose own plugin contributes no addressability generator.
 * It also speaks for the kind: the `generate addressability` help is declared here.
 */
import { defineGenerator } from '@animsmith/cli/plugin';
import { addressabilityV1Document, v1Result } from './document-v1.js';
import { buildAnimationInventory } from './inventory.js';

export const addressabilityGenerator = defineGenerator({
  kind: 'addressability',
  description: 'Engine-neutral glTF animation inventory (gltf-animation-addressability V1)',
  help: {
    summary: 'Write the glTF animation addressability document of one file',
    description:
      'Emits the engine-neutral animation inventory (gltf-animation-addressability V1). Under the Bevy revision-1 profile it ' +
      'embeds the Bevy adapter; under Bevy revision 2 the adapter is null (a stderr note says why); under Bevy revision 3 it ' +
      'emits the rich gltf-addressability V2 document. Exit 1 when a ' +
      'required prediction is unavailable (the document is still written), 2 on operator errors.',
    examples: [
      '<%= config.bin %> generate addressability Fox.glb',
      '<%= config.bin %> generate addressability --pointer-width 64 -o fox-addressability.json Fox.glb  # Bevy revision 3 only',
    ],
    input: 'glTF/GLB file',
  },
  // Kind-specific flags (`--pointer-width`) belong to profile contracts; V1 would silently ignore them.
  undeclaredFlagRefusal: '--{flag} does not apply to the engine-neutral gltf-animation-addressability V1 document; omit it',
  supports: () => true,
  generate(request) {
    return v1Result(addressabilityV1Document(request.tool, buildAnimationInventory(request), null));
  },
});
