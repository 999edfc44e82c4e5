/**
 * Wire shapes of a lint check record and its findings (output-v19 `files[].checks[]`), as the
 * schemas package declares them. Key order of construction is the serialised key order.
 */
export type { CheckRecord, FindingRecord, GapRecord } from '@animsmith/schemas';

/** A plugin or check that threw: isolated, reported, and it fails the run. */
export interface Incident {
  readonly plugin: string;
  readonly checkId?: string;
  readonly message: string;
}
