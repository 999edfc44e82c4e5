import { Args, Flags } from '../oclif.js';
import { analyzeFile, lintAnalyzedFile } from '../../engine/analyze.js';
import { OperatorError } from '../../engine/errors.js';
import { openSession, type Session } from '../../engine/session.js';
import { escapeTerminal } from '../../text/escape.js';
import { assertNotAnInput, writeAtomically } from '../../output/write-output.js';
import { buildReportData, summarizeReportData } from '../../report/report-data.js';
import { renderReport } from '../../report/render-html.js';
import { compareSummary, renderCompareReport } from '../../report/compare/compare-report.js';
import { ASSET_FORMATS } from '../asset-formats.js';
import { BaseCommand } from '../base-command.js';

export interface SingleReportOptions {
  readonly clip?: string;
  readonly evidenceOnly: boolean;
}

export interface RenderedReport {
  readonly html: string;
  /** For the one-line summary on stdout. */
  readonly clips: number;
  readonly findings: number;
}

/**
 * The single-file report of one input: the lint result (exactly what `animsmith lint` judges)
 * beside the pose grids it judged, rendered as one HTML document.
 */
export async function renderSingleReport(session: Session, input: string, options: SingleReportOptions): Promise<RenderedReport> {
  const file = await analyzeFile(session, input);
  if (options.clip !== undefined && !file.services.document.clips.some((c) => c.name === options.clip)) {
    const names = file.services.document.clips.map((c) => `'${c.name}'`).join(', ') || 'none';
    throw new OperatorError(escapeTerminal(`--clip: ${input} has no clip named '${options.clip}' (clips: ${names})`));
  }
  const lint = await lintAnalyzedFile(session, file, {});
  const data = buildReportData(file, lint.document.files[0]!, { clip: options.clip, evidenceOnly: options.evidenceOnly });
  for (const line of lint.incidents) process.stderr.write(`animsmith: ${line}\n`);
  const summary = summarizeReportData(data);
  return { html: renderReport(data), clips: summary.clips, findings: summary.findings };
}

export default class Report extends BaseCommand {
  static override summary = 'Write a self-contained HTML report: sampled poses, charts and the findings beside them';
  static override description =
    'Lints INPUT and writes one offline HTML file (no network requests): a 3D view of the exact pose grid the checks judged ' +
    'with play/scrub, foot and root trails, charts, and the findings, coverage gaps and prediction facets; clicking a finding ' +
    'jumps to its clip and time. An illustrative blend pane mixes two admitted clips (presentation only, no finding). ' +
    '--evidence-only embeds no sampled positions or local transforms. ' +
    'Exit 0 when the report is written (findings do not fail it). Exit 2: operator error (bad flags, config or input).';
  static override examples = [
    '<%= config.bin %> report walk.glb -o report.html',
    '<%= config.bin %> report --config animsmith.toml --clip walk character.glb -o walk.html',
    '<%= config.bin %> report --evidence-only licensed.glb -o evidence.html',
    '<%= config.bin %> report --before walk.glb --after walk-cut.glb -o compare.html',
  ];
  static override args = { input: Args.string({ description: `Asset file to report on (${ASSET_FORMATS})`, required: false }) };
  static override flags = {
    output: Flags.string({ char: 'o', description: 'The HTML file to write (required; written atomically)' }),
    clip: Flags.string({ description: 'Only this clip (by name), its findings and the findings of no clip' }),
    'evidence-only': Flags.boolean({
      description: 'Embed no sampled positions or local transforms (no pose playback, no blend); findings and measurements remain',
      default: false,
    }),
    // Comparison mode (host/src/report/compare/): both together, instead of INPUT.
    before: Flags.string({ description: 'Comparison mode: the earlier file (with --after, instead of INPUT): side-by-side and overlaid poses plus metric deltas' }),
    after: Flags.string({ description: 'Comparison mode: the later file (with --before, instead of INPUT)' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(Report);
    if (flags.output === undefined) throw new OperatorError('report: -o/--output FILE is required (the HTML file to write)');
    assertNotAnInput(process.cwd(), flags.output, [args.input, flags.before, flags.after].filter((p): p is string => p !== undefined));
    // Modes are chosen by flags: --before/--after compares two files; otherwise the single-file report of INPUT.
    if (flags.before !== undefined || flags.after !== undefined) {
      if (args.input !== undefined) throw new OperatorError('report: --before/--after cannot be combined with an INPUT file');
      if (flags.before === undefined || flags.after === undefined) throw new OperatorError('report: --before and --after must be given together');
      const session = await openSession(process.cwd(), flags.config);
      const compared = await renderCompareReport(session, { before: flags.before, after: flags.after, clip: flags.clip, evidenceOnly: flags['evidence-only'] });
      writeAtomically(process.cwd(), flags.output, compared.html);
      process.stdout.write(compareSummary(flags.output, compared));
      return;
    }
    if (args.input === undefined) throw new OperatorError('report: an INPUT file is required');
    const session = await openSession(process.cwd(), flags.config);
    const report = await renderSingleReport(session, args.input, { clip: flags.clip, evidenceOnly: flags['evidence-only'] });
    writeAtomically(process.cwd(), flags.output, report.html);
    const bytes = Buffer.byteLength(report.html, 'utf8');
    process.stdout.write(
      `${escapeTerminal(`written ${flags.output}`)}: ${report.clips} clip(s), ${report.findings} finding(s), ${bytes} bytes${flags['evidence-only'] ? ', evidence-only' : ''}\n`,
    );
  }
}
