/**
 * The browser side of the report: plain JavaScript and CSS files in `host/assets/report/`, read at
 * run time and inlined into the single HTML file (the report makes no request of any kind).
 *
 * Paths resolve from this module: `host/dist/report/assets.js` (built) and
 * `host/src/report/assets.ts` (tests through tsx) both sit two levels below `host/`.
 */
import { readFileSync } from 'node:fs';
import { assertInlineSafe } from './escape-html.js';

export type ReportAssetName = 'viewer.js' | 'viewer.css' | 'blend-math.js' | 'compare.js' | 'safe-text.js';

const cache = new Map<string, string>();

/** One asset's text, checked so it cannot end its inline element early. Cached per process. */
export function readReportAsset(name: ReportAssetName): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`../../assets/report/${name}`, import.meta.url), 'utf8');
    assertInlineSafe(name.endsWith('.css') ? 'style' : 'script', name, text);
    cache.set(name, text);
  }
  return text;
}

export interface ReportAssets {
  readonly css: string;
  /**
   * Scripts in load order: the display-safe text rule and the blend math first (the viewer uses
   * `window.AnimsmithSafeText` and `window.AnimsmithBlend`).
   */
  readonly scripts: readonly { readonly name: string; readonly text: string }[];
}

/** The single-file report's style and scripts. */
export function reportAssets(): ReportAssets {
  return {
    css: readReportAsset('viewer.css'),
    scripts: [
      { name: 'safe-text.js', text: readReportAsset('safe-text.js') },
      { name: 'blend-math.js', text: readReportAsset('blend-math.js') },
      { name: 'viewer.js', text: readReportAsset('viewer.js') },
    ],
  };
}
