import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildRunServices } from '../../src/engine/run-services.js';
import { syntheticSource } from '../../src/model/synthetic-source.js';
import {
  buildCompareData,
  COMPARE_POSE_BUDGET_BYTES,
  EVIDENCE_ONLY_NOTICE,
  type CompareData,
  type CompareSideSource,
} from '../../src/report/compare/compare-data.js';
import { renderCompare } from '../../src/report/compare/render-compare.js';
import { buildDocument, type DocumentSpec } from '../../src/testing/build-document.js';
import { REPO, runCli } from '@animsmith/test-utils';
import { openReport, screenshot } from './support/browser.js';

const WALK = 'examples/walk.glb';
const WALK_CUT = 'examples/walk-cut.glb';
const HOSTILE = '</script><img src=x onerror=alert(1)>';

/** Non-transparent, blue (before) and orange (after) pixels of each pane's canvas. */
const PIXEL_COUNTS = `(() => {
  const out = {};
  for (const id of ['before', 'after', 'overlay']) {
    const c = document.getElementById('canvas-' + id);
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let any = 0, blue = 0, orange = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3] === 0) continue;
      any++;
      if (d[i + 2] > 200 && d[i] < 120) blue++;
      if (d[i] > 200 && d[i + 2] < 120) orange++;
    }
    out[id] = { any, blue, orange };
  }
  return out;
})()`;

function dataBlock(html: string): CompareData {
  const m = /<script type="application\/json" id="report-data">([^<]*)<\/script>/.exec(html);
  expect(m, 'data block').to.not.equal(null);
  return JSON.parse(m![1]!) as CompareData;
}

/** A two-bone document with one translation track of `keys` keys per clip. */
function side(file: string, clips: readonly string[], keys = 5, boneName = 'foot'): CompareSideSource {
  const spec: DocumentSpec = {
    bones: [{ name: 'hips', translation: [0, 1, 0] }, { name: boneName, parent: 'hips', translation: [0, -1, 0] }],
    clips: clips.map((name) => ({
      name,
      tracks: [
        {
          bone: boneName,
          property: 'translation',
          times: Array.from({ length: keys }, (_, k) => k / (keys - 1)),
          values: Array.from({ length: keys }, (_, k) => [0, -1 + 0.1 * Math.sin(k), 0.2 * Math.cos(k)]).flat(),
        },
      ],
    })),
  };
  const document = buildDocument(spec);
  const services = buildRunServices(document, syntheticSource(document), {});
  return { file, document: services.document, grids: services.grids, clips: services.measurements.clips };
}

describe('report --before/--after (comparison)', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'animsmith-compare-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one self-contained file listing the metric deltas, deterministically', async () => {
    const out = path.join(dir, 'compare.html');
    const r = await runCli(['report', '--before', WALK, '--after', WALK_CUT, '-o', out]);
    expect(r.stderr).to.equal('');
    expect(r.status).to.equal(0);
    expect(r.stdout).to.match(/^written .*compare\.html: 1 clip\(s\) side by side, \d+ delta\(s\), \d+ bytes\n$/);
    const html = readFileSync(out, 'utf8');

    // Self-contained: no URL, no external element, the viewer inlined, and a CSP that forbids requests.
    expect(html).to.not.match(/https?:|\/\/[a-z]|<link|<img|\bsrc\s*=|\bhref\s*=|@import|url\(/i);
    expect(html).to.include("default-src 'none'");
    expect(html).to.include('window.AnimsmithCompare');

    // The cut walk's popped seam: loop continuity of both feet and the seam ratio moved.
    const data = dataBlock(html);
    expect(data.clips).to.deep.equal(['walk']);
    const metrics = data.deltas.map((d) => `${d.metric}${d.bone ? ` (${d.bone})` : ''}`);
    expect(metrics).to.include.members([
      'loop_continuity.bones[2].position_delta_m (foot_r)',
      'loop_continuity.bones[2].seam_velocity_delta_mps (foot_r)',
      'loop_continuity.bones[1].position_delta_m (foot_l)',
      'loop_seam_ratio',
    ]);
    const footR = data.deltas.find((d) => d.metric === 'loop_continuity.bones[2].position_delta_m')!;
    expect(footR.note).to.equal('moved');
    expect(footR.before).to.be.lessThan(0.001);
    expect(footR.after).to.be.closeTo(0.158, 0.001);
    expect(html).to.match(/<td>loop_continuity\.bones\[2\]\.position_delta_m <span class="bone">\(foot_r\)<\/span><\/td>/);

    // Both sides' poses are embedded: 33 frames × 3 bones × 12 bytes each.
    for (const s of [data.before, data.after]) {
      expect(s.poses).to.equal('included');
      expect(s.pose_bytes).to.equal(33 * 3 * 12);
      expect(Buffer.from(s.clips[0]!.positions!, 'base64').length).to.equal(33 * 3 * 12);
    }

    const again = path.join(dir, 'compare-again.html');
    expect((await runCli(['report', '--before', WALK, '--after', WALK_CUT, '-o', again])).status).to.equal(0);
    expect(readFileSync(again, 'utf8')).to.equal(html);
  });

  it('lists no delta when a file is compared with itself', async () => {
    const out = path.join(dir, 'same.html');
    expect((await runCli(['report', '--before', WALK, '--after', WALK, '-o', out])).status).to.equal(0);
    const html = readFileSync(out, 'utf8');
    expect(dataBlock(html).deltas).to.deep.equal([]);
    expect(html).to.include('No significant metric delta');
  });

  it('keeps deltas and embeds no positions with --evidence-only', async () => {
    const out = path.join(dir, 'evidence.html');
    const r = await runCli(['report', '--before', WALK, '--after', WALK_CUT, '--evidence-only', '-o', out]);
    expect(r.status).to.equal(0);
    const data = dataBlock(readFileSync(out, 'utf8'));
    expect(data.evidence_only).to.equal(true);
    for (const s of [data.before, data.after]) {
      expect(s.poses).to.equal('omitted_evidence_only');
      expect(s.notice).to.equal(EVIDENCE_ONLY_NOTICE);
      expect(s.clips.every((c) => c.positions === undefined)).to.equal(true);
    }
    expect(data.deltas.length).to.be.greaterThan(0);
  });

  describe('operator errors exit 2 with one line and nothing on stdout', () => {
    const cases: [string, string[], RegExp][] = [
      ['--before without --after', ['report', '--before', WALK, '-o', 'x.html'], /--before and --after must be given together/],
      ['--after without --before', ['report', '--after', WALK, '-o', 'x.html'], /--before and --after must be given together/],
      ['--before/--after with INPUT', ['report', WALK, '--before', WALK, '--after', WALK_CUT, '-o', 'x.html'], /cannot be combined with an INPUT/],
      ['no -o', ['report', '--before', WALK, '--after', WALK_CUT], /-o\/--output FILE is required/],
      ['a missing file', ['report', '--before', WALK, '--after', 'examples/no-such.glb', '-o', 'x.html'], /no-such\.glb/],
      ['an unknown --clip', ['report', '--before', WALK, '--after', WALK_CUT, '--clip', 'nope', '-o', 'x.html'], /--clip: no clip named "nope"/],
    ];
    for (const [name, args, message] of cases) {
      it(name, async () => {
        const r = await runCli(args.map((a) => (a === 'x.html' ? path.join(dir, 'never.html') : a)));
        expect(r.status).to.equal(2);
        expect(r.stdout).to.equal('');
        expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
        expect(r.stderr).to.match(message);
        expect(() => statSync(path.join(dir, 'never.html'))).to.throw();
      });
    }
  });

  describe('per-side 32 MiB pose budget', () => {
    it('is 32 MiB', () => {
      expect(COMPARE_POSE_BUDGET_BYTES).to.equal(33_554_432);
    });

    it('omits only the side over its budget, with a notice, and still lists the deltas', () => {
      const before = side('a.glb', ['walk', 'run'], 5); // 2 clips × 5 frames × 2 bones × 12 = 240 bytes
      const after = side('b.glb', ['walk', 'run'], 9); // 2 × 9 × 2 × 12 = 432 bytes
      const data = buildCompareData(before, after, { poseBudgetBytes: 240 });
      expect(data.before.poses).to.equal('included');
      expect(data.before.pose_bytes).to.equal(240);
      expect(data.before.notice).to.equal(undefined);
      expect(data.before.clips.map((c) => c.positions !== undefined)).to.deep.equal([true, true]);
      // Exactly the judged grid, bit for bit (clips in name order: run, walk).
      const judged = before.grids.grid(before.document.clips.findIndex((c) => c.name === 'run'))!.positions;
      expect(Buffer.from(data.before.clips[0]!.positions!, 'base64').equals(Buffer.from(judged.buffer, judged.byteOffset, judged.byteLength))).to.equal(true);
      expect(data.after.poses).to.equal('omitted_budget');
      expect(data.after.pose_bytes).to.equal(432);
      expect(data.after.notice).to.match(/^After poses omitted: 432 bytes of sampled positions exceed this side's 240-byte/);
      expect(data.after.clips.every((c) => c.positions === undefined)).to.equal(true);
      expect(data.deltas.map((d) => `${d.clip} ${d.metric}`)).to.include.members(['run frame_count', 'walk frame_count']);
      expect(buildCompareData(before, after, { poseBudgetBytes: 432 }).after.poses, 'exactly at the budget').to.equal('included');
      const html = renderCompare(data);
      expect(html).to.include('After poses omitted: 432 bytes');
      expect(html).to.include('<td>frame_count</td>');
    });

    it('counts only the clips shown side by side, and notes the others', () => {
      const data = buildCompareData(side('a.glb', ['walk', 'old']), side('b.glb', ['walk', 'new', 'new']));
      expect(data.clips).to.deep.equal(['walk']);
      expect(data.before.pose_bytes).to.equal(5 * 2 * 12);
      expect(data.notices).to.deep.equal([
        'Clip "new" is only in after; it is not shown side by side.',
        'Clip "new#1" is only in after; it is not shown side by side.',
        'Clip "old" is only in before; it is not shown side by side.',
      ]);
      expect(data.deltas.map((d) => `${d.clip} ${d.note}`)).to.deep.equal(['new clip added', 'new#1 clip added', 'old clip removed']);
    });

    it('pairs clips named alike by their normalized names (dup with dup, dup#1 with dup#1)', () => {
      const data = buildCompareData(side('a.glb', ['dup', 'dup']), side('b.glb', ['dup', 'dup'], 9));
      expect(data.clips).to.deep.equal(['dup', 'dup#1']);
      expect(data.notices).to.deep.equal([]);
      expect(data.before.clips.map((c) => c.frames)).to.deep.equal([5, 5]);
      expect(data.after.clips.map((c) => c.frames)).to.deep.equal([9, 9]);
    });
  });

  describe('in Chromium', function () {
    it('loads with no console errors or requests, draws both skeletons and the overlay, plays, and follows a delta click', async () => {
      const out = path.join(dir, 'compare.html');
      expect((await runCli(['report', '--before', WALK, '--after', WALK_CUT, '-o', out])).status).to.equal(0);
      const { page, errors, requests } = await openReport(out);
      await page.waitForFunction(() => (globalThis as unknown as { AnimsmithCompare?: unknown }).AnimsmithCompare !== undefined);

      // A string, not a closure: tsx would wrap named inner functions in a helper the page lacks.
      // At frame 0 both walks stand in the same pose (the overlay's after hides before); the last
      // frame is where the cut walk ends mid-stride.
      await page.evaluate(() => (globalThis as unknown as { AnimsmithCompare: { setFrame(f: number): void } }).AnimsmithCompare.setFrame(32));
      const counts = (await page.evaluate(PIXEL_COUNTS)) as Record<'before' | 'after' | 'overlay', { any: number; blue: number; orange: number }>;
      expect(counts.before.blue, 'before pane draws the before skeleton').to.be.greaterThan(20);
      expect(counts.before.orange).to.equal(0);
      expect(counts.after.orange, 'after pane draws the after skeleton').to.be.greaterThan(20);
      expect(counts.after.blue).to.equal(0);
      expect(counts.overlay.blue, 'overlay draws before').to.be.greaterThan(20);
      expect(counts.overlay.orange, 'overlay draws after').to.be.greaterThan(20);

      type Api = { state(): { frame: number; beforeFrame: number; afterFrame: number; clip: string }; setFrame(f: number): void };
      await page.click('#play');
      await page.waitForFunction(() => (globalThis as unknown as { AnimsmithCompare: Api }).AnimsmithCompare.state().frame > 3, undefined, { timeout: 5000 });
      await page.click('#play');
      await page.evaluate(() => (globalThis as unknown as { AnimsmithCompare: Api }).AnimsmithCompare.setFrame(16));
      const state = await page.evaluate(() => (globalThis as unknown as { AnimsmithCompare: Api }).AnimsmithCompare.state());
      expect(state).to.deep.include({ clip: 'walk', frame: 16, beforeFrame: 16, afterFrame: 16 });
      expect(await page.textContent('#time-label')).to.include('before frame 16/32 t=0.500 s');

      // A delta row of the selected clip keeps the frame; its row is marked current.
      await page.click('#delta-table tbody tr');
      expect(await page.getAttribute('#delta-table tbody tr', 'class')).to.include('current');
      expect(await page.evaluate(() => (globalThis as unknown as { AnimsmithCompare: Api }).AnimsmithCompare.state().frame)).to.equal(16);
      await page.evaluate(() => (globalThis as unknown as { AnimsmithCompare: Api }).AnimsmithCompare.setFrame(24));

      const shot = await screenshot(page, 'compare');
      expect(statSync(shot).size).to.be.greaterThan(1000);
      expect(errors).to.deep.equal([]);
      expect(requests).to.deep.equal([]);
      await page.context().close();
    });

    it('renders hostile clip and bone names as text and runs nothing they contain', async () => {
      const data = buildCompareData(side('a.glb', [HOSTILE], 5, HOSTILE), side(`b${HOSTILE}.glb`, [HOSTILE], 7, HOSTILE));
      const html = renderCompare(data);
      expect(html).to.not.include('<img');
      const out = path.join(dir, 'hostile.html');
      writeFileSync(out, html);
      const { page, errors, requests } = await openReport(out);
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        void d.dismiss();
      });
      await page.waitForFunction(() => (globalThis as unknown as { AnimsmithCompare?: unknown }).AnimsmithCompare !== undefined);
      expect(await page.textContent('#clip-select option')).to.equal(HOSTILE);
      expect(await page.locator('img').count()).to.equal(0);
      expect(await page.textContent('#delta-table')).to.include('frame_count');
      expect(dialogs).to.equal(0);
      expect(errors).to.deep.equal([]);
      expect(requests).to.deep.equal([]);
      await page.context().close();
    });
  });

  it('resolves its fixtures from the repository root', () => {
    expect(statSync(path.join(REPO, WALK)).isFile()).to.equal(true);
  });
});
