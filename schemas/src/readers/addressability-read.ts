/**
 * The staged part both glTF addressability readers share: the capped decode, the declared
 * identity, then ajv strict validation.
 */
import { assertSchema, decodeCapped, declaredSchema } from '../decode.js';
import { SchemaValidationError } from '../errors.js';
import { DEFAULT_MAX_OUTPUT_BYTES } from '../ids.js';

/** Readers refuse a serialized addressability document above 256 MiB before decoding it. */
export const ADDRESSABILITY_MAX_BYTES = DEFAULT_MAX_OUTPUT_BYTES;

export function addressabilityFail(pointer: string, reason: string): never {
  throw new SchemaValidationError(`invalid addressability document: ${pointer === '' ? '/' : pointer}: ${reason}`, pointer);
}

/**
 * Decodes under the cap and refuses any other declared identity (the other addressability
 * version, an output envelope, advice…) before schema validation, so the message names it.
 */
export function decodeAddressability(input: string | Uint8Array, maxBytes: number, expected: string): unknown {
  const value = decodeCapped(input, maxBytes, 'addressability document');
  const declared = declaredSchema(value);
  if (declared !== expected) addressabilityFail('/schema', `unsupported document identity ${JSON.stringify(declared ?? null)}, expected ${expected}`);
  assertSchema(expected, value, 'invalid addressability document');
  return value;
}
