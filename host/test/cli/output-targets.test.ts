/**
 * `-o` onto something that is not a regular file: a FIFO nobody reads used to hang the run (a
 * blocking open never returns). It is refused at once; character devices (`-o /dev/null`) still
 * take the output. The lint/measure writer and the plugin commands' multi-file writer share the rule.
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS, runCli, runCliProcess } from '@animsmith/test-utils';

const CLIP = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');
const SPINE = path.join(CORPUS, 'spine/1-weight-and-mass-drop-ess.json');

/**
 * A real process: a regression to a blocking open of the FIFO would stop a run for good, which the
 * spawned run's hang guard turns into a failed assertion (status null) instead of a stuck suite.
 */
const runBounded = (args: readonly string[], cwd: string) => runCliProcess(args, { cwd });

function expectRefused(r: { status: number | null; stdout: string; stderr: string }, given: string) {
  expect(r.status, 'the run must end (not hang) with exit 2').to.equal(2);
  expect(r.stdout).to.equal('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).to.have.length(1);
  expect(lines[0]).to.match(new RegExp(`^animsmith: cannot write ${given.replace(/[.]/g, '\\.')}: not a regular file`));
}

describe('-o onto a non-regular file', () => {
  let dir: string;
  let fifo: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-targets-'));
    fifo = path.join(dir, 'f.glb');
    const made = spawnSync('mkfifo', [fifo], { encoding: 'utf8' });
    expect(made.status, `mkfifo: ${made.error?.message ?? made.stderr}`).to.equal(0);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('lint -o FIFO with no reader: refused at once, the FIFO left as it was', async () => {
    expectRefused(await runBounded(['lint', CLIP, '-o', 'f.glb'], dir), 'f.glb');
    expect(lstatSync(fifo).isFIFO()).to.equal(true);
  });

  it('measure -o FIFO with no reader: refused at once', async () => {
    expectRefused(await runBounded(['measure', CLIP, '-o', 'f.glb'], dir), 'f.glb');
  });

  it('-o /dev/null still takes the report (a character device is written in place)', async () => {
    const r = await runBounded(['lint', CLIP, '--format', 'json', '-o', '/dev/null'], dir);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.equal('');
    expect(lstatSync('/dev/null').isCharacterDevice()).to.equal(true);
  });

  describe('plugin commands (rigc build, the multi-file writer)', () => {
    let specs: string;
    before(async () => {
      specs = path.join(dir, 'specs');
      mkdirSync(specs);
      const r = await runCli(['rigc', 'ingest', SPINE, '--name', 'drop', '--art', 'none', '-o', specs]);
      expect(r.status, `rigc ingest (the specs these tests build from): ${r.stderr}`).to.equal(0);
      expect(existsSync(path.join(specs, 'drop.rig.json')), 'rigc ingest wrote drop.rig.json').to.equal(true);
    });
    const build = (out: string) => runBounded(['rigc', 'build', path.join(specs, 'drop.rig.json'), path.join(specs, 'drop.motion.json'), '-o', out], dir);

    it('refuses a FIFO with no reader at once', async () => {
      expectRefused(await build('f.glb'), 'f.glb');
      expect(lstatSync(fifo).isFIFO()).to.equal(true);
    });

    it('writes /dev/null like lint does', async () => {
      const r = await build('/dev/null');
      expect(r.status, r.stderr).to.equal(0);
      expect(lstatSync('/dev/null').isCharacterDevice()).to.equal(true);
    });
  });
});
