/**
 * output-v19 documents (urn:animsmith:schema:output:19). Key order in these interfaces is the
 * serialised key order.
 */
import type { CheckRecord } from '../engine/check-record.js';
import type { Measurements } from '../measure/types.js';
import type { InputIdentity } from '../model/source-document.js';
import type { ToolIdentity } from './tool.js';

export const OUTPUT_SCHEMA = 'urn:animsmith:schema:output:19';
export const OUTPUT_VERSION = 19;

export interface RigRecord {
  profile: string;
  /** Role → bone name. */
  resolved_roles: Record<string, string>;
}

export interface MeasureFile {
  path: string;
  input: InputIdentity;
  rig: RigRecord;
  measurements: Measurements;
}

export interface LintFile extends MeasureFile {
  prediction_provenance: null;
  checks: CheckRecord[];
}

export interface LintSummary {
  files: number;
  findings: { error: number; warning: number; note: number };
  checks: {
    total: number;
    selection: { selected: number; unselected: number };
    configuration: { enabled: number; disabled: number };
    applicability: { applicable: number; not_applicable: number };
    evaluation: { complete: number; partial: number; not_evaluated: number };
    gaps: number;
  };
  prediction_facets: { available: number; required_prediction_unavailable: number };
}

interface Envelope<C extends string, S, F> {
  schema_version: typeof OUTPUT_VERSION;
  schema: typeof OUTPUT_SCHEMA;
  tool: ToolIdentity;
  command: C;
  summary: S;
  files: F[];
}

export type MeasureDocument = Envelope<'measure', { files: number }, MeasureFile>;
export type LintDocument = Envelope<'lint', LintSummary, LintFile>;
export type OutputDocument = MeasureDocument | LintDocument;

/** Canonical JSON text: two-space indent, keys in construction order, trailing newline. */
export function serialize(document: OutputDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
