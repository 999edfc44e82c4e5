import { Args, Flags } from '../oclif.js';
import { openSession } from '../../engine/session.js';
import { assertNotAnInput, deliver } from '../../output/write-output.js';
import { renderCompatibilityText } from '../../skeleton/render-text.js';
import { runSkeletonCompare } from '../../skeleton/run.js';
import { ASSET_FORMATS } from '../asset-formats.js';
import { BaseCommand } from '../base-command.js';

export default class SkeletonCompare extends BaseCommand {
  static override summary = 'Are two skeletons the same rig? (skeleton-compatibility v1)';
  static override description =
    'Compares the node sets a correspondence TOML selects in SOURCE and TARGET (exact names or an explicit mapping): ' +
    'hierarchy through the nearest selected ancestor, local and rest-world translation/rotation/scale, child-length ratio, ' +
    'with missing_source, missing_target and parent_mismatch rows and routing on every non-pass row. ' +
    'Write a starter correspondence with `animsmith skeleton correspondence SOURCE TARGET`. ' +
    'Exit 0: compatible. Exit 1: incompatible, partial or not_evaluated. Exit 2: operator error (stale or invalid correspondence, unreadable input, input over 64 MiB); no result.';
  static override examples = [
    '<%= config.bin %> skeleton correspondence hero.glb villain.fbx -o map.toml',
    '<%= config.bin %> skeleton compare hero.glb villain.fbx --correspondence map.toml',
  ];
  static override args = {
    source: Args.string({ description: `The source skeleton file (${ASSET_FORMATS})`, required: true }),
    target: Args.string({ description: 'The target skeleton file', required: true }),
  };
  static override flags = {
    correspondence: Flags.string({ description: 'The correspondence TOML (recorded byte-exact in the result)', required: true }),
    format: Flags.option({ options: ['json', 'text'] as const, default: 'json' as const, description: 'Output format' })(),
    output: Flags.string({ char: 'o', description: 'Write the result to this file (atomically) instead of stdout' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(SkeletonCompare);
    assertNotAnInput(process.cwd(), flags.output, [args.source, args.target, flags.correspondence]);
    const session = await openSession(process.cwd(), flags.config);
    const result = await runSkeletonCompare(session, args.source, args.target, flags.correspondence);
    const text = flags.format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : renderCompatibilityText(result);
    await deliver(process.cwd(), flags.output, text);
    if (result.outcome !== 'compatible') this.exit(1);
  }
}
