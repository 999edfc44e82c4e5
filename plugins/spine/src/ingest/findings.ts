/**
 * Ingest findings: what the rebuilt skeleton will not reproduce, or what nobody can read off a
 * skeleton. The findings list is a product of ingest, not a log.
 */

/**
 * - `blocker`: the spec format cannot say this, so `build(ingest(A))` will NOT be A (non-zero exit).
 * - `judgement`: the skeleton does not carry it and somebody has to decide (the stage, a duration).
 * - `lossy`: the skeleton carries it and the spec restates or re-derives it; said out loud.
 */
export type FindingSeverity = 'blocker' | 'judgement' | 'lossy';

export interface Finding {
  severity: FindingSeverity;
  /** Stable code (`NO_STAGE`, `DURATION`, `HEADER_REDERIVED`, `TIMELINE_KEY_RESTATED`, …). */
  code: string;
  /** The object it is about, e.g. `animation "walk" bone "hip" rotate`. */
  where: string;
  /** One sentence: what was found and what it means for the rebuild. */
  message: string;
}

/** Records findings in the order ingest meets them (skeleton order), which is deterministic. */
export class Findings {
  readonly list: Finding[] = [];

  add(severity: FindingSeverity, code: string, where: string, message: string): void {
    this.list.push({ severity, code, where, message });
  }

  /** A skeleton field the spec has no home for: dropped, so the rebuild lacks it. */
  dropped(code: string, where: string, field: string): void {
    this.add('blocker', code, where, `field "${field}" has no spec field, so it is dropped and the rebuild will not have it`);
  }
}

/** The findings document's schema identity (`schemas/json/rigc-ingest-findings-v1.schema.json`). */
export const INGEST_FINDINGS_SCHEMA_ID = 'urn:animsmith:schema:rigc-ingest-findings:1';

/** The JSON form of an ingest's findings. */
export interface IngestFindingsDocument {
  schema_version: 1;
  schema: typeof INGEST_FINDINGS_SCHEMA_ID;
  counts: Record<FindingSeverity, number>;
  findings: Finding[];
}

export function findingsDocument(findings: readonly Finding[]): IngestFindingsDocument {
  const counts: Record<FindingSeverity, number> = { blocker: 0, judgement: 0, lossy: 0 };
  for (const finding of findings) counts[finding.severity]++;
  return { schema_version: 1, schema: INGEST_FINDINGS_SCHEMA_ID, counts, findings: findings.map((finding) => ({ ...finding })) };
}
