#!/usr/bin/env node
// Start-up of the CLI against a bare Node start: `npm run build && node bench/startup.mjs`.
//
// Times three child processes, whole-process wall time, in interleaved rounds so that load on the
// machine falls on all three alike, --runs rounds (default 7, at least 5) after one warm-up round:
//   node       node -e 0
//   version    node host/bin/run.cjs --version
//   lint       node host/bin/run.cjs lint fixtures/gltf/khronos-fox/Fox.glb   (exit 0 or 1 is fine)
//   oclif      import the CLI's bundled oclif and Config.load the host package: what oclif costs a
//              command before the command's own code loads (information, no verdict)
// It prints the median of each and its ratio to `node`. Acceptance: version and lint each
// <= 2.5x node. Exit 1 when a ratio fails or a run did not exit as expected, 2 for bad arguments
// or a missing build.
//
// Options: --runs=N, --json (one JSON line instead of the table).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURES } from '../fixtures/root.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'host', 'bin', 'run.cjs');
const FOX = relative(ROOT, join(FIXTURES, 'gltf', 'khronos-fox', 'Fox.glb'));
const LIMIT = 2.5;
const MIN_RUNS = 5;

const options = { runs: 7, json: false };
for (const arg of process.argv.slice(2)) {
  const m = /^--runs=(\d+)$/.exec(arg);
  if (m) options.runs = Number(m[1]);
  else if (arg === '--json') options.json = true;
  else {
    console.error(`unknown argument ${arg}; usage: node bench/startup.mjs [--runs=N] [--json]`);
    process.exit(2);
  }
}
if (options.runs < MIN_RUNS) {
  console.error(`--runs must be at least ${MIN_RUNS}`);
  process.exit(2);
}
if (!existsSync(join(ROOT, 'host', 'dist', 'bundle', 'main.cjs'))) {
  console.error('host/dist is missing: run `npm run build` first');
  process.exit(2);
}

/** What each workload runs after `node`, the exit codes that count, and whether it must print. */
const BUNDLE = join(ROOT, 'host', 'dist', 'bundle');
const OCLIF_FLOOR = [
  `require(${JSON.stringify(join(ROOT, 'host', 'bin', 'compile-cache.cjs'))}).install(${JSON.stringify(BUNDLE)});`,
  `const { Config } = require(${JSON.stringify(join(BUNDLE, 'oclif.cjs'))});`,
  `Config.load(${JSON.stringify(join(ROOT, 'host'))}).then(() => console.log('loaded'));`,
].join(' ');
const WORKLOADS = {
  node: { args: ['-e', '0'], codes: [0], prints: false, judged: false },
  version: { args: [CLI, '--version'], codes: [0], prints: true, judged: true },
  lint: { args: [CLI, 'lint', FOX], codes: [0, 1], prints: true, judged: true },
  oclif: { args: ['-e', OCLIF_FLOOR], codes: [0], prints: true, judged: false },
};

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** One run's wall time in ms, or the reason it does not count. */
function timeOnce(name) {
  const { args, codes, prints } = WORKLOADS[name];
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (!codes.includes(result.status)) return { failure: `${name} exited ${result.status ?? result.signal}: ${String(result.stderr).trim().split('\n')[0] ?? ''}` };
  if (prints && result.stdout.length === 0) return { failure: `${name} printed nothing` };
  return { ms };
}

const times = Object.fromEntries(Object.keys(WORKLOADS).map((name) => [name, []]));
const failures = [];
for (let round = 0; round <= options.runs; round++) {
  for (const name of Object.keys(WORKLOADS)) {
    const run = timeOnce(name);
    if (run.failure !== undefined) failures.push(run.failure);
    else if (round > 0) times[name].push(run.ms); // round 0 warms the file cache
  }
}

const base = median(times.node);
const rows = Object.keys(WORKLOADS).map((name) => {
  const ms = median(times[name]);
  const ratio = ms / base;
  return { name, median_ms: Math.round(ms), ratio: Number(ratio.toFixed(2)), pass: WORKLOADS[name].judged ? ratio <= LIMIT : undefined };
});
const passed = failures.length === 0 && rows.every((r) => r.pass !== false);

if (options.json) {
  console.log(JSON.stringify({ runs: options.runs, limit: LIMIT, rows, failures, pass: passed }));
} else {
  console.log(`Start-up: whole-process wall time, median of ${options.runs} interleaved runs (after a warm-up round)`);
  console.log(`${'workload'.padEnd(10)} ${'median'.padStart(9)} ${'x node'.padStart(7)}  verdict (<= ${LIMIT}x node -e 0)`);
  for (const r of rows) {
    const verdict = r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL';
    console.log(`${r.name.padEnd(10)} ${`${r.median_ms} ms`.padStart(9)} ${`${r.ratio.toFixed(2)}x`.padStart(7)}  ${verdict}`);
  }
  for (const f of [...new Set(failures)]) console.log(`FAIL: ${f}`);
  console.log(passed ? `PASS: --version and lint Fox.glb each <= ${LIMIT}x node -e 0` : `FAIL: start-up over ${LIMIT}x node -e 0 (or a run failed)`);
}
process.exit(passed ? 0 : 1);
