/**
 * Ingest findings: what the rebuilt skeleton will not reproduce, or what nobody can read off a
 * skeleton. The findings list is a product of ingest, not a log. A finding has the reference
 * rigc ingest's shape, field for field and in its order, so a tool written against rigc's
 * findings reads ours unchanged.
 */

/**
 * - `blocker`: the spec format cannot say this, so `build(ingest(A))` will NOT be A (non-zero exit).
 * - `judgement`: the skeleton does not carry it and somebody has to decide (the stage, a duration).
 * - `lossy`: the skeleton carries it and the spec restates or re-derives it; said out loud.
 */
export type FindingKind = 'blocker' | 'judgement' | 'lossy';

export const FINDING_KINDS: readonly FindingKind[] = ['blocker', 'judgement', 'lossy'];

export interface Finding {
  /** Stable code (`NO_STAGE`, `DURATION`, `HEADER_REDERIVED`, `TIMELINE_KEY_RESTATED`, …); see the plugin README. */
  code: string;
  /** The object it is about, e.g. `animation "walk" bone "hip" rotate`. */
  where: string;
  /** One sentence: what was found and what it means for the rebuild. */
  detail: string;
  kind: FindingKind;
}

/** Records findings in the order ingest meets them (skeleton order), which is deterministic. */
export class Findings {
  readonly list: Finding[] = [];

  add(kind: FindingKind, code: string, where: string, detail: string): void {
    this.list.push({ code, where, detail, kind });
  }

  /** A skeleton field the spec has no home for: dropped, so the rebuild lacks it. */
  dropped(code: string, where: string, field: string): void {
    this.add('blocker', code, where, `field "${field}" has no spec field, so it is dropped and the rebuild will not have it`);
  }
}

/** The findings document's schema identity (`schemas/json/rigc-ingest-findings-v2.schema.json`). */
export const INGEST_FINDINGS_SCHEMA_ID = 'urn:animsmith:schema:rigc-ingest-findings:2';

/** The JSON form of an ingest's findings. */
export interface IngestFindingsDocument {
  schema_version: 2;
  schema: typeof INGEST_FINDINGS_SCHEMA_ID;
  counts: Record<FindingKind, number>;
  findings: Finding[];
}

export function findingsDocument(findings: readonly Finding[]): IngestFindingsDocument {
  const counts: Record<FindingKind, number> = { blocker: 0, judgement: 0, lossy: 0 };
  for (const finding of findings) counts[finding.kind]++;
  // Rebuilt field by field so the wire order is the reference's whatever order a caller built them in.
  const rows = findings.map(({ code, where, detail, kind }) => ({ code, where, detail, kind }));
  return { schema_version: 2, schema: INGEST_FINDINGS_SCHEMA_ID, counts, findings: rows };
}
