/**
 * The same input and options give byte-identical output, and no host path (the repository, the
 * temporary folder) appears in it when the input path is relative.
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { CORPUS, REPO, runCli } from '@animsmith/test-utils';
import { expectValidOutput, tempDir } from './qa-support.js';

function corpusFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(glb|gltf)$/.test(name)) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out;
}

describe('QA: determinism', function () {
  this.timeout(180000);
  let dir: string;
  let files: string[];
  before(() => {
    // A copy, so the input paths are relative and the folder is a fresh temporary one.
    dir = tempDir('determinism');
    cpSync(path.join(CORPUS, 'gltf'), path.join(dir, 'gltf'), { recursive: true });
    files = corpusFiles(dir);
    expect(files.length).to.be.greaterThan(5);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const hostPaths = () => [dir, REPO.replace(/\/$/, ''), path.dirname(CORPUS)].filter((p) => p.length > 1);

  const commands: string[][] = [
    ['lint', '--format', 'json'],
    ['lint', '--format', 'text'],
    ['lint', '--format', 'markdown'],
    ['lint', '--format', 'sarif'],
    ['lint', '--format', 'github'],
    ['measure'],
    ['measure', '--format', 'text'],
  ];

  for (const command of commands) {
    it(`${command.join(' ')}: two runs over the corpus are byte-identical and carry no host path`, async () => {
      const first = await runCli([...command, ...files], { cwd: dir });
      const second = await runCli([...command, ...files], { cwd: dir });
      expect(first.status, first.stderr).to.be.oneOf([0, 1]);
      expect(first.stderr).to.equal('');
      expect(second.stdout).to.equal(first.stdout);
      for (const host of hostPaths()) expect(first.stdout, host).to.not.contain(host);
      if (command.includes('json') || (command[0] === 'measure' && command.length === 1)) expectValidOutput(first.stdout);
    });
  }

  it('inspect: two runs of every corpus file are byte-identical and carry no host path', async () => {
    for (const file of files) {
      const first = await runCli(['inspect', file], { cwd: dir });
      const second = await runCli(['inspect', file], { cwd: dir });
      expect(first.status, first.stderr).to.equal(0);
      expect(second.stdout, file).to.equal(first.stdout);
      for (const host of hostPaths()) expect(first.stdout, host).to.not.contain(host);
    }
  });

  it('a file linted alone gives the same record as in a batch, and -o gives the same bytes as stdout', async () => {
    const batch = JSON.parse((await runCli(['lint', '--format', 'json', ...files], { cwd: dir })).stdout) as { files: unknown[] };
    for (const [i, file] of files.entries()) {
      const alone = JSON.parse((await runCli(['lint', '--format', 'json', file], { cwd: dir })).stdout) as { files: unknown[] };
      expect(alone.files[0], file).to.deep.equal(batch.files[i]);
    }
    const stdout = (await runCli(['lint', '--format', 'sarif', ...files], { cwd: dir })).stdout;
    await runCli(['lint', '--format', 'sarif', '-o', 'report.sarif', ...files], { cwd: dir });
    expect(readFileSync(path.join(dir, 'report.sarif'), 'utf8')).to.equal(stdout);
  });

  it('the same file from another working directory differs only in the path it was given as', async () => {
    const here = (await runCli(['lint', '--format', 'json', files[0]!], { cwd: dir })).stdout;
    const nested = path.join(dir, 'gltf');
    const there = (await runCli(['lint', '--format', 'json', path.relative(nested, path.join(dir, files[0]!))], { cwd: nested })).stdout;
    const strip = (text: string) => text.replace(/"path": "[^"]*"/g, '"path": "…"');
    expect(strip(there)).to.equal(strip(here));
  });
});
