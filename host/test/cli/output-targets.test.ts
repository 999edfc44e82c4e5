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
import { BIN, CORPUS, runCli } from '../support/cli.js';

const CLIP = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');
const SPINE = path.join(CORPUS, 'spine/1-weight-and-mass-drop-ess.json');

/** Like runCli, but a hang ends in a failed assertion (status null) instead of a stuck suite. */
function runBounded(args: readonly string[], cwd: string) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30000, env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

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
  before(function () {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-targets-'));
    fifo = path.join(dir, 'f.glb');
    if (spawnSync('mkfifo', [fifo]).status !== 0) this.skip();
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('lint -o FIFO with no reader: refused at once, the FIFO left as it was', () => {
    expectRefused(runBounded(['lint', CLIP, '-o', 'f.glb'], dir), 'f.glb');
    expect(lstatSync(fifo).isFIFO()).to.equal(true);
  });

  it('measure -o FIFO with no reader: refused at once', () => {
    expectRefused(runBounded(['measure', CLIP, '-o', 'f.glb'], dir), 'f.glb');
  });

  it('-o /dev/null still takes the report (a character device is written in place)', () => {
    const r = runBounded(['lint', CLIP, '--format', 'json', '-o', '/dev/null'], dir);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.equal('');
    expect(lstatSync('/dev/null').isCharacterDevice()).to.equal(true);
  });

  describe('plugin commands (rigc build, the multi-file writer)', () => {
    let specs: string;
    before(function () {
      specs = path.join(dir, 'specs');
      mkdirSync(specs);
      const r = runCli(['rigc', 'ingest', SPINE, '--name', 'drop', '--art', 'none', '-o', specs]);
      if (r.status !== 0 || !existsSync(path.join(specs, 'drop.rig.json'))) this.skip();
    });
    const build = (out: string) => runBounded(['rigc', 'build', path.join(specs, 'drop.rig.json'), path.join(specs, 'drop.motion.json'), '-o', out], dir);

    it('refuses a FIFO with no reader at once', () => {
      expectRefused(build('f.glb'), 'f.glb');
      expect(lstatSync(fifo).isFIFO()).to.equal(true);
    });

    it('writes /dev/null like lint does', () => {
      const r = build('/dev/null');
      expect(r.status, r.stderr).to.equal(0);
      expect(lstatSync('/dev/null').isCharacterDevice()).to.equal(true);
    });
  });
});
