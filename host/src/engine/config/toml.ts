/**
 * The one module that knows the TOML parser. Everything else sees plain JSON values.
 */
import TOML from '@iarna/toml';
import { OperatorError } from '../errors.js';
import { quoteTerminal } from '../../text/escape.js';
import { keyPath } from './key-path.js';

interface TomlError extends Error {
  line?: number;
  col?: number;
}

/** `what` names the kind of file in the one-line error (`bad config animsmith.toml (line 3…)`). */
export function parseToml(text: string, displayPath: string, what = 'config'): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = TOML.parse(text);
  } catch (error) {
    throw new OperatorError(`bad ${what} ${displayPath}${describeTomlError(error as TomlError, text)}`);
  }
  return toPlain(parsed, [], displayPath) as Record<string, unknown>;
}

/**
 * ` (line L, column C): <the parser's whole reason> (at: <that line>)`. The parser ends its message with
 * ` at row R, col C, pos P:` and a multi-line excerpt; the reason is kept whole (it may itself
 * span lines), the position is given once, and the excerpt becomes the offending line, escaped.
 */
function describeTomlError(error: TomlError, text: string): string {
  const message = error.message ?? String(error);
  const reason = message
    .replace(/ at row \d+, col \d+, pos \d+:[\s\S]*$/, '')
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  if (typeof error.line !== 'number') return `: ${reason}`;
  const line = text.split(/\r?\n/)[error.line] ?? '';
  const excerpt = line.trim() === '' ? '' : ` (at: ${quoteTerminal(line.trim().slice(0, 80))})`;
  return ` (line ${error.line + 1}, column ${(error.col ?? 0) + 1}): ${reason}${excerpt}`;
}

/** Far deeper than any configuration; it keeps the conversion below from overflowing the stack. */
const MAX_DEPTH = 64;

/**
 * TOML tables carry symbols and dates; the validator wants plain JSON.
 *
 * - `__proto__` is defined as an own key (plain assignment would set the prototype and drop it).
 * - A function value is @iarna/toml's bug: a table header or dotted key naming an Object member
 *   (`[clips.constructor]`, `a.toString.b = 1`) resolves to the inherited member and the parser
 *   writes the table onto it. TOML has no functions, so one is refused here, naming the key and
 *   the inline-table spelling the parser reads correctly.
 */
function toPlain(value: unknown, at: readonly string[], displayPath: string): unknown {
  if (at.length > MAX_DEPTH) throw new OperatorError(`bad config ${displayPath}: ${keyPath(at.slice(0, 8))}…: nested deeper than ${MAX_DEPTH} levels`);
  if (typeof value === 'function') {
    const parent = keyPath(at.slice(0, -1));
    const key = at.at(-1) ?? '';
    throw new OperatorError(
      `bad config ${displayPath}: ${keyPath(at)}: the TOML reader cannot take the name '${key}' in a table header or dotted key; write it as an inline table under ${parent ? `[${parent}]` : 'the top level'}: ${keyPath([key])} = { … }`,
    );
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item, i) => toPlain(item, [...at, String(i)], displayPath));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const plain = toPlain((value as Record<string, unknown>)[key], [...at, key], displayPath);
      if (key === '__proto__') Object.defineProperty(out, key, { value: plain, enumerable: true, writable: true, configurable: true });
      else out[key] = plain;
    }
    return out;
  }
  return value;
}

/** TOML text of a plain JSON value (tables after values, in key order); nulls are left out. */
export function stringifyToml(value: Record<string, unknown>): string {
  return TOML.stringify(withoutNulls(value) as TOML.JsonMap);
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null).map(withoutNulls);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (v !== null && v !== undefined) out[key] = withoutNulls(v);
    return out;
  }
  return value;
}
