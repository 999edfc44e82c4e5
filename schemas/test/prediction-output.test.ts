/**
 * The output-v19 reader on real profiled lint documents (the built CLI in a scratch project):
 * every emitted document reads back, and each hand-made contradiction between the provenance,
 * its versioned sections, the prediction facets and their basis references, the check records,
 * their findings and the summary is rejected.
 */
import { expect } from 'chai';
import { BASIS_DOMAIN, canonicalIdentity, predictionProblem, provenanceProblems, readOutputDocument, SchemaValidationError, SECTION_DOMAINS, type ProvenanceWire } from '../src/index.js';
import { sealProvenance } from './support/seal.js';
import { bevy, CUBE, FOX, lint, unreal, UNITY, walkScene } from './support/profiled.js';

type Json = Record<string, any>;

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
  before(async function () {
    this.timeout(180000);
    docs.bevy1 = await lint(bevy(1), FOX);
    docs.bevy2 = await lint(bevy(2), FOX);
    docs.bevy3 = await lint(bevy(3), FOX);
    // The cube without its external buffer: the inventory facet is required-unavailable.
    docs.bevyUnavailable = await lint(bevy(1), CUBE);
    docs.unreal = await lint(unreal(1), walkScene());
    docs.unreal2 = await lint(unreal(2), walkScene());
    docs.unity = await lint(UNITY, walkScene());
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

  describe('versioned provenance sections (contracts :3 to :6)', () => {
    const provenanceOf = (doc: Json): Json => doc.files[0].prediction_provenance;
    const wire = (p: Json): ProvenanceWire => p as unknown as ProvenanceWire;
    /** Reseals the provenance and re-cites it, so the edit under test is the only contradiction. */
    const resealed = (doc: Json): Json => {
      sealProvenance(provenanceOf(doc));
      for (const check of doc.files[0].checks) if (check.prediction) check.prediction.provenance_identity = { ...provenanceOf(doc).identity };
      return doc;
    };
    const PROVENANCE = /^invalid output document: \/files\/0\/prediction_provenance: /;
    const at = (pattern: string) => new RegExp(`${PROVENANCE.source}${pattern}$`);

    it('reads back a real record of every contract version', () => {
      const versions = { bevy1: 3, bevy2: 4, unreal2: 4, bevy3: 5, unity: 6 };
      for (const [name, version] of Object.entries(versions)) {
        const doc = JSON.parse(docs[name]!) as Json;
        expect(provenanceOf(doc).schema, name).to.equal(`urn:animsmith:prediction-provenance:${version}`);
        expect(provenanceProblems(wire(provenanceOf(doc)), doc.files[0].input), name).to.deep.equal([]);
        expect(provenanceOf(readOutputDocument(docs[name]!) as Json), name).to.deep.equal(provenanceOf(doc));
      }
    });

    it('rejects a section identity changed by one character, naming the section', () => {
      for (const section of Object.keys(SECTION_DOMAINS)) {
        const d = JSON.parse(docs.unity!);
        provenanceOf(d)[section].identity.sha256 = flip(provenanceOf(d)[section].identity.sha256);
        rejects(d, at(`${section}: identity does not match its content`));
      }
    });

    describe('rejects a section row edited in place, naming the section it changed', () => {
      const edits: [string, string, (p: Json) => void][] = [
        ['a node parent', 'bevy2', (p) => (p.scene_inventory.nodes.rows.find((n: Json) => n.parent !== null).parent += 1)],
        ['a channel count', 'bevy3', (p) => (p.animation_inventory.rows[0].channel_count += 1)],
        ['a transform path', 'unity', (p) => (p.transform_paths.rows[0].path = 'Roos')],
        ['a movement owner', 'unity', (p) => (p.movement_intent.rows[0].movement_owner_xz = 'animation')],
        ['a coverage count', 'unreal2', (p) => (p.scene_inventory.nodes.coverage.observed += 1)],
      ];
      const sectionOf: Record<string, string> = {
        'a node parent': 'scene_inventory',
        'a channel count': 'animation_inventory',
        'a transform path': 'transform_paths',
        'a movement owner': 'movement_intent',
        'a coverage count': 'scene_inventory',
      };
      for (const [what, name, edit] of edits) {
        it(what, () => {
          const d = JSON.parse(docs[name]!);
          edit(provenanceOf(d));
          rejects(d, at(`${sectionOf[what]}: identity does not match its content`));
        });
      }
    });

    describe('rejects a resealed record whose section rows contradict each other', () => {
      it('a node parent that is not the inverse of a child link', () => {
        const d = JSON.parse(docs.bevy2!);
        const node = provenanceOf(d).scene_inventory.nodes.rows.find((n: Json) => n.parent !== null);
        node.parent += 1;
        rejects(resealed(d), at(`scene_inventory.nodes: node \\d+ disagrees with its parent or children`));
      });
      it('a channel count that contradicts the channel coverage and the raw rows', () => {
        const d = JSON.parse(docs.bevy3!);
        provenanceOf(d).animation_inventory.rows[0].channel_count += 1;
        rejects(resealed(d), at('animation_inventory.rows\\[0\\]: channel coverage contradicts its channel_count'));
        const e = JSON.parse(docs.bevy3!);
        provenanceOf(e).animation_inventory.rows[1].name = 'Renamed';
        rejects(resealed(e), at('animation_inventory.rows\\[1\\]: disagrees with raw_source.animations.rows\\[1\\]'));
      });
      it('coverage counts off by one, and a limit that is not the contract limit', () => {
        const d = JSON.parse(docs.bevy2!);
        provenanceOf(d).scene_inventory.primitives.observed += 1;
        rejects(resealed(d), at('scene_inventory.primitives: observed contradicts the mesh primitive counts'));
        const e = JSON.parse(docs.unity!);
        provenanceOf(e).animation_inventory.channel_references.retained += 1;
        rejects(resealed(e), at('animation_inventory.channel_references: retained 2 but 1 rows'));
        // The schema fixes the limits on readback; the shared check holds records the host builds to them too.
        const f = provenanceOf(JSON.parse(docs.unreal2!));
        f.scene_inventory.nodes.coverage.limit = 4095;
        expect(provenanceProblems(wire(sealProvenance(f)), f.primary_input)).to.deep.equal(['scene_inventory.nodes: limit 4095 is not the contract limit 4096']);
      });
      it('a transform path refused on a complete inventory', () => {
        const d = JSON.parse(docs.unity!);
        Object.assign(provenanceOf(d).transform_paths.rows[0], { path: null, refusal: 'empty_segment' });
        rejects(resealed(d), at('transform_paths: complete state contradicts its rows'));
      });
      it('movement intent for a clip the settings do not name', () => {
        const d = JSON.parse(docs.unity!);
        provenanceOf(d).movement_intent.rows[0].clip_name = 'walks';
        rejects(resealed(d), at('movement_intent.rows\\[0\\]: clip_name differs from settings.clips\\[0\\]'));
      });
      it('a section the contract does not carry, or one it requires', () => {
        const d = JSON.parse(docs.unity!) as Json;
        const { movement_intent: _dropped, ...missing } = provenanceOf(d);
        expect(provenanceProblems(wire(missing), d.files[0].input)).to.include('movement_intent: required by urn:animsmith:prediction-provenance:6');
        const extra: Json = { ...provenanceOf(JSON.parse(docs.bevy2!)), movement_intent: provenanceOf(d).movement_intent };
        expect(provenanceProblems(wire(extra), extra.primary_input)).to.include('movement_intent: not part of urn:animsmith:prediction-provenance:4');
      });
    });
  });

  describe('basis references resolve against the rows the record holds', () => {
    /** Replaces reference `r` of facet `f` of check `id` and restates the basis identity. */
    function withReference(name: string, id: string, f: number, r: number, edit: (ref: Json) => void): { d: Json; c: number } {
      const d = JSON.parse(docs[name]!);
      const c = indexOf(d, id);
      const basis = d.files[0].checks[c].prediction.facets[f].basis;
      edit(basis.references[r]);
      basis.identity = canonicalIdentity(BASIS_DOMAIN, basis.references);
      return { d, c };
    }

    it('every emitted reference resolves', () => {
      for (const [name, text] of Object.entries(docs)) {
        const file = (JSON.parse(text) as Json).files[0];
        for (const check of file.checks) expect(predictionProblem(check, file.prediction_provenance, file.measurements), `${name} ${check.check_id}`).to.equal(undefined);
      }
    });
    it('rejects a raw-source row that does not exist', () => {
      const node = withReference('bevy2', 'engine-unit-scale', 0, 3, (ref) => (ref.key = 'node:999'));
      rejects(node.d, new RegExp(`/files/0/checks/${node.c}/prediction/facets/0/basis/references/3: basis names raw-source nodes 'node:999' field 'mesh' with a value the provenance does not hold$`));
      const stack = withReference('unreal2', 'engine-clip-boundary', 0, 3, (ref) => (ref.key = 'stack:7'));
      rejects(stack.d, new RegExp(`/files/0/checks/${stack.c}/prediction/facets/0/basis/references/3: basis names raw-source fbx_stacks 'stack:7'`));
    });
    it('rejects a raw-source value the row does not hold', () => {
      const owner = withReference('unity', 'engine-root-motion', 0, 0, (ref) => (ref.value = 'animation'));
      rejects(owner.d, new RegExp(`/files/0/checks/${owner.c}/prediction/facets/0/basis/references/0: basis names raw-source movement_intent 'clip:0' field 'movement_owner_xz'`));
    });
    it('rejects a domain the record does not hold (a section of a later contract)', () => {
      const d = withReference('bevy1', 'engine-addressability', 0, 2, (ref) => (ref.domain = 'animation_inventory'));
      rejects(d.d, new RegExp(`/files/0/checks/${d.c}/prediction/facets/0/basis/references/2: basis names raw-source domain 'animation_inventory', which this provenance does not hold$`));
      const fbx = withReference('bevy2', 'engine-addressability', 0, 2, (ref) => Object.assign(ref, { domain: 'fbx_stacks', key: 'stack:0' }));
      rejects(fbx.d, /basis names raw-source domain 'fbx_stacks', which this provenance does not hold/);
    });
    it('rejects a movement owner edited consistently in the record but not in the basis', () => {
      const d = JSON.parse(docs.unity!);
      const p = d.files[0].prediction_provenance;
      p.movement_intent.rows[0].movement_owner_xz = 'animation';
      sealProvenance(p);
      for (const check of d.files[0].checks) if (check.prediction) check.prediction.provenance_identity = { ...p.identity };
      const c = indexOf(d, 'engine-root-motion');
      rejects(d, new RegExp(`/files/0/checks/${c}/prediction/facets/0/basis/references/0: basis names raw-source movement_intent`));
    });
    it('rejects a measurement reference the file measurements do not hold', () => {
      const c = indexOf(JSON.parse(docs.unity!), 'engine-root-motion');
      const facets = JSON.parse(docs.unity!).files[0].checks[c].prediction.facets as Json[];
      const f = facets.findIndex((x) => x.basis.references.some((ref: Json) => ref.kind === 'measurement'));
      const r = facets[f]!.basis.references.findIndex((ref: Json) => ref.kind === 'measurement');
      expect(f, 'the Unity fixture cites a measurement').to.be.at.least(0);
      const m = withReference('unity', 'engine-root-motion', f, r, (ref) => (ref.pointer = `${ref.pointer}x`));
      rejects(m.d, new RegExp(`/files/0/checks/${c}/prediction/facets/${f}/basis/references/${r}: basis measurement '.*x' does not hold`));
    });
  });
});
