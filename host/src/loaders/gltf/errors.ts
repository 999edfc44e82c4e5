/**
 * Error helpers shared by the glTF loader modules: every refusal is one `AssetLoadError` line
 * that says what is wrong and where (byte offset or JSON pointer), never a host path.
 */
import { AssetLoadError } from '../../plugin-api/loader.js';
import { foldLines } from '../../text/fold-lines.js';
import { quoteExcerpt } from '../../text/quote-excerpt.js';

/** Throw an `AssetLoadError`, folding any line breaks so the message stays on one line. */
export function fail(message: string): never {
  throw new AssetLoadError(foldLines(message));
}

/** JSON pointer built from already-safe segments (glTF keys and array indices). */
export function pointer(...segments: readonly (string | number)[]): string {
  let out = '';
  for (const segment of segments) out += '/' + (typeof segment === 'number' ? String(segment) : escapeSegment(segment));
  return out;
}

function escapeSegment(segment: string): string {
  return segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;
}

/**
 * An authored URI for display in a message: quoted, control characters escaped, and
 * shortened. Data URIs are shown by their header only.
 */
export function showUri(uri: string): string {
  let shown = uri;
  if (/^data:/i.test(shown)) {
    const comma = shown.indexOf(',');
    shown = (comma >= 0 ? shown.slice(0, comma) : shown.slice(0, 40)) + ',…';
  }
  return quoteExcerpt(shown, '"', 120);
}

/** A JSON value's kind for messages ("array", "null", "string"…). */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
