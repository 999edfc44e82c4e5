/**
 * ESLint-grade batch runs (issue 13): config mistakes surface as warnings and `config/*` gaps,
 * config is looked up per file, --print-config, folders/globs/ignores, fatal file records and
 * --cache. Every project is built in a temporary folder.
 */
import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import TOML from '@iarna/toml';
import { createStrictValidator, OUTPUT_SCHEMA_ID, readOutputDocument } from '@animsmith/schemas';
import { runCli } from '@animsmith/test-utils';
import { buildGlb, keyTimes, nonUnitRotation, walkTracks, yRotation } from '../report/fixtures/build-glb.js';

const validate = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;

function expectValid(text: string): Record<string, unknown> {
  const doc = JSON.parse(text) as Record<string, unknown>;
  expect(validate(doc), JSON.stringify(validate.errors)).to.equal(true);
  readOutputDocument(text);
  return doc;
}

describe('batch runs and config diagnostics', () => {
  let dir: string;
  let glb: Uint8Array;
  before(async () => {
    glb = await buildGlb([{ name: 'walk_fwd', tracks: walkTracks(9, 1) }]);
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-batch-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (rel: string, data: string | Uint8Array) => {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    return file;
  };

  it('warns about a wrong-case clip glob with a did-you-mean, and JSON carries the config gap', async () => {
    write('package.json', '{"name":"game"}');
    write('animsmith.toml', '[clips."Walk*"]\nloop = true\n');
    write('walk.glb', glb);
    const text = await runCli(['lint', 'walk.glb'], { cwd: dir });
    expect(text.stderr).to.include('animsmith: warning: animsmith.toml: clips."Walk*" matches no clip in the linted files (did you mean "walk_fwd"?');
    expect(text.stdout).to.include('1 config gap(s)');
    const json = await runCli(['lint', '--format', 'json', 'walk.glb'], { cwd: dir });
    const doc = expectValid(json.stdout);
    expect(doc.config_gaps).to.deep.equal([
      {
        code: 'config/clip_selector_unmatched',
        config: 'animsmith.toml',
        key: 'clips."Walk*"',
        message: 'clips."Walk*" matches no clip in the linted files (did you mean "walk_fwd"? clip selectors are case-sensitive)',
      },
    ]);
    // The right case matches, so nothing is reported.
    write('animsmith.toml', '[clips."walk*"]\nloop = true\n');
    const fixed = await runCli(['lint', '--format', 'json', 'walk.glb'], { cwd: dir });
    expect(JSON.parse(fixed.stdout)).not.to.have.property('config_gaps');
    expect(fixed.stderr).not.to.include('warning');
  });

  it('warns about a [rig.roles] bone the skeleton does not have', async () => {
    write('package.json', '{"name":"game"}');
    write('animsmith.toml', '[rig.roles]\nhips = "Pelvis"\n');
    write('walk.glb', glb);
    const result = await runCli(['lint', '--format', 'json', 'walk.glb'], { cwd: dir });
    expect(result.stderr).to.include('warning: animsmith.toml: rig.roles.hips = "Pelvis": no such bone in walk.glb, so the role is unresolved (did you mean "pelvis"?)');
    const doc = expectValid(result.stdout);
    expect(doc.config_gaps).to.have.length(1);
    expect((doc.config_gaps as { code: string; path: string }[])[0]).to.include({ code: 'config/role_bone_missing', path: 'walk.glb', key: 'rig.roles.hips' });
  });

  it('suggests the nearest key and check id, and says what shape a key expects', async () => {
    write('package.json', '{"name":"game"}');
    write('walk.glb', glb);
    const cases: [string, string][] = [
      ['[clips.walk]\nloop = true\nfsp = 30\n', 'clips.walk.fsp: unknown key (did you mean "fps"?)'],
      ['[checks.quat-nrom]\nseverity = "off"\n', "checks.quat-nrom: unknown check id (did you mean 'quat-norm'?)"],
      ['[clips.walk]\nspeed_mps = 1.2\n', 'clips.walk.speed_mps: expected a table such as { value = …, tolerance = … }, got number 1.2'],
      ['[clips.walk]\nloop = tru\n', 'bad config animsmith.toml (line 2, column 11): Invalid boolean, expected true or false (at: "loop = tru")'],
    ];
    for (const [toml, message] of cases) {
      write('animsmith.toml', toml);
      const result = await runCli(['lint', 'walk.glb'], { cwd: dir });
      expect(result.status, toml).to.equal(2);
      expect(result.stderr, toml).to.include(message);
    }
    rmSync(path.join(dir, 'animsmith.toml'));
    const select = await runCli(['lint', '--select', 'quat-nrom', 'walk.glb'], { cwd: dir });
    expect(select.status).to.equal(2);
    expect(select.stderr).to.include("--select: unknown check id 'quat-nrom' (did you mean 'quat-norm'?)");
  });

  it('looks the config up from each file’s folder, names it in text output, and prints it with --print-config', async () => {
    write('game/package.json', '{"name":"game"}');
    write('game/animsmith.toml', '[checks.bind-pose]\nseverity = "off"\n\n[checks.quat-flip]\nseverity = "error"\n');
    write('game/assets/walk.glb', glb);
    write('loose/walk.glb', glb);
    const result = await runCli(['lint', 'game/assets/walk.glb', 'loose/walk.glb'], { cwd: dir });
    expect(result.stdout).to.include('game/assets/walk.glb: clean\n');
    // Without a config the bind-pose coverage gap of this fixture is reported.
    expect(result.stdout).to.include('loose/walk.glb:\n  coverage[bind-pose]');
    expect(result.stdout).to.include('config: game/animsmith.toml (1 file); none (built-in defaults) (1 file)\n');
    const one = await runCli(['lint', 'game/assets/walk.glb'], { cwd: dir });
    expect(one.stdout).to.match(/\nconfig: game\/animsmith\.toml\n/);
    const md = await runCli(['lint', '--format', 'markdown', 'game/assets/walk.glb'], { cwd: dir });
    expect(md.stdout).to.include('Config: game/animsmith.toml');

    const printed = await runCli(['lint', '--print-config', 'game/assets/walk.glb'], { cwd: dir });
    expect(printed.status).to.equal(0);
    expect(printed.stdout).to.include('# config file: "game/animsmith.toml"');
    const effective = TOML.parse(printed.stdout) as { checks: Record<string, { severity: string }> };
    expect(effective.checks['bind-pose']!.severity).to.equal('off');
    expect(effective.checks['quat-flip']!.severity).to.equal('error');
    expect(effective.checks['quat-norm']!.severity).to.equal('error');
    const none = TOML.parse((await runCli(['lint', '--print-config', 'loose/walk.glb'], { cwd: dir })).stdout) as { checks: Record<string, { severity: string }> };
    expect(none.checks['quat-flip']!.severity).to.equal('warning');
  });

  it('lints a folder past files that fail to load: fatal records, exit 2, valid JSON', async () => {
    write('assets/good.glb', glb);
    write('assets/notes.json', '{"not": "an animation"}');
    write('assets/broken.glb', glb.subarray(0, Math.floor(glb.length / 2)));
    write('assets/readme.txt', 'folders pick only the extensions a loader claims');
    const text = await runCli(['lint', 'assets'], { cwd: dir });
    expect(text.status).to.equal(2);
    expect(text.stdout).to.include('assets/good.glb:');
    expect(text.stdout).to.match(/^fatal: assets\/broken\.glb: /m);
    expect(text.stdout).to.include('fatal: assets/notes.json: no loader could read this file');
    expect(text.stdout).to.include('2 fatal file(s)');
    expect(text.stdout).not.to.include('readme.txt');
    const json = await runCli(['lint', '--format', 'json', 'assets'], { cwd: dir });
    expect(json.status).to.equal(2);
    const doc = expectValid(json.stdout) as { files: { path: string }[]; fatal_files: { path: string; message: string }[] };
    expect(doc.files.map((f) => f.path)).to.deep.equal(['assets/good.glb']);
    expect(doc.fatal_files.map((f) => f.path)).to.deep.equal(['assets/broken.glb', 'assets/notes.json']);
    expect(json.stderr).to.include('animsmith: assets/broken.glb: ');
    // A glob takes whatever it matches: an unsupported extension is a fatal record too.
    const globbed = await runCli(['lint', '--format', 'json', 'assets/*.txt', 'assets/good.glb'], { cwd: dir });
    expect(globbed.status).to.equal(2);
    const fatal = (expectValid(globbed.stdout) as { fatal_files: { path: string; message: string }[] }).fatal_files;
    expect(fatal).to.deep.equal([{ path: 'assets/readme.txt', message: 'assets/readme.txt: unsupported input (expected .fbx, .glb, .gltf, .json)' }]);
    const measured = await runCli(['measure', 'assets'], { cwd: dir });
    expect(measured.status).to.equal(2);
    expect((expectValid(measured.stdout) as { fatal_files: unknown[] }).fatal_files).to.have.length(2);
  });

  it('selects files by glob, .animsmithignore and config ignores', async () => {
    write('package.json', '{"name":"game"}');
    for (const rel of ['clips/a.glb', 'clips/b.glb', 'clips/deep/c.glb', 'drafts/d.glb', 'clips/old/e.glb']) write(rel, glb);
    const paths = async (args: string[]) => {
      const result = await runCli(['lint', '--format', 'json', ...args], { cwd: dir });
      expect(result.status, result.stderr).to.be.oneOf([0, 1]);
      return (JSON.parse(result.stdout) as { files: { path: string }[] }).files.map((f) => f.path);
    };
    expect(await paths(['clips/*.glb'])).to.deep.equal(['clips/a.glb', 'clips/b.glb']);
    expect(await paths(['clips/**/*.glb'])).to.deep.equal(['clips/a.glb', 'clips/b.glb', 'clips/deep/c.glb', 'clips/old/e.glb']);
    expect(await paths(['**/{a,d}.glb'])).to.deep.equal(['clips/a.glb', 'drafts/d.glb']);
    write('.animsmithignore', '# work in progress\ndrafts/\nold\n');
    expect(await paths(['.'])).to.deep.equal(['clips/a.glb', 'clips/b.glb', 'clips/deep/c.glb']);
    write('animsmith.toml', 'ignores = ["clips/deep/**"]\n');
    expect(await paths(['.'])).to.deep.equal(['clips/a.glb', 'clips/b.glb']);
    // A file named on the command line is linted even when a pattern covers it.
    expect(await paths(['drafts/d.glb'])).to.deep.equal(['drafts/d.glb']);
    const none = await runCli(['lint', 'nothing/*.glb'], { cwd: dir });
    expect(none.status).to.equal(2);
    expect(none.stderr).to.include('no files match the pattern "nothing/*.glb"');
  });

  it('groups text findings by check with counts, and --quiet keeps errors only', async () => {
    write('walk.glb', glb);
    write('run.glb', glb);
    // quat-norm errors (a scaled key) and quat-flip warnings (a sign flip between keys).
    const flip = Array.from({ length: 9 }, (_, k) => yRotation(0.1 * k).map((c) => (k >= 4 ? -c : c))).flat();
    write(
      'mixed.glb',
      await buildGlb([
        { name: 'bad', tracks: [nonUnitRotation(9, 1, 4)] },
        { name: 'flip', tracks: [{ bone: 'pelvis', path: 'rotation', times: keyTimes(9, 1), values: flip }] },
      ]),
    );
    const grouped = await runCli(['lint', '--group-by', 'check', 'walk.glb', 'run.glb'], { cwd: dir });
    expect(grouped.stdout).to.include('bind-pose: 2 coverage gap(s)\n  walk.glb: coverage[bind-pose]');
    expect(grouped.stdout).to.include('\n  run.glb: coverage[bind-pose]');
    const loud = await runCli(['lint', 'mixed.glb'], { cwd: dir });
    expect(loud.stdout).to.match(/^ {2}error\[quat-norm\]/m);
    expect(loud.stdout).to.match(/^ {2}warning\[quat-flip\]/m);
    const quiet = await runCli(['lint', '--quiet', 'mixed.glb'], { cwd: dir });
    expect(quiet.status).to.equal(loud.status);
    expect(quiet.stdout).to.match(/^ {2}error\[quat-norm\]/m);
    expect(quiet.stdout).not.to.match(/^ {2}(warning|note)\[/m);
    const byCheck = await runCli(['lint', '--group-by', 'check', 'mixed.glb'], { cwd: dir });
    expect(byCheck.stdout).to.match(/^quat-norm: 1 error\(s\)\n {2}mixed\.glb: error\[quat-norm\]/m);
    const refused = await runCli(['lint', '--group-by', 'check', '--format', 'json', 'walk.glb'], { cwd: dir });
    expect(refused.status).to.equal(2);
  });

  it('--cache: a second run is a hit with byte-identical output; touching the config or the file misses', async () => {
    write('package.json', '{"name":"game"}');
    write('animsmith.toml', '[checks.quat-flip]\nseverity = "error"\n');
    const asset = write('walk.glb', glb);
    const lint = () => runCli(['lint', '--cache', '--format', 'json', 'walk.glb'], { cwd: dir });
    const cold = await lint();
    const cacheFile = path.join(dir, '.animsmithcache');
    const warm = await lint();
    expect(warm.stdout).to.equal(cold.stdout);
    expect(warm.status).to.equal(cold.status);
    expectValid(warm.stdout);
    // Prove the second run read the cache: a marker planted in the stored record comes back.
    const plant = () => {
      const cache = readFileSync(cacheFile, 'utf8');
      expect(cache).to.include('"path":"walk.glb"');
      writeFileSync(cacheFile, cache.replace('"path":"walk.glb"', '"path":"PLANTED"'));
    };
    plant();
    expect((await lint()).stdout).to.include('"path": "PLANTED"');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dir, 'animsmith.toml'), later, later);
    const afterConfig = await lint();
    expect(afterConfig.stdout).to.equal(cold.stdout);
    plant();
    utimesSync(asset, later, new Date(Date.now() + 10000));
    expect((await lint()).stdout).to.equal(cold.stdout);
    // Text output is cached the same way, and --cache-location takes a folder.
    const textRun = () => runCli(['lint', '--cache', '--cache-location', 'cache/', 'walk.glb'], { cwd: dir });
    const first = await textRun();
    expect((await textRun()).stdout).to.equal(first.stdout);
    expect(readFileSync(path.join(dir, 'cache/.animsmithcache'), 'utf8')).to.include('animsmith-lint-cache:1');
  });
});
