/**
 * Renders validator errors as TOML key paths (`clips."walk*".loop`) with what was expected.
 */
import type { ErrorObject } from 'ajv';
import { quoteTerminal } from '../../formats/escape.js';

const BARE_KEY = /^[A-Za-z0-9_-]+$/;

export function keyPath(segments: readonly string[]): string {
  return segments.map((s) => (BARE_KEY.test(s) ? s : quoteTerminal(s))).join('.');
}

function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** One line: `<key path>: <what was expected>`. */
export function describeSchemaError(error: ErrorObject, prefix: readonly string[] = []): string {
  const segments = [...prefix, ...pointerSegments(error.instancePath)];
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${keyPath([...segments, String(params.additionalProperty)])}: unknown key`;
    case 'required':
      return `${keyPath(segments) || '(top level)'}: missing required key '${String(params.missingProperty)}'`;
    case 'dependentRequired':
      return `${keyPath(segments) || '(top level)'}: '${String(params.property)}' also requires '${String(params.missingProperty)}'`;
    case 'enum':
      return `${keyPath(segments)}: expected one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `${keyPath(segments)}: expected ${JSON.stringify(params.allowedValue)}`;
    case 'type':
      // ajv's number types refuse Infinity and NaN (TOML `inf`, `1e999`): say that, not "expected number".
      if (typeof error.data === 'number' && !Number.isFinite(error.data)) return `${keyPath(segments)}: ${error.data} is not a finite number`;
      return `${keyPath(segments)}: expected ${String(params.type)}`;
    default:
      return `${keyPath(segments) || '(top level)'}: ${error.message ?? 'invalid value'}`;
  }
}

/** Picks the most useful of several errors: the deepest, then the first. */
export function primaryError(errors: readonly ErrorObject[]): ErrorObject {
  return [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0]!;
}
