/**
 * `generate <kind>` for a kind that only a project's plugin registers. The commands oclif knows
 * come from the build's manifest, whose generate commands are the bundled generator packages'
 * kinds (`command-table.ts`), so such a kind reaches oclif as an unknown command and its
 * not-found hook asks here. The working directory's session (with `--config`, the one `generate`
 * itself opens) installs the project's plugins, and their generators of the kind give the command,
 * built exactly as a bundled kind's is: its help, its declared flags, the same runner.
 */
import { Plugin, type Command, type Interfaces } from './oclif.js';
import { openSession } from '../engine/session.js';
import { generatorCommands } from './generator-command.js';
import { projectCommands } from './project-commands.js';

/** The `--config` value in `argv` (`--config FILE` or `--config=FILE`), before oclif parses it. */
function configFlag(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--config') return argv[i + 1];
    if (argv[i]!.startsWith('--config=')) return argv[i]!.slice('--config='.length);
  }
  return undefined;
}

/** The command for `kind` from the project's plugins, or undefined when none registers the kind. */
export async function projectGeneratorCommand(kind: string, argv: readonly string[], cwd: string): Promise<typeof Command | undefined> {
  const session = await openSession(cwd, configFlag(argv));
  const registered = session.engine.generators.filter((r) => r.generator.kind === kind);
  if (registered.length === 0) return undefined;
  const id = `generate:${kind}`;
  const command = generatorCommands(registered)[id]!;
  command.id = id;
  projectCommands[id] = command;
  return command;
}

/**
 * The command for `kind` as oclif's help renders commands, or undefined when no project plugin
 * registers the kind: oclif's own Plugin reads it from the entry module's `projectCommands`, as
 * the build's manifest step reads every other command.
 */
export async function projectGeneratorHelp(kind: string, argv: readonly string[], config: Interfaces.Config): Promise<Command.Loadable | undefined> {
  if ((await projectGeneratorCommand(kind, argv, process.cwd())) === undefined) return undefined;
  const { commands } = config.pjson.oclif;
  if (commands === undefined || typeof commands === 'string' || !('target' in commands)) return undefined;
  const entry = { strategy: 'explicit', target: commands.target, identifier: 'projectCommands' } as const;
  const plugin = new Plugin({ isRoot: true, root: config.root, ignoreManifest: true, pjson: { ...config.pjson, oclif: { ...config.pjson.oclif, commands: entry } } });
  await plugin.load();
  return plugin.commands.find((command) => command.id === `generate:${kind}`);
}
