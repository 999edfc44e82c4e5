#!/usr/bin/env node
// `lint --cache` warm against cold over a folder of generated files: `npx tsc -b && node bench/lint-cache.mjs`.
//
// Writes --files GLBs (default 100) into a temporary folder, each a small rig (a pelvis and two
// feet) with one walk-like clip of 31 keys whose amplitude differs per file, so no two files are
// byte-identical. Then runs `node host/bin/run.cjs lint --cache --format json <folder>` as a child
// process, --runs times each (default 3):
//   - cold: the cache file is deleted before each run (every file is loaded and judged, then stored);
//   - warm: the cache is left from the previous run (every file is a hit).
//   - start-up: `node host/bin/run.cjs --version`, the CLI's fixed cost, interleaved the same way.
// It checks that warm output is byte-identical to cold output, and prints the median wall time of
// each, the same net of start-up, and the speed-up of the whole run. There is no threshold: exit 0 when every run exited 0 or 1 and the outputs
// matched, 1 otherwise, 2 for bad arguments or a missing build.
//
// Options: --files=N, --runs=N, --json (one JSON line instead of the table).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'host', 'bin', 'run.cjs');

const options = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const FILES = Number(options.files ?? 100);
const RUNS = Number(options.runs ?? 3);
if (!Number.isInteger(FILES) || FILES < 1 || !Number.isInteger(RUNS) || RUNS < 1) {
  process.stderr.write('usage: node bench/lint-cache.mjs [--files=N] [--runs=N] [--json]\n');
  process.exit(2);
}
if (!existsSync(join(ROOT, 'host', 'dist', 'index.js'))) {
  process.stderr.write('bench/lint-cache.mjs: build first (npx tsc -b)\n');
  process.exit(2);
}

async function buildGlb(amplitude) {
  const { Document, NodeIO } = await import('@gltf-transform/core');
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'animsmith bench';
  const buffer = doc.createBuffer();
  const scene = doc.createScene('Scene');
  const pelvis = doc.createNode('pelvis').setTranslation([0, 1, 0]);
  const feet = [doc.createNode('foot_l').setTranslation([0.1, -1, 0]), doc.createNode('foot_r').setTranslation([-0.1, -1, 0])];
  for (const foot of feet) pelvis.addChild(foot);
  scene.addChild(pelvis);
  const keys = 31;
  const times = Array.from({ length: keys }, (_, k) => k / (keys - 1));
  const animation = doc.createAnimation('walk');
  feet.forEach((foot, side) => {
    const values = [];
    for (let k = 0; k < keys; k++) {
      const s = Math.sin((2 * Math.PI * k) / (keys - 1)) * (side === 0 ? 1 : -1);
      values.push(side === 0 ? 0.1 : -0.1, -1 + 0.05 * Math.max(0, s), amplitude * s);
    }
    const input = doc.createAccessor().setType('SCALAR').setArray(new Float32Array(times)).setBuffer(buffer);
    const output = doc.createAccessor().setType('VEC3').setArray(new Float32Array(values)).setBuffer(buffer);
    const sampler = doc.createAnimationSampler().setInput(input).setOutput(output).setInterpolation('LINEAR');
    animation.addSampler(sampler).addChannel(doc.createAnimationChannel().setTargetNode(foot).setTargetPath('translation').setSampler(sampler));
  });
  return new NodeIO().writeBinary(doc);
}

function cli(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, status: result.status, stdout: result.stdout };
}

const lint = (folder, cacheFile) => cli(['lint', '--cache', '--cache-location', cacheFile, '--format', 'json', folder]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = mkdtempSync(join(tmpdir(), 'animsmith-bench-cache-'));
let code = 0;
try {
  const folder = join(dir, 'assets');
  mkdirSync(folder);
  for (let i = 0; i < FILES; i++) writeFileSync(join(folder, `clip-${String(i).padStart(3, '0')}.glb`), await buildGlb(0.1 + i / 1000));
  const cacheFile = join(dir, 'lint.cache');
  const cold = [];
  const warm = [];
  const startup = [];
  let reference;
  let same = true;
  for (let run = 0; run < RUNS; run++) {
    rmSync(cacheFile, { force: true });
    const c = lint(folder, cacheFile);
    const w = lint(folder, cacheFile);
    for (const r of [c, w]) if (r.status !== 0 && r.status !== 1) code = 1;
    reference ??= c.stdout;
    if (c.stdout !== reference || w.stdout !== reference) {
      same = false;
      code = 1;
    }
    const v = cli(['--version']);
    if (v.status !== 0) code = 1;
    cold.push(c.ms);
    warm.push(w.ms);
    startup.push(v.ms);
  }
  const base = median(startup);
  const result = {
    files: FILES,
    runs: RUNS,
    cold_ms: median(cold),
    warm_ms: median(warm),
    startup_ms: base,
    speedup: median(cold) / median(warm),
    // Net of start-up; on a busy machine a warm run can finish within start-up noise (clamped at 0).
    cold_net_ms: Math.max(0, median(cold) - base),
    warm_net_ms: Math.max(0, median(warm) - base),
    identical: same,
  };
  if (options.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    process.stdout.write(`lint --cache over ${FILES} generated GLBs (median of ${RUNS} runs, whole CLI process)\n`);
    process.stdout.write(`  cold (no cache file): ${result.cold_ms.toFixed(0)} ms\n`);
    process.stdout.write(`  warm (every file a hit): ${result.warm_ms.toFixed(0)} ms\n`);
    process.stdout.write(`  start-up (--version): ${result.startup_ms.toFixed(0)} ms\n`);
    process.stdout.write(`  net of start-up: cold ${result.cold_net_ms.toFixed(0)} ms, warm ${result.warm_net_ms.toFixed(0)} ms\n`);
    process.stdout.write(`  speed-up: ${result.speedup.toFixed(2)}x whole; warm output byte-identical to cold: ${result.identical ? 'yes' : 'NO'}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
