import { expect } from 'chai';
import path from 'node:path';
import {
  BASIS_DOMAIN,
  canonicalIdentity,
  createStrictValidator,
  gltfAddressabilityV2Schema,
  gltfAnimationAddressabilityV1Schema,
  readGltfAddressabilityV2,
  readGltfAnimationAddressabilityV1,
  SchemaValidationError,
} from '../src/index.js';
import { bevy, FOX, runCli } from './support/profiled.js';
import { sealProvenance } from './support/seal.js';
import { FIXTURES } from '../../fixtures/root.mjs';

const QUAD = path.join(FIXTURES, 'gltf/assimp-quad-skin/quad_skin.glb');

/** `generate addressability <file> <flags…>` with the built CLI; exit 0 only. */
const generate = async (toml: string, [file, ...flags]: string[]): Promise<string> => await runCli(toml, ['generate', 'addressability', ...flags], file!, [0]);

/** Hand-edited documents: deep, untyped access on purpose. */
type Json = Record<string, any>;
const clone = (text: string): Json => JSON.parse(text) as Json;

describe('glTF addressability schemas and strict readers', () => {
  let v1: string;
  let v1Bevy: string;
  let v2: string;
  let v2Quad: string;
  before(async function () {
    this.timeout(120000);
    v1 = await generate('', [FOX]);
    v1Bevy = await generate(bevy(1), [FOX]);
    v2 = await generate(bevy(3), [FOX, '--pointer-width', '64']);
    v2Quad = await generate(bevy(3), [QUAD, '--pointer-width', '32']);
  });

  it('both schemas compile under ajv strict and carry their identities', () => {
    const ajv = createStrictValidator();
    expect(gltfAnimationAddressabilityV1Schema.$id).to.equal('urn:animsmith:schema:gltf-animation-addressability:1');
    expect(gltfAddressabilityV2Schema.$id).to.equal('urn:animsmith:schema:gltf-addressability:2');
    expect(ajv.getSchema(gltfAnimationAddressabilityV1Schema.$id!)).to.be.a('function');
    expect(ajv.getSchema(gltfAddressabilityV2Schema.$id!)).to.be.a('function');
  });

  it('reads back every emitted document, from text and from bytes', () => {
    for (const doc of [v1, v1Bevy]) {
      expect(readGltfAnimationAddressabilityV1(doc)).to.deep.equal(JSON.parse(doc));
      expect(readGltfAnimationAddressabilityV1(Buffer.from(doc))).to.deep.equal(JSON.parse(doc));
    }
    for (const doc of [v2, v2Quad]) expect(readGltfAddressabilityV2(Buffer.from(doc))).to.deep.equal(JSON.parse(doc));
  });

  describe('the 256 MiB cap is applied before decoding', () => {
    it('refuses bytes over the cap without decoding them (invalid UTF-8 and JSON are never seen)', () => {
      const over = Buffer.alloc(65, 0xff);
      expect(() => readGltfAnimationAddressabilityV1(over, 64)).to.throw(SchemaValidationError, /65 bytes exceeds the 64-byte limit \(checked before decoding\)/);
      expect(() => readGltfAddressabilityV2('{'.repeat(65), 64)).to.throw(/exceeds the 64-byte limit/);
    });
    it('counts UTF-8 bytes of a string, not code units', () => {
      expect(() => readGltfAnimationAddressabilityV1('"é"'.repeat(7), 25)).to.throw(/28 bytes exceeds the 25-byte limit/);
    });
    it('the default cap is 256 MiB', () => {
      // A zero-filled view is never written, so its pages stay unmapped: nothing is allocated or read.
      const over = new Uint8Array(256 * 1024 * 1024 + 1);
      expect(() => readGltfAnimationAddressabilityV1(over)).to.throw(/268435457 bytes exceeds the 268435456-byte limit/);
      expect(() => readGltfAddressabilityV2(over)).to.throw(/268435457 bytes exceeds the 268435456-byte limit/);
    });
  });

  const rejectV1 = (doc: Json, pattern: RegExp) => expect(() => readGltfAnimationAddressabilityV1(JSON.stringify(doc))).to.throw(SchemaValidationError, pattern);
  const rejectV2 = (doc: Json, pattern: RegExp) => expect(() => readGltfAddressabilityV2(JSON.stringify(doc))).to.throw(SchemaValidationError, pattern);

  describe('V1 rejects hand-edited contradictions', () => {
    it('an unknown field, at the root and deep inside', () => {
      rejectV1({ ...clone(v1), verdict: 'ok' }, /must NOT have additional properties|verdict/);
      const d = clone(v1);
      d.inventory.animations.rows[0].channels.rows[0].bone = 'x';
      rejectV1(d, /inventory\/animations\/rows\/0\/channels\/rows\/0/);
    });
    it('a coverage count that disagrees with the rows', () => {
      const d = clone(v1);
      d.inventory.animations.coverage.retained = 2;
      rejectV1(d, /\/inventory\/animations\/coverage\/retained: is 2 but 3 rows are retained/);
    });
    it('a coverage state that contradicts the counts', () => {
      const d = clone(v1);
      d.inventory.animations.rows[1].channels.coverage.state = 'partial';
      rejectV1(d, /channels\/coverage\/state: partial contradicts/);
    });
    it('rows out of source order, and two animations bound to one clip', () => {
      const d = clone(v1);
      [d.inventory.animations.rows[0], d.inventory.animations.rows[1]] = [d.inventory.animations.rows[1], d.inventory.animations.rows[0]];
      rejectV1(d, /source_index must be strictly increasing/);
      const e = clone(v1);
      e.inventory.animations.rows[2].normalized_clip_index = 0;
      rejectV1(e, /normalized_clip_index: 0 is bound to two source animations/);
    });
    it('an input that is not the inventory primary input', () => {
      const d = clone(v1);
      d.input.bytes += 1;
      rejectV1(d, /\/inventory\/primary_input: differs from \/input/);
    });
    it('a complete closure with an unreadable resource', () => {
      const d = clone(v1);
      d.inventory.dependency_closure.resources.push({ kind: 'buffer', index: 1, uri: 'x.bin', identity: null, unavailable_reason: 'unreadable' });
      rejectV1(d, /dependency_closure\/coverage: complete contradicts its resources/);
    });
    it('a Bevy adapter from another load, another revision, or naming a missing animation', () => {
      const closure = clone(v1Bevy);
      closure.bevy.prediction_provenance.dependency_closure.coverage = 'partial';
      rejectV1(closure, /not the same load/);
      const rev = clone(v1Bevy);
      rev.bevy.prediction_provenance.profile.selection.profile_revision = 3;
      rejectV1(rev, /exact Bevy revision-1 tuple/);
      const subject = clone(v1Bevy);
      subject.bevy.check.prediction.facets[0].scope.subject = 'Animation9';
      rejectV1(subject, /"Animation9" names no retained source animation/);
      const cite = clone(v1Bevy);
      cite.bevy.check.prediction.provenance_identity = { sha256: '0'.repeat(64), bytes: 1 };
      rejectV1(cite, /\/bevy\/check\/prediction\/provenance_identity: differs from the file’s prediction_provenance identity/);
    });
    it('identities changed by one character: inventory, closure, provenance parts and header, facet basis', () => {
      const flip = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`;
      const inventory = clone(v1);
      inventory.inventory.identity.sha256 = flip(inventory.inventory.identity.sha256);
      rejectV1(inventory, /^invalid addressability document: \/inventory\/identity: is not the canonical digest of the inventory$/);
      const closure = clone(v1);
      closure.inventory.dependency_closure.identity.sha256 = flip(closure.inventory.dependency_closure.identity.sha256);
      rejectV1(closure, /\/inventory\/dependency_closure\/identity: is not the canonical digest/);
      // A renamed animation keeps every row rule but changes what the inventory asserts.
      const renamed = clone(v1);
      renamed.inventory.animations.rows[0].name = { state: 'observed', value: 'Renamed' };
      rejectV1(renamed, /\/inventory\/identity: is not the canonical digest/);
      for (const part of ['profile', 'settings', 'raw_source']) {
        const d = clone(v1Bevy);
        d.bevy.prediction_provenance[part].identity.sha256 = flip(d.bevy.prediction_provenance[part].identity.sha256);
        rejectV1(d, new RegExp(`/bevy/prediction_provenance: ${part}: identity does not match its content`));
      }
      const header = clone(v1Bevy);
      header.bevy.prediction_provenance.identity.bytes += 1;
      rejectV1(header, /\/bevy\/prediction_provenance: identity does not match the record/);
      const basis = clone(v1Bevy);
      basis.bevy.check.prediction.facets[0].basis.identity.sha256 = flip(basis.bevy.check.prediction.facets[0].basis.identity.sha256);
      rejectV1(basis, /\/bevy\/check\/prediction\/facets\/0\/basis\/identity: is not the digest of the basis references/);
    });
    it('a Bevy check whose evaluation disagrees with its facets', () => {
      const d = clone(v1Bevy);
      expect(d.bevy.check.evaluation).to.equal('complete');
      d.bevy.check.evaluation = 'partial';
      rejectV1(d, /\/bevy\/check/);
    });
    it('another root (V2, an output envelope) is refused by identity', () => {
      expect(() => readGltfAnimationAddressabilityV1(v2)).to.throw(/unsupported document identity "urn:animsmith:schema:gltf-addressability:2"/);
      expect(() => readGltfAnimationAddressabilityV1(JSON.stringify({ schema: 'urn:animsmith:schema:output:19' }))).to.throw(/unsupported document identity/);
    });
  });

  describe('V2 rejects hand-edited contradictions', () => {
    it('an unknown field in the projection', () => {
      const d = clone(v2);
      d.bevy.projection.certified = true;
      rejectV2(d, /\/bevy\/projection/);
    });
    it('target coverage that contradicts the rows', () => {
      const d = clone(v2);
      d.bevy.projection.targets.pop();
      rejectV2(d, /target_coverage\/targets: is 20 but there are 19 rows of 20 animated nodes/);
      const e = clone(v2);
      e.bevy.projection.target_coverage = { state: 'complete', targets: 20 };
      e.bevy.projection.settings.load_animations = false;
      e.bevy.projection.named_maps.animations = { state: 'required_unavailable', reasons: ['load_animations_disabled'] };
      rejectV2(e, /available without open feature gates/);
    });
    it('a path that is not the node names of its scene route', () => {
      const d = clone(v2);
      d.bevy.projection.targets[0].path.segments[0] = 'Root';
      rejectV2(d, /path\/segments: disagree with the node names/);
    });
    it('an id for another pointer width, and an id without a path', () => {
      const d = clone(v2);
      d.bevy.projection.targets[0].target_id.pointer_width = 32;
      rejectV2(d, /differs from the stated pointer width/);
      const e = clone(v2);
      e.bevy.projection.targets[0].path = { state: 'required_unavailable', reasons: ['target_unreachable'] };
      rejectV2(e, /available without an available path/);
    });
    it('a named-map winner that is not the last write', () => {
      const d = clone(v2);
      d.bevy.projection.named_maps.animations.entries[0].winner = 0;
      rejectV2(d, /last-write-wins/);
    });
    it('skin materialisation that disagrees with the attachments', () => {
      const d = clone(v2Quad);
      d.bevy.projection.skins.rows[0].materialized = !d.bevy.projection.skins.rows[0].materialized;
      rejectV2(d, /skins\/rows: disagree/);
    });
    it('structure counts and references that disagree with the rows', () => {
      const d = clone(v2);
      d.structure.nodes.coverage.observed = 27;
      rejectV2(d, /nodes\/coverage\/state: complete contradicts/);
      const e = clone(v2);
      e.structure.references.retained += 1;
      rejectV2(e, /references\/retained: is \d+ but the rows hold \d+ references/);
    });
    it('unsorted reasons and unknown reason codes', () => {
      const d = clone(v2);
      d.bevy.projection.target_coverage = { state: 'required_unavailable', reasons: ['target_domain_truncated', 'raw_inventory_incomplete'] };
      rejectV2(d, /target_coverage\/reasons: must be sorted/);
      const e = clone(v2);
      e.bevy.projection.default_scene = { state: 'required_unavailable', reasons: ['guessed'] };
      rejectV2(e, /default_scene/);
    });
    it('a structure identity changed by one character, or a structure edit that keeps every rule', () => {
      const d = clone(v2);
      d.structure.identity.sha256 = `${d.structure.identity.sha256[0] === '0' ? '1' : '0'}${d.structure.identity.sha256.slice(1)}`;
      rejectV2(d, /^invalid addressability document: \/structure\/identity: is not the canonical digest of the structure$/);
      const e = clone(v2);
      const mesh = e.structure.nodes.rows.find((n: Json) => n.mesh !== null);
      mesh.mesh += 1;
      rejectV2(e, /\/structure\/identity: is not the canonical digest/);
      const inv = clone(v2);
      inv.animation_inventory.identity.bytes += 1;
      rejectV2(inv, /\/animation_inventory\/identity: is not the canonical digest/);
    });
    it('a provenance for revision 1', () => {
      const d = clone(v2);
      d.bevy.prediction_provenance.profile.selection.profile_revision = 1;
      rejectV2(d, /exact Bevy revision-3 tuple/);
    });
  });

  describe('the embedded Bevy provenance: versioned sections and basis references', () => {
    const flip = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`;
    /** Reseals the embedded provenance and re-cites it from the check. */
    const resealed = (doc: Json): Json => {
      sealProvenance(doc.bevy.prediction_provenance);
      doc.bevy.check.prediction.provenance_identity = { ...doc.bevy.prediction_provenance.identity };
      return doc;
    };
    /** Edits reference `r` of facet `f` of the V1 Bevy check and restates the basis identity. */
    const withReference = (f: number, r: number, edit: (ref: Json) => void): Json => {
      const d = clone(v1Bevy);
      const basis = d.bevy.check.prediction.facets[f].basis;
      edit(basis.references[r]);
      basis.identity = canonicalIdentity(BASIS_DOMAIN, basis.references);
      return d;
    };

    it('V2 carries contract :5 and rejects its sections edited by one character', () => {
      expect(clone(v2).bevy.prediction_provenance.schema).to.equal('urn:animsmith:prediction-provenance:5');
      const identity = clone(v2);
      const section = identity.bevy.prediction_provenance.scene_inventory;
      section.identity.sha256 = flip(section.identity.sha256);
      rejectV2(identity, /^invalid addressability document: \/bevy\/prediction_provenance: scene_inventory: identity does not match its content$/);
      const count = clone(v2);
      count.bevy.prediction_provenance.animation_inventory.rows[0].channel_count += 1;
      rejectV2(count, /^invalid addressability document: \/bevy\/prediction_provenance: animation_inventory: identity does not match its content$/);
    });
    it('V2 rejects resealed section rows that contradict each other', () => {
      const parent = clone(v2);
      parent.bevy.prediction_provenance.scene_inventory.nodes.rows.find((n: Json) => n.parent !== null).parent += 1;
      rejectV2(resealed(parent), /\/bevy\/prediction_provenance: scene_inventory\.nodes: node \d+ disagrees with its parent or children$/);
      const count = clone(v2);
      count.bevy.prediction_provenance.animation_inventory.rows[0].channel_count += 1;
      rejectV2(resealed(count), /\/bevy\/prediction_provenance: animation_inventory\.rows\[0\]: channel coverage contradicts its channel_count$/);
    });
    it('V1 rejects a raw-source reference to a missing row or to a domain contract :3 does not hold', () => {
      expect(() => readGltfAnimationAddressabilityV1(v1Bevy)).to.not.throw();
      rejectV1(
        withReference(0, 2, (ref) => (ref.key = 'animation:9')),
        /\/bevy\/check\/prediction\/facets\/0\/basis\/references\/2: basis names raw-source animations 'animation:9' field 'index' with a value the provenance does not hold$/,
      );
      rejectV1(
        withReference(0, 2, (ref) => Object.assign(ref, { domain: 'scenes', key: 'scene:0' })),
        /\/bevy\/check\/prediction\/facets\/0\/basis\/references\/2: basis names raw-source domain 'scenes', which this provenance does not hold$/,
      );
    });
    it('V1 rejects a measurement reference: the document carries no measurements', () => {
      const d = withReference(0, 2, (ref) => {
        for (const key of Object.keys(ref)) delete ref[key];
        Object.assign(ref, { kind: 'measurement', schema: 'urn:animsmith:schema:measurements:18', pointer: '/clips', value: null });
      });
      rejectV1(d, /\/bevy\/check\/prediction\/facets\/0\/basis\/references\/2: names a measurement, but the document carries no measurements$/);
    });
  });
});
