/**
 * The CLI's entry: the bin runs `execute`, and oclif reads from this same module (package.json
 * `oclif`) its explicit command table `commands`, the `commandNotFound` hook, the help class and,
 * to describe a project plugin's generate command, `projectCommands`: one loaded copy serves all.
 * The build bundles the CLI from here (`host/scripts/bundle/build.mjs`).
 */
export { commands } from './commands.js';
export { execute } from './oclif.js';
export { commandNotFound } from './hooks/command-not-found.js';
export { projectCommands } from './project-commands.js';
export { default as AnimsmithHelp } from './help.js';
