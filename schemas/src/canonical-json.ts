/**
 * RFC 8785 JSON Canonicalization Scheme (JCS) and the domain-separated digests built on it.
 *
 * JCS serialises numbers exactly as ECMAScript `Number.prototype.toString` does (which is what
 * `JSON.stringify` emits for finite numbers, with -0 as `0`), strings with the ECMAScript JSON
 * escaping, and object members sorted by their names' UTF-16 code units (JavaScript's default
 * string order). No whitespace. Non-finite numbers and lone surrogates have no canonical form and
 * are refused; `undefined` members are left out as JSON.stringify leaves them out.
 */
import { createHash } from 'node:crypto';
import type { DigestRecord } from './types.js';

export class CanonicalJsonError extends Error {}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Maximum nesting the serializer follows; evidence records are shallow. */
const MAX_DEPTH = 256;

export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  write(value, parts, 0);
  return parts.join('');
}

function write(value: unknown, out: string[], depth: number): void {
  if (depth > MAX_DEPTH) throw new CanonicalJsonError(`nesting deeper than ${MAX_DEPTH}`);
  if (value === null) {
    out.push('null');
  } else if (typeof value === 'boolean') {
    out.push(value ? 'true' : 'false');
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new CanonicalJsonError(`non-finite number ${String(value)}`);
    out.push(JSON.stringify(value));
  } else if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) throw new CanonicalJsonError('string holds a lone surrogate');
    out.push(JSON.stringify(value));
  } else if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i > 0) out.push(',');
      write(item === undefined ? null : item, out, depth + 1);
    });
    out.push(']');
  } else if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort();
    out.push('{');
    keys.forEach((key, i) => {
      if (i > 0) out.push(',');
      write(key, out, depth + 1);
      out.push(':');
      write(record[key], out, depth + 1);
    });
    out.push('}');
  } else {
    throw new CanonicalJsonError(`${typeof value} has no JSON form`);
  }
}

/**
 * sha256 and byte count of `domain`, one NUL byte, then the JCS form of `value` (all UTF-8). The
 * domain (a contract URN or a record name) keeps equal JSON in different roles from colliding.
 */
export function canonicalIdentity(domain: string, value: unknown): DigestRecord {
  const preimage = Buffer.concat([Buffer.from(domain, 'utf8'), Buffer.from([0]), Buffer.from(canonicalJson(value), 'utf8')]);
  return { sha256: createHash('sha256').update(preimage).digest('hex'), bytes: preimage.byteLength };
}
