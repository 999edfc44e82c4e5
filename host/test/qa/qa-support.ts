/**
 * Helpers shared by the QA suites: a GLB assembler for hand-built JSON, the one-line refusal
 * contract, the output schema, and a CLI run's peak memory.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { createStrictValidator, OUTPUT_SCHEMA_ID } from '@animsmith/schemas';
import { PEAK_RSS_PRELOAD, RELAUNCH, runCliProcess, type CliResult } from '@animsmith/test-utils';
import { assembleGlb } from '@animsmith/test-utils/glb';

export type Json = Record<string, unknown>;

/** A GLB from JSON and an optional BIN payload (both padded to 4 bytes). */
export function glb(json: unknown, bin?: Uint8Array): Buffer {
  return Buffer.from(assembleGlb(json, bin));
}

export function floats(values: readonly number[]): Uint8Array {
  return new Uint8Array(new Float32Array(values).buffer);
}

/**
 * One node (`{ name: 'bone' }` unless `node` says otherwise) and one animation per name, all
 * sharing a 3-key translation track from (0, 0, 0) to (0.1, 0, 0) over times 0..1 (unless
 * `times` says otherwise); `names[i] === undefined` leaves the animation unnamed.
 */
export function sharedTrackGlb(names: readonly (string | undefined)[], options: { times?: readonly [number, number]; node?: Json } = {}): Buffer {
  const [t0, t1] = options.times ?? [0, 1];
  return glb(
    {
      asset: { version: '2.0' },
      nodes: [options.node ?? { name: 'bone' }],
      scenes: [{ nodes: [0] }],
      buffers: [{ byteLength: 48 }],
      bufferViews: [
        { buffer: 0, byteOffset: 0, byteLength: 12 },
        { buffer: 0, byteOffset: 12, byteLength: 36 },
      ],
      accessors: [
        { bufferView: 0, componentType: 5126, count: 3, type: 'SCALAR' },
        { bufferView: 1, componentType: 5126, count: 3, type: 'VEC3' },
      ],
      animations: names.map((name) => ({
        ...(name === undefined ? {} : { name }),
        samplers: [{ input: 0, output: 1 }],
        channels: [{ sampler: 0, target: { node: 0, path: 'translation' } }],
      })),
    },
    floats([t0, (t0 + t1) / 2, t1, 0, 0, 0, 0.05, 0, 0, 0.1, 0, 0]),
  );
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `animsmith-qa-${prefix}-`));
}

/** Exit 2, nothing on stdout, exactly one `animsmith: …` line matching `pattern`. */
export function expectRefusal(r: CliResult, pattern: RegExp, label = ''): string {
  expect(r.status, `${label} exit: ${r.stderr}`).to.equal(2);
  expect(r.stdout, `${label} stdout`).to.equal('');
  const lines = r.stderr.replace(/\n$/, '').split('\n');
  expect(lines, `${label} stderr: ${r.stderr}`).to.have.length(1);
  expect(lines[0]).to.match(/^animsmith: /);
  expect(lines[0]).to.match(pattern);
  expect(lines[0], 'no stack trace').to.not.match(/\n\s+at /);
  return lines[0]!;
}

const validate = createStrictValidator().getSchema(OUTPUT_SCHEMA_ID);

/** Parses a JSON document the CLI printed and requires it to validate against output-v19. */
export function expectValidOutput(text: string, label = ''): Json {
  if (!validate) throw new Error(`schema ${OUTPUT_SCHEMA_ID} is not registered`);
  const document = JSON.parse(text) as Json;
  expect(validate(document), `${label}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).to.equal(true);
  return document;
}

/**
 * Peak resident set size (KiB) of one spawned CLI run, as the child reports it on exit
 * (`process.resourceUsage().maxRSS`, through the PEAK_RSS_PRELOAD preload), relaunched from a small
 * process so the test process's own size is not counted. A run killed by the
 * hang guard reports none, which fails here rather than passing unmeasured.
 */
export async function peakRssKiB(args: readonly string[], cwd: string): Promise<{ kib: number; result: CliResult }> {
  const report = path.join(tempDir('rss'), 'peak-rss');
  try {
    const result = await runCliProcess(args, { cwd, nodeArgs: [RELAUNCH, '--import', PEAK_RSS_PRELOAD], env: { ANIMSMITH_PEAK_RSS_FILE: report } });
    expect(existsSync(report), `animsmith ${args.join(' ')} reported no peak RSS (status ${result.status}): ${result.stderr}`).to.equal(true);
    return { kib: Number(readFileSync(report, 'utf8')), result };
  } finally {
    rmSync(path.dirname(report), { recursive: true, force: true });
  }
}
