import path from 'node:path';
import { Args, Flags } from '../oclif.js';
import { diffDocument } from '../../compare/diff-document.js';
import { readDiffOperands } from '../../compare/diff-operand.js';
import { OperatorError } from '../../engine/errors.js';
import { SessionPool } from '../../engine/session-pool.js';
import { assertNotAnInput, deliver } from '../../output/write-output.js';
import { ASSET_FORMATS } from '../asset-formats.js';
import { BaseCommand } from '../base-command.js';

export default class Diff extends BaseCommand {
  static override summary = 'Compare two files (or two measure reports) and list the significant changes';
  static override description =
    'Measures BEFORE and AFTER (assets of any loadable format, mixed formats allowed; or two one-file output-v19 measure/lint ' +
    'JSON reports) and lists every delta above the diff significance floors: clip durations, frame counts, loop seams, gait, ' +
    'speed, rotation ranges, per-bone loop continuity, the root trajectory; availability, root, heading axis, animated-bone and ' +
    'channel membership and clips added or removed exactly; and the skeleton (nodes added, removed, reparented, rest pose moved). ' +
    'Exit 0: no significant delta. Exit 1: at least one. Exit 2: operator error (an asset against a report is refused).';
  static override examples = [
    '<%= config.bin %> diff walk.glb walk-cut.glb',
    '<%= config.bin %> diff --format json before.fbx after.glb',
    '<%= config.bin %> measure --format json -o a.json walk.glb && <%= config.bin %> diff a.json b.json',
  ];
  static override args = {
    before: Args.string({ description: `The earlier file (${ASSET_FORMATS}) or measure/lint JSON report`, required: true }),
    after: Args.string({ description: 'The later file, of the same kind as BEFORE', required: true }),
  };
  static override flags = {
    format: Flags.option({ options: ['text', 'json', 'markdown'] as const, default: 'text' as const, description: 'Output format' })(),
    output: Flags.string({ char: 'o', description: 'Write the result to this file (atomically) instead of stdout' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(Diff);
    assertNotAnInput(process.cwd(), flags.output, [args.before, args.after]);
    const pool = new SessionPool(process.cwd(), flags.config);
    const [before, after] = await readDiffOperands(pool, args.before, args.after);
    const session = await pool.sessionFor(path.resolve(process.cwd(), args.before));
    const document = diffDocument(before, after);
    const text = session.engine.render(flags.format, document);
    if (text === undefined) throw new OperatorError(`no renderer for --format ${flags.format}`);
    await deliver(process.cwd(), flags.output, text);
    if (document.deltas.length > 0) this.exit(1);
  }
}
