/**
 * The commands this plugin contributes to the host CLI (`animsmith rigc …`). Each one's module
 * (and the compiler or ingester it runs) loads when the command runs.
 */
import type { CommandContext, CommandDefinition } from '@animsmith/cli/plugin';
import { RIGC_BUILD, RIGC_INGEST } from './meta.js';

function deferred(meta: Omit<CommandDefinition, 'run'>, load: () => Promise<CommandDefinition>): CommandDefinition {
  return { ...meta, run: async (context: CommandContext) => (await load()).run(context) };
}

export const commands: readonly CommandDefinition[] = [
  deferred(RIGC_BUILD, async () => (await import('./rigc-build.js')).rigcBuild),
  deferred(RIGC_INGEST, async () => (await import('./rigc-ingest.js')).rigcIngest),
];
