#!/usr/bin/env node
// Whole `lint` time per MB of FBX: `npx tsc -b && node bench/fbx-lint.mjs`.
//
// Runs `node host/bin/run.cjs lint --format json <file>` as a child process (exactly as a user does)
// on two files, --runs times each (default 5) after one warm-up, interleaved with the same number
// of runs of the CLI's start-up for an FBX lint:
//   - the largest FBX of fixtures/fbx (or --file=PATH), and
//   - a large rig built in code (`buildLargeRig`): 65 joints with pre-rotations, 2 animation stacks
//     of 600 frames each at 30 fps, every joint's rotation and the root's translation keyed on
//     every frame with cubic auto tangents, written as binary FBX 7.4 with the project's own
//     writer (plugins/fbx/dist/binary-writer.js) into a temporary directory. Its lint time is
//     dominated by baking the clips (65 nodes × 1202 samples), not by reading.
// Start-up is `lint --format json` of fixtures/fbx/animsmith_rigged_triangle.fbx (2.9 KiB: two
// bones, one triangle, no animation): the same process, command, configuration search and modules
// (oclif, the lint command, the FBX plugin) with next to no work, so "net" is what the file itself
// costs. Issue #14 measured net against `--version` when `--version` still loaded every command
// and the FBX loader; `--version` now answers before loading anything, so it is timed too and its
// net printed for information only.
// It prints, per file, the median wall time of each, and for lint the throughput in MB/s and ms/MB
// (1 MB = 10^6 bytes of FBX file), once for the whole run and once net of start-up.
// Acceptance (issue #14), a PASS/FAIL row: the built rig's lint net of start-up <= 0.5 s. Exit 0
// when it passes and lint exited 0 or 1 on every run, 1 when not, 2 for bad arguments or a
// missing build.
//
// Options: --runs=N, --file=PATH, --no-built (skip the built rig), --write-built=PATH (only write
// the built rig there and exit), --json (one JSON line per file instead of the table).
// As a module: `import { buildLargeRig } from './fbx-lint.mjs'` returns the rig's bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FIXTURES } from '../fixtures/root.mjs';
import { animationCurve, animationLayer, animationStack, connectionList, D, fbxTopLevel, I, L, node, p70, S, TICKS_PER_SECOND } from './fbx-nodes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'host', 'bin', 'run.cjs');
const WRITER = join(ROOT, 'plugins', 'fbx', 'dist', 'binary-writer.js');
const CORPUS = join(FIXTURES, 'fbx');
/** The FBX lint whose time is the CLI's start-up for an FBX lint (see the header). */
const STARTUP_FBX = join(CORPUS, 'animsmith_rigged_triangle.fbx');
const MB = 1e6;
/** Issue #14's target for the built rig: lint net of start-up, in ms. */
const BUILT_RIG_NET_MS = 500;

/** Parent of joint `j` (0 is the root): a spine of 8, then limbs of 7 hanging off the spine. */
function parentOf(j) {
  if (j === 0) return -1;
  if (j < 8) return j - 1;
  const limb = Math.floor((j - 8) / 7);
  return (j - 8) % 7 === 0 ? 1 + (limb % 7) : j - 1;
}

/**
 * A large animated rig as binary FBX 7.4 bytes (deterministic): `joints` LimbNodes with
 * translations and pre-rotations, `stacks` stacks of `frames` frames at 30 fps, one after the
 * other on the timeline; each stack keys every joint's rotation (X, Y, Z) and the root's
 * translation on every frame, cubic auto tangents, one key attribute per curve.
 */
export async function buildLargeRig({ joints = 65, frames = 600, stacks = 2 } = {}) {
  const { writeBinaryFbx } = await import(pathToFileURL(WRITER).href);
  const frameTicks = TICKS_PER_SECOND / 30n;
  const objects = [];
  const { list: connections, oo, op } = connectionList();
  const jointId = (j) => 1000n + BigInt(j);
  for (let j = 0; j < joints; j++) {
    objects.push(
      node('Model', [L(jointId(j)), S(`joint${j}\x00\x01Model`), S('LimbNode')], [
        node('Version', [I(232)]),
        node('Properties70', [], [
          p70('Lcl Translation', 'Lcl Translation', D(j === 0 ? 0 : 3 + (j % 5)), D(j === 0 ? 90 : 1.5 * (j % 3)), D(0.25 * (j % 4))),
          p70('PreRotation', 'Vector3D', D((j * 17) % 90), D(-((j * 29) % 60)), D((j * 7) % 45)),
          p70('RotationActive', 'bool', I(1)),
          p70('InheritType', 'enum', I(1)),
        ]),
      ]),
    );
    oo(jointId(j), parentOf(j) < 0 ? 0n : jointId(parentOf(j)));
  }
  let nextId = 100_000n;
  const curve = (start, phase, amplitude) => {
    const id = nextId++;
    const times = new BigInt64Array(frames);
    const values = new Float32Array(frames);
    for (let k = 0; k < frames; k++) {
      times[k] = start + BigInt(k) * frameTicks;
      values[k] = amplitude * Math.sin(k * 0.05 + phase) + 0.3 * amplitude * Math.sin(k * 0.31 + 2 * phase);
    }
    objects.push(animationCurve(id, times, values, 0x108));
    return id;
  };
  for (let s = 0; s < stacks; s++) {
    const start = BigInt(s * frames) * frameTicks;
    const stackId = nextId++;
    const layerId = nextId++;
    objects.push(animationStack(stackId, `take${s}`, start, start + BigInt(frames - 1) * frameTicks), animationLayer(layerId));
    oo(layerId, stackId);
    for (let j = 0; j < joints; j++) {
      const properties = j === 0 ? ['Lcl Translation', 'Lcl Rotation'] : ['Lcl Rotation'];
      for (const property of properties) {
        const curveNodeId = nextId++;
        objects.push(node('AnimationCurveNode', [L(curveNodeId), S(`${property === 'Lcl Rotation' ? 'R' : 'T'}\x00\x01AnimCurveNode`), S('')]));
        oo(curveNodeId, layerId);
        op(curveNodeId, jointId(j), property);
        ['X', 'Y', 'Z'].forEach((axis, a) => {
          const amplitude = property === 'Lcl Rotation' ? 20 + (j % 7) * 5 : 10;
          op(curve(start, j * 0.7 + a * 1.3 + s, amplitude), curveNodeId, `d|${axis}`);
        });
      }
    }
  }
  return writeBinaryFbx(fbxTopLevel(objects, connections, [p70('UnitScaleFactor', 'double', D(1)), p70('TimeMode', 'enum', I(6))]), { version: 7400 });
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

/** Lints `file` `runs` times (after a warm-up); the row of medians, and the first failure if any. */
function benchFile(file, label, runs) {
  const bytes = statSync(file).size;
  const lintArgs = ['lint', '--format', 'json', file];
  const startupArgs = ['lint', '--format', 'json', STARTUP_FBX];
  for (const args of [lintArgs, startupArgs, ['--version']]) timed(args);
  const lint = [];
  const startup = [];
  const version = [];
  let failed;
  for (let i = 0; i < runs; i++) {
    for (const [args, times] of [[lintArgs, lint], [startupArgs, startup]]) {
      const r = timed(args);
      if (r.status !== 0 && r.status !== 1) failed ??= `${label}: lint exited ${r.status}: ${r.stderr.trim().split('\n')[0] ?? ''}`;
      times.push(r.ms);
    }
    version.push(timed(['--version']).ms);
  }
  const lintMs = median(lint);
  const startupMs = median(startup);
  const netMs = Math.max(lintMs - startupMs, 0);
  const mb = bytes / MB;
  const row = {
    file: label,
    bytes,
    runs,
    lint_ms: lintMs,
    startup_ms: startupMs,
    version_ms: median(version),
    whole_mb_per_s: mb / (lintMs / 1000),
    whole_ms_per_mb: lintMs / mb,
    net_mb_per_s: netMs > 0 ? mb / (netMs / 1000) : null,
    net_ms_per_mb: netMs / mb,
  };
  return { row, failed };
}

function printRow(row, json) {
  if (json) {
    process.stdout.write(`${JSON.stringify(row)}\n`);
    return;
  }
  const f = (v, d = 1) => (v === null ? '—' : v.toFixed(d));
  const netMs = Math.max(row.lint_ms - row.startup_ms, 0);
  process.stdout.write(
    [
      `FBX lint: ${row.file} (${(row.bytes / 1024).toFixed(1)} KiB), median of ${row.runs} runs`,
      `  whole lint        ${f(row.lint_ms)} ms   ${f(row.whole_mb_per_s, 2)} MB/s   ${f(row.whole_ms_per_mb)} ms/MB`,
      `  CLI start-up      ${f(row.startup_ms)} ms   (lint --format json ${basename(STARTUP_FBX)})`,
      `  lint net of start ${f(netMs)} ms   ${f(row.net_mb_per_s, 2)} MB/s   ${f(row.net_ms_per_mb)} ms/MB`,
      `  --version         ${f(row.version_ms)} ms   (lint net of it: ${f(Math.max(row.lint_ms - row.version_ms, 0))} ms, information)`,
      '',
    ].join('\n'),
  );
}

async function main() {
  const options = { runs: 5, file: undefined, json: false, built: true, writeBuilt: undefined };
  for (const arg of process.argv.slice(2)) {
    const runs = /^--runs=(\d+)$/.exec(arg);
    const file = /^--file=(.+)$/.exec(arg);
    const writeBuilt = /^--write-built=(.+)$/.exec(arg);
    if (runs) options.runs = Math.max(1, Number(runs[1]));
    else if (file) options.file = file[1];
    else if (writeBuilt) options.writeBuilt = writeBuilt[1];
    else if (arg === '--json') options.json = true;
    else if (arg === '--no-built') options.built = false;
    else {
      console.error(`unknown argument ${arg}; usage: node bench/fbx-lint.mjs [--runs=N] [--file=PATH] [--no-built] [--write-built=PATH] [--json]`);
      return 2;
    }
  }
  if (!existsSync(join(ROOT, 'plugins', 'fbx', 'dist', 'loader', 'index.js'))) {
    console.error('bench/fbx-lint.mjs: plugins/fbx/dist has no FBX loader; run `npm run build` first');
    return 2;
  }
  if (options.writeBuilt !== undefined) {
    writeFileSync(options.writeBuilt, await buildLargeRig());
    return 0;
  }
  const file = options.file ?? largestCorpusFbx();
  if (file === undefined || !existsSync(file)) {
    console.error(`bench/fbx-lint.mjs: no FBX file to lint (${file ?? CORPUS})`);
    return 2;
  }
  const failures = [];
  const first = benchFile(file, basename(file), options.runs);
  printRow(first.row, options.json);
  if (first.failed !== undefined) failures.push(first.failed);
  if (options.built) {
    const dir = mkdtempSync(join(tmpdir(), 'animsmith-fbx-lint-'));
    try {
      const built = join(dir, 'built_rig_65_joints_2x600_frames.fbx');
      writeFileSync(built, await buildLargeRig());
      const second = benchFile(built, basename(built), options.runs);
      printRow(second.row, options.json);
      if (second.failed !== undefined) failures.push(second.failed);
      const netMs = Math.max(second.row.lint_ms - second.row.startup_ms, 0);
      const pass = netMs <= BUILT_RIG_NET_MS;
      if (!options.json) process.stdout.write(`${pass ? 'PASS' : 'FAIL'}  built rig lint net of start-up <= ${BUILT_RIG_NET_MS} ms: ${netMs.toFixed(0)} ms\n`);
      if (!pass) failures.push(`built rig lint net of start-up ${netMs.toFixed(0)} ms is over ${BUILT_RIG_NET_MS} ms`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  for (const failure of failures) console.error(`bench/fbx-lint.mjs: ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  process.exitCode = await main();
}
