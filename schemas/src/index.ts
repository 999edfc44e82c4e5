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
export { allSchemas, configSchema, createStrictValidator, measurementsSchema, outputSchema, poseSchema } from './schemas.js';
export { formatAjvError, primaryAjvError, rankAjvErrors } from './format.js';
export {
  SchemaValidationError,
  checkOutputInvariants,
  readOutputDocument,
  validateConfig,
  validateMeasurements,
} from './reader.js';
export type * from './types.js';
