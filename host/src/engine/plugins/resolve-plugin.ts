/**
 * Resolves and imports the plugins a project names in `[plugins]`, from the project's root, so the
 * project's own lockfile pins their versions.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PLUGIN_API_VERSION, type PluginDefinition } from '../../plugin-api/plugin.js';
import { OperatorError, oneLine } from '../errors.js';

const NAMESPACE = /^[a-z][a-z0-9-]*$/;

function isFileSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || /\.(m?js)$/.test(specifier);
}

async function resolveFrom(root: string, namespace: string, specifier: string): Promise<string> {
  if (isFileSpecifier(specifier)) {
    if (!/\.(m?js)$/.test(specifier)) {
      throw new OperatorError(`plugin '${namespace}': a local plugin must be a .js or .mjs file, got '${specifier}'`);
    }
    const file = path.resolve(root, specifier);
    if (!existsSync(file)) throw new OperatorError(`plugin '${namespace}': file '${specifier}' not found next to the config`);
    return file;
  }
  // Node 20's own import.meta.resolve cannot resolve from another folder, and require.resolve
  // misses packages whose exports offer only an `import` condition; this resolves as `import`
  // would. Loaded only for a project that names a plugin package.
  const { resolve: resolveImport } = await import('import-meta-resolve');
  try {
    const url = resolveImport(specifier, pathToFileURL(path.join(root, 'package.json')).href);
    if (!url.startsWith('file:')) throw new Error('not a file');
    return fileURLToPath(url);
  } catch {
    throw new OperatorError(`plugin '${namespace}': package '${specifier}' is not installed in this project (npm install --save-dev ${specifier})`);
  }
}

/** Imports one plugin module and checks its shape and API version. */
export async function importPlugin(root: string, namespace: string, specifier: string): Promise<PluginDefinition> {
  const file = await resolveFrom(root, namespace, specifier);
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new OperatorError(`plugin '${namespace}' (${specifier}) failed to load: ${oneLine(error)}`);
  }
  const plugin = (mod.default ?? mod.plugin) as PluginDefinition | undefined;
  return checkPluginShape(plugin, `plugin '${namespace}' (${specifier})`, namespace);
}

export function checkPluginShape(plugin: PluginDefinition | undefined, label: string, namespace?: string): PluginDefinition {
  const meta = plugin?.meta;
  if (!plugin || typeof plugin !== 'object' || !meta || typeof meta !== 'object') {
    throw new OperatorError(`${label} does not export a plugin (default export of definePlugin({ meta, … }))`);
  }
  if (typeof meta.name !== 'string' || typeof meta.version !== 'string') {
    throw new OperatorError(`${label}: meta.name and meta.version must be strings`);
  }
  if (meta.apiVersion !== PLUGIN_API_VERSION) {
    throw new OperatorError(
      `${label} targets plugin API version ${String(meta.apiVersion)}; this animsmith implements version ${PLUGIN_API_VERSION}`,
    );
  }
  if (namespace !== undefined) {
    if (typeof meta.namespace !== 'string' || !NAMESPACE.test(meta.namespace)) {
      throw new OperatorError(`${label}: meta.namespace must be lower-case letters, digits and dashes`);
    }
    if (meta.namespace !== namespace) {
      throw new OperatorError(`${label} declares namespace '${meta.namespace}'; name it '${meta.namespace}' under [plugins]`);
    }
  }
  return plugin;
}
