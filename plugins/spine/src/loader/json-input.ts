/**
 * Skeleton JSON text → a parsed object, and the sniff that tells a Spine skeleton from other JSON.
 *
 * The text must be UTF-8 (a leading byte order mark is skipped) and one JSON object. A file that
 * is not JSON, or JSON that is not an object, is refused with one line; an object is then sniffed.
 */
import { isObject, kindOf, refuse } from './errors.js';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const MAX_JSON_ERROR_CHARS = 160;

/** Decodes and parses `bytes`; refuses text that is not a JSON object. */
export function parseSkeletonJson(bytes: Uint8Array): Record<string, unknown> {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    refuse('not valid UTF-8 text');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    refuse(`not valid JSON: ${detail.slice(0, MAX_JSON_ERROR_CHARS)}`);
  }
  if (!isObject(value)) refuse(`the JSON root is ${kindOf(value)}, not a skeleton object`);
  return value;
}

/**
 * Whether a JSON object is a Spine skeleton: its `skeleton` header carries a `spine` version
 * string, or it has a `bones` array (exports without nonessential data still have bones). A glTF
 * document has neither (`nodes`, `asset`), so it is declined.
 */
export function looksLikeSpine(root: Record<string, unknown>): boolean {
  const header = root['skeleton'];
  if (isObject(header) && typeof header['spine'] === 'string') return true;
  return Array.isArray(root['bones']) && !('asset' in root);
}
