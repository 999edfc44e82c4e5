/**
 * Every command class loaded at once, as oclif's explicit strategy wants it: the manifest's source.
 * A promise, which oclif awaits (see `commands.ts`).
 */
import { allCommands } from './command-table.js';

export const commands = allCommands();
