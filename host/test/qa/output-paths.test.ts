/**
 * `-o FILE`: refused targets end in exit 2 with one line and leave the old file alone; special
 * targets are written through, never replaced; a failing lint's report arrives whole on a pipe.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { runCli, runCliProcess } from '@animsmith/test-utils';
import { expectRefusal, expectValidOutput, sharedTrackGlb, tempDir } from './qa-support.js';

describe('QA: output paths', function () {
  this.timeout(120000);
  let dir: string;
  before(() => {
    dir = tempDir('output');
    writeFileSync(path.join(dir, 'clip.glb'), sharedTrackGlb(['walk']));
    writeFileSync(path.join(dir, 'early.glb'), sharedTrackGlb(['early'], { times: [-1, 1] }));
  });
  after(() => {
    for (const name of readdirSync(dir)) {
      try {
        chmodSync(path.join(dir, name), 0o755);
      } catch {
        // a dangling link or a FIFO: removal below does not need it
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** No temporary sibling is left behind by a refused or finished write. */
  function noTempFiles(folder = dir): void {
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).to.deep.equal([]);
  }

  for (const command of [['lint', '--format', 'json'], ['measure']]) {
    it(`${command[0]} -o into a missing folder: exit 2, one line`, async () => {
      expectRefusal(await runCli([...command, '-o', 'missing/report.json', 'clip.glb'], { cwd: dir }), /^animsmith: cannot write missing\/report\.json: no such file$/);
      noTempFiles();
    });
  }

  it('-o onto a directory: exit 2, one line, the directory untouched', async () => {
    mkdirSync(path.join(dir, 'out.json'));
    expectRefusal(await runCli(['lint', '--format', 'json', '-o', 'out.json', 'clip.glb'], { cwd: dir }), /^animsmith: cannot write out\.json: is a directory$/);
    expect(statSync(path.join(dir, 'out.json')).isDirectory()).to.equal(true);
    expect(readdirSync(path.join(dir, 'out.json'))).to.deep.equal([]);
  });

  it('-o onto a read-only file: exit 2, one line, the old file intact (a rename would replace it)', async () => {
    const file = path.join(dir, 'readonly.json');
    writeFileSync(file, 'old report\n');
    chmodSync(file, 0o444);
    for (const command of [['lint', '--format', 'json'], ['lint'], ['measure']]) {
      expectRefusal(await runCli([...command, '-o', 'readonly.json', 'clip.glb'], { cwd: dir }), /^animsmith: cannot write readonly\.json: the file is read-only$/);
      expect(readFileSync(file, 'utf8')).to.equal('old report\n');
      expect(statSync(file).mode & 0o777).to.equal(0o444);
    }
    noTempFiles();
  });

  it('-o into a path no one can write (a folder that is a regular file): exit 2, one line, the file intact', async () => {
    // Root writes into read-only folders, and CI runs as root: a regular file used as a folder
    // refuses everyone.
    writeFileSync(path.join(dir, 'notes.txt'), 'notes\n');
    for (const command of [['lint', '--format', 'json'], ['measure']]) {
      expectRefusal(await runCli([...command, '-o', 'notes.txt/report.json', 'clip.glb'], { cwd: dir }), /^animsmith: cannot write notes\.txt\/report\.json: a path segment is not a directory$/);
      expect(readFileSync(path.join(dir, 'notes.txt'), 'utf8')).to.equal('notes\n');
    }
    noTempFiles();
  });

  it('-o with an empty path: exit 2, one line', async () => {
    expectRefusal(await runCli(['lint', '-o', '', 'clip.glb'], { cwd: dir }), /^animsmith: cannot write to an empty output path$/);
  });

  it('an input error leaves an existing -o file untouched', async () => {
    writeFileSync(path.join(dir, 'keep.json'), 'old report\n');
    expectRefusal(await runCli(['lint', '--format', 'json', '-o', 'keep.json', 'missing.glb'], { cwd: dir }), /cannot read missing\.glb: no such file/);
    expect(readFileSync(path.join(dir, 'keep.json'), 'utf8')).to.equal('old report\n');
  });

  it('-o replaces an existing file atomically and keeps its permissions', async () => {
    const file = path.join(dir, 'private.json');
    writeFileSync(file, 'old report\n');
    chmodSync(file, 0o600);
    const r = await runCli(['lint', '--format', 'json', '-o', 'private.json', 'clip.glb'], { cwd: dir });
    expect(r.status, r.stderr).to.be.oneOf([0, 1]);
    expect(r.stdout).to.equal('');
    expectValidOutput(readFileSync(file, 'utf8'));
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    noTempFiles();
  });

  it('-o onto a symbolic link replaces the link; its target is never written (lint, measure, report)', async () => {
    writeFileSync(path.join(dir, 'target.json'), 'old\n');
    for (const [command, out] of [[['lint', '--format', 'json'], 'link.json'], [['measure'], 'link-m.json'], [['report'], 'link.html']] as const) {
      symlinkSync('target.json', path.join(dir, out));
      const r = await runCli([...command, '-o', out, 'clip.glb'], { cwd: dir });
      expect(r.status, r.stderr).to.be.oneOf([0, 1]);
      expect(lstatSync(path.join(dir, out)).isFile(), out).to.equal(true);
      expect(readFileSync(path.join(dir, 'target.json'), 'utf8')).to.equal('old\n');
    }
    expectValidOutput(readFileSync(path.join(dir, 'link.json'), 'utf8'));
    noTempFiles();
  });

  it('-o onto a dangling link replaces the link, like any other link', async () => {
    symlinkSync('nowhere/else.json', path.join(dir, 'dangling.json'));
    const r = await runCli(['lint', '--format', 'json', '-o', 'dangling.json', 'clip.glb'], { cwd: dir });
    expect(r.status, r.stderr).to.be.oneOf([0, 1]);
    expect(lstatSync(path.join(dir, 'dangling.json')).isFile()).to.equal(true);
    expectValidOutput(readFileSync(path.join(dir, 'dangling.json'), 'utf8'));
  });

  it('-o onto a link to a character device writes the device (as -o /dev/stdout does), the link kept', async () => {
    symlinkSync('/dev/null', path.join(dir, 'null.json'));
    const r = await runCli(['lint', '--format', 'json', '-o', 'null.json', 'clip.glb'], { cwd: dir });
    expect(r.status, r.stderr).to.be.oneOf([0, 1]);
    expect(r.stderr).to.equal('');
    expect(lstatSync(path.join(dir, 'null.json')).isSymbolicLink()).to.equal(true);
  });

  it('-o onto a FIFO writes into it instead of replacing it with a regular file', async function () {
    // The same path decides `-o /dev/null` and `-o /dev/stdout`: renaming over a device node
    // replaced /dev/null itself (as root) with the report.
    const fifo = path.join(dir, 'pipe.json');
    const made = spawnSync('mkfifo', [fifo], { encoding: 'utf8' });
    expect(made.status, `mkfifo: ${made.error?.message ?? made.stderr}`).to.equal(0);
    const reader = spawn('cat', [fifo]);
    let received = '';
    reader.stdout.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<void>((resolve) => reader.on('close', () => resolve()));
    const r = await runCliProcess(['lint', '--format', 'json', '-o', 'pipe.json', 'clip.glb'], { cwd: dir });
    const timer = setTimeout(() => reader.kill(), 10000);
    await closed;
    clearTimeout(timer);
    expect(r.status, r.stderr).to.be.oneOf([0, 1]);
    expect(r.stderr).to.equal('');
    expect(lstatSync(fifo).isFIFO()).to.equal(true);
    expectValidOutput(received);
  });

  it('a failing lint delivers its whole report through a pipe (no cut at 64 KiB)', async () => {
    // 1,500 clips make a report far larger than a pipe buffer; the negative start makes lint exit 1,
    // which used to end the process before the queued rest of stdout was written.
    writeFileSync(path.join(dir, 'many.glb'), sharedTrackGlb(Array.from({ length: 1500 }, (_, i) => `clip${i}`), { times: [-1, 1] }));
    for (const format of ['json', 'sarif', 'markdown', 'text']) {
      const r = await runCliProcess(['lint', '--format', format, 'many.glb'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(1);
      expect(r.stdout.length, format).to.be.greaterThan(65536);
      expect(r.stdout.endsWith('\n'), format).to.equal(true);
      if (format === 'json') expectValidOutput(r.stdout);
      if (format === 'sarif') JSON.parse(r.stdout);
    }
  });

  it('-o in a lint that exits 1 still writes the whole report', async () => {
    const r = await runCli(['lint', '--format', 'json', '-o', 'early.json', 'early.glb'], { cwd: dir });
    expect(r.status).to.equal(1);
    expect(r.stdout).to.equal('');
    expectValidOutput(readFileSync(path.join(dir, 'early.json'), 'utf8'));
  });
});
