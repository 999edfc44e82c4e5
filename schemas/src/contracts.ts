/**
 * The built-in contracts as plugin-shaped data: the host installs `builtinContracts` as a
 * built-in plugin and registers each entry through its `contracts` hook, exactly as a plugin
 * registers its own. A contract is its identity, its JSON Schema, its strict reader and the
 * commands that emit it. Contracts a plugin owns (the rich glTF addressability V2 of its engine
 * adapter) are registered by that plugin, not here.
 */
import type { AnySchemaObject } from 'ajv/dist/2020.js';
import { DEFAULT_MAX_OUTPUT_BYTES } from './ids.js';
import { assertSchema, decodeCapped, declaredSchema } from './decode.js';
import { SchemaValidationError } from './errors.js';
import { readDiffOutputDocument, readOutputDocument } from './reader.js';
import { readGltfAnimationAddressabilityV1 } from './readers/addressability-v1.js';
import { readImportAdviceV1 } from './readers/import-advice-v1.js';
import { readImportAdviceV2 } from './readers/import-advice-v2.js';
import { readRigcIngestFindings } from './readers/rigc-ingest-findings.js';
import { readSkeletonCompatibility } from './readers/skeleton-compatibility.js';
import {
  CHECKS_DESCRIBE_SCHEMA_ID,
  CHECKS_LIST_SCHEMA_ID,
  GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID,
  IMPORT_ADVICE_V1_SCHEMA_ID,
  IMPORT_ADVICE_V2_SCHEMA_ID,
  INSPECT_SCHEMA_ID,
  OUTPUT_SCHEMA_ID,
  POSE_SCHEMA_ID,
  PROFILES_LIST_SCHEMA_ID,
  RIGC_INGEST_FINDINGS_SCHEMA_ID,
  SKELETON_COMPATIBILITY_SCHEMA_ID,
} from './ids.js';
import { schemaById } from './schemas.js';

/** One contract (structurally the host's `ContractDeclaration`). */
export interface SchemaContract {
  readonly id: string;
  readonly schema: Readonly<Record<string, unknown>>;
  /** Parses and checks a whole document (byte cap, UTF-8, JSON, ajv strict, cross-field rules). */
  read(input: string | Uint8Array): unknown;
  /** The commands that emit it, as typed (`lint`, `generate addressability`). */
  readonly emittedBy: readonly string[];
}

/**
 * The staged strict read of a document whose contract has no cross-field rules beyond its
 * schema: byte cap before decoding, strict UTF-8 and JSON, the declared identity, then ajv strict.
 */
export function schemaOnlyReader(schema: AnySchemaObject, what: string): (input: string | Uint8Array) => unknown {
  return idOnlyReader(String(schema.$id), what);
}

function idOnlyReader(id: string, what: string): (input: string | Uint8Array) => unknown {
  return (input) => {
    const value = decodeCapped(input, DEFAULT_MAX_OUTPUT_BYTES, what);
    const declared = declaredSchema(value);
    if (declared !== id) throw new SchemaValidationError(`${what}: unsupported document identity ${JSON.stringify(declared)} (expected ${id})`, '/schema');
    assertSchema(id, value, `invalid ${what}`);
    return value;
  };
}

/** A contract whose schema is read when first asked for: only `generate` looks at one. */
const contract = (id: string, read: SchemaContract['read'], emittedBy: readonly string[]): SchemaContract =>
  Object.freeze({
    id,
    get schema() {
      return schemaById(id);
    },
    read,
    emittedBy: Object.freeze([...emittedBy]),
  });

/** Output v19 carries measure, lint and diff documents; the reader takes whichever the document is. */
function readAnyOutput(input: string | Uint8Array): unknown {
  const value = decodeCapped(input, DEFAULT_MAX_OUTPUT_BYTES, 'output document');
  const command = value !== null && typeof value === 'object' ? (value as { command?: unknown }).command : undefined;
  return command === 'diff' ? readDiffOutputDocument(input) : readOutputDocument(input);
}

/** Every contract `@animsmith/schemas` registers as built in (the V2 addressability excepted). */
export const builtinContracts: readonly SchemaContract[] = Object.freeze([
  contract(OUTPUT_SCHEMA_ID, readAnyOutput, ['measure', 'lint', 'diff']),
  contract(POSE_SCHEMA_ID, idOnlyReader(POSE_SCHEMA_ID, 'pose document'), ['pose']),
  contract(INSPECT_SCHEMA_ID, idOnlyReader(INSPECT_SCHEMA_ID, 'inspect document'), ['inspect']),
  contract(PROFILES_LIST_SCHEMA_ID, idOnlyReader(PROFILES_LIST_SCHEMA_ID, 'profiles list'), ['profiles list']),
  contract(CHECKS_LIST_SCHEMA_ID, idOnlyReader(CHECKS_LIST_SCHEMA_ID, 'checks list'), ['checks list']),
  contract(CHECKS_DESCRIBE_SCHEMA_ID, idOnlyReader(CHECKS_DESCRIBE_SCHEMA_ID, 'checks describe document'), ['checks describe']),
  contract(GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID, readGltfAnimationAddressabilityV1, ['generate addressability']),
  contract(IMPORT_ADVICE_V1_SCHEMA_ID, readImportAdviceV1, ['generate import-advice']),
  contract(IMPORT_ADVICE_V2_SCHEMA_ID, readImportAdviceV2, ['generate import-advice']),
  contract(RIGC_INGEST_FINDINGS_SCHEMA_ID, readRigcIngestFindings, ['rigc ingest']),
  contract(SKELETON_COMPATIBILITY_SCHEMA_ID, readSkeletonCompatibility, ['skeleton compare']),
]);
