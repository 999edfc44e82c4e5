/**
 * Huge FBX node counts (issue 15, item 3): 100k Models in a chain, in a parent cycle and as
 * siblings, with one animated Model, each end through `lint` in exit 2 with one line naming the
 * file and the Model cap (MAX_FBX_MODEL_COUNT), counted before any per-Model work — never a hang
 * or a stack trace. No timing is asserted (`bench/node-scaling.mjs` measures the cost per node);
 * the timeout is a hang guard.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { runCli } from '@animsmith/test-utils';
import { curve, curveNode, FRAME24, layer, model, oo, op, sceneBytes, stack, vec } from '@animsmith/test-utils/fbx';
import type { FbxWriteNode } from '../src/binary-writer.js';
import { MAX_FBX_MODEL_COUNT } from '@animsmith/cli/plugin';

const COUNT = 100_000;
const FIRST_ID = 1000n;

type Shape = 'chain' | 'cycle' | 'siblings';

/**
 * `COUNT` Models: each under the previous (`chain`), the same closed into a loop by parenting the
 * first under the last (`cycle`), or all but the first under the first (`siblings`). A 24-frame
 * stack rotates one Model: the deepest of the chain (one node moves), the first of the cycle and
 * the siblings (every node moves through its parent).
 */
function scene(shape: Shape): Uint8Array {
  const objects: FbxWriteNode[] = [];
  const connections: FbxWriteNode[] = [];
  const last = FIRST_ID + BigInt(COUNT - 1);
  for (let i = 0; i < COUNT; i++) {
    const id = FIRST_ID + BigInt(i);
    objects.push(model(id, `n${i}`, i === 0 ? [] : [vec('Lcl Translation', i % 100, 0, 1)], i === 0 ? 'LimbNode' : 'Null'));
    if (i > 0) connections.push(oo(id, shape === 'siblings' ? FIRST_ID : id - 1n));
    else connections.push(oo(id, shape === 'cycle' ? last : 0n));
  }
  objects.push(stack(1n, 'spin', 0n, 23n * FRAME24), layer(2n), curveNode(3n, 'R', [0, 0, 0]), curve(4n, [0n, 23n * FRAME24], [0, 90]));
  connections.push(oo(2n, 1n), oo(3n, 2n), op(3n, shape === 'chain' ? last : FIRST_ID, 'Lcl Rotation'), op(4n, 3n, 'd|Y'));
  return sceneBytes({ globals: [['TimeMode', 'enum', 11]], objects, connections });
}

describe('FBX: 100k Models in a chain, a cycle or as siblings', function () {
  // A hang guard: building and reading 100k Models before the count is refused.
  this.timeout(60_000);
  let dir: string;
  before(() => (dir = mkdtempSync(path.join(tmpdir(), 'animsmith-fbx-scale-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const shape of ['chain', 'cycle', 'siblings'] as const) {
    it(`${shape}: lint refuses the file in one line naming it and the Model cap`, async () => {
      const file = path.join(dir, `${shape}.fbx`);
      writeFileSync(file, scene(shape));
      const r = await runCli(['lint', '--format', 'json', file]);
      expect(r.status, r.stderr).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
      expect(r.stderr).to.include(`${shape}.fbx`).and.include(`${COUNT} Models exceed the cap of ${MAX_FBX_MODEL_COUNT} Models per file (MAX_FBX_MODEL_COUNT)`);
    });
  }
});
