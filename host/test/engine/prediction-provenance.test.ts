import { expect } from 'chai';
import type { ProjectConfig } from '../../src/engine/config/project-config.js';
import { OperatorError } from '../../src/engine/errors.js';
import { canonicalIdentity } from '@animsmith/schemas/canonical-json';
import { buildProvenance, PROFILE_FACTS_DOMAIN } from '../../src/engine/prediction/provenance.js';
import { resolveSettings, validateSettingsConfig } from '../../src/engine/prediction/settings.js';
import { verifyProvenance } from '../../src/engine/prediction/verify-provenance.js';
import type { PredictionProvenance } from '../../src/plugin-api/prediction.js';
import { defineProfile } from '../../src/plugin-api/profile.js';
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

function provenance(config: ProjectConfig = CONFIG, clips = ['walk', 'run']): PredictionProvenance {
  const document = buildDocument({ bones: [{ name: 'root' }], clips: clips.map((name) => ({ name })) });
  const source = sourceFromDocument(document, { format: 'glb' });
  return buildProvenance(PROFILE, source, resolveSettings(PROFILE, config, clips, 'animsmith.toml'));
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
