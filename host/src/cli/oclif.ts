/**
 * The host's one import of @oclif/core: every command module, the bin and the test runner
 * (`@animsmith/cli/oclif`) take oclif from here, so a process holds one copy. The build
 * (`host/scripts/bundle-oclif.mjs`, after `tsc -b`) replaces this module's output with an esbuild
 * bundle of the same exports: one module instead of oclif's few hundred, about half its import
 * time. A bare `tsc -b` leaves the plain re-export, which behaves the same, only slower.
 */
export { Args, Command, Config, execute, Flags, Plugin, run } from '@oclif/core';
export type { Hook, Interfaces } from '@oclif/core';
