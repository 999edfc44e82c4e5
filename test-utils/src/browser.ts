/**
 * The one headless Chromium the browser tests share (the root hook in `mocha-hooks.ts` closes it).
 *
 * The system's Chromium is used when there is one (`CHROME_PATH`, `CHROMIUM_PATH`, or `chromium`
 * on PATH); otherwise the build that `@sparticuz/chromium` ships inside its npm package (a headless
 * shell with SwiftShader for WebGL2) is unpacked once into a private temporary folder. Nothing is
 * downloaded. When neither starts, `sharedBrowser` rejects with one line saying why, so a test
 * that needs a browser fails instead of skipping.
 */
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Chromium flags for a headless, offline, software-rendered (SwiftShader WebGL2) browser. */
const ARGS = [
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserBinary {
  readonly executablePath: string;
  /** Where it came from, for messages: `system` or the npm package that ships it. */
  readonly source: string;
  readonly env?: Readonly<Record<string, string>>;
}

/** The system Chromium: an explicit path from the environment, else `chromium` on PATH. */
export function systemChromium(): string | undefined {
  for (const variable of ['CHROME_PATH', 'CHROMIUM_PATH']) {
    const given = process.env[variable];
    if (given !== undefined && given !== '') return given;
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter((d) => d !== '')) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const PACKAGE = '@sparticuz/chromium';

/**
 * The Chromium that `@sparticuz/chromium` carries, unpacked into `<tmp>/animsmith-chromium-<version>`.
 * The package unpacks into `os.tmpdir()`, so it is pointed at a fresh staging folder that is
 * renamed into place whole: a concurrent test process sees either no folder or a complete one.
 */
export async function bundledChromium(): Promise<BrowserBinary> {
  const root = packageRoot(createRequire(import.meta.url).resolve(PACKAGE));
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const home = path.join(os.tmpdir(), `animsmith-chromium-${version}`);
  if (!existsSync(path.join(home, 'chromium'))) {
    const staging = mkdtempSync(`${home}-staging-`);
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    try {
      const { default: Chromium } = (await import(PACKAGE)) as { default: { executablePath(input?: string): Promise<string> } };
      await Chromium.executablePath(path.join(root, 'bin'));
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    try {
      renameSync(staging, home);
    } catch {
      // Another process finished first: its copy is as good as ours.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return { executablePath: path.join(home, 'chromium'), source: `${PACKAGE} ${version}`, env: { FONTCONFIG_PATH: path.join(home, 'fonts') } };
}

/** The folder of the package whose entry is `entry` (its package.json is not exported). */
function packageRoot(entry: string): string {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE) return dir;
  }
  throw new Error(`${PACKAGE} has no package.json above ${entry}`);
}

/** The binary to start: the system's when present, else the bundled one. */
export async function chromiumBinary(): Promise<BrowserBinary> {
  const system = systemChromium();
  return system !== undefined ? { executablePath: system, source: 'system' } : bundledChromium();
}

let shared: Promise<Browser> | undefined;

/** Starts the shared browser on first use; later calls get the same one. */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchChromium(chromiumBinary).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Starts the binary `find` names; any failure becomes one line naming the binary and the reason. */
export async function launchChromium(find: () => Promise<BrowserBinary>): Promise<Browser> {
  let binary: BrowserBinary | undefined;
  try {
    binary = await find();
    return await chromium.launch({
      executablePath: binary.executablePath,
      headless: true,
      args: ARGS,
      ...(binary.env ? { env: { ...process.env, ...binary.env } } : {}),
    });
  } catch (error) {
    const which = binary ? `${binary.source} Chromium at ${binary.executablePath}` : `no system Chromium (CHROME_PATH, CHROMIUM_PATH, chromium on PATH) and ${PACKAGE}`;
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new Error(`no browser for this test: ${which} could not be started: ${reason}`);
  }
}

/** Closes the shared browser if one was started. */
export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  const started = await browser?.catch(() => undefined);
  await started?.close();
}
