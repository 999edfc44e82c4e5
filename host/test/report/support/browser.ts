/**
 * Opens a report the way a person would: Debian's Chromium, headless, through playwright-core,
 * from a file:// URL with the network cut off. Every request that is not the report itself and
 * every console error is recorded so tests can assert there are none.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO } from '@animsmith/test-utils';

/** Where screenshots of reports are kept (CI keeps the folder as an artifact; git ignores it). */
export const ARTIFACTS = path.join(REPO, 'artifacts', 'report');

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (p): p is string => typeof p === 'string' && p.length > 0,
);

export function chromiumPath(): string | undefined {
  return CANDIDATES.find((p) => existsSync(p));
}

export interface OpenedReport {
  readonly page: Page;
  /** Console messages of type error, and uncaught page errors. */
  readonly errors: string[];
  /** Every request other than the report file itself. */
  readonly requests: string[];
}

let browser: Browser | undefined;

export async function launch(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: install Debian package chromium (or set CHROMIUM_PATH)');
  browser ??= await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export async function openReport(file: string, viewport = { width: 1280, height: 800 }): Promise<OpenedReport> {
  const context = await (await launch()).newContext({ viewport, offline: true });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  const self = pathToFileURL(path.resolve(file)).href;
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('request', (req) => {
    if (req.url() !== self) requests.push(req.url());
  });
  await page.goto(self, { waitUntil: 'load' });
  return { page, errors, requests };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
