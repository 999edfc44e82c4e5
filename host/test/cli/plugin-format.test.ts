/** `lint --format` takes any registered format, including one a project plugin taps. */
import { expect } from 'chai';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS } from '@animsmith/test-utils';
import { scratchProject } from '@animsmith/test-utils/engine-project';

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
  const project = scratchProject('format-');
  beforeEach(() => {
    writeFileSync(path.join(project.dir, 'tally.mjs'), PLUGIN);
    copyFileSync(path.join(CORPUS, 'gltf/animsmith-clip/clip.glb'), path.join(project.dir, 'clip.glb'));
    project.configure('[plugins]\ntally = "./tally.mjs"\n');
  });

  it('renders through the plugin format', async () => {
    const r = await project.run(['lint', '--format', 'tally', 'clip.glb']);
    expect(r.stderr).to.equal('');
    expect(r.stdout).to.match(/^clip\.glb \d+ checks\n$/);
  });

  it('refuses a format nobody registered, listing the registered ones', async () => {
    const r = await project.run(['lint', '--format', 'yaml', 'clip.glb']);
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
    expect(r.stderr).to.equal('animsmith: --format yaml: no such format (registered: github, json, markdown, sarif, tally, text)\n');
  });
});
