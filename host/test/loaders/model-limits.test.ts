/**
 * The model caps (`plugin-api/model-limits.ts`, docs/limits.md) for glTF and FBX: each at N loads,
 * N + 1 is refused with one line naming the cap; real-scale assets (a 64 KiB name, a 10k-node
 * scene, a 500-bone animated character) load normally. Spine's side is in plugins/spine/test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { AssetLoadError, MAX_FBX_MODEL_COUNT, MAX_NAME_LENGTH, MAX_NODE_COUNT } from '../../src/plugin-api/index.js';
import { readBinaryFbx } from '../../../plugins/fbx/src/binary-reader.js';
import { writeBinaryFbx, type FbxWriteNode } from '../../../plugins/fbx/src/binary-writer.js';
import { buildFbxDocument, FbxDocumentError } from '../../../plugins/fbx/src/document.js';
import type { FbxProperty } from '../../../plugins/fbx/src/fbx-tree.js';
import { loadFbx } from '../../../plugins/fbx/src/loader/index.js';
import { runCli } from '@animsmith/test-utils';
import { assembleGlb, expectLoadError, largeAnimationGlb, load, makeRequest, utf8, type Json } from './fixtures/gltf-fixtures.js';

const S = (value: string): FbxProperty => ({ type: 'S', value });
const L = (value: bigint): FbxProperty => ({ type: 'L', value });

/** A glTF (JSON text) of `count` nodes: one root holding the rest, each named by `name(i)`. */
function gltfScene(count: number, name: (i: number) => string = (i) => `n${i}`): Uint8Array {
  const nodes: Json[] = [{ name: name(0), children: Array.from({ length: count - 1 }, (_, i) => i + 1) }];
  for (let i = 1; i < count; i++) nodes.push({ name: name(i), translation: [i % 100, 0, Math.floor(i / 100)] });
  return utf8(JSON.stringify({ asset: { version: '2.0' }, scene: 0, scenes: [{ nodes: [0] }], nodes }));
}

/** A binary FBX of `count` Models (the first named `first`), all children of the root unless `connected` is false. */
function fbxScene(count: number, first = 'm0', connected = true): Uint8Array {
  const models: FbxWriteNode[] = [];
  const links: FbxWriteNode[] = [];
  for (let i = 0; i < count; i++) {
    const id = BigInt(1000 + i);
    models.push({ name: 'Model', properties: [L(id), S(`${i === 0 ? first : `m${i}`}\x00\x01Model`), S('Null')] });
    if (connected) links.push({ name: 'C', properties: [S('OO'), L(id), L(0n)] });
  }
  return writeBinaryFbx(
    [
      { name: 'FBXHeaderExtension', children: [{ name: 'FBXVersion', properties: [{ type: 'I', value: 7400 }] }] },
      { name: 'Objects', children: models },
      { name: 'Connections', children: links },
    ],
    { version: 7400 },
  );
}

function documentError(bytes: Uint8Array): FbxDocumentError {
  try {
    buildFbxDocument(readBinaryFbx(bytes));
  } catch (error) {
    if (error instanceof FbxDocumentError) return error;
    throw error;
  }
  throw new Error('expected an FbxDocumentError, got success');
}

const fbxRequest = (bytes: Uint8Array) => makeRequest(bytes, { fileName: 'asset.fbx' });

/** Lints `file` (written into `dir`): exit 2, nothing on stdout, one stderr line naming the file and `cap`. */
async function lintRefusal(dir: string, file: string, content: string | Uint8Array, cap: string): Promise<string> {
  writeFileSync(path.join(dir, file), content);
  const r = await runCli(['lint', file], { cwd: dir });
  expect(r.status, r.stderr).to.equal(2);
  expect(r.stdout).to.equal('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, r.stderr).to.have.length(1);
  expect(lines[0]).to.include(file);
  expect(lines[0]).to.include(`(${cap})`);
  return lines[0]!;
}

describe('model caps: glTF and FBX', function () {
  this.timeout(120000);

  describe('name length (MAX_NAME_LENGTH)', () => {
    const atCap = 'A'.repeat(MAX_NAME_LENGTH);
    const overCap = 'A'.repeat(MAX_NAME_LENGTH + 1);

    it('glTF: node and animation names of N characters load; N + 1 is refused naming the cap', async () => {
      const loaded = await load(gltfScene(3, (i) => (i === 1 ? atCap : `n${i}`)));
      expect(loaded.document.bones.map((b) => b.name.length)).to.include(MAX_NAME_LENGTH);
      await expectLoadError(gltfScene(3, (i) => (i === 1 ? overCap : `n${i}`)), [
        '/nodes/1/name',
        `a name of ${MAX_NAME_LENGTH + 1} characters exceeds the name length cap of ${MAX_NAME_LENGTH} (MAX_NAME_LENGTH)`,
      ]);
      const clip = (name: string) => {
        const json = JSON.parse(Buffer.from(gltfScene(2)).toString('utf8')) as Json;
        json.animations = [{ name, channels: [], samplers: [] }];
        return utf8(JSON.stringify(json));
      };
      expect((await load(clip(atCap))).document.clips.map((c) => c.name)).to.deep.equal([atCap]);
      await expectLoadError(clip(overCap), ['/animations/0/name', '(MAX_NAME_LENGTH)']);
    });

    it('FBX: a Model name of N characters loads; N + 1 is refused naming the cap', async () => {
      const loaded = await loadFbx(fbxRequest(fbxScene(2, atCap)));
      expect(loaded.document.bones[0]!.name).to.equal(atCap);
      const error = documentError(fbxScene(2, overCap));
      expect(error.message).to.match(new RegExp(`^Objects/Model 1000 'A+…': a name of ${MAX_NAME_LENGTH + 1} characters exceeds the name length cap of ${MAX_NAME_LENGTH} \\(MAX_NAME_LENGTH\\)$`));
    });

    it('through the CLI: exit 2, one line naming the file and the cap', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'animsmith-caps-'));
      try {
        for (const [file, bytes] of [
          ['long-name.gltf', gltfScene(3, (i) => (i === 1 ? overCap : `n${i}`))],
          ['long-name.fbx', fbxScene(2, overCap)],
        ] as const) {
          expect((await lintRefusal(dir, file, bytes, 'MAX_NAME_LENGTH')).length).to.be.below(400);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('node count (MAX_NODE_COUNT)', () => {
    it('glTF: N nodes load; N + 1 are refused naming the cap', async () => {
      const loaded = await load(gltfScene(MAX_NODE_COUNT));
      expect(loaded.document.bones).to.have.length(MAX_NODE_COUNT);
      await expectLoadError(gltfScene(MAX_NODE_COUNT + 1), [`${MAX_NODE_COUNT + 1} nodes exceed the cap of ${MAX_NODE_COUNT} nodes per file (MAX_NODE_COUNT)`]);
    });

    it('FBX: N Models make a document; N + 1 are refused naming the cap (MAX_FBX_MODEL_COUNT)', () => {
      const document = buildFbxDocument(readBinaryFbx(fbxScene(MAX_FBX_MODEL_COUNT, 'm0', false)));
      expect(document.objects.size).to.equal(MAX_FBX_MODEL_COUNT);
      expect(documentError(fbxScene(MAX_FBX_MODEL_COUNT + 1, 'm0', false)).message).to.equal(
        `Objects: ${MAX_FBX_MODEL_COUNT + 1} Models exceed the cap of ${MAX_FBX_MODEL_COUNT} Models per file (MAX_FBX_MODEL_COUNT)`,
      );
    });
  });

  it('hostile counts through the CLI: 1M glTF nodes (chain, flat) and 1M Spine bones end in exit 2 naming the file and the cap', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'animsmith-caps-'));
    const million = 1_000_000;
    try {
      const chain = Array.from({ length: million }, (_, i) => (i + 1 < million ? { children: [i + 1] } : {}));
      const spineBones = Array.from({ length: million }, (_, i) => (i === 0 ? { name: 'b0' } : { name: `b${i}`, parent: 'b0' }));
      for (const [file, text, cap] of [
        ['chain.gltf', JSON.stringify({ asset: { version: '2.0' }, nodes: chain }), 'MAX_NODE_COUNT'],
        ['flat.gltf', JSON.stringify({ asset: { version: '2.0' }, nodes: Array.from({ length: million }, () => ({})) }), 'MAX_NODE_COUNT'],
        ['bones.json', JSON.stringify({ skeleton: { spine: '4.3.00' }, bones: spineBones }), 'MAX_BONE_COUNT'],
      ] as const) {
        await lintRefusal(dir, file, text, cap);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('real-scale assets load normally', () => {
    it('a 10k-node glTF environment scene and a 10k-Model FBX scene', async () => {
      expect((await load(gltfScene(10_000))).document.bones).to.have.length(10_000);
      expect((await loadFbx(fbxRequest(fbxScene(10_000)))).document.bones).to.have.length(10_000);
    });

    it('a 500-bone animated glTF character lints through the CLI', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'animsmith-caps-'));
      try {
        writeFileSync(path.join(dir, 'character.glb'), largeAnimationGlb(2, 500, 60));
        const r = await runCli(['lint', '--format', 'json', 'character.glb'], { cwd: dir });
        expect(r.status, r.stderr).to.be.oneOf([0, 1]);
        const report = JSON.parse(r.stdout) as { input?: unknown };
        expect(report).to.be.an('object');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  it('refusals are AssetLoadErrors (the CLI prints them as operator errors)', async () => {
    let caught: unknown;
    try {
      await load(assembleGlb({ asset: { version: '2.0' }, nodes: [{ name: 'A'.repeat(MAX_NAME_LENGTH + 1) }] }));
    } catch (error) {
      caught = error;
    }
    expect(caught).to.be.instanceOf(AssetLoadError);
  });
});
