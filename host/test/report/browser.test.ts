/**
 * The report in a real browser: the shared headless Chromium, offline, through playwright-core
 * (see support/browser.ts). Screenshots land in artifacts/report/.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { BLEND_CAPTION, EVIDENCE_ONLY_NOTICE } from '../../src/report/report-data.js';
import { CORPUS, REPO, runCli } from '@animsmith/test-utils';
import { sharedBrowser } from '@animsmith/test-utils/browser';
import { openReport, screenshot, type OpenedReport } from './support/browser.js';
import { BIDI_BONE, BIDI_CLIP, bidiClips, HOSTILE_BONE, HOSTILE_CLIP, HOSTILE_FILE, hostileClips, multiClips, overflowClips, writeGlb } from './fixtures/build-glb.js';
import { escapeTerminal } from '../../src/text/escape.js';
import { decodeF32, readReport } from './fixtures/report-html.js';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const WALK_CUT = path.join(REPO, 'examples/walk-cut.glb');
const EXAMPLES_CONFIG = path.join(REPO, 'examples/animsmith.toml');

interface ViewerState {
  clip: string | null;
  clipIndex: number | null;
  option: number;
  frame: number;
  frames: number;
  time: number | null;
  playing: boolean;
  renderer: string;
  evidenceOnly: boolean;
  notice: string | null;
  blend: {
    available: boolean;
    visible: boolean;
    second: string | null;
    secondIndex: number | null;
    weight: number;
    phase: number;
    frameA: number;
    frameB: number;
    failed: boolean;
    decoded: number[];
  };
}

type Pane = 'source' | 'second' | 'blend';

/** The page's globals as the tests read them (the test build has no DOM types). */
interface PageGlobals {
  animsmithReport?: { state(): ViewerState; drawn(pane: string): number[] | null };
  __pwned?: unknown;
  document: { getElementById(id: string): { textContent: string | null } | null };
}

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as unknown as PageGlobals).animsmithReport !== undefined);
}

function viewerState(page: Page): Promise<ViewerState> {
  return page.evaluate(() => (globalThis as unknown as PageGlobals).animsmithReport!.state());
}

function drawn(page: Page, pane: Pane): Promise<number[] | null> {
  return page.evaluate((p) => (globalThis as unknown as PageGlobals).animsmithReport!.drawn(p), pane);
}

async function setRange(page: Page, selector: string, value: number): Promise<void> {
  await page.$eval(
    selector,
    (el, v) => {
      const input = el as unknown as { value: string; dispatchEvent(event: Event): boolean };
      input.value = String(v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}

/** Bright pixels (bones and joints; the background and ground grid are dark) in a canvas's screenshot. */
async function brightPixels(page: Page, selector: string): Promise<number> {
  const png = await page.locator(selector).screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) if (data[i]! + data[i + 1]! + data[i + 2]! > 360) count++;
  return count;
}

/** The model positions of one frame of a clip, decoded from the report's data block as the page holds them. */
function sourceFrame(file: string, option: number, frame: number): number[] {
  const { data } = readReport(file);
  const clip = data.clips[option]!;
  const bones = data.bones.length;
  const all = decodeF32(clip.positions!, clip.frames * bones * 3);
  return Array.from(all.subarray(frame * bones * 3, (frame + 1) * bones * 3));
}

describe('animsmith report in Chromium', function () {
  this.timeout(60000);
  let dir: string;
  const reports: Record<string, string> = {};
  const opened: OpenedReport[] = [];

  async function report(name: string, args: string[]): Promise<string> {
    const file = path.join(dir, `${name}.html`);
    const r = await runCli(['report', ...args, '-o', file], { cwd: dir });
    expect(r.status, r.stderr).to.equal(0);
    return file;
  }

  async function open(name: string): Promise<OpenedReport> {
    const r = await openReport(reports[name]!);
    opened.push(r);
    await ready(r.page);
    return r;
  }

  before(async function () {
    // Builds every report through the CLI (a process each): a hang guard, not a timing.
    this.timeout(300000);
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-report-browser-'));
    await writeGlb(dir, 'multi.glb', multiClips());
    await writeGlb(dir, HOSTILE_FILE, hostileClips(), { foot_l: HOSTILE_BONE });
    await writeGlb(dir, 'overflow.glb', overflowClips());
    await writeGlb(dir, 'bidi.glb', bidiClips(), { foot_l: BIDI_BONE });
    writeFileSync(
      path.join(dir, 'fox-roles.toml'),
      ['[rig.roles]', 'root = "b_Root_00"', 'hips = "b_Hip_01"', 'left_foot = "b_LeftFoot01_017"', 'right_foot = "b_RightFoot01_021"'].join('\n'),
    );
    reports.fox = await report('fox', [FOX]);
    reports.foxRoles = await report('fox-roles', ['--config', 'fox-roles.toml', FOX]);
    reports.walk = await report('walk-cut', ['--config', EXAMPLES_CONFIG, WALK_CUT]);
    reports.evidence = await report('evidence', ['--evidence-only', '--config', EXAMPLES_CONFIG, WALK_CUT]);
    reports.multi = await report('multi', ['multi.glb']);
    reports.hostile = await report('hostile', [HOSTILE_FILE]);
    reports.overflow = await report('overflow', ['overflow.glb']);
    reports.bidi = await report('bidi', ['bidi.glb']);
  });

  afterEach(async () => {
    while (opened.length > 0) await opened.pop()!.page.context().close();
  });

  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [name, key, shot] of [
    ['Fox.glb', 'fox', 'fox'],
    ['Fox.glb with its rig roles', 'foxRoles', 'fox-roles'],
    ['walk-cut.glb', 'walk', 'walk-cut'],
  ] as const) {
    it(`${name}: loads offline with no errors or requests and draws the skeleton`, async () => {
      const { page, errors, requests } = await open(key);
      const state = await viewerState(page);
      expect(state.renderer).to.equal('webgl2');
      expect(state.frame).to.equal(0);
      expect(await brightPixels(page, '#view-source')).to.be.greaterThan(40);
      expect(await drawn(page, 'source')).to.deep.equal(sourceFrame(reports[key]!, 0, 0));
      const file = await screenshot(page, shot);
      console.log(`      screenshot: ${path.relative(REPO, file)}`);
      expect(errors).to.deep.equal([]);
      expect(requests).to.deep.equal([]);
    });
  }

  it('play advances frames and wraps; pause stops', async () => {
    const { page, errors } = await open('walk');
    await page.click('#play');
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).animsmithReport!.state().frame > 3);
    let state = await viewerState(page);
    expect(state.playing).to.equal(true);
    // 33 frames over 1 s: it wraps back to the start within a couple of seconds.
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).animsmithReport!.state().frame < 3, undefined, { timeout: 5000 });
    await page.click('#play');
    state = await viewerState(page);
    expect(state.playing).to.equal(false);
    const frame = state.frame;
    await page.waitForTimeout(200);
    expect((await viewerState(page)).frame).to.equal(frame);
    expect(await drawn(page, 'source')).to.deep.equal(sourceFrame(reports.walk!, 0, frame));
    expect(errors).to.deep.equal([]);
  });

  it('the scrub selects a frame and the time label follows', async () => {
    const { page } = await open('walk');
    await setRange(page, '#scrub', 16);
    const state = await viewerState(page);
    expect(state.frame).to.equal(16);
    expect(state.time).to.equal(0.5);
    expect(await page.textContent('#time-label')).to.equal('0.500 s / 1.000 s · frame 17/33');
  });

  it('clicking a finding selects its clip and judged time', async () => {
    const { page, errors } = await open('multi');
    // Start elsewhere: the clean `run` clip at some frame.
    await page.selectOption('#clip-select', '3');
    await setRange(page, '#scrub', 5);
    expect((await viewerState(page)).clip).to.equal('run');
    const items = page.locator('#findings li.finding');
    expect(await items.count()).to.equal(3);
    await items.nth(1).click(); // quat-norm on `walk` at 0.9 s
    const state = await viewerState(page);
    expect(state.clip).to.equal('walk');
    expect(state.clipIndex).to.equal(1);
    // frame = round(time / duration · (frames − 1)) = round(0.9 / 1.2 · 24)
    expect(state.frame).to.equal(18);
    expect(state.notice).to.equal(null);
    expect(await page.isHidden('#notice')).to.equal(true);
    expect(await drawn(page, 'source')).to.deep.equal(sourceFrame(reports.multi!, 1, 18));
    expect(await items.nth(1).getAttribute('class')).to.contain('selected');
    expect(errors).to.deep.equal([]);
  });

  it('findings on two clips the file names alike select each clip by its normalized name', async () => {
    const { page, errors } = await open('multi');
    const items = page.locator('#findings li.finding');
    await items.nth(2).click(); // quat-norm on `dup#1` (the second `dup`: 21 keys over 1 s) at 0.5 s
    let state = await viewerState(page);
    expect([state.clip, state.clipIndex, state.frame, state.notice]).to.deep.equal(['dup#1', 2, 10, null]);
    await items.nth(0).click(); // quat-norm on the first `dup` (11 keys over 1 s) at 0.5 s
    state = await viewerState(page);
    expect([state.clip, state.clipIndex, state.frame, state.notice]).to.deep.equal(['dup', 0, 5, null]);
    expect(await page.isHidden('#notice')).to.equal(true);
    expect(errors).to.deep.equal([]);
  });

  it('hostile names render as text and never execute', async () => {
    const { page, errors, requests } = await open('hostile');
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).__pwned)).to.equal(undefined);
    expect(await page.locator('img').count()).to.equal(0);
    expect(await page.title()).to.equal(`animsmith report — ${HOSTILE_FILE}`);
    expect(await page.textContent('#file-name')).to.equal(HOSTILE_FILE);
    expect(await page.locator('#clip-select option').first().textContent()).to.contain(HOSTILE_CLIP);
    expect(await page.locator('#findings li.finding').first().textContent()).to.contain(HOSTILE_CLIP);
    expect((await viewerState(page)).clip).to.equal(HOSTILE_CLIP);
    // The finding on the hostile clip still navigates by its (unique) name.
    await page.selectOption('#clip-select', '1');
    await page.locator('#findings li.finding').first().click();
    expect((await viewerState(page)).clip).to.equal(HOSTILE_CLIP);
    // Blending with the hostile clip: its name appears only as text.
    await page.selectOption('#blend-second', '1');
    expect(await page.textContent('#blend-times')).to.contain('“plain”');
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).__pwned)).to.equal(undefined);
    expect(errors).to.deep.equal([]);
    expect(requests).to.deep.equal([]);
  });

  it('bidi, control and line-separator characters in names render escaped everywhere (U+202E)', async () => {
    const { page, errors } = await open('bidi');
    const shown = escapeTerminal(BIDI_CLIP);
    expect(await page.locator('#clip-select option').first().textContent()).to.contain(shown);
    expect(await page.locator('#findings li.finding').first().textContent()).to.contain(shown);
    expect((await viewerState(page)).clip).to.equal(shown);
    await page.selectOption('#blend-second', '1');
    // No text the page shows (outside the data block) holds a raw bidi, control or separator character.
    const raw = await page.evaluate((pattern) => {
      const unsafe = new RegExp(pattern);
      const found: string[] = [];
      const doc = (globalThis as unknown as { document: { createTreeWalker(root: unknown, what: number): { nextNode(): { data: string; parentNode: { nodeName: string } } | null }; body: unknown } }).document;
      const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        // Markup's own line breaks and indentation around elements are not names.
        const text = node.data.replace(/^[\t\n ]+|[\t\n ]+$/g, '');
        if (node.parentNode.nodeName !== 'SCRIPT' && unsafe.test(text)) found.push(text);
      }
      return found;
    }, '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]');
    expect(raw).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
  });

  it('an evidence-only report has no pose payload and shows the notice', async () => {
    const { page, errors, requests } = await open('evidence');
    expect(await page.textContent('#evidence-notice')).to.equal(EVIDENCE_ONLY_NOTICE);
    expect(await page.locator('canvas').count()).to.equal(0);
    expect(await page.locator('#blend').count()).to.equal(0);
    const payload = await page.evaluate(() => JSON.parse((globalThis as unknown as PageGlobals).document.getElementById('report-data')!.textContent!));
    expect(JSON.stringify(payload)).to.not.match(/"(positions|locals|blend|trails|foot_height|root_path|per_frame)"/);
    const state = await viewerState(page);
    expect(state.evidenceOnly).to.equal(true);
    expect(state.renderer).to.equal('none');
    expect(await drawn(page, 'source')).to.equal(null);
    // Findings and measurements remain, and a finding still selects its time.
    expect(await page.locator('#findings li.finding').count()).to.equal(3);
    await page.locator('#findings li.finding').first().click();
    expect((await viewerState(page)).frame).to.equal(32);
    expect(await page.textContent('#charts')).to.contain('gait phase 0.');
    await screenshot(page, 'walk-cut-evidence-only');
    expect(errors).to.deep.equal([]);
    expect(requests).to.deep.equal([]);
  });

  it('the blend pane: admission first, endpoints equal the source panes, interior weights blend', async () => {
    const { page, errors } = await open('fox');
    expect(await page.textContent('#blend-caption')).to.equal(BLEND_CAPTION);
    expect(await page.isHidden('#blend-pane')).to.equal(true);
    let state = await viewerState(page);
    expect(state.blend.available).to.equal(true);
    expect(state.blend.decoded).to.deep.equal([]);

    // A self pair clears.
    await page.selectOption('#blend-second', '0');
    state = await viewerState(page);
    expect(state.blend.visible).to.equal(false);
    expect(await page.isHidden('#blend-pane')).to.equal(true);
    expect(await drawn(page, 'blend')).to.equal(null);

    // Survey (83 frames) with Walk (18 frames).
    await page.selectOption('#blend-second', '1');
    state = await viewerState(page);
    expect(state.blend.visible).to.equal(true);
    expect(state.blend.second).to.equal('Walk');
    expect(state.blend.decoded).to.deep.equal([0, 1]);
    expect(await page.isVisible('#blend-pane')).to.equal(true);
    await setRange(page, '#blend-phase', 0.3);
    state = await viewerState(page);
    expect(state.frame).to.equal(Math.round(0.3 * 82));
    expect(state.blend.frameA).to.equal(state.frame);
    expect(state.blend.frameB).to.equal(Math.round(0.3 * 17));
    const times = await page.textContent('#blend-times');
    expect(times).to.contain(`“Survey” frame ${state.frame + 1}/83`);
    expect(times).to.contain(`“Walk” frame ${state.blend.frameB + 1}/18`);

    const source = await drawn(page, 'source');
    const second = await drawn(page, 'second');
    expect(source).to.deep.equal(sourceFrame(reports.fox!, 0, state.blend.frameA));
    expect(second).to.deep.equal(sourceFrame(reports.fox!, 1, state.blend.frameB));

    await setRange(page, '#blend-weight', 0);
    expect(await drawn(page, 'blend')).to.deep.equal(source);
    await setRange(page, '#blend-weight', 1);
    expect(await drawn(page, 'blend')).to.deep.equal(second);

    await setRange(page, '#blend-weight', 0.5);
    const mid = (await drawn(page, 'blend'))!;
    expect(mid).to.have.length(source!.length);
    expect(mid.every((v) => Number.isFinite(v) && Math.fround(v) === v)).to.equal(true);
    expect(mid).to.not.deep.equal(source);
    expect(mid).to.not.deep.equal(second);
    expect(await brightPixels(page, '#view-blend')).to.be.greaterThan(40);
    await screenshot(page, 'fox-blend');

    // Playback drives the phase; the pair stays decoded (at most two streams).
    await page.click('#play');
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).animsmithReport!.state().frame !== 25);
    await page.click('#play');
    state = await viewerState(page);
    expect(state.blend.frameA).to.equal(state.frame);
    expect(state.blend.frameB).to.equal(Math.round((state.frame / 82) * 17));
    expect(state.blend.decoded).to.deep.equal([0, 1]);

    // Changing the primary clip re-validates: Run with Walk keeps the pair, Walk with Walk clears it.
    await page.selectOption('#clip-select', '2');
    state = await viewerState(page);
    expect(state.blend.visible).to.equal(true);
    expect(state.blend.decoded).to.deep.equal([2, 1]);
    await page.selectOption('#clip-select', '1');
    state = await viewerState(page);
    expect(state.blend.visible).to.equal(false);
    expect(state.blend.decoded).to.deep.equal([]);
    expect(await drawn(page, 'blend')).to.equal(null);
    expect(errors).to.deep.equal([]);
  });

  it('Fox with roles draws trails and charts with a moving playhead', async () => {
    const { page, errors } = await open('foxRoles');
    await page.selectOption('#clip-select', '1'); // Walk
    expect(await page.locator('#charts svg').count()).to.be.greaterThan(3);
    const x0 = await page.locator('#charts line.playhead').first().getAttribute('x1');
    await setRange(page, '#scrub', 10);
    const x1 = await page.locator('#charts line.playhead').first().getAttribute('x1');
    expect(x1).to.not.equal(x0);
    expect(await page.textContent('#charts')).to.contain('gait phase 0.');
    expect(errors).to.deep.equal([]);
  });

  it('an interior blend that leaves the f32 range clears the pane instead of keeping stale geometry', async () => {
    const { page, errors } = await open('overflow');
    await page.selectOption('#blend-second', '1');
    await setRange(page, '#blend-weight', 0);
    expect(await drawn(page, 'blend')).to.deep.equal(await drawn(page, 'source'));
    await setRange(page, '#blend-weight', 0.5);
    const state = await viewerState(page);
    expect(state.blend.failed).to.equal(true);
    expect(await drawn(page, 'blend')).to.equal(null);
    expect(await page.textContent('#blend-status')).to.contain('not finite or not representable as f32');
    await setRange(page, '#blend-weight', 1);
    expect(await drawn(page, 'blend')).to.deep.equal(await drawn(page, 'second'));
    expect(await page.textContent('#blend-status')).to.equal('');
    expect(errors).to.deep.equal([]);
  });

  it('falls back to Canvas2D when WebGL2 is unavailable', async () => {
    const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 }, offline: true });
    try {
      await context.addInitScript(() => {
        type Canvas = { getContext(type: string, ...rest: unknown[]): unknown };
        const proto = (globalThis as unknown as { HTMLCanvasElement: { prototype: Canvas } }).HTMLCanvasElement.prototype;
        const original = proto.getContext;
        proto.getContext = function (this: Canvas, type: string, ...rest: unknown[]) {
          return type === 'webgl2' || type === 'webgl' ? null : original.call(this, type, ...rest);
        };
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(pathToFileURL(reports.walk!).href, { waitUntil: 'load' });
      await ready(page);
      expect((await viewerState(page)).renderer).to.equal('canvas2d');
      expect(await brightPixels(page, '#view-source')).to.be.greaterThan(40);
      await setRange(page, '#scrub', 8);
      expect(await drawn(page, 'source')).to.deep.equal(sourceFrame(reports.walk!, 0, 8));
      await screenshot(page, 'walk-cut-canvas2d');
      expect(errors).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
