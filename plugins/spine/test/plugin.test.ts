import { expect } from 'chai';
import { PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import plugin from '../src/index.js';

describe('@animsmith/plugin-spine', () => {
  it('declares the current plugin API and the spine namespace', () => {
    expect(plugin.meta.apiVersion).to.equal(PLUGIN_API_VERSION);
    expect(plugin.meta.namespace).to.equal('spine');
    expect(plugin.meta.name).to.equal('@animsmith/plugin-spine');
  });
});
