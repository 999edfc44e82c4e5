import { expect } from 'chai';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, sharedBrowser, systemChromium } from '@animsmith/test-utils/browser';

describe('test-utils: the shared browser', () => {
  it('starts (the system Chromium or the one @sparticuz/chromium ships) and renders WebGL2', async () => {
    const browser = await sharedBrowser();
    expect(await sharedBrowser(), 'one browser for every test').to.equal(browser);
    const page = await browser.newPage();
    try {
      const version = await page.evaluate(() => {
        const canvas = (globalThis as unknown as { document: { createElement(tag: string): { getContext(kind: string): { getParameter(p: number): string; VERSION: number } | null } } }).document.createElement('canvas');
        const gl = canvas.getContext('webgl2');
        return gl ? gl.getParameter(gl.VERSION) : null;
      });
      expect(version).to.match(/^WebGL 2\.0/);
    } finally {
      await page.close();
    }
  });

  it('prefers CHROME_PATH over PATH', () => {
    const saved = process.env.CHROME_PATH;
    process.env.CHROME_PATH = '/opt/chrome/chrome';
    try {
      expect(systemChromium()).to.equal('/opt/chrome/chrome');
    } finally {
      if (saved === undefined) delete process.env.CHROME_PATH;
      else process.env.CHROME_PATH = saved;
    }
  });

  it('a browser that cannot start fails with one line naming it and why', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-nobrowser-'));
    const fake = path.join(dir, 'chromium');
    writeFileSync(fake, '#!/bin/sh\necho "no display here" >&2\nexit 3\n');
    chmodSync(fake, 0o755);
    try {
      const failure = await launchChromium(async () => ({ executablePath: fake, source: 'system' })).then(
        () => undefined,
        (error: Error) => error.message,
      );
      expect(failure).to.be.a('string');
      expect(failure!.split('\n')).to.have.length(1);
      expect(failure).to.match(new RegExp(`^no browser for this test: system Chromium at ${fake.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} could not be started: `));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
