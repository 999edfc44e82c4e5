/**
 * output-v19 documents (urn:animsmith:schema:output:19). Key order in these interfaces is the
 * serialised key order.
 */
import type {
  LintFileRecord,
  LintOutputDocument,
  MeasureFileRecord,
  MeasureOutputDocument,
} from '@animsmith/schemas';
import type { Measurements } from '../measure/types.js';

export type { LintSummary, RigRecord } from '@animsmith/schemas';

export const OUTPUT_SCHEMA = 'urn:animsmith:schema:output:19';
export const OUTPUT_VERSION = 19;

/** The schemas package types measurements loosely; the producer knows their exact shape. */
type WithMeasurements<T> = Omit<T, 'measurements'> & { measurements: Measurements };

export type MeasureFile = WithMeasurements<MeasureFileRecord>;
export type LintFile = WithMeasurements<LintFileRecord>;
export type MeasureDocument = Omit<MeasureOutputDocument, 'files'> & { files: MeasureFile[] };
export type LintDocument = Omit<LintOutputDocument, 'files'> & { files: LintFile[] };
export type OutputDocument = MeasureDocument | LintDocument;

/** Canonical JSON text: two-space indent, keys in construction order, trailing newline. */
export function serialize(document: OutputDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
