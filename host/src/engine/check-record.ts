/**
 * Wire shapes of a lint check record and its findings (output-v19 `files[].checks[]`).
 * Key order in these interfaces is the serialised key order.
 */
import type { MemberRow, ScopeRef, Severity } from '../plugin-api/check.js';

export interface FindingRecord {
  check_id: string;
  severity: Severity;
  message: string;
  clip?: string;
  bone?: string;
  node?: string;
  time_s?: number;
  measured?: number | string;
  expected?: number | string;
  members?: MemberRow[];
}

export interface GapRecord {
  code: string;
  message: string;
  scope?: ScopeRef;
}

export interface CheckRecord {
  check_id: string;
  selection: 'selected' | 'unselected';
  configuration: 'enabled' | 'disabled';
  applicability: 'applicable' | 'not_applicable';
  evaluation: 'complete' | 'partial' | 'not_evaluated';
  findings: FindingRecord[];
  evaluated_scopes?: ScopeRef[];
  gaps?: GapRecord[];
}

/** A plugin or check that threw: isolated, reported, and it fails the run. */
export interface Incident {
  readonly plugin: string;
  readonly checkId?: string;
  readonly message: string;
}
