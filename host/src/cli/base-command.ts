/**
 * Shared behaviour of every animsmith command: the global --config flag, and the one-line
 * operator-error contract (exit 2, nothing on stdout, no stack trace).
 */
import { Command, Flags } from '@oclif/core';
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
    process.stderr.write(`animsmith: ${internal ? 'internal error: ' : ''}${oneLine(error)}\n`);
    return this.exit(2);
  }
}
