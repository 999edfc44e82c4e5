/**
 * Built-in plugins' contributed commands (`plugin-api/command.ts`) → oclif command classes.
 *
 * Each class is a `BaseCommand`, so `--config`, help and the one-line exit-2 error contract are
 * the host's own; a `CommandError` from the plugin becomes an `OperatorError`. The context wraps
 * the host's I/O discipline: capped reads of regular files and all-or-nothing atomic writes.
 * Nothing here knows which plugin or format it serves.
 */
import { closeSync, fsyncSync, linkSync, openSync, renameSync, rmSync, type Stats } from 'node:fs';
import path from 'node:path';
import { Args, Flags, type Command, type Interfaces } from '@oclif/core';
import type { CommandContext, CommandDefinition, CommandFlagDefinition, OutputFile } from '../plugin-api/command.js';
import { CommandError } from '../plugin-api/command.js';
import { describeFsError } from '../engine/config/discover.js';
import { OperatorError } from '../engine/errors.js';
import { assertNotAnInput, classifyTarget, writeAll, writeSpecial } from '../output/write-output.js';
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

function plan(target: string, given: string, existing: Stats | undefined): PlannedWrite {
  const stem = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}`);
  return { given, target, temp: `${stem}.tmp`, ...(existing ? { backup: `${stem}.bak` } : {}), mode: existing ? existing.mode & 0o777 : 0o644 };
}

/**
 * The files are committed together; a target `classifyTarget` calls special (`/dev/null`, a read
 * FIFO) cannot be renamed over or rolled back, so it is written in place once the files are in.
 */
function writeAllOrNothing(cwd: string, files: readonly OutputFile[], inputs: readonly string[]): void {
  for (const file of files) assertNotAnInput(cwd, file.path, inputs);
  const targets = files.map((file) => ({ file, out: classifyTarget(cwd, file.path) }));
  const seen = new Set<string>();
  for (const { file, out } of targets) {
    if (seen.has(out.target)) throw new OperatorError(`cannot write ${file.path}: two outputs name the same file`);
    seen.add(out.target);
  }
  const specials = targets.flatMap(({ file, out }) => (out.kind === 'special' ? [{ file, target: out.target }] : []));
  const regular = targets.flatMap(({ file, out }) => (out.kind === 'file' ? [{ file, p: plan(out.target, file.path, out.existing) }] : []));
  const plans = regular.map((r) => r.p);
  const cleanup = () => plans.forEach((p) => rmSync(p.temp, { force: true }));
  let current: PlannedWrite | undefined;
  try {
    for (const { file, p } of regular) {
      current = p;
      writeTemp(p.temp, file.text, p.mode);
    }
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
  for (const { file, target } of specials) writeSpecial(target, file.path, file.text);
}

function writeTemp(temp: string, text: string, mode: number): void {
  const fd = openSync(temp, 'wx', mode);
  try {
    writeAll(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
