/**
 * The lint views (text, markdown, github, sarif) rendered from a real lint document of the dirty
 * clip, and from variants of it carrying what that clip cannot produce: hostile names, member
 * rows, grouped gaps, prediction facets and provenance.
 */
import { expect } from 'chai';
import path from 'node:path';
import type { CheckRecord, FindingRecord } from '../../src/engine/check-record.js';
import { CHECK_CRASHED_GAP } from '../../src/engine/evaluate-check.js';
import { renderLintGithub } from '../../src/formats/github.js';
import { EXPANDED_LIMIT, renderLintMarkdown } from '../../src/formats/markdown-lint.js';
import { buildSarifLog, FINGERPRINT_KEY, type SarifRuleSource } from '../../src/formats/sarif.js';
import { renderLintText } from '../../src/formats/text-lint.js';
import type { LintDocument } from '../../src/output/documents.js';
import { HOSTILE } from '../cli/probe-plugin.js';
import { CORPUS, runCli } from '@animsmith/test-utils';
import { sarifErrors } from './sarif-schema.js';
import { buildProvenance } from '../../src/engine/prediction/provenance.js';
import { resolveSettings } from '../../src/engine/prediction/settings.js';
import { defineProfile, type PredictionProvenance } from '../../src/plugin-api/prediction.js';
import { buildDocument, sourceFromDocument } from '../support/anim-builder.js';

const DIRTY = path.join(CORPUS, 'gltf/animsmith-clip/clip-dirty.glb');
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

let base: LintDocument;
const clone = (): LintDocument => structuredClone(base);
const record = (doc: LintDocument, id: string): CheckRecord => doc.files[0]!.checks.find((c) => c.check_id === id)!;
const first = (doc: LintDocument, id: string): FindingRecord => record(doc, id).findings[0]!;

/** The dirty-clip document with every finding's clip and bone renamed to `name`. */
function hostileNames(name = HOSTILE): LintDocument {
  const doc = clone();
  for (const c of doc.files[0]!.checks) for (const f of c.findings) Object.assign(f, { clip: name, bone: name });
  return doc;
}

/** A revision-3 provenance record of a one-bone GLB under a profile with no facts or settings. */
function provenance(): PredictionProvenance {
  const profile = defineProfile({
    profile: 'bevy',
    profile_revision: 1,
    engine_version: '0.19.0',
    importer: 'gltf-asset-loader',
    fact_bundle: 'urn:animsmith:engine-profile:bevy:1',
    contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
    accepted_formats: ['glb'],
    facts: [],
    sources: [],
    settings: [],
  });
  const source = sourceFromDocument(buildDocument({ bones: [{ name: 'root' }] }), { format: 'glb' });
  const intent = { runtimeNodeSelectors: [], clipNames: [], clipExpectations: () => ({}) };
  return buildProvenance(profile, source, resolveSettings(profile, {}, [], undefined), intent);
}

/** A clean document with one check carrying grouped gaps, a member row and prediction facets. */
function rich(): LintDocument {
  const doc = clone();
  const file = doc.files[0]!;
  for (const c of file.checks) c.findings = [];
  const norm = record(doc, 'quat-norm');
  norm.evaluation = 'partial';
  norm.findings = [
    {
      check_id: 'quat-norm',
      severity: 'note',
      message: 'group spread',
      members: [
        { member: 'walk', measurements: { phase: 0.25, spread: 'NaN' } },
        { member: HOSTILE, measurements: { phase: 0.5 } },
      ],
    },
  ];
  norm.gaps = [
    { code: 'studio/missing', message: 'member missing', scope: { code: 'studio/member', subject: 'a' } },
    { code: 'studio/missing', message: 'member missing', scope: { code: 'studio/member', subject: 'b' } },
    { code: 'studio/other', message: 'other gap' },
  ];
  const flip = record(doc, 'quat-flip');
  flip.prediction = {
    schema: 'urn:animsmith:engine-prediction:3',
    provenance_identity: { sha256: '0'.repeat(64), bytes: 1 },
    facets: [
      { scope: { code: 'animation_asset_label', subject: 'Animation0' }, state: 'available', basis: { identity: { sha256: '0'.repeat(64), bytes: 1 }, references: [] }, reasons: [] },
      { scope: { code: 'animation_asset_label_inventory' }, state: 'required_prediction_unavailable', basis: { identity: { sha256: '0'.repeat(64), bytes: 1 }, references: [] }, reasons: ['inventory_partial', 'x'] },
    ],
  };
  file.prediction_provenance = provenance();
  Object.assign(doc.summary.findings, { error: 0, warning: 0, note: 1 });
  doc.summary.checks.gaps = 3;
  Object.assign(doc.summary.prediction_facets, { available: 1, required_prediction_unavailable: 1 });
  return doc;
}

const CATALOG: SarifRuleSource[] = [
  { id: 'quat-norm', description: 'Rotation keys must be unit quaternions.', defaultSeverity: 'error', url: 'https://example.test/quat-norm', plugin: '@animsmith/checks' },
  { id: 'quat-flip', description: 'Adjacent keys in one hemisphere.', defaultSeverity: 'warning', plugin: '@animsmith/checks' },
  { id: 'constant-track', description: 'Flags constant tracks.', defaultSeverity: 'note', url: 'not a url' },
];

describe('lint views', () => {
  before(async () => {
    const r = await runCli(['lint', '--format', 'json', DIRTY]);
    expect(r.status).to.equal(1);
    base = JSON.parse(r.stdout) as LintDocument;
    // Keep the two findings of the dirty clip and nothing else (other checks may report gaps on it).
    for (const c of base.files[0]!.checks) {
      if (c.check_id !== 'quat-norm' && c.check_id !== 'quat-flip') c.findings = [];
      delete c.gaps;
      delete c.prediction;
    }
    Object.assign(base.summary.findings, { error: 1, warning: 1, note: 0 });
    base.summary.checks.gaps = 0;
    expect(base.files[0]!.checks.flatMap((c) => c.findings).map((f) => f.check_id)).to.deep.equal(['quat-norm', 'quat-flip']);
  });

  describe('text', () => {
    it('prints finding lines, the clean line and the reference tally line exactly', () => {
      const text = renderLintText(base);
      expect(text.split('\n')).to.include.members([
        `${DIRTY}:`,
        "  error[quat-norm] clip 'swing' bone 'spine' @0.500s: rotation key 2 has length 1.05, not 1 (1 non-unit key(s) in the track; this is the worst)",
        '1 error(s), 1 warning(s), 0 note(s), 0 coverage gap(s), 0 available prediction facet(s), 0 required-unavailable prediction facet(s)',
      ]);
      const clean = clone();
      for (const c of clean.files[0]!.checks) c.findings = [];
      expect(renderLintText(clean).split('\n')[0]).to.equal(`${DIRTY}: clean`);
    });

    it('prints node context, member rows, gap groups, prediction lines and the profile line', () => {
      const doc = rich();
      Object.assign(record(doc, 'quat-norm').findings[0]!, { node: '/0:root/1:spine', time_s: 0.0625, measured: 3, expected: 2 });
      const lines = renderLintText(doc).split('\n');
      expect(lines).to.deep.equal([
        `${DIRTY}:`,
        '  engine profile bevy revision 1 (0.19.0 / gltf-asset-loader)',
        '  prediction[quat-flip] animation_asset_label subject Animation0: available',
        '  prediction[quat-flip] animation_asset_label_inventory: required unavailable (inventory_partial, x)',
        // No rule explains these codes, so the generic why-and-what line follows.
        '    why: the rule could not establish this for this file under the selected profile revision, and a required prediction that cannot be made fails lint by design; check the reasons above, supply what they name, or pin a revision that does not require it ([engine] profile_revision)',
        "  note[quat-norm] node '/0:root/1:spine' @0.063s: group spread (measured 3, expected 2)",
        '    member walk: phase=0.25, spread=NaN',
        '    member </details>| `x` \\u{202e}\\u{2028}: phase=0.5',
        '  coverage[quat-norm] studio/missing ×2 (scopes: studio/member; subjects: a, b): member missing',
        '  coverage[quat-norm] studio/other ×1: other gap',
        'config: none (built-in defaults)',
        '0 error(s), 0 warning(s), 1 note(s), 3 coverage gap(s), 1 available prediction facet(s), 1 required-unavailable prediction facet(s)',
        '',
      ]);
    });

    it('is not clean with provenance alone, and says no predictions were emitted', () => {
      const doc = clone();
      for (const c of doc.files[0]!.checks) c.findings = [];
      doc.files[0]!.prediction_provenance = provenance();
      const lines = renderLintText(doc).split('\n');
      expect(lines.slice(0, 3)).to.deep.equal([
        `${DIRTY}:`,
        '  engine profile bevy revision 1 (0.19.0 / gltf-asset-loader)',
        '  no engine-backed checks emitted predictions',
      ]);
    });

    it('caps long gap groups at five values per field', () => {
      const doc = clone();
      record(doc, 'quat-norm').gaps = Array.from({ length: 8 }, (_, i) => ({ code: 'studio/g', message: `m${i}`, scope: { code: 'studio/s', subject: `s${i}` } }));
      const line = renderLintText(doc).split('\n').find((l) => l.startsWith('  coverage['))!;
      expect(line).to.equal('  coverage[quat-norm] studio/g ×8 (scopes: studio/s; subjects: s0, s1, s2, s3, s4, … +3 more): m0; m1; m2; m3; m4; … +3 more');
    });

    it('escapes hostile names, messages and paths onto one visible line each', () => {
      const doc = hostileNames();
      doc.files[0]!.path = `dir/${HOSTILE}\u001b[31m.glb`;
      first(doc, 'quat-norm').message = `bad\u0085\u2066news\r\n`;
      const text = renderLintText(doc);
      expect(UNSAFE.test(text.replace(/\n/g, ''))).to.equal(false);
      expect(text.split('\n')).to.have.length(6);
      expect(text).to.contain("clip '</details>| `x` \\u{202e}\\u{2028}'");
      expect(text).to.contain('bad\\u{85}\\u{2066}news\\u{d}\\u{a} (measured');
      expect(text.split('\n')[0]).to.equal('dir/</details>| `x` \\u{202e}\\u{2028}\\u{1b}[31m.glb:');
    });
  });

  describe('markdown', () => {
    it('opens files up to the limit, collapses larger ones, and marks clean files', () => {
      expect(renderLintMarkdown(base)).to.contain('<details open>');
      const many = clone();
      const norm = record(many, 'quat-norm');
      norm.findings = Array.from({ length: EXPANDED_LIMIT }, () => ({ ...norm.findings[0]! }));
      expect(renderLintMarkdown(many)).to.contain('<details>\n');
      const clean = clone();
      for (const c of clean.files[0]!.checks) c.findings = [];
      const md = renderLintMarkdown(clean);
      expect(md).to.contain(`✅ Clean: ${DIRTY}`);
      expect(md).to.not.contain('<details');
    });

    it('renders gap groups, members, predictions and the footer tally', () => {
      const md = renderLintMarkdown(rich());
      expect(md).to.contain('<summary>');
      expect(md).to.contain('1 finding, 3 coverage gaps, 2 prediction facets</summary>');
      expect(md).to.contain('| quat-norm | studio/missing | 2 | studio/member | a, b | member missing |');
      expect(md).to.contain('| quat-flip | animation\\_asset\\_label\\_inventory | — | **required unavailable** | — | inventory\\_partial, x |');
      expect(md).to.contain('- walk: phase=0.25, spread=NaN');
      expect(md).to.contain('Engine profile: bevy revision 1 (0.19.0 / gltf-asset-loader)');
      expect(md).to.match(/\n---\n\n\*\*1 file\*\*: 0 error\(s\), 0 warning\(s\), 1 note\(s\), 3 coverage gap\(s\)/);
    });

    it('neutralises table, code and HTML delimiters and invisible characters in hostile names', () => {
      const doc = hostileNames();
      doc.files[0]!.path = `a|b\`c</summary><img src=x>.glb`;
      const md = renderLintMarkdown(doc);
      expect(UNSAFE.test(md.replace(/\n/g, ''))).to.equal(false);
      // Only the renderer's own tags survive as HTML.
      expect(md.match(/(?<!\\)<\/?details\b/g)).to.deep.equal(['<details', '</details']);
      expect(md.match(/(?<!\\)<\/?summary\b/g)).to.deep.equal(['<summary', '</summary']);
      expect(md).to.not.contain('<img');
      // Every table row still has exactly seven unescaped pipes (six cells), and no code span opens.
      const rows = md.split('\n').filter((l) => l.startsWith('| error') || l.startsWith('| warning'));
      expect(rows).to.have.length(2);
      for (const row of rows) {
        expect(row.match(/(?<!\\)\|/g), row).to.have.length(7);
        expect(row.match(/(?<!\\)`/g), row).to.equal(null);
      }
      expect(md).to.contain('<summary>a&#124;b&#96;c&#60;/summary&#62;&#60;img src=x&#62;.glb: 2 findings</summary>');
    });
  });

  describe('github', () => {
    it('emits one annotation per finding and the tally notice', () => {
      const lines = renderLintGithub(base, { cwd: path.dirname(DIRTY) }).split('\n');
      expect(lines).to.deep.equal([
        "::error file=clip-dirty.glb,title=quat-norm::clip 'swing' bone 'spine' @0.500s: rotation key 2 has length 1.05, not 1 (1 non-unit key(s) in the track; this is the worst)",
        "::warning file=clip-dirty.glb,title=quat-flip::clip 'swing' bone 'spine' @0.750s: 2 adjacent rotation key pair(s) change hemisphere, first keys 2→3; samplers without a neighbourhood check will spin the long way",
        '::notice::1 error(s), 1 warning(s), 0 note(s), 0 coverage gap(s), 0 available prediction facet(s), 0 required-unavailable prediction facet(s)',
        '',
      ]);
    });

    it('uses ::notice for notes, annotates blocking predictions, and escapes per the workflow-command rules', () => {
      const doc = rich();
      doc.files[0]!.path = 'a:b,c%d.glb';
      first(doc, 'quat-norm').message = '100% done:\r\nnext, line';
      const out = renderLintGithub(doc, { cwd: process.cwd() });
      const lines = out.split('\n');
      expect(lines).to.have.length(4);
      expect(lines[0]).to.equal('::notice file=a%3Ab%2Cc%25d.glb,title=quat-norm::100%25 done:\\u{d}\\u{a}next, line');
      expect(lines[1]).to.equal('::error file=a%3Ab%2Cc%25d.glb,title=quat-flip::prediction animation_asset_label_inventory: required unavailable (inventory_partial, x)');
      expect(lines[2]).to.match(/^::notice::0 error\(s\)/);
      const hostile = renderLintGithub(hostileNames(), { cwd: process.cwd() });
      expect(UNSAFE.test(hostile.replace(/\n/g, ''))).to.equal(false);
      expect(hostile.split('\n')).to.have.length(4);
    });
  });

  describe('sarif', () => {
    const cwd = path.dirname(DIRTY);

    it('is valid SARIF 2.1.0 with rules from the catalog and one located result per finding', () => {
      const log = buildSarifLog(base, { cwd, catalog: CATALOG }) as any;
      expect(sarifErrors(log)).to.deep.equal([]);
      expect(log.$schema).to.equal('https://json.schemastore.org/sarif-2.1.0.json');
      expect(log.version).to.equal('2.1.0');
      const run = log.runs[0];
      expect(run.tool.driver.name).to.equal('animsmith');
      expect(run.tool.driver.version).to.equal(base.tool.version);
      expect(run.tool.driver).to.not.have.property('informationUri');
      expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).to.deep.equal(base.files[0]!.checks.map((c) => c.check_id));
      const norm = run.tool.driver.rules.find((r: { id: string }) => r.id === 'quat-norm');
      expect(norm).to.deep.include({
        shortDescription: { text: 'Rotation keys must be unit quaternions.' },
        helpUri: 'https://example.test/quat-norm',
        defaultConfiguration: { level: 'error' },
      });
      const constant = run.tool.driver.rules.find((r: { id: string }) => r.id === 'constant-track');
      expect(constant.defaultConfiguration).to.deep.equal({ level: 'note' });
      expect(constant).to.not.have.property('helpUri');
      expect(run.results).to.have.length(2);
      const [error, warning] = run.results;
      expect(run.tool.driver.rules[error.ruleIndex].id).to.equal('quat-norm');
      expect(run.tool.driver.rules[warning.ruleIndex].id).to.equal('quat-flip');
      expect(error).to.deep.include({ ruleId: 'quat-norm', level: 'error' });
      expect(warning.level).to.equal('warning');
      expect(error.message.text).to.equal(first(base, 'quat-norm').message);
      expect(error.locations).to.deep.equal([
        {
          physicalLocation: { artifactLocation: { uri: 'clip-dirty.glb', uriBaseId: '%SRCROOT%', index: 0 }, region: { startLine: 1 } },
          logicalLocations: [{ name: 'spine', fullyQualifiedName: 'clip:swing/bone:spine', kind: 'member' }],
        },
      ]);
      expect(error.properties).to.deep.include({ time_s: 0.5, expected: 1, measured: first(base, 'quat-norm').measured });
      expect(run.invocations).to.deep.equal([{ executionSuccessful: true }]);
      expect(run.artifacts[0]).to.deep.include({ length: base.files[0]!.input.bytes, hashes: { 'sha-256': base.files[0]!.input.sha256 } });
    });

    it('falls back to rule ids alone without a catalog', () => {
      const log = buildSarifLog(base, { cwd }) as any;
      expect(sarifErrors(log)).to.deep.equal([]);
      for (const rule of log.runs[0].tool.driver.rules) expect(Object.keys(rule)).to.deep.equal(['id']);
    });

    it('keeps fingerprints stable across paths as given, drifting values and runs, free of host paths', () => {
      const fp = (doc: LintDocument, at = cwd) => (buildSarifLog(doc, { cwd: at }) as any).runs[0].results.map((r: any) => r.partialFingerprints[FINGERPRINT_KEY]);
      const original = fp(base);
      expect(new Set(original).size).to.equal(2);
      const relative = clone();
      relative.files[0]!.path = 'clip-dirty.glb';
      expect(fp(relative)).to.deep.equal(original);
      const drifted = clone();
      first(drifted, 'quat-norm').message = first(drifted, 'quat-norm').message.replace('1.05', '1.07');
      first(drifted, 'quat-norm').measured = 1.07;
      expect(fp(drifted)).to.deep.equal(original);
      const elsewhere = hostileNames('walk');
      expect(fp(elsewhere)[0]).to.not.equal(original[0]);
      const text = JSON.stringify(buildSarifLog(base, { cwd }));
      expect(text).to.not.contain(path.dirname(DIRTY));
      // Two findings with the same identity still get distinct fingerprints.
      const twice = clone();
      record(twice, 'quat-norm').findings.push({ ...first(twice, 'quat-norm') });
      const prints = fp(twice);
      expect(new Set(prints).size).to.equal(3);
    });

    it('stays valid with hostile names and paths, percent-encoding the URI', () => {
      const doc = hostileNames();
      doc.files[0]!.path = `sub dir/${HOSTILE}#?.glb`;
      const log = buildSarifLog(doc, { cwd: process.cwd(), catalog: CATALOG }) as any;
      expect(sarifErrors(log)).to.deep.equal([]);
      const uri: string = log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri;
      expect(uri).to.equal(`sub%20dir/%3C/${encodeURIComponent(HOSTILE.slice(2))}%23%3F.glb`);
      expect(decodeURIComponent(uri)).to.equal(`sub dir/${HOSTILE}#?.glb`);
      expect(log.runs[0].results[0].locations[0].logicalLocations[0].fullyQualifiedName).to.equal(`clip:${HOSTILE}/bone:${HOSTILE}`);
    });

    it('reports gaps and predictions as notifications, and a crashed check as an unsuccessful execution', () => {
      const doc = rich();
      const log = buildSarifLog(doc, { cwd, catalog: CATALOG }) as any;
      expect(sarifErrors(log)).to.deep.equal([]);
      const [invocation] = log.runs[0].invocations;
      expect(invocation.executionSuccessful).to.equal(true);
      const notes = invocation.toolExecutionNotifications;
      expect(notes.map((n: any) => [n.level, n.descriptor.id, n.associatedRule.id])).to.deep.equal([
        ['note', 'studio/missing', 'quat-norm'],
        ['note', 'studio/missing', 'quat-norm'],
        ['note', 'studio/other', 'quat-norm'],
        ['note', 'available', 'quat-flip'],
        ['error', 'required_prediction_unavailable', 'quat-flip'],
      ]);
      expect(notes[0].message.text).to.equal('coverage gap studio/missing [studio/member a]: member missing');
      expect(log.runs[0].results[0].properties.members).to.have.length(2);
      record(doc, 'nan').gaps = [{ code: CHECK_CRASHED_GAP, message: 'kaboom' }];
      const crashed = buildSarifLog(doc, { cwd }) as any;
      expect(crashed.runs[0].invocations[0].executionSuccessful).to.equal(false);
      expect(crashed.runs[0].invocations[0].toolExecutionNotifications.at(0).level).to.equal('error');
    });

    it('is rejected by the schema when broken (the validator can fail)', () => {
      const log = buildSarifLog(base, { cwd }) as any;
      log.runs[0].results[0].level = 'fatal';
      log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri = 'has space';
      expect(sarifErrors(log).join('\n')).to.match(/level/).and.match(/uri/);
    });
  });
});
