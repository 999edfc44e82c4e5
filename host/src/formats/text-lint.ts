/**
 * Text view of a lint document: one line per finding, grouped coverage gaps, and a tally line.
 */
import type { FindingRecord, GapRecord } from '../engine/check-record.js';
import type { LintDocument, LintFile } from '../output/documents.js';
import { escapeTerminal as esc } from './escape.js';

export function formatNumber(value: number | string): string {
  if (typeof value === 'string') return esc(value);
  if (Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  return abs !== 0 && (abs < 1e-3 || abs >= 1e6) ? value.toExponential(3) : String(Number(value.toPrecision(6)));
}

export function findingLocation(f: FindingRecord): string {
  const parts: string[] = [];
  if (f.clip !== undefined) parts.push(`clip '${esc(f.clip)}'`);
  if (f.bone !== undefined) parts.push(`bone '${esc(f.bone)}'`);
  if (f.node !== undefined) parts.push(`node '${esc(f.node)}'`);
  if (f.time_s !== undefined) parts.push(`@${f.time_s.toFixed(3)}s`);
  return parts.join(' ');
}

export function measuredExpected(f: FindingRecord): string {
  const parts: string[] = [];
  if (f.measured !== undefined) parts.push(`measured ${formatNumber(f.measured)}`);
  if (f.expected !== undefined) parts.push(`expected ${formatNumber(f.expected)}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

export interface GapGroup {
  readonly checkId: string;
  readonly code: string;
  readonly gaps: readonly GapRecord[];
}

/** Repeated gaps are grouped by (check, code) in first-seen order. */
export function groupGaps(file: LintFile): GapGroup[] {
  const groups = new Map<string, { checkId: string; code: string; gaps: GapRecord[] }>();
  for (const record of file.checks) {
    for (const gap of record.gaps ?? []) {
      const key = `${record.check_id}\u0000${gap.code}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { checkId: record.check_id, code: gap.code, gaps: [] }));
      group.gaps.push(gap);
    }
  }
  return [...groups.values()];
}

export function tallyLine(document: LintDocument): string {
  const { findings, checks, prediction_facets: p } = document.summary;
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return [
    n(findings.error, 'error'),
    n(findings.warning, 'warning'),
    n(findings.note, 'note'),
    n(checks.gaps, 'coverage gap'),
    n(p.available, 'available prediction facet'),
    n(p.required_prediction_unavailable, 'required-unavailable prediction facet'),
  ].join(', ');
}

export function renderLintText(document: LintDocument): string {
  const lines: string[] = [];
  for (const file of document.files) {
    const findings = file.checks.flatMap((c) => c.findings);
    const gaps = groupGaps(file);
    if (findings.length === 0 && gaps.length === 0) {
      lines.push(`${esc(file.path)}: clean`);
      continue;
    }
    lines.push(`${esc(file.path)}:`);
    for (const f of findings) {
      const where = findingLocation(f);
      lines.push(`  ${f.severity}[${esc(f.check_id)}]${where ? ` ${where}` : ''}: ${esc(f.message)}${measuredExpected(f)}`);
      for (const row of f.members ?? []) {
        const values = Object.entries(row.measurements).map(([k, v]) => `${esc(k)}=${formatNumber(v)}`);
        lines.push(`    member ${esc(row.member)}: ${values.join(', ')}`);
      }
    }
    for (const group of gaps) {
      const scopes = [...new Set(group.gaps.flatMap((g) => (g.scope ? [g.scope.code] : [])))];
      const subjects = [...new Set(group.gaps.flatMap((g) => (g.scope?.subject !== undefined ? [g.scope.subject] : [])))];
      const detail = [scopes.length ? `scopes: ${scopes.map(esc).join(', ')}` : '', subjects.length ? `subjects: ${subjects.map(esc).join(', ')}` : '']
        .filter(Boolean)
        .join('; ');
      const messages = [...new Set(group.gaps.map((g) => esc(g.message)))].join('; ');
      lines.push(`  coverage[${esc(group.checkId)}] ${esc(group.code)} ×${group.gaps.length}${detail ? ` (${detail})` : ''}: ${messages}`);
    }
  }
  lines.push(tallyLine(document));
  return `${lines.join('\n')}\n`;
}
