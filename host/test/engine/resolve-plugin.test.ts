/** `[plugins]` packages resolve from the project root the way `import` resolves them. */
import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OperatorError } from '../../src/engine/errors.js';
import { importPlugin } from '../../src/engine/plugins/resolve-plugin.js';
import { PLUGIN_API_VERSION } from '../../src/plugin-api/plugin.js';

function pluginSource(namespace: string): string {
  const meta = { name: `animsmith-plugin-${namespace}`, version: '1.0.0', namespace, apiVersion: PLUGIN_API_VERSION };
  return `export default { meta: ${JSON.stringify(meta)}, checks: {} };\n`;
}

function writePackage(root: string, name: string, manifest: Record<string, unknown>, files: Record<string, string>): void {
  const dir = path.join(root, 'node_modules', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...manifest }));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
}

describe('plugin resolution', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'animsmith-resolve-'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'project', private: true }));
    writePackage(root, 'esm-only', { type: 'module', exports: { '.': { import: './index.js' } } }, { 'index.js': pluginSource('esm') });
    writePackage(root, 'main-field', { main: 'plugin.mjs' }, { 'plugin.mjs': pluginSource('classic') });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('resolves a package whose exports offer only an import condition', async () => {
    const plugin = await importPlugin(root, 'esm', 'esm-only');
    expect(plugin.meta.namespace).to.equal('esm');
  });

  it('still resolves a package through its main field', async () => {
    const plugin = await importPlugin(root, 'classic', 'main-field');
    expect(plugin.meta.namespace).to.equal('classic');
  });

  it('names a package that is not installed', async () => {
    let caught: unknown;
    await importPlugin(root, 'gone', 'not-there').catch((error: unknown) => (caught = error));
    expect(caught).to.be.instanceOf(OperatorError);
    expect((caught as Error).message).to.equal("plugin 'gone': package 'not-there' is not installed in this project (npm install --save-dev not-there)");
  });
});
