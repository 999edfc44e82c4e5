/**
 * Commands built in this process from a project's plugins, by id (`project-generator-command.ts`
 * fills it). The CLI's entry module exports this table, so oclif's own Plugin can describe them
 * for help as it describes the manifest's; it lives apart so the entry loads nothing else for it.
 */
import type { Command } from './oclif.js';

export const projectCommands: Record<string, typeof Command> = {};
