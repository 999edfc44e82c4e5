/**
 * GitHub Actions workflow commands: one annotation per finding (`::error`, `::warning`, or
 * `::notice` for a note), one `::error` per required-unavailable prediction facet (it fails the
 * run too, so the job should say why), and a closing `::notice::` with the run's tally.
 *
 * Values are escaped twice: first for the log (escapeTerminal: no control, separator or bidi
 * character survives, so a name cannot start a new command line or reorder the text), then per
 * the workflow-command rules (`%`, CR, LF in data; also `:` and `,` in properties).
 */
import type { LintDocument } from '../output/documents.js';
import { escapeTerminal as esc, escapeWorkflowData, escapeWorkflowProperty } from '../text/escape.js';
import { repoPath } from './sarif.js';
import { fileFindings, findingLocation, measuredExpected, predictionFacets, tallyLine } from './text-lint.js';

const COMMAND = { error: 'error', warning: 'warning', note: 'notice' } as const;

function annotation(command: string, file: string, title: string, data: string): string {
  return `::${command} file=${escapeWorkflowProperty(esc(file))},title=${escapeWorkflowProperty(esc(title))}::${escapeWorkflowData(data)}`;
}

export function renderLintGithub(document: LintDocument, options: { readonly cwd: string }): string {
  const lines: string[] = [];
  for (const file of document.files) {
    const where = repoPath(file.path, options.cwd);
    for (const f of fileFindings(file)) {
      const location = findingLocation(f);
      lines.push(annotation(COMMAND[f.severity], where, f.check_id, `${location ? `${location}: ` : ''}${esc(f.message)}${measuredExpected(f)}`));
    }
    for (const facet of predictionFacets(file)) {
      if (facet.state !== 'required_prediction_unavailable') continue;
      const subject = facet.scope.subject !== undefined ? ` subject ${esc(facet.scope.subject)}` : '';
      const reasons = facet.reasons.length ? ` (${facet.reasons.map(esc).join(', ')})` : '';
      lines.push(annotation('error', where, facet.checkId, `prediction ${esc(facet.scope.code)}${subject}: required unavailable${reasons}`));
    }
  }
  lines.push(`::notice::${escapeWorkflowData(tallyLine(document))}`);
  return `${lines.join('\n')}\n`;
}
