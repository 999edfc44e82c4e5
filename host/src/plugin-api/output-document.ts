/**
 * The output-v19 documents the host emits and format plugins render: the types generated from
 * the schema (`@animsmith/schemas`), with the two parts the producer still types itself.
 * Key order of construction is the serialised key order.
 */
import type {
  CheckRecord as WireCheckRecord,
  DiffOutputDocument,
  LintFileRecord,
  LintOutputDocument,
  MeasureFileRecord,
  MeasureOutputDocument,
} from '@animsmith/schemas';
import type { Measurements } from '../measure/types.js';
import type { PredictionProvenance, PredictionRecord } from './prediction.js';

/**
 * The producer builds `prediction` as the plugin API's record (readonly rows, the profile's
 * contract revision as a string); the generated wire type is stricter (literal revisions,
 * per-revision unions), and the prediction modules do not build that type yet.
 */
export type CheckRecord = Omit<WireCheckRecord, 'prediction'> & { prediction?: PredictionRecord };

/** The producer always writes the asset inventory, which the schema lets a reader miss. */
type WithMeasurements<T> = Omit<T, 'measurements'> & { measurements: Measurements };

export type MeasureFile = WithMeasurements<MeasureFileRecord>;
/** Provenance and predictions as the prediction modules build them (see `CheckRecord`). */
export type LintFile = Omit<WithMeasurements<LintFileRecord>, 'prediction_provenance' | 'checks'> & {
  prediction_provenance: PredictionProvenance | null;
  checks: CheckRecord[];
};
export type MeasureDocument = Omit<MeasureOutputDocument, 'files'> & { files: MeasureFile[] };
export type LintDocument = Omit<LintOutputDocument, 'files'> & { files: LintFile[] };
export type DiffDocument = DiffOutputDocument;
export type OutputDocument = MeasureDocument | LintDocument;
/** Every document the output writer serializes and the formats hook renders. */
export type EmittedDocument = OutputDocument | DiffDocument;
