/**
 * The glTF addressability readers (V1 and V2), each strict about its own identity: a V1 reader
 * refuses V2 and output envelopes and vice versa.
 */
export * from './addressability-types.js';
export { ADDRESSABILITY_MAX_BYTES } from './addressability-read.js';
export { INVENTORY_DOMAIN, STRUCTURE_DOMAIN } from './addressability-identity.js';
export { checkAddressabilityV1, readGltfAnimationAddressabilityV1 } from './addressability-v1.js';
export { checkAddressabilityV2, readGltfAddressabilityV2 } from './addressability-v2.js';
