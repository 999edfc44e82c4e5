/**
 * The CLI's entry: the bin runs `execute`, and oclif's explicit command strategy reads `commands`
 * from this same module (`oclif.commands.target` in package.json), so one loaded copy serves both.
 * The build bundles the CLI from here (`host/scripts/bundle/build.mjs`).
 */
export { commands } from './commands.js';
export { execute } from './oclif.js';
