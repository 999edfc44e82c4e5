import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS, runCli, runCliProcess } from '@animsmith/test-utils';

const CLIP = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');
const DIRTY = path.join(CORPUS, 'gltf/animsmith-clip/clip-dirty.glb');

describe('test-utils: the in-process CLI runner', () => {
  it('gives what the real bin gives: exit code, stdout and stderr', async () => {
    for (const args of [['lint', '--format', 'json', CLIP], ['lint', '--format', 'json', DIRTY], ['lint', 'missing.glb'], ['frobnicate'], ['lint'], ['rigc', 'ingest', '--help']]) {
      const [inProcess, spawned] = [await runCli(args), await runCliProcess(args)];
      expect(inProcess, args.join(' ')).to.deep.equal(spawned);
    }
  });

  it('restores the working directory, exit code and standard streams it borrowed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-runner-'));
    const before = { cwd: process.cwd(), exitCode: process.exitCode, stdout: process.stdout.write, stderr: process.stderr.write, listeners: process.stdout.listenerCount('error') };
    try {
      const r = await runCli(['frobnicate'], { cwd: dir });
      expect(r.status).to.equal(2);
      expect({ cwd: process.cwd(), exitCode: process.exitCode, stdout: process.stdout.write, stderr: process.stderr.write, listeners: process.stdout.listenerCount('error') }).to.deep.equal(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs overlapping calls one after another, each with its own output', async () => {
    const [a, b] = await Promise.all([runCli(['lint', '--format', 'json', CLIP]), runCli(['frobnicate'])]);
    expect(a.status).to.equal(0);
    expect(JSON.parse(a.stdout)).to.have.property('files');
    expect(b.status).to.equal(2);
    expect(b.stdout).to.equal('');
  });
});
