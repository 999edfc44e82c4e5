import { expect } from 'chai';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { CORPUS, REPO, runCli } from '@animsmith/test-utils';

const validateOutput = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID)!;

const STUDIO = path.join(REPO, 'host/test/fixtures/studio-project');
const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const CLIP = path.join(CORPUS, 'gltf/animsmith-clip/clip.glb');

describe('project plugins', () => {
  it('lists a studio check with its plugin', async () => {
    const r = await runCli(['checks', 'list'], { cwd: STUDIO });
    expect(r.status).to.equal(0);
    expect(r.stdout).to.match(/studio\/max-bones\s+error\s+studio-plugin: The skeleton stays within the studio bone budget/);
  });

  it('fails a file with too many bones and passes a small one', async () => {
    const fox = await runCli(['lint', '--format', 'json', FOX], { cwd: STUDIO });
    expect(fox.status).to.equal(1);
    const record = JSON.parse(fox.stdout).files[0].checks.find((c: { check_id: string }) => c.check_id === 'studio/max-bones');
    expect(record.findings).to.have.length(1);
    expect(record.findings[0]).to.include({ measured: 26, expected: 20, severity: 'error' });
    expect((await runCli(['lint', '--select', 'studio/max-bones', CLIP], { cwd: STUDIO })).status).to.equal(0);
  });

  describe('in a scratch project', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-plugin-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const plugin = (body: string) =>
      `export default { meta: { name: 'p', version: '1.0.0', namespace: 'studio', apiVersion: 1 }, ${body} };\n`;

    function project(toml: string, pluginSource?: string) {
      writeFileSync(path.join(dir, 'animsmith.toml'), toml);
      if (pluginSource !== undefined) writeFileSync(path.join(dir, 'p.mjs'), pluginSource);
    }

    it('isolates a check that throws: gap, stderr line, exit 1, other checks still run', async () => {
      project(
        '[plugins]\nstudio = "./p.mjs"\n',
        plugin(`checks: { boom: { meta: { type: 'mechanical', docs: { description: 'boom' }, defaultSeverity: 'error', messages: { m: 'm' } }, create() { throw new Error('kaboom'); } } }`),
      );
      const r = await runCli(['lint', '--format', 'json', CLIP], { cwd: dir });
      expect(r.status).to.equal(1);
      expect(r.stderr).to.contain("check 'studio/boom' from plugin 'p' failed: kaboom");
      expect(r.stderr).to.not.contain('    at ');
      const output = JSON.parse(r.stdout);
      expect(validateOutput(output), JSON.stringify(validateOutput.errors)).to.equal(true);
      const checks = output.files[0].checks;
      const boom = checks.find((c: { check_id: string }) => c.check_id === 'studio/boom');
      expect(boom.evaluation).to.equal('not_evaluated');
      expect(boom.gaps[0].code).to.equal('internal/check_crashed');
      expect(checks.find((c: { check_id: string }) => c.check_id === 'quat-norm').evaluation).to.equal('complete');
    });

    const operatorErrors: [string, string, string | undefined, RegExp][] = [
      ['wrong API version', '[plugins]\nstudio = "./p.mjs"\n', `export default { meta: { name: 'p', version: '1', namespace: 'studio', apiVersion: 2 } };`, /plugin API version 2/],
      ['namespace mismatch', '[plugins]\nother = "./p.mjs"\n', plugin(''), /declares namespace 'studio'/],
      ['missing file', '[plugins]\nstudio = "./missing.mjs"\n', undefined, /not found/],
      ['missing package', '[plugins]\nstudio = "@studio/not-installed"\n', undefined, /not installed in this project/],
      ['plugin that throws on import', '[plugins]\nstudio = "./p.mjs"\n', `throw new Error('bad import');`, /failed to load: bad import/],
      ['unknown check options', '[plugins]\nstudio = "./p.mjs"\n[checks."studio/x"]\nlimit = 1\n', plugin(`checks: { x: { meta: { type: 'mechanical', docs: { description: 'x' }, defaultSeverity: 'error', messages: { m: 'm' }, schema: { type: 'object', properties: { limit: { type: 'string' } }, additionalProperties: false } }, create() {} } }`), /checks\."studio\/x"\.limit: expected a string, got number 1/],
    ];
    for (const [name, toml, source, pattern] of operatorErrors) {
      it(`refuses ${name} with exit 2 and one line`, async () => {
        project(toml, source);
        const r = await runCli(['lint', CLIP], { cwd: dir });
        expect(r.status).to.equal(2);
        expect(r.stdout).to.equal('');
        expect(r.stderr.trim().split('\n')).to.have.length(1);
        expect(r.stderr).to.match(pattern);
      });
    }
  });
});
