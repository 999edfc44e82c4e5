/**
 * Every command of the CLI by oclif id (`animsmith checks list` is `checks:list`), each loaded on
 * demand: the host's own by module, `generate <kind>` from the bundled generator packages'
 * declarations, the built-in plugins' contributed ones (`rigc:build`, …) by importing their
 * package. Only the build's manifest step (`oclif-manifest.ts`) loads them all.
 */
import type { Command } from './oclif.js';

type CommandModule = Promise<{ default: typeof Command }>;

const HOST_COMMANDS: Readonly<Record<string, () => CommandModule>> = {
  inspect: () => import('./commands/inspect.js'),
  measure: () => import('./commands/measure.js'),
  lint: () => import('./commands/lint.js'),
  diff: () => import('./commands/diff.js'),
  report: () => import('./commands/report.js'),
  pose: () => import('./commands/pose.js'),
  'checks:list': () => import('./commands/checks-list.js'),
  'checks:describe': () => import('./commands/checks-describe.js'),
  'profiles:list': () => import('./commands/profiles-list.js'),
  'skeleton:compare': () => import('./commands/skeleton-compare.js'),
  'skeleton:correspondence': () => import('./commands/skeleton-correspondence.js'),
};

/** The command class for `id`, or undefined when no module or built-in plugin provides it. */
export async function loadCommand(id: string): Promise<typeof Command | undefined> {
  const own = HOST_COMMANDS[id];
  if (own !== undefined) return (await own()).default;
  if (id.startsWith('generate:')) return (await generateCommands())[id];
  return (await builtinPluginCommands())[id];
}

/** `generate <kind>` for every kind the bundled generator packages declare, with their flags. */
async function generateCommands(): Promise<Record<string, typeof Command>> {
  const [{ generatorCommands }, { bundledGenerators }] = await Promise.all([import('./generator-command.js'), import('../generate/bundled-generators.js')]);
  return generatorCommands(await bundledGenerators());
}

async function builtinPluginCommands(): Promise<Record<string, typeof Command>> {
  const [{ BUILTIN_PACKAGES }, { pluginCommands }] = await Promise.all([import('../engine/builtins.js'), import('./plugin-commands.js')]);
  return pluginCommands(BUILTIN_PACKAGES);
}

/** Every command class, loaded: what the manifest is built from. */
export async function allCommands(): Promise<Record<string, typeof Command>> {
  const table: Record<string, typeof Command> = {};
  for (const [id, load] of Object.entries(HOST_COMMANDS)) table[id] = (await load()).default;
  return { ...table, ...(await generateCommands()), ...(await builtinPluginCommands()) };
}
