/** Runs the built CLI as a child process, exactly as a user or CI would. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { FIXTURES } from '../../../fixtures/root.mjs';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN = path.join(REPO, 'host/bin/run.js');
/** The committed fixtures (`fixtures/`), laid out as gltf/, fbx/ and spine/. */
export const CORPUS = FIXTURES.replace(/\/$/, '');

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], options: { cwd?: string; input?: string } = {}): CliResult {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? REPO,
    encoding: 'utf8',
    input: options.input,
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
