/**
 * Domains of the canonical identities of the engine-neutral addressability evidence. Each
 * identity covers only its own record (everything but `identity`) under a domain derived from
 * its contract, so choosing an engine profile (or a tool version) never changes it. The producer
 * stamps them with `canonicalIdentity`; the strict readers recompute them with `partIdentity`.
 */
import { GLTF_ADDRESSABILITY_V2_SCHEMA_ID, GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID } from '../ids.js';

/** Domain of the V1 animation inventory's identity (also embedded by V2). */
export const INVENTORY_DOMAIN = `${GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID}#inventory`;
/** Domain of the V2 source structure's identity. */
export const STRUCTURE_DOMAIN = `${GLTF_ADDRESSABILITY_V2_SCHEMA_ID}#structure`;
