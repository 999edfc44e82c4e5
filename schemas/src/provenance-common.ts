/**
 * The primitives every provenance part shares: digest comparison, a part's own identity, the
 * contract's row and reference limits, and bounded N+1 coverage against the rows it describes.
 */
import { canonicalIdentity } from './canonical-json.js';
import type { DigestRecord } from './types.js';

/** Rows a provenance list retains (one more is counted), e.g. animations, or channels per animation. */
export const PROVENANCE_ROW_LIMIT = 4096;
/** Structural references (scene roots and node children; channel rows) all rows of a section share. */
export const PROVENANCE_REFERENCE_LIMIT = 65_536;

export interface BoundedCoverageWire {
  readonly state: 'complete' | 'partial';
  readonly limit: number;
  readonly observed: number;
  readonly retained: number;
}

export const sameDigest = (a: DigestRecord, b: DigestRecord): boolean => a.sha256 === b.sha256 && a.bytes === b.bytes;

/** The digest of a record part: everything but its `identity`, under `domain`. */
export function partIdentity(domain: string, part: { readonly identity: DigestRecord }): DigestRecord {
  const { identity: _identity, ...rest } = part;
  return canonicalIdentity(domain, rest);
}

/**
 * Why `c` contradicts itself or the `rows` it retains (undefined when consistent): retained is
 * the row count (when the coverage has rows), counts stay within the N+1 bound, and the state
 * follows from them. `limit`, when given, is the one the contract fixes for this list.
 */
export function coverageProblem(name: string, c: BoundedCoverageWire, rows: number | undefined, limit?: number): string | undefined {
  const expected = c.observed > c.retained ? 'partial' : 'complete';
  if (limit !== undefined && c.limit !== limit) return `${name}: limit ${c.limit} is not the contract limit ${limit}`;
  if (rows !== undefined && c.retained !== rows) return `${name}: retained ${c.retained} but ${rows} rows`;
  if (c.retained > c.limit || c.observed > c.limit + 1 || c.observed < c.retained) return `${name}: counts outside the N+1 bound`;
  if (c.state !== expected) return `${name}: state ${c.state} contradicts its counts`;
  return undefined;
}
