/**
 * Buffer and image URIs: data URIs are decoded in memory; anything else must be a plain
 * relative path that stays inside the asset folder, lexically and after symlinks.
 *
 * Refused (reason returned, nothing touched on disk): empty URIs, schemes (`http:`, `file:`),
 * Windows drive letters, absolute paths, backslashes, `?`/`#`, `..` or empty segments, control
 * characters, malformed percent escapes (`%G1`, `%2` at the end), and percent-encoded
 * separators, dots, colons, NUL or control bytes (`%2F`, `%5C`, `%2E`, `%3A`, `%00`…).
 * Safe escapes such as `clip%20data.bin` are decoded (as UTF-8) before use.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { quoteExcerpt } from '../text/quote-excerpt.js';

export function isDataUri(uri: string): boolean {
  return uri.length >= 5 && uri.slice(0, 5).toLowerCase() === 'data:';
}

export type RelativeUriCheck = { readonly ok: true; readonly segments: readonly string[] } | { readonly ok: false; readonly reason: string };

const HEX = /^[0-9A-Fa-f]{2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function forbiddenEscape(byte: number): string | undefined {
  if (byte === 0x2f) return "a percent-encoded '/' is not allowed";
  if (byte === 0x5c) return 'a percent-encoded backslash is not allowed';
  if (byte === 0x2e) return "a percent-encoded '.' is not allowed";
  if (byte === 0x3a) return "a percent-encoded ':' is not allowed";
  if (byte === 0x00) return 'a percent-encoded NUL is not allowed';
  if (byte < 0x20 || byte === 0x7f) return 'a percent-encoded control character is not allowed';
  return undefined;
}

/** Check a non-data URI and split it into decoded path segments (`.` segments dropped). */
export function checkRelativeUri(uri: string): RelativeUriCheck {
  if (uri.length === 0) return { ok: false, reason: 'the uri is empty' };
  for (let i = 0; i < uri.length; i++) {
    const code = uri.charCodeAt(i);
    if (code === 0) return { ok: false, reason: 'a NUL character is not allowed' };
    if (code < 0x20 || code === 0x7f) return { ok: false, reason: 'a control character is not allowed' };
  }
  if (uri.includes('\\')) return { ok: false, reason: 'a backslash is not allowed' };
  if (/^[A-Za-z]:/.test(uri)) return { ok: false, reason: 'a Windows drive letter is not allowed' };
  if (uri.startsWith('/')) return { ok: false, reason: 'an absolute path is not allowed' };
  if (uri.includes(':')) return { ok: false, reason: 'a uri scheme or colon is not allowed (only relative paths and data: uris)' };
  if (uri.includes('?') || uri.includes('#')) return { ok: false, reason: 'a query or fragment is not allowed' };
  for (let i = uri.indexOf('%'); i >= 0; i = uri.indexOf('%', i + 1)) {
    const pair = uri.slice(i + 1, i + 3);
    if (!HEX.test(pair)) return { ok: false, reason: `malformed percent escape at character ${i}` };
    const problem = forbiddenEscape(parseInt(pair, 16));
    if (problem !== undefined) return { ok: false, reason: problem };
  }
  const segments: string[] = [];
  for (const raw of uri.split('/')) {
    if (raw === '') return { ok: false, reason: 'an empty path segment is not allowed' };
    if (raw === '..') return { ok: false, reason: "a '..' path segment is not allowed" };
    if (raw === '.') continue;
    const decoded = decodePercentSegment(raw);
    if (decoded === undefined) return { ok: false, reason: 'percent escapes do not form valid UTF-8' };
    segments.push(decoded);
  }
  if (segments.length === 0) return { ok: false, reason: 'the uri names no file' };
  return { ok: true, segments };
}

function decodePercentSegment(segment: string): string | undefined {
  if (!segment.includes('%')) return segment;
  try {
    return utf8.decode(percentDecodeToBytes(segment));
  } catch {
    return undefined;
  }
}

/** Percent-decode to bytes; other characters are UTF-8 encoded. Throws on a malformed escape. */
export function percentDecodeToBytes(text: string): Uint8Array {
  const plain = Buffer.from(text, 'utf8');
  const out = new Uint8Array(plain.length);
  let o = 0;
  for (let i = 0; i < plain.length; i++) {
    const b = plain[i]!;
    if (b !== 0x25) {
      out[o++] = b;
      continue;
    }
    const h = hexValue(plain[i + 1]);
    const l = hexValue(plain[i + 2]);
    if (h < 0 || l < 0) throw new Error(`malformed percent escape at character ${i}`);
    out[o++] = h * 16 + l;
    i += 2;
  }
  return out.subarray(0, o);
}

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

const BUFFER_MEDIA_TYPES: ReadonlySet<string> = new Set(['', 'application/octet-stream', 'application/gltf-buffer']);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Media type of a data URI (lower case, parameters dropped), or undefined if it has no comma. */
export function dataUriMediaType(uri: string): string | undefined {
  const comma = uri.indexOf(',');
  if (comma < 0) return undefined;
  return uri.slice(5, comma).split(';')[0]!.trim().toLowerCase();
}

/**
 * Decode a data URI that holds a buffer (application/octet-stream, application/gltf-buffer,
 * or no media type), base64 or percent-encoded. Throws an Error whose message is the reason.
 */
export function decodeBufferDataUri(uri: string): Uint8Array {
  const comma = uri.indexOf(',');
  if (comma < 0) throw new Error('the data uri has no comma');
  const header = uri.slice(5, comma).split(';').map((part) => part.trim().toLowerCase());
  const mediaType = header[0]!;
  if (!BUFFER_MEDIA_TYPES.has(mediaType)) {
    throw new Error(`media type ${quoteExcerpt(mediaType, '"', 60)} is not a buffer type (application/octet-stream or application/gltf-buffer)`);
  }
  const payload = uri.slice(comma + 1);
  if (header.slice(1).includes('base64')) {
    const text = payload.includes('%') ? Buffer.from(percentDecodeToBytes(payload)).toString('latin1') : payload;
    if (text.length % 4 === 1 || !BASE64.test(text)) throw new Error('the base64 payload is malformed');
    const bytes = Buffer.from(text, 'base64');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return percentDecodeToBytes(payload);
}

export type Located =
  | { readonly ok: true; readonly file: string }
  | { readonly ok: false; readonly unsafe: boolean; readonly reason: string };

function inside(folder: string, candidate: string): boolean {
  const rel = path.relative(folder, candidate);
  return rel === '' || (!rel.startsWith('..' + path.sep) && rel !== '..' && !path.isAbsolute(rel));
}

/**
 * Resolve checked segments against `baseDir` and prove the file lies inside `assetFolder`,
 * both before and after resolving symbolic links. Reasons never contain host paths.
 */
export async function locateInside(segments: readonly string[], baseDir: string, assetFolder: string): Promise<Located> {
  const folder = path.resolve(assetFolder);
  const candidate = path.resolve(baseDir, ...segments);
  if (!inside(folder, candidate)) return { ok: false, unsafe: true, reason: 'the path resolves outside the asset folder' };
  let realFolder: string;
  try {
    realFolder = await realpath(folder);
  } catch (error) {
    return { ok: false, unsafe: false, reason: `the asset folder is not accessible (${errnoText(error)})` };
  }
  let real: string;
  try {
    real = await realpath(candidate);
  } catch (error) {
    return { ok: false, unsafe: false, reason: errnoText(error) };
  }
  if (!inside(realFolder, real)) return { ok: false, unsafe: true, reason: 'a symbolic link leads outside the asset folder' };
  return { ok: true, file: real };
}

/** Short, path-free description of a file-system error. */
export function errnoText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'file not found';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'a path segment is not a directory';
    case 'ELOOP':
      return 'too many symbolic links';
    case 'ENAMETOOLONG':
      return 'name too long';
    default:
      return typeof code === 'string' ? `file system error ${code}` : 'file system error';
  }
}
