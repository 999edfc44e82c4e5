#!/usr/bin/env node
// Binary FBX reader throughput: `npx tsc -b && node bench/fbx-read.mjs`.
//
// Times readBinaryFbx (host/dist/loaders/fbx/binary-reader.js) in-process on
//   - each binary file of the shared FBX corpus, read repeatedly (the files are 15–200 KB, so each
//     timing round reads the file until at least --corpus-mb MB have been parsed), and
//   - a large synthetic file built in memory with writeBinaryFbx (host/dist/loaders/fbx/
//     binary-writer.js): a scene-shaped tree of Model nodes with Properties70 'P' records,
//     geometry with raw and zlib double/int arrays, animation curves with zlib int64 key times and
//     raw float values, and OO connections. About --size MB (default 64).
// Each workload runs --runs rounds (default 5) after one warm-up; the median round gives MB/s
// (1 MB = 10^6 bytes of FBX file) by wall time, and, for information, per CPU-second of the process
// (all its threads, so GC helper threads count; steadier than wall time on a busy machine).
// Exit code 1 when any wall-time figure is under --min MB/s (default 50), 2 for bad arguments or
// a missing build.
//
// Options: --runs=N, --size=MB, --corpus-mb=MB, --min=MB/s, --json (one JSON line instead of the table).
// As a module: `import { runFbxReadBench } from './fbx-read.mjs'` returns the same rows.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'host', 'dist', 'loaders', 'fbx');
const CORPUS = '/work/shared/corpus/fbx';
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

const S = (value) => ({ type: 'S', value });
const D = (value) => ({ type: 'D', value });
const I = (value) => ({ type: 'I', value });
const L = (value) => ({ type: 'L', value });

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

/** Builds the large synthetic binary FBX (about `sizeMb` MB). */
export function buildSyntheticFbx(writeBinaryFbx, sizeMb, version = 7500) {
  const random = rng(42);
  const probe = writeBinaryFbx(
    [{ name: 'Objects', children: sceneChunk(0, rng(1)).objects }],
    { version },
  ).byteLength;
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
  return writeBinaryFbx(nodes, { version });
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
function measure(readBinaryFbx, bytes, runs, minBytes) {
  const repeats = Math.max(1, Math.ceil(minBytes / bytes.byteLength));
  const nodes = countNodes(readBinaryFbx(bytes).nodes); // warm-up, and a check that it parses
  const rates = [];
  const cpuRates = [];
  for (let r = 0; r < runs; r += 1) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < repeats; i += 1) readBinaryFbx(bytes);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const cpu = process.cpuUsage(c0);
    const megabytes = (bytes.byteLength * repeats) / MB;
    rates.push(megabytes / seconds);
    cpuRates.push(megabytes / ((cpu.user + cpu.system) / 1e6));
  }
  return { mbPerSecond: median(rates), cpuMbPerSecond: median(cpuRates), repeats, nodes };
}

export async function runFbxReadBench({ runs = 5, sizeMb = 64, corpusMb = 32 } = {}) {
  const readerPath = join(DIST, 'binary-reader.js');
  const writerPath = join(DIST, 'binary-writer.js');
  if (!existsSync(readerPath) || !existsSync(writerPath)) {
    throw new Error(`${readerPath} is missing: run \`npx tsc -b\` first`);
  }
  const { readBinaryFbx, isBinaryFbx } = await import(pathToFileURL(readerPath).href);
  const { writeBinaryFbx } = await import(pathToFileURL(writerPath).href);
  const rows = [];
  if (existsSync(CORPUS)) {
    for (const name of readdirSync(CORPUS).filter((f) => f.endsWith('.fbx')).sort()) {
      const bytes = new Uint8Array(readFileSync(join(CORPUS, name)));
      if (!isBinaryFbx(bytes)) continue;
      rows.push({ file: name, bytes: bytes.byteLength, ...measure(readBinaryFbx, bytes, runs, corpusMb * MB) });
    }
  }
  const t0 = performance.now();
  const synthetic = buildSyntheticFbx(writeBinaryFbx, sizeMb);
  const buildMs = performance.now() - t0;
  rows.push({
    file: `synthetic (${sizeMb} MB target, built in ${Math.round(buildMs)} ms)`,
    bytes: synthetic.byteLength,
    ...measure(readBinaryFbx, synthetic, runs, 0),
  });
  return rows;
}

async function main() {
  const options = { runs: 5, sizeMb: 64, corpusMb: 32, min: 50, json: false };
  for (const arg of process.argv.slice(2)) {
    const m = /^--(runs|size|corpus-mb|min)=(\d+(?:\.\d+)?)$/.exec(arg);
    if (m) {
      const key = { runs: 'runs', size: 'sizeMb', 'corpus-mb': 'corpusMb', min: 'min' }[m[1]];
      options[key] = Number(m[2]);
    } else if (arg === '--json') {
      options.json = true;
    } else {
      console.error(`unknown argument ${arg}; usage: node bench/fbx-read.mjs [--runs=N] [--size=MB] [--corpus-mb=MB] [--min=MB/s] [--json]`);
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
  const failed = rows.filter((row) => row.mbPerSecond < options.min);
  if (options.json) {
    console.log(JSON.stringify({ minMbPerSecond: options.min, rows, ok: failed.length === 0 }));
  } else {
    console.log(`binary FBX read throughput (median of ${options.runs} rounds; 1 MB = 10^6 bytes)`);
    const width = Math.max(...rows.map((row) => row.file.length));
    for (const row of rows) {
      const size = `${(row.bytes / MB).toFixed(2)} MB`.padStart(9);
      const rate = `${row.mbPerSecond.toFixed(1)} MB/s`.padStart(12);
      const cpuRate = `${row.cpuMbPerSecond.toFixed(1)} MB/s`.padStart(12);
      console.log(`  ${row.file.padEnd(width)}  ${size}  ${String(row.nodes).padStart(8)} nodes  x${String(row.repeats).padEnd(4)} ${rate} wall ${cpuRate} per CPU-second`);
    }
    console.log(failed.length === 0 ? `PASS: every figure >= ${options.min} MB/s` : `FAIL: ${failed.map((r) => r.file).join(', ')} under ${options.min} MB/s`);
  }
  process.exit(failed.length === 0 ? 0 : 1);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await main();
}
