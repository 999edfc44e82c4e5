import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { AnySchemaObject, Options } from 'ajv/dist/2020.js';
import { CONFIG_SCHEMA_ID, MEASUREMENTS_SCHEMA_ID, OUTPUT_SCHEMA_ID, POSE_SCHEMA_ID } from './ids.js';

function loadSchema(file: string, expectedId: string): AnySchemaObject {
  const url = new URL(`../json/${file}`, import.meta.url);
  const schema = JSON.parse(readFileSync(url, 'utf8')) as AnySchemaObject;
  if (schema.$id !== expectedId) {
    throw new Error(`${file}: $id is ${JSON.stringify(schema.$id)}, expected ${expectedId}`);
  }
  return Object.freeze(schema);
}

/** measurements v18 (`urn:animsmith:schema:measurements:18`), nested in measure/lint output. */
export const measurementsSchema: AnySchemaObject = loadSchema('measurements-v18.schema.json', MEASUREMENTS_SCHEMA_ID);
/** output v19 (`urn:animsmith:schema:output:19`): the measure/lint JSON envelope. */
export const outputSchema: AnySchemaObject = loadSchema('output-v19.schema.json', OUTPUT_SCHEMA_ID);
/** config v1 (`urn:animsmith:schema:config:1`): animsmith.toml after TOML parsing. */
export const configSchema: AnySchemaObject = loadSchema('config-v1.schema.json', CONFIG_SCHEMA_ID);
/** pose v1 (`urn:animsmith:schema:pose:1`): `animsmith pose` JSON, every node's world TRS at one instant. */
export const poseSchema: AnySchemaObject = loadSchema('pose-v1.schema.json', POSE_SCHEMA_ID);

/** Every schema this package owns, referenced schemas first. */
export const allSchemas: readonly AnySchemaObject[] = Object.freeze([measurementsSchema, outputSchema, configSchema, poseSchema]);

/**
 * A JSON Schema 2020-12 ajv instance in full strict mode (strictSchema, strictTypes, strictTuples,
 * strictRequired, strictNumbers) with `allErrors` and every animsmith schema added, so
 * `ajv.getSchema(OUTPUT_SCHEMA_ID)` etc. work. `verbose` is on so `formatAjvError` can explain
 * `not`, `anyOf` and conditional (`if`/`then`/`else`) failures. Extra ajv options override these.
 */
export function createStrictValidator(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true, ...options });
  for (const schema of allSchemas) ajv.addSchema(schema);
  return ajv;
}
