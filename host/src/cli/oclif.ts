/**
 * The host's one import of @oclif/core: every command module, the bin and the test runner
 * (`@animsmith/cli/oclif`) take oclif from here. The build bundles this entry with the CLI's
 * (`host/scripts/bundle/build.mjs`), so a process holds one copy of oclif and of the command classes.
 */
export { Args, Command, Config, execute, Flags, Plugin, run } from '@oclif/core';
export type { Hook, Interfaces } from '@oclif/core';
