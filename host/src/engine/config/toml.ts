/**
 * The one module that knows the TOML parser. Everything else sees plain JSON values.
 */
import TOML from '@iarna/toml';
import { OperatorError } from '../errors.js';

interface TomlError extends Error {
  line?: number;
  col?: number;
}

export function parseToml(text: string, displayPath: string): Record<string, unknown> {
  try {
    return toPlain(TOML.parse(text)) as Record<string, unknown>;
  } catch (error) {
    const e = error as TomlError;
    const where = typeof e.line === 'number' ? ` (line ${e.line + 1}, column ${(e.col ?? 0) + 1})` : '';
    const reason = (e.message ?? String(error)).split('\n', 1)[0];
    throw new OperatorError(`bad config ${displayPath}${where}: ${reason}`);
  }
}

/** TOML tables carry symbols and dates; the validator wants plain JSON. */
function toPlain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = toPlain((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}
