import { assertValidPlugin } from '@animsmith/cli/testing';
import plugin from '../src/index.js';

describe('@animsmith/plugin-spine', () => {
  it('is a valid plugin in the spine namespace', () => {
    assertValidPlugin(plugin, { name: '@animsmith/plugin-spine', namespace: 'spine' });
  });
});
