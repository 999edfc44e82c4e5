/**
 * FBX is a plugin (`@animsmith/plugin-fbx`, installed by name from `BUILTIN_PACKAGES`): nothing
 * under host/src may import its code or name its modules. The modules are read from the plugin's
 * source tree, so a module added there is covered without editing this test.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '@animsmith/test-utils';

const HOST_SRC = path.join(REPO, 'host', 'src');
const PLUGIN_ROOT = path.join(REPO, 'plugins', 'fbx');
const PLUGIN_SRC = path.join(PLUGIN_ROOT, 'src');
const PACKAGE = '@animsmith/plugin-fbx';

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const moduleName = (file: string) => path.basename(file, '.ts');

/** The plugin's module paths relative to its src (`loader/bake-clips`), and the file names only it uses. */
export function pluginModules(pluginFiles: readonly string[], hostFiles: readonly string[]): { paths: string[]; names: string[] } {
  const hostNames = new Set(hostFiles.map(moduleName));
  const paths = pluginFiles.map((file) => path.relative(PLUGIN_SRC, file).replace(/\.ts$/, '').split(path.sep).join('/'));
  const names = [...new Set(pluginFiles.map(moduleName))].filter((name) => !hostNames.has(name));
  return { paths, names };
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"`])([^'"`]+)\1/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What in `text` (the file `file` under host/src) imports FBX code or names one of the plugin's modules. */
export function fbxOffences(file: string, text: string, modules: { paths: readonly string[]; names: readonly string[] }): string[] {
  const offences: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[2]!;
    const target = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined;
    const intoPlugin = target !== undefined && (target === PLUGIN_ROOT || target.startsWith(PLUGIN_ROOT + path.sep));
    const fbxSegment = specifier.split('/').some((segment) => /^fbx(?:[-.]|$)/i.test(segment));
    if (specifier === PACKAGE || specifier.startsWith(`${PACKAGE}/`) || intoPlugin || fbxSegment) offences.push(`imports '${specifier}'`);
  }
  for (const modulePath of modules.paths) {
    if (text.includes(`fbx/${modulePath}`)) offences.push(`names fbx/${modulePath}`);
  }
  for (const name of modules.names) {
    if (new RegExp(`(?<![\\w.-])${escapeRegExp(name)}\\.[jt]s\\b`).test(text)) offences.push(`names ${name}.ts`);
  }
  return offences;
}

describe('repository: FBX lives outside the host', () => {
  const pluginFiles = tsFiles(PLUGIN_SRC);
  const hostFiles = tsFiles(HOST_SRC);
  const modules = pluginModules(pluginFiles, hostFiles);

  it('reads the FBX modules from the plugin tree', () => {
    expect(modules.paths).to.include.members(['index', 'fbx-tree', 'loader/index', 'evaluate/scene']);
    expect(modules.names).to.include.members(['fbx-tree', 'bake-clips', 'binary-reader']);
    // Names a host module also has say nothing about FBX.
    expect(modules.names).to.not.include('index');
  });

  it('flags imports of FBX code and mentions of its modules, and nothing else', () => {
    const at = path.join(HOST_SRC, 'engine', 'x.ts');
    expect(fbxOffences(at, "import { loadFbx } from '../../../plugins/fbx/src/loader/index.js';", modules)).to.have.length(1);
    expect(fbxOffences(at, "const m = await import('@animsmith/plugin-fbx');", modules)).to.deep.equal([`imports '${PACKAGE}'`]);
    expect(fbxOffences(at, "export { x } from '../loaders/fbx/objects.js';", modules)).to.include("imports '../loaders/fbx/objects.js'");
    expect(fbxOffences(at, '// the bake budget lives in bake-clips.ts', modules)).to.deep.equal(['names bake-clips.ts']);
    expect(fbxOffences(at, '// see fbx/evaluate/scene', modules)).to.deep.equal(['names fbx/evaluate/scene']);
    expect(fbxOffences(at, "import { x } from './anim-document.js'; // FBX files load through a plugin", modules)).to.deep.equal([]);
  });

  it('no module under host/src imports FBX code or names the FBX modules', () => {
    const offences = hostFiles.flatMap((file) =>
      fbxOffences(file, readFileSync(file, 'utf8'), modules).map((offence) => `${path.relative(REPO, file)}: ${offence}`),
    );
    expect(offences).to.deep.equal([]);
  });
});
