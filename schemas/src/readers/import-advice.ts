/**
 * Reads either engine-import-advice contract by its declared identity. Any other shape (an
 * output-v19 report, a glTF addressability document…) is refused, never coerced.
 */
import { IMPORT_ADVICE_V1_SCHEMA_ID, IMPORT_ADVICE_V2_SCHEMA_ID } from '../ids.js';
import { adviceFail, decodeAdviceJson, declaredSchema, IMPORT_ADVICE_MAX_BYTES } from './import-advice-read.js';
import type { ImportAdviceDocument } from './import-advice-types.js';
import { validateImportAdviceV1 } from './import-advice-v1.js';
import { validateImportAdviceV2 } from './import-advice-v2.js';

export function readImportAdvice(input: string | Uint8Array, maxBytes: number = IMPORT_ADVICE_MAX_BYTES): ImportAdviceDocument {
  const value = decodeAdviceJson(input, maxBytes);
  const schema = declaredSchema(value);
  if (schema === IMPORT_ADVICE_V1_SCHEMA_ID) return validateImportAdviceV1(value);
  if (schema === IMPORT_ADVICE_V2_SCHEMA_ID) return validateImportAdviceV2(value);
  return adviceFail(
    '/schema',
    `unsupported document identity ${JSON.stringify(schema ?? null)}, expected ${IMPORT_ADVICE_V1_SCHEMA_ID} or ${IMPORT_ADVICE_V2_SCHEMA_ID}`,
  );
}

export * from './import-advice-types.js';
export { readImportAdviceV1, checkImportAdviceV1, validateImportAdviceV1 } from './import-advice-v1.js';
export { readImportAdviceV2, checkImportAdviceV2, validateImportAdviceV2 } from './import-advice-v2.js';
export { IMPORT_ADVICE_MAX_BYTES } from './import-advice-read.js';
export { IMPORT_ADVICE_V1_PREIMAGE_DOMAIN, IMPORT_ADVICE_V2_PREIMAGE_DOMAIN, importAdviceV1Identity, importAdviceV2Identity } from './import-advice-identity.js';
export { IMPORT_ADVICE_V1_SCHEMA_ID, IMPORT_ADVICE_V2_SCHEMA_ID } from '../ids.js';
