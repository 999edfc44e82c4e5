import { expect } from 'chai';
import { assertValidPlugin } from '../../src/testing/assert-plugin.js';
import type { PluginDefinition } from '../../src/plugin-api/plugin.js';

const good: PluginDefinition = {
  meta: { name: 'p', version: '1.0.0', namespace: 'studio', apiVersion: 1 },
  profiles: [{ profile: 'bevy', profile_revision: 1, engine_version: '0.19.0', importer: 'gltf-asset-loader' }],
};

describe('assertValidPlugin', () => {
  it('accepts a well-formed plugin', () => {
    expect(() => assertValidPlugin(good, { name: 'p', namespace: 'studio' })).to.not.throw();
  });

  const broken: [string, PluginDefinition, RegExp][] = [
    ['another API version', { ...good, meta: { ...good.meta, apiVersion: 2 } }, /apiVersion/],
    ['a bad namespace', { ...good, meta: { ...good.meta, namespace: 'Studio' } }, /namespace/],
    ['duplicate profiles', { ...good, profiles: [good.profiles![0]!, good.profiles![0]!] }, /distinct/],
    ['a fractional revision', { ...good, profiles: [{ ...good.profiles![0]!, profile_revision: 1.5 }] }, /profile_revision/],
  ];
  for (const [name, plugin, pattern] of broken) {
    it(`rejects ${name}`, () => {
      const namespace = plugin.meta.namespace;
      expect(() => assertValidPlugin(plugin, { name: 'p', namespace })).to.throw(pattern);
    });
  }
});
