/**
 * The host's built-in `addressability` generator: the engine-neutral V1 document with a null
 * engine adapter. It serves every profile whose own plugin contributes no addressability
 * generator (and runs without a profile); a profile plugin that adapts it registers its own.
 */
import { OperatorError } from '../../engine/errors.js';
import { defineGenerator } from '../../plugin-api/generator.js';
import { addressabilityV1Document, v1Result } from './document-v1.js';
import { buildAnimationInventory } from './inventory.js';

export const addressabilityGenerator = defineGenerator({
  kind: 'addressability',
  description: 'Engine-neutral glTF animation inventory (gltf-animation-addressability V1)',
  supports: () => true,
  generate(request) {
    // Kind-specific flags (`--pointer-width`) belong to profile contracts; V1 would silently ignore them.
    const [unused] = Object.keys(request.options);
    if (unused !== undefined) {
      throw new OperatorError(`--${unused} does not apply to the engine-neutral gltf-animation-addressability V1 document; omit it`);
    }
    const inventory = buildAnimationInventory(request.source, request.document, request.displayPath);
    return v1Result(addressabilityV1Document(inventory, null));
  },
});
