/**
 * `animsmith report --before A --after B -o compare.html`: loads and measures both files with the
 * same session (configuration, rig and measurement options), then renders the comparison page.
 */
import { analyzeFile } from '../../engine/analyze.js';
import { OperatorError } from '../../engine/errors.js';
import type { Session } from '../../engine/session.js';
import { escapeTerminal } from '../../text/escape.js';
import { buildCompareData, CompareInputError, type CompareData } from './compare-data.js';
import { renderCompare } from './render-compare.js';

export interface CompareReportRequest {
  readonly before: string;
  readonly after: string;
  readonly clip?: string;
  readonly evidenceOnly?: boolean;
}

export interface RenderedCompareReport {
  readonly html: string;
  readonly data: CompareData;
}

export async function renderCompareReport(session: Session, request: CompareReportRequest): Promise<RenderedCompareReport> {
  const before = await analyzeFile(session, request.before);
  const after = await analyzeFile(session, request.after);
  let data: CompareData;
  try {
    data = buildCompareData(
      { file: before.displayPath, document: before.services.document, grids: before.services.grids, clips: before.services.measurements.clips, skeleton: before.services.measurements },
      { file: after.displayPath, document: after.services.document, grids: after.services.grids, clips: after.services.measurements.clips, skeleton: after.services.measurements },
      { clip: request.clip, evidenceOnly: request.evidenceOnly },
    );
  } catch (error) {
    if (error instanceof CompareInputError) throw new OperatorError(escapeTerminal(error.message));
    throw error;
  }
  return { html: renderCompare(data), data };
}

/** The one-line summary printed after writing the file. */
export function compareSummary(output: string, rendered: RenderedCompareReport): string {
  const { data } = rendered;
  const bytes = Buffer.byteLength(rendered.html, 'utf8');
  const omitted = (['before', 'after'] as const).filter((side) => data[side].poses === 'omitted_budget');
  return (
    `${escapeTerminal(`written ${output}`)}: ${data.clips.length} clip(s) side by side, ${data.deltas.length} delta(s), ${bytes} bytes` +
    (data.evidence_only ? ', evidence-only' : '') +
    (omitted.length > 0 ? `, ${omitted.join(' and ')} poses omitted (over the 32 MiB per-side budget)` : '') +
    '\n'
  );
}
