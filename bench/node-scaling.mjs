#!/usr/bin/env node
// Cost per node at scale: `npx tsc -b && node bench/node-scaling.mjs`.
//
// For each size (default 1k, 10k and 100k nodes) builds two scenes in code, written into a
// temporary directory:
//   - glTF (GLB): one root holding N - 1 sibling nodes, each with a translation; one 30-frame clip
//     rotating the root;
//   - FBX (binary 7.4, the project's own writer): the same shape as N Models (one root LimbNode,
//     N - 1 Null children) and one 30-frame stack whose only curves rotate the root.
// Then runs `node host/bin/run.cjs lint --format json <file>` as a child process (as a user does)
// --runs times each (default 1) and prints, per format and size, the median wall time, the peak
// RSS (GNU /usr/bin/time -f %M when present, else bench/rss-wrapper.mjs), the wall time per node
// and its ratio to the smallest size's (the goal: flat within 2x), net of the CLI's start-up
// (`--version`, measured the same way).
// There is no threshold: exit 0 when every lint exited 0 or 1, 1 otherwise, 2 for bad arguments
// or a missing build.
//
// Options: --sizes=1000,10000 (any sizes, for quick runs), --runs=N, --formats=gltf,fbx, --json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { animationCurve, animationLayer, animationStack, connectionList, D, fbxTopLevel, I, L, node, p70, S, TICKS_PER_SECOND } from './fbx-nodes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'host', 'bin', 'run.cjs');
const WRITER = join(ROOT, 'plugins', 'fbx', 'dist', 'binary-writer.js');
const FRAMES = 30;
const LIMITS = join(ROOT, 'host', 'dist', 'plugin-api', 'model-limits.js');

function parseArgs(argv) {
  const options = { sizes: [1_000, 10_000, 100_000], runs: 1, formats: ['gltf', 'fbx'], json: false };
  for (const arg of argv) {
    const [key, value] = arg.split('=');
    if (key === '--sizes') options.sizes = value.split(',').map(Number);
    else if (key === '--runs') options.runs = Number(value);
    else if (key === '--formats') options.formats = value.split(',');
    else if (key === '--json') options.json = true;
    else return undefined;
  }
  const ok = options.sizes.every((n) => Number.isInteger(n) && n >= 2) && Number.isInteger(options.runs) && options.runs >= 1 && options.formats.every((f) => f === 'gltf' || f === 'fbx');
  return ok ? options : undefined;
}

/** A GLB: root + (n - 1) siblings, one clip of FRAMES keys rotating the root about +Y. */
function buildGlb(n) {
  const times = new Float32Array(FRAMES);
  const rotations = new Float32Array(FRAMES * 4);
  for (let k = 0; k < FRAMES; k++) {
    times[k] = k / 30;
    const half = (k / FRAMES) * Math.PI * 0.25;
    rotations.set([0, Math.sin(half), 0, Math.cos(half)], k * 4);
  }
  const bin = Buffer.concat([Buffer.from(times.buffer), Buffer.from(rotations.buffer)]);
  const nodes = [{ name: 'root', children: Array.from({ length: n - 1 }, (_, i) => i + 1) }];
  for (let i = 1; i < n; i++) nodes.push({ name: `node${i}`, translation: [i % 100, 0, Math.floor(i / 100)] });
  const json = {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes,
    buffers: [{ byteLength: bin.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: times.byteLength },
      { buffer: 0, byteOffset: times.byteLength, byteLength: rotations.byteLength },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: FRAMES, type: 'SCALAR', min: [0], max: [(FRAMES - 1) / 30] },
      { bufferView: 1, componentType: 5126, count: FRAMES, type: 'VEC4' },
    ],
    animations: [{ name: 'spin', samplers: [{ input: 0, output: 1, interpolation: 'LINEAR' }], channels: [{ sampler: 0, target: { node: 0, path: 'rotation' } }] }],
  };
  const text = Buffer.from(JSON.stringify(json));
  const jsonChunk = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const binChunk = Buffer.concat([bin, Buffer.alloc((4 - (bin.length % 4)) % 4)]);
  const header = Buffer.alloc(12);
  const total = 12 + 8 + jsonChunk.length + 8 + binChunk.length;
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(total, 8);
  const chunk = (type, body) => {
    const h = Buffer.alloc(8);
    h.writeUInt32LE(body.length, 0);
    h.writeUInt32LE(type, 4);
    return Buffer.concat([h, body]);
  };
  return Buffer.concat([header, chunk(0x4e4f534a, jsonChunk), chunk(0x004e4942, binChunk)]);
}

/** A binary FBX: a root LimbNode + (n - 1) Null siblings, one stack of FRAMES keys rotating the root. */
async function buildFbx(n) {
  const { writeBinaryFbx } = await import(pathToFileURL(WRITER).href);
  const objects = [];
  const { list: connections, oo, op } = connectionList();
  for (let i = 0; i < n; i++) {
    const id = 1000n + BigInt(i);
    const translation = i === 0 ? [] : [p70('Lcl Translation', 'Lcl Translation', D(i % 100), D(0), D(Math.floor(i / 100)))];
    objects.push(node('Model', [L(id), S(`${i === 0 ? 'root' : `node${i}`}\x00\x01Model`), S(i === 0 ? 'LimbNode' : 'Null')], [node('Properties70', [], translation)]));
    oo(id, i === 0 ? 0n : 1000n);
  }
  const frameTicks = TICKS_PER_SECOND / 30n;
  const [stack, layer, curveNode, curve] = [10n, 11n, 12n, 13n].map((x) => x * 1_000_000_000n);
  const times = BigInt64Array.from({ length: FRAMES }, (_, k) => BigInt(k) * frameTicks);
  const values = Float32Array.from({ length: FRAMES }, (_, k) => (k / FRAMES) * 45);
  objects.push(
    animationStack(stack, 'spin', 0n, BigInt(FRAMES - 1) * frameTicks),
    animationLayer(layer),
    node('AnimationCurveNode', [L(curveNode), S('R\x00\x01AnimCurveNode'), S('')]),
    animationCurve(curve, times, values, 0x4),
  );
  oo(layer, stack);
  oo(curveNode, layer);
  op(curveNode, 1000n, 'Lcl Rotation');
  op(curve, curveNode, 'd|Y');
  return writeBinaryFbx(fbxTopLevel(objects, connections, [p70('TimeMode', 'enum', I(6))]), { version: 7400 });
}

const GNU_TIME = existsSync('/usr/bin/time') && spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, '-e', '0'], { stdio: 'ignore' }).status === 0;

/** One child run: { seconds, rssMiB, code }. */
function runOnce(args, scratch) {
  const rssFile = join(scratch, 'rss');
  const [command, argv, env] = GNU_TIME
    ? ['/usr/bin/time', ['-f', '%M', '-o', rssFile, process.execPath, ...args], process.env]
    : [process.execPath, [join(ROOT, 'bench', 'rss-wrapper.mjs'), ...args], { ...process.env, BENCH_RSS_FILE: rssFile }];
  const start = process.hrtime.bigint();
  const r = spawnSync(command, argv, { env, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const lines = existsSync(rssFile) ? readFileSync(rssFile, 'utf8').trim().split('\n') : [];
  rmSync(rssFile, { force: true });
  return { seconds, rssMiB: Number(lines.at(-1)) / 1024, code: r.status, stderr: String(r.stderr ?? '').trim().split('\n').at(-1) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options === undefined) {
    console.error('usage: node bench/node-scaling.mjs [--sizes=1000,10000,100000] [--runs=N] [--formats=gltf,fbx] [--json]');
    return 2;
  }
  if (!existsSync(CLI) || !existsSync(WRITER) || !existsSync(LIMITS)) {
    console.error('bench/node-scaling.mjs: build first (npm run build)');
    return 2;
  }
  const { MAX_FBX_MODEL_COUNT } = await import(pathToFileURL(LIMITS).href);
  const scratch = mkdtempSync(join(tmpdir(), 'animsmith-node-scaling-'));
  let failed = false;
  try {
    const startup = median(Array.from({ length: options.runs }, () => runOnce([CLI, '--version'], scratch).seconds));
    if (!options.json) console.log(`node-scaling: lint --format json, ${options.runs} run(s) each, median wall time; start-up ${startup.toFixed(2)} s; peak RSS via ${GNU_TIME ? '/usr/bin/time' : 'rss-wrapper'}`);
    for (const format of options.formats) {
      let basePerNode;
      // An FBX file past MAX_FBX_MODEL_COUNT is refused before any per-Model work, so its series
      // stops at the cap.
      for (const n of format === 'fbx' ? [...new Set(options.sizes.map((size) => Math.min(size, MAX_FBX_MODEL_COUNT)))] : options.sizes) {
        const file = join(scratch, `scene-${n}.${format === 'gltf' ? 'glb' : 'fbx'}`);
        writeFileSync(file, format === 'gltf' ? buildGlb(n) : await buildFbx(n));
        const runs = Array.from({ length: options.runs }, () => runOnce([CLI, 'lint', '--format', 'json', file], scratch));
        const bad = runs.find((r) => r.code !== 0 && r.code !== 1);
        if (bad) {
          failed = true;
          console.log(`${format} ${n}: lint exited ${bad.code}: ${bad.stderr}`);
          continue;
        }
        const seconds = median(runs.map((r) => r.seconds));
        const rssMiB = Math.max(...runs.map((r) => r.rssMiB));
        const perNodeUs = (Math.max(0, seconds - startup) / n) * 1e6;
        basePerNode ??= perNodeUs;
        const row = { format, nodes: n, seconds, rssMiB, perNodeUs, ratio: perNodeUs / basePerNode };
        if (options.json) console.log(JSON.stringify(row));
        else console.log(`${format.padEnd(5)} ${String(n).padStart(7)} nodes  ${seconds.toFixed(2).padStart(7)} s  ${rssMiB.toFixed(0).padStart(5)} MiB  ${perNodeUs.toFixed(1).padStart(8)} µs/node (net)  ×${row.ratio.toFixed(2)}`);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

process.exit(await main());
