/**
 * Multi-file publication (`rigc ingest`) holds: members are staged and promoted by rename, a
 * failure rolls promoted members back, special targets are refused before anything is written,
 * and links in the output folder are replaced, never written through. Every refusal leaves the
 * destination folder exactly as it was (names, kinds, contents, link targets, modes).
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { publishAll } from '../../src/output/publish-files.js';
import { runCli, type CliResult } from '@animsmith/test-utils';

/** A small Spine 4.3 skeleton ingest accepts. */
const SKELETON = JSON.stringify({ skeleton: { spine: '4.3.00' }, bones: [{ name: 'root' }, { name: 'hip', parent: 'root' }], animations: { walk: { bones: { hip: { rotate: [{ time: 0 }, { time: 1, value: 30 }] } } } } });

/** Everything observable about a folder's entries, links not followed. */
function snapshot(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(folder).sort()) {
    const file = path.join(folder, name);
    const stat = lstatSync(file);
    const mode = (stat.mode & 0o7777).toString(8);
    if (stat.isSymbolicLink()) out[name] = `link -> ${readlinkSync(file)}`;
    else if (stat.isFIFO()) out[name] = `fifo ${mode}`;
    else if (stat.isDirectory()) out[name] = `dir ${mode}`;
    else out[name] = `file ${mode} ${readFileSync(file, 'utf8')}`;
  }
  return out;
}

function mkfifo(file: string): void {
  const made = spawnSync('mkfifo', [file]);
  if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr}`);
}

describe('publication of multi-file outputs (rigc ingest)', function () {
  this.timeout(120000);
  let root: string;
  let out: string;
  let skeleton: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'animsmith-publish-'));
    out = path.join(root, 'out');
    mkdirSync(out);
    skeleton = path.join(root, 'hero.json');
    writeFileSync(skeleton, SKELETON);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const ingest = (name = 'hero') => runCli(['rigc', 'ingest', skeleton, '--name', name, '--art', 'none', '-o', out, '--format', 'json']);

  async function expectRefusedLeavingFolder(before: Record<string, string>, file: string, reason: RegExp, given?: Promise<CliResult>): Promise<void> {
    const r = await (given ?? ingest());
    expect(r.status, r.stderr).to.equal(2);
    expect(r.stdout).to.equal('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines, r.stderr).to.have.length(1);
    expect(lines[0]).to.include(file);
    expect(lines[0]).to.match(reason);
    expect(snapshot(out)).to.deep.equal(before);
  }

  it('control: both members are written as regular files', async () => {
    const r = await ingest();
    expect(r.status, r.stderr).to.equal(0);
    expect(Object.keys(snapshot(out))).to.deep.equal(['hero.motion.json', 'hero.rig.json']);
  });

  it('a FIFO member: refused before anything is written, the folder exactly as it was', async () => {
    writeFileSync(path.join(out, 'hero.rig.json'), 'old rig');
    mkfifo(path.join(out, 'hero.motion.json'));
    await expectRefusedLeavingFolder(snapshot(out), 'hero.motion.json', /it is a FIFO, and files written together must be regular files/);
  });

  it('a member that links to /dev/full: refused before anything is written', async () => {
    symlinkSync('/dev/full', path.join(out, 'hero.motion.json'));
    await expectRefusedLeavingFolder(snapshot(out), 'hero.motion.json', /it is a character device/);
  });

  it('a link planted in the output folder is replaced, never written through', async () => {
    const victim = path.join(root, 'victim.txt');
    writeFileSync(victim, 'precious');
    symlinkSync(victim, path.join(out, 'hero.rig.json'));
    symlinkSync(path.join(root, 'missing.txt'), path.join(out, 'hero.motion.json'));
    const r = await ingest();
    expect(r.status, r.stderr).to.equal(0);
    expect(readFileSync(victim, 'utf8')).to.equal('precious');
    expect(readdirSync(root).sort()).to.deep.equal(['hero.json', 'out', 'victim.txt']);
    for (const name of ['hero.rig.json', 'hero.motion.json']) {
      expect(lstatSync(path.join(out, name)).isFile(), name).to.equal(true);
      expect(JSON.parse(readFileSync(path.join(out, name), 'utf8'))).to.be.an('object');
    }
  });

  it('a planted link next to a FIFO: refused, the link and its target untouched', async () => {
    const victim = path.join(root, 'victim.txt');
    writeFileSync(victim, 'precious');
    symlinkSync(victim, path.join(out, 'hero.rig.json'));
    mkfifo(path.join(out, 'hero.motion.json'));
    await expectRefusedLeavingFolder(snapshot(out), 'hero.motion.json', /FIFO/);
    expect(readFileSync(victim, 'utf8')).to.equal('precious');
  });

  it('a name near the file-system limit: the long name works, one too long is a plain one-line refusal', async () => {
    const fits = 'n'.repeat(240);
    expect((await ingest(fits)).status).to.equal(0);
    expect(readdirSync(out).sort()).to.deep.equal([`${fits}.motion.json`, `${fits}.rig.json`]);
    rmSync(out, { recursive: true });
    mkdirSync(out);
    const before = snapshot(out);
    const tooLong = 'n'.repeat(250);
    await expectRefusedLeavingFolder(before, `${tooLong}.rig.json`, /: name too long$/, ingest(tooLong));
  });

  it('a set of one file may still target a device (rigc build -o /dev/null): nothing to roll back', () => {
    expect(() => publishAll(root, [{ path: '/dev/null', text: 'x' }])).to.not.throw();
    expect(() => publishAll(root, [{ path: '/dev/null', text: 'x' }, { path: path.join(out, 'b.json'), text: 'y' }])).to.throw(/^cannot write \/dev\/null: it is a character device/);
    expect(readdirSync(out)).to.deep.equal([]);
  });

  it('a promotion that fails half-way rolls the promoted members back to their prior state', () => {
    writeFileSync(path.join(out, 'a.json'), 'old a');
    symlinkSync('elsewhere.json', path.join(out, 'b.json'));
    const before = snapshot(out);
    let renames = 0;
    const failThird = (from: string, to: string) => {
      renames += 1;
      if (renames === 3) throw Object.assign(new Error('disk on fire'), { code: 'EIO' });
      renameSync(from, to);
    };
    const files = ['a.json', 'b.json', 'c.json'].map((name) => ({ path: path.join(out, name), text: `new ${name}` }));
    expect(() => publishAll(root, files, [], { rename: failThird })).to.throw(/^cannot write .*c\.json: EIO$/);
    expect(snapshot(out)).to.deep.equal(before);
  });
});
