import { expect } from 'chai';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { CORPUS, engineToml, lintedCheck, REPO, runCli, scratchProject } from '@animsmith/test-utils';

const DIRTY = path.join(CORPUS, 'gltf/animsmith-clip/clip-dirty.glb');
const CLEAN = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');
const validate = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;

function expectValid(json: string): Record<string, any> {
  const doc = JSON.parse(json);
  const ok = validate(doc);
  expect(ok, JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
  return doc;
}

describe('animsmith lint', () => {
  it('fails the dirty clip naming quat-norm and quat-flip', async () => {
    const r = await runCli(['lint', DIRTY]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.contain('error[quat-norm]');
    expect(r.stdout).to.contain('warning[quat-flip]');
    expect(r.stderr).to.equal('');
  });

  it('passes the clean clip', async () => {
    const r = await runCli(['lint', CLEAN]);
    expect(r.stdout).to.not.contain('error[');
    expect(r.status).to.equal(0);
  });

  it('exits 0 when only a warning-level check is selected, 1 with --deny-warnings', async () => {
    expect((await runCli(['lint', '--select', 'quat-flip', DIRTY])).status).to.equal(0);
    expect((await runCli(['lint', '--deny-warnings', '--select', 'quat-flip', DIRTY])).status).to.equal(1);
  });

  it('leaves the findings of --allow checks out of the text and Markdown views, and says how many', async () => {
    for (const format of ['text', 'markdown']) {
      const r = await runCli(['lint', '--format', format, '--allow', 'quat-norm', DIRTY]);
      expect(r.stdout).to.not.contain('quat-norm');
      expect(r.stdout).to.contain('quat-flip');
      expect(r.stderr).to.equal('animsmith: 1 finding(s) of --allow checks not shown\n');
    }
    expect((await runCli(['lint', '--allow', 'quat-norm', DIRTY])).stdout).to.match(/^0 error\(s\), 1 warning\(s\)/m);
  });

  it('lets --allow keep a failing check from failing the run', async () => {
    expect((await runCli(['lint', '--allow', 'quat-norm', DIRTY])).status).to.equal(0);
    expect((await runCli(['lint', '--allow', 'quat-norm', '--deny-warnings', DIRTY])).status).to.equal(1);
  });

  it('emits schema-valid JSON with one record per registered check', async () => {
    const r = await runCli(['lint', '--format', 'json', DIRTY]);
    expect(r.status).to.equal(1);
    const doc = expectValid(r.stdout);
    const list = (JSON.parse((await runCli(['checks', 'list', '--json'])).stdout) as { checks: { id: string }[] }).checks;
    const ids = doc.files[0].checks.map((c: { check_id: string }) => c.check_id);
    expect(ids).to.deep.equal(list.map((c) => c.id));
    expect(doc.summary.checks.total).to.equal(list.length);
    const norm = doc.files[0].checks.find((c: { check_id: string }) => c.check_id === 'quat-norm');
    expect(norm.findings[0]).to.include({ check_id: 'quat-norm', severity: 'error', clip: 'swing', bone: 'spine' });
  });

  it('marks unselected checks as such and keeps the partitions summing to the total', async () => {
    const doc = expectValid((await runCli(['lint', '--format', 'json', '--select', 'quat-flip', DIRTY])).stdout);
    const { checks } = doc.summary;
    expect(checks.selection.selected).to.equal(1);
    for (const key of ['selection', 'configuration', 'applicability', 'evaluation']) {
      const sum = Object.values(checks[key] as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(sum, key).to.equal(checks.total);
    }
  });

  it('renders markdown', async () => {
    const r = await runCli(['lint', '--format', 'markdown', DIRTY]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.contain('| error | quat-norm |');
  });

  it('refuses --allow with --format json and unknown check ids, as operator errors', async () => {
    for (const args of [
      ['lint', '--format', 'json', '--allow', 'quat-norm', DIRTY],
      ['lint', '--select', 'no-such-check', DIRTY],
      ['lint', '--format', 'xml', DIRTY],
    ]) {
      const r = await runCli(args);
      expect(r.status, args.join(' ')).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr.trim().split('\n')).to.have.length(1);
    }
  });

  it('refuses an empty --select and an output path that is the input', async () => {
    const empty = await runCli(['lint', '--select', '', DIRTY]);
    expect(empty.status).to.equal(2);
    expect(empty.stderr).to.match(/--select: no check ids given/);
    for (const command of ['lint', 'measure']) {
      const clash = await runCli([command, '-o', DIRTY, DIRTY]);
      expect(clash.status, command).to.equal(2);
      expect(clash.stderr).to.match(/refusing to write .*: it is the input file/);
      expect(clash.stdout).to.equal('');
    }
  });

  it('gives byte-identical output for two runs', async () => {
    const args = ['lint', '--format', 'json', 'gltf/animsmith-clip/clip-dirty.glb'];
    const a = await runCli(args, { cwd: CORPUS });
    const b = await runCli(args, { cwd: CORPUS });
    expect(a.stdout).to.equal(b.stdout);
    expect(a.stdout).to.not.contain(CORPUS);
    expect(a.stdout).to.not.contain(REPO);
  });
});

describe('animsmith lint: an external buffer that is missing', () => {
  const project = scratchProject('lint-missing-bin-');
  const TRS = path.join(CORPUS, 'gltf/magnum-animation/animation-trs-step.gltf');

  /** The .gltf copied alone into the project, so its .bin is missing. */
  function withoutBin(): string {
    copyFileSync(TRS, path.join(project.dir, 'trs.gltf'));
    return 'trs.gltf';
  }

  it('without a profile: loads, and every key-data check says what it could not judge (typed gaps, no findings)', async () => {
    const file = withoutBin();
    const r = await project.run(['lint', '--format', 'json', file], '');
    expect(r.stderr).to.equal('');
    expect(r.status).to.equal(0);
    const doc = expectValid(r.stdout);
    const checks = doc.files[0].checks as Array<Record<string, any>>;
    const gapped = checks.filter((c) => (c.gaps ?? []).some((g: { code: string }) => g.code === 'track_payload_unavailable'));
    expect(gapped.map((c) => c.check_id).sort()).to.deep.equal(
      ['bind-pose', 'constant-track', 'duration-sanity', 'nan', 'non-uniform-scale', 'quat-flip', 'quat-norm', 'scale-keys', 'time-monotonic'],
    );
    for (const c of gapped) {
      expect(c.findings, c.check_id).to.deep.equal([]);
      expect(c.evaluation, c.check_id).to.equal('not_evaluated');
    }
    // Nothing that judges key data claims a clean pass over data it never saw.
    expect(doc.summary.findings).to.deep.include({ error: 0, warning: 0 });
  });

  it('with Bevy rev 1: the subjectless required-unavailable inventory facet and exit 1, also with --allow', async () => {
    const file = withoutBin();
    const toml = engineToml('bevy', 1);
    const json = await project.run(['lint', '--format', 'json', file], toml);
    expect(json.status, json.stderr).to.equal(1);
    const { check } = lintedCheck(json.stdout, 'engine-addressability');
    expect(check.prediction!.facets).to.have.length(1);
    expect(check.prediction!.facets[0]).to.deep.include({
      scope: { code: 'animation_asset_label_inventory' },
      state: 'required_prediction_unavailable',
      reasons: ['dependency_closure_incomplete'],
    });
    const allowed = await project.run(['lint', '--allow', 'engine-addressability,nan', file]);
    expect(allowed.status, allowed.stderr).to.equal(1);
    expect(allowed.stdout).to.contain('1 required-unavailable prediction facet(s)');
  });

  it('an unsafe buffer uri is still an operator error, profile or not', async () => {
    writeFileSync(path.join(project.dir, 'escape.gltf'), readFileSync(TRS, 'utf8').replace('"animation-trs-step.bin"', '"../animation-trs-step.bin"'));
    const r = await project.run(['lint', 'escape.gltf'], engineToml('bevy', 1));
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
    expect(r.stderr).to.match(/^animsmith: .*unsafe external buffer uri at \/buffers\/0\/uri/);
  });
});
