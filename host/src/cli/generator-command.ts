/**
 * What every `animsmith generate <kind>` command shares: the --format and --output flags, and
 * handing one input to the generator runner, exiting with its code.
 */
import { Flags } from '@oclif/core';
import { runGenerator, type GenerateFormat } from '../generate/run-generator.js';
import { BaseCommand } from './base-command.js';

/** The flags of every generate command; a command spreads them into its own `flags`. */
export const GENERATOR_FLAGS = {
  format: Flags.option({ options: ['json', 'text', 'markdown'] as const, default: 'json' as const, description: 'Output format (JSON is the contract)' })(),
  output: Flags.string({ char: 'o', description: 'Write the result to this file (atomically) instead of stdout' }),
};

export abstract class GeneratorCommand extends BaseCommand {
  /** Runs the `kind` generator on `input`; `options` are the kind-specific flags that were given. */
  protected async generate(
    kind: string,
    input: string,
    flags: { readonly config?: string; readonly format: GenerateFormat; readonly output?: string },
    options: Readonly<Record<string, string>> = {},
  ): Promise<void> {
    const code = await runGenerator({ kind, cwd: process.cwd(), input, configFlag: flags.config, format: flags.format, output: flags.output, options });
    if (code !== 0) this.exit(code);
  }
}
