import { expect } from 'chai';
import { assertValidPlugin } from '@animsmith/cli/testing';
import plugin, { PROFILES } from '../src/index.js';
import { PROFILE_FACT_IDS } from '@animsmith/cli/plugin';

describe('@animsmith/plugin-bevy', () => {
  it('is a valid plugin in the bevy namespace', () => {
    assertValidPlugin(plugin, { name: '@animsmith/plugin-bevy', namespace: 'bevy' });
  });

  it('declares its profiles through the plugin', () => {
    expect(plugin.profiles).to.equal(PROFILES);
  });
});

describe('Bevy profile revisions', () => {
  it('pins revisions 1 to 3 of Bevy 0.19.0 with the glTF asset loader', () => {
    expect(PROFILES.map((p) => p.profile_revision)).to.deep.equal([1, 2, 3]);
    for (const p of PROFILES) expect(p).to.include({ profile: 'bevy', engine_version: '0.19.0', importer: 'gltf-asset-loader' });
  });

  it('publishes each revision under its own contracts', () => {
    expect(PROFILES.map((p) => [p.fact_bundle, p.contracts.provenance, p.contracts.prediction])).to.deep.equal([
      ['urn:animsmith:engine-profile:bevy:1', 'urn:animsmith:prediction-provenance:3', 'urn:animsmith:engine-prediction:3'],
      ['urn:animsmith:engine-profile:bevy:2', 'urn:animsmith:prediction-provenance:4', 'urn:animsmith:engine-prediction:4'],
      ['urn:animsmith:engine-profile:bevy:3', 'urn:animsmith:prediction-provenance:5', 'urn:animsmith:engine-prediction:5'],
    ]);
  });

  it('states every fact id (known or unknown), cites declared sources, and accepts glTF/GLB only', () => {
    for (const p of PROFILES) {
      expect(p.facts.map((f) => f.id)).to.deep.equal([...PROFILE_FACT_IDS]);
      const sources = new Set(p.sources.map((s) => s.id));
      for (const fact of p.facts) if (fact.state === 'known') for (const s of fact.sources) expect(sources.has(s), `${fact.id} → ${s}`).to.equal(true);
      for (const setting of p.settings) for (const s of setting.sources) expect(sources.has(s), `${setting.id} → ${s}`).to.equal(true);
      expect(p.accepted_formats).to.deep.equal(['glb', 'gltf']);
    }
  });

  it('models settings from revision 2 on, each with a default', () => {
    expect(PROFILES.map((p) => p.settings.map((s) => [s.id, s.default]))).to.deep.equal([
      [],
      [['load_animations', true]],
      [
        ['bevy_animation_feature', true],
        ['load_animations', true],
      ],
    ]);
  });

  it('is cumulative: each revision keeps every rule of the one before and adds one', () => {
    expect(PROFILES.map((p) => Object.keys(p.rules ?? {}))).to.deep.equal([
      ['engine-addressability'],
      ['engine-addressability', 'engine-unit-scale'],
      ['engine-addressability', 'engine-unit-scale', 'engine-track-support'],
    ]);
    expect(PROFILES[2]!.rules!['engine-unit-scale']).to.equal(PROFILES[1]!.rules!['engine-unit-scale']);
  });
});
