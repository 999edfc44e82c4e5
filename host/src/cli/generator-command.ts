/**
 * `animsmith generate <kind>` commands, built at startup from the bundled generators
 * (`generate/bundled-generators.ts`): one command per kind, its help from the first generator of
 * the kind that declares it (`GeneratorDefinition.help`), its kind-specific flags the union of
 * what the kind's generators declare (`GeneratorDefinition.flags`). Every command shares
 * `--format` and `--output`, and hands one input to the generator runner, exiting with its code.
 * Nothing here knows which engine or kind it serves.
 */
import { Args, Flags, type Command, type Interfaces } from './oclif.js';
import type { GeneratorCommandHelp, GeneratorFlagDefinition } from '../plugin-api/generator.js';
import type { BundledGenerator } from '../generate/bundled-generators.js';
import { runGenerator, type GenerateFormat } from '../generate/run-generator.js';
import { BaseCommand } from './base-command.js';

const KIND = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The flags of every generate command. */
const GENERATOR_FLAGS = {
  format: Flags.option({ options: ['json', 'text', 'markdown'] as const, default: 'json' as const, description: 'Output format (JSON is the contract)' })(),
  output: Flags.string({ char: 'o', description: 'Write the result to this file (atomically) instead of stdout' }),
};

interface KindFace {
  help: GeneratorCommandHelp | undefined;
  readonly flags: Map<string, GeneratorFlagDefinition>;
}

/**
 * The flag's oclif form. A default is applied by the runner only where the flag applies, so
 * oclif gets none (it would make the flag look given everywhere); help states it instead.
 */
function oclifFlag(flag: GeneratorFlagDefinition): Interfaces.Flag<unknown> {
  const description = flag.default === undefined ? flag.description : `${flag.description} [default: ${flag.default}]`;
  if (flag.kind === 'string') return Flags.string({ description }) as Interfaces.Flag<unknown>;
  return Flags.string({ description, options: [...(flag.options ?? [])] }) as Interfaces.Flag<unknown>;
}

function generatorCommand(kind: string, face: KindFace): typeof Command {
  const help = face.help ?? { summary: `Write the ${kind} document of one file`, description: '', examples: [], input: 'Asset file' };
  const kindFlags = [...face.flags.values()];
  class GenerateCommand extends BaseCommand {
    static override summary = help.summary;
    static override description = help.description;
    static override examples = [...help.examples];
    static override args = { file: Args.string({ description: help.input, required: true }) };
    static override flags: Interfaces.FlagInput = { ...GENERATOR_FLAGS, ...Object.fromEntries(kindFlags.map((f) => [f.name, oclifFlag(f)])) };

    async run(): Promise<void> {
      const { args, flags } = await this.parse(GenerateCommand);
      const given = flags as unknown as Record<string, unknown> & { config?: string; format: GenerateFormat; output?: string };
      const options: Record<string, string> = {};
      for (const flag of kindFlags) {
        const value = given[flag.name];
        if (typeof value === 'string') options[flag.name] = value;
      }
      const code = await runGenerator({ kind, cwd: process.cwd(), input: args.file as string, configFlag: given.config, format: given.format, output: given.output, options });
      if (code !== 0) this.exit(code);
    }
  }
  return GenerateCommand;
}

/** One `generate:<kind>` command per kind the bundled generators cover, in first-seen order. */
export function generatorCommands(bundled: readonly BundledGenerator[]): Record<string, typeof Command> {
  const faces = new Map<string, KindFace>();
  for (const { plugin, generator } of bundled) {
    if (!KIND.test(generator.kind)) throw new Error(`${plugin} contributes a generator with the invalid kind '${generator.kind}'`);
    let face = faces.get(generator.kind);
    if (face === undefined) faces.set(generator.kind, (face = { help: undefined, flags: new Map() }));
    face.help ??= generator.help;
    for (const flag of generator.flags ?? []) {
      if (flag.name in GENERATOR_FLAGS || flag.name === 'config') throw new Error(`${plugin}: generator flag --${flag.name} shadows a flag every generate command has`);
      if (!face.flags.has(flag.name)) face.flags.set(flag.name, flag);
    }
  }
  return Object.fromEntries([...faces].map(([kind, face]) => [`generate:${kind}`, generatorCommand(kind, face)]));
}
