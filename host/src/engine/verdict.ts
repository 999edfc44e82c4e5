/**
 * The lint exit rule: 1 when a finding at or above the failing threshold belongs to a check not
 * in --allow, when more warnings than --max-warnings remain outside --allow (ESLint semantics:
 * the count must exceed the limit), when a required prediction is unavailable, or when a plugin
 * failed; else 0.
 */
import type { LintDocument } from '../output/documents.js';
import type { FindingRecord } from './check-record.js';

export interface VerdictOptions {
  readonly denyWarnings: boolean;
  readonly allow: ReadonlySet<string>;
  readonly incidents: number;
  /** Fail when the warnings outside --allow exceed this count; undefined: no limit. */
  readonly maxWarnings?: number;
}

/** Warnings of checks not in `allow`: the count --max-warnings limits. */
export function countWarnings(document: LintDocument, allow: ReadonlySet<string>): number {
  let warnings = 0;
  for (const file of document.files) {
    for (const record of file.checks) {
      for (const finding of record.findings) {
        if (finding.severity === 'warning' && !allow.has(finding.check_id)) warnings += 1;
      }
    }
  }
  return warnings;
}

export function lintExitCode(document: LintDocument, options: VerdictOptions): 0 | 1 {
  if (options.incidents > 0) return 1;
  if (document.summary.prediction_facets.required_prediction_unavailable > 0) return 1;
  for (const file of document.files) {
    for (const record of file.checks) {
      for (const finding of record.findings) {
        if (options.allow.has(finding.check_id)) continue;
        if (finding.severity === 'error' || (options.denyWarnings && finding.severity === 'warning')) return 1;
      }
    }
  }
  if (options.maxWarnings !== undefined && countWarnings(document, options.allow) > options.maxWarnings) return 1;
  return 0;
}

/**
 * The text and Markdown views under --allow and --quiet: the same document without the findings
 * `hide` picks, its finding tally recounted, and how many were left out. Coverage gaps and
 * prediction facets stay (an unavailable prediction is never something --allow can hide). JSON
 * never takes this path: machine-readable results keep every finding.
 */
export function withoutHiddenFindings(
  document: LintDocument,
  hide: (finding: FindingRecord) => boolean,
): { readonly document: LintDocument; readonly hidden: number } {
  const tally = { ...document.summary.findings };
  let hidden = 0;
  const files = document.files.map((file) => ({
    ...file,
    checks: file.checks.map((record) => {
      const kept = record.findings.filter((finding) => !hide(finding));
      if (kept.length === record.findings.length) return record;
      for (const finding of record.findings) if (hide(finding)) tally[finding.severity] -= 1;
      hidden += record.findings.length - kept.length;
      return { ...record, findings: kept };
    }),
  }));
  if (hidden === 0) return { document, hidden: 0 };
  return { document: { ...document, files, summary: { ...document.summary, findings: tally } }, hidden };
}
