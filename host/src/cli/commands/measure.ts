import { Args, Flags } from '../oclif.js';
import { measureFiles } from '../../engine/analyze.js';
import { progressLine } from '../progress-line.js';
import { OperatorError } from '../../engine/errors.js';
import { assertNotAnInput, deliver } from '../../output/write-output.js';
import { ASSET_FORMATS } from '../asset-formats.js';
import { openBatch } from '../../engine/inputs/open-batch.js';
import { BaseCommand } from '../base-command.js';

export default class Measure extends BaseCommand {
  static override summary = 'Measure animation files without judging them';
  static override description =
    'Reports what each file establishes (durations, key counts, channels, loop seams, skeleton and scenes) as ' +
    'output-v19 JSON with measurements-v18 evidence. A fact that cannot be established is marked unavailable, never guessed. ' +
    'Folders and quoted globs are accepted as for lint; a file that cannot be loaded is a fatal record and the run exits 2.';
  static override examples = ['<%= config.bin %> measure Fox.glb', '<%= config.bin %> measure --format text walk.glb'];
  static override strict = false;
  static override args = { files: Args.string({ description: `Files, folders or globs to measure (${ASSET_FORMATS})`, required: true }) };
  static override flags = {
    format: Flags.option({ options: ['json', 'text'] as const, default: 'json' as const, description: 'Output format' })(),
    output: Flags.string({ char: 'o', description: 'Write the result to this file (atomically) instead of stdout' }),
  };

  async run(): Promise<void> {
    const { flags, argv } = await this.parse(Measure);
    assertNotAnInput(process.cwd(), flags.output, argv as string[]);
    const { pool, inputs } = await openBatch(process.cwd(), flags.config, argv as string[]);
    const document = await measureFiles(pool, inputs, progressLine(process.stderr));
    const [session] = await pool.opened();
    const text = session!.engine.render(flags.format, document);
    if (text === undefined) throw new OperatorError(`no renderer for --format ${flags.format}`);
    for (const fatal of document.fatal_files ?? []) process.stderr.write(`animsmith: ${fatal.message}\n`);
    // When no input could be loaded there is nothing to report: the stderr lines say why (exit 2).
    if (document.files.length === 0) this.exit(2);
    await deliver(process.cwd(), flags.output, text);
    // A file that could not be loaded is an operator error for the run, after the others are reported.
    if ((document.fatal_files?.length ?? 0) > 0) this.exit(2);
  }
}
