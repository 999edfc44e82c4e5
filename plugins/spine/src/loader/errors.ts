/**
 * Refusals of a Spine skeleton: one `AssetLoadError` line that names the object the way the
 * issue asks (`animation "walk" bone "hip" rotate key 3: …`), never a host path.
 */
import { AssetLoadError, foldLines } from '@animsmith/cli/plugin';

const SHOWN_NAME_CHARS = 80;

export function fail(where: string, message: string): never {
  refuse(`${where}: ${message}`);
}

/** Refuses the file with one line (line breaks and control characters folded to spaces). */
export function refuse(message: string): never {
  throw new AssetLoadError(foldLines(message));
}

/** A file-supplied name, quoted with JSON escapes (so control characters stay visible) and shortened. */
export function quote(name: string): string {
  const shown = name.length > SHOWN_NAME_CHARS ? `${name.slice(0, SHOWN_NAME_CHARS)}…` : name;
  return JSON.stringify(shown);
}

/** What a JSON value is, for messages ("an array", "a string"). */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
