/**
 * Corrupt FBX inputs, built in code from a valid file, through the CLI (`pose` in both spaces: the
 * FBX evaluator directly and the loader): exit 2, nothing on stdout, and one stderr line that names
 * the file, where (byte offset or line) and why.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { writeBinaryFbx, type FbxWriteNode } from '../src/binary-writer.js';
import type { FbxProperty } from '../src/fbx-tree.js';
import { REFERENCE_SCENES } from './fixtures/fbx-reference/scenes.js';
import { runCli } from '@animsmith/test-utils';

const S = (value: string): FbxProperty => ({ type: 'S', value });
const L = (value: bigint): FbxProperty => ({ type: 'L', value });

/**
 * A small valid binary file: one Model, one curve, and one array node per corruption to aim at
 * (an array no reader asks for is never decoded, so `Extra` holds only header corruptions).
 */
function baseFile(): Uint8Array {
  const nodes: FbxWriteNode[] = [
    { name: 'FBXHeaderExtension', children: [{ name: 'FBXVersion', properties: [{ type: 'I', value: 7400 }] }] },
    {
      name: 'Objects',
      children: [
        { name: 'Model', properties: [L(10n), S('bone\x00\x01Model'), S('LimbNode')], children: [{ name: 'Properties70' }] },
        {
          // The document reads every curve's keys, so a corrupt stream here is met on every path.
          name: 'AnimationCurve',
          properties: [L(20n), S('\x00\x01AnimCurve'), S('')],
          children: [
            { name: 'KeyTime', properties: [{ type: 'l', value: BigInt64Array.from({ length: 64 }, (_, i) => BigInt(i) * 1000n), encoding: 'zlib' }] },
            { name: 'KeyValueFloat', properties: [{ type: 'f', value: new Float32Array(64) }] },
          ],
        },
      ],
    },
    {
      name: 'Extra',
      children: [
        { name: 'HugeArray', properties: [{ type: 'i', value: Int32Array.of(1, 2, 3) }] },
      ],
    },
    { name: 'Connections', children: [{ name: 'C', properties: [S('OO'), L(10n), L(0n)] }] },
  ];
  return writeBinaryFbx(nodes, { version: 7400 });
}

/** Offset just past the first occurrence of a node name (where its first property's type byte is). */
function afterName(bytes: Uint8Array, name: string): number {
  const needle = new TextEncoder().encode(name);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i + needle.length;
  }
  throw new Error(`no ${name} in the file`);
}

function patched(bytes: Uint8Array, edit: (view: DataView, bytes: Uint8Array) => void): Uint8Array {
  const copy = Uint8Array.from(bytes);
  edit(new DataView(copy.buffer), copy);
  return copy;
}

/** An FBX 7 curve with 3 key times and 2 values. */
function keyCountMismatch7(): Uint8Array {
  return writeBinaryFbx(
    [
      {
        name: 'Objects',
        children: [
          {
            name: 'AnimationCurve',
            properties: [L(5n), S('\x00\x01AnimCurve'), S('')],
            children: [
              { name: 'KeyTime', properties: [{ type: 'l', value: BigInt64Array.of(0n, 1000n, 2000n) }] },
              { name: 'KeyValueFloat', properties: [{ type: 'f', value: Float32Array.of(1, 2) }] },
            ],
          },
        ],
      },
    ],
    { version: 7400 },
  );
}

/** The built FBX 6.1 ASCII rig with one take channel claiming one key more than it holds. */
function keyCountMismatch6(): Uint8Array {
  const text = new TextDecoder().decode(REFERENCE_SCENES.find((s) => s.name === 'built_rig_6100_ascii')!.bytes());
  const changed = text.replace('KeyCount: 4', 'KeyCount: 5');
  expect(changed).to.not.equal(text);
  return new TextEncoder().encode(changed);
}

interface Case {
  readonly name: string;
  readonly bytes: () => Uint8Array;
  /** What the one line must say (besides the file name). */
  readonly where: RegExp;
  readonly reason: RegExp;
}

const CASES: readonly Case[] = [
  { name: 'truncated', bytes: () => baseFile().subarray(0, 150), where: /byte \d+/, reason: /truncat|end/i },
  {
    name: 'garbage',
    bytes: () => Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251),
    where: /line \d+|byte \d+/,
    reason: /./,
  },
  {
    name: 'huge-array-length',
    bytes: () => patched(baseFile(), (view, b) => view.setUint32(afterName(b, 'HugeArray') + 1, 0x7fffffff, true)),
    where: /byte \d+/,
    reason: /array|element|length|limit/i,
  },
  {
    name: 'bad-zlib',
    bytes: () =>
      patched(baseFile(), (_view, b) => {
        // Type byte, then arrayLength, encoding, compressedLength (u32 each), then the stream.
        const stream = afterName(b, 'KeyTime') + 13;
        for (let i = 2; i < 20; i++) b[stream + i] = 0xff;
      }),
    where: /byte \d+/,
    reason: /zlib|inflate|compress|deflate/i,
  },
  {
    name: 'end-offset-outside-file',
    bytes: () => patched(baseFile(), (view, b) => view.setUint32(27, b.length + 1000, true)),
    where: /byte 27/,
    reason: /outside the file/,
  },
  {
    // Not binary by its magic, so read as text: undecodable bytes become U+FFFD, quoted escaped.
    name: 'garbage-bytes',
    bytes: () => Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24),
    where: /line 1/,
    reason: /unexpected "(\\x[0-9a-f]{2}|\\u\{fffd\}|[\x20-\x7e])+…"/,
  },
  {
    name: 'ascii-token-with-raw-bytes',
    bytes: () => Uint8Array.from([...new TextEncoder().encode('; FBX 7.4.0 project file\nObjects: {\n'), 0xff, 0xfe, 0x50, 0xe2, 0x80, 0xae, ...new TextEncoder().encode('otationActive\\"\n}\n')]),
    where: /line 3/,
    reason: /unexpected "\\u\{fffd\}\\u\{fffd\}P\\u\{202e\}otationActive\\\\\\""/,
  },
  {
    name: 'binary-node-name-with-raw-bytes',
    bytes: () =>
      patched(baseFile(), (view, b) => {
        const at = afterName(b, 'HugeArray');
        b.set([0xff, 0x0a, 0x1b, 0xe9], at - 'HugeArray'.length);
        view.setUint32(at + 1, 0x7fffffff, true);
      }),
    where: /byte \d+/,
    reason: /node '\\xff\\x0a\\x1b\\xe9Array' array/,
  },
  { name: 'key-count-mismatch-fbx7', bytes: keyCountMismatch7, where: /byte \d+/, reason: /2 values for 3 KeyTime/ },
  { name: 'key-count-mismatch-fbx6', bytes: keyCountMismatch6, where: /line \d+/, reason: /KeyCount is 5 but the key data holds 4 keys/ },
];

describe('fbx corrupt inputs: exit 2, one line with file, place and reason, nothing on stdout', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'animsmith-fbx-corrupt-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('the uncorrupted base file poses (control)', async () => {
    const file = path.join(dir, 'base.fbx');
    writeFileSync(file, baseFile());
    const r = await runCli(['pose', file]);
    expect(r.stderr).to.equal('');
    expect(r.status).to.equal(0);
  });

  for (const c of CASES) {
    for (const space of ['source', 'normalized'] as const) {
      it(`${c.name} (--space ${space})`, async () => {
        const file = path.join(dir, `${c.name}.fbx`);
        writeFileSync(file, c.bytes());
        const r = await runCli(['pose', '--space', space, file]);
        expect(r.stdout).to.equal('');
        expect(r.status, r.stderr).to.equal(2);
        const lines = r.stderr.trimEnd().split('\n');
        expect(lines, r.stderr).to.have.length(1);
        expect(lines[0]).to.include(file);
        expect(lines[0]).to.match(c.where);
        expect(lines[0]).to.match(c.reason);
        expect(lines[0]).to.not.match(/\bat \w+ \(|Error:/);
        // File content is quoted escaped and bounded: nothing but printable ASCII (and the cut's ellipsis) reaches the line.
        expect(lines[0]).to.match(/^[\x20-\x7e…]*$/);
        expect(lines[0].length).to.be.below(file.length + 400);
      });
    }
  }
});
