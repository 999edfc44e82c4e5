/**
 * FBX zlib arrays: decoded only when a reader asks for them, and within one budget of inflated
 * bytes per load (`maxInflatedBytes`, default MAX_FBX_INFLATED_BYTES), checked before inflating.
 * Hostile files are built in code: arrays whose headers declare gigabytes over a stream that is
 * just long enough to pass the deflate-ratio check (and would not inflate at all).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { readBinaryFbx } from '../src/binary-reader.js';
import { writeBinaryFbx, type FbxWriteNode } from '../src/binary-writer.js';
import { buildFbxDocument } from '../src/document.js';
import { DEFAULT_FBX_LIMITS, FbxReadError, MAX_FBX_INFLATED_BYTES, type FbxNode, type FbxProperty } from '../src/fbx-tree.js';
import { runCli } from '@animsmith/test-utils';

const S = (value: string): FbxProperty => ({ type: 'S', value });
const L = (value: bigint): FbxProperty => ({ type: 'L', value });
const GiB = 1024 * 1024 * 1024;
/** Deflate's best ratio is about 1032:1; the reader refuses a stream shorter than declared/1032. */
const STORED_FOR_1_GIB = Math.ceil(GiB / 1032) + 16;

/** Start of the first property of each node named `name` (its type byte), in file order. */
function propertyOffsets(bytes: Uint8Array, name: string): number[] {
  const needle = Buffer.from(name, 'latin1');
  const out: number[] = [];
  for (let at = Buffer.from(bytes).indexOf(needle); at >= 0; at = Buffer.from(bytes).indexOf(needle, at + 1)) {
    // A record name is preceded by its one-byte length (FBX 7.4: 13-byte header).
    if (bytes[at - 1] === needle.length) out.push(at + needle.length);
  }
  return out;
}

/**
 * Rewrites each raw `b` array of `stored` bytes under a node named `name` into a zlib array of
 * `type` declaring `declaredBytes` (the stored bytes stay: random, so never a valid stream).
 */
function declareHuge(bytes: Uint8Array, name: string, type: 'i' | 'l' | 'd', declaredBytes: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const at of propertyOffsets(bytes, name)) {
    bytes[at] = type.charCodeAt(0);
    view.setUint32(at + 1, declaredBytes / (type === 'i' ? 4 : 8), true);
    view.setUint32(at + 5, 1, true);
  }
  return bytes;
}

function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** One Model with a rest transform, plus `extra` nodes under `Objects` and at the top level. */
function scene(objects: FbxWriteNode[], topLevel: FbxWriteNode[]): Uint8Array {
  return writeBinaryFbx(
    [
      { name: 'FBXHeaderExtension', children: [{ name: 'FBXVersion', properties: [{ type: 'I', value: 7400 }] }] },
      { name: 'Objects', children: [{ name: 'Model', properties: [L(10n), S('Hips\x00\x01Model'), S('LimbNode')], children: [{ name: 'Properties70' }] }, ...objects] },
      ...topLevel,
      { name: 'Connections', children: [{ name: 'C', properties: [S('OO'), L(10n), L(0n)] }] },
    ],
    { version: 7400, arrayEncoding: 'raw' },
  );
}

/** Reads every array value under `nodes` (arrays decode on first read). */
function touchAll(nodes: readonly FbxNode[]): void {
  for (const node of nodes) {
    for (const p of node.properties) void p.value;
    touchAll(node.children);
  }
}

function readError(read: () => unknown): FbxReadError {
  try {
    read();
  } catch (error) {
    if (error instanceof FbxReadError) return error;
    throw error;
  }
  throw new Error('expected an FbxReadError, got success');
}

describe('fbx reader: lazy arrays and the per-load inflate budget', () => {
  it('never inflates an array no reader asks for; the first read decodes (and refuses) it', () => {
    const bytes = declareHuge(scene([], [{ name: 'Junk', properties: [{ type: 'b', value: noise(STORED_FOR_1_GIB, 1) }] }]), 'Junk', 'i', GiB);
    const file = readBinaryFbx(bytes);
    const document = buildFbxDocument(file);
    expect([...document.objects.values()].map((o) => o.name)).to.deep.equal(['Hips']);
    const junk = file.nodes.find((n) => n.name === 'Junk')!;
    // A 1 GiB declaration is refused by the budget before zlib sees a byte.
    expect(readError(() => junk.properties[0]!.value).message).to.match(
      new RegExp(`^byte \\d+: node 'Junk' array of ${GiB} bytes would pass the ${MAX_FBX_INFLATED_BYTES}-byte budget for inflated arrays per file \\(0 bytes already inflated\\)$`),
    );
  });

  it('admits arrays up to the budget (N) and refuses the one that passes it (N + 1), before inflating', () => {
    const values = (seed: number) => Int32Array.from({ length: 250 }, (_, i) => i * seed);
    const arrays: FbxWriteNode[] = [1, 2, 3].map((seed) => ({ name: `A${seed}`, properties: [{ type: 'i', value: values(seed), encoding: 'zlib' }] }));
    const bytes = writeBinaryFbx([{ name: 'Arrays', children: arrays }], { version: 7400 });
    const atBudget = readBinaryFbx(bytes, { ...DEFAULT_FBX_LIMITS, maxInflatedBytes: 3000 });
    touchAll(atBudget.nodes);
    expect(Array.from(atBudget.nodes[0]!.children[2]!.properties[0]!.value as Int32Array)).to.deep.equal(Array.from(values(3)));

    const over = readBinaryFbx(bytes, { ...DEFAULT_FBX_LIMITS, maxInflatedBytes: 2999 });
    const [a, b, c] = over.nodes[0]!.children.map((n) => n.properties[0]!);
    void a!.value;
    void b!.value;
    expect(readError(() => c!.value).message).to.match(/^byte \d+: node 'A3' array of 1000 bytes would pass the 2999-byte budget for inflated arrays per file \(2000 bytes already inflated\)$/);
    // What was decoded stays readable; reading it again costs nothing more.
    expect((a!.value as Int32Array).length).to.equal(250);
  });

  it('charges an inflated array that shares the values of the one before it as if it were inflated again', () => {
    const same: FbxWriteNode[] = [1, 2, 3].map((seed) => ({ name: `A${seed}`, properties: [{ type: 'i', value: Int32Array.from({ length: 250 }, (_, i) => i), encoding: 'zlib' }] }));
    const bytes = writeBinaryFbx([{ name: 'Arrays', children: same }], { version: 7400 });
    const [a, b, c] = readBinaryFbx(bytes, { ...DEFAULT_FBX_LIMITS, maxInflatedBytes: 2999 }).nodes[0]!.children.map((n) => n.properties[0]!);
    expect(b!.value).to.equal(a!.value);
    expect(readError(() => c!.value).message).to.match(/^byte \d+: node 'A3' array of 1000 bytes would pass the 2999-byte budget for inflated arrays per file \(2000 bytes already inflated\)$/);
  });

  it('raw (uncompressed) arrays are not charged to the budget', () => {
    const bytes = writeBinaryFbx([{ name: 'Raw', properties: [{ type: 'd', value: new Float64Array(100) }] }], { version: 7400, arrayEncoding: 'raw' });
    const file = readBinaryFbx(bytes, { ...DEFAULT_FBX_LIMITS, maxInflatedBytes: 0 });
    expect((file.nodes[0]!.properties[0]!.value as Float64Array).length).to.equal(100);
  });

  describe('through the CLI (exit 2 naming the file and the budget, or a normal result)', function () {
    this.timeout(120000);
    let dir: string;
    before(() => (dir = mkdtempSync(path.join(tmpdir(), 'animsmith-fbx-budget-'))));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('three 1 GiB arrays on a node nothing reads: lint loads the file normally', async () => {
      const junk: FbxWriteNode[] = [1, 2, 3].map((seed) => ({ name: 'Junk', properties: [{ type: 'b', value: noise(STORED_FOR_1_GIB, seed) }] }));
      const file = path.join(dir, 'unread.fbx');
      writeFileSync(file, declareHuge(scene([], [{ name: 'Extra', children: junk }]), 'Junk', 'i', GiB));
      const r = await runCli(['lint', '--format', 'json', file]);
      expect(r.status, r.stderr).to.be.oneOf([0, 1]);
      expect(JSON.parse(r.stdout)).to.be.an('object');
    });

    it('three 1 GiB curve arrays the document reads: exit 2, one line naming the file and the budget', async () => {
      const curves: FbxWriteNode[] = [1, 2, 3].map((seed) => ({
        name: 'AnimationCurve',
        properties: [L(BigInt(100 + seed)), S('\x00\x01AnimCurve'), S('')],
        children: [
          { name: 'KeyTime', properties: [{ type: 'b', value: noise(STORED_FOR_1_GIB, seed) }] },
          { name: 'KeyValueFloat', properties: [{ type: 'f', value: new Float32Array(1) }] },
        ],
      }));
      const file = path.join(dir, 'bomb.fbx');
      writeFileSync(file, declareHuge(scene(curves, []), 'KeyTime', 'l', GiB));
      for (const command of [['lint'], ['measure'], ['pose'], ['inspect']]) {
        const r = await runCli([...command, file]);
        expect(r.status, `${command[0]}: ${r.stderr}`).to.equal(2);
        expect(r.stdout).to.equal('');
        const lines = r.stderr.trimEnd().split('\n');
        expect(lines, r.stderr).to.have.length(1);
        expect(lines[0]).to.include(file);
        expect(lines[0]).to.include(`budget for inflated arrays per file`);
        expect(lines[0]).to.include(String(MAX_FBX_INFLATED_BYTES));
      }
    });
  });
});
