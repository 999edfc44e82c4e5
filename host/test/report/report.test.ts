import { expect } from 'chai';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeFile } from '../../src/engine/analyze.js';
import { openSession } from '../../src/engine/session.js';
import { escapeHtmlText, jsonForScript } from '../../src/report/escape-html.js';
import { BLEND_CAPTION, EVIDENCE_ONLY_NOTICE } from '../../src/report/report-data.js';
import { CORPUS, REPO, runCli } from '@animsmith/test-utils';
import { HOSTILE_BONE, HOSTILE_CLIP, HOSTILE_FILE, hostileClips, multiClips, writeGlb } from './fixtures/build-glb.js';
import { decodeF32, readReport, reportData } from './fixtures/report-html.js';

const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
const WALK_CUT = path.join(REPO, 'examples/walk-cut.glb');
const EXAMPLES_CONFIG = path.join(REPO, 'examples/animsmith.toml');
const ONE_MB = 1024 * 1024;

/** Everything a self-contained page must never contain. */
function expectSelfContained(html: string): void {
  expect(html).to.not.match(/https?:/i);
  expect(html).to.not.match(/\b(?:src|href|action|poster|data)\s*=\s*["']?\s*\/\//i);
  expect(html).to.not.match(/\bfetch\s*\(/);
  expect(html).to.not.match(/XMLHttpRequest|WebSocket|EventSource|importScripts|sendBeacon/);
  expect(html).to.not.match(/<link\b|@import|url\(/i);
  expect(html).to.not.match(/<(?:img|iframe|object|embed)\b/i);
}

function oneLineError(r: { status: number | null; stdout: string; stderr: string }, pattern: RegExp): void {
  expect(r.status, r.stderr).to.equal(2);
  expect(r.stdout).to.equal('');
  const lines = r.stderr.trim().split('\n');
  expect(lines, r.stderr).to.have.length(1);
  expect(lines[0]).to.match(/^animsmith: /);
  expect(lines[0]).to.match(pattern);
}

describe('animsmith report', () => {
  let dir: string;
  let multi: string;
  let hostile: string;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'animsmith-report-'));
    multi = await writeGlb(dir, 'multi.glb', multiClips());
    hostile = await writeGlb(dir, HOSTILE_FILE, hostileClips(), { foot_l: HOSTILE_BONE });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  describe('Fox.glb', () => {
    let html: string;
    before(async () => {
      const r = await runCli(['report', FOX, '-o', 'fox.html'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stderr).to.equal('');
      expect(r.stdout).to.match(/^written fox\.html: 3 clip\(s\), 2 finding\(s\), \d+ bytes\n$/);
      html = readFileSync(path.join(dir, 'fox.html'), 'utf8');
      expect(r.stdout).to.contain(`${Buffer.byteLength(html)} bytes`);
    });

    it('is one self-contained HTML file with the viewer inlined', () => {
      expect(html.startsWith('<!DOCTYPE html>')).to.equal(true);
      expectSelfContained(html);
      expect(html).to.contain('<canvas id="view-source"');
      expect(html).to.contain('window.animsmithReport');
      expect(html).to.contain('AnimsmithBlend');
      expect(html).to.contain(escapeHtmlText(BLEND_CAPTION));
      expect(html).to.not.contain(EVIDENCE_ONLY_NOTICE);
    });

    it('stays under 1 MB', () => {
      expect(statSync(path.join(dir, 'fox.html')).size).to.be.below(ONE_MB);
    });

    it('embeds exactly the pose grids the checks judged, and names only the file', async () => {
      const data = reportData(html);
      expect(data.file).to.equal('Fox.glb');
      expect(html).to.not.contain(CORPUS);
      const session = await openSession(dir, undefined);
      const { services } = await analyzeFile(session, FOX);
      expect(data.bones.map((b) => b.name)).to.deep.equal(services.document.bones.map((b) => b.name));
      expect(data.bones.map((b) => b.parent)).to.deep.equal(services.document.bones.map((b) => b.parent));
      expect(data.clips.map((c) => c.name)).to.deep.equal(['Survey', 'Walk', 'Run']);
      for (const clip of data.clips) {
        const grid = services.grids.grid(clip.index)!;
        expect(clip.frames).to.equal(grid.frameCount);
        const positions = decodeF32(clip.positions!, grid.frameCount * grid.boneCount * 3);
        expect(Buffer.from(positions.buffer).equals(Buffer.from(grid.positions.buffer, grid.positions.byteOffset, grid.positions.byteLength))).to.equal(true);
        expect(Array.from(decodeF32(clip.times, grid.frameCount))).to.deep.equal(Array.from(grid.times));
      }
      expect(data.blend?.admitted.map((s) => s.clip)).to.deep.equal(['Survey', 'Walk', 'Run']);
      expect(data.prediction_provenance).to.equal(null);
    });

    it('writes the same bytes on every run', async () => {
      const r = await runCli(['report', FOX, '-o', 'fox-again.html'], { cwd: dir });
      expect(r.status).to.equal(0);
      expect(readFileSync(path.join(dir, 'fox-again.html')).equals(readFileSync(path.join(dir, 'fox.html')))).to.equal(true);
    });
  });

  describe('walk-cut.glb with the examples config', () => {
    it('lists exactly the lint findings and gaps, with trails and foot charts', async () => {
      const r = await runCli(['report', '--config', EXAMPLES_CONFIG, WALK_CUT, '-o', 'walk.html'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.match(/^written walk\.html: 1 clip\(s\), 3 finding\(s\), \d+ bytes\n$/);
      const { html, data } = readReport(path.join(dir, 'walk.html'));
      expectSelfContained(html);
      const lint = JSON.parse((await runCli(['lint', '--format', 'json', '--config', EXAMPLES_CONFIG, WALK_CUT], { cwd: dir })).stdout);
      type Rec = { check_id: string; findings: { check_id: string; severity: string; message: string; clip?: string; bone?: string; time_s?: number }[]; gaps?: { code: string; message: string }[] };
      const records = lint.files[0].checks as Rec[];
      const findings = records.flatMap((c) => c.findings);
      expect(data.findings.map((f) => [f.check, f.severity, f.clip, f.bone, f.time, f.message])).to.deep.equal(
        findings.map((f) => [f.check_id, f.severity, f.clip ?? null, f.bone ?? null, f.time_s ?? null, f.message]),
      );
      expect(data.gaps.map((g) => [g.check_id, g.code, g.message])).to.deep.equal(
        records.flatMap((c) => (c.gaps ?? []).map((g) => [c.check_id, g.code, g.message])),
      );
      const walk = data.clips[0]!;
      expect(walk.trails).to.deep.equal({ hips: 0, left_foot: 1, right_foot: 2 });
      expect(walk.charts.foot_height?.left?.values).to.have.length(walk.frames);
      expect(walk.charts.foot_height?.difference).to.have.length(walk.frames);
      expect(walk.charts.gait.phase_availability).to.equal('measured');
      expect(walk.charts.root_path?.x).to.have.length(walk.frames);
      expect(walk.charts.loop_deltas.bones.map((b) => b.bone)).to.include('foot_r');
      expect(walk.charts.speed.per_frame).to.have.length(walk.frames);
    });
  });

  describe('--evidence-only', () => {
    it('embeds no positions, local transforms or blend data, shows the notice, keeps findings and measurements', async () => {
      const r = await runCli(['report', '--evidence-only', '--config', EXAMPLES_CONFIG, WALK_CUT, '-o', 'evidence.html'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.match(/, evidence-only\n$/);
      const { html, data } = readReport(path.join(dir, 'evidence.html'));
      expectSelfContained(html);
      expect(html).to.contain(`<p class="evidence-notice" id="evidence-notice" role="note">${EVIDENCE_ONLY_NOTICE}</p>`);
      expect(data.evidence_only).to.equal(true);
      expect(data).to.not.have.property('blend');
      expect(html).to.not.contain('"positions"');
      expect(html).to.not.contain('"locals"');
      expect(html).to.not.contain('"admitted"');
      expect(html).to.not.contain('<canvas');
      expect(html).to.not.contain('id="blend"');
      for (const clip of data.clips) {
        expect(clip).to.not.have.property('positions');
        expect(clip).to.not.have.property('trails');
        expect(clip.charts).to.not.have.property('foot_height');
        expect(clip.charts).to.not.have.property('root_path');
        expect(clip.charts.speed).to.not.have.property('per_frame');
        // measurements remain
        expect(clip.charts.gait.phase_availability).to.equal('measured');
        expect(clip.charts.loop_deltas.bones.length).to.be.greaterThan(0);
      }
      expect(data.findings).to.have.length(3);
      // The full report's position payload appears nowhere.
      const full = readReport(path.join(dir, 'walk.html')).data;
      expect(html).to.not.contain(full.clips[0]!.positions!.slice(0, 64));
    });
  });

  describe('hostile names', () => {
    it('writes file-derived strings as inert text in every context', async () => {
      const r = await runCli(['report', path.basename(hostile), '-o', 'hostile.html'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(0);
      const { html, data } = readReport(path.join(dir, 'hostile.html'));
      expectSelfContained(html);
      // Only the page's own four script elements (data, safe text, blend math, viewer) open and close.
      expect(html.match(/<script/gi)).to.have.length(4);
      expect(html.match(/<\/script/gi)).to.have.length(4);
      expect(html).to.not.match(/<[a-z][^>]*\sonerror\s*=/i);
      expect(html).to.not.contain('\u2028');
      // JSON.parse restores the exact strings.
      expect(data.file).to.equal(HOSTILE_FILE);
      expect(data.clips[0]!.name).to.equal(HOSTILE_CLIP);
      expect(data.bones[1]!.name).to.equal(HOSTILE_BONE);
      expect(data.findings[0]!.clip).to.equal(HOSTILE_CLIP);
      expect(html).to.contain(`<title>animsmith report — ${escapeHtmlText(HOSTILE_FILE)}</title>`);
      expect(html).to.contain(`<p class="file" id="file-name">&#60;img src=x onerror=window.__pwned=3&#62;.glb</p>`);
      expect(readFileSync(path.join(dir, 'hostile.html')).equals(Buffer.from(await renderAgain()))).to.equal(true);

      async function renderAgain(): Promise<string> {
        const again = await runCli(['report', path.basename(hostile), '-o', 'hostile-again.html'], { cwd: dir });
        expect(again.status).to.equal(0);
        return readFileSync(path.join(dir, 'hostile-again.html'), 'utf8');
      }
    });

    it('escapes the data block for a script element and HTML for text and attributes', () => {
      const text = jsonForScript({ name: '</script><!--<script>&\u2028\u2029' });
      expect(text).to.equal('{"name":"\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e\\u0026\\u2028\\u2029"}');
      expect(JSON.parse(text)).to.deep.equal({ name: '</script><!--<script>&\u2028\u2029' });
      expect(escapeHtmlText(`<a href="x" onclick='y'>&\u202e`)).to.equal('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;\\u{202e}');
    });
  });

  describe('clips', () => {
    it('lists clips without a grid as omitted with the reason', async () => {
      const r = await runCli(['report', 'multi.glb', '-o', 'multi.html'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.match(/: 4 clip\(s\), 3 finding\(s\), /);
      const { data } = readReport(path.join(dir, 'multi.html'));
      expect(data.clips.map((c) => c.name)).to.deep.equal(['dup', 'walk', 'dup#1', 'run']);
      expect(data.omitted_clips).to.deep.equal([{ name: 'short', index: 3, reason: 'no pose grid: fewer than 3 samples (the longest track has fewer than 3 keys)' }]);
      expect(data.findings.map((f) => f.clip)).to.deep.equal(['dup', 'walk', 'dup#1']);
    });

    it('--clip keeps that clip, its findings and clip-less findings', async () => {
      const r = await runCli(['report', '--clip', 'walk', 'multi.glb', '-o', 'walk-only.html'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.match(/: 1 clip\(s\), 1 finding\(s\), /);
      const { data } = readReport(path.join(dir, 'walk-only.html'));
      expect(data.clip_filter).to.equal('walk');
      expect(data.clips.map((c) => [c.name, c.index])).to.deep.equal([['walk', 1]]);
      expect(data.findings.map((f) => [f.check, f.clip, f.time])).to.deep.equal([['quat-norm', 'walk', 0.8999999761581421]]);
      expect(data.blend?.admitted.map((s) => s.clip)).to.deep.equal(['walk']);
    });

    it('--clip addresses one of two clips named alike by its normalized name', async () => {
      for (const [clip, index] of [['dup', 0], ['dup#1', 2]] as const) {
        const r = await runCli(['report', '--clip', clip, 'multi.glb', '-o', 'dup-only.html'], { cwd: dir });
        expect(r.status, r.stderr).to.equal(0);
        const { data } = readReport(path.join(dir, 'dup-only.html'));
        expect(data.clips.map((c) => [c.name, c.index])).to.deep.equal([[clip, index]]);
        expect(data.findings.map((f) => f.clip)).to.deep.equal([clip]);
      }
    });
  });

  describe('operator errors: exit 2, one line, no file', () => {
    it('without -o', async () => {
      oneLineError(await runCli(['report', 'multi.glb'], { cwd: dir }), /-o\/--output FILE is required/);
    });

    it('for a missing input', async () => {
      oneLineError(await runCli(['report', 'missing.glb', '-o', 'missing.html'], { cwd: dir }), /cannot read missing\.glb: no such file/);
      expect(existsSync(path.join(dir, 'missing.html'))).to.equal(false);
    });

    it('for a truncated GLB', async () => {
      const bytes = readFileSync(multi);
      writeFileSync(path.join(dir, 'truncated.glb'), bytes.subarray(0, bytes.length - 40));
      oneLineError(await runCli(['report', 'truncated.glb', '-o', 'truncated.html'], { cwd: dir }), /truncated\.glb: /);
      expect(existsSync(path.join(dir, 'truncated.html'))).to.equal(false);
    });

    it('for an unknown --clip', async () => {
      oneLineError(await runCli(['report', '--clip', 'nope', 'multi.glb', '-o', 'nope.html'], { cwd: dir }), /--clip: multi\.glb has no clip named 'nope'/);
      expect(existsSync(path.join(dir, 'nope.html'))).to.equal(false);
    });

    it('for an unwritable output', async () => {
      oneLineError(await runCli(['report', 'multi.glb', '-o', 'no-such-dir/out.html'], { cwd: dir }), /cannot write no-such-dir\/out\.html/);
    });
  });

  describe('atomic output', () => {
    it('replaces an existing report whole and leaves no temporary file', async () => {
      const target = path.join(dir, 'replace.html');
      writeFileSync(target, 'old report');
      const r = await runCli(['report', 'multi.glb', '-o', 'replace.html'], { cwd: dir });
      expect(r.status, r.stderr).to.equal(0);
      expect(readFileSync(target, 'utf8')).to.equal(readFileSync(path.join(dir, 'multi.html'), 'utf8'));
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).to.deep.equal([]);
    });

    it('keeps the previous report when the run fails', async () => {
      const target = path.join(dir, 'keep.html');
      writeFileSync(target, 'previous report');
      const r = await runCli(['report', 'missing.glb', '-o', 'keep.html'], { cwd: dir });
      expect(r.status).to.equal(2);
      expect(readFileSync(target, 'utf8')).to.equal('previous report');
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).to.deep.equal([]);
    });
  });
});
