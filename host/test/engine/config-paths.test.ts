/**
 * Config paths in messages: `--config` is named exactly as given (`--config /dev/null` printed
 * `cannot read config null`), a discovered file relative to the working directory; names quoted
 * in key paths use one escaping style; non-finite numbers are called that.
 */
import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS, runCli } from '@animsmith/test-utils';

const CLIP = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');

function oneLine(r: { status: number | null; stdout: string; stderr: string }): string {
  expect(r.status).to.equal(2);
  expect(r.stdout).to.equal('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).to.have.length(1);
  return lines[0]!;
}

describe('config paths and values in messages', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-config-paths-'));
    writeFileSync(path.join(dir, 'package.json'), '{"name":"p"}');
    mkdirSync(path.join(dir, 'sub'));
    mkdirSync(path.join(dir, 'conf'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const lint = (args: readonly string[], cwd = dir) => runCli(['lint', ...args, CLIP], { cwd });

  it('--config /dev/null is named as given, not by its base name', async () => {
    expect(oneLine(await lint(['--config', '/dev/null']))).to.equal('animsmith: cannot read config /dev/null: not a regular file');
  });

  it('--config with a missing relative path is named as given', async () => {
    expect(oneLine(await lint(['--config', './conf/../conf/missing.toml']))).to.equal('animsmith: cannot read config ./conf/../conf/missing.toml: no such file');
  });

  it('--config package.json reads its animsmith key, not the whole manifest', async () => {
    const pkg = path.join(dir, 'conf', 'package.json');
    writeFileSync(pkg, JSON.stringify({ name: 'game', version: '1.0.0', animsmith: { checks: { 'quat-norm': { severity: 'off' } } } }));
    const r = await runCli(['lint', '--format', 'json', '--config', pkg, CLIP], { cwd: dir });
    expect(r.stderr).to.equal('');
    const doc = JSON.parse(r.stdout) as { files: { checks: { check_id: string; configuration: string }[] }[] };
    expect(doc.files[0]!.checks.find((c) => c.check_id === 'quat-norm')!.configuration).to.equal('disabled');
    writeFileSync(pkg, JSON.stringify({ name: 'game' }));
    expect(oneLine(await lint(['--config', pkg]))).to.equal(`animsmith: bad config ${pkg}: no "animsmith" key (the configuration lives under package.json#animsmith)`);
  });

  it('--config with a bad file names it as given in the parse error', async () => {
    writeFileSync(path.join(dir, 'conf', 'bad.toml'), '[rigs]\n');
    expect(oneLine(await lint(['--config', path.join(dir, 'conf', 'bad.toml')]))).to.equal(`animsmith: bad config ${path.join(dir, 'conf', 'bad.toml')}: rigs: unknown key (did you mean "rig"?)`);
  });

  it('an empty --config is refused', async () => {
    expect(oneLine(await lint(['--config', '']))).to.equal('animsmith: --config: empty path');
  });

  it('a config discovered in a parent folder is named relative to the working directory', async () => {
    writeFileSync(path.join(dir, 'animsmith.toml'), '[rigs]\n');
    try {
      expect(oneLine(await lint([], path.join(dir, 'sub')))).to.equal(`animsmith: bad config ${path.join('..', 'animsmith.toml')}: rigs: unknown key (did you mean "rig"?)`);
    } finally {
      rmSync(path.join(dir, 'animsmith.toml'));
    }
  });

  it('quotes key names with escapeTerminal only (no JSON \\u001b next to \\u{202e})', async () => {
    writeFileSync(path.join(dir, 'conf', 'keys.toml'), '[clips."a\\u001b[31m\\u202e\\"b"]\nloop = 3\n');
    const line = oneLine(await lint(['--config', 'conf/keys.toml']));
    expect(line).to.equal('animsmith: bad config conf/keys.toml: clips."a\\u{1b}[31m\\u{202e}\\"b".loop: expected a boolean (true or false), got number 3');
  });

  for (const literal of ['1e999', 'inf', 'nan']) {
    it(`calls a TOML ${literal} "not a finite number"`, async () => {
      writeFileSync(path.join(dir, 'conf', 'num.toml'), `[clips.swing]\nduration_s = { value = ${literal}, tolerance = 0 }\n`);
      expect(oneLine(await lint(['--config', 'conf/num.toml']))).to.match(/^animsmith: bad config conf\/num\.toml: clips\.swing\.duration_s\.value: (Infinity|NaN) is not a finite number$/);
    });
  }
});
