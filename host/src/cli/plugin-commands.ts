/**
 * Built-in plugins' contributed commands (`plugin-api/command.ts`) → oclif command classes.
 *
 * Each class is a `BaseCommand`, so `--config`, help and the one-line exit-2 error contract are
 * the host's own; a `CommandError` from the plugin becomes an `OperatorError`. The context wraps
 * the host's I/O discipline: capped reads of regular files and all-or-nothing publication
 * (`output/publish-files.ts`).
 * Nothing here knows which plugin or format it serves.
 */
import { Args, Flags, type Command, type Interfaces } from './oclif.js';
import type { CommandContext, CommandDefinition, CommandFlagDefinition } from '../plugin-api/command.js';
import { CommandError } from '../plugin-api/command.js';
import { OperatorError } from '../engine/errors.js';
import { publishAll } from '../output/publish-files.js';
import { readInputBytes } from '../engine/load-input.js';
import { DEFAULT_LIMITS } from '../engine/limits.js';
import { BaseCommand } from './base-command.js';
import { importPackage } from '../engine/plugins/import-package.js';

const COMMAND_ID = /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)+$/;

/** The commands every package in `packages` exports as `commands`, as oclif classes by id. */
export async function pluginCommands(packages: readonly string[]): Promise<Record<string, typeof Command>> {
  const table: Record<string, typeof Command> = {};
  for (const specifier of packages) {
    const mod = (await importPackage(specifier)) as { commands?: readonly CommandDefinition[] };
    for (const definition of mod.commands ?? []) {
      if (!COMMAND_ID.test(definition.id)) throw new Error(`${specifier} contributes a command with the invalid id '${definition.id}'`);
      if (table[definition.id] !== undefined) throw new Error(`command '${definition.id}' is contributed twice`);
      table[definition.id] = toOclifCommand(definition);
    }
  }
  return table;
}

/** The flag's oclif form; the subset keeps every value a string or a boolean. */
function oclifFlag(flag: CommandFlagDefinition): Interfaces.Flag<unknown> {
  if (flag.kind === 'boolean') return Flags.boolean({ description: flag.description, default: false }) as Interfaces.Flag<unknown>;
  const common = { description: flag.description, required: flag.required === true, ...(flag.char !== undefined ? { char: flag.char as 'o' } : {}) };
  if (flag.kind === 'string') return Flags.string(common) as Interfaces.Flag<unknown>;
  return Flags.string({ ...common, options: [...flag.options], ...(flag.default !== undefined ? { default: flag.default } : {}) }) as Interfaces.Flag<unknown>;
}

export function toOclifCommand(definition: CommandDefinition): typeof Command {
  class PluginCommand extends BaseCommand {
    static override summary = definition.summary;
    static override description = definition.description;
    static override examples = [...definition.examples];
    static override args = Object.fromEntries(definition.args.map((a) => [a.name, Args.string({ description: a.description, required: a.required ?? false })]));
    static override flags: Interfaces.FlagInput = Object.fromEntries(definition.flags.map((f) => [f.name, oclifFlag(f)]));

    async run(): Promise<void> {
      const { args, flags } = await this.parse(PluginCommand);
      const cwd = process.cwd();
      const context: CommandContext = {
        args: args as Record<string, string | undefined>,
        flags: flags as Record<string, string | boolean | undefined>,
        readInput: (given, maxBytes) => readInputBytes(cwd, given, { ...DEFAULT_LIMITS, maxPrimaryBytes: maxBytes }),
        writeFiles: (files, inputs = []) => publishAll(cwd, files, inputs),
        stdout: (text) => new Promise((resolve) => {
          process.stdout.once('error', () => resolve());
          process.stdout.write(text, () => resolve());
        }),
        stderr: (line) => void process.stderr.write(`${line}\n`),
      };
      let code: number;
      try {
        code = await definition.run(context);
      } catch (error) {
        if (error instanceof CommandError) throw new OperatorError(error.message);
        throw error;
      }
      if (code !== 0) this.exit(code);
    }
  }
  return PluginCommand;
}
