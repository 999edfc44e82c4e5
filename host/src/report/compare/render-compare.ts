/**
 * The before/after comparison page: one self-contained HTML file with the same clip from two files
 * side by side and overlaid, and the metric deltas between their measurements. No I/O beyond
 * reading the inlined browser asset; no external request of any kind (a CSP forbids them too).
 *
 * Every string from a file is escaped for its context: HTML text and attribute values through
 * `escapeHtmlText`/`escapeHtmlAttribute`, the JSON data block through `jsonForScript`.
 */
import { readReportAsset } from '../assets.js';
import { escapeHtmlAttribute, escapeHtmlText, jsonForScript } from '../escape-html.js';
import type { CompareData, CompareDeltaRow, CompareSideData } from './compare-data.js';

const CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

const CSS = `
:root { color-scheme: dark; --bg: #14161a; --panel: #1c1f25; --line: #2c313a; --text: #d8dce3; --muted: #8b93a1;
  --before: #4ea3ff; --after: #ff9a3c; --warn: #ffcf5c; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--text); }
header { padding: 12px 16px; border-bottom: 1px solid var(--line); }
header h1 { font-size: 18px; margin: 0 0 4px; }
header .files { color: var(--muted); margin: 0; word-break: break-all; }
.tag-before { color: var(--before); font-weight: 600; }
.tag-after { color: var(--after); font-weight: 600; }
main { padding: 12px 16px; }
.notices { margin: 0 0 12px; padding: 0; list-style: none; }
.notices li { color: var(--warn); margin: 2px 0; }
.controls { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin-bottom: 10px; }
.controls select, .controls button { background: var(--panel); color: var(--text); border: 1px solid var(--line); border-radius: 4px; padding: 4px 8px; font: inherit; }
.controls input[type=range] { flex: 1 1 240px; }
.time { color: var(--muted); font-variant-numeric: tabular-nums; }
.panes { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; }
@media (max-width: 900px) { .panes { grid-template-columns: 1fr; } }
.pane { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 6px; position: relative; }
.pane h2 { font-size: 13px; margin: 0 0 4px; font-weight: 600; }
.pane canvas { width: 100%; height: 300px; display: block; cursor: grab; background: #101215; border-radius: 4px; }
.pane .pane-notice { color: var(--warn); font-size: 12px; margin: 4px 0 0; min-height: 1em; }
.hint { color: var(--muted); font-size: 12px; margin: 6px 0 0; }
section.deltas { margin-top: 18px; }
section.deltas h2 { font-size: 15px; margin: 0 0 6px; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-weight: 600; }
td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.selectable { cursor: pointer; }
tr.selectable:hover { background: #23272f; }
tr.current td:first-child { box-shadow: inset 3px 0 0 var(--after); }
.empty { color: var(--muted); }
`;

/** The comparison page for `data` (see buildCompareData). */
export function renderCompare(data: CompareData): string {
  const safeText = readReportAsset('safe-text.js');
  const script = readReportAsset('compare.js');
  const selectable = new Set(data.clips);
  const notices = [...data.notices, ...[data.before.notice, data.after.notice].filter((n): n is string => n !== undefined)];
  const uniqueNotices = [...new Set(notices)];
  const parts: string[] = [];
  parts.push(
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">\n`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n',
    `<title>animsmith compare: ${escapeHtmlText(data.before.file)} → ${escapeHtmlText(data.after.file)}</title>\n`,
    `<style>${CSS}</style>\n</head>\n<body>\n`,
    '<header>\n<h1>animsmith before/after comparison</h1>\n',
    `<p class="files"><span class="tag-before">before</span> ${escapeHtmlText(data.before.file)} · `,
    `<span class="tag-after">after</span> ${escapeHtmlText(data.after.file)}</p>\n</header>\n<main>\n`,
  );
  parts.push(
    `<ul class="notices" id="notices">${uniqueNotices.map((n) => `<li>${escapeHtmlText(n)}</li>`).join('')}</ul>\n`,
  );
  parts.push(viewerSection(data));
  parts.push(deltasSection(data.deltas, selectable));
  parts.push(
    '</main>\n',
    `<script type="application/json" id="report-data">${jsonForScript(data)}</script>\n`,
    `<script>${safeText}</script>\n`,
    `<script>${script}</script>\n`,
    '</body>\n</html>\n',
  );
  return parts.join('');
}

function viewerSection(data: CompareData): string {
  if (data.clips.length === 0) {
    return '<section class="viewer" id="viewer"><p class="empty">No clip is present exactly once in both files, so nothing is shown side by side.</p></section>\n';
  }
  const options = data.clips.map((name, i) => `<option value="${i}">${escapeHtmlText(name)}</option>`).join('');
  const pane = (id: string, title: string, side?: CompareSideData) =>
    `<div class="pane" id="pane-${id}"><h2>${title}</h2><canvas id="canvas-${id}" width="400" height="300" aria-label="${escapeHtmlAttribute(id)} skeleton"></canvas>` +
    `<p class="pane-notice" id="notice-${id}">${side?.notice ? escapeHtmlText(side.notice) : ''}</p></div>`;
  return (
    '<section class="viewer" id="viewer">\n<div class="controls">\n' +
    `<label>clip <select id="clip-select">${options}</select></label>\n` +
    '<button type="button" id="play">▶ play</button>\n' +
    '<input type="range" id="scrub" min="0" max="0" step="1" value="0" aria-label="normalized phase">\n' +
    '<span class="time" id="time-label"></span>\n</div>\n<div class="panes">\n' +
    pane('before', '<span class="tag-before">before</span>', data.before) +
    pane('after', '<span class="tag-after">after</span>', data.after) +
    pane('overlay', 'overlay: <span class="tag-before">before</span> + <span class="tag-after">after</span>') +
    '\n</div>\n<p class="hint">Frames shown are exactly the sampled grids the checks judged; both sides follow one normalized phase ' +
    '(each picks its nearest frame, no time warp). Drag to orbit, wheel to zoom.</p>\n</section>\n'
  );
}

function deltasSection(deltas: readonly CompareDeltaRow[], selectable: ReadonlySet<string>): string {
  const head = `<section class="deltas" id="deltas">\n<h2>Metric deltas (${deltas.length})</h2>\n`;
  if (deltas.length === 0) return `${head}<p class="empty">No significant metric delta: every change is within the diff significance floors.</p>\n</section>\n`;
  const rows = deltas.map((d) => {
    const clipAttr = d.clip !== null && selectable.has(d.clip) ? ` class="selectable" data-clip="${escapeHtmlAttribute(d.clip)}"` : '';
    const metric = escapeHtmlText(d.metric) + (d.bone !== undefined ? ` <span class="bone">(${escapeHtmlText(d.bone)})</span>` : '');
    const change = d.before !== undefined && d.after !== undefined ? formatSigned(d.after - d.before) : '';
    return (
      `<tr${clipAttr}><td>${d.clip === null ? '(skeleton)' : escapeHtmlText(d.clip)}</td><td>${metric}</td>` +
      `<td class="num">${d.before !== undefined ? formatNumber(d.before) : ''}</td>` +
      `<td class="num">${d.after !== undefined ? formatNumber(d.after) : ''}</td>` +
      `<td class="num">${change}</td><td>${escapeHtmlText(d.note)}</td></tr>`
    );
  });
  return (
    head +
    '<table id="delta-table"><thead><tr><th>clip</th><th>metric</th><th>before</th><th>after</th><th>change</th><th>note</th></tr></thead>\n<tbody>\n' +
    rows.join('\n') +
    '\n</tbody></table>\n</section>\n'
  );
}

/** Six significant digits, without trailing zeros. */
export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toPrecision(6)));
}

function formatSigned(value: number): string {
  const text = formatNumber(value);
  return value > 0 ? `+${text}` : text;
}
