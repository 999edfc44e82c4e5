/**
 * What profile plugins may use to build addressability documents (re-exported by the plugin
 * API): the engine-neutral builders, their wire types and the view helpers.
 */
export { Budget, MAX_DOMAIN_ROWS, MAX_STRUCTURAL_REFERENCES, MAX_V2_NAME_BYTES, rowCoverage } from './bounds.js';
export { addressabilityV1Document, facetStates, renderAddressabilityV1, v1Result } from './document-v1.js';
export { addressabilityV2Root, writeStructure, type AddressabilityV2Root } from './document-v2.js';
export { writeAddressabilityHead } from './head.js';
export { buildAnimationInventory, inventoryIdentity, INVENTORY_DOMAIN, V1_SCHEMA_ID } from './inventory.js';
export { buildSourceStructure, STRUCTURE_DOMAIN, V2_SCHEMA_ID } from './structure.js';
export type * from './types.js';
export { coverageText, nameText, ViewWriter, writeInventory } from './view.js';
export { canonicalIdentity } from '@animsmith/schemas/canonical-json';
