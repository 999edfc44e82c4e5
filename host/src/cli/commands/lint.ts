import { Args, Flags } from '@oclif/core';
import { lintFiles } from '../../engine/analyze.js';
import { OperatorError } from '../../engine/errors.js';
import { openSession } from '../../engine/session.js';
import { countWarnings, lintExitCode, withoutAllowedFindings } from '../../engine/verdict.js';
import { assertNotAnInput, deliver } from '../../output/write-output.js';
import { ASSET_FORMATS } from '../asset-formats.js';
import { runBatch } from '../batch-error.js';
import { BaseCommand } from '../base-command.js';

const idList = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

const PEOPLE_VIEWS: ReadonlySet<string> = new Set(['text', 'markdown']);

export default class Lint extends BaseCommand {
  static override summary = 'Judge animation files against the project contract and the check catalog';
  static override description =
    'Runs every registered check on each file and reports findings, coverage gaps and measurements. ' +
    'Exit 0: no failing findings. Exit 1: an error finding (or a warning with --deny-warnings) outside --allow, ' +
    'more warnings outside --allow than --max-warnings, a required prediction that is unavailable, or a plugin failure. ' +
    'Exit 2: operator error (bad flags, config or input). ' +
    'Formats: text (default), json (the output-v19 contract), markdown (PR comments, step summaries), ' +
    'sarif (SARIF 2.1.0 for GitHub code scanning; paths relative to the working directory), ' +
    'github (GitHub Actions annotations).';
  static override examples = [
    '<%= config.bin %> lint character.glb',
    '<%= config.bin %> lint --format json clips/*.glb > lint.json',
    '<%= config.bin %> lint --select quat-norm,quat-flip --deny-warnings walk.glb',
    '<%= config.bin %> lint --format sarif -o animsmith.sarif assets/**/*.glb',
    '<%= config.bin %> lint --format github --max-warnings 0 assets/*.glb',
  ];
  static override strict = false;
  static override args = { files: Args.string({ description: `Asset files to lint (${ASSET_FORMATS})`, required: true }) };
  static override flags = {
    format: Flags.option({
      options: ['text', 'json', 'markdown', 'sarif', 'github'] as const,
      default: 'text' as const,
      description: 'Output format',
    })(),
    select: Flags.string({ description: 'Run only these checks (comma-separated ids); the rest are reported as unselected' }),
    allow: Flags.string({
      description:
        'Findings of these checks (comma-separated ids) neither fail the run nor appear in text or Markdown; required-unavailable predictions still fail (not with --format json)',
    }),
    'deny-warnings': Flags.boolean({ description: 'Warnings fail the run too', default: false }),
    'max-warnings': Flags.integer({
      min: 0,
      description: 'Fail the run when more than this many warnings remain outside --allow (like ESLint)',
    }),
    output: Flags.string({ char: 'o', description: 'Write the report to this file (atomically) instead of stdout' }),
  };

  async run(): Promise<void> {
    const { flags, argv } = await this.parse(Lint);
    const select = flags.select === undefined ? undefined : idList(flags.select);
    if (select !== undefined && select.length === 0) throw new OperatorError('--select: no check ids given (omit --select to run every check)');
    const allow = flags.allow === undefined ? [] : idList(flags.allow);
    if (allow.length > 0 && flags.format === 'json') {
      throw new OperatorError('--allow cannot be combined with --format json: machine-readable results retain every content finding');
    }
    assertNotAnInput(process.cwd(), flags.output, argv as string[]);
    const session = await openSession(process.cwd(), flags.config);
    const known = new Set(session.engine.checks().map((c) => c.id));
    for (const [flag, ids] of [['--select', select ?? []], ['--allow', allow]] as const) {
      const unknown = ids.find((id) => !known.has(id));
      if (unknown) throw new OperatorError(`${flag}: unknown check id '${unknown}' (known: ${[...known].join(', ')})`);
    }
    const run = await runBatch(argv as string[], () => lintFiles(session, argv as string[], { select }));
    // --allow edits the views people read; SARIF and annotations feed tools and keep every finding.
    const shown = PEOPLE_VIEWS.has(flags.format) ? withoutAllowedFindings(run.document, new Set(allow)) : { document: run.document, hidden: 0 };
    const text = session.engine.render(flags.format, shown.document as unknown as Record<string, unknown>);
    if (text === undefined) throw new OperatorError(`no renderer for --format ${flags.format}`);
    for (const line of run.incidents) process.stderr.write(`animsmith: ${line}\n`);
    if (shown.hidden > 0) process.stderr.write(`animsmith: ${shown.hidden} finding(s) of --allow checks not shown\n`);
    await deliver(process.cwd(), flags.output, text);
    const maxWarnings = flags['max-warnings'];
    const code = lintExitCode(run.document, {
      denyWarnings: flags['deny-warnings'],
      allow: new Set(allow),
      incidents: run.incidents.length,
      ...(maxWarnings !== undefined ? { maxWarnings } : {}),
    });
    if (maxWarnings !== undefined) {
      const warnings = countWarnings(run.document, new Set(allow));
      if (warnings > maxWarnings) process.stderr.write(`animsmith: too many warnings (${warnings}; --max-warnings ${maxWarnings})\n`);
    }
    if (code !== 0) this.exit(code);
  }
}
