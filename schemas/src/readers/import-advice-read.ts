/**
 * The staged part every import-advice reader shares: the capped decode and ajv strict validation
 * against the advice schemas.
 */
import { assertSchema, decodeCapped, declaredSchema } from '../decode.js';
import { SchemaValidationError } from '../errors.js';
import { DEFAULT_MAX_OUTPUT_BYTES } from '../ids.js';

export { declaredSchema } from '../decode.js';

/** Readers refuse a serialized advice document above 256 MiB before decoding it. */
export const IMPORT_ADVICE_MAX_BYTES = DEFAULT_MAX_OUTPUT_BYTES;

export function adviceFail(pointer: string, reason: string): never {
  throw new SchemaValidationError(`invalid import-advice document: ${pointer === '' ? '/' : pointer}: ${reason}`, pointer);
}

/** Validates `value` against one advice schema; a failure is one SchemaValidationError line. */
export function assertAdviceSchema(id: string, value: unknown): void {
  assertSchema(id, value, 'invalid import-advice document');
}

/** Byte cap (before any decoding), strict UTF-8, JSON. */
export function decodeAdviceJson(input: string | Uint8Array, maxBytes: number): unknown {
  return decodeCapped(input, maxBytes, 'import-advice document');
}

/**
 * Refuses any other declared identity (so the message names it), validates against the `expected`
 * schema, then applies the contract's rules beyond the schema.
 */
export function validateAdvice<T>(expected: string, value: unknown, check: (doc: T) => void): T {
  const schema = declaredSchema(value);
  if (schema !== expected) adviceFail('/schema', `unsupported document identity ${JSON.stringify(schema ?? null)}, expected ${expected}`);
  assertAdviceSchema(expected, value);
  check(value as T);
  return value as T;
}
