/** The commands this plugin contributes to the host CLI (`animsmith rigc …`). */
import type { CommandDefinition } from '@animsmith/cli/plugin';
import { rigcBuild } from './rigc-build.js';
import { rigcIngest } from './rigc-ingest.js';

export const commands: readonly CommandDefinition[] = [rigcBuild, rigcIngest];
