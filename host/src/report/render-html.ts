/**
 * The single self-contained report page: static layout, the inline JSON data block, and the
 * viewer's style and scripts inlined. No file I/O here (assets are passed in); the output is a
 * pure function of its inputs, so two runs on the same input give the same bytes.
 *
 * Defence in depth beside escaping: a Content-Security-Policy allows only the page's own inline
 * scripts and style (by hash) and no loads of any kind, so even markup that escaped its context
 * could neither run an inline handler nor make a request.
 */
import { createHash } from 'node:crypto';
import { reportAssets, type ReportAssets } from './assets.js';
import { escapeHtmlAttribute, escapeHtmlText, jsonForScript } from './escape-html.js';
import { BLEND_CAPTION, EVIDENCE_ONLY_NOTICE, type ReportData } from './report-data.js';

export interface PageParts {
  /** Plain text (escaped here). */
  readonly title: string;
  /** Trusted markup built with the escapers of escape-html.ts. */
  readonly body: string;
  /** The data block value (serialized with `jsonForScript`). */
  readonly data: unknown;
  readonly assets: ReportAssets;
  /** Attribute values for `<body data-…>` (escaped here). */
  readonly bodyData?: Readonly<Record<string, string>>;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A complete HTML document around trusted body markup, the data block and the inlined assets. */
export function renderPage(parts: PageParts): string {
  const { assets } = parts;
  const csp = [
    "default-src 'none'",
    `script-src ${assets.scripts.map((s) => sha256(s.text)).join(' ')}`,
    `style-src ${sha256(assets.css)}`,
    "img-src 'none'",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const bodyAttrs = Object.entries(parts.bodyData ?? {})
    .map(([k, v]) => ` data-${k.replace(/[^a-z0-9-]/g, '')}="${escapeHtmlAttribute(v)}"`)
    .join('');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtmlAttribute(csp)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtmlText(parts.title)}</title>`,
    `<style>${assets.css}</style>`,
    '</head>',
    `<body${bodyAttrs}>`,
    parts.body,
    `<script type="application/json" id="report-data">${jsonForScript(parts.data)}</script>`,
    ...assets.scripts.map((s) => `<script>${s.text}</script>`),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The body of the single-file report; the viewer fills the lists, charts and canvases. */
function reportBody(data: ReportData): string {
  const e = escapeHtmlText;
  const counts = [
    plural(data.clips.length, 'clip'),
    ...(data.omitted_clips.length > 0 ? [`${data.omitted_clips.length} omitted`] : []),
    plural(data.findings.length, 'finding'),
    plural(data.gaps.length, 'coverage gap'),
  ].join(' · ');
  const rig = `rig profile ${data.rig.profile} (${data.rig.outcome})`;
  const filter = data.clip_filter !== null ? ` · clip filter “${e(data.clip_filter)}”` : '';
  const stage = data.evidence_only
    ? `<p class="evidence-notice" id="evidence-notice" role="note">${e(EVIDENCE_ONLY_NOTICE)}</p>`
    : [
        '<div class="stage" id="stage">',
        '<canvas id="view-source" class="view" aria-label="Sampled skeleton of the selected clip"></canvas>',
        '</div>',
        '<p class="hint">Frames shown are exactly the pose grid the checks judged. Drag to orbit, wheel to zoom.</p>',
      ].join('\n');
  const blend = data.evidence_only
    ? ''
    : [
        '<section class="blend" id="blend" aria-labelledby="blend-title">',
        '<h2 id="blend-title">Illustrative blend</h2>',
        `<p class="caption" id="blend-caption">${e(BLEND_CAPTION)}</p>`,
        '<p class="blend-status" id="blend-status" role="status"></p>',
        '<div class="blend-pair"><label>Blend with <select id="blend-second"></select></label></div>',
        '<ul class="refusals" id="blend-refusals"></ul>',
        '<div class="blend-pane" id="blend-pane" hidden>',
        '<div class="blend-controls">',
        '<label>Weight <input id="blend-weight" type="range" min="0" max="1" step="0.01" value="0"></label>',
        '<output id="blend-weight-label">0.00</output>',
        '<label>Phase u <input id="blend-phase" type="range" min="0" max="1" step="0.001" value="0"></label>',
        '<output id="blend-phase-label">0.000</output>',
        '</div>',
        '<p class="blend-times" id="blend-times"></p>',
        '<div class="blend-views">',
        '<figure><canvas id="view-second" class="view" aria-label="Second source clip"></canvas><figcaption id="second-label">second source</figcaption></figure>',
        '<figure><canvas id="view-blend" class="view" aria-label="Illustrative blend"></canvas><figcaption>illustrative blend</figcaption></figure>',
        '</div>',
        '</div>',
        '</section>',
      ].join('\n');
  return [
    '<header class="top">',
    '<h1>animsmith report</h1>',
    `<p class="file" id="file-name">${e(data.file)}</p>`,
    `<p class="meta">${e(counts)} · ${e(rig)}${filter} · ${e(data.tool.name)} ${e(data.tool.version)}</p>`,
    '</header>',
    '<main class="layout">',
    '<section class="viewer" id="viewer" aria-label="Sampled motion">',
    '<div class="controls">',
    '<label>Clip <select id="clip-select"></select></label>',
    '<button id="play" type="button" aria-label="Play">▶</button>',
    '<input id="scrub" type="range" min="0" max="0" step="1" value="0" aria-label="Frame">',
    '<span class="time" id="time-label"></span>',
    '</div>',
    '<p class="notice" id="notice" role="alert" hidden></p>',
    '<ul class="omitted" id="omitted-clips"></ul>',
    stage,
    blend,
    '</section>',
    '<aside class="side">',
    '<section aria-labelledby="findings-title"><h2 id="findings-title">Findings</h2><ol class="findings" id="findings"></ol></section>',
    '<section aria-labelledby="gaps-title"><h2 id="gaps-title">Coverage gaps</h2><ul class="gaps" id="gaps"></ul></section>',
    '<section aria-labelledby="predictions-title"><h2 id="predictions-title">Engine predictions</h2><div id="predictions"></div></section>',
    '<section aria-labelledby="charts-title"><h2 id="charts-title">Charts</h2><div class="charts" id="charts"></div></section>',
    '</aside>',
    '</main>',
    // The viewer reads the SVG namespace from this element instead of spelling out its URI.
    '<svg id="svg-namespace" width="0" height="0" aria-hidden="true" focusable="false" hidden></svg>',
  ].join('\n');
}

/** The single-file report for one input. */
export function renderReport(data: ReportData, assets: ReportAssets = reportAssets()): string {
  return renderPage({
    title: `animsmith report — ${data.file}`,
    body: reportBody(data),
    data,
    assets,
    bodyData: { mode: data.evidence_only ? 'evidence-only' : 'report' },
  });
}
