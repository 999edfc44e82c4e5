import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '@animsmith/test-utils';
import { makeScratchDir } from '@animsmith/test-utils/engine-project';
import { largeAnimationGlb } from '../loaders/fixtures/gltf-fixtures.js';

// The primary input is hashed chunk by chunk while it is read: a file of several chunks (4 MiB
// each) and an odd tail must still get the SHA-256 of its whole bytes.
describe('input identity of a file read in chunks', function () {
  this.timeout(120000);
  let dir = '';
  beforeEach(() => {
    dir = makeScratchDir('identity-');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the SHA-256 and size of the whole file', async () => {
    const bytes = largeAnimationGlb(20, 60, 700);
    expect(bytes.length).to.be.greaterThan(3 * (4 << 20));
    expect(bytes.length % (4 << 20)).to.not.equal(0);
    writeFileSync(path.join(dir, 'big.glb'), bytes);
    writeFileSync(path.join(dir, 'animsmith.toml'), '');
    const r = await runCli(['measure', '--format', 'json', 'big.glb'], { cwd: dir });
    expect(r.status, r.stderr).to.equal(0);
    const input = JSON.parse(r.stdout).files[0].input;
    expect(input).to.deep.include({ sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length });
  });
});
