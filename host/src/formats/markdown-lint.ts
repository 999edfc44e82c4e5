/**
 * Markdown view of a lint document, for pull-request comments and CI summaries.
 */
import type { LintDocument } from '../output/documents.js';
import { escapeMarkdown as md } from './escape.js';
import { findingLocation, formatNumber, groupGaps, tallyLine } from './text-lint.js';

/** Files with more findings than this start collapsed. */
const EXPANDED_LIMIT = 10;

export function renderLintMarkdown(document: LintDocument): string {
  const out: string[] = ['# animsmith lint', ''];
  for (const file of document.files) {
    const findings = file.checks.flatMap((c) => c.findings);
    const gaps = groupGaps(file);
    if (findings.length === 0 && gaps.length === 0) {
      out.push(`✅ Clean: \`${md(file.path)}\``, '');
      continue;
    }
    out.push(`<details${findings.length > EXPANDED_LIMIT ? '' : ' open'}>`);
    out.push(`<summary>${md(file.path)}: ${findings.length} finding${findings.length === 1 ? '' : 's'}</summary>`, '');
    if (findings.length > 0) {
      out.push('| severity | check | where | message | measured | expected |', '| --- | --- | --- | --- | --- | --- |');
      for (const f of findings) {
        const cell = (v: number | string | undefined) => (v === undefined ? '' : md(formatNumber(v)));
        out.push(
          `| ${f.severity} | ${md(f.check_id)} | ${md(findingLocation(f))} | ${md(f.message)} | ${cell(f.measured)} | ${cell(f.expected)} |`,
        );
      }
      out.push('');
    }
    for (const group of gaps) {
      out.push(`- coverage gap **${md(group.checkId)}** \`${md(group.code)}\` ×${group.gaps.length}: ${md(group.gaps[0]!.message)}`);
    }
    if (gaps.length > 0) out.push('');
    out.push('</details>', '');
  }
  out.push(`**${tallyLine(document)}**`, '');
  return out.join('\n');
}
