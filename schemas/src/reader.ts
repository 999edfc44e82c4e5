import { assertSchema, decodeCapped } from './decode.js';
import { SchemaValidationError } from './errors.js';
import {
  CONFIG_SCHEMA_ID,
  DEFAULT_MAX_OUTPUT_BYTES,
  MEASUREMENTS_SCHEMA_ID,
  OUTPUT_SCHEMA_ID,
  OUTPUT_SCHEMA_VERSION,
} from './ids.js';
import { predictionProblem, provenanceProblems, type PredictionCheckWire, type ProvenanceWire } from './provenance.js';
import type { AnyOutputDocument, ConfigDocument, DiffOutputDocument, LintOutputDocument, MeasurementsDocument, OutputDocument } from './types.js';

export { SchemaValidationError } from './errors.js';

/** Validates a measurements v18 object; throws a one-line SchemaValidationError. */
export function validateMeasurements(value: unknown): MeasurementsDocument {
  assertSchema(MEASUREMENTS_SCHEMA_ID, value, 'invalid measurements document');
  return value as MeasurementsDocument;
}

/** Validates parsed animsmith.toml content against config v1; throws a one-line SchemaValidationError. */
export function validateConfig(value: unknown, what = 'invalid animsmith config'): ConfigDocument {
  assertSchema(CONFIG_SCHEMA_ID, value, what);
  return value as ConfigDocument;
}

function fail(pointer: string, reason: string): never {
  throw new SchemaValidationError(`invalid output document: ${pointer === '' ? '/' : pointer}: ${reason}`, pointer);
}

function expectCount(pointer: string, actual: number, expected: number, what: string): void {
  if (actual !== expected) fail(pointer, `is ${actual} but the document has ${expected} ${what}`);
}

/**
 * Cross-record rules of output v19 that JSON Schema cannot state: summary counts equal what the
 * rows contain (summed over every file), each finding repeats its check record's id, check ids
 * are unique per file, a prediction requires non-null prediction provenance, the provenance
 * identities recompute and its sections agree (`provenanceProblems`), and each prediction agrees
 * with its check record, its findings and, through its basis references, with the provenance rows
 * and the file's measurements (`predictionProblem`). Expects a schema-valid document.
 */
export function checkOutputInvariants(doc: AnyOutputDocument): void {
  if (doc.command === 'diff') {
    expectCount('/summary/deltas', doc.summary.deltas, doc.deltas.length, 'delta rows');
    return;
  }
  expectCount('/summary/files', doc.summary.files, doc.files.length, 'file records');
  if (doc.command !== 'lint') return;
  const lint: LintOutputDocument = doc;
  const severities = { error: 0, warning: 0, note: 0 };
  const dims = {
    selection: { selected: 0, unselected: 0 },
    configuration: { enabled: 0, disabled: 0 },
    applicability: { applicable: 0, not_applicable: 0 },
    evaluation: { complete: 0, partial: 0, not_evaluated: 0 },
  };
  const facets = { available: 0, required_prediction_unavailable: 0 };
  let total = 0;
  let gaps = 0;
  lint.files.forEach((file, f) => {
    const provenance = file.prediction_provenance as ProvenanceWire | null;
    if (provenance !== null) {
      const [problem] = provenanceProblems(provenance, file.input);
      if (problem !== undefined) fail(`/files/${f}/prediction_provenance`, problem);
    }
    const seen = new Set<string>();
    file.checks.forEach((check, c) => {
      const at = `/files/${f}/checks/${c}`;
      if (seen.has(check.check_id)) fail(`${at}/check_id`, `duplicates check record ${JSON.stringify(check.check_id)}`);
      seen.add(check.check_id);
      total += 1;
      dims.selection[check.selection] += 1;
      dims.configuration[check.configuration] += 1;
      dims.applicability[check.applicability] += 1;
      dims.evaluation[check.evaluation] += 1;
      gaps += check.gaps?.length ?? 0;
      check.findings.forEach((finding, i) => {
        if (finding.check_id !== check.check_id) {
          fail(`${at}/findings/${i}/check_id`, `must equal its check record's check_id ${JSON.stringify(check.check_id)}`);
        }
        severities[finding.severity] += 1;
      });
      if (check.prediction) {
        if (file.prediction_provenance === null) {
          fail(`/files/${f}/prediction_provenance`, `must not be null when a check carries a prediction (${at}/prediction)`);
        }
        for (const facet of check.prediction.facets) facets[facet.state] += 1;
      }
      const problem = predictionProblem(check as PredictionCheckWire, provenance, file.measurements);
      if (problem) fail(`${at}${problem.pointer}`, problem.reason);
    });
  });
  const s = lint.summary;
  for (const key of ['error', 'warning', 'note'] as const) {
    expectCount(`/summary/findings/${key}`, s.findings[key], severities[key], `${key} findings`);
  }
  expectCount('/summary/checks/total', s.checks.total, total, 'check records');
  for (const [dim, counts] of Object.entries(dims)) {
    const reported = (s.checks as unknown as Record<string, Record<string, number>>)[dim]!;
    for (const [key, count] of Object.entries(counts)) {
      expectCount(`/summary/checks/${dim}/${key}`, reported[key]!, count, `${key} check records`);
    }
  }
  expectCount('/summary/checks/gaps', s.checks.gaps, gaps, 'gaps');
  for (const key of ['available', 'required_prediction_unavailable'] as const) {
    expectCount(`/summary/prediction_facets/${key}`, s.prediction_facets[key], facets[key], `${key} prediction facets`);
  }
}

const OUTPUT_URN_PREFIX = 'urn:animsmith:schema:output:';

/**
 * Strict reader for an output-v19 document (measure, lint or diff JSON). Refuses inputs above
 * `maxBytes` (UTF-8 bytes; default 256 MiB) before UTF-8 decoding or JSON.parse, rejects other
 * output identities with regeneration guidance, validates against output v19 + measurements v18,
 * then checks the cross-record invariants. Every failure is a SchemaValidationError whose message
 * is one line naming the JSON pointer.
 */
export function readOutputDocument(
  text: string | Uint8Array,
  maxBytes: number = DEFAULT_MAX_OUTPUT_BYTES,
): OutputDocument {
  const doc = readAnyOutputDocument(text, maxBytes);
  if (doc.command === 'diff') fail('/command', 'is diff; read diff documents with readDiffOutputDocument');
  return doc;
}

/** The strict reader of an output-v19 `diff` document (same caps, schema and invariants as `readOutputDocument`). */
export function readDiffOutputDocument(text: string | Uint8Array, maxBytes: number = DEFAULT_MAX_OUTPUT_BYTES): DiffOutputDocument {
  const doc = readAnyOutputDocument(text, maxBytes);
  if (doc.command !== 'diff') fail('/command', `is ${doc.command}; read measure and lint documents with readOutputDocument`);
  return doc;
}

function readAnyOutputDocument(text: string | Uint8Array, maxBytes: number): AnyOutputDocument {
  const value = decodeCapped(text, maxBytes, 'output document');

  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const header = value as { schema?: unknown; schema_version?: unknown };
    const id = header.schema;
    if (typeof id === 'string' && id !== OUTPUT_SCHEMA_ID) {
      const guidance = id.startsWith(OUTPUT_URN_PREFIX)
        ? `; regenerate it with \`animsmith lint --format json <asset>\` (or measure)`
        : '';
      fail('/schema', `unsupported document identity ${JSON.stringify(id)}, expected ${OUTPUT_SCHEMA_ID}${guidance}`);
    }
    if (id === OUTPUT_SCHEMA_ID && header.schema_version !== OUTPUT_SCHEMA_VERSION) {
      fail('/schema_version', `must be ${OUTPUT_SCHEMA_VERSION} for ${OUTPUT_SCHEMA_ID}`);
    }
  }

  assertSchema(OUTPUT_SCHEMA_ID, value, 'invalid output document');
  const doc = value as AnyOutputDocument;
  checkOutputInvariants(doc);
  return doc;
}
