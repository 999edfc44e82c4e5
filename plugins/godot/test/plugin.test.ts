import { expect } from 'chai';
import { PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import plugin, { PROFILES } from '../src/index.js';

describe('@animsmith/plugin-godot', () => {
  it('declares the current plugin API and its own namespace', () => {
    expect(plugin.meta.apiVersion).to.equal(PLUGIN_API_VERSION);
    expect(plugin.meta.namespace).to.equal('godot');
  });

  it('pins distinct, complete profile tuples', () => {
    const keys = PROFILES.map((p) => [p.profile, p.profile_revision, p.engine_version, p.importer].join('|'));
    expect(new Set(keys).size).to.equal(keys.length);
    for (const p of PROFILES) {
      expect(p.profile).to.match(/^[a-z][a-z0-9-]*$/);
      expect(p.profile_revision).to.be.a('number').and.to.be.at.least(1);
      expect(p.engine_version).to.not.equal('');
      expect(p.importer).to.not.equal('');
    }
  });
});
