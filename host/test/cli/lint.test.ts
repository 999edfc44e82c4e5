import { expect } from 'chai';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { CORPUS, REPO, runCli } from '../support/cli.js';

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
  it('fails the dirty clip naming quat-norm and quat-flip', () => {
    const r = runCli(['lint', DIRTY]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.contain('error[quat-norm]');
    expect(r.stdout).to.contain('warning[quat-flip]');
    expect(r.stderr).to.equal('');
  });

  it('passes the clean clip', () => {
    const r = runCli(['lint', CLEAN]);
    expect(r.stdout).to.not.contain('error[');
    expect(r.status).to.equal(0);
  });

  it('exits 0 when only a warning-level check is selected, 1 with --deny-warnings', () => {
    expect(runCli(['lint', '--select', 'quat-flip', DIRTY]).status).to.equal(0);
    expect(runCli(['lint', '--deny-warnings', '--select', 'quat-flip', DIRTY]).status).to.equal(1);
  });

  it('leaves the findings of --allow checks out of the text and Markdown views, and says how many', () => {
    for (const format of ['text', 'markdown']) {
      const r = runCli(['lint', '--format', format, '--allow', 'quat-norm', DIRTY]);
      expect(r.stdout).to.not.contain('quat-norm');
      expect(r.stdout).to.contain('quat-flip');
      expect(r.stderr).to.equal('animsmith: 1 finding(s) of --allow checks not shown\n');
    }
    expect(runCli(['lint', '--allow', 'quat-norm', DIRTY]).stdout).to.match(/^0 error\(s\), 1 warning\(s\)/m);
  });

  it('lets --allow keep a failing check from failing the run', () => {
    expect(runCli(['lint', '--allow', 'quat-norm', DIRTY]).status).to.equal(0);
    expect(runCli(['lint', '--allow', 'quat-norm', '--deny-warnings', DIRTY]).status).to.equal(1);
  });

  it('emits schema-valid JSON with one record per registered check', () => {
    const r = runCli(['lint', '--format', 'json', DIRTY]);
    expect(r.status).to.equal(1);
    const doc = expectValid(r.stdout);
    const list = JSON.parse(runCli(['checks', 'list', '--json']).stdout) as { id: string }[];
    const ids = doc.files[0].checks.map((c: { check_id: string }) => c.check_id);
    expect(ids).to.deep.equal(list.map((c) => c.id));
    expect(doc.summary.checks.total).to.equal(list.length);
    const norm = doc.files[0].checks.find((c: { check_id: string }) => c.check_id === 'quat-norm');
    expect(norm.findings[0]).to.include({ check_id: 'quat-norm', severity: 'error', clip: 'swing', bone: 'spine' });
  });

  it('marks unselected checks as such and keeps the partitions summing to the total', () => {
    const doc = expectValid(runCli(['lint', '--format', 'json', '--select', 'quat-flip', DIRTY]).stdout);
    const { checks } = doc.summary;
    expect(checks.selection.selected).to.equal(1);
    for (const key of ['selection', 'configuration', 'applicability', 'evaluation']) {
      const sum = Object.values(checks[key] as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(sum, key).to.equal(checks.total);
    }
  });

  it('renders markdown', () => {
    const r = runCli(['lint', '--format', 'markdown', DIRTY]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.contain('| error | quat-norm |');
  });

  it('refuses --allow with --format json and unknown check ids, as operator errors', () => {
    for (const args of [
      ['lint', '--format', 'json', '--allow', 'quat-norm', DIRTY],
      ['lint', '--select', 'no-such-check', DIRTY],
      ['lint', '--format', 'xml', DIRTY],
    ]) {
      const r = runCli(args);
      expect(r.status, args.join(' ')).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr.trim().split('\n')).to.have.length(1);
    }
  });

  it('refuses an empty --select and an output path that is the input', () => {
    const empty = runCli(['lint', '--select', '', DIRTY]);
    expect(empty.status).to.equal(2);
    expect(empty.stderr).to.match(/--select: no check ids given/);
    for (const command of ['lint', 'measure']) {
      const clash = runCli([command, '-o', DIRTY, DIRTY]);
      expect(clash.status, command).to.equal(2);
      expect(clash.stderr).to.match(/refusing to write .*: it is the input file/);
      expect(clash.stdout).to.equal('');
    }
  });

  it('gives byte-identical output for two runs', () => {
    const args = ['lint', '--format', 'json', 'gltf/animsmith-clip/clip-dirty.glb'];
    const a = runCli(args, { cwd: CORPUS });
    const b = runCli(args, { cwd: CORPUS });
    expect(a.stdout).to.equal(b.stdout);
    expect(a.stdout).to.not.contain(CORPUS);
    expect(a.stdout).to.not.contain(REPO);
  });
});
