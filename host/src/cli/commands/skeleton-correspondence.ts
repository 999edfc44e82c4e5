import { Args, Flags } from '../oclif.js';
import { openSession } from '../../engine/session.js';
import { assertNotAnInput, deliver } from '../../output/write-output.js';
import { runStarterCorrespondence } from '../../skeleton/run.js';
import { ASSET_FORMATS } from '../asset-formats.js';
import { BaseCommand } from '../base-command.js';

export default class SkeletonCorrespondence extends BaseCommand {
  static override summary = 'Write a starter correspondence TOML for `skeleton compare`';
  static override description =
    'Pins both files\' identities and selects every node name that names exactly one node in both files (exact-name mode, ' +
    'default tolerances, with the roots of that selection). Edit it to pair renamed bones (explicit_mapping) or narrow the selection. ' +
    'Exit 0, or 2 on operator error.';
  static override examples = ['<%= config.bin %> skeleton correspondence hero.glb villain.fbx -o map.toml'];
  static override args = {
    source: Args.string({ description: `The source skeleton file (${ASSET_FORMATS})`, required: true }),
    target: Args.string({ description: 'The target skeleton file', required: true }),
  };
  static override flags = {
    output: Flags.string({ char: 'o', description: 'Write the TOML to this file (atomically) instead of stdout' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(SkeletonCorrespondence);
    assertNotAnInput(process.cwd(), flags.output, [args.source, args.target]);
    const session = await openSession(process.cwd(), flags.config);
    await deliver(process.cwd(), flags.output, await runStarterCorrespondence(session, args.source, args.target));
  }
}
