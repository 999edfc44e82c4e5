import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect } from 'chai';
import { BINARY_FBX_MAGIC, isBinaryFbx, readBinaryFbx } from '../src/binary-reader.js';
import { writeBinaryFbx } from '../src/binary-writer.js';
import type { FbxWriteNode, FbxWriteOptions, FbxWriteProperty } from '../src/binary-writer.js';
import { DEFAULT_FBX_LIMITS, FbxReadError } from '../src/fbx-tree.js';
import type { FbxFile, FbxNode, FbxProperty, FbxReadLimits } from '../src/fbx-tree.js';
import { FIXTURES } from '../../../fixtures/root.mjs';

const CORPUS = path.join(FIXTURES, 'fbx');

const BINARY_CORPUS = [
  { file: 'assimp_animation_with_skeleton.fbx', version: 7400 },
  { file: 'ufbx_maya_game_sausage_7500_binary_combined.fbx', version: 7500 },
  { file: 'ufbx_blender_293_half_skinned_7400_binary.fbx', version: 7400 },
] as const;

function corpus(file: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(CORPUS, file)));
}

/** Deterministic PRNG (mulberry32) so failures reproduce. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function* walk(nodes: readonly FbxNode[]): Generator<FbxNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(node.children);
  }
}

function countNodes(nodes: readonly FbxNode[]): number {
  let n = 0;
  for (const _ of walk(nodes)) n += 1;
  return n;
}

function findAll(nodes: readonly FbxNode[], name: string): FbxNode[] {
  return [...walk(nodes)].filter((node) => node.name === name);
}

function find(nodes: readonly FbxNode[], name: string): FbxNode {
  const found = findAll(nodes, name);
  expect(found, `node ${name}`).to.have.length.greaterThan(0);
  return found[0];
}

/** The tree without `at` (and without writer-only `encoding`), for comparing files built differently. */
interface PlainNode {
  name: string;
  properties: { type: string; value: unknown }[];
  children: PlainNode[];
}
function plain(nodes: readonly (FbxNode | FbxWriteNode)[]): PlainNode[] {
  return nodes.map((node) => ({
    name: node.name,
    properties: (node.properties ?? []).map((p: FbxProperty) => ({ type: p.type, value: p.value })),
    children: plain(node.children ?? []),
  }));
}

/** Reads `bytes` and every array value in it (arrays decode on first read). */
function readAll(bytes: Uint8Array, limits?: FbxReadLimits): FbxFile {
  const file = readBinaryFbx(bytes, limits);
  plain(file.nodes);
  return file;
}

/** Runs `read` and requires an FbxReadError with a one-line `byte N: reason` message; returns it. */
function refuse(read: () => unknown): FbxReadError {
  let caught: unknown;
  try {
    read();
  } catch (error) {
    caught = error;
  }
  if (!(caught instanceof FbxReadError)) {
    throw new Error(`expected an FbxReadError, got ${caught === undefined ? 'success' : String((caught as Error)?.stack ?? caught)}`);
  }
  expect(caught.message).to.match(/^byte \d+: \S/);
  expect(caught.message).to.not.include('\n');
  expect(caught.where).to.match(/^byte \d+$/);
  return caught;
}

/** Either parses or throws FbxReadError; anything else (RangeError, TypeError, ...) fails the test. */
function readsOrRefuses(bytes: Uint8Array, label: string, limits?: FbxReadLimits): FbxFile | FbxReadError {
  try {
    return readAll(bytes, limits);
  } catch (error) {
    if (!(error instanceof FbxReadError)) throw new Error(`${label}: ${String((error as Error)?.stack ?? error)}`);
    expect(error.message, label).to.not.include('\n');
    return error;
  }
}

// ---------------------------------------------------------------------------------------------
// Record layout helpers for patching files built in code.

function layout(version: number) {
  const wide = version >= 7500;
  const field = wide ? 8 : 4;
  return { wide, field, header: wide ? 25 : 13 };
}

function readField(bytes: Uint8Array, at: number, wide: boolean): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return wide ? Number(view.getBigUint64(at, true)) : view.getUint32(at, true);
}

function writeField(bytes: Uint8Array, at: number, wide: boolean, value: number | bigint): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (wide) view.setBigUint64(at, BigInt(value), true);
  else view.setUint32(at, Number(value), true);
}

function setU32(bytes: Uint8Array, at: number, value: number): void {
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).setUint32(at, value, true);
}

/** Offset of a node's first property (its type code). */
function firstPropertyAt(node: FbxNode, version: number): number {
  return node.at + layout(version).header + node.name.length;
}

/** Where the top-level null record ends: everything after it is footer. */
function topLevelEnd(bytes: Uint8Array, file: FbxFile): number {
  const { wide, header } = layout(file.version);
  const last = file.nodes[file.nodes.length - 1];
  return readField(bytes, last.at, wide) + header;
}

// ---------------------------------------------------------------------------------------------
// A small scene built in code.

const S = (value: string): FbxWriteProperty => ({ type: 'S', value });
const I = (value: number): FbxWriteProperty => ({ type: 'I', value });
const L = (value: bigint): FbxWriteProperty => ({ type: 'L', value });
const D = (value: number): FbxWriteProperty => ({ type: 'D', value });

const VERTICES = Float64Array.from({ length: 30 }, (_, i) => i * 0.25 - 3);
const NORMALS = Float64Array.from({ length: 30 }, (_, i) => Math.sin(i));

function sampleScene(): FbxWriteNode[] {
  return [
    { name: 'FBXHeaderExtension', children: [{ name: 'FBXVersion', properties: [I(7400)] }] },
    { name: 'GlobalSettings', children: [{ name: 'Properties70', children: [{ name: 'P', properties: [S('UnitScaleFactor'), S('double'), S('Number'), S(''), D(100)] }] }] },
    {
      name: 'Objects',
      children: [
        {
          name: 'Geometry',
          properties: [L(123456789012345n), S('Mesh\x00\x01Geometry'), S('Mesh')],
          children: [
            { name: 'Vertices', properties: [{ type: 'd', value: VERTICES, encoding: 'raw' }] },
            { name: 'Normals', properties: [{ type: 'd', value: NORMALS, encoding: 'zlib' }] },
          ],
        },
        { name: 'Model', properties: [L(42n), S('Hips\x00\x01Model'), S('LimbNode')], children: [{ name: 'Version', properties: [I(232)] }] },
      ],
    },
    { name: 'Connections', children: [{ name: 'C', properties: [S('OO'), L(42n), L(0n)] }] },
  ];
}

function sample(version = 7400, options: FbxWriteOptions = {}): { bytes: Uint8Array; file: FbxFile } {
  const bytes = writeBinaryFbx(sampleScene(), { version, ...options });
  return { bytes, file: readBinaryFbx(bytes) };
}

function limits(overrides: Partial<FbxReadLimits>): FbxReadLimits {
  return { ...DEFAULT_FBX_LIMITS, ...overrides };
}

// ---------------------------------------------------------------------------------------------

describe('fbx binary reader: corpus', () => {
  for (const { file, version } of BINARY_CORPUS) {
    describe(file, () => {
      const bytes = corpus(file);
      const fbx = readBinaryFbx(bytes);

      it(`is binary FBX ${version} with the standard top-level sections`, () => {
        expect(isBinaryFbx(bytes)).to.equal(true);
        expect(fbx.encoding).to.equal('binary');
        expect(fbx.version).to.equal(version);
        const top = fbx.nodes.map((n) => n.name);
        expect(top).to.include.members(['FBXHeaderExtension', 'GlobalSettings', 'Definitions', 'Objects', 'Connections']);
        expect(fbx.nodes[0].at).to.equal(27);
        const total = countNodes(fbx.nodes);
        expect(total).to.be.greaterThan(100).and.lessThan(bytes.byteLength / 13);
      });

      it('keeps object ids as bigint and names with the \\x00\\x01 separator', () => {
        const connections = find(fbx.nodes, 'Connections').children;
        expect(connections.length).to.be.greaterThan(5);
        for (const c of connections) {
          expect(c.name).to.equal('C');
          expect(c.properties[0].type).to.equal('S');
          expect(['OO', 'OP', 'PO', 'PP']).to.include(c.properties[0].value);
          expect(c.properties[1].type).to.equal('L');
          expect(typeof c.properties[1].value).to.equal('bigint');
          expect(typeof c.properties[2].value).to.equal('bigint');
        }
        const objects = find(fbx.nodes, 'Objects').children;
        const ids = new Set(objects.map((o) => o.properties[0].value));
        for (const o of objects) {
          expect(o.properties[0].type, o.name).to.equal('L');
          expect(o.properties[1].type).to.equal('S');
          expect(o.properties[1].value as string).to.include('\x00\x01');
        }
        // Every OO connection child is an object of the file.
        for (const c of connections.filter((x) => x.properties[0].value === 'OO')) {
          expect(ids.has(c.properties[1].value), String(c.properties[1].value)).to.equal(true);
        }
      });

      it('parses the same from an unaligned view into a larger buffer', () => {
        const big = new Uint8Array(bytes.byteLength + 8);
        big.set(bytes, 3);
        const view = big.subarray(3, 3 + bytes.byteLength);
        expect(plain(readBinaryFbx(view).nodes)).to.deep.equal(plain(fbx.nodes));
        // Arrays decode on first read into private copies: clobbering the input afterwards changes nothing.
        const again = readBinaryFbx(view);
        plain(again.nodes);
        big.fill(0xee);
        expect(plain(again.nodes)).to.deep.equal(plain(fbx.nodes));
      });

      it('re-encodes through the writer with either array encoding and header width', () => {
        for (const v of [7400, 7500]) {
          for (const arrayEncoding of ['raw', 'zlib'] as const) {
            const copy = readBinaryFbx(writeBinaryFbx(fbx.nodes, { version: v, arrayEncoding }));
            expect(copy.version).to.equal(v);
            expect(plain(copy.nodes)).to.deep.equal(plain(fbx.nodes));
          }
        }
      });

      it('refuses every truncation before the top-level null record', () => {
        const end = topLevelEnd(bytes, fbx);
        expect(end).to.be.lessThanOrEqual(bytes.byteLength);
        const random = rng(bytes.byteLength);
        const cuts = new Set<number>([0, 1, 22, 23, 26, 27, 28, 40, end - 1, end - 2, end - 13, end - 25]);
        for (let i = 0; i < 400; i += 1) cuts.add(Math.floor(random() * end));
        for (const node of walk(fbx.nodes)) {
          if (random() < 0.05) for (const d of [0, 1, 12, 13, 24, 25]) cuts.add(Math.min(end - 1, node.at + d));
        }
        for (const cut of cuts) refuse(() => readBinaryFbx(bytes.subarray(0, cut)));
        // The footer is ignored: cutting inside or after it still reads the whole tree.
        expect(plain(readBinaryFbx(bytes.subarray(0, end)).nodes)).to.deep.equal(plain(fbx.nodes));
      });

      it('never throws anything but FbxReadError on random mutations', () => {
        const random = rng(7 + bytes.byteLength);
        let refused = 0;
        for (let round = 0; round < 150; round += 1) {
          const copy = bytes.slice();
          const edits = 1 + Math.floor(random() * 8);
          for (let e = 0; e < edits; e += 1) {
            const at = 23 + Math.floor(random() * (copy.byteLength - 23));
            copy[at] = random() < 0.3 ? 0xff : Math.floor(random() * 256);
          }
          if (readsOrRefuses(copy, `${file} round ${round}`) instanceof FbxReadError) refused += 1;
        }
        expect(refused).to.be.greaterThan(0);
      });
    });
  }

  it('matches the corpus README facts (LimbNodes, curves, keys, stacks, unit scale)', () => {
    const limbNodes = (f: FbxFile) => find(f.nodes, 'Objects').children.filter((o) => o.name === 'Model' && o.properties[2]?.value === 'LimbNode').length;
    const curves = (f: FbxFile) => find(f.nodes, 'Objects').children.filter((o) => o.name === 'AnimationCurve');
    const keys = (f: FbxFile) => curves(f).reduce((sum, c) => sum + (find(c.children, 'KeyTime').properties[0].value as BigInt64Array).length, 0);
    const stacks = (f: FbxFile) => find(f.nodes, 'Objects').children.filter((o) => o.name === 'AnimationStack').length;

    const assimp = readBinaryFbx(corpus('assimp_animation_with_skeleton.fbx'));
    expect(limbNodes(assimp)).to.equal(16);
    expect(curves(assimp)).to.have.length(136);
    expect(keys(assimp)).to.equal(284);
    expect(stacks(assimp)).to.equal(1);

    const sausage = readBinaryFbx(corpus('ufbx_maya_game_sausage_7500_binary_combined.fbx'));
    expect(limbNodes(sausage)).to.equal(4);
    expect(curves(sausage)).to.have.length(90);
    expect(keys(sausage)).to.equal(1860);
    expect(stacks(sausage)).to.equal(3);
    for (const c of curves(sausage)) {
      const times = find(c.children, 'KeyTime').properties[0];
      const values = find(c.children, 'KeyValueFloat').properties[0];
      expect(times.type).to.equal('l');
      expect(values.type).to.equal('f');
      expect((values.value as Float32Array).length).to.equal((times.value as BigInt64Array).length);
    }

    const half = readBinaryFbx(corpus('ufbx_blender_293_half_skinned_7400_binary.fbx'));
    expect(limbNodes(half)).to.equal(2);
    expect(stacks(half)).to.equal(0);
    const unit = findAll(find(half.nodes, 'GlobalSettings').children, 'P').find((p) => p.properties[0].value === 'UnitScaleFactor');
    expect(unit?.properties[4]).to.deep.equal({ type: 'D', value: 100 });
    const vertices = find(half.nodes, 'Vertices').properties[0];
    expect(vertices.type).to.equal('d');
    expect(vertices.value).to.be.instanceOf(Float64Array);
  });

  it('isBinaryFbx is false for ASCII FBX and short inputs', () => {
    expect(isBinaryFbx(corpus('ufbx_maya_game_sausage_7500_ascii_combined.fbx'))).to.equal(false);
    expect(isBinaryFbx(corpus('animsmith_rigged_triangle.fbx'))).to.equal(false);
    expect(isBinaryFbx(new Uint8Array(0))).to.equal(false);
    expect(isBinaryFbx(BINARY_FBX_MAGIC.subarray(0, 22))).to.equal(false);
    expect(isBinaryFbx(BINARY_FBX_MAGIC)).to.equal(true);
    const e = refuse(() => readBinaryFbx(corpus('animsmith_rigged_triangle.fbx')));
    expect(e.message).to.equal('byte 0: not a binary FBX file (no "Kaydara FBX Binary" magic)');
  });
});

describe('fbx binary reader: files built in code', () => {
  const everyType = (): FbxWriteNode[] => [
    {
      name: 'Scalars',
      properties: [
        { type: 'C', value: true, code: 1 },
        { type: 'C', value: false, code: 0 },
        // FBX 6 take keys and extrapolation types store letters in one-byte properties.
        { type: 'C', value: true, code: 0x55 /* U */ },
        { type: 'C', value: true, code: 0x73 /* s */ },
        // One-byte numbers (Maya audio clips use 'Z').
        { type: 'Z', value: 255 },
        { type: 'B', value: 0 },
        { type: 'Y', value: -32768 },
        { type: 'Y', value: 32767 },
        { type: 'I', value: -2147483648 },
        { type: 'I', value: 2147483647 },
        { type: 'F', value: Math.fround(1.1) },
        { type: 'F', value: -0 },
        { type: 'D', value: Math.PI },
        { type: 'D', value: Number.NaN },
        { type: 'D', value: -Infinity },
        { type: 'L', value: -(2n ** 63n) },
        { type: 'L', value: 2n ** 63n - 1n },
        { type: 'L', value: 9007199254740993n },
        { type: 'S', value: '' },
        { type: 'S', value: 'Joint\x00\x01Model' },
        { type: 'S', value: 'naïve ✓ 日本 🎉' },
        { type: 'R', value: Uint8Array.of(0, 1, 2, 255) },
        { type: 'R', value: new Uint8Array(0) },
      ],
    },
    ...(['raw', 'zlib'] as const).map((encoding) => ({
      name: `Arrays_${encoding}`,
      properties: [
        { type: 'b', value: Uint8Array.of(0, 1, 1, 0, 7), encoding },
        { type: 'i', value: Int32Array.of(-1, 0, 2147483647, -2147483648), encoding },
        { type: 'l', value: BigInt64Array.of(-(2n ** 63n), 0n, 46186158000n, 2n ** 63n - 1n), encoding },
        { type: 'f', value: Float32Array.of(1.5, -0, Number.NaN, 3.4e38), encoding },
        { type: 'd', value: Float64Array.of(Math.E, -0, Number.NaN, Number.MIN_VALUE, 1e308), encoding },
        { type: 'd', value: new Float64Array(0), encoding },
        { type: 'i', value: Int32Array.from({ length: 10000 }, (_, i) => i * 7919), encoding },
      ] satisfies FbxWriteProperty[],
    })),
  ];

  for (const version of [7400, 7500, 7700]) {
    for (const [leafNullRecord, bigEndian] of [[false, false], [true, false], [false, true], [true, true]]) {
      const variant = `${leafNullRecord ? ', leaf null records' : ''}${bigEndian ? ', big-endian' : ''}`;
      it(`round-trips every property type and both array encodings (version ${version}${variant})`, () => {
        const nodes = [...everyType(), ...sampleScene()];
        const bytes = writeBinaryFbx(nodes, { version, leafNullRecord, bigEndian });
        expect(bytes[22]).to.equal(bigEndian ? 1 : 0);
        const file = readBinaryFbx(bytes);
        expect(file.version).to.equal(version);
        expect(plain(file.nodes)).to.deep.equal(plain(nodes));
        const arrays = file.nodes.filter((n) => n.name.startsWith('Arrays_')).flatMap((n) => n.properties);
        const classes = { b: Uint8Array, i: Int32Array, l: BigInt64Array, f: Float32Array, d: Float64Array } as const;
        for (const p of arrays) {
          const value = p.value as ArrayBufferView;
          expect(value).to.be.instanceOf(classes[p.type as keyof typeof classes]);
          expect(value.buffer).to.not.equal(bytes.buffer);
        }
        // Unaligned raw data (type code + 12 header bytes put doubles at odd offsets) is still exact.
        expect(Object.is((file.nodes[1].properties[4].value as Float64Array)[1], -0)).to.equal(true);
      });
    }
  }

  it('reads big-endian files: header fields, scalars and (inflated) arrays are byte-swapped', () => {
    for (const version of [6100, 7400, 7500]) {
      const little = sample(version);
      const big = sample(version, { bigEndian: true });
      expect(big.bytes.byteLength).to.equal(little.bytes.byteLength);
      expect(Buffer.from(big.bytes).equals(Buffer.from(little.bytes))).to.equal(false);
      // The version is stored big-endian too: 7400 = 0x00001ce8.
      expect(big.bytes[23]).to.equal(0);
      expect(big.bytes[26]).to.equal(version & 0xff);
      expect(big.file.version).to.equal(version);
      expect(plain(big.file.nodes)).to.deep.equal(plain(little.file.nodes));
      expect(find(big.file.nodes, 'Normals').properties[0].value).to.deep.equal(NORMALS);
    }
    // Any non-zero endianness byte means big-endian; a little-endian file read that way is refused.
    const flipped = sample(7400).bytes.slice();
    flipped[22] = 0xff;
    expect(isBinaryFbx(flipped)).to.equal(true);
    expect(refuse(() => readBinaryFbx(flipped)).message).to.match(/^byte 23: implausible FBX version \d+$/);
  });

  it('reads Maya "zero end" records: a childless record with end offset 0 ends with its property list', () => {
    for (const version of [7400, 7500]) {
      const { wide } = layout(version);
      const bytes = writeBinaryFbx(sampleScene(), { version, zeroLeafEnd: true });
      const file = readBinaryFbx(bytes);
      const leaf = find(file.nodes, 'Vertices');
      expect(readField(bytes, leaf.at, wide)).to.equal(0);
      expect(readField(bytes, find(file.nodes, 'Geometry').at, wide)).to.be.greaterThan(0);
      expect(plain(file.nodes)).to.deep.equal(plain(sample(version).file.nodes));
      // Bounds still hold: a zero-end record whose property list crosses its parent is refused.
      const version232 = find(file.nodes, 'Version');
      const crossing = bytes.slice();
      writeField(crossing, version232.at + (wide ? 16 : 8), wide, 1000);
      expect(refuse(() => readBinaryFbx(crossing)).message).to.match(
        new RegExp(`^byte ${version232.at}: (end offset \\d+ is past the end of its parent 'Model'|zero-end record ending at byte \\d+ is outside the file)`),
      );
    }
  });

  it('writes 32-bit headers below 7500 and 64-bit from 7500', () => {
    const narrow = sample(7400);
    const wide = sample(7500);
    expect(wide.bytes.byteLength).to.be.greaterThan(narrow.bytes.byteLength);
    expect(readField(narrow.bytes, 27, false)).to.equal(narrow.file.nodes[1].at);
    expect(readField(wide.bytes, 27, true)).to.equal(wide.file.nodes[1].at);
    expect(plain(narrow.file.nodes)).to.deep.equal(plain(wide.file.nodes));
  });

  it('keeps the raw byte of a C property; a C given without one is written as 1 or 0', () => {
    const bytes = writeBinaryFbx([{ name: 'Key', properties: [{ type: 'C', value: true, code: 0x6e }, { type: 'C', value: true }, { type: 'C', value: false }] }]);
    expect(readBinaryFbx(bytes).nodes[0].properties).to.deep.equal([
      { type: 'C', value: true, code: 0x6e },
      { type: 'C', value: true, code: 1 },
      { type: 'C', value: false, code: 0 },
    ]);
  });

  it('reads a c-typed byte array as b', () => {
    const bytes = writeBinaryFbx([{ name: 'Flags', properties: [{ type: 'b', value: Uint8Array.of(3, 4), encoding: 'zlib' }] }]);
    const file = readBinaryFbx(bytes);
    bytes[firstPropertyAt(file.nodes[0], 7400)] = 'c'.charCodeAt(0);
    expect(readBinaryFbx(bytes).nodes[0].properties[0]).to.deep.equal({ type: 'b', value: Uint8Array.of(3, 4) });
  });

  it('gives an array stored with the same bytes as the array of its type read before it the same values', () => {
    const ticks = BigInt64Array.from({ length: 40 }, (_, i) => BigInt(i) * 1_539_538_600n);
    const later = ticks.map((t) => t + 1n);
    const node = (value: BigInt64Array, encoding: 'raw' | 'zlib'): FbxWriteNode => ({ name: 'KeyTime', properties: [{ type: 'l', value, encoding }] });
    const nodes = [node(ticks, 'raw'), node(ticks.slice(), 'raw'), node(later, 'raw'), node(ticks, 'raw'), node(ticks, 'zlib'), node(ticks, 'zlib')];
    const values = readBinaryFbx(writeBinaryFbx(nodes)).nodes.map((n) => n.properties[0]!.value as BigInt64Array);
    expect(values.map((v) => Array.from(v))).to.deep.equal(nodes.map((n) => Array.from(n.properties![0]!.value as BigInt64Array)));
    expect(values[1]).to.equal(values[0]);
    expect(values[2]).to.not.equal(values[1]);
    // Only the array just before counts, and a zlib array is not its raw twin.
    expect(values[3]).to.not.equal(values[0]);
    expect(values[4]).to.not.equal(values[3]);
    expect(values[5]).to.equal(values[4]);
  });

  it('interns names and strings without mixing up distinct values', () => {
    const nodes: FbxWriteNode[] = [];
    for (let i = 0; i < 3000; i += 1) {
      nodes.push({ name: `N${i % 700}`, properties: [S(`v${(i * 31) % 900}`), S(i % 2 ? 'é' : 'Ã©'), S(`k${i}`.repeat(1 + (i % 7)))] });
    }
    nodes.push({ name: 'Ñame\xff', properties: [S('\u00ff'), S('\xc3\xbf')] });
    const file = readBinaryFbx(writeBinaryFbx(nodes));
    expect(plain(file.nodes)).to.deep.equal(plain(nodes));
  });

  it('walks very deep nesting without recursion when the depth limit allows it', () => {
    const depth = 100_000;
    const header = 13 + 1; // 32-bit record header + 1-byte name, no properties
    const size = 27 + depth * header + (depth - 1) * 13 + 13;
    const bytes = new Uint8Array(size);
    bytes.set(BINARY_FBX_MAGIC);
    setU32(bytes, 23, 7400);
    const innerEnd = 27 + depth * header;
    for (let k = 0; k < depth; k += 1) {
      const at = 27 + k * header;
      // Node k ends after its own null record; the innermost node has none.
      setU32(bytes, at, k === depth - 1 ? innerEnd : innerEnd + (depth - 1 - k) * 13);
      bytes[at + 12] = 1;
      bytes[at + 13] = 'a'.charCodeAt(0);
    }
    const file = readBinaryFbx(bytes, limits({ maxDepth: depth }));
    let node = file.nodes[0];
    let levels = 1;
    while (node.children.length > 0) {
      node = node.children[0];
      levels += 1;
    }
    expect(levels).to.equal(depth);
    const e = refuse(() => readBinaryFbx(bytes));
    expect(e.message).to.equal(`byte ${27 + 64 * header}: node 'a' is nested 65 levels deep (depth limit 64)`);
  });

  it('reads a large node-heavy file whole', function () {
    this.timeout(60_000);
    const nodes: FbxWriteNode[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const children: FbxWriteNode[] = [];
      for (let j = 0; j < 50; j += 1) children.push({ name: 'P', properties: [S('Lcl Translation'), S('Lcl Translation'), S(''), S('A'), D(i), D(j), D(0)] });
      nodes.push({ name: 'Model', properties: [L(BigInt(i)), S(`M${i}\x00\x01Model`), S('Null')], children: [{ name: 'Properties70', children }] });
    }
    const bytes = writeBinaryFbx(nodes, { version: 7500 });
    // Throughput is measured by bench/fbx-read.mjs, not asserted here.
    const file = readBinaryFbx(bytes);
    expect(countNodes(file.nodes)).to.equal(2000 * 52);
  });
});

describe('fbx binary reader: corrupt input', () => {
  for (const version of [7400, 7500]) {
    const { wide, field, header } = layout(version);

    describe(`version ${version}`, () => {
      it('refuses every truncation of a small file, at every byte', () => {
        const { bytes, file } = sample(version);
        const end = topLevelEnd(bytes, file);
        for (let cut = 0; cut < end; cut += 1) refuse(() => readBinaryFbx(bytes.subarray(0, cut)));
        for (let cut = end; cut <= bytes.byteLength; cut += 1) expect(readBinaryFbx(bytes.subarray(0, cut)).nodes).to.have.length(4);
        expect(refuse(() => readBinaryFbx(bytes.subarray(0, 27))).message).to.equal(
          'byte 27: truncated node header (the file ends before the top-level null record)',
        );
        expect(refuse(() => readBinaryFbx(bytes.subarray(0, 25))).message).to.equal('byte 23: truncated file header (no version)');
      });

      it('refuses garbage after the magic', () => {
        const random = rng(version);
        for (let round = 0; round < 300; round += 1) {
          const bytes = new Uint8Array(27 + Math.floor(random() * 400));
          for (let i = 23; i < bytes.byteLength; i += 1) bytes[i] = Math.floor(random() * 256);
          bytes.set(BINARY_FBX_MAGIC);
          if (round % 2 === 0) setU32(bytes, 23, version);
          refuse(() => readBinaryFbx(bytes));
        }
        const bytes = sample(version).bytes.slice();
        setU32(bytes, 23, 0xdeadbeef);
        expect(refuse(() => readBinaryFbx(bytes)).message).to.equal(`byte 23: implausible FBX version ${0xdeadbeef}`);
      });

      it('refuses an array length over the byte limit before allocating', () => {
        const { bytes, file } = sample(version);
        const at = firstPropertyAt(find(file.nodes, 'Vertices'), version);
        setU32(bytes, at + 1, 0x7fffffff);
        expect(refuse(() => readBinaryFbx(bytes)).message).to.equal(
          `byte ${at}: node 'Vertices' array of 2147483647 doubles exceeds the 1073741824-byte array limit`,
        );
      });

      it('refuses an array length over the element limit (injected limit)', () => {
        const { bytes, file } = sample(version);
        const at = firstPropertyAt(find(file.nodes, 'Vertices'), version);
        expect(refuse(() => readBinaryFbx(bytes, limits({ maxArrayElements: 29 }))).message).to.equal(
          `byte ${at}: node 'Vertices' array of 30 doubles exceeds the 29-element array limit`,
        );
        expect(refuse(() => readBinaryFbx(bytes, limits({ maxArrayBytes: 239 }))).message).to.match(/array of 30 doubles exceeds the 239-byte array limit$/);
        expect(readBinaryFbx(bytes, limits({ maxArrayElements: 30, maxArrayBytes: 240 })).nodes).to.have.length(4);
      });

      it('refuses a stored array length that runs past the property list', () => {
        const { bytes, file } = sample(version);
        const at = firstPropertyAt(find(file.nodes, 'Normals'), version);
        setU32(bytes, at + 9, 0x7fffffff);
        expect(refuse(() => readBinaryFbx(bytes)).message).to.match(
          new RegExp(`^byte ${at}: node 'Normals' array data of 2147483647 bytes runs past the end of its property list at byte \\d+$`),
        );
      });

      it('refuses a bad zlib stream', () => {
        const { bytes, file } = sample(version);
        const at = firstPropertyAt(find(file.nodes, 'Normals'), version);
        bytes[at + 13 + 2] = 0xff; // first deflate block header: final, block type 3 (reserved)
        expect(refuse(() => readAll(bytes)).message).to.equal(
          `byte ${at}: node 'Normals' array: zlib stream does not inflate (invalid block type)`,
        );
        const truncated = sample(version).bytes;
        truncated[at + 13] = 0x00; // zlib header check fails
        expect(refuse(() => readAll(truncated)).message).to.match(/zlib stream does not inflate \(incorrect header check\)$/);
      });

      it('refuses zlib data that inflates to the wrong size', () => {
        const { bytes, file } = sample(version);
        const at = firstPropertyAt(find(file.nodes, 'Normals'), version);
        const longer = bytes.slice();
        setU32(longer, at + 1, 31);
        expect(refuse(() => readAll(longer)).message).to.equal(
          `byte ${at}: node 'Normals' array: zlib stream inflates to 240 bytes, expected 248`,
        );
        const shorter = bytes.slice();
        setU32(shorter, at + 1, 29);
        expect(refuse(() => readAll(shorter)).message).to.equal(
          `byte ${at}: node 'Normals' array: zlib stream inflates to more than the declared 232 bytes`,
        );
      });

      it('refuses a tiny zlib stream that declares a huge array, without inflating it', () => {
        const stream = deflateSync(new Uint8Array(1000));
        const nodes: FbxWriteNode[] = [{ name: 'Big', properties: [{ type: 'b', value: new Uint8Array(1000), encoding: 'zlib' }] }];
        const bytes = writeBinaryFbx(nodes, { version });
        const file = readBinaryFbx(bytes);
        const at = firstPropertyAt(file.nodes[0], version);
        expect(new DataView(bytes.buffer).getUint32(at + 9, true)).to.equal(stream.byteLength);
        setU32(bytes, at + 1, 200_000_000);
        expect(refuse(() => readAll(bytes)).message).to.equal(
          `byte ${at}: node 'Big' array: zlib stream of ${stream.byteLength} bytes cannot inflate to the declared 200000000 bytes`,
        );
      });

      it('refuses an unknown array encoding and a raw array whose stored size disagrees', () => {
        const { bytes, file } = sample(version);
        const at = firstPropertyAt(find(file.nodes, 'Vertices'), version);
        const encoding = bytes.slice();
        setU32(encoding, at + 5, 2);
        expect(refuse(() => readBinaryFbx(encoding)).message).to.equal(`byte ${at}: node 'Vertices' array has unknown encoding 2 (expected 0 or 1)`);
        const stored = bytes.slice();
        setU32(stored, at + 9, 232);
        expect(refuse(() => readBinaryFbx(stored)).message).to.equal(
          `byte ${at}: node 'Vertices' raw array of 30 doubles stores 232 bytes, expected 240`,
        );
      });

      it('refuses an end offset outside the file', () => {
        const { bytes, file } = sample(version);
        const objects = find(file.nodes, 'Objects');
        writeField(bytes, objects.at, wide, 99999);
        expect(refuse(() => readBinaryFbx(bytes)).message).to.equal(
          `byte ${objects.at}: end offset 99999 is outside the file (${bytes.byteLength} bytes)`,
        );
        if (wide) {
          writeField(bytes, objects.at, wide, 2n ** 64n - 1n);
          expect(refuse(() => readBinaryFbx(bytes)).message).to.equal(
            `byte ${objects.at}: end offset 18446744073709551615 is outside the file (${bytes.byteLength} bytes)`,
          );
        }
      });

      it('refuses an end offset before the name or inside the property list', () => {
        const { bytes, file } = sample(version);
        const geometry = find(file.nodes, 'Geometry');
        const nameEnd = geometry.at + header + geometry.name.length;
        const propertyListLen = readField(bytes, geometry.at + 2 * field, wide);
        const early = bytes.slice();
        writeField(early, geometry.at, wide, nameEnd - 1);
        expect(refuse(() => readBinaryFbx(early)).message).to.equal(
          `byte ${geometry.at}: end offset ${nameEnd - 1} is before the end of the node name at byte ${nameEnd}`,
        );
        const inside = bytes.slice();
        writeField(inside, geometry.at, wide, nameEnd + 5);
        expect(refuse(() => readBinaryFbx(inside)).message).to.equal(
          `byte ${geometry.at}: node 'Geometry' end offset ${nameEnd + 5} is before the end of its ${propertyListLen}-byte property list`,
        );
      });

      it('refuses an end offset past its parent, and one that disagrees with the records read', () => {
        const { bytes, file } = sample(version);
        const objects = find(file.nodes, 'Objects');
        const geometry = find(file.nodes, 'Geometry');
        const objectsEnd = readField(bytes, objects.at, wide);
        const past = bytes.slice();
        writeField(past, geometry.at, wide, objectsEnd + 1);
        expect(refuse(() => readBinaryFbx(past)).message).to.equal(
          `byte ${geometry.at}: end offset ${objectsEnd + 1} is past the end of its parent 'Objects' at byte ${objectsEnd}`,
        );
        // Geometry claims to end right after its properties: its children and null record then
        // appear inside Objects, and that null record closes Objects too early.
        const short = bytes.slice();
        const propEnd = geometry.at + header + geometry.name.length + readField(bytes, geometry.at + 2 * field, wide);
        writeField(short, geometry.at, wide, propEnd);
        expect(refuse(() => readBinaryFbx(short)).message).to.match(/: null record ends at byte \d+ but node 'Objects' ends at byte \d+$/);
        // A record whose header crosses its parent's end.
        const crossing = bytes.slice();
        const version70 = find(file.nodes, 'Version');
        const model = find(file.nodes, 'Model');
        const modelEnd = readField(bytes, model.at, wide);
        writeField(crossing, model.at, wide, version70.at + 3);
        expect(refuse(() => readBinaryFbx(crossing)).message).to.match(
          new RegExp(`^byte ${version70.at}: node header crosses the end of its parent 'Model' at byte ${version70.at + 3}$`),
        );
        expect(modelEnd).to.be.greaterThan(version70.at);
      });

      it('refuses property counts and lengths that disagree with the property list', () => {
        const { bytes, file } = sample(version);
        const geometry = find(file.nodes, 'Geometry');
        const listLen = readField(bytes, geometry.at + 2 * field, wide);
        const tooMany = bytes.slice();
        writeField(tooMany, geometry.at + field, wide, 10_000_000);
        expect(refuse(() => readBinaryFbx(tooMany)).message).to.equal(
          `byte ${geometry.at}: node 'Geometry' declares 10000000 properties in a ${listLen}-byte property list`,
        );
        const fewer = bytes.slice();
        writeField(fewer, geometry.at + field, wide, 2);
        expect(refuse(() => readBinaryFbx(fewer)).message).to.match(/: node 'Geometry' properties end at byte \d+ but its property list length says byte \d+$/);
        const more = bytes.slice();
        writeField(more, geometry.at + field, wide, 4);
        expect(refuse(() => readBinaryFbx(more)).message).to.match(/: node 'Geometry' property list ends before its declared property count$/);
      });

      it('refuses an unknown property type and a string past its property list', () => {
        const { bytes, file } = sample(version);
        const geometry = find(file.nodes, 'Geometry');
        const at = firstPropertyAt(geometry, version);
        const unknown = bytes.slice();
        unknown[at] = 'X'.charCodeAt(0);
        expect(refuse(() => readBinaryFbx(unknown)).message).to.equal(`byte ${at}: node 'Geometry' has a property of unknown type 'X'`);
        unknown[at] = 0;
        expect(refuse(() => readBinaryFbx(unknown)).message).to.equal(`byte ${at}: node 'Geometry' has a property of unknown type 0x00`);
        const stringAt = at + 9;
        const long = bytes.slice();
        setU32(long, stringAt + 1, 1000);
        expect(refuse(() => readBinaryFbx(long)).message).to.match(
          new RegExp(`^byte ${stringAt}: node 'Geometry' property 'S' runs past the end of its property list at byte \\d+$`),
        );
      });

      it('refuses strings over the string limit (injected limit)', () => {
        const { bytes, file } = sample(version);
        // The longest string is the 15-byte 'UnitScaleFactor', the first property of a P node.
        const at = firstPropertyAt(find(file.nodes, 'P'), version);
        expect(refuse(() => readBinaryFbx(bytes, limits({ maxStringBytes: 14 }))).message).to.equal(
          `byte ${at}: node 'P' string of 15 bytes exceeds the 14-byte limit`,
        );
        expect(readBinaryFbx(bytes, limits({ maxStringBytes: 15 })).nodes).to.have.length(4);
      });

      it('refuses nesting deeper than the limit (injected limit)', () => {
        const chain = (n: number): FbxWriteNode => (n === 1 ? { name: 'Leaf', properties: [I(1)] } : { name: `L${n}`, children: [chain(n - 1)] });
        const bytes = writeBinaryFbx([chain(5)], { version });
        expect(countNodes(readBinaryFbx(bytes, limits({ maxDepth: 5 })).nodes)).to.equal(5);
        const leaf = find(readBinaryFbx(bytes).nodes, 'Leaf');
        expect(refuse(() => readBinaryFbx(bytes, limits({ maxDepth: 4 }))).message).to.equal(
          `byte ${leaf.at}: node 'Leaf' is nested 5 levels deep (depth limit 4)`,
        );
      });

      it('refuses more nodes than the node limit (injected limit)', () => {
        const { bytes, file } = sample(version);
        const total = countNodes(file.nodes);
        expect(countNodes(readBinaryFbx(bytes, limits({ maxNodes: total })).nodes)).to.equal(total);
        expect(refuse(() => readBinaryFbx(bytes, limits({ maxNodes: total - 1 }))).message).to.match(
          new RegExp(`: more than ${total - 1} nodes \\(node count limit\\)$`),
        );
      });

      it('refuses a malformed null record', () => {
        const { bytes, file } = sample(version);
        const end = topLevelEnd(bytes, file);
        // A record with end offset 0 and no name is a null record; other fields set make it malformed.
        // (With a name it would be a Maya "zero end" record instead, see above.)
        writeField(bytes, end - header + layout(version).field, layout(version).wide, 3); // property count
        expect(refuse(() => readBinaryFbx(bytes)).message).to.equal(
          `byte ${end - header}: malformed null record (end offset 0 but other header fields set)`,
        );
      });

      it('refuses raw data over the byte limit and never lets a mutation escape as another error', () => {
        const bytes = writeBinaryFbx([{ name: 'Content', properties: [{ type: 'R', value: new Uint8Array(64) }] }], { version });
        expect(refuse(() => readBinaryFbx(bytes, limits({ maxArrayBytes: 63 }))).message).to.match(/node 'Content' raw data of 64 bytes exceeds the 63-byte limit$/);
        const base = sample(version).bytes;
        const random = rng(99 + version);
        for (let round = 0; round < 400; round += 1) {
          const copy = base.slice();
          for (let e = 0; e < 1 + Math.floor(random() * 4); e += 1) {
            copy[27 + Math.floor(random() * (copy.byteLength - 27))] = Math.floor(random() * 256);
          }
          readsOrRefuses(copy, `mutation round ${round}`, limits({ maxNodes: 1000, maxDepth: 16 }));
        }
      });
    });
  }
});
