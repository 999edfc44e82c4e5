import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Ajv2020, AnySchemaObject, Options } from 'ajv/dist/2020.js';
import {
  CHECKS_DESCRIBE_SCHEMA_ID,
  CHECKS_LIST_SCHEMA_ID,
  CONFIG_SCHEMA_ID,
  GLTF_ADDRESSABILITY_V2_SCHEMA_ID,
  GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID,
  IMPORT_ADVICE_V1_SCHEMA_ID,
  IMPORT_ADVICE_V2_SCHEMA_ID,
  MEASUREMENTS_SCHEMA_ID,
  OUTPUT_SCHEMA_ID,
  POSE_SCHEMA_ID,
  PROFILES_LIST_SCHEMA_ID,
  INSPECT_SCHEMA_ID,
  RIGC_INGEST_FINDINGS_SCHEMA_ID,
  RIGC_INGEST_FINDINGS_V1_SCHEMA_ID,
  RIGC_MOTION_SCHEMA_ID,
  RIGC_RIG_SCHEMA_ID,
  SKELETON_COMPATIBILITY_SCHEMA_ID,
} from './ids.js';

const require = createRequire(import.meta.url);
let jsonDir: string | undefined;

/**
 * Found by the package's own name, not relative to this module: a bundle of the CLI holds this code
 * far from the package's json/ folder. Resolved once: each resolution walks node_modules.
 */
function schemaFolder(): string {
  jsonDir ??= dirname(require.resolve('@animsmith/schemas/json/output-v19.schema.json'));
  return jsonDir;
}

/** The file of every schema this package owns, by `$id`. */
const SCHEMA_FILES: Readonly<Record<string, string>> = {
  [MEASUREMENTS_SCHEMA_ID]: 'measurements-v18.schema.json',
  [OUTPUT_SCHEMA_ID]: 'output-v19.schema.json',
  [CONFIG_SCHEMA_ID]: 'config-v1.schema.json',
  [POSE_SCHEMA_ID]: 'pose-v1.schema.json',
  [INSPECT_SCHEMA_ID]: 'inspect-v1.schema.json',
  [PROFILES_LIST_SCHEMA_ID]: 'profiles-list-v1.schema.json',
  [CHECKS_LIST_SCHEMA_ID]: 'checks-list-v1.schema.json',
  [CHECKS_DESCRIBE_SCHEMA_ID]: 'checks-describe-v1.schema.json',
  [GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID]: 'gltf-animation-addressability-v1.schema.json',
  [GLTF_ADDRESSABILITY_V2_SCHEMA_ID]: 'gltf-addressability-v2.schema.json',
  [IMPORT_ADVICE_V1_SCHEMA_ID]: 'engine-import-advice-v1.schema.json',
  [IMPORT_ADVICE_V2_SCHEMA_ID]: 'engine-import-advice-v2.schema.json',
  [RIGC_RIG_SCHEMA_ID]: 'rigc-rig-v1.schema.json',
  [RIGC_MOTION_SCHEMA_ID]: 'rigc-motion-v1.schema.json',
  [RIGC_INGEST_FINDINGS_V1_SCHEMA_ID]: 'rigc-ingest-findings-v1.schema.json',
  [RIGC_INGEST_FINDINGS_SCHEMA_ID]: 'rigc-ingest-findings-v2.schema.json',
  [SKELETON_COMPATIBILITY_SCHEMA_ID]: 'skeleton-compatibility-v1.schema.json',
};

const loaded = new Map<string, AnySchemaObject>();

/**
 * The schema whose `$id` is `id`, read on first use and then shared. Importing the package reads no
 * file, so a command that never looks at a schema object (lint validates with the build-time
 * validators) does not parse 240 KB of JSON at start; a bundle that uses none of the constants
 * below drops their calls, which are marked pure.
 */
export function schemaById(id: string): AnySchemaObject {
  const known = loaded.get(id);
  if (known) return known;
  const file = SCHEMA_FILES[id];
  if (file === undefined) throw new Error(`no schema has the id ${JSON.stringify(id)}`);
  const schema = JSON.parse(readFileSync(join(schemaFolder(), file), 'utf8')) as AnySchemaObject;
  if (schema.$id !== id) throw new Error(`${file}: $id is ${JSON.stringify(schema.$id)}, expected ${id}`);
  loaded.set(id, Object.freeze(schema));
  return schema;
}

/** measurements v18 (`urn:animsmith:schema:measurements:18`), nested in measure/lint output. */
export const measurementsSchema: AnySchemaObject = /* @__PURE__ */ schemaById(MEASUREMENTS_SCHEMA_ID);
/** output v19 (`urn:animsmith:schema:output:19`): the measure/lint JSON envelope. */
export const outputSchema: AnySchemaObject = /* @__PURE__ */ schemaById(OUTPUT_SCHEMA_ID);
/** config v1 (`urn:animsmith:schema:config:1`): animsmith.toml after TOML parsing. */
export const configSchema: AnySchemaObject = /* @__PURE__ */ schemaById(CONFIG_SCHEMA_ID);
/** pose v1 (`urn:animsmith:schema:pose:1`): `animsmith pose` JSON, every node's world TRS at one instant. */
export const poseSchema: AnySchemaObject = /* @__PURE__ */ schemaById(POSE_SCHEMA_ID);
/** inspect v1 (`urn:animsmith:schema:inspect:1`): `animsmith inspect --format json`. */
export const inspectSchema: AnySchemaObject = /* @__PURE__ */ schemaById(INSPECT_SCHEMA_ID);
/** profiles list v1 (`urn:animsmith:schema:profiles-list:1`): installed engine profile revisions. */
export const profilesListSchema: AnySchemaObject = /* @__PURE__ */ schemaById(PROFILES_LIST_SCHEMA_ID);
/** checks list v1 (`urn:animsmith:schema:checks-list:1`): the registered check catalog. */
export const checksListSchema: AnySchemaObject = /* @__PURE__ */ schemaById(CHECKS_LIST_SCHEMA_ID);
/** checks describe v1 (`urn:animsmith:schema:checks-describe:1`): one registered check in full. */
export const checksDescribeSchema: AnySchemaObject = /* @__PURE__ */ schemaById(CHECKS_DESCRIBE_SCHEMA_ID);

/** glTF animation addressability v1 (`urn:animsmith:schema:gltf-animation-addressability:1`). */
export const gltfAnimationAddressabilityV1Schema: AnySchemaObject = /* @__PURE__ */ schemaById(GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID);
/** glTF addressability v2 (`urn:animsmith:schema:gltf-addressability:2`): the rich Bevy revision-3 contract. */
export const gltfAddressabilityV2Schema: AnySchemaObject = /* @__PURE__ */ schemaById(GLTF_ADDRESSABILITY_V2_SCHEMA_ID);
/** engine-import-advice v1 (`urn:animsmith:schema:engine-import-advice:1`). */
export const importAdviceV1Schema: AnySchemaObject = /* @__PURE__ */ schemaById(IMPORT_ADVICE_V1_SCHEMA_ID);
/** engine-import-advice v2 (`urn:animsmith:schema:engine-import-advice:2`). */
export const importAdviceV2Schema: AnySchemaObject = /* @__PURE__ */ schemaById(IMPORT_ADVICE_V2_SCHEMA_ID);
/** rigc rig spec v1 (`urn:animsmith:schema:rigc-rig:1`, plugins/spine). */
export const rigcRigSchema: AnySchemaObject = /* @__PURE__ */ schemaById(RIGC_RIG_SCHEMA_ID);
/** rigc motion spec v1 (`urn:animsmith:schema:rigc-motion:1`, plugins/spine). */
export const rigcMotionSchema: AnySchemaObject = /* @__PURE__ */ schemaById(RIGC_MOTION_SCHEMA_ID);
/** rigc ingest findings v1 (`urn:animsmith:schema:rigc-ingest-findings:1`): historical, kept for old records. */
export const rigcIngestFindingsV1Schema: AnySchemaObject = /* @__PURE__ */ schemaById(RIGC_INGEST_FINDINGS_V1_SCHEMA_ID);
/** rigc ingest findings v2 (`urn:animsmith:schema:rigc-ingest-findings:2`, plugins/spine): the reference's finding shape. */
export const rigcIngestFindingsSchema: AnySchemaObject = /* @__PURE__ */ schemaById(RIGC_INGEST_FINDINGS_SCHEMA_ID);
/** skeleton compatibility v1 (`urn:animsmith:schema:skeleton-compatibility:1`): `animsmith skeleton compare`. */
export const skeletonCompatibilitySchema: AnySchemaObject = /* @__PURE__ */ schemaById(SKELETON_COMPATIBILITY_SCHEMA_ID);

/** Every schema this package owns, referenced schemas first. */
export const allSchemas: readonly AnySchemaObject[] = /* @__PURE__ */ Object.freeze([
  measurementsSchema,
  outputSchema,
  configSchema,
  poseSchema,
  profilesListSchema,
  inspectSchema,
  checksListSchema,
  checksDescribeSchema,
  gltfAnimationAddressabilityV1Schema,
  gltfAddressabilityV2Schema,
  importAdviceV1Schema,
  importAdviceV2Schema,
  rigcRigSchema,
  rigcMotionSchema,
  rigcIngestFindingsV1Schema,
  rigcIngestFindingsSchema,
  skeletonCompatibilitySchema,
]);

/**
 * A JSON Schema 2020-12 ajv instance in full strict mode (strictSchema, strictTypes, strictTuples,
 * strictRequired, strictNumbers) with `allErrors` and every animsmith schema added, so
 * `ajv.getSchema(OUTPUT_SCHEMA_ID)` etc. work. `verbose` is on so `formatAjvError` can explain
 * `not`, `anyOf` and conditional (`if`/`then`/`else`) failures. Extra ajv options override these.
 *
 * This compiles at run time, for tests and tools; the package's readers use the build-time
 * validators (`precompiledValidator`), which `scripts/generate.mjs` writes with these options.
 * ajv itself is loaded here on first call, so importing the package does not load the compiler.
 */
export function createStrictValidator(options: Options = {}): Ajv2020 {
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const ajv = new Ajv({ strict: true, allErrors: true, verbose: true, ...options });
  for (const schema of allSchemas) ajv.addSchema(schema);
  return ajv;
}
