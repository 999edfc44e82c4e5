/**
 * `pose` on a file whose world transform overflows (finite locals, non-finite world): exit 2 with
 * one line that names the file, the node and the reason.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { runCli } from '@animsmith/test-utils';

describe('pose: a pose that is not finite names the file', function () {
  this.timeout(120000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-pose-finite-'));
    // Two finite float32 translations of 3e38 m along +X sum past the float32 range.
    const gltf = { asset: { version: '2.0' }, scene: 0, scenes: [{ nodes: [0] }], nodes: [{ name: 'far', translation: [3e38, 0, 0], children: [1] }, { name: 'farther', translation: [3e38, 0, 0] }] };
    writeFileSync(path.join(dir, 'overflow.gltf'), JSON.stringify(gltf));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const space of ['source', 'normalized']) {
    it(`--space ${space}: exit 2, one line with the file`, async () => {
      const r = await runCli(['pose', '--space', space, 'overflow.gltf'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr).to.equal('animsmith: overflow.gltf: node 1: the pose is not finite\n');
    });
  }
});
