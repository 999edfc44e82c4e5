/**
 * oclif's command table (explicit strategy). With the build's manifest, oclif lists commands and
 * shows help from it, and imports this module only to run one: each entry then imports its own
 * command module when run, so `lint` loads neither `report` nor the Spine commands. Without a
 * manifest (a bare `tsc -b`), every command loads at start-up, as oclif needs to describe them.
 */
import { readFileSync } from 'node:fs';
import { Command, type Config, type Interfaces } from './oclif.js';
import { loadCommand } from './command-table.js';
import { MANIFEST_FILE } from './oclif-manifest.js';

/** A stand-in that hands the run to the real command class, loaded now. */
function deferred(id: string): typeof Command {
  class Deferred extends Command {
    static override async run<T extends Command>(
      this: new (argv: string[], config: Config) => T,
      argv?: string[],
      options?: Interfaces.LoadOptions,
    ): Promise<ReturnType<T['run']>> {
      const real = await loadCommand(id);
      if (real === undefined) throw new Error(`command ${id} is in the manifest but nothing provides it (rebuild: npm run build)`);
      real.id = Deferred.id;
      real.plugin = Deferred.plugin;
      return (real as unknown as { run(argv?: string[], options?: Interfaces.LoadOptions): Promise<ReturnType<T['run']>> }).run(argv, options);
    }

    async run(): Promise<void> {
      throw new Error(`command ${id} ran without loading`);
    }
  }
  return Deferred;
}

function manifestIds(): string[] | undefined {
  try {
    const manifest = JSON.parse(readFileSync(new URL(`../../${MANIFEST_FILE}`, import.meta.url), 'utf8')) as { commands: object };
    return Object.keys(manifest.commands);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
}

const ids = manifestIds();

/**
 * Without a manifest the table is a promise: oclif awaits its explicit target's export (its
 * `loadCommandsFromTarget` returns it from an async function), and no top-level await is needed,
 * which the build's CommonJS bundle could not hold.
 */
export const commands: Record<string, typeof Command> | Promise<Record<string, typeof Command>> =
  ids === undefined ? import('./all-commands.js').then((all) => all.commands) : Object.fromEntries(ids.map((id) => [id, deferred(id)]));
