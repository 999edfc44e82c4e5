/**
 * The plugins every run installs before the project's own: the host's glTF loader and formats, and
 * the packages `@animsmith/checks`, `@animsmith/plugin-spine` and `@animsmith/plugin-fbx` (each
 * imported by name exactly as a project plugin).
 */
import type { PluginDefinition } from '../plugin-api/plugin.js';
import gltfPlugin from '../builtin/gltf-plugin.js';
import formatsPlugin from '../formats/plugin.js';
import contractsPlugin from '../builtin/contracts-plugin.js';
import { Engine } from './engine.js';
import { checkPluginShape } from './plugins/resolve-plugin.js';
import { importPackage } from './plugins/import-package.js';

export const BUILTIN_PACKAGES: readonly string[] = ['@animsmith/checks', '@animsmith/plugin-spine', '@animsmith/plugin-fbx'];

export async function createEngineWithBuiltins(): Promise<Engine> {
  const engine = new Engine();
  engine.install(gltfPlugin, true);
  engine.install(formatsPlugin, true);
  engine.install(contractsPlugin, true);
  for (const specifier of BUILTIN_PACKAGES) {
    const mod = (await importPackage(specifier)) as { default?: PluginDefinition };
    engine.install(checkPluginShape(mod.default, `built-in plugin ${specifier}`), true);
  }
  return engine;
}
