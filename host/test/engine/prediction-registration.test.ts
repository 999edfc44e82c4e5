import { expect } from 'chai';
import { Engine } from '../../src/engine/engine.js';
import { OperatorError } from '../../src/engine/errors.js';
import { profileProblems } from '../../src/engine/prediction/validate-profile.js';
import { definePredictionRule, defineProfile, type EngineProfileDefinition } from '../../src/plugin-api/prediction.js';
import { definePlugin, PLUGIN_API_VERSION } from '../../src/plugin-api/plugin.js';

const RULE = definePredictionRule({
  meta: { docs: { description: 'r' }, defaultSeverity: 'error', messages: {}, scopes: ['s'] },
  predict: (c) => c.available({ code: 's' }, [{ kind: 'profile_fact', fact_id: 'f' }]),
});

const PROFILE: EngineProfileDefinition = defineProfile({
  profile: 'eng',
  profile_revision: 1,
  engine_version: '1',
  importer: 'imp',
  fact_bundle: 'urn:animsmith:engine-profile:eng:1',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
  accepted_formats: ['glb'],
  facts: [{ id: 'f', state: 'known', value: 1, sources: ['src'] }],
  sources: [{ id: 'src', target_version: '1', url: 'https://example.com', verified_on: '2026-01-01' }],
  settings: [{ id: 'mode', scope: 'document', domain: { kind: 'enum', values: ['a'] }, default: 'a', sources: ['src'] }],
  rules: { 'engine-thing': RULE },
});

const plugin = (name: string, profiles: EngineProfileDefinition[]) =>
  definePlugin({ meta: { name, version: '1.0.0', namespace: name, apiVersion: PLUGIN_API_VERSION }, profiles });

describe('prediction rule registration', () => {
  it('registers each rule id once, bare, after the plugin checks', () => {
    const engine = new Engine();
    engine.install(plugin('one', [PROFILE, { ...PROFILE, profile_revision: 2 }]), false);
    const checks = engine.checks();
    expect(checks.map((c) => [c.id, c.namespace, c.prediction])).to.deep.equal([['engine-thing', '', true]]);
    expect(checks[0]!.module.meta.type).to.equal('prediction');
    expect(engine.profiles.map((p) => [p.profile_revision, p.plugin, p.definition !== undefined])).to.deep.equal([
      [1, 'one', true],
      [2, 'one', true],
    ]);
  });

  it('refuses a rule id outside the engine- vocabulary', () => {
    const engine = new Engine();
    expect(() => engine.install(plugin('one', [{ ...PROFILE, rules: { 'quat-norm': RULE } }]), false)).to.throw(OperatorError, /rule ids are kebab-case and start with engine-/);
  });

  it('keeps a bare tuple listable but without a definition', () => {
    const engine = new Engine();
    engine.install(definePlugin({ meta: { name: 'bare', version: '1.0.0', namespace: 'bare', apiVersion: PLUGIN_API_VERSION }, profiles: [{ profile: 'x', profile_revision: 1, engine_version: '1', importer: 'i' }] }), false);
    expect(engine.profiles[0]!.definition).to.equal(undefined);
  });
});

describe('profile structure', () => {
  it('accepts a well-formed profile', () => {
    expect(profileProblems(PROFILE)).to.deep.equal([]);
  });

  const broken: [string, Partial<EngineProfileDefinition>, RegExp][] = [
    ['a fact citing an undeclared source', { facts: [{ id: 'f', state: 'known', value: 1, sources: ['nope'] }] }, /fact 'f' cites undeclared source 'nope'/],
    ['a known fact without a source', { facts: [{ id: 'f', state: 'known', value: 1, sources: [] }] }, /known fact 'f' cites no source/],
    ['a duplicate fact', { facts: [{ id: 'g', state: 'unknown' }, { id: 'g', state: 'unknown' }] }, /fact 'g' is declared twice/],
    ['a default outside its domain', { settings: [{ id: 'mode', scope: 'document', domain: { kind: 'enum', values: ['a'] }, default: 'b', sources: ['src'] }] }, /default outside its domain/],
    // A profile from an untyped (JavaScript) plugin can name any contract; the check is for that.
    // @ts-expect-error -- a URN outside the contract revisions the type admits
    ['a foreign contract URN', { contracts: { provenance: 'urn:x:1', prediction: 'urn:animsmith:engine-prediction:3' } }, /not a prediction-provenance URN/],
    ['no accepted format', { accepted_formats: [] }, /accepts no input format/],
  ];
  for (const [what, edit, message] of broken) {
    it(`finds ${what}, and install refuses it`, () => {
      const profile = { ...PROFILE, ...edit };
      expect(profileProblems(profile).join('\n')).to.match(message);
      expect(() => new Engine().install(plugin('one', [profile]), false)).to.throw(OperatorError, /malformed profile: eng rev 1/);
    });
  }
});
