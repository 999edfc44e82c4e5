import { Args, Flags } from '@oclif/core';
import { runGenerator } from '../../generate/run-generator.js';
import { BaseCommand } from '../base-command.js';

export default class GenerateAddressability extends BaseCommand {
  static override summary = 'Write the glTF animation addressability document of one file';
  static override description =
    'Emits the engine-neutral animation inventory (gltf-animation-addressability V1). Under the Bevy revision-1 profile it ' +
    'embeds the Bevy adapter; under Bevy revision 3 it emits the rich gltf-addressability V2 document. Exit 1 when a ' +
    'required prediction is unavailable (the document is still written), 2 on operator errors.';
  static override examples = [
    '<%= config.bin %> generate addressability Fox.glb',
    '<%= config.bin %> generate addressability --pointer-width 64 -o fox-addressability.json Fox.glb',
  ];
  static override args = { file: Args.string({ description: 'glTF/GLB file', required: true }) };
  static override flags = {
    format: Flags.option({ options: ['json', 'text', 'markdown'] as const, default: 'json' as const, description: 'Output format (JSON is the contract)' })(),
    output: Flags.string({ char: 'o', description: 'Write the result to this file (atomically) instead of stdout' }),
    'pointer-width': Flags.option({
      options: ['32', '64'] as const,
      description: 'Target pointer width (bits) for Bevy animation-target ids (V2); never inferred from this host',
    })(),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(GenerateAddressability);
    const code = await runGenerator({
      kind: 'addressability',
      cwd: process.cwd(),
      input: args.file,
      configFlag: flags.config,
      format: flags.format,
      output: flags.output,
      options: flags['pointer-width'] === undefined ? {} : { 'pointer-width': flags['pointer-width'] },
    });
    if (code !== 0) this.exit(code);
  }
}
