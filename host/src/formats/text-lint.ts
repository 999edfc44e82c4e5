/**
 * Text view of a lint document, line for line the reference `render_text`: per file either
 * `<path>: clean`, or `<path>:` followed by the engine-profile line, prediction facets, findings
 * (with their member rows) and grouped coverage gaps; then one tally line for the whole run.
 * Every value that came from a file or a plugin is escaped (see escape.ts).
 */
import type { FindingRecord, GapRecord } from '../engine/check-record.js';
import type { LintDocument, LintFile } from '../output/documents.js';
import type { PredictionProvenance } from '../plugin-api/prediction.js';
import { escapeTerminal as esc } from '../text/escape.js';
import { configSummary, fatalTally } from './run-context.js';

export function formatNumber(value: number | string): string {
  if (typeof value === 'string') return esc(value);
  if (Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  return abs !== 0 && (abs < 1e-3 || abs >= 1e6) ? value.toExponential(3) : String(Number(value.toPrecision(6)));
}

/** `clip 'c' bone 'b' node 'n' @t.ttts`, with every name escaped; empty when the finding has no context. */
export function findingLocation(f: FindingRecord): string {
  const parts: string[] = [];
  if (f.clip !== undefined) parts.push(`clip '${esc(f.clip)}'`);
  if (f.bone !== undefined) parts.push(`bone '${esc(f.bone)}'`);
  if (f.node !== undefined) parts.push(`node '${esc(f.node)}'`);
  if (f.time_s !== undefined) parts.push(`@${f.time_s.toFixed(3)}s`);
  return parts.join(' ');
}

/**
 * The `(measured …, expected …)` tail, only when it adds information: a value the message already
 * states at display precision (within 0.5 %, or 1e-3) is not repeated, nor an expected 0 (what a
 * defect count or a movement is expected to be). JSON keeps both at full precision.
 */
export function measuredExpected(f: FindingRecord): string {
  const stated = (f.message.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);
  // The message shows a value at display precision; the tail would only repeat it.
  const says = (v: number | string) => typeof v === 'number' && stated.some((s) => Math.abs(s - v) <= Math.max(1e-3, 5e-3 * Math.abs(v)));
  const measuredSaid = f.measured === undefined || says(f.measured);
  const expectedSaid = f.expected === undefined || f.expected === 0 || says(f.expected);
  if (measuredSaid && expectedSaid) return '';
  const parts: string[] = [];
  if (f.measured !== undefined) parts.push(`measured ${formatNumber(f.measured)}`);
  if (f.expected !== undefined) parts.push(`expected ${formatNumber(f.expected)}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** `k=v, …` for one member row (keys are key-sorted on the wire already). */
export function memberValues(measurements: Readonly<Record<string, number | string>>): string {
  return Object.entries(measurements)
    .map(([k, v]) => `${esc(k)}=${formatNumber(v)}`)
    .join(', ');
}

export function fileFindings(file: LintFile): FindingRecord[] {
  return file.checks.flatMap((c) => c.findings);
}

export interface GapGroup {
  readonly checkId: string;
  readonly code: string;
  readonly gaps: readonly GapRecord[];
}

/** Repeated gaps are grouped by (check, code) in first-seen order; the count keeps every gap. */
export function groupGaps(file: LintFile): GapGroup[] {
  const groups = new Map<string, { checkId: string; code: string; gaps: GapRecord[] }>();
  for (const record of file.checks) {
    for (const gap of record.gaps ?? []) {
      const key = `${record.check_id}\u0000${gap.code}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { checkId: record.check_id, code: gap.code, gaps: [] }));
      group.gaps.push(gap);
    }
  }
  return [...groups.values()];
}

/** Distinct values shown per gap-group field before `… +N more`. */
export const GROUP_DISPLAY_LIMIT = 5;

/** Distinct raw (unescaped) values of a gap group, in first-seen order. */
export interface GapGroupSummary {
  readonly scopes: readonly string[];
  readonly subjects: readonly string[];
  readonly messages: readonly string[];
}

export function summarizeGapGroup(group: GapGroup): GapGroupSummary {
  const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => v !== undefined))];
  return {
    scopes: distinct(group.gaps.map((g) => g.scope?.code)),
    subjects: distinct(group.gaps.map((g) => g.scope?.subject)),
    messages: distinct(group.gaps.map((g) => g.message)),
  };
}

/** Joins escaped values, capping the list at GROUP_DISPLAY_LIMIT with a `… +N more` tail. */
export function joinLimited(values: readonly string[], escape: (s: string) => string, separator = ', '): string {
  const shown = values.slice(0, GROUP_DISPLAY_LIMIT).map(escape).join(separator);
  return values.length > GROUP_DISPLAY_LIMIT ? `${shown}${separator}… +${values.length - GROUP_DISPLAY_LIMIT} more` : shown;
}

export interface FacetEntry {
  readonly checkId: string;
  readonly scope: { readonly code: string; readonly subject?: string };
  readonly state: 'available' | 'required_prediction_unavailable';
  readonly reasons: readonly string[];
  /** The rule's typed machine result (available facets only). */
  readonly result?: Readonly<Record<string, unknown>>;
}

/** Every prediction facet of a file, in check order, with the check that owns it. */
export function predictionFacets(file: LintFile): FacetEntry[] {
  return file.checks.flatMap((record) =>
    (record.prediction?.facets ?? []).map((facet) => ({
      checkId: record.check_id,
      scope: facet.scope,
      state: facet.state,
      reasons: facet.reasons,
      ...(facet.result !== undefined ? { result: facet.result } : {}),
    })),
  );
}

/** Result fields shown before `…`, and characters shown of one value. */
export const RESULT_FIELD_LIMIT = 6;
export const RESULT_VALUE_LIMIT = 64;

/**
 * A facet result as unescaped display text, engine-neutral: its `kind`, then its scalar fields
 * in wire order as `key=value` (an exact rational `{numerator, denominator}` as `n/d`, a list as
 * its length); other nested values are left out, and the list is capped. Undefined without a
 * result. The caller escapes for where the text lands.
 */
export function resultSummary(result: Readonly<Record<string, unknown>> | undefined): string | undefined {
  if (result === undefined) return undefined;
  const value = (v: unknown): string | undefined => {
    if (v === null || typeof v === 'boolean') return String(v);
    if (typeof v === 'number') return formatNumber(v);
    if (typeof v === 'string') return v.length > RESULT_VALUE_LIMIT ? `${v.slice(0, RESULT_VALUE_LIMIT)}…` : v;
    if (Array.isArray(v)) return `[${v.length}]`;
    const r = v as Record<string, unknown>;
    return typeof r.numerator === 'string' && typeof r.denominator === 'string' ? `${r.numerator}/${r.denominator}` : undefined;
  };
  const fields = Object.entries(result)
    .filter(([key]) => key !== 'kind')
    .flatMap(([key, v]) => {
      const shown = value(v);
      return shown === undefined ? [] : [`${key}=${shown}`];
    });
  const kind = typeof result.kind === 'string' ? result.kind : 'result';
  const listed = fields.slice(0, RESULT_FIELD_LIMIT).join(', ');
  return fields.length === 0 ? kind : `${kind} (${listed}${fields.length > RESULT_FIELD_LIMIT ? ', …' : ''})`;
}

/** Nothing to say about this file: no findings, gaps, prediction facets or provenance. */
export function isClean(file: LintFile): boolean {
  return (
    fileFindings(file).length === 0 &&
    file.checks.every((c) => (c.gaps ?? []).length === 0 && (c.prediction?.facets ?? []).length === 0) &&
    file.prediction_provenance === null
  );
}

/** Unescaped `profile revision N (engine / importer)`: the profile a provenance record was built under. */
export function provenanceProfile(provenance: PredictionProvenance): string {
  const { profile, profile_revision, engine_version, importer } = provenance.profile.selection;
  return `${profile} revision ${profile_revision} (${engine_version} / ${importer})`;
}

export function tallyLine(document: LintDocument): string {
  const { findings, checks, prediction_facets: p } = document.summary;
  const configGaps = document.config_gaps?.length ?? 0;
  return `${[
    `${findings.error} error(s)`,
    `${findings.warning} warning(s)`,
    `${findings.note} note(s)`,
    `${checks.gaps} coverage gap(s)`,
    `${p.available} available prediction facet(s)`,
    `${p.required_prediction_unavailable} required-unavailable prediction facet(s)`,
    ...(configGaps > 0 ? [`${configGaps} config gap(s)`] : []),
  ].join(', ')}${fatalTally(document)}`;
}

/**
 * Why a required facet is unavailable and what the project can do, one sentence per reason: the
 * rule's own line for the code (`PredictionRuleMeta.reasons`), else what every required-unavailable
 * facet means. Required facets fail lint whatever `--allow` says, so the line must be actionable.
 */
export function unavailableExplanation(reasons: readonly string[], texts: Readonly<Record<string, string>> = {}): string {
  const known = reasons.flatMap((r) => (texts[r] === undefined ? [] : [texts[r]!]));
  if (known.length > 0) return known.join(' ');
  return 'the rule could not establish this for this file under the selected profile revision, and a required prediction that cannot be made fails lint by design; check the reasons above, supply what they name, or pin a revision that does not require it ([engine] profile_revision)';
}

/**
 * Lines after the file rows: fatal inputs and the config file(s) used. Config gaps are counted in
 * the tally only: the lint command writes each as a warning on stderr.
 */
function runLines(document: LintDocument): string[] {
  return [...(document.fatal_files ?? []).map((f) => `fatal: ${f.message}`), `config: ${esc(configSummary(document))}`];
}

export interface LintTextOptions {
  /** `check`: findings, gaps and facets under each check id with counts, instead of per file. */
  readonly groupBy?: 'check';
  /** Why-and-what lines for prediction reason codes (`FormatRequest.reasons`). */
  readonly reasons?: Readonly<Record<string, string>>;
}

export function renderLintText(document: LintDocument, options: LintTextOptions = {}): string {
  const lines = options.groupBy === 'check' ? byCheckLines(document, options.reasons) : byFileLines(document, options.reasons);
  lines.push(...runLines(document), tallyLine(document));
  return `${lines.join('\n')}\n`;
}

function findingLine(f: FindingRecord): string {
  const where = findingLocation(f);
  return `${f.severity}[${esc(f.check_id)}]${where ? ` ${where}` : ''}: ${esc(f.message)}${measuredExpected(f)}`;
}

function gapLine(group: GapGroup): string {
  const summary = summarizeGapGroup(group);
  const context = [
    summary.scopes.length ? `scopes: ${joinLimited(summary.scopes, esc)}` : '',
    summary.subjects.length ? `subjects: ${joinLimited(summary.subjects, esc)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `coverage[${esc(group.checkId)}] ${esc(group.code)} ×${group.gaps.length}${context ? ` (${context})` : ''}: ${joinLimited(summary.messages, esc, '; ')}`;
}

function facetLine(facet: FacetEntry, reasons?: Readonly<Record<string, string>>, indent = ''): string {
  const subject = facet.scope.subject !== undefined ? ` subject ${esc(facet.scope.subject)}` : '';
  const head = `prediction[${esc(facet.checkId)}] ${esc(facet.scope.code)}${subject}`;
  return facet.state === 'available'
    ? `${head}: available${facet.result !== undefined ? ` — ${esc(resultSummary(facet.result)!)}` : ''}`
    : `${head}: required unavailable${facet.reasons.length ? ` (${facet.reasons.map(esc).join(', ')})` : ''}\n${indent}  why: ${esc(unavailableExplanation(facet.reasons, reasons))}`;
}

/**
 * `--group-by check`: one block per check that has something to say, in check order, headed by
 * its counts; each line names the file. Checks with nothing to say are left out.
 */
function byCheckLines(document: LintDocument, reasons?: Readonly<Record<string, string>>): string[] {
  interface Block {
    lines: string[];
    counts: { error: number; warning: number; note: number; gaps: number; facets: number };
  }
  const blocks = new Map<string, Block>();
  const block = (id: string) => {
    let b = blocks.get(id);
    if (!b) blocks.set(id, (b = { lines: [], counts: { error: 0, warning: 0, note: 0, gaps: 0, facets: 0 } }));
    return b;
  };
  for (const file of document.files) {
    const at = esc(file.path);
    for (const facet of predictionFacets(file)) {
      const b = block(facet.checkId);
      b.counts.facets += 1;
      b.lines.push(`  ${at}: ${facetLine(facet, reasons, '  ')}`);
    }
    for (const f of fileFindings(file)) {
      const b = block(f.check_id);
      b.counts[f.severity] += 1;
      b.lines.push(`  ${at}: ${findingLine(f)}`);
      for (const row of f.members ?? []) b.lines.push(`    member ${esc(row.member)}: ${memberValues(row.measurements)}`);
    }
    for (const group of groupGaps(file)) {
      const b = block(group.checkId);
      b.counts.gaps += group.gaps.length;
      b.lines.push(`  ${at}: ${gapLine(group)}`);
    }
  }
  const lines: string[] = [];
  for (const [id, b] of blocks) {
    const c = b.counts;
    const parts = [
      c.error ? `${c.error} error(s)` : '',
      c.warning ? `${c.warning} warning(s)` : '',
      c.note ? `${c.note} note(s)` : '',
      c.gaps ? `${c.gaps} coverage gap(s)` : '',
      c.facets ? `${c.facets} prediction facet(s)` : '',
    ].filter(Boolean);
    lines.push(`${esc(id)}: ${parts.join(', ')}`, ...b.lines);
  }
  if (lines.length === 0) lines.push(`${document.files.length} file(s): clean`);
  return lines;
}

function byFileLines(document: LintDocument, reasons?: Readonly<Record<string, string>>): string[] {
  const lines: string[] = [];
  for (const file of document.files) {
    if (isClean(file)) {
      lines.push(`${esc(file.path)}: clean`);
      continue;
    }
    lines.push(`${esc(file.path)}:`);
    const facets = predictionFacets(file);
    if (file.prediction_provenance !== null) {
      lines.push(`  engine profile ${esc(provenanceProfile(file.prediction_provenance))}`);
      if (facets.length === 0) lines.push('  no engine-backed checks emitted predictions');
    }
    for (const facet of facets) lines.push(`  ${facetLine(facet, reasons, '  ')}`);
    for (const f of fileFindings(file)) {
      lines.push(`  ${findingLine(f)}`);
      for (const row of f.members ?? []) lines.push(`    member ${esc(row.member)}: ${memberValues(row.measurements)}`);
    }
    for (const group of groupGaps(file)) lines.push(`  ${gapLine(group)}`);
  }
  return lines;
}
