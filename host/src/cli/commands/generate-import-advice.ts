import { Args } from '@oclif/core';
import { GENERATOR_FLAGS, GeneratorCommand } from '../generator-command.js';

export default class GenerateImportAdvice extends GeneratorCommand {
  static override summary = 'Write the engine import advice of one file for the pinned engine profile';
  static override description =
    'Runs the import-advice generator of the profile selected under [engine]. Exit 1 for a typed refusal (the document ' +
    'is still written), 2 when no profile is selected, its plugin provides no import advice, or on operator errors.';
  static override examples = ['<%= config.bin %> generate import-advice walk.fbx'];
  static override args = { file: Args.string({ description: 'Asset file', required: true }) };
  static override flags = GENERATOR_FLAGS;

  async run(): Promise<void> {
    const { args, flags } = await this.parse(GenerateImportAdvice);
    await this.generate('import-advice', args.file, flags);
  }
}
