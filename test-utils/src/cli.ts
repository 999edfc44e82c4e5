/**
 * The CLI runners. `runCli` runs a command inside the test process: the command modules load once
 * per process, and each run gets its own oclif Config, captured stdout/stderr, working directory
 * and exit code, so a test pays for the command, not for a cold Node and oclif start. `runCliProcess` spawns the
 * real `host/bin/run.cjs` for what only a process shows: exit codes through the bin, pipes, FIFOs,
 * signals, peak memory, and project plugins whose files change between runs (Node's ESM cache
 * keeps the first version of a module for the life of the process).
 */
import { spawn } from 'node:child_process';
// The CLI's own oclif (its build bundles it), so the runner's Config loads the commands' classes.
import { Config, run } from '@animsmith/cli/oclif';
import { BIN, HOST, REPO } from './paths.js';

export interface CliResult {
  /** The exit code; null only when a spawned run was killed (a hang guard or a signal). */
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  /** Working directory of the run (default: the repository root). */
  readonly cwd?: string;
  /** Standard input; only a real process has one, so a run given input is spawned. */
  readonly input?: string;
}

/** Runs never overlap: each one owns process-wide state (cwd, exitCode, the std streams) while it lasts. */
let queue: Promise<unknown> = Promise.resolve();

/** `animsmith <args…>` in this process, with the result a spawned run would give. */
export function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  if (options.input !== undefined) return runCliProcess(args, options);
  const result = queue.then(() => runInProcess(args, options.cwd ?? REPO));
  queue = result.catch(() => undefined);
  return result;
}

async function runInProcess(args: readonly string[], cwd: string): Promise<CliResult> {
  // A fresh Config per run (a few ms once the modules are loaded): showing help rewrites the
  // ids of the loaded commands inside the Config, which broke every later run of that command.
  const loaded = await Config.load(HOST);
  const stdout: string[] = [];
  const stderr: string[] = [];
  const saved = {
    cwd: process.cwd(),
    exitCode: process.exitCode,
    stdoutWrite: process.stdout.write,
    stderrWrite: process.stderr.write,
    stdoutErrorListeners: process.stdout.listeners('error'),
  };
  let status: number;
  process.chdir(cwd);
  process.exitCode = undefined;
  process.stdout.write = capture(stdout);
  process.stderr.write = capture(stderr);
  try {
    await run([...args], loaded);
    status = typeof process.exitCode === 'number' ? process.exitCode : Number(process.exitCode ?? 0);
  } catch (error) {
    // What oclif's `handle` does for a real process: an exit request carries its code; anything
    // else is printed and exits 1.
    const failure = error as { code?: string; oclif?: { exit?: number }; stack?: string };
    if (failure.code !== 'EEXIT') stderr.push(`${failure.stack ?? String(error)}\n`);
    status = failure.oclif?.exit ?? 1;
  } finally {
    process.stdout.write = saved.stdoutWrite;
    process.stderr.write = saved.stderrWrite;
    process.exitCode = saved.exitCode;
    process.chdir(saved.cwd);
    // Commands await stdout with a one-shot 'error' listener that a process drops on exit.
    for (const listener of process.stdout.listeners('error')) {
      if (!saved.stdoutErrorListeners.includes(listener)) process.stdout.removeListener('error', listener as (error: Error) => void);
    }
  }
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

/** A stream `write` that keeps the text and reports every write as flushed. */
function capture(into: string[]): typeof process.stdout.write {
  return function write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  } as typeof process.stdout.write;
}

export interface ProcessOptions extends CliOptions {
  /** Kill the run after this long and report status null (default 60 s: a hang guard, not a speed limit). */
  readonly timeoutMs?: number;
  /** Extra environment for the child. */
  readonly env?: Readonly<Record<string, string>>;
  /** Node options for the child (before the bin), e.g. `['--import', PEAK_RSS_PRELOAD]`. */
  readonly nodeArgs?: readonly string[];
}

/** `animsmith <args…>` as a child process of the real bin, exactly as a user or CI would run it. */
export function runCliProcess(args: readonly string[], options: ProcessOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    // The built bin needs no loader: a NODE_OPTIONS that preloads tsx (as the test run's may)
    // would fail to resolve it from a working directory outside the repository.
    const { NODE_OPTIONS: _loader, ...inherited } = process.env;
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), BIN, ...args], {
      cwd: options.cwd ?? REPO,
      env: { ...inherited, NO_COLOR: '1', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group, so the hang guard also ends whatever the run started.
      detached: true,
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ status: code, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}
