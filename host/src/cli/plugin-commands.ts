/**
 * Built-in plugins' contributed commands (`plugin-api/command.ts`) → oclif command classes.
 *
 * Each class is a `BaseCommand`, so `--config`, help and the one-line exit-2 error contract are
 * the host's own; a `CommandError` from the plugin becomes an `OperatorError`. The context wraps
 * the host's I/O discipline: capped reads of regular files and all-or-nothing atomic writes.
 * Nothing here knows which plugin or format it serves.
 */
import { closeSync, fsyncSync, linkSync, openSync, realpathSync, renameSync, rmSync, statSync, writeSync, type Stats } from 'node:fs';
import path from 'node:path';
import { Args, Flags, type Command, type Interfaces } from '@oclif/core';
import type { CommandContext, CommandDefinition, CommandFlagDefinition, OutputFile } from '../plugin-api/command.js';
import { CommandError } from '../plugin-api/command.js';
import { describeFsError } from '../engine/config/discover.js';
import { OperatorError } from '../engine/errors.js';
import { assertNotAnInput } from '../output/write-output.js';
import { readInputBytes } from '../engine/load-input.js';
import { DEFAULT_LIMITS } from '../engine/limits.js';
import { BaseCommand } from './base-command.js';

const COMMAND_ID = /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)+$/;

/** The commands every package in `packages` exports as `commands`, as oclif classes by id. */
export async function pluginCommands(packages: readonly string[]): Promise<Record<string, typeof Command>> {
  const table: Record<string, typeof Command> = {};
  for (const specifier of packages) {
    const mod = (await import(specifier)) as { commands?: readonly CommandDefinition[] };
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
        writeFiles: (files, inputs = []) => writeAllOrNothing(cwd, files, inputs),
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

interface PlannedWrite {
  readonly given: string;
  readonly target: string;
  readonly temp: string;
  /** A hard link to the file being replaced, so a failed commit can put it back. */
  readonly backup?: string;
  readonly mode: number;
}

function plan(cwd: string, file: OutputFile): PlannedWrite {
  if (file.path === '') throw new OperatorError('cannot write to an empty output path');
  let target = path.resolve(cwd, file.path);
  let existing: Stats | undefined;
  try {
    existing = statSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new OperatorError(`cannot write ${file.path}: ${describeFsError(error)}`);
  }
  if (existing?.isDirectory()) throw new OperatorError(`cannot write ${file.path}: is a directory`);
  if (existing !== undefined && !existing.isFile()) throw new OperatorError(`cannot write ${file.path}: not a regular file`);
  if (existing !== undefined && (existing.mode & 0o222) === 0) throw new OperatorError(`cannot write ${file.path}: the file is read-only`);
  if (existing !== undefined) target = realpathSync(target);
  const stem = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}`);
  return { given: file.path, target, temp: `${stem}.tmp`, ...(existing ? { backup: `${stem}.bak` } : {}), mode: existing ? existing.mode & 0o777 : 0o644 };
}

function writeAllOrNothing(cwd: string, files: readonly OutputFile[], inputs: readonly string[]): void {
  for (const file of files) assertNotAnInput(cwd, file.path, inputs);
  const plans = files.map((file) => plan(cwd, file));
  const seen = new Set<string>();
  for (const p of plans) {
    if (seen.has(p.target)) throw new OperatorError(`cannot write ${p.given}: two outputs name the same file`);
    seen.add(p.target);
  }
  const cleanup = () => plans.forEach((p) => rmSync(p.temp, { force: true }));
  let current: PlannedWrite | undefined;
  try {
    files.forEach((file, i) => {
      current = plans[i]!;
      writeTemp(current.temp, file.text, current.mode);
    });
    for (const p of plans) {
      current = p;
      if (p.backup !== undefined) linkSync(p.target, p.backup);
    }
  } catch (error) {
    cleanup();
    plans.forEach((p) => p.backup !== undefined && rmSync(p.backup, { force: true }));
    throw new OperatorError(`cannot write ${current!.given}: ${describeFsError(error)}`);
  }
  const committed: PlannedWrite[] = [];
  try {
    for (const p of plans) {
      current = p;
      renameSync(p.temp, p.target);
      committed.push(p);
    }
  } catch (error) {
    for (const p of committed.reverse()) {
      if (p.backup !== undefined) renameSync(p.backup, p.target);
      else rmSync(p.target, { force: true });
    }
    cleanup();
    plans.forEach((p) => p.backup !== undefined && rmSync(p.backup, { force: true }));
    throw new OperatorError(`cannot write ${current!.given}: ${describeFsError(error)}`);
  }
  plans.forEach((p) => p.backup !== undefined && rmSync(p.backup, { force: true }));
}

function writeTemp(temp: string, text: string, mode: number): void {
  const fd = openSync(temp, 'wx', mode);
  try {
    const bytes = Buffer.from(text, 'utf8');
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
