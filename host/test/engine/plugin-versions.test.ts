import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { REPO } from '@animsmith/test-utils';
import path from 'node:path';

/** A plugin reports its version in `meta`; it must be the version npm installed. */
describe('plugin package versions', () => {
  for (const folder of ['bevy', 'unity', 'unreal', 'godot', 'spine']) {
    it(`@animsmith/plugin-${folder} reports its package.json version`, async () => {
      const pkg = JSON.parse(readFileSync(path.join(REPO, 'plugins', folder, 'package.json'), 'utf8')) as { name: string; version: string };
      const mod = (await import(pkg.name)) as { default: { meta: { name: string; version: string } } };
      expect(mod.default.meta).to.include({ name: pkg.name, version: pkg.version });
    });
  }
});
