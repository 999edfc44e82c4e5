/**
 * oclif start-up hook: an unknown command is an operator error like any other — one
 * `animsmith: …` line naming the commands there are, exit 2, nothing on stdout — except
 * `generate <kind>` for a kind a project plugin registers, which runs
 * (`project-generator-command.ts`). Help for an unknown command refuses it the same way
 * (`help.ts`).
 */
import type { Hook, Interfaces } from '../oclif.js';
import { escapeTerminal } from '../../text/escape.js';

export const commandNotFound: Hook<'command_not_found'> = async function ({ id, argv, config }) {
  // With spaces between topics, oclif joins every word before the first flag into the id; a
  // generate command has one positional, the input, so the words after the kind are that path.
  const [topic, kind, ...path] = id.split(':');
  if (topic === 'generate' && kind !== undefined) {
    const given = [...(path.length > 0 ? [path.join(':')] : []), ...(argv ?? [])];
    const { projectGeneratorCommand } = await import('../project-generator-command.js');
    const command = await projectGeneratorCommand(kind, given, process.cwd());
    // A concrete class built by generatorCommands, typed as oclif's abstract Command.
    if (command !== undefined) return (command as unknown as { run(argv: string[], config: Interfaces.Config): Promise<unknown> }).run(given, config);
  }
  refuseUnknownCommand(id, config);
};

/** The operator error for an unknown command id (`generate:nosuch`): one line naming the commands, exit 2. */
export function refuseUnknownCommand(id: string, config: Interfaces.Config): void {
  const known = [...config.commandIDs].sort().map((each) => each.replaceAll(':', ' '));
  process.stderr.write(`animsmith: unknown command "${escapeTerminal(id.replaceAll(':', ' '))}"; commands: ${known.join(', ')}\n`);
  process.exitCode = 2;
}
