/**
 * Strict reader for the `animsmith rigc ingest --format json` findings document (v2, the
 * reference rigc's `{code, where, detail, kind}` rows). The v1 identity, whose rows were
 * `{severity, code, where, message}`, is refused with regeneration guidance; v1-shaped rows under
 * the v2 identity fail the schema.
 */
import { assertSchema, decodeCapped, declaredSchema } from '../decode.js';
import { SchemaValidationError } from '../errors.js';
import { DEFAULT_MAX_OUTPUT_BYTES, RIGC_INGEST_FINDINGS_SCHEMA_ID, RIGC_INGEST_FINDINGS_V1_SCHEMA_ID } from '../ids.js';
import type { RigcIngestFindingKind, RigcIngestFindingsDocument } from '../types.js';

const WHAT = 'invalid rigc ingest findings document';

function fail(pointer: string, reason: string): never {
  throw new SchemaValidationError(`${WHAT}: ${pointer === '' ? '/' : pointer}: ${reason}`, pointer);
}

/**
 * Byte cap (before decoding), strict UTF-8, JSON, the declared identity, ajv against v2, then what
 * JSON Schema cannot state: each count equals the rows of that kind.
 */
export function readRigcIngestFindings(input: string | Uint8Array, maxBytes: number = DEFAULT_MAX_OUTPUT_BYTES): RigcIngestFindingsDocument {
  const value = decodeCapped(input, maxBytes, 'rigc ingest findings document');
  const schema = declaredSchema(value);
  if (schema !== RIGC_INGEST_FINDINGS_SCHEMA_ID) {
    const guidance = schema === RIGC_INGEST_FINDINGS_V1_SCHEMA_ID ? '; regenerate it with `animsmith rigc ingest --format json`' : '';
    fail('/schema', `unsupported document identity ${JSON.stringify(schema ?? null)}, expected ${RIGC_INGEST_FINDINGS_SCHEMA_ID}${guidance}`);
  }
  assertSchema(RIGC_INGEST_FINDINGS_SCHEMA_ID, value, WHAT);
  const doc = value as RigcIngestFindingsDocument;
  for (const kind of Object.keys(doc.counts) as RigcIngestFindingKind[]) {
    const rows = doc.findings.filter((finding) => finding.kind === kind).length;
    if (doc.counts[kind] !== rows) fail(`/counts/${kind}`, `is ${doc.counts[kind]} but the document has ${rows} ${kind} finding(s)`);
  }
  return doc;
}
