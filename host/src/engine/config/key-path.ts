/**
 * Renders validator errors as TOML key paths (`clips."walk*".loop`) with what was expected.
 */
import type { ErrorObject } from 'ajv';
import { quoteTerminal } from '../../text/escape.js';
import { didYouMean } from './suggest.js';

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
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      return `${keyPath([...segments, key])}: unknown key${didYouMean(key, knownKeys(error), (s) => quoteTerminal(s))}`;
    }
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
      return `${keyPath(segments)}: expected ${expectedShape(error)}, got ${describeValue(error.data)}`;
    default:
      return `${keyPath(segments) || '(top level)'}: ${error.message ?? 'invalid value'}`;
  }
}

/** The keys the table at the error's location accepts (errors carry their schema: ajv `verbose`). */
function knownKeys(error: ErrorObject): string[] {
  const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

/** `a table { value = …, tolerance = … }` for a closed table, else the JSON type in TOML words. */
function expectedShape(error: ErrorObject): string {
  const type = String((error.params as { type?: unknown }).type);
  if (type !== 'object') return TOML_TYPE_WORDS[type] ?? type;
  const schema = error.parentSchema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const keys = schema?.required?.length ? schema.required : Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return 'a table';
  return `a table such as { ${keys.map((k) => `${keyPath([k])} = …`).join(', ')} }`;
}

const TOML_TYPE_WORDS: Readonly<Record<string, string>> = {
  array: 'an array',
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean (true or false)',
};

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'a table';
  if (typeof value === 'string') return `the string ${quoteTerminal(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

/** Picks the most useful of several errors: the deepest, then the first. */
export function primaryError(errors: readonly ErrorObject[]): ErrorObject {
  return [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0]!;
}
