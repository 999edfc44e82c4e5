import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS, REPO, runCli } from '@animsmith/test-utils';
import { createClipExpectationResolver, globMatches } from '../../src/engine/config/clip-expectations.js';

const CLIP = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');

describe('configuration', () => {
  describe('clip expectation overlay', () => {
    it('matches * as any run, including an empty one', () => {
      expect(globMatches('walk*', 'walk')).to.equal(true);
      expect(globMatches('*_loop', 'run_loop')).to.equal(true);
      expect(globMatches('a*b*c', 'axxbyyc')).to.equal(true);
      expect(globMatches('a*b*c', 'acb')).to.equal(false);
      expect(globMatches('walk', 'walk2')).to.equal(false);
      expect(globMatches('a*a', 'a')).to.equal(false);
    });

    it('overlays globs in key order, field by field, then the exact name', () => {
      const resolve = createClipExpectationResolver({
        'w*': { loop: true, fps: 24 },
        '*k': { fps: 30, animates_bones: ['a'] },
        walk: { fps: 60 },
        run: { loop: false },
      });
      expect(resolve('walk')).to.deep.equal({ loop: true, fps: 60, animates_bones: ['a'] });
      expect(resolve('wok')).to.deep.equal({ loop: true, fps: 24, animates_bones: ['a'] });
      expect(resolve('run')).to.deep.equal({ loop: false });
      expect(resolve('idle')).to.deep.equal({});
    });

    it('turns the legacy in_place flag into XZ movement ownership', () => {
      const resolve = createClipExpectationResolver({ '*': { in_place: true }, walk: { in_place: false } });
      expect(resolve('idle').movement_owner_xz).to.equal('gameplay');
      expect(resolve('walk').movement_owner_xz).to.equal('animation');
    });
  });

  describe('discovery and validation', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-config-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const lint = (args: string[] = [], cwd = dir) => runCli(['lint', '--format', 'json', ...args, CLIP], { cwd });

    it('finds animsmith.toml in a parent folder up to the project root', async () => {
      writeFileSync(path.join(dir, 'package.json'), '{"name":"game"}');
      writeFileSync(path.join(dir, 'animsmith.toml'), '[checks.quat-norm]\nseverity = "off"\n');
      mkdirSync(path.join(dir, 'assets'));
      const doc = JSON.parse((await lint([], path.join(dir, 'assets'))).stdout);
      const record = doc.files[0].checks.find((c: { check_id: string }) => c.check_id === 'quat-norm');
      expect(record.configuration).to.equal('disabled');
    });

    it('reads package.json#animsmith', async () => {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'game', animsmith: { checks: { 'quat-flip': { severity: 'error' } } } }));
      const r = await runCli(['lint', '--format', 'json', path.join(CORPUS, 'gltf/animsmith-clip/clip-dirty.glb')], { cwd: dir });
      const record = JSON.parse(r.stdout).files[0].checks.find((c: { check_id: string }) => c.check_id === 'quat-flip');
      expect(record.findings[0].severity).to.equal('error');
    });

    it('enables an opt-in check when a severity is configured', async () => {
      writeFileSync(path.join(dir, 'animsmith.toml'), '[checks.constant-nonunit-scale]\nseverity = "warning"\n');
      const record = JSON.parse((await lint()).stdout).files[0].checks.find((c: { check_id: string }) => c.check_id === 'constant-nonunit-scale');
      expect(record.configuration).to.equal('enabled');
    });

    it('honours --config over discovery', async () => {
      writeFileSync(path.join(dir, 'animsmith.toml'), 'not toml at all [');
      writeFileSync(path.join(dir, 'other.toml'), '[rig]\nprofile = "mixamo"\n');
      expect((await lint(['--config', 'other.toml'])).status).to.equal(0);
    });

    const bad: [string, string, RegExp][] = [
      ['a TOML syntax error', '[rig\n', /^animsmith: bad config animsmith\.toml \(line 1, column \d+\): /],
      ['an unknown top-level key', '[rigs]\nprofile = "auto"\n', /bad config animsmith\.toml: rigs: unknown key/],
      ['an unknown nested key', '[clips.walk]\nlooop = true\n', /clips\.walk\.looop: unknown key/],
      ['a bad value', '[clips."walk*"]\nloop = "yes"\n', /clips\."walk\*"\.loop: expected a boolean \(true or false\), got the string "yes"/],
      ['a bad severity', '[checks.quat-norm]\nseverity = "fatal"\n', /checks\.quat-norm\.severity: expected one of "off", "note", "warning", "error"/],
      ['an unknown check id', '[checks.quat-normal]\nseverity = "off"\n', /checks\.quat-normal: unknown check id/],
      ['an option a check does not take', '[checks.quat-norm]\nlimit = 3\n', /checks\.quat-norm\.limit: unknown key/],
      ['in_place with movement_owner_xz', '[clips.walk]\nin_place = true\nmovement_owner_xz = "gameplay"\n', /clips\.walk: set either in_place or movement_owner_xz/],
      ['a partial engine table', '[engine]\nprofile = "bevy"\n', /engine: 'profile' also requires/],
      ['an engine profile with no plugin', '[engine]\nprofile = "bevy"\nprofile_revision = 1\nengine_version = "0.19.0"\nimporter = "gltf-asset-loader"\n', /@animsmith\/plugin-bevy/],
    ];
    for (const [name, toml, pattern] of bad) {
      it(`refuses ${name} with exit 2, one line naming file and key`, async () => {
        writeFileSync(path.join(dir, 'animsmith.toml'), toml);
        const r = await lint();
        expect(r.status).to.equal(2);
        expect(r.stdout).to.equal('');
        expect(r.stderr.trim().split('\n')).to.have.length(1);
        expect(r.stderr).to.match(pattern);
      });
    }

    it('accepts an exact engine tuple from a pinned profile plugin and lists the known ones otherwise', async () => {
      const plugin = path.join(REPO, 'plugins/bevy/dist/index.js');
      const head = `[plugins]\nbevy = ${JSON.stringify(plugin)}\n[engine]\nprofile = "bevy"\nengine_version = "0.19.0"\nimporter = "gltf-asset-loader"\n`;
      writeFileSync(path.join(dir, 'animsmith.toml'), `${head}profile_revision = 2\n`);
      expect((await lint()).status).to.equal(0);
      writeFileSync(path.join(dir, 'animsmith.toml'), `${head}profile_revision = 9\n`);
      const r = await lint();
      expect(r.status).to.equal(2);
      expect(r.stderr).to.contain('unknown profile bevy rev 9');
      expect(r.stderr).to.contain('known: bevy rev 1 (0.19.0, gltf-asset-loader)');
    });
  });
});
