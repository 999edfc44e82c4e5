/**
 * The staged front half every strict reader shares: the byte cap (checked before any UTF-8 or
 * JSON decoding), strict UTF-8, JSON.parse, then ajv strict validation against a registered
 * schema (its build-time validator, `precompiled.ts`). `what` names the document kind in every
 * message (`output document`, …).
 */
import { SchemaValidationError } from './errors.js';
import { formatAjvError, primaryAjvError, rankAjvErrors } from './format.js';
import { precompiledValidator } from './precompiled.js';

/** Parses `input` as JSON unless it is larger than `maxBytes` UTF-8 bytes or not UTF-8. */
export function decodeCapped(input: string | Uint8Array, maxBytes: number, what: string): unknown {
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new RangeError(`maxBytes must be a non-negative safe integer, got ${String(maxBytes)}`);
  const refuse = (size: string): never => {
    throw new SchemaValidationError(`${what} refused: ${size} exceeds the ${maxBytes}-byte limit (checked before decoding)`, '');
  };
  let text: string;
  if (typeof input === 'string') {
    // One UTF-16 code unit is one to three UTF-8 bytes: only measure when the bound is unclear.
    if (input.length > maxBytes) refuse(`more than ${maxBytes} bytes`);
    if (input.length * 3 > maxBytes) {
      const bytes = Buffer.byteLength(input, 'utf8');
      if (bytes > maxBytes) refuse(`${bytes} bytes`);
    }
    text = input;
  } else {
    if (input.byteLength > maxBytes) refuse(`${input.byteLength} bytes`);
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(input);
    } catch {
      throw new SchemaValidationError(`${what} is not valid UTF-8`, '');
    }
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SchemaValidationError(`${what} is not valid JSON: ${(error as Error).message}`, '');
  }
}

/** The `schema` member of a decoded document, when it has one. */
export function declaredSchema(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { schema?: unknown }).schema : undefined;
}

/** Validates `value` against schema `id`; a failure is one `invalid <what>: …` line. */
export function assertSchema(id: string, value: unknown, what: string): void {
  const validate = precompiledValidator(id);
  if (validate(value)) return;
  const errors = validate.errors ?? [];
  const primary = primaryAjvError(errors);
  const extra = rankAjvErrors(errors).length - 1;
  const detail = primary ? formatAjvError(primary, errors) : '/: invalid';
  const more = extra > 0 ? ` (+${extra} more)` : '';
  throw new SchemaValidationError(`${what}: ${detail}${more}`, primary?.instancePath ?? '', errors);
}
