/** Every command class loaded at once, as oclif's explicit strategy wants it: the manifest's source. */
import { allCommands } from './command-table.js';

export const commands = await allCommands();
