/**
 * CLI commands contributed by a built-in plugin (`animsmith rigc build …`). A plugin describes
 * its command as data — id, help text, positional arguments and flags in a small typed subset —
 * plus `run(context)`; the host turns it into an oclif command at startup, with the same help,
 * `--help` and exit-2 one-line errors as its own commands. A package contributes commands by
 * exporting `commands: readonly CommandDefinition[]` next to its default plugin export.
 *
 * The context gives the command the host's input and output discipline (byte-capped reads of
 * regular files, atomic writes, awaited stdout), so a plugin never re-implements it.
 */
import { brandError } from './error-brand.js';

export interface CommandArgDefinition {
  readonly name: string;
  readonly description: string;
  readonly required?: boolean;
}

export type CommandFlagDefinition =
  | { readonly kind: 'string'; readonly name: string; readonly description: string; readonly char?: string; readonly required?: boolean }
  | {
      readonly kind: 'option';
      readonly name: string;
      readonly description: string;
      readonly options: readonly string[];
      readonly default?: string;
      readonly char?: string;
      readonly required?: boolean;
    }
  | { readonly kind: 'boolean'; readonly name: string; readonly description: string };

/** One file of an all-or-nothing write. */
export interface OutputFile {
  /** As the user typed it (relative to the working directory). */
  readonly path: string;
  readonly text: string;
}

export interface CommandContext {
  /** Positional arguments by name (undefined when optional and absent). */
  readonly args: Readonly<Record<string, string | undefined>>;
  /** Flags by name: strings and options as given (or their default), booleans true/false. */
  readonly flags: Readonly<Record<string, string | boolean | undefined>>;
  /**
   * The bytes of one regular file, refusing (exit 2, one line naming `path`) a missing or
   * unreadable file, a directory, a FIFO or device, or a file over `maxBytes`.
   */
  readInput(path: string, maxBytes: number): Uint8Array;
  /**
   * Writes every file or none: each goes to a temporary sibling first, and only when all are
   * written are they renamed into place (a failed rename restores what was there before).
   * Creates no folders. An output path that names a given input is refused.
   */
  writeFiles(files: readonly OutputFile[], inputs?: readonly string[]): void;
  /** Writes to stdout and resolves when the text has left the process. */
  stdout(text: string): Promise<void>;
  /** Writes one line to stderr (a trailing newline is added). */
  stderr(line: string): void;
}

export interface CommandDefinition {
  /** `topic:name`, e.g. `rigc:build` (typed as `animsmith rigc build`). */
  readonly id: string;
  readonly summary: string;
  readonly description: string;
  /** Usage lines; `<%= config.bin %>` is the executable name, as in oclif. */
  readonly examples: readonly string[];
  readonly args: readonly CommandArgDefinition[];
  readonly flags: readonly CommandFlagDefinition[];
  /** The exit code (0 success, 1 a verdict such as a blocker finding). */
  run(context: CommandContext): Promise<number> | number;
}

/**
 * An operator error raised by a command (bad flag combination, malformed input file): the host
 * prints `animsmith: <message>` on one line and exits 2.
 */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}
brandError(CommandError, 'CommandError');

export function defineCommand<T extends CommandDefinition>(command: T): T {
  return command;
}
