/**
 * The output-v19 documents the host emits and format plugins render, as generated from the
 * schema (`@animsmith/schemas`). Key order of construction is the serialised key order.
 */
import type {
  AnyOutputDocument,
  DiffOutputDocument,
  LintFileRecord,
  LintOutputDocument,
  MeasureFileRecord,
  MeasureOutputDocument,
  OutputDocument as MeasureOrLintDocument,
} from '@animsmith/schemas';

export type { CheckRecord } from '@animsmith/schemas';

export type MeasureFile = MeasureFileRecord;
export type LintFile = LintFileRecord;
export type MeasureDocument = MeasureOutputDocument;
export type LintDocument = LintOutputDocument;
export type DiffDocument = DiffOutputDocument;
export type OutputDocument = MeasureOrLintDocument;
/** Every document the output writer serializes and the formats hook renders. */
export type EmittedDocument = AnyOutputDocument;
