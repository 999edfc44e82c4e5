#!/usr/bin/env node
// rigc throughput on the largest Spine corpus export: `npx tsc -b && node bench/spine-rigc.mjs`.
//
// Times, in-process, on the largest skeleton JSON in fixtures/spine (by bytes):
//   - ingest: JSON.parse of the skeleton text + ingest() into a rig spec and a motion spec
//     (plugins/spine/dist/ingest/index.js), the work `animsmith rigc ingest` does per file;
//   - build:  build(rig, motion) back to skeleton JSON text (plugins/spine/dist/build/index.js),
//     the work `animsmith rigc build` does per spec pair.
// Each workload repeats until at least --mb MB of skeleton text per round (default 8), runs --runs
// rounds (default 5) after one warm-up, and reports the median round as MB/s of skeleton text
// (1 MB = 10^6 bytes) and files per second. Before timing, the rebuild is checked to be a fixed
// point (build(ingest(build(ingest(A)))) === build(ingest(A))), so a broken build is not timed.
// No threshold: the figures are printed for comparison between revisions. Exit code 1 when a
// workload fails or the fixed point does not hold, 2 for bad arguments or a missing build.
//
// Options: --runs=N, --mb=N, --json (one JSON line instead of the table).
// As a module: `import { runSpineRigcBench } from './spine-rigc.mjs'` returns the same rows.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FIXTURES } from '../fixtures/root.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'plugins', 'spine', 'dist');
const CORPUS = join(FIXTURES, 'spine');
const MB = 1e6;
const INGEST_OPTIONS = { name: 'bench', art: 'none', version: 'bench' };

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The largest `.json` in the corpus folder (ties broken by name, so the choice is stable). */
function largestExport() {
  const files = readdirSync(CORPUS)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, bytes: statSync(join(CORPUS, name)).size }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
  if (files.length === 0) throw new Error(`no .json file in ${CORPUS}`);
  return files[0];
}

/** Median MB/s of `work()` over `runs` rounds of `repeats` calls, each call handling `bytes`. */
function measure(work, bytes, runs, minBytes) {
  const repeats = Math.max(1, Math.ceil(minBytes / bytes));
  work();
  const rates = [];
  for (let r = 0; r < runs; r += 1) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < repeats; i += 1) work();
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    rates.push((bytes * repeats) / MB / seconds);
  }
  const mbPerSecond = median(rates);
  return { mbPerSecond, filesPerSecond: (mbPerSecond * MB) / bytes, repeats };
}

export async function runSpineRigcBench({ runs = 5, mb = 8 } = {}) {
  const ingestPath = join(DIST, 'ingest', 'index.js');
  const buildPath = join(DIST, 'build', 'index.js');
  for (const path of [ingestPath, buildPath]) {
    if (!existsSync(path)) throw Object.assign(new Error(`missing ${path}; run npx tsc -b first`), { exitCode: 2 });
  }
  const { ingest } = await import(pathToFileURL(ingestPath).href);
  const { build } = await import(pathToFileURL(buildPath).href);

  const file = largestExport();
  const text = readFileSync(join(CORPUS, file.name), 'utf8');
  const { rig, motion } = ingest(JSON.parse(text), INGEST_OPTIONS);
  const rebuilt = build(rig, motion);
  const again = ingest(JSON.parse(rebuilt), INGEST_OPTIONS);
  if (build(again.rig, again.motion) !== rebuilt) throw new Error(`${file.name}: build(ingest(rebuild)) is not a fixed point`);

  const minBytes = mb * MB;
  const ingestRow = measure(() => ingest(JSON.parse(text), INGEST_OPTIONS), Buffer.byteLength(text), runs, minBytes);
  const buildRow = measure(() => build(rig, motion), Buffer.byteLength(rebuilt), runs, minBytes);
  return [
    { workload: 'rigc ingest (JSON.parse + ingest)', file: file.name, bytes: Buffer.byteLength(text), ...ingestRow },
    { workload: 'rigc build (specs → skeleton JSON)', file: file.name, bytes: Buffer.byteLength(rebuilt), ...buildRow },
  ];
}

async function main() {
  const options = { runs: 5, mb: 8, json: false };
  for (const arg of process.argv.slice(2)) {
    const m = /^--(runs|mb)=(\d+)$/.exec(arg);
    if (m && Number(m[2]) > 0) options[m[1]] = Number(m[2]);
    else if (arg === '--json') options.json = true;
    else {
      console.error(`unknown argument ${arg}; usage: node bench/spine-rigc.mjs [--runs=N] [--mb=N] [--json]`);
      process.exit(2);
    }
  }
  let rows;
  try {
    rows = await runSpineRigcBench(options);
  } catch (error) {
    console.error(`spine-rigc bench: ${error.message}`);
    process.exit(error.exitCode ?? 1);
  }
  if (options.json) {
    console.log(JSON.stringify({ bench: 'spine-rigc', runs: options.runs, rows }));
    return;
  }
  console.log(`rigc on ${rows[0].file} (${rows[0].bytes} bytes), median of ${options.runs} rounds`);
  for (const row of rows) {
    console.log(
      `  ${row.workload.padEnd(36)} ${row.mbPerSecond.toFixed(1).padStart(7)} MB/s  ${row.filesPerSecond.toFixed(0).padStart(6)} files/s  (${row.repeats} per round)`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
