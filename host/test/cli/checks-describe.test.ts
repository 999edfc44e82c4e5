import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { CHECKS_DESCRIBE_SCHEMA_ID, CHECKS_LIST_SCHEMA_ID, createStrictValidator, formatAjvError } from '@animsmith/schemas';
import os from 'node:os';
import path from 'node:path';
import { REPO, runCli } from '@animsmith/test-utils';
import { PROBE_PLUGIN } from './probe-plugin.js';

const STUDIO = path.join(REPO, 'host/test/fixtures/studio-project');

interface Listed {
  id: string;
  description: string;
  plugin: string;
}

const ajv = createStrictValidator();

/** Parses a --json document and validates it against its schema in ajv strict mode. */
function validDocument(text: string, schemaId: string): Record<string, unknown> {
  const document = JSON.parse(text) as Record<string, unknown>;
  const validate = ajv.getSchema(schemaId)!;
  expect(validate(document), (validate.errors ?? []).map((e) => formatAjvError(e)).join('; ')).to.equal(true);
  expect(document).to.include({ schema: schemaId, schema_version: 1 });
  return document;
}

/** `checks describe … --json`, schema-checked; the described check. */
async function describeJson(id: string, cwd?: string) {
  const r = await runCli(['checks', 'describe', id, '--json'], cwd === undefined ? {} : { cwd });
  expect(r.status, r.stderr).to.equal(0);
  return validDocument(r.stdout, CHECKS_DESCRIBE_SCHEMA_ID).check as Record<string, unknown>;
}

describe('animsmith checks describe', () => {
  let catalog: Listed[];
  before(async () => {
    catalog = validDocument((await runCli(['checks', 'list', '--json'])).stdout, CHECKS_LIST_SCHEMA_ID).checks as Listed[];
  });

  it('checks list --json is a checks-list v1 document, also with plugin checks', async () => {
    expect(catalog.map((c) => c.id)).to.include('quat-norm');
    const studio = validDocument((await runCli(['checks', 'list', '--json'], { cwd: STUDIO })).stdout, CHECKS_LIST_SCHEMA_ID).checks as Listed[];
    expect(studio.map((c) => c.id)).to.include('studio/max-bones');
  });

  it('every registered check describes as a valid checks-describe v1 document', async () => {
    for (const { id } of catalog) expect((await describeJson(id)).id).to.equal(id);
  });

  it('describes a built-in check', async () => {
    const r = await runCli(['checks', 'describe', 'quat-norm']);
    expect(r.status).to.equal(0);
    expect(r.stderr).to.equal('');
    const listed = catalog.find((c) => c.id === 'quat-norm')!;
    // Scope and gap codes come from the vocabulary (key-data checks record clip_tracks): the text
    // view lists what the JSON view does.
    const { scopes, gaps } = await describeJson('quat-norm') as { scopes: string[]; gaps: string[] };
    expect(r.stdout.split('\n').slice(0, 9)).to.deep.equal([
      'id: quat-norm',
      `plugin: ${listed.plugin}`,
      'type: mechanical',
      'default severity: error',
      `description: ${listed.description}`,
      'url: none',
      'options: none',
      `scopes: ${scopes.join(', ') || 'none'}`,
      `gap codes: ${gaps.join(', ') || 'none'}`,
    ]);
    expect(r.stdout).to.match(/\nmessages:\n {2}nonUnit: rotation key \{\{key\}\}/);
  });

  it('notes an opt-in check as off until configured', async () => {
    const r = await runCli(['checks', 'describe', 'constant-nonunit-scale']);
    expect(r.stdout).to.contain('\ndefault severity: off (opt-in: note)\n');
    const json = await describeJson('constant-nonunit-scale');
    expect(json).to.include({ default_severity: 'off', severity_when_enabled: 'note', opt_in: true });
  });

  it('prints machine-readable JSON with --json', async () => {
    const json = await describeJson('quat-flip');
    expect(Object.keys(json)).to.deep.equal([
      'id', 'plugin', 'namespace', 'type', 'default_severity', 'severity_when_enabled', 'opt_in', 'project_severity',
      'description', 'url', 'options', 'options_schema', 'default_options', 'scopes', 'gaps', 'messages',
    ]);
    expect(json).to.include({ id: 'quat-flip', namespace: '', type: 'mechanical', default_severity: 'warning', url: null, project_severity: null });
    expect(json.description).to.equal(catalog.find((c) => c.id === 'quat-flip')!.description);
    expect(json.options).to.deep.equal([]);
  });

  it("shows a studio check's options with the project's value", async () => {
    const r = await runCli(['checks', 'describe', 'studio/max-bones'], { cwd: STUDIO });
    expect(r.status).to.equal(0);
    expect(r.stdout).to.contain('\nplugin: studio-plugin\ntype: contract\n');
    expect(r.stdout).to.contain('\noptions:\n  max_bones: integer (≥ 1); default 256; this project 20\n');
    const json = await describeJson('studio/max-bones', STUDIO);
    expect(json.options).to.deep.equal([
      { name: 'max_bones', type: 'integer', required: false, constraints: ['≥ 1'], default: 256, description: null, project: 20 },
    ]);
  });

  describe('in a scratch project', () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-describe-'));
      writeFileSync(path.join(dir, 'animsmith.toml'), '[plugins]\nstudio = "./probe.mjs"\n\n[checks."studio/probe"]\nseverity = "error"\n');
      writeFileSync(path.join(dir, 'probe.mjs'), PROBE_PLUGIN);
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('lists url, options with types and defaults, scopes, gap codes and the project severity', async () => {
      const r = await runCli(['checks', 'describe', 'studio/probe'], { cwd: dir });
      expect(r.status).to.equal(0);
      expect(r.stdout.split('\n')).to.deep.equal([
        'id: studio/probe',
        'plugin: probe-plugin',
        'type: contract',
        'default severity: warning',
        'project severity: error',
        'description: Group members stay in phase',
        'url: https://example.test/checks/probe',
        'options:',
        '  limit: number (≥ 0); default 1.5 — largest spread',
        '  mode: "a" | "b"; default "a"',
        'scopes: studio/member',
        'gap codes: studio/missing',
        'messages:',
        '  spread: group {{name}} spread',
        '',
      ]);
      const json = await describeJson('studio/probe', dir);
      expect(json).to.include({ url: 'https://example.test/checks/probe', project_severity: 'error' });
      expect(json.scopes).to.deep.equal(['studio/member']);
      expect(json.gaps).to.deep.equal(['studio/missing']);
      expect(json.default_options).to.deep.equal({ limit: 1.5, mode: 'a' });
    });
  });

  it('refuses an unknown id with exit 2 and one line listing the known ids', async () => {
    const r = await runCli(['checks', 'describe', 'no-such-check']);
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).to.have.length(1);
    expect(lines[0]).to.equal(`animsmith: unknown check id 'no-such-check' (known: ${catalog.map((c) => c.id).join(', ')})`);
  });

  it('requires an id', async () => {
    const r = await runCli(['checks', 'describe']);
    expect(r.status).to.equal(2);
    expect(r.stdout).to.equal('');
  });
});
