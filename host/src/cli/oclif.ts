/**
 * The host's one import of @oclif/core: every command module, the bin and the test runner
 * (`@animsmith/cli/oclif`) take oclif from here. The build bundles this entry with the CLI's
 * (`host/scripts/bundle/build.mjs`), so a process holds one copy of oclif and of the command
 * classes. Each part comes from its own subpath: oclif's index loads every part at once, help and
 * spinners included, and checks its own engine range with semver on every start.
 */
export * as Args from '@oclif/core/args';
export { Command } from '@oclif/core/command';
export { Config, Plugin } from '@oclif/core/config';
export { execute } from '@oclif/core/execute';
export { getHelpFlagAdditions, Help, standardizeIDFromArgv } from '@oclif/core/help';
export * as Flags from '@oclif/core/flags';
export { run } from '@oclif/core/run';
export type { Hook, Interfaces } from '@oclif/core';
