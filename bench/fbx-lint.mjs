#!/usr/bin/env node
// Whole `lint` time per MB of FBX: `npx tsc -b && node bench/fbx-lint.mjs`.
//
// Runs `node host/bin/run.js lint --format json <file>` as a child process (exactly as a user does)
// on the largest FBX of the shared corpus (or --file=PATH), --runs times (default 5) after one
// warm-up, interleaved with the same number of `node host/bin/run.js --version` runs (the CLI's
// start-up cost). It prints the median wall time of both, and for lint the throughput in MB/s and
// ms/MB (1 MB = 10^6 bytes of FBX file), once for the whole run and once net of start-up.
// There is no threshold: exit 0 when lint exited 0 or 1 on every run, 1 when it did not, 2 for bad
// arguments or a missing build.
//
// Options: --runs=N, --file=PATH, --json (one JSON line instead of the table).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'host', 'bin', 'run.js');
const CORPUS = '/work/shared/corpus/fbx';
const MB = 1e6;

const options = { runs: 5, file: undefined, json: false };
for (const arg of process.argv.slice(2)) {
  const runs = /^--runs=(\d+)$/.exec(arg);
  const file = /^--file=(.+)$/.exec(arg);
  if (runs) options.runs = Math.max(1, Number(runs[1]));
  else if (file) options.file = file[1];
  else if (arg === '--json') options.json = true;
  else {
    console.error(`unknown argument ${arg}; usage: node bench/fbx-lint.mjs [--runs=N] [--file=PATH] [--json]`);
    process.exit(2);
  }
}
if (!existsSync(join(ROOT, 'host', 'dist', 'loaders', 'fbx', 'loader', 'index.js'))) {
  console.error('bench/fbx-lint.mjs: host/dist has no FBX loader; run `npx tsc -b` first');
  process.exit(2);
}

function largestCorpusFbx() {
  const files = readdirSync(CORPUS).filter((f) => f.toLowerCase().endsWith('.fbx')).map((f) => join(CORPUS, f));
  files.sort((a, b) => statSync(b).size - statSync(a).size || (a < b ? -1 : 1));
  return files[0];
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Wall time of one child run in ms, and its exit status. */
function timed(args) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: r.status, stderr: String(r.stderr ?? '') };
}

const file = options.file ?? largestCorpusFbx();
if (file === undefined || !existsSync(file)) {
  console.error(`bench/fbx-lint.mjs: no FBX file to lint (${file ?? CORPUS})`);
  process.exit(2);
}
const bytes = statSync(file).size;
const lintArgs = ['lint', '--format', 'json', file];

timed(lintArgs);
timed(['--version']);
const lint = [];
const startup = [];
let failed;
for (let i = 0; i < options.runs; i++) {
  const r = timed(lintArgs);
  if (r.status !== 0 && r.status !== 1) failed ??= `lint exited ${r.status}: ${r.stderr.trim().split('\n')[0] ?? ''}`;
  lint.push(r.ms);
  startup.push(timed(['--version']).ms);
}

const lintMs = median(lint);
const startupMs = median(startup);
const netMs = Math.max(lintMs - startupMs, 0);
const mb = bytes / MB;
const row = {
  file: basename(file),
  bytes,
  runs: options.runs,
  lint_ms: lintMs,
  startup_ms: startupMs,
  whole_mb_per_s: mb / (lintMs / 1000),
  whole_ms_per_mb: lintMs / mb,
  net_mb_per_s: netMs > 0 ? mb / (netMs / 1000) : null,
  net_ms_per_mb: netMs / mb,
};

if (options.json) {
  process.stdout.write(`${JSON.stringify(row)}\n`);
} else {
  const f = (v, d = 1) => (v === null ? '—' : v.toFixed(d));
  process.stdout.write(
    [
      `FBX lint: ${row.file} (${(bytes / 1024).toFixed(1)} KiB), median of ${row.runs} runs`,
      `  whole lint        ${f(lintMs)} ms   ${f(row.whole_mb_per_s, 2)} MB/s   ${f(row.whole_ms_per_mb)} ms/MB`,
      `  CLI start-up      ${f(startupMs)} ms   (node host/bin/run.js --version)`,
      `  lint net of start ${f(netMs)} ms   ${f(row.net_mb_per_s, 2)} MB/s   ${f(row.net_ms_per_mb)} ms/MB`,
      '',
    ].join('\n'),
  );
}
if (failed !== undefined) {
  console.error(`bench/fbx-lint.mjs: ${failed}`);
  process.exit(1);
}
