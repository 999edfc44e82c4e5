#!/usr/bin/env node
// FBX reader throughput, binary and ASCII: `npx tsc -b && node bench/fbx-read.mjs`.
//
// Times readBinaryFbx and readAsciiFbx (plugins/fbx/dist/{binary,ascii}-reader.js) in-process on
//   - each file of fixtures/fbx with the reader of its encoding, read repeatedly (the files
//     are 15–200 KB, so each timing round reads the file until at least --corpus-mb MB have been
//     parsed), and
//   - two large synthetic files of one scene-shaped tree built in memory: a tree of Model nodes with
//     Properties70 'P' records, geometry with double/int arrays, animation curves with int64 key
//     times and float values, and OO connections, written about --size MB (default 64) each as
//     binary FBX 7.5 with writeBinaryFbx (raw and zlib arrays) and as ASCII FBX 7.5 with
//     writeAsciiFbx (plugins/fbx/dist/{binary,ascii}-writer.js).
// Each workload runs --runs rounds (default 5) after one warm-up; the median round gives MB/s
// (1 MB = 10^6 bytes of FBX file) by wall time, and, for information, per CPU-second of the process
// (all its threads, so GC helper threads count; steadier than wall time on a busy machine).
// Exit code 1 when a binary wall-time figure is under --min MB/s (default 50) or an ASCII one under
// --min-ascii MB/s (default 0: reported only), 2 for bad arguments or a missing build.
//
// Options: --runs=N, --size=MB, --corpus-mb=MB, --min=MB/s, --min-ascii=MB/s, --json (one JSON line
// instead of the table).
// As a module: `import { runFbxReadBench } from './fbx-read.mjs'` returns the same rows.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { D, I, L, S } from './fbx-nodes.mjs';
import { FIXTURES } from '../fixtures/root.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'plugins', 'fbx', 'dist');
const CORPUS = join(FIXTURES, 'fbx');
const MB = 1e6;

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}


/** A 'P' record the way Properties70 stores them: name, type, label, flags, values. */
function p(name, type, label, flags, ...values) {
  return { name: 'P', properties: [S(name), S(type), S(label), S(flags), ...values] };
}

/**
 * One "chunk" of a synthetic scene: a model with properties, a mesh and a set of curves.
 * Roughly 1 MB per chunk with the defaults below.
 */
function sceneChunk(index, random) {
  const id = BigInt(1_000_000_000 + index * 16);
  const model = {
    name: 'Model',
    properties: [L(id), S(`Bone${index}\x00\x01Model`), S('LimbNode')],
    children: [
      { name: 'Version', properties: [I(232)] },
      {
        name: 'Properties70',
        children: [
          p('Lcl Translation', 'Lcl Translation', '', 'A', D(random()), D(random()), D(random())),
          p('Lcl Rotation', 'Lcl Rotation', '', 'A', D(random() * 90), D(0), D(0)),
          p('Lcl Scaling', 'Lcl Scaling', '', 'A', D(1), D(1), D(1)),
          p('PreRotation', 'Vector3D', 'Vector', '', D(-90), D(0), D(0)),
          p('RotationActive', 'bool', '', '', I(1)),
          p('InheritType', 'enum', '', '', I(1)),
          p('ScalingMax', 'Vector3D', 'Vector', '', D(0), D(0), D(0)),
          p('DefaultAttributeIndex', 'int', 'Integer', '', I(0)),
        ],
      },
      { name: 'Shading', properties: [{ type: 'C', value: true }] },
      { name: 'Culling', properties: [S('CullingOff')] },
    ],
  };
  const vertexCount = 1000;
  const vertices = new Float64Array(vertexCount * 3);
  for (let i = 0; i < vertices.length; i += 1) vertices[i] = Math.fround(Math.sin(i * 0.01 + index) * 50);
  const polygonIndex = new Int32Array(vertexCount * 2);
  for (let i = 0; i < polygonIndex.length; i += 1) polygonIndex[i] = i % 3 === 2 ? ~(i % vertexCount) : i % vertexCount;
  const normals = new Float64Array(vertexCount * 3);
  for (let i = 0; i < normals.length; i += 1) normals[i] = Math.fround(random() * 2 - 1);
  const geometry = {
    name: 'Geometry',
    properties: [L(id + 1n), S(`Mesh${index}\x00\x01Geometry`), S('Mesh')],
    children: [
      { name: 'Vertices', properties: [{ type: 'd', value: vertices, encoding: 'raw' }] },
      { name: 'PolygonVertexIndex', properties: [{ type: 'i', value: polygonIndex, encoding: 'zlib' }] },
      {
        name: 'LayerElementNormal',
        properties: [I(0)],
        children: [
          { name: 'MappingInformationType', properties: [S('ByPolygonVertex')] },
          { name: 'ReferenceInformationType', properties: [S('Direct')] },
          { name: 'Normals', properties: [{ type: 'd', value: normals, encoding: 'zlib' }] },
        ],
      },
    ],
  };
  const curves = [];
  const keyCount = 100;
  for (let c = 0; c < 12; c += 1) {
    const times = new BigInt64Array(keyCount);
    const values = new Float32Array(keyCount);
    for (let k = 0; k < keyCount; k += 1) {
      times[k] = BigInt(k) * 1_924_423_250n;
      values[k] = Math.sin(k * 0.05 + c) * 30;
    }
    curves.push({
      name: 'AnimationCurve',
      properties: [L(id + 2n + BigInt(c)), S('\x00\x01AnimCurve'), S('')],
      children: [
        { name: 'Default', properties: [D(0)] },
        { name: 'KeyVer', properties: [I(4009)] },
        { name: 'KeyTime', properties: [{ type: 'l', value: times, encoding: 'zlib' }] },
        { name: 'KeyValueFloat', properties: [{ type: 'f', value: values, encoding: 'raw' }] },
        { name: 'KeyAttrFlags', properties: [{ type: 'i', value: Int32Array.of(24840), encoding: 'raw' }] },
        { name: 'KeyAttrDataFloat', properties: [{ type: 'f', value: Float32Array.of(0, 0, 0, 0), encoding: 'raw' }] },
        { name: 'KeyAttrRefCount', properties: [{ type: 'i', value: Int32Array.of(keyCount), encoding: 'raw' }] },
      ],
    });
  }
  const connections = [];
  for (let c = 0; c < 14; c += 1) connections.push({ name: 'C', properties: [S('OO'), L(id + BigInt(c)), L(id)] });
  return { objects: [model, geometry, ...curves], connections };
}

/**
 * Builds a large synthetic FBX 7.5 (about `sizeMb` MB) with `write(nodes, version)`, which encodes
 * a node tree (writeBinaryFbx or writeAsciiFbx).
 */
export function buildSyntheticFbx(write, sizeMb, version = 7500) {
  const random = rng(42);
  const probe = write([{ name: 'Objects', children: sceneChunk(0, rng(1)).objects }], version).byteLength;
  const chunks = Math.max(1, Math.round((sizeMb * MB) / probe));
  const objects = [];
  const connections = [];
  for (let i = 0; i < chunks; i += 1) {
    const chunk = sceneChunk(i, random);
    objects.push(...chunk.objects);
    connections.push(...chunk.connections);
  }
  const nodes = [
    {
      name: 'FBXHeaderExtension',
      children: [
        { name: 'FBXHeaderVersion', properties: [I(1003)] },
        { name: 'FBXVersion', properties: [I(version)] },
        { name: 'Creator', properties: [S('animsmith bench/fbx-read.mjs')] },
      ],
    },
    { name: 'GlobalSettings', children: [{ name: 'Version', properties: [I(1000)] }, { name: 'Properties70', children: [p('UpAxis', 'int', 'Integer', '', I(1)), p('UnitScaleFactor', 'double', 'Number', '', D(1))] }] },
    { name: 'Definitions', children: [{ name: 'Version', properties: [I(100)] }, { name: 'Count', properties: [I(objects.length)] }] },
    { name: 'Objects', children: objects },
    { name: 'Connections', children: connections },
  ];
  return write(nodes, version);
}

function countNodes(nodes) {
  let n = 0;
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop();
    n += 1;
    for (const child of node.children) stack.push(child);
  }
  return n;
}

/** Times `read(bytes)` repeated until `minBytes` per round; returns median MB/s and node count. */
function measure(read, bytes, runs, minBytes) {
  const repeats = Math.max(1, Math.ceil(minBytes / bytes.byteLength));
  const nodes = countNodes(read(bytes).nodes); // warm-up, and a check that it parses
  const rates = [];
  const cpuRates = [];
  for (let r = 0; r < runs; r += 1) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < repeats; i += 1) read(bytes);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const cpu = process.cpuUsage(c0);
    const megabytes = (bytes.byteLength * repeats) / MB;
    rates.push(megabytes / seconds);
    cpuRates.push(megabytes / ((cpu.user + cpu.system) / 1e6));
  }
  return { mbPerSecond: median(rates), cpuMbPerSecond: median(cpuRates), repeats, nodes };
}

async function importDist(name) {
  const file = join(DIST, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx tsc -b\` first`);
  return import(pathToFileURL(file).href);
}

export async function runFbxReadBench({ runs = 5, sizeMb = 64, corpusMb = 32 } = {}) {
  const { readBinaryFbx, isBinaryFbx } = await importDist('binary-reader.js');
  const { readAsciiFbx } = await importDist('ascii-reader.js');
  const { writeBinaryFbx } = await importDist('binary-writer.js');
  const { writeAsciiFbx } = await importDist('ascii-writer.js');
  const rows = [];
  if (existsSync(CORPUS)) {
    for (const name of readdirSync(CORPUS).filter((f) => f.endsWith('.fbx')).sort()) {
      const bytes = new Uint8Array(readFileSync(join(CORPUS, name)));
      const binary = isBinaryFbx(bytes);
      const read = binary ? readBinaryFbx : readAsciiFbx;
      rows.push({ file: name, encoding: binary ? 'binary' : 'ascii', bytes: bytes.byteLength, ...measure(read, bytes, runs, corpusMb * MB) });
    }
  }
  const encoders = [
    ['binary', (nodes, version) => writeBinaryFbx(nodes, { version }), readBinaryFbx],
    ['ascii', (nodes, version) => writeAsciiFbx(nodes, version), readAsciiFbx],
  ];
  for (const [encoding, write, read] of encoders) {
    const t0 = performance.now();
    const synthetic = buildSyntheticFbx(write, sizeMb);
    const buildMs = performance.now() - t0;
    rows.push({
      file: `synthetic ${encoding} (${sizeMb} MB target, built in ${Math.round(buildMs)} ms)`,
      encoding,
      bytes: synthetic.byteLength,
      ...measure(read, synthetic, runs, 0),
    });
  }
  return rows;
}

async function main() {
  const options = { runs: 5, sizeMb: 64, corpusMb: 32, min: 50, minAscii: 0, json: false };
  for (const arg of process.argv.slice(2)) {
    const m = /^--(runs|size|corpus-mb|min|min-ascii)=(\d+(?:\.\d+)?)$/.exec(arg);
    if (m) {
      const key = { runs: 'runs', size: 'sizeMb', 'corpus-mb': 'corpusMb', min: 'min', 'min-ascii': 'minAscii' }[m[1]];
      options[key] = Number(m[2]);
    } else if (arg === '--json') {
      options.json = true;
    } else {
      console.error(`unknown argument ${arg}; usage: node bench/fbx-read.mjs [--runs=N] [--size=MB] [--corpus-mb=MB] [--min=MB/s] [--min-ascii=MB/s] [--json]`);
      process.exit(2);
    }
  }
  let rows;
  try {
    rows = await runFbxReadBench(options);
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(2);
  }
  const floor = (row) => (row.encoding === 'binary' ? options.min : options.minAscii);
  const failed = rows.filter((row) => row.mbPerSecond < floor(row));
  if (options.json) {
    console.log(JSON.stringify({ minMbPerSecond: options.min, minAsciiMbPerSecond: options.minAscii, rows, ok: failed.length === 0 }));
  } else {
    console.log(`FBX read throughput (median of ${options.runs} rounds; 1 MB = 10^6 bytes)`);
    const width = Math.max(...rows.map((row) => row.file.length));
    for (const row of rows) {
      const size = `${(row.bytes / MB).toFixed(2)} MB`.padStart(9);
      const rate = `${row.mbPerSecond.toFixed(1)} MB/s`.padStart(12);
      const cpuRate = `${row.cpuMbPerSecond.toFixed(1)} MB/s`.padStart(12);
      console.log(`  ${row.encoding.padEnd(6)}  ${row.file.padEnd(width)}  ${size}  ${String(row.nodes).padStart(8)} nodes  x${String(row.repeats).padEnd(4)} ${rate} wall ${cpuRate} per CPU-second`);
    }
    const floors = `binary >= ${options.min} MB/s${options.minAscii > 0 ? `, ASCII >= ${options.minAscii} MB/s` : ' (ASCII reported only)'}`;
    console.log(failed.length === 0 ? `PASS: ${floors}` : `FAIL: ${failed.map((r) => r.file).join(', ')} under the floor (${floors})`);
  }
  process.exit(failed.length === 0 ? 0 : 1);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await main();
}
