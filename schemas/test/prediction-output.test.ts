/**
 * The output-v19 reader on real profiled lint documents (the built CLI in a scratch project):
 * every emitted document reads back, and each hand-made contradiction between the provenance,
 * the prediction facets, the check records, their findings and the summary is rejected.
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curve, curveNode, layer, model, oo, op, sceneBytes, stack, TICKS } from '../../host/test/loaders/fbx-loader-scene.js';
import { BASIS_DOMAIN, canonicalIdentity, predictionProblem, readOutputDocument, SchemaValidationError } from '../src/index.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CORPUS = path.resolve(REPO, '../shared/corpus/gltf');
const FOX = path.join(CORPUS, 'khronos-fox/Fox.glb');
const CUBE = path.join(CORPUS, 'khronos-animated-morph-cube/AnimatedMorphCube.gltf');

const bevy = (revision: number) =>
  `[plugins]\nbevy = "@animsmith/plugin-bevy"\n\n[engine]\nprofile = "bevy"\nprofile_revision = ${revision}\nengine_version = "0.19.0"\nimporter = "gltf-asset-loader"\n`;
const UNREAL = '[plugins]\nunreal = "@animsmith/plugin-unreal"\n\n[engine]\nprofile = "unreal"\nprofile_revision = 1\nengine_version = "5.8"\nimporter = "fbx-importer"\n';
const UNITY =
  '[plugins]\nunity = "@animsmith/plugin-unity"\n\n[engine]\nprofile = "unity-generic"\nprofile_revision = 2\nengine_version = "6000.3"\nimporter = "fbx-model-importer"\n\n' +
  '[engine.settings]\nroot_motion_source = "Root"\n\n[rig.roles]\nroot = "Root"\n\n[clips.walk]\nmovement_owner_xz = "gameplay"\n';

/** Root moving 1 m along X over "walk" and a second stack "idle" (both on the frame lattice). */
function walkScene(): Uint8Array {
  return sceneBytes({
    globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 11]],
    objects: [
      model(1n, 'Root'),
      stack(10n, 'walk', 0n, TICKS),
      stack(11n, 'idle', 0n, TICKS / 2n),
      layer(20n),
      layer(21n),
      curveNode(30n, 'T', [0, 0, 0]),
      curve(31n, [0n, TICKS], [0, 100]),
    ],
    connections: [oo(1n, 0n), oo(20n, 10n), oo(21n, 11n), oo(30n, 20n), op(30n, 1n, 'Lcl Translation'), op(31n, 30n, 'd|X')],
  });
}

/** Runs `lint --format json` in a scratch project inside the repository (so plugins resolve). */
function lint(toml: string, input: string | { name: string; bytes: Uint8Array }): string {
  const root = path.join(REPO, 'artifacts/tmp');
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(path.join(root, 'prediction-output-'));
  try {
    writeFileSync(path.join(dir, 'animsmith.toml'), toml);
    let arg: string;
    if (typeof input === 'string') {
      arg = path.basename(input);
      copyFileSync(input, path.join(dir, arg));
    } else {
      arg = input.name;
      writeFileSync(path.join(dir, arg), input.bytes);
    }
    const r = spawnSync(process.execPath, [path.join(REPO, 'host/bin/run.js'), 'lint', '--format', 'json', arg], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0 && r.status !== 1) throw new Error(`lint failed (${r.status}): ${r.stderr}`);
    return r.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const flip = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`;
const checkOf = (doc: Json, id: string): Json => doc.files[0].checks.find((c: Json) => c.check_id === id);
const indexOf = (doc: Json, id: string): number => doc.files[0].checks.findIndex((c: Json) => c.check_id === id);

function rejects(doc: Json, pattern: RegExp): SchemaValidationError {
  let error: unknown;
  try {
    readOutputDocument(JSON.stringify(doc));
  } catch (e) {
    error = e;
  }
  expect(error, `accepted; expected ${String(pattern)}`).to.be.instanceOf(SchemaValidationError);
  expect((error as Error).message, (error as Error).message).to.match(pattern);
  return error as SchemaValidationError;
}

describe('output v19 reader: prediction provenance and facets', () => {
  const docs: Record<string, string> = {};
  before(function () {
    this.timeout(180000);
    docs.bevy1 = lint(bevy(1), FOX);
    docs.bevy2 = lint(bevy(2), FOX);
    docs.bevy3 = lint(bevy(3), FOX);
    // The cube without its external buffer: the inventory facet is required-unavailable.
    docs.bevyUnavailable = lint(bevy(1), CUBE);
    docs.unreal = lint(UNREAL, { name: 'walk.fbx', bytes: walkScene() });
    docs.unity = lint(UNITY, { name: 'walk.fbx', bytes: walkScene() });
  });

  it('reads back every emitted profiled lint document, from text and from bytes', () => {
    for (const [name, text] of Object.entries(docs)) {
      const parsed = JSON.parse(text) as Json;
      expect(parsed.files[0].prediction_provenance, name).to.not.equal(null);
      expect(readOutputDocument(text), name).to.deep.equal(parsed);
      expect(readOutputDocument(Buffer.from(text)), name).to.deep.equal(parsed);
    }
    // The fixtures cover what the rules distinguish: all-available, unavailable, and a bound finding.
    expect(JSON.parse(docs.bevyUnavailable!).summary.prediction_facets.required_prediction_unavailable).to.equal(1);
    const unity = checkOf(JSON.parse(docs.unity!), 'engine-root-motion');
    expect(unity.findings.some((f: Json) => f.prediction_scope !== undefined)).to.equal(true);
  });

  it('refuses a 256 MiB + 1 byte input before decoding it', () => {
    // A zero-filled view that is never written keeps its pages unmapped: nothing is read or copied.
    expect(() => readOutputDocument(new Uint8Array(256 * 1024 * 1024 + 1))).to.throw(
      SchemaValidationError,
      /^output document refused: 268435457 bytes exceeds the 268435456-byte limit \(checked before decoding\)$/,
    );
  });

  describe('rejects a provenance identity changed by one character', () => {
    for (const part of ['profile', 'settings', 'raw_source', 'dependency_closure']) {
      it(part, () => {
        const d = JSON.parse(docs.bevy1!);
        d.files[0].prediction_provenance[part].identity.sha256 = flip(d.files[0].prediction_provenance[part].identity.sha256);
        rejects(d, new RegExp(`^invalid output document: /files/0/prediction_provenance: ${part}: identity does not match its content$`));
      });
    }
    it('the record header, and a content edit under an unchanged header', () => {
      const d = JSON.parse(docs.bevy3!);
      d.files[0].prediction_provenance.identity.bytes += 1;
      rejects(d, /\/files\/0\/prediction_provenance: identity does not match the record/);
      const content = JSON.parse(docs.unreal!);
      content.files[0].prediction_provenance.raw_source.animations.rows[0].name = 'walk2';
      rejects(content, /\/files\/0\/prediction_provenance: raw_source: identity does not match its content/);
    });
    it('the primary input (a provenance from another file)', () => {
      const d = JSON.parse(docs.bevy1!);
      d.files[0].input.sha256 = flip(d.files[0].input.sha256);
      rejects(d, /\/files\/0\/prediction_provenance: primary_input differs from the file input/);
    });
  });

  it('rejects a prediction that cites another provenance or another contract revision', () => {
    const d = JSON.parse(docs.bevy1!);
    const at = indexOf(d, 'engine-addressability');
    d.files[0].checks[at].prediction.provenance_identity.bytes += 1;
    rejects(d, new RegExp(`/files/0/checks/${at}/prediction/provenance_identity: differs from the file’s prediction_provenance identity`));
    const e = JSON.parse(docs.bevy1!);
    e.files[0].checks[at].prediction.schema = 'urn:animsmith:engine-prediction:4';
    rejects(e, new RegExp(`/files/0/checks/${at}/prediction/schema: .* is not the prediction contract of urn:animsmith:prediction-provenance:3`));
  });

  it('rejects a facet basis identity changed by one character, and a repeated scope', () => {
    const d = JSON.parse(docs.bevy1!);
    const at = indexOf(d, 'engine-addressability');
    const facet = d.files[0].checks[at].prediction.facets[1];
    facet.basis.identity.sha256 = flip(facet.basis.identity.sha256);
    rejects(d, new RegExp(`/files/0/checks/${at}/prediction/facets/1/basis/identity: is not the digest of the basis references`));
    const e = JSON.parse(docs.bevy1!);
    const facets = e.files[0].checks[at].prediction.facets;
    facets[1] = structuredClone(facets[0]);
    rejects(e, new RegExp(`/files/0/checks/${at}/prediction/facets/1/scope: repeats scope`));
  });

  it('rejects an evaluation or evaluated scopes that disagree with the facets', () => {
    const d = JSON.parse(docs.bevy1!);
    const at = indexOf(d, 'engine-addressability');
    d.files[0].checks[at].evaluated_scopes.pop();
    rejects(d, new RegExp(`/files/0/checks/${at}/evaluated_scopes: must list exactly the available facet scopes`));
    const e = JSON.parse(docs.bevyUnavailable!);
    const u = indexOf(e, 'engine-addressability');
    e.files[0].checks[u].evaluation = 'complete';
    e.summary.checks.evaluation.complete += 1;
    e.summary.checks.evaluation.not_evaluated -= 1;
    rejects(e, /\/files\/0\/checks\/\d+\/evaluation/);
  });

  it('rejects summary.prediction_facets off by one', () => {
    for (const key of ['available', 'required_prediction_unavailable']) {
      const d = JSON.parse(docs.bevyUnavailable!);
      d.summary.prediction_facets[key] += 1;
      rejects(d, new RegExp(`^invalid output document: /summary/prediction_facets/${key}: is \\d+ but the document has \\d+ ${key} prediction facets$`));
    }
  });

  describe('findings on a prediction-bearing check', () => {
    /** Bevy rev 1 on Fox with Animation2's facet made required-unavailable, consistently. */
    function withUnavailableFacet(): { d: Json; at: number } {
      const d = JSON.parse(docs.bevy1!);
      const at = indexOf(d, 'engine-addressability');
      const check = d.files[0].checks[at];
      const facet = check.prediction.facets[2];
      facet.state = 'required_prediction_unavailable';
      facet.reasons = ['raw_source_incomplete'];
      facet.basis = { identity: canonicalIdentity(BASIS_DOMAIN, []), references: [] };
      delete facet.result;
      check.evaluation = 'partial';
      check.evaluated_scopes = check.evaluated_scopes.slice(0, 2);
      Object.assign(d.summary.checks.evaluation, { complete: d.summary.checks.evaluation.complete - 1, partial: d.summary.checks.evaluation.partial + 1 });
      Object.assign(d.summary.prediction_facets, { available: 2, required_prediction_unavailable: 1 });
      return { d, at };
    }
    const finding = (subject: string): Json => ({
      check_id: 'engine-addressability',
      severity: 'error',
      message: 'label collides',
      prediction_scope: { code: 'animation_asset_label', subject },
    });

    it('a finding bound to an available facet reads back', () => {
      const { d, at } = withUnavailableFacet();
      d.files[0].checks[at].findings.push(finding('Animation1'));
      d.summary.findings.error += 1;
      expect(readOutputDocument(JSON.stringify(d)).files).to.have.length(1);
    });
    it('a finding bound to an unavailable facet is rejected', () => {
      const { d, at } = withUnavailableFacet();
      d.files[0].checks[at].findings.push(finding('Animation2'));
      d.summary.findings.error += 1;
      rejects(d, new RegExp(`/files/0/checks/${at}/findings/0/prediction_scope: \\{"code":"animation_asset_label","subject":"Animation2"\\} names no available prediction facet`));
    });
    it('a finding bound to no facet, or to none at all, is rejected', () => {
      const { d, at } = withUnavailableFacet();
      d.files[0].checks[at].findings.push(finding('Animation7'));
      d.summary.findings.error += 1;
      rejects(d, /names no available prediction facet/);
      const { d: e } = withUnavailableFacet();
      const { prediction_scope: _scope, ...unbound } = finding('Animation1');
      e.files[0].checks[at].findings.push(unbound);
      e.summary.findings.error += 1;
      rejects(e, new RegExp(`/files/0/checks/${at}/findings/0: must have required property 'prediction_scope'`));
    });
    it('the real Unity root-motion finding rebound to another scope is rejected', () => {
      const d = JSON.parse(docs.unity!);
      const at = indexOf(d, 'engine-root-motion');
      const i = d.files[0].checks[at].findings.findIndex((f: Json) => f.prediction_scope !== undefined);
      d.files[0].checks[at].findings[i].prediction_scope.subject = 'xz:nowhere';
      rejects(d, new RegExp(`/files/0/checks/${at}/findings/${i}/prediction_scope: .* names no available prediction facet`));
    });
    it('a prediction_scope on a check without a prediction is rejected', () => {
      expect(predictionProblem({ evaluation: 'complete', findings: [{ prediction_scope: { code: 'x' } }] }, null)).to.deep.equal({
        pointer: '/findings/0/prediction_scope',
        reason: 'binds to a prediction facet, but the check carries no prediction',
      });
    });
  });

  it('rejects an available facet without basis and an unavailable one without reasons', () => {
    const d = JSON.parse(docs.bevy1!);
    const at = indexOf(d, 'engine-addressability');
    const facet = d.files[0].checks[at].prediction.facets[0];
    facet.basis = { identity: canonicalIdentity(BASIS_DOMAIN, []), references: [] };
    rejects(d, new RegExp(`/files/0/checks/${at}/prediction/facets/0`));
    const e = JSON.parse(docs.bevyUnavailable!);
    const u = indexOf(e, 'engine-addressability');
    e.files[0].checks[u].prediction.facets[0].reasons = [];
    rejects(e, new RegExp(`/files/0/checks/${u}/prediction/facets/0`));
  });
});
