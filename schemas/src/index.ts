/**
 * @animsmith/schemas: the JSON Schemas (2020-12) of every document animsmith reads or writes,
 * and strict ajv readers for them.
 */
export {
  CONFIG_SCHEMA_ID,
  CONFIG_SCHEMA_VERSION,
  DEFAULT_MAX_OUTPUT_BYTES,
  MEASUREMENTS_SCHEMA_ID,
  MEASUREMENTS_SCHEMA_VERSION,
  OUTPUT_SCHEMA_ID,
  OUTPUT_SCHEMA_VERSION,
  POSE_SCHEMA_ID,
  POSE_SCHEMA_VERSION,
} from './ids.js';
export {
  allSchemas,
  configSchema,
  createStrictValidator,
  gltfAddressabilityV2Schema,
  gltfAnimationAddressabilityV1Schema,
  importAdviceV1Schema,
  importAdviceV2Schema,
  measurementsSchema,
  outputSchema,
  poseSchema,
  rigcIngestFindingsSchema,
  rigcIngestFindingsV1Schema,
  rigcMotionSchema,
  rigcRigSchema,
  schemaById,
} from './schemas.js';
export { precompiledValidator } from './precompiled.js';
export {
  GLTF_ADDRESSABILITY_V2_SCHEMA_ID,
  GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID,
  RIGC_INGEST_FINDINGS_SCHEMA_ID,
  RIGC_INGEST_FINDINGS_SCHEMA_VERSION,
  RIGC_INGEST_FINDINGS_V1_SCHEMA_ID,
  RIGC_MOTION_SCHEMA_ID,
  RIGC_RIG_SCHEMA_ID,
} from './ids.js';
export { canonicalIdentity, canonicalJson, CanonicalJsonError } from './canonical-json.js';
export * from './provenance.js';
export { INSPECT_SCHEMA_ID, INSPECT_SCHEMA_VERSION, PROFILES_LIST_SCHEMA_ID } from './ids.js';
export { inspectSchema, profilesListSchema } from './schemas.js';
export { CHECKS_DESCRIBE_SCHEMA_ID, CHECKS_LIST_SCHEMA_ID } from './ids.js';
export { checksDescribeSchema, checksListSchema } from './schemas.js';
export { formatAjvError, primaryAjvError, rankAjvErrors } from './format.js';
export {
  SchemaValidationError,
  checkOutputInvariants,
  readDiffOutputDocument,
  readOutputDocument,
  validateConfig,
  validateMeasurements,
} from './reader.js';
export type * from './types.js';
export * from './readers/import-advice.js';
export * from './readers/addressability.js';
export { readRigcIngestFindings } from './readers/rigc-ingest-findings.js';
export * from './readers/skeleton-compatibility.js';
export { SKELETON_COMPATIBILITY_SCHEMA_ID, SKELETON_COMPATIBILITY_SCHEMA_VERSION } from './ids.js';
export { skeletonCompatibilitySchema } from './schemas.js';
export { builtinContracts, schemaOnlyReader, type SchemaContract } from './contracts.js';
