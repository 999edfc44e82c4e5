/**
 * Wire shapes of a lint check record and its findings (output-v19 `files[].checks[]`), as the
 * schemas package generates them. Key order of construction is the serialised key order.
 */
import type { CheckRecord as WireCheckRecord } from '@animsmith/schemas';
import type { PredictionRecord } from '../plugin-api/prediction.js';

export type { FindingRecord, GapRecord } from '@animsmith/schemas';

/**
 * The producer builds `prediction` as the plugin API's record (readonly rows, the profile's
 * contract revision as a string); the generated wire type is stricter (literal revisions,
 * per-revision unions), and the prediction modules do not build that type yet.
 */
export type CheckRecord = Omit<WireCheckRecord, 'prediction'> & { prediction?: PredictionRecord };

/** A plugin or check that threw: isolated, reported, and it fails the run. */
export interface Incident {
  readonly plugin: string;
  readonly checkId?: string;
  readonly message: string;
}
