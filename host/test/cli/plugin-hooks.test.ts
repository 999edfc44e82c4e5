/**
 * A project plugin taps every hook a plugin can reach (host/test/fixtures/hook-project), and each
 * tap takes effect through the CLI: its loader reads a made-up extension, its check and its
 * computed prediction rule judge the file, its format renders the run, its progress tap follows it,
 * and the contract it taps is the reader the host runs on what its generator emits. The errors it
 * throws from the plugin API are the host's own classes.
 */
import { expect } from 'chai';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO, runCli, runCliProcess } from '@animsmith/test-utils';
import { lintedCheck } from '@animsmith/test-utils/engine-project';

const PROJECT = path.join(REPO, 'host/test/fixtures/hook-project');

describe('a fixture plugin tapping each hook', () => {
  it('loads, judges, predicts and reports progress through its taps', async () => {
    const r = await runCli(['lint', '--format', 'json', 'wave.probe'], { cwd: PROJECT });
    expect(r.stderr).to.equal('probe progress: file-start 1/1 wave.probe\nprobe progress: file-done 1/1 wave.probe\n');
    expect(r.status).to.equal(0);

    // loaders: the `.probe` file became a three-bone document with one clip.
    const { file, check: bones } = lintedCheck(r.stdout, 'probe/bones');
    expect(file.path).to.equal('wave.probe');
    expect(file.measurements.skeleton_nodes.map((n: { name: string }) => n.name)).to.deep.equal(['root', 'arm', 'hand']);
    expect(Object.keys(file.measurements.clips)).to.deep.equal(['wave']);

    // checks: the check tapped in apply() ran under the plugin's namespace.
    expect(bones.evaluation).to.equal('complete');
    expect(bones.findings).to.have.length(1);
    expect(bones.findings[0]).to.include({ severity: 'note', message: '3 bones' });

    // predictions.for('probe-engine'): revision 2's rule is the one the tap contributed.
    const { check: predicted } = lintedCheck(r.stdout, 'engine-probe-clips');
    expect(predicted.evaluation).to.equal('complete');
    expect(predicted.prediction!.facets.map((f) => [f.scope, f.state])).to.deep.equal([[{ code: 'clip', subject: 'wave' }, 'available']]);
    expect(predicted.findings).to.have.length(1);
    expect(predicted.findings[0]).to.include({ severity: 'note', message: 'wave imports with 3 bones' });
  });

  it("a file its loader refuses with the API's AssetLoadError is an operator error, not a crash, in the spawned CLI and in-process", async () => {
    // The plugin imports @animsmith/cli/plugin; the host's own copy of the class must be the same.
    for (const run of [runCli, runCliProcess]) {
      const r = await run(['lint', 'refused.probe'], { cwd: PROJECT });
      expect(r.status, r.stderr).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr.split('\n').filter((line) => line.startsWith('animsmith:'))).to.deep.equal(['animsmith: refused.probe: probe header names no bones']);
    }
  });

  it('renders through the format it tapped', async () => {
    const r = await runCli(['lint', '--format', 'probe-summary', 'wave.probe'], { cwd: PROJECT });
    expect(r.status).to.equal(0);
    expect(r.stdout).to.match(/^wave\.probe: \d+ checks\n$/);
  });

  describe('contracts: the generated document is read back through the contract the plugin tapped', () => {
    const OUT = path.join(PROJECT, 'clips.json');
    afterEach(() => rmSync(OUT, { force: true }));

    it('writes a document its reader accepts', async () => {
      const r = await runCli(['generate', 'import-advice', '-o', 'clips.json', 'wave.probe'], { cwd: PROJECT });
      expect(r.status, r.stderr).to.equal(0);
      expect(existsSync(OUT)).to.equal(true);
    });

    it('refuses one its reader rejects, and writes nothing', async () => {
      const r = await runCli(['generate', 'import-advice', '-o', 'clips.json', 'still.probe'], { cwd: PROJECT });
      expect(r.status).to.equal(2);
      expect(r.stderr).to.contain('fails its contract urn:probe:schema:clip-list:1: /clips: must list at least one clip');
      expect(existsSync(OUT)).to.equal(false);
    });
  });

  describe('generate <kind> for a kind only the project plugin declares (not in the build manifest)', () => {
    const OUT = path.join(PROJECT, 'names.json');
    afterEach(() => rmSync(OUT, { force: true }));

    it('runs with the flags it declares, in-process and in the spawned CLI', async () => {
      for (const run of [runCli, runCliProcess]) {
        const json = await run(['generate', 'clip-names', 'wave.probe'], { cwd: PROJECT });
        expect(json.status, json.stderr).to.equal(0);
        expect(JSON.parse(json.stdout)).to.deep.equal({ schema: 'urn:probe:schema:clip-list:1', clips: ['wave'] });
        const text = await run(['generate', 'clip-names', '--case', 'upper', '--format', 'text', 'wave.probe'], { cwd: PROJECT });
        expect(text.status, text.stderr).to.equal(0);
        expect(text.stdout).to.equal('WAVE\n');
      }
    });

    it('refuses a value outside its declared options, and a document its contract rejects, writing nothing', async () => {
      const bad = await runCli(['generate', 'clip-names', '--case', 'lower', 'wave.probe'], { cwd: PROJECT });
      expect(bad.status).to.equal(2);
      expect(bad.stderr).to.match(/^animsmith: Expected --case=lower to be one of: as-is, upper\n$/);
      const empty = await runCli(['generate', 'clip-names', '-o', 'names.json', 'still.probe'], { cwd: PROJECT });
      expect(empty.status).to.equal(2);
      expect(empty.stderr).to.contain('fails its contract urn:probe:schema:clip-list:1: /clips: must list at least one clip');
      expect(existsSync(OUT)).to.equal(false);
    });

    it('shows its help from the declaration', async () => {
      const r = await runCli(['generate', 'clip-names', '--help'], { cwd: PROJECT });
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.contain('List the clip names of one probe file');
      expect(r.stdout).to.match(/--case=<option>\s+Letter case of the names \[default: as-is\]/);
    });

    it('is an unknown command where no plugin declares the kind', async () => {
      const r = await runCli(['generate', 'clip-names', 'wave.probe'], { cwd: REPO });
      expect(r.status).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr).to.match(/^animsmith: unknown command "generate clip-names wave\.probe"; commands: /);
    });
  });
});
