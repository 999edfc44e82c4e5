/**
 * Row bounds and the bounded N+1 coverage shared by every addressability domain.
 */
import type { NameObservation, RowCoverage } from './types.js';

/** V1: animations per file and channels per animation. */
export const MAX_ANIMATION_ROWS = 4096;
export const MAX_CHANNEL_ROWS = 65_536;
/** V1 authored animation names, UTF-8 bytes. */
export const MAX_V1_NAME_BYTES = 4096;
/** V2: rows per rich domain, aggregate structural references, names and path segments. */
export const MAX_DOMAIN_ROWS = 4096;
export const MAX_STRUCTURAL_REFERENCES = 65_536;
export const MAX_V2_NAME_BYTES = 1024;

/**
 * A bound several consumers draw on in turn. The first request that would pass it exhausts it for
 * good, so nothing smaller is fitted in behind a refusal (what is kept stays a prefix).
 */
export class Budget {
  used = 0;
  exhausted = false;
  constructor(readonly limit: number) {}
  take(n: number): boolean {
    if (this.exhausted || this.used + n > this.limit) {
      this.exhausted = true;
      return false;
    }
    this.used += n;
    return true;
  }
}

/** Coverage of `total` rows under `limit`: `observed` stops counting at `limit + 1`. */
export function rowCoverage(total: number, limit: number): RowCoverage {
  const retained = Math.min(total, limit);
  return { state: total > limit ? 'partial' : 'complete', limit, observed: Math.min(total, limit + 1), retained };
}

export function nameObservation(name: string | undefined, maxBytes: number): NameObservation {
  if (name === undefined) return { state: 'absent' };
  if (Buffer.byteLength(name, 'utf8') > maxBytes) return { state: 'unavailable', reason: 'text_bound_exceeded' };
  return { state: 'observed', value: name };
}
