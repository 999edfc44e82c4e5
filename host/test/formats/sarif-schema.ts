/**
 * The official SARIF 2.1.0 JSON Schema (OASIS `sarif-2.1.0-rtm.5`, as shipped inside the
 * `@microsoft/jest-sarif` package), compiled with the ajv the host already uses. The file is a
 * draft-04 schema whose keywords ajv's draft-07 dialect reads the same, once its draft-04 `id`
 * is renamed `$id`. Formats are checked too: `uri` must be absolute, `uri-reference` must be a
 * well-formed (percent-encoded) reference, `date-time` RFC 3339.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);
export const SARIF_SCHEMA_FILE = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');

const URI_REFERENCE = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

let validator: ValidateFunction | undefined;

export function sarifValidator(): ValidateFunction {
  if (validator) return validator;
  const schema = JSON.parse(readFileSync(SARIF_SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
  const { id, $schema: _draft, ...rest } = schema;
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    // The rtm.5 file's `language` pattern has a stray `]` that only non-unicode regexps accept.
    unicodeRegExp: false,
    formats: {
      uri: (s: string) => URI_REFERENCE.test(s) && URL.canParse(s),
      'uri-reference': (s: string) => URI_REFERENCE.test(s) && URL.canParse(s, 'file:///base/'),
      'date-time': (s: string) => DATE_TIME.test(s),
    },
  });
  validator = ajv.compile({ ...rest, $id: String(id) });
  return validator;
}

/** Schema errors of a SARIF log, as short strings (empty when valid). */
export function sarifErrors(log: unknown): string[] {
  const validate = sarifValidator();
  return validate(log) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}
