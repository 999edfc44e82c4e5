/**
 * oclif start-up hook: an unknown command is an operator error like any other — one
 * `animsmith: …` line naming the commands there are, exit 2, nothing on stdout.
 */
import type { Hook } from '../oclif.js';
import { escapeTerminal } from '../../text/escape.js';

const commandNotFound: Hook<'command_not_found'> = async function ({ id, config }) {
  const known = [...config.commandIDs].sort().map((each) => each.replaceAll(':', ' '));
  process.stderr.write(`animsmith: unknown command "${escapeTerminal(id.replaceAll(':', ' '))}"; commands: ${known.join(', ')}\n`);
  process.exitCode = 2;
};

export default commandNotFound;
