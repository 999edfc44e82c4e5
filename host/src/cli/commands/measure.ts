import { Args, Flags } from '@oclif/core';
import { measureFiles } from '../../engine/analyze.js';
import { OperatorError } from '../../engine/errors.js';
import { openSession } from '../../engine/session.js';
import { assertNotAnInput, deliver } from '../../output/write-output.js';
import { ASSET_FORMATS } from '../asset-formats.js';
import { runBatch } from '../batch-error.js';
import { BaseCommand } from '../base-command.js';

export default class Measure extends BaseCommand {
  static override summary = 'Measure animation files without judging them';
  static override description =
    'Reports what each file establishes (durations, key counts, channels, loop seams, skeleton and scenes) as ' +
    'output-v19 JSON with measurements-v18 evidence. A fact that cannot be established is marked unavailable, never guessed.';
  static override examples = ['<%= config.bin %> measure Fox.glb', '<%= config.bin %> measure --format text walk.glb'];
  static override strict = false;
  static override args = { files: Args.string({ description: `Asset files to measure (${ASSET_FORMATS})`, required: true }) };
  static override flags = {
    format: Flags.option({ options: ['json', 'text'] as const, default: 'json' as const, description: 'Output format' })(),
    output: Flags.string({ char: 'o', description: 'Write the result to this file (atomically) instead of stdout' }),
  };

  async run(): Promise<void> {
    const { flags, argv } = await this.parse(Measure);
    assertNotAnInput(process.cwd(), flags.output, argv as string[]);
    const session = await openSession(process.cwd(), flags.config);
    const document = await runBatch(argv as string[], () => measureFiles(session, argv as string[]));
    const text = session.engine.render(flags.format, document as unknown as Record<string, unknown>);
    if (text === undefined) throw new OperatorError(`no renderer for --format ${flags.format}`);
    await deliver(process.cwd(), flags.output, text);
  }
}
