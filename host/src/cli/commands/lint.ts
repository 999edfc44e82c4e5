import { Args, Flags } from '../oclif.js';
import { lintFiles } from '../../engine/analyze.js';
import { progressLine } from '../progress-line.js';
import { cacheFileFor, LintCache } from '../../engine/cache/lint-cache.js';
import { configGapWarning } from '../../engine/config/config-gaps.js';
import { printConfig } from '../../engine/config/print-config.js';
import { didYouMean } from '../../engine/config/suggest.js';
import { OperatorError } from '../../engine/errors.js';
import { countWarnings, lintExitCode, withoutHiddenFindings } from '../../engine/verdict.js';
import { escapeTerminal } from '../../text/escape.js';
import { assertNotAnInput, deliver } from '../../output/write-output.js';
import { ASSET_FORMATS } from '../asset-formats.js';
import { openBatch } from '../../engine/inputs/open-batch.js';
import { BaseCommand } from '../base-command.js';

const idList = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

const PEOPLE_VIEWS: ReadonlySet<string> = new Set(['text', 'markdown']);

export default class Lint extends BaseCommand {
  static override summary = 'Judge animation files against the project contract and the check catalog';
  static override description =
    'Runs every registered check on each file and reports findings, coverage gaps and measurements. ' +
    'Inputs may be files, folders (searched recursively for the extensions the loaders claim) and quoted globs; ' +
    'folders and globs skip .animsmithignore patterns and the config\'s `ignores`. Each file uses the nearest config ' +
    'from its own folder upward (or --config), and text and Markdown output name it. ' +
    'Exit 0: no failing findings. Exit 1: an error finding (or a warning with --deny-warnings) outside --allow, ' +
    'more warnings outside --allow than --max-warnings, a required prediction that is unavailable, or a plugin failure. ' +
    'Exit 2: operator error (bad flags, config or input), or some file could not be loaded (its fatal record is reported; the other files are still judged). ' +
    'Formats: text (default), json (the output-v19 contract), markdown (PR comments, step summaries), ' +
    'sarif (SARIF 2.1.0 for GitHub code scanning; paths relative to the working directory), ' +
    'github (GitHub Actions annotations).';
  static override examples = [
    '<%= config.bin %> lint character.glb',
    '<%= config.bin %> lint assets/',
    "<%= config.bin %> lint --format json 'clips/**/*.glb' > lint.json",
    '<%= config.bin %> lint --select studio/max-bones --deny-warnings walk.glb',
    '<%= config.bin %> lint --cache --quiet --group-by check assets/',
    '<%= config.bin %> lint --print-config assets/walk.glb',
    '<%= config.bin %> lint --format sarif -o animsmith.sarif assets/**/*.glb',
    '<%= config.bin %> lint --format github --max-warnings 0 assets/*.glb',
  ];
  static override strict = false;
  static override args = {
    files: Args.string({ description: `Files, folders or globs to lint (${ASSET_FORMATS})` }),
  };
  static override flags = {
    // Any registered format: the built-ins, or one a project plugin taps onto hooks.formats.
    format: Flags.string({
      default: 'text',
      description: 'Output format: text, json, markdown, sarif, github, or one a project plugin registers',
    }),
    select: Flags.string({ description: 'Run only these checks (comma-separated ids); the rest are reported as unselected' }),
    allow: Flags.string({
      description:
        'Findings of these checks (comma-separated ids) neither fail the run nor appear in text or Markdown; required-unavailable predictions still fail (not with --format json)',
    }),
    quiet: Flags.boolean({ description: 'Text and Markdown show error findings only (like ESLint); the exit code is unchanged', default: false }),
    'group-by': Flags.option({ options: ['file', 'check'] as const, default: 'file' as const, description: 'Text output: group findings by file or by check (with counts)' })(),
    'deny-warnings': Flags.boolean({ description: 'Warnings fail the run too', default: false }),
    'max-warnings': Flags.integer({
      min: 0,
      description: 'Fail the run when more than this many warnings remain outside --allow (like ESLint)',
    }),
    'print-config': Flags.string({ description: 'Print the effective configuration for this file as TOML, and lint nothing' }),
    cache: Flags.boolean({ description: 'Reuse the results of files whose inputs, dependencies, configuration and tool/plugin versions are unchanged', default: false }),
    'cache-location': Flags.string({ description: 'With --cache: the cache file, or a folder to hold .animsmithcache (default: ./.animsmithcache)' }),
    'cache-strategy': Flags.option({
      options: ['metadata', 'content'] as const,
      default: 'metadata' as const,
      description: 'How --cache tells that a file changed: size and modification time, or its bytes',
    })(),
    output: Flags.string({ char: 'o', description: 'Write the report to this file (atomically) instead of stdout' }),
  };

  async run(): Promise<void> {
    const { flags, argv } = await this.parse(Lint);
    const cwd = process.cwd();
    if (flags['print-config'] !== undefined) {
      await deliver(cwd, flags.output, await printConfig(cwd, flags.config, flags['print-config']));
      return;
    }
    const args = argv as string[];
    if (args.length === 0) throw new OperatorError(`missing required argument files: ${Lint.args.files.description} (see --help)`);
    const select = flags.select === undefined ? undefined : idList(flags.select);
    if (select !== undefined && select.length === 0) throw new OperatorError('--select: no check ids given (omit --select to run every check)');
    const allow = flags.allow === undefined ? [] : idList(flags.allow);
    if (allow.length > 0 && flags.format === 'json') {
      throw new OperatorError('--allow cannot be combined with --format json: machine-readable results retain every content finding');
    }
    const groupBy = flags['group-by'] === 'check' ? 'check' : undefined;
    if (groupBy && flags.format !== 'text') throw new OperatorError('--group-by check applies to --format text only');
    assertNotAnInput(cwd, flags.output, args);
    const { pool, inputs } = await openBatch(cwd, flags.config, args);
    // The first file's session renders the document: refuse a format it lacks before any lint work.
    if (inputs.length > 0) {
      const formats = (await pool.sessionFor(inputs[0]!.absolutePath)).engine.formats();
      if (!formats.includes(flags.format)) throw new OperatorError(`--format ${flags.format}: no such format (registered: ${formats.join(', ')})`);
    }
    const cache = flags.cache ? new LintCache(cwd, cacheFileFor(cwd, flags['cache-location']), flags['cache-strategy']) : undefined;
    const run = await lintFiles(pool, inputs, { select }, cache, progressLine(process.stderr, { quiet: flags.quiet }));
    const sessions = await pool.opened();
    const known = new Set(sessions.flatMap((s) => s.engine.checks().map((c) => c.id)));
    for (const [flag, ids] of [['--select', select ?? []], ['--allow', allow]] as const) {
      const unknown = ids.find((id) => !known.has(id));
      if (unknown) throw new OperatorError(`${flag}: unknown check id '${unknown}'${didYouMean(unknown, known)} (known: ${[...known].join(', ')})`);
    }
    cache?.save();
    const allowed = new Set(allow);
    // --allow and --quiet edit the views people read; JSON, SARIF and annotations feed tools and keep every finding.
    const shown = PEOPLE_VIEWS.has(flags.format)
      ? withoutHiddenFindings(run.document, (f) => allowed.has(f.check_id) || (flags.quiet && f.severity !== 'error'))
      : { document: run.document, hidden: 0 };
    const text = sessions[0]!.engine.render(flags.format, shown.document, groupBy ? { groupBy } : {});
    if (text === undefined) throw new OperatorError(`no renderer for --format ${flags.format}`);
    for (const line of run.incidents) process.stderr.write(`animsmith: ${line}\n`);
    for (const gap of run.document.config_gaps ?? []) process.stderr.write(`animsmith: ${escapeTerminal(configGapWarning(gap))}\n`);
    for (const fatal of run.document.fatal_files ?? []) process.stderr.write(`animsmith: ${fatal.message}\n`);
    // --quiet hides silently, as ESLint's does; without it every hidden finding is an --allow one.
    if (shown.hidden > 0 && !flags.quiet) process.stderr.write(`animsmith: ${shown.hidden} finding(s) of --allow checks not shown\n`);
    // When no input could be loaded there is nothing to report: the stderr lines say why (exit 2).
    if (run.document.files.length === 0) this.exit(2);
    await deliver(cwd, flags.output, text);
    const maxWarnings = flags['max-warnings'];
    const code = lintExitCode(run.document, {
      denyWarnings: flags['deny-warnings'],
      allow: allowed,
      incidents: run.incidents.length,
      ...(maxWarnings !== undefined ? { maxWarnings } : {}),
    });
    if (maxWarnings !== undefined) {
      const warnings = countWarnings(run.document, allowed);
      if (warnings > maxWarnings) process.stderr.write(`animsmith: too many warnings (${warnings}; --max-warnings ${maxWarnings})\n`);
    }
    // A file that could not be loaded is an operator error for the run, after the others are reported.
    if ((run.document.fatal_files?.length ?? 0) > 0) this.exit(2);
    if (code !== 0) this.exit(code);
  }
}
