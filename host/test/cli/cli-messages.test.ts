/**
 * Operator-error lines and help text from the QA pass: decimal-only numeric flags, --time at the
 * end as `inspect` displays it, argument help naming every built-in format, the missing-argument
 * line, and a batch that stops at a bad file saying so.
 */
import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS, runCli } from '@animsmith/test-utils';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const CLIP = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');

function errorLine(r: { status: number | null; stdout: string; stderr: string }): string {
  expect(r.status, r.stderr).to.equal(2);
  expect(r.stdout).to.equal('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).to.have.length(1);
  return lines[0]!;
}

const poseAt = (clip: string, time: string) => runCli(['pose', FOX, '--clip', clip, '--time', time]);

describe('pose --time parsing', () => {
  for (const text of ['0x10', '0b1', '0o7', '1_0', ' ', '1s']) {
    it(`refuses the non-decimal ${JSON.stringify(text)}`, async () => {
      expect(errorLine(await poseAt('Walk', text))).to.equal(`animsmith: --time must be a decimal number of seconds, got '${text}'`);
    });
  }

  for (const text of ['1e999', '-1e999', 'Infinity', '-Infinity', 'NaN']) {
    it(`refuses ${text} as "not a finite number"`, async () => {
      expect(errorLine(await poseAt('Walk', text))).to.equal(`animsmith: --time '${text}' is not a finite number`);
    });
  }

  it('accepts decimal forms (.25, +0.5, 2.5e-1)', async () => {
    const times = await Promise.all(['.25', '+0.25', '2.5e-1'].map(async (t) => {
      const r = await poseAt('Walk', t);
      expect(r.status, r.stderr).to.equal(0);
      return (JSON.parse(r.stdout) as { instant: { time_s: number } }).instant.time_s;
    }));
    expect(times).to.deep.equal([0.25, 0.25, 0.25]);
  });

  // inspect shows six significant digits: Survey lasts 3.4166667461395264 s and displays as 3.41667.
  it("accepts the end time as inspect displays it, rounded up, and poses the clip's last instant", async () => {
    const inspect = (await runCli(['inspect', FOX])).stdout;
    const shown = /'Survey': ([0-9.]+) s/.exec(inspect)![1]!;
    expect(Number(shown)).to.be.greaterThan(3.4166667461395264);
    const atShown = await runCli(['pose', FOX, '--clip', 'Survey', '--time', shown]);
    expect(atShown.status, atShown.stderr).to.equal(0);
    const atEnd = await runCli(['pose', FOX, '--clip', 'Survey', '--time', '3.4166667461395264']);
    expect(atShown.stdout).to.equal(atEnd.stdout);
  });

  it('still refuses a time past the displayed precision, naming the exact bounds', async () => {
    expect(errorLine(await poseAt('Survey', '3.41668'))).to.equal("animsmith: --time 3.41668 is outside clip 'Survey' [0, 3.4166667461395264]");
  });
});

describe('argument help and the missing-argument line', () => {
  for (const command of ['lint', 'measure', 'inspect', 'report', 'pose']) {
    it(`${command} --help names every built-in input format`, async () => {
      const r = await runCli([command, '--help']);
      expect(r.status).to.equal(0);
      const args = r.stdout.split('\nARGUMENTS\n')[1]!.split('\n\n')[0]!;
      expect(args).to.contain('(glTF/GLB, FBX, Spine JSON)');
    });
  }

  it('names the missing argument and what it takes on one readable line', async () => {
    expect(errorLine(await runCli(['lint']))).to.equal('animsmith: missing required argument files: Files, folders or globs to lint (glTF/GLB, FBX, Spine JSON) (see --help)');
    const line = errorLine(await runCli(['checks', 'describe']));
    expect(line).to.equal('animsmith: missing required argument id: Check id as checks list prints it, e.g. studio/max-bones (see --help)');
    expect(line).to.not.match(/ {2}/);
  });
});

describe('a batch with one bad file', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-batch-'));
    writeFileSync(path.join(dir, 'a.glb'), readFileSync(CLIP));
    writeFileSync(path.join(dir, 'c.glb'), readFileSync(CLIP));
    writeFileSync(path.join(dir, 'bad.glb'), readFileSync(CLIP).subarray(0, 100));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const command of ['lint', 'measure']) {
    it(`${command}: names the file in one line, still reports the others, and exits 2`, async () => {
      const r = await runCli([command, '--format', 'json', 'a.glb', 'bad.glb', 'c.glb'], { cwd: dir });
      expect(r.status).to.equal(2);
      expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
      expect(r.stderr).to.match(/^animsmith: bad\.glb: truncated GLB: /);
      const doc = JSON.parse(r.stdout) as { files: { path: string }[]; fatal_files: { path: string }[] };
      expect(doc.files.map((f) => f.path)).to.deep.equal(['a.glb', 'c.glb']);
      expect(doc.fatal_files.map((f) => f.path)).to.deep.equal(['bad.glb']);
    });
  }

  it('a single bad file keeps the plain line', async () => {
    expect(errorLine(await runCli(['lint', 'bad.glb'], { cwd: dir }))).to.match(/^animsmith: bad\.glb: truncated GLB: [^(]*$/);
  });
});
