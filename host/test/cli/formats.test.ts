/**
 * `animsmith lint --format sarif|github|text|markdown` and `--max-warnings`, run as CI would run
 * them: the built CLI on the corpus's dirty clip, on a copy whose names are hostile, and in a
 * scratch project whose plugin check reports members and grouped gaps.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { CORPUS, runCli } from '@animsmith/test-utils';
import { sarifErrors } from '../formats/sarif-schema.js';
import { HOSTILE, PROBE_PLUGIN } from './probe-plugin.js';

const DIRTY = path.join(CORPUS, 'gltf/animsmith-clip/clip-dirty.glb');
const DIRTY_FROM_CORPUS = 'gltf/animsmith-clip/clip-dirty.glb';
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const FINGERPRINT = 'animsmithFinding/v1';

describe('lint output formats', () => {
  describe('--format sarif', () => {
    it('writes schema-valid SARIF 2.1.0 with catalog rules and located, fingerprinted results', async () => {
      const r = await runCli(['lint', '--format', 'sarif', DIRTY], { cwd: CORPUS });
      expect(r.status).to.equal(1);
      expect(r.stderr).to.equal('');
      const log = JSON.parse(r.stdout);
      expect(sarifErrors(log)).to.deep.equal([]);
      expect(log).to.include({ $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0' });
      expect(log.runs).to.have.length(1);
      const { driver } = log.runs[0].tool;
      expect(driver.name).to.equal('animsmith');
      expect(driver.version).to.match(/^\d+\.\d+\.\d+/);

      const catalog = (JSON.parse((await runCli(['checks', 'list', '--json'])).stdout) as { checks: { id: string; description: string; severity_when_enabled: string }[] }).checks;
      expect(driver.rules.map((rule: { id: string }) => rule.id)).to.deep.equal(catalog.map((c) => c.id));
      for (const entry of catalog) {
        const rule = driver.rules.find((x: { id: string }) => x.id === entry.id);
        expect(rule.shortDescription.text, entry.id).to.equal(entry.description);
        expect(rule.defaultConfiguration.level, entry.id).to.equal(entry.severity_when_enabled);
      }

      const results = log.runs[0].results;
      expect(results.map((x: { ruleId: string; level: string }) => [x.ruleId, x.level])).to.deep.equal([
        ['quat-norm', 'error'],
        ['quat-flip', 'warning'],
      ]);
      for (const result of results) {
        expect(driver.rules[result.ruleIndex].id).to.equal(result.ruleId);
        expect(result.locations[0].physicalLocation.artifactLocation.uri).to.equal(DIRTY_FROM_CORPUS);
        expect(result.locations[0].physicalLocation.region).to.deep.equal({ startLine: 1 });
        expect(result.locations[0].logicalLocations).to.deep.equal([{ name: 'spine', fullyQualifiedName: 'clip:swing/bone:spine', kind: 'member' }]);
        expect(result.partialFingerprints[FINGERPRINT]).to.match(/^[0-9a-f]{64}$/);
      }
      expect(results[0].message.text).to.match(/^rotation key 2 has length 1\.05/);
      expect(results[0].properties).to.include({ expected: 1, time_s: 0.5 });
      expect(results[0].properties.measured).to.be.closeTo(1.05, 1e-6);
      expect(r.stdout).to.not.contain(CORPUS);
    });

    it('keeps the same fingerprints whichever way the path is given', async () => {
      const prints = async (given: string) =>
        JSON.parse((await runCli(['lint', '--format', 'sarif', given], { cwd: CORPUS })).stdout).runs[0].results.map(
          (x: { partialFingerprints: Record<string, string> }) => x.partialFingerprints[FINGERPRINT],
        );
      expect(await prints(`./${DIRTY_FROM_CORPUS}`)).to.deep.equal(await prints(DIRTY));
    });

    it('keeps every finding with --allow, which only changes the exit code', async () => {
      const r = await runCli(['lint', '--format', 'sarif', '--allow', 'quat-norm', DIRTY], { cwd: CORPUS });
      expect(r.status).to.equal(0);
      expect(JSON.parse(r.stdout).runs[0].results).to.have.length(2);
    });

    it('writes to --output and leaves stdout empty', async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-sarif-'));
      try {
        const r = await runCli(['lint', '--format', 'sarif', '-o', path.join(dir, 'out.sarif'), DIRTY], { cwd: CORPUS });
        expect(r.status).to.equal(1);
        expect(r.stdout).to.equal('');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('--format github', () => {
    it('prints one workflow command per finding and a closing tally notice', async () => {
      const r = await runCli(['lint', '--format', 'github', '--select', 'quat-norm,quat-flip', DIRTY], { cwd: CORPUS });
      expect(r.status).to.equal(1);
      expect(r.stdout.split('\n')).to.deep.equal([
        `::error file=${DIRTY_FROM_CORPUS},title=quat-norm::clip 'swing' bone 'spine' @0.500s: rotation key 2 has length 1.05, not 1 (1 non-unit key(s) in the track; this is the worst)`,
        `::warning file=${DIRTY_FROM_CORPUS},title=quat-flip::clip 'swing' bone 'spine' @0.750s: 2 adjacent rotation key pair(s) change hemisphere, first keys 2→3; samplers without a neighbourhood check will spin the long way`,
        '::notice::1 error(s), 1 warning(s), 0 note(s), 0 coverage gap(s), 0 available prediction facet(s), 0 required-unavailable prediction facet(s)',
        '',
      ]);
    });
  });

  describe('--max-warnings', () => {
    const formats = ['text', 'json', 'markdown', 'sarif', 'github'];

    it('fails when the warnings exceed the limit, in every format', async function () {
      this.timeout(60_000); // fifteen CLI runs
      for (const format of formats) {
        const args = ['lint', '--format', format, '--select', 'quat-flip', DIRTY];
        expect((await runCli(args)).status, `${format} without a limit`).to.equal(0);
        const over = await runCli([...args, '--max-warnings', '0']);
        expect(over.status, `${format} --max-warnings 0`).to.equal(1);
        expect(over.stderr).to.equal('animsmith: too many warnings (1; --max-warnings 0)\n');
        expect(over.stdout, format).to.not.equal('');
        const at = await runCli([...args, '--max-warnings', '1']);
        expect(at.status, `${format} --max-warnings 1`).to.equal(0);
        expect(at.stderr).to.equal('');
      }
    });

    it('counts only warnings outside --allow, and never excuses errors', async () => {
      expect((await runCli(['lint', '--allow', 'quat-norm', '--max-warnings', '0', DIRTY])).status).to.equal(1);
      expect((await runCli(['lint', '--allow', 'quat-norm,quat-flip', '--max-warnings', '0', DIRTY])).status).to.equal(0);
      expect((await runCli(['lint', '--max-warnings', '5', DIRTY])).status).to.equal(1);
    });

    it('refuses a negative or non-integer limit as an operator error', async () => {
      for (const value of ['-1', 'many']) {
        const r = await runCli(['lint', '--max-warnings', value, DIRTY]);
        expect(r.status, value).to.equal(2);
        expect(r.stdout).to.equal('');
      }
    });
  });

  describe('hostile names', () => {
    let dir: string;
    let hostileFile: string;

    before(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-hostile-'));
      const io = new NodeIO();
      const doc = await io.read(DIRTY);
      doc.getRoot().listAnimations()[0]!.setName(HOSTILE);
      doc.getRoot().listNodes().find((n) => n.getName() === 'spine')!.setName(HOSTILE);
      hostileFile = path.join(dir, 'a|b `x` \u202e\u2028 <i>.glb');
      await io.write(hostileFile, doc);
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('escapes them in text', async () => {
      const r = await runCli(['lint', '--select', 'quat-norm,quat-flip', hostileFile], { cwd: dir });
      expect(r.status).to.equal(1);
      expect(UNSAFE.test(r.stdout)).to.equal(false);
      const lines = r.stdout.split('\n');
      expect(lines).to.have.length(6); // the file, two findings, the config line, the tally, the final newline
      expect(lines[0]).to.equal(`${dir}/a|b \`x\` \\u{202e}\\u{2028} <i>.glb:`);
      expect(lines[1]).to.match(/^ {2}error\[quat-norm\] clip '<\/details>\| `x` \\u\{202e\}\\u\{2028\}' bone '<\/details>\| `x` \\u\{202e\}\\u\{2028\}' @0\.500s: /);
    });

    it('neutralises them in markdown', async () => {
      const r = await runCli(['lint', '--format', 'markdown', hostileFile], { cwd: dir });
      expect(r.status).to.equal(1);
      expect(UNSAFE.test(r.stdout)).to.equal(false);
      expect(r.stdout.match(/(?<!\\)<\/?(details|summary|i)\b/g)).to.deep.equal(['<details', '<summary', '</summary', '</details']);
      const rows = r.stdout.split('\n').filter((l) => /^\| (error|warning) \|/.test(l));
      expect(rows).to.have.length(2);
      for (const row of rows) {
        expect(row.match(/(?<!\\)\|/g), row).to.have.length(7);
        expect(row.match(/(?<!\\)`/g), row).to.equal(null);
      }
    });

    it('keeps each annotation on one line in github format', async () => {
      const r = await runCli(['lint', '--format', 'github', '--select', 'quat-norm,quat-flip', hostileFile], { cwd: dir });
      expect(UNSAFE.test(r.stdout)).to.equal(false);
      const lines = r.stdout.split('\n');
      expect(lines).to.have.length(4);
      expect(lines[0]).to.match(/^::error file=a\|b `x` \\u\{202e\}\\u\{2028\} <i>\.glb,title=quat-norm::clip '<\/details>\| `x` /);
    });

    it('stays valid SARIF, with the raw names in logical locations and an encoded URI', async () => {
      const r = await runCli(['lint', '--format', 'sarif', hostileFile], { cwd: dir });
      const log = JSON.parse(r.stdout);
      expect(sarifErrors(log)).to.deep.equal([]);
      const [location] = log.runs[0].results[0].locations;
      expect(location.logicalLocations[0].fullyQualifiedName).to.equal(`clip:${HOSTILE}/bone:${HOSTILE}`);
      expect(decodeURIComponent(location.physicalLocation.artifactLocation.uri)).to.equal(path.basename(hostileFile));
    });
  });

  describe('in a scratch project with a grouped, partial check', () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-formats-'));
      writeFileSync(path.join(dir, 'animsmith.toml'), '[plugins]\nstudio = "./probe.mjs"\n');
      writeFileSync(path.join(dir, 'probe.mjs'), PROBE_PLUGIN);
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('prints member rows and grouped gaps in text', async () => {
      const r = await runCli(['lint', '--select', 'studio/probe', DIRTY], { cwd: dir });
      expect(r.status).to.equal(0);
      expect(r.stdout.split('\n')).to.deep.equal([
        `${DIRTY}:`,
        "  warning[studio/probe] clip '</details>| `x` \\u{202e}\\u{2028}': group </details>| `x` \\u{202e}\\u{2028} spread",
        '    member walk: phase=0.25',
        '    member </details>| `x` \\u{202e}\\u{2028}: phase=0.5',
        '  coverage[studio/probe] studio/missing ×2 (scopes: studio/member; subjects: a, b): member missing',
        'config: animsmith.toml',
        '0 error(s), 1 warning(s), 0 note(s), 2 coverage gap(s), 0 available prediction facet(s), 0 required-unavailable prediction facet(s)',
        '',
      ]);
    });

    it('groups the gaps in markdown', async () => {
      const r = await runCli(['lint', '--format', 'markdown', '--select', 'studio/probe', DIRTY], { cwd: dir });
      expect(r.stdout).to.contain('| studio/probe | studio/missing | 2 | studio/member | a, b | member missing |');
      expect(r.stdout).to.contain('- walk: phase=0.25');
    });

    it("describes the plugin's rule in SARIF and reports its gaps as notifications", async () => {
      const r = await runCli(['lint', '--format', 'sarif', DIRTY], { cwd: dir });
      const log = JSON.parse(r.stdout);
      expect(sarifErrors(log)).to.deep.equal([]);
      const run = log.runs[0];
      const rule = run.tool.driver.rules.find((x: { id: string }) => x.id === 'studio/probe');
      expect(rule).to.deep.include({
        shortDescription: { text: 'Group members stay in phase' },
        helpUri: 'https://example.test/checks/probe',
        defaultConfiguration: { level: 'warning' },
        properties: { plugin: 'probe-plugin' },
      });
      const probe = run.results.find((x: { ruleId: string }) => x.ruleId === 'studio/probe');
      expect(probe.properties.members).to.have.length(2);
      const notes = run.invocations[0].toolExecutionNotifications.filter((n: { associatedRule: { id: string } }) => n.associatedRule.id === 'studio/probe');
      expect(notes.map((n: { level: string; descriptor: { id: string } }) => [n.level, n.descriptor.id])).to.deep.equal([
        ['note', 'studio/missing'],
        ['note', 'studio/missing'],
      ]);
      expect(notes[0].associatedRule).to.deep.equal({ id: 'studio/probe', index: run.tool.driver.rules.indexOf(rule) });
    });
  });
});
