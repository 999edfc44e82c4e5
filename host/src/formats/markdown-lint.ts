/**
 * Markdown view of a lint document, for pull-request comments and `$GITHUB_STEP_SUMMARY`. One
 * `<details>` per file that has something to say (expanded unless it carries more than ten
 * findings), a `✅ Clean` line per file that has not, grouped coverage gaps, prediction facets,
 * and a footer tally. Presentation only: JSON is the contract.
 *
 * Everything from a file or a plugin is escaped for where it lands: `escapeHtml` inside the HTML
 * `<summary>`, `escapeMarkdown` in prose and table cells. Untrusted text never goes in a code
 * span (backslash escapes are literal there, so a backtick in a name would close it).
 */
import type { LintDocument } from '../output/documents.js';
import { escapeHtml as html, escapeMarkdown as md } from '../text/escape.js';
import {
  fileFindings,
  findingLocation,
  formatNumber,
  groupGaps,
  isClean,
  joinLimited,
  memberValues,
  predictionFacets,
  provenanceProfile,
  resultSummary,
  summarizeGapGroup,
  tallyLine,
  unavailableExplanation,
} from './text-lint.js';
import { configSummary } from './run-context.js';

/** Files with more findings than this start collapsed. */
export const EXPANDED_LIMIT = 10;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function renderLintMarkdown(document: LintDocument, reasonTexts?: Readonly<Record<string, string>>): string {
  const out: string[] = ['# animsmith lint', ''];
  for (const file of document.files) {
    if (isClean(file)) {
      out.push(`✅ Clean: ${md(file.path)}`, '');
      continue;
    }
    const findings = fileFindings(file);
    const gaps = groupGaps(file);
    const facets = predictionFacets(file);
    const gapCount = gaps.reduce((n, g) => n + g.gaps.length, 0);
    const counts = [plural(findings.length, 'finding')];
    if (gapCount > 0) counts.push(plural(gapCount, 'coverage gap'));
    if (facets.length > 0) counts.push(plural(facets.length, 'prediction facet'));

    out.push(`<details${findings.length > EXPANDED_LIMIT ? '' : ' open'}>`);
    out.push(`<summary>${html(file.path)}: ${counts.join(', ')}</summary>`, '');

    if (file.prediction_provenance !== null) {
      out.push(`Engine profile: ${md(provenanceProfile(file.prediction_provenance))}`, '');
      if (facets.length === 0) out.push('No engine-backed checks emitted predictions.', '');
    }

    if (facets.length > 0) {
      out.push('| prediction | scope | subject | state | result | reasons |', '| --- | --- | --- | --- | --- | --- |');
      for (const f of facets) {
        const state = f.state === 'available' ? 'available' : '**required unavailable**';
        const result = resultSummary(f.result);
        out.push(
          `| ${md(f.checkId)} | ${md(f.scope.code)} | ${f.scope.subject !== undefined ? md(f.scope.subject) : '—'} | ${state} | ${result !== undefined ? md(result) : '—'} | ${f.reasons.length ? f.reasons.map(md).join(', ') : '—'} |`,
        );
      }
      out.push('');
      for (const f of facets) {
        if (f.state === 'available') continue;
        const subject = f.scope.subject !== undefined ? ` ${md(f.scope.subject)}` : '';
        out.push(`- **${md(f.checkId)}** ${md(f.scope.code)}${subject}: ${md(unavailableExplanation(f.reasons, reasonTexts))}`);
      }
      if (facets.some((f) => f.state !== 'available')) out.push('');
    }

    if (findings.length > 0) {
      out.push('| severity | check | where | message | measured | expected |', '| --- | --- | --- | --- | --- | --- |');
      const cell = (v: number | string | undefined) => (v === undefined ? '—' : md(formatNumber(v)));
      for (const f of findings) {
        out.push(
          `| ${f.severity} | ${md(f.check_id)} | ${md(findingLocation(f)) || '—'} | ${md(f.message)} | ${cell(f.measured)} | ${cell(f.expected)} |`,
        );
      }
      out.push('');
      const grouped = findings.filter((f) => (f.members ?? []).length > 0);
      for (const f of grouped) {
        const where = findingLocation(f);
        out.push(`Members of **${md(f.check_id)}**${where ? ` at ${md(where)}` : ''}:`, '');
        for (const row of f.members!) out.push(`- ${md(row.member)}: ${md(memberValues(row.measurements))}`);
        out.push('');
      }
    }

    if (gaps.length > 0) {
      out.push('| coverage gap | code | count | scopes | subjects | messages |', '| --- | --- | ---: | --- | --- | --- |');
      for (const group of gaps) {
        const s = summarizeGapGroup(group);
        const list = (values: readonly string[], separator?: string) => (values.length ? joinLimited(values, md, separator) : '—');
        out.push(
          `| ${md(group.checkId)} | ${md(group.code)} | ${group.gaps.length} | ${list(s.scopes)} | ${list(s.subjects)} | ${list(s.messages, '; ')} |`,
        );
      }
      out.push('');
    }
    out.push('</details>', '');
  }
  for (const f of document.fatal_files ?? []) out.push(`❌ Fatal: ${md(f.message)}`, '');
  for (const g of document.config_gaps ?? []) out.push(`⚠️ Config (${md(g.code)}) ${md(g.config)}: ${md(g.message)}`, '');
  out.push('---', '', `**${plural(document.files.length, 'file')}**: ${tallyLine(document)}`, '', `Config: ${md(configSummary(document))}`, '');
  return out.join('\n');
}
