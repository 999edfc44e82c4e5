import { expect } from 'chai';
import { assertValidPlugin } from '@animsmith/cli/testing';
import plugin, { PROFILES } from '../src/index.js';

describe('@animsmith/plugin-bevy', () => {
  it('is a valid plugin in the bevy namespace', () => {
    assertValidPlugin(plugin, { name: '@animsmith/plugin-bevy', namespace: 'bevy' });
  });

  it('declares its profiles through the plugin', () => {
    expect(plugin.profiles).to.equal(PROFILES);
    expect(PROFILES.length).to.be.greaterThan(0);
  });
});

describe('Bevy profile revisions', () => {
  it('pins revisions 1 to 3 of Bevy 0.19.0 with the glTF asset loader', () => {
    expect(PROFILES.map((p) => p.profile_revision)).to.deep.equal([1, 2, 3]);
    for (const p of PROFILES) expect(p).to.include({ profile: 'bevy', engine_version: '0.19.0', importer: 'gltf-asset-loader' });
  });
});
