import { expect } from 'chai';
import { assertValidPlugin } from '@animsmith/cli/testing';
import plugin, { PROFILES } from '../src/index.js';

describe('@animsmith/plugin-godot', () => {
  it('is a valid plugin in the godot namespace', () => {
    assertValidPlugin(plugin, { name: '@animsmith/plugin-godot', namespace: 'godot' });
  });

  it('declares its profiles through the plugin', () => {
    expect(plugin.profiles).to.equal(PROFILES);
    expect(PROFILES.length).to.be.greaterThan(0);
  });
});
