/**
 * Wire shapes of a lint check record and its findings (output-v19 `files[].checks[]`), as the
 * schemas package generates them (`CheckRecord` as the producer builds it: `plugin-api/output-document.ts`).
 */
export type { FindingRecord, GapRecord } from '@animsmith/schemas';
export type { CheckRecord } from '../plugin-api/output-document.js';

/** A plugin or check that threw: isolated, reported, and it fails the run. */
export interface Incident {
  readonly plugin: string;
  readonly checkId?: string;
  readonly message: string;
}
