import { expect } from 'chai';
import type { ProjectConfig } from '../../src/engine/config/project-config.js';
import { OperatorError } from '../../src/engine/errors.js';
import { canonicalIdentity } from '@animsmith/schemas/canonical-json';
import { buildProvenance, PROFILE_FACTS_DOMAIN } from '../../src/engine/prediction/provenance.js';
import { resolveSettings, validateSettingsConfig } from '../../src/engine/prediction/settings.js';
import { provenanceProblems as verifyProvenance } from '@animsmith/schemas/provenance';
import { defineProfile, provenanceSection, type EngineProfileDefinition, type PredictionProvenance } from '../../src/plugin-api/prediction.js';
import type { AnimDocument } from '../../src/model/anim-document.js';
import type { SourceAnimation, SourceDocument, SourceNode } from '../../src/model/source-document.js';
import type { ClipEntry } from '../../src/engine/config/clip-expectations.js';
import { buildRunServices } from '../../src/engine/run-services.js';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { intentOf, PROVENANCE_SECTIONS } from '../../src/engine/prediction/sections.js';
import { buildDocument, sourceFromDocument } from '../support/anim-builder.js';

const PROFILE = defineProfile({
  profile: 'test-engine',
  profile_revision: 2,
  engine_version: '1.0',
  importer: 'test-importer',
  fact_bundle: 'urn:animsmith:engine-profile:test-engine:2',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:4', prediction: 'urn:animsmith:engine-prediction:4' },
  accepted_formats: ['gltf', 'glb'],
  facts: [{ id: 'unit', state: 'known', value: 'metre', sources: ['doc'] }, { id: 'axis', state: 'unknown' }],
  sources: [{ id: 'doc', target_version: '1', url: 'https://example.com', verified_on: '2026-01-01' }],
  settings: [
    { id: 'scale', scope: 'document', domain: { kind: 'number', minimum: 0 }, default: 1, sources: ['doc'] },
    { id: 'strict', scope: 'document', domain: { kind: 'boolean' }, sources: ['doc'] },
    { id: 'root', scope: 'clip', domain: { kind: 'enum', values: ['bake', 'extract'] }, default: 'extract', sources: ['doc'] },
  ],
});

const CONFIG: ProjectConfig = {
  engine: { settings: { strict: true } },
  clips: { 'w*': { engine_settings: { root: 'bake' } }, '*': { engine_settings: { root: 'extract' } }, walk: {} },
};

function provenanceOf(profile: EngineProfileDefinition, source: SourceDocument, document: AnimDocument, config: ProjectConfig): PredictionProvenance {
  const services = buildRunServices(document, source, {
    clips: config.clips as Readonly<Record<string, ClipEntry>> | undefined,
    contract: { runtimeNodeSelectors: config.runtime_nodes?.selectors },
  });
  return buildProvenance(profile, source, resolveSettings(profile, config, services.document.clips, 'animsmith.toml'), intentOf(services));
}

function provenance(config: ProjectConfig = CONFIG, clips = ['walk', 'run']): PredictionProvenance {
  const document = buildDocument({ bones: [{ name: 'root' }], clips: clips.map((name) => ({ name })) });
  return provenanceOf(PROFILE, sourceFromDocument(document, { format: 'glb' }), document, config);
}

describe('resolved engine settings', () => {
  it('records every setting with its value and origin; clip globs overlay in key order', () => {
    const { settings } = provenance();
    expect(settings.document).to.deep.equal([
      { id: 'scale', value: 1, origin: 'profile_default' },
      { id: 'strict', value: true, origin: 'explicit_config' },
    ]);
    expect(settings.clips).to.deep.equal([
      { clip_index: 0, clip_name: 'walk', settings: [{ id: 'root', value: 'bake', origin: 'explicit_config' }] },
      { clip_index: 1, clip_name: 'run', settings: [{ id: 'root', value: 'extract', origin: 'explicit_config' }] },
    ]);
    expect(settings.clip_coverage).to.deep.equal({ state: 'complete', limit: 4096, observed: 2, retained: 2 });
  });

  it('falls back to the profile default when no table names the clip setting', () => {
    const { settings } = provenance({ engine: { settings: { strict: false } } }, ['idle']);
    expect(settings.clips[0]!.settings).to.deep.equal([{ id: 'root', value: 'extract', origin: 'profile_default' }]);
  });

  it('refuses a required setting left out, unknown keys and values outside the domain', () => {
    expect(() => provenance({})).to.throw(OperatorError, /engine\.settings\.strict is required by test-engine rev 2/);
    const bad: [ProjectConfig, RegExp][] = [
      [{ engine: { settings: { strict: true, nope: 1 } } }, /has no document setting 'nope' \(known: scale, strict\)/],
      [{ engine: { settings: { strict: true, root: 'bake' } } }, /has no document setting 'root'/],
      [{ engine: { settings: { strict: 'yes' } } }, /engine\.settings\.strict: expected true or false/],
      [{ engine: { settings: { strict: true, scale: -1 } } }, /scale: expected a finite number ≥ 0/],
      [{ clips: { '*': { engine_settings: { root: 'keep' } } } }, /clips\."\*"\.engine_settings\.root: expected one of "bake", "extract"/],
    ];
    for (const [config, message] of bad) expect(() => validateSettingsConfig(PROFILE, config, 'animsmith.toml'), message.source).to.throw(OperatorError, message);
    expect(() => validateSettingsConfig(PROFILE, CONFIG, 'animsmith.toml')).to.not.throw();
  });

  it('bounds clip rows at 4,096 and counts the 4,097th as partial coverage', () => {
    const names = Array.from({ length: 4100 }, (_, i) => `c${i}`);
    const { settings } = provenance({ engine: { settings: { strict: true } } }, names);
    expect(settings.clips).to.have.length(4096);
    expect(settings.clip_coverage).to.deep.equal({ state: 'partial', limit: 4096, observed: 4097, retained: 4096 });
    const exact = provenance({ engine: { settings: { strict: true } } }, names.slice(0, 4096)).settings.clip_coverage;
    expect(exact).to.deep.equal({ state: 'complete', limit: 4096, observed: 4096, retained: 4096 });
  });
});

describe('prediction provenance', () => {
  it('embeds the profile facts, format, primary input, raw inventory and closure', () => {
    const p = provenance();
    expect(p.schema).to.equal('urn:animsmith:prediction-provenance:4');
    expect(p.profile.selection).to.deep.equal({ profile: 'test-engine', profile_revision: 2, engine_version: '1.0', importer: 'test-importer' });
    expect(p.profile.accepted_formats).to.deep.equal(['glb', 'gltf']);
    expect(p.profile.facts.map((f) => f.id)).to.deep.equal(['axis', 'unit']);
    expect(p.source_format).to.equal('glb');
    expect(p.raw_source.animations.rows).to.deep.equal([
      { index: 0, name: 'walk', channel_count: 0 },
      { index: 1, name: 'run', channel_count: 0 },
    ]);
    expect(p.raw_source.format_facts).to.equal(null);
    expect(p.dependency_closure.coverage).to.equal('complete');
    const { identity, ...body } = p.profile;
    expect(identity).to.deep.equal(canonicalIdentity(PROFILE_FACTS_DOMAIN, body));
  });

  it('is deterministic and commits to its content', () => {
    expect(provenance()).to.deep.equal(provenance());
    expect(provenance().identity).to.not.deep.equal(provenance(CONFIG, ['walk', 'jog']).identity);
  });

  it('cross-validates: a consistent record has no problems, tampering is found', () => {
    const p = provenance();
    expect(verifyProvenance(p, p.primary_input)).to.deep.equal([]);
    const tamper: [string, (p: PredictionProvenance) => PredictionProvenance, RegExp][] = [
      ['a fact', (q) => ({ ...q, profile: { ...q.profile, fact_bundle: 'urn:animsmith:engine-profile:x:1' } }), /profile: identity/],
      ['a setting', (q) => ({ ...q, settings: { ...q.settings, document: [] } }), /settings: identity/],
      ['the closure state', (q) => ({ ...q, dependency_closure: { ...q.dependency_closure, coverage: 'partial' } }), /dependency_closure: identity/],
      ['the format', (q) => ({ ...q, source_format: 'fbx' }), /identity does not match the record/],
    ];
    for (const [what, edit, problem] of tamper) expect(verifyProvenance(edit(p), p.primary_input).join('\n'), what).to.match(problem);
    expect(verifyProvenance(p, { sha256: '0'.repeat(64), bytes: 1 })).to.deep.equal(['primary_input differs from the file input']);
  });
});

describe('versioned provenance sections', () => {
  const document = buildDocument({ bones: [{ name: 'root' }], clips: [{ name: 'walk' }, { name: 'run' }] });
  const base = sourceFromDocument(document, { format: 'glb' });
  const withContract = (n: 3 | 4 | 5 | 6): EngineProfileDefinition => ({
    ...PROFILE,
    contracts: { provenance: `urn:animsmith:prediction-provenance:${n}`, prediction: `urn:animsmith:engine-prediction:${n}` },
  });
  const config: ProjectConfig = { ...CONFIG, runtime_nodes: { selectors: ['socket', 'socket', 'ik_*'] }, clips: { ...CONFIG.clips, walk: { movement_owner_xz: 'gameplay' } } };
  const sections = ['runtime_nodes', 'scene_inventory', 'animation_inventory', 'transform_paths', 'movement_intent'] as const;

  it('each contract carries exactly its cumulative sections, and every record verifies', () => {
    for (const n of [3, 4, 5, 6] as const) {
      const p = provenanceOf(withContract(n), base, document, config);
      expect(sections.filter((name) => provenanceSection(p, name) !== undefined), `:${n}`).to.deep.equal(PROVENANCE_SECTIONS[p.schema]);
      expect(verifyProvenance(p, p.primary_input), `:${n}`).to.deep.equal([]);
    }
    expect(PROVENANCE_SECTIONS['urn:animsmith:prediction-provenance:5']).to.deep.equal(['runtime_nodes', 'scene_inventory', 'animation_inventory']);
  });

  it('V4 binds the deduplicated selector declaration and the scene/attachment/primitive inventory', () => {
    const nodes: SourceNode[] = [
      { index: 0, name: 'root', children: [1], localRest: { kind: 'trs', translation: [0, 1, 0], rotation: [0, 0, 0, 1], scale: [1, 1, 1] } },
      { index: 1, name: 'socket', parent: 0, children: [], localRest: { kind: 'matrix', matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 2, 0, 0, 1] }, mesh: 0, skin: 0 },
    ];
    const source: SourceDocument = { ...base, nodes, meshes: [{ index: 0, name: 'm', primitives: [{ index: 0 }, { index: 1 }] }], scenes: [{ index: 0, rootNodes: [0] }], defaultScene: 0 };
    const p = provenanceOf(withContract(4), source, document, config);
    expect(provenanceSection(p, 'runtime_nodes')!.selectors).to.deep.equal(['socket', 'ik_*']);
    const inventory = provenanceSection(p, 'scene_inventory')!;
    expect(inventory.default_scene).to.equal(0);
    expect(inventory.scenes.rows).to.deep.equal([{ index: 0, name: null, root_nodes: [0] }]);
    expect(inventory.nodes.rows[1]).to.deep.equal({
      index: 1,
      name: 'socket',
      parent: 0,
      children: [],
      mesh: 0,
      skin: 0,
      local_transform: { authored_as: 'matrix', matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 2, 0, 0, 1] },
    });
    expect(inventory.meshes.rows).to.deep.equal([{ index: 0, name: 'm', primitive_count: 2 }]);
    expect(inventory.primitives).to.deep.equal({ state: 'complete', limit: 4096, observed: 2, retained: 2 });
    expect(inventory.references).to.deep.equal({ state: 'complete', limit: 65536, observed: 2, retained: 2 });
  });

  it('bounds every inventory with N+1 coverage instead of a complete-looking prefix', () => {
    const nodes: SourceNode[] = Array.from({ length: 4097 }, (_, index) => ({ index, children: [], localRest: { kind: 'unavailable', reason: 'x' } }));
    const p = provenanceOf(withContract(4), { ...base, nodes }, document, config);
    expect(provenanceSection(p, 'scene_inventory')!.nodes.coverage).to.deep.equal({ state: 'partial', limit: 4096, observed: 4097, retained: 4096 });
    expect(provenanceSection(p, 'scene_inventory')!.nodes.rows).to.have.length(4096);
    expect(verifyProvenance(p, p.primary_input)).to.deep.equal([]);
  });

  it('V5 channel coverage is independent per animation; the shared channel budget cuts later rows to partial', () => {
    const channels = (n: number) => Array.from({ length: n }, (_, index) => ({ index, sampler: 0, target: { kind: 'node' as const, node: 0, path: 'rotation' as const }, keyCount: 2 }));
    const animations: SourceAnimation[] = [
      { index: 0, name: 'a', channels: channels(4097) },
      ...Array.from({ length: 16 }, (_, i) => ({ index: i + 1, channels: channels(4096) })),
    ];
    const p = provenanceOf(withContract(5), { ...base, animations }, document, config);
    const rows = provenanceSection(p, 'animation_inventory')!.rows;
    expect(rows[0]!.channel_coverage).to.deep.equal({ state: 'partial', limit: 4096, observed: 4097, retained: 4096 });
    expect(rows[1]!.channel_coverage.state).to.equal('complete');
    expect(rows[1]!.channels[0]).to.deep.equal({ index: 0, target: 'node', node: 0, path: 'rotation' });
    // 4096 × 16 rows fill the 65,536 budget: the last animation keeps none and says so.
    expect(rows[16]!.channel_coverage).to.deep.equal({ state: 'partial', limit: 4096, observed: 4096, retained: 0 });
    expect(provenanceSection(p, 'animation_inventory')!.channel_references).to.deep.equal({ state: 'partial', limit: 65536, observed: 65537, retained: 65536 });
    expect(verifyProvenance(p, p.primary_input)).to.deep.equal([]);
  });

  it('V6 records the normalised movement owners per clip and an unavailable transform-path inventory for non-FBX input', () => {
    const p = provenanceOf(withContract(6), base, document, config);
    expect(provenanceSection(p, 'movement_intent')!.rows).to.deep.equal([
      { clip_index: 0, clip_name: 'walk', movement_owner_xz: 'gameplay', movement_owner_y: null, movement_owner_yaw: null },
      { clip_index: 1, clip_name: 'run', movement_owner_xz: null, movement_owner_y: null, movement_owner_yaw: null },
    ]);
    expect(provenanceSection(p, 'transform_paths')).to.deep.include({ state: 'unavailable', rows: [] });
  });

  it('the output-v19 schema closes each contract to exactly its sections', () => {
    const validate = createStrictValidator().getSchema(`${OUTPUT_SCHEMA_ID}#/$defs/prediction_provenance`)!;
    const records = ([3, 4, 5, 6] as const).map((n) => JSON.parse(JSON.stringify(provenanceOf(withContract(n), base, document, config))));
    for (const record of records) expect(validate(record), JSON.stringify(validate.errors?.slice(0, 2))).to.equal(true);
    const [v3, , v5, v6] = records;
    expect(validate({ ...v3, scene_inventory: v5.scene_inventory }), 'a V3 record with a scene inventory').to.equal(false);
    const { animation_inventory: _cut, ...v5Short } = v5;
    expect(validate(v5Short), 'a V5 record without its animation inventory').to.equal(false);
    expect(validate({ ...v6, movement_intent: { ...v6.movement_intent, extra: 1 } }), 'an unknown member').to.equal(false);
  });

  it('refuses a record missing a section of its contract, carrying a foreign one, or with a tampered section', () => {
    const p = provenanceOf(withContract(5), base, document, config);
    if (p.schema !== 'urn:animsmith:prediction-provenance:5') return expect.fail(`built ${p.schema}`);
    const { animation_inventory: _dropped, ...missing } = p;
    expect(verifyProvenance(missing, p.primary_input).join('\n')).to.match(/animation_inventory: required by urn:animsmith:prediction-provenance:5/);
    const foreign = provenanceSection(provenanceOf(withContract(6), base, document, config), 'movement_intent');
    expect(verifyProvenance({ ...p, movement_intent: foreign }, p.primary_input).join('\n')).to.match(/movement_intent: not part of/);
    const tampered = { ...p, scene_inventory: { ...p.scene_inventory, default_scene: 3 } };
    expect(verifyProvenance(tampered, p.primary_input).join('\n')).to.match(/scene_inventory: identity does not match its content/);
  });
});

describe('the enum_or_positive_integer setting domain', () => {
  const profile = defineProfile({
    ...PROFILE,
    settings: [{ id: 'rate', scope: 'document', domain: { kind: 'enum_or_positive_integer', values: ['auto'], maximum: 120 }, default: 'auto', sources: ['doc'] }],
  });
  it('accepts the words and whole numbers in range; refuses the rest with one line', () => {
    for (const rate of ['auto', 1, 60, 120]) expect(() => validateSettingsConfig(profile, { engine: { settings: { rate } } }, 'animsmith.toml'), String(rate)).to.not.throw();
    for (const rate of ['fast', 0, -1, 29.97, 121, true]) {
      expect(() => validateSettingsConfig(profile, { engine: { settings: { rate } } }, 'animsmith.toml'), String(rate)).to.throw(
        OperatorError,
        /engine\.settings\.rate: expected one of "auto" or a whole number ≥ 1 ≤ 120/,
      );
    }
  });
});
