/**
 * A plugin is plain data plus an optional `apply(hooks)`. Declared `checks`, `loaders` and
 * `profiles` are tapped onto the engine's hooks by the host on the plugin's behalf, so a plugin
 * that only declares data never touches tapable.
 */
import type { CheckModule } from './check.js';
import type { PluginHooks } from './hooks.js';
import type { LoaderDefinition } from './loader.js';
import type { EngineProfileDeclaration } from './prediction.js';

/** The plugin API version this host implements. A plugin declaring another is refused. */
export const PLUGIN_API_VERSION = 1;

export interface PluginMeta {
  /** Package name (or file name for a local plugin). */
  readonly name: string;
  readonly version: string;
  /**
   * Prefix of this plugin's check ids (`studio` → `studio/max-bones`). Lower-case letters,
   * digits and dashes. Built-in plugins shipped with the host have their ids unprefixed.
   */
  readonly namespace: string;
  readonly apiVersion: number;
}

export interface PluginDefinition {
  readonly meta: PluginMeta;
  /** Checks by local id (`max-bones`); the full id is `<namespace>/<local id>`. */
  readonly checks?: Readonly<Record<string, CheckModule>>;
  readonly loaders?: readonly LoaderDefinition[];
  /** Engine profiles this plugin provides (complete revisions carry facts, settings and rules). */
  readonly profiles?: readonly EngineProfileDeclaration[];
  apply?(hooks: PluginHooks): void;
}

export function definePlugin<T extends PluginDefinition>(plugin: T): T {
  return plugin;
}
