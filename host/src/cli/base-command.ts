/**
 * Shared behaviour of every animsmith command: the global --config flag, and the one-line
 * operator-error contract (exit 2, nothing on stdout, no stack trace).
 */
import { Command, Flags } from './oclif.js';
import { OperatorError, oneLine } from '../engine/errors.js';

export abstract class BaseCommand extends Command {
  static override baseFlags = {
    config: Flags.string({
      description: 'Project configuration file (default: animsmith.toml, .animsmithrc.toml or package.json#animsmith, searched from here up to the project root)',
      helpGroup: 'GLOBAL',
    }),
  };

  protected override async catch(error: Error & { oclif?: { exit?: number }; code?: string }): Promise<unknown> {
    // oclif's own exit requests (this.exit) pass through untouched.
    if (error.code === 'EEXIT') throw error;
    const internal = !(error instanceof OperatorError) && error.oclif === undefined;
    const missing = missingArgs(error);
    process.stderr.write(`animsmith: ${internal ? 'internal error: ' : ''}${oneLine(missing ?? error)}\n`);
    return this.exit(2);
  }
}

/**
 * oclif lays missing arguments out as a two-column table (`files  glTF/GLB files`), which folded
 * onto one line read as a double space: name each argument, then what it takes.
 */
function missingArgs(error: Error & { oclif?: unknown }): OperatorError | undefined {
  const args = (error as { args?: unknown }).args;
  if (error.oclif === undefined || !Array.isArray(args) || !error.message.startsWith('Missing ')) return undefined;
  const named = (args as { name?: unknown; description?: unknown }[]).filter((a) => typeof a.name === 'string');
  if (named.length === 0) return undefined;
  const list = named.map((a) => (typeof a.description === 'string' && a.description !== '' ? `${String(a.name)}: ${a.description}` : String(a.name)));
  return new OperatorError(`missing required argument ${list.join('; ')} (see --help)`);
}
