#!/usr/bin/env node
// animsmith benchmark: `npm run bench` (= tsc -b && node bench/run.mjs).
//
// Generates bench/out/large.glb (100 clips x 60 bones x 300 keys, rotation + translation LINEAR
// tracks per bone) and times, side by side in interleaved rounds, five child processes:
//   (a) lint       node host/bin/run.cjs lint --format json bench/out/large.glb   (exit 0 or 1 is fine)
//   (b) NodeIO     await new NodeIO().read(path)             (@gltf-transform/core)
//   (c) validator  validateBytes(new Uint8Array(buf))        (Khronos gltf-validator)
//   (d) parse      sha256 + GLB container parse only
//   (e) report     node host/bin/run.cjs report bench/out/large.glb -o bench/out/large-report.html
// Each workload runs --runs times (default 3); the table shows the median wall time and the
// largest peak RSS (GNU /usr/bin/time -f %M when present, else process.resourceUsage().maxRSS from
// bench/rss-wrapper.mjs). Acceptance: lint <= 1.0x NodeIO.read wall time, and lint peak RSS <=
// 3 x file size + 150 MiB. The HTML report has no threshold on this asset: its median time, peak
// RSS and file size are printed (INFO line). Exit code 1 when a threshold fails or a workload
// could not be measured.
//
// Options: --runs=N (default 3), --clips=N (default 100), --keep (reuse an existing large.glb).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLargeGlb } from './large-glb.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MiB = 1024 * 1024;
/** Issue #14's target: lint of the large GLB in at most this share of NodeIO.read's time. */
const LINT_NODEIO_RATIO = 0.6;

const options = { runs: 3, clips: 100, keep: false };
for (const arg of process.argv.slice(2)) {
  const m = /^--(runs|clips)=(\d+)$/.exec(arg);
  if (m) options[m[1]] = Number(m[2]);
  else if (arg === '--keep') options.keep = true;
  else {
    console.error(`unknown argument ${arg}; usage: node bench/run.mjs [--runs=N] [--clips=N] [--keep]`);
    process.exit(2);
  }
}

const outDir = join(ROOT, 'bench', 'out');
const glbPath = join(outDir, 'large.glb');
const glbArg = relative(ROOT, glbPath); // children run with cwd = repository root
const reportPath = join(outDir, 'large-report.html');
const reportArg = relative(ROOT, reportPath);
const cliPath = join(ROOT, 'host', 'bin', 'run.cjs');

// --------------------------------------------------------------------------------------------
// Peak-RSS method: GNU time if it works here, else the in-process wrapper.

const scratch = mkdtempSync(join(tmpdir(), 'animsmith-bench-'));
const gnuTime = (() => {
  if (!existsSync('/usr/bin/time')) return false;
  const probe = join(scratch, 'probe');
  const r = spawnSync('/usr/bin/time', ['-f', '%M', '-o', probe, process.execPath, '-e', '0'], { stdio: 'ignore' });
  return r.status === 0 && existsSync(probe) && /^\d+\s*$/m.test(readFileSync(probe, 'utf8'));
})();

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * Runs `node <args>` once; resolves { seconds, rssKiB, code, stdout, stderrTail }.
 * stdout is discarded (/dev/null) unless `captureStdout`.
 */
function runOnce(args, { captureStdout }) {
  const rssFile = join(scratch, `rss-${process.hrtime.bigint()}`);
  const [command, argv, env] = gnuTime
    ? ['/usr/bin/time', ['-f', '%M', '-o', rssFile, process.execPath, ...args], process.env]
    : [process.execPath, [join(ROOT, 'bench', 'rss-wrapper.mjs'), ...args], { ...process.env, BENCH_RSS_FILE: rssFile }];
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, argv, { cwd: ROOT, env, stdio: ['ignore', captureStdout ? 'pipe' : 'ignore', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      let rssKiB = NaN;
      if (existsSync(rssFile)) {
        const lines = readFileSync(rssFile, 'utf8').trim().split('\n');
        rssKiB = Number(lines[lines.length - 1]);
        rmSync(rssFile, { force: true });
      }
      resolve({ seconds, rssKiB, code: signal ? `signal ${signal}` : code, stdout, stderrTail: stderr.trim() });
    });
  });
}

// --------------------------------------------------------------------------------------------

const workloads = [
  {
    key: 'lint',
    label: '(a) animsmith lint --format json',
    args: [cliPath, 'lint', '--format', 'json', glbArg],
    okCodes: [0, 1],
    captureStdout: false,
    precondition: () =>
      existsSync(cliPath) ? undefined : `${relative(ROOT, cliPath)} does not exist yet (the CLI is not written/built); lint was not measured`,
  },
  { key: 'nodeio', label: '(b) NodeIO.read (@gltf-transform/core)', args: [join(ROOT, 'bench', 'task.mjs'), 'nodeio-read', glbArg], okCodes: [0], captureStdout: true },
  { key: 'validator', label: '(c) Khronos gltf-validator', args: [join(ROOT, 'bench', 'task.mjs'), 'validator', glbArg], okCodes: [0], captureStdout: true },
  { key: 'parse', label: '(d) sha256 + GLB container parse', args: [join(ROOT, 'bench', 'task.mjs'), 'parse', glbArg], okCodes: [0], captureStdout: true },
  {
    key: 'report',
    label: '(e) animsmith report (HTML, -o file)',
    args: [cliPath, 'report', glbArg, '-o', reportArg],
    okCodes: [0],
    captureStdout: true,
    precondition: () =>
      existsSync(cliPath) ? undefined : `${relative(ROOT, cliPath)} does not exist yet (the CLI is not written/built); report was not measured`,
  },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  console.log(`animsmith bench: node ${process.version}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), peak RSS via ${gnuTime ? '/usr/bin/time -f %M' : 'process.resourceUsage() wrapper'}`);

  if (options.keep && existsSync(glbPath)) {
    console.log(`reusing ${glbArg}`);
  } else {
    const t0 = process.hrtime.bigint();
    const info = await writeLargeGlb(glbPath, { clips: options.clips, keys: 300 });
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    console.log(
      `generated ${glbArg}: ${info.clips} clips x ${info.bones} bones x ${info.keys} keys, ${info.accessors} accessors, ` +
        `JSON ${(info.jsonBytes / MiB).toFixed(1)} MiB, total ${(info.bytes / MiB).toFixed(1)} MiB in ${s.toFixed(2)} s`,
    );
  }
  const fileBytes = statSync(glbPath).size;
  const fileMiB = fileBytes / MiB;

  const results = new Map();
  for (const w of workloads) {
    const skip = w.precondition?.();
    results.set(w.key, { runs: [], error: skip });
    if (skip) console.error(`error: ${w.label}: ${skip}`);
  }

  // Interleaved rounds so drift (thermal, page cache, neighbours) hits every workload alike.
  for (let round = 1; round <= options.runs; round += 1) {
    for (const w of workloads) {
      const r = results.get(w.key);
      if (r.error) continue;
      const run = await runOnce(w.args, { captureStdout: w.captureStdout });
      if (!w.okCodes.includes(run.code)) {
        r.error = `exit ${run.code} in round ${round}${run.stderrTail ? `: ${run.stderrTail.split('\n').slice(-3).join(' | ')}` : ''}`;
        console.error(`error: ${w.label}: ${r.error}`);
        continue;
      }
      r.runs.push(run);
      const summary = run.stdout.trim() ? ` ${run.stdout.trim()}` : ` exit ${run.code}`;
      console.log(`  round ${round} ${w.key.padEnd(9)} ${run.seconds.toFixed(2)} s ${(run.rssKiB / 1024).toFixed(0)} MiB${summary}`);
    }
  }

  // ------------------------------------------------------------------------------------------
  const stat = (key) => {
    const r = results.get(key);
    if (r.error || r.runs.length === 0) return undefined;
    return { seconds: median(r.runs.map((x) => x.seconds)), rssMiB: Math.max(...r.runs.map((x) => x.rssKiB)) / 1024, all: r.runs.map((x) => x.seconds) };
  };
  const rows = workloads.map((w) => ({ w, s: stat(w.key) }));
  const pad = (text, n) => String(text).padEnd(n);
  const lpad = (text, n) => String(text).padStart(n);
  console.log('');
  console.log(`file: ${glbArg}  ${fileMiB.toFixed(1)} MiB (${fileBytes} bytes); ${options.runs} runs each, median wall time, max peak RSS`);
  console.log(`${pad('workload', 42)}${lpad('median s', 10)}${lpad('peak RSS MiB', 14)}   runs (s)`);
  for (const { w, s } of rows) {
    if (!s) console.log(`${pad(w.label, 42)}${lpad('-', 10)}${lpad('-', 14)}   not measured: ${results.get(w.key).error}`);
    else console.log(`${pad(w.label, 42)}${lpad(s.seconds.toFixed(2), 10)}${lpad(s.rssMiB.toFixed(0), 14)}   ${s.all.map((x) => x.toFixed(2)).join(', ')}`);
  }

  const lint = stat('lint');
  const nodeio = stat('nodeio');
  const validator = stat('validator');
  const ratio = (a, b) => (a && b ? `${(a.seconds / b.seconds).toFixed(2)}x` : 'n/a');
  console.log('');
  console.log(`ratio lint / NodeIO.read:  ${ratio(lint, nodeio)}`);
  console.log(`ratio lint / validator:    ${ratio(lint, validator)}`);
  if (nodeio && validator) console.log(`ratio NodeIO / validator:  ${ratio(nodeio, validator)}`);

  // The report: time and peak RSS like the others, plus the size of the file it wrote (no threshold).
  const report = stat('report');
  const reportBytes = report && existsSync(reportPath) ? statSync(reportPath).size : undefined;
  console.log(
    report && reportBytes !== undefined
      ? `report ${reportArg}: ${(reportBytes / MiB).toFixed(1)} MiB (${reportBytes} bytes), ${report.seconds.toFixed(2)} s median, ${report.rssMiB.toFixed(0)} MiB peak RSS`
      : `report ${reportArg}: not measured${results.get('report').error ? `: ${results.get('report').error}` : ''}`,
  );

  const rssCap = 3 * fileMiB + 150;
  const verdicts = [
    {
      name: `lint wall time <= ${LINT_NODEIO_RATIO}x NodeIO.read${nodeio ? ` (${nodeio.seconds.toFixed(2)} s)` : ''}`,
      pass: lint && nodeio ? lint.seconds <= LINT_NODEIO_RATIO * nodeio.seconds : undefined,
      detail: lint ? `${lint.seconds.toFixed(2)} s${nodeio ? ` = ${ratio(lint, nodeio)}` : ''}` : 'lint not measured',
    },
    {
      name: `lint peak RSS <= 3 x file size + 150 MiB (${rssCap.toFixed(0)} MiB)`,
      pass: lint ? lint.rssMiB <= rssCap : undefined,
      detail: lint ? `${lint.rssMiB.toFixed(0)} MiB` : 'lint not measured',
    },
  ];
  console.log('');
  for (const v of verdicts) console.log(`${v.pass === undefined ? 'FAIL (not measured)' : v.pass ? 'PASS' : 'FAIL'}  ${v.name}: ${v.detail}`);
  console.log(
    report && reportBytes !== undefined
      ? `INFO  report (no threshold for this asset): ${report.seconds.toFixed(2)} s median, ${report.rssMiB.toFixed(0)} MiB peak RSS, ${(reportBytes / MiB).toFixed(1)} MiB file`
      : 'INFO  report (no threshold for this asset): not measured',
  );

  const failed = verdicts.some((v) => v.pass !== true) || workloads.some((w) => results.get(w.key).error);
  process.exitCode = failed ? 1 : 0;
}

try {
  await main();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
