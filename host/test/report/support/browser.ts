/**
 * Opens a report the way a person would: in the shared headless Chromium (`@animsmith/test-utils/browser`),
 * through playwright-core, from a file:// URL with the network cut off. Every request that is not
 * the report itself and every console error is recorded so tests can assert there are none.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { REPO } from '@animsmith/test-utils';
import { sharedBrowser } from '@animsmith/test-utils/browser';

/** Where screenshots of reports are kept (CI keeps the folder as an artifact; git ignores it). */
export const ARTIFACTS = path.join(REPO, 'artifacts', 'report');

export interface OpenedReport {
  readonly page: Page;
  /** Console messages of type error, and uncaught page errors. */
  readonly errors: string[];
  /** Every request other than the report file itself. */
  readonly requests: string[];
}

export async function openReport(file: string, viewport = { width: 1280, height: 800 }): Promise<OpenedReport> {
  const context = await (await sharedBrowser()).newContext({ viewport, offline: true });
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
