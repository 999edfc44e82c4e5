/**
 * Smoke tests through the real `bin/run.cjs` in a child process. Most CLI tests run the commands
 * in-process (`runCli`); these check what only a process shows: the exit code oclif's handler
 * gives the process, stderr as the user's terminal receives it, stdout as a pipe receives it, and
 * project plugins read afresh on every run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { BIN, CORPUS, REPO, runCliProcess, type CliResult } from '@animsmith/test-utils';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';

const CLIP = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');
const DIRTY = path.join(CORPUS, 'gltf/animsmith-clip/clip-dirty.glb');
const validateOutput = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;

/** Exit 2, nothing on stdout, one `animsmith: …` line and no stack trace. */
function expectOneLineRefusal(r: CliResult, pattern: RegExp): void {
  expect(r.status, r.stderr).to.equal(2);
  expect(r.stdout).to.equal('');
  const lines = r.stderr.replace(/\n$/, '').split('\n');
  expect(lines, r.stderr).to.have.length(1);
  expect(lines[0]).to.match(/^animsmith: /);
  expect(lines[0]).to.match(pattern);
}

describe('the real bin in a child process', () => {
  it('exit 0 for a clean lint, with a schema-valid report on stdout and nothing on stderr', async () => {
    const r = await runCliProcess(['lint', '--format', 'json', CLIP]);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stderr).to.equal('');
    const document = JSON.parse(r.stdout);
    expect(validateOutput(document), JSON.stringify(validateOutput.errors?.slice(0, 3))).to.equal(true);
  });

  it('exit 1 for a lint with errors, the whole report still on stdout', async () => {
    const r = await runCliProcess(['lint', '--format', 'json', DIRTY]);
    expect(r.status, r.stderr).to.equal(1);
    expect(validateOutput(JSON.parse(r.stdout))).to.equal(true);
  });

  it('exit 2 and one line for a missing input', async () => {
    expectOneLineRefusal(await runCliProcess(['lint', 'missing.glb']), /cannot read missing\.glb: no such file$/);
  });

  it('exit 2 and one line for an unknown command', async () => {
    expectOneLineRefusal(await runCliProcess(['frobnicate']), /^animsmith: unknown command "frobnicate"; commands: /);
  });

  it('exit 2 and one line for an unknown flag', async () => {
    expectOneLineRefusal(await runCliProcess(['lint', '--frobnicate', CLIP]), /--frobnicate/);
  });

  it('exit 2 and one line for a missing argument', async () => {
    expectOneLineRefusal(await runCliProcess(['lint']), /^animsmith: missing required argument /);
  });

  it('exit 0 for --help and --version, on stdout', async () => {
    const help = await runCliProcess(['lint', '--help']);
    expect(help.status, help.stderr).to.equal(0);
    expect(help.stdout).to.match(/^Lint|USAGE/m);
    const version = await runCliProcess(['--version']);
    expect(version.status, version.stderr).to.equal(0);
    expect(version.stdout).to.match(/^@animsmith\/cli\/\d+\.\d+\.\d+ /);
  });

  it('a reader that closes the pipe early does not turn into a stack trace or another exit code', async () => {
    const child = spawn(process.execPath, [BIN, 'lint', '--format', 'json', DIRTY], { cwd: REPO, env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expect(status, stderr).to.equal(1);
    expect(stderr).to.not.match(/\n\s+at /);
  });

  describe('a project plugin edited between runs', () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-plugin-edit-'));
      writeFileSync(path.join(dir, 'animsmith.toml'), '[plugins]\nstudio = "./p.mjs"\n');
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    const plugin = (description: string) =>
      `export default { meta: { name: 'p', version: '1.0.0', namespace: 'studio', apiVersion: 1 }, checks: { note: { meta: { type: 'mechanical', docs: { description: '${description}' }, defaultSeverity: 'warn', messages: { m: 'm' } }, create() {} } } };\n`;

    it('is read afresh by every run (each run is a new process)', async () => {
      for (const description of ['first version', 'second version']) {
        writeFileSync(path.join(dir, 'p.mjs'), plugin(description));
        const r = await runCliProcess(['checks', 'list'], { cwd: dir });
        expect(r.status, r.stderr).to.equal(0);
        expect(r.stdout).to.match(new RegExp(`studio/note\\s+warn\\s+p: ${description}`));
      }
    });
  });
});
