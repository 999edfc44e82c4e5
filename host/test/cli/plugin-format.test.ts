/** `lint --format` takes any registered format, including one a project plugin taps. */
import { expect } from 'chai';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS, runCli } from '@animsmith/test-utils';

const PLUGIN = `export default {
  meta: { name: 'animsmith-plugin-tally', version: '1.0.0', namespace: 'tally', apiVersion: 1 },
  apply(hooks) {
    hooks.formats.for('tally').tap(({ output }) =>
      output.command === 'lint' ? output.files.map((f) => f.path + ' ' + f.checks.length + ' checks').join('\\n') + '\\n' : undefined,
    );
  },
};
`;

describe('lint --format from a project plugin', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-format-'));
    writeFileSync(path.join(dir, 'package.json'), '{"name":"game"}');
    writeFileSync(path.join(dir, 'tally.mjs'), PLUGIN);
    writeFileSync(path.join(dir, 'animsmith.toml'), '[plugins]\ntally = "./tally.mjs"\n');
    copyFileSync(path.join(CORPUS, 'gltf/animsmith-clip/clip.glb'), path.join(dir, 'clip.glb'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('renders through the plugin format', async () => {
    const r = await runCli(['lint', '--format', 'tally', 'clip.glb'], { cwd: dir });
    expect(r.stderr).to.equal('');
    expect(r.stdout).to.match(/^clip\.glb \d+ checks\n$/);
  });

  it('refuses a format nobody registered, listing the registered ones', async () => {
    const r = await runCli(['lint', '--format', 'yaml', 'clip.glb'], { cwd: dir });
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
    expect(r.stderr).to.equal('animsmith: --format yaml: no such format (registered: github, json, markdown, sarif, tally, text)\n');
  });
});
