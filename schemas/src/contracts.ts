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
  checksDescribeSchema,
  checksListSchema,
  gltfAnimationAddressabilityV1Schema,
  importAdviceV1Schema,
  importAdviceV2Schema,
  inspectSchema,
  outputSchema,
  poseSchema,
  profilesListSchema,
  rigcIngestFindingsSchema,
  skeletonCompatibilitySchema,
} from './schemas.js';

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
  const id = String(schema.$id);
  return (input) => {
    const value = decodeCapped(input, DEFAULT_MAX_OUTPUT_BYTES, what);
    const declared = declaredSchema(value);
    if (declared !== id) throw new SchemaValidationError(`${what}: unsupported document identity ${JSON.stringify(declared)} (expected ${id})`, '/schema');
    assertSchema(id, value, `invalid ${what}`);
    return value;
  };
}

const contract = (schema: AnySchemaObject, read: SchemaContract['read'], emittedBy: readonly string[]): SchemaContract =>
  Object.freeze({ id: String(schema.$id), schema, read, emittedBy: Object.freeze([...emittedBy]) });

/** Output v19 carries measure, lint and diff documents; the reader takes whichever the document is. */
function readAnyOutput(input: string | Uint8Array): unknown {
  const value = decodeCapped(input, DEFAULT_MAX_OUTPUT_BYTES, 'output document');
  const command = value !== null && typeof value === 'object' ? (value as { command?: unknown }).command : undefined;
  return command === 'diff' ? readDiffOutputDocument(input) : readOutputDocument(input);
}

/** Every contract `@animsmith/schemas` registers as built in (the V2 addressability excepted). */
export const builtinContracts: readonly SchemaContract[] = Object.freeze([
  contract(outputSchema, readAnyOutput, ['measure', 'lint', 'diff']),
  contract(poseSchema, schemaOnlyReader(poseSchema, 'pose document'), ['pose']),
  contract(inspectSchema, schemaOnlyReader(inspectSchema, 'inspect document'), ['inspect']),
  contract(profilesListSchema, schemaOnlyReader(profilesListSchema, 'profiles list'), ['profiles list']),
  contract(checksListSchema, schemaOnlyReader(checksListSchema, 'checks list'), ['checks list']),
  contract(checksDescribeSchema, schemaOnlyReader(checksDescribeSchema, 'checks describe document'), ['checks describe']),
  contract(gltfAnimationAddressabilityV1Schema, readGltfAnimationAddressabilityV1, ['generate addressability']),
  contract(importAdviceV1Schema, readImportAdviceV1, ['generate import-advice']),
  contract(importAdviceV2Schema, readImportAdviceV2, ['generate import-advice']),
  contract(rigcIngestFindingsSchema, readRigcIngestFindings, ['rigc ingest']),
  contract(skeletonCompatibilitySchema, readSkeletonCompatibility, ['skeleton compare']),
]);

