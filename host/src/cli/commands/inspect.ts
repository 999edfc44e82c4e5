import { Args, Flags } from '../oclif.js';
import { analyzeFile } from '../../engine/analyze.js';
import { openSession } from '../../engine/session.js';
import { renderInspect } from '../../formats/text-inspect.js';
import { buildInspectDocument } from '../../inspect/inspect-document.js';
import { ASSET_FORMATS } from '../asset-formats.js';
import { BaseCommand } from '../base-command.js';

export default class Inspect extends BaseCommand {
  static override summary = 'Show the rig roles, skeleton, clips, mesh instances and materials of a file';
  static override description = 'Prints the names to paste into animsmith.toml: role assignments, the node tree (skin joints marked [skinned]), clip names with durations and key counts, and mesh/material context.';
  static override examples = ['<%= config.bin %> inspect character.glb', '<%= config.bin %> inspect character.fbx --format json'];
  static override args = { file: Args.string({ description: `Asset file to inspect (${ASSET_FORMATS})`, required: true }) };
  static override flags = {
    format: Flags.option({ options: ['text', 'json'] as const, default: 'text' as const, description: 'Output format (json: urn:animsmith:schema:inspect:1)' })(),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(Inspect);
    const session = await openSession(process.cwd(), flags.config);
    const file = await analyzeFile(session, args.file);
    if (flags.format === 'json') process.stdout.write(`${JSON.stringify(buildInspectDocument(file.displayPath, file.services), null, 2)}\n`);
    else process.stdout.write(renderInspect(file.displayPath, file.services));
  }
}
