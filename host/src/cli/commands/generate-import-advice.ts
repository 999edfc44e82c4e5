import { Args, Flags } from '@oclif/core';
import { runGenerator } from '../../generate/run-generator.js';
import { BaseCommand } from '../base-command.js';

export default class GenerateImportAdvice extends BaseCommand {
  static override summary = 'Write the engine import advice of one file for the pinned engine profile';
  static override description =
    'Runs the import-advice generator of the profile selected under [engine]. Exit 1 for a typed refusal (the document ' +
    'is still written), 2 when no profile is selected, its plugin provides no import advice, or on operator errors.';
  static override examples = ['<%= config.bin %> generate import-advice walk.fbx'];
  static override args = { file: Args.string({ description: 'Asset file', required: true }) };
  static override flags = {
    format: Flags.option({ options: ['json', 'text', 'markdown'] as const, default: 'json' as const, description: 'Output format (JSON is the contract)' })(),
    output: Flags.string({ char: 'o', description: 'Write the result to this file (atomically) instead of stdout' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(GenerateImportAdvice);
    const code = await runGenerator({
      kind: 'import-advice',
      cwd: process.cwd(),
      input: args.file,
      configFlag: flags.config,
      format: flags.format,
      output: flags.output,
      options: {},
    });
    if (code !== 0) this.exit(code);
  }
}
