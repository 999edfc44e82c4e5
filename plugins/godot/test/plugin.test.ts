import { expect } from 'chai';
import { assertValidPlugin } from '@animsmith/cli/testing';
import { PROFILE_FACT_IDS } from '@animsmith/cli/plugin';
import plugin, { PROFILES } from '../src/index.js';

describe('@animsmith/plugin-godot', () => {
  it('is a valid plugin in the godot namespace', () => {
    assertValidPlugin(plugin, { name: '@animsmith/plugin-godot', namespace: 'godot' });
  });

  it('declares revision 1 of Godot 4.7: facts and sources only, no settings, no rules', () => {
    expect(plugin.profiles).to.equal(PROFILES);
    expect(PROFILES).to.have.length(1);
    const [p] = PROFILES;
    expect(p).to.include({ profile: 'godot', profile_revision: 1, engine_version: '4.7', importer: 'resource-importer-scene' });
    expect(p!.accepted_formats).to.deep.equal(['fbx', 'glb', 'gltf']);
    expect(p!.facts.map((f) => f.id)).to.deep.equal([...PROFILE_FACT_IDS]);
    expect(p!.facts.filter((f) => f.state === 'known').map((f) => f.id)).to.deep.equal(['accepted_inputs']);
    expect(p!.settings).to.deep.equal([]);
    expect(p!.rules).to.equal(undefined);
  });
});
