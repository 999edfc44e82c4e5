/**
 * The measure and lint pipelines: load each file, build its shared run services once, then
 * measure (and judge) it. Files are processed one after another in argument order.
 */
import { RIG_ROLES } from '../plugin-api/config.js';
import type { LoadLimits } from '../plugin-api/loader.js';
import type { CheckRecord } from './check-record.js';
import { evaluateCheck } from './evaluate-check.js';
import { predictFile } from './prediction/index.js';
import { loadInput } from './load-input.js';
import { buildRunServices, measureOptionsFrom, type AnalyzedFile } from './run-services.js';
import type { RunServices } from './evaluate-check.js';
import type { Session } from './session.js';
import { OUTPUT_SCHEMA, OUTPUT_VERSION, type LintDocument, type LintFile, type LintSummary, type MeasureDocument, type MeasureFile, type RigRecord } from '../output/documents.js';
import { toolIdentity } from '../output/tool.js';
import { OperatorError } from './errors.js';
import { escapeTerminal } from '../formats/escape.js';

/** The output contract bounds one document to 4,096 file rows. */
const MAX_FILES = 4096;

/** `limits` lowers the load caps for commands whose contract bounds the primary source tighter. */
export async function analyzeFile(session: Session, given: string, limits?: LoadLimits): Promise<AnalyzedFile> {
  const { displayPath, asset } = await loadInput(session.engine, session.cwd, given, limits);
  const { config } = session;
  const services = buildRunServices(asset.document, asset.source, {
    rig: config.rig,
    clips: config.clips,
    measure: measureOptionsFrom((id) => session.checkSettings.get(id)?.options),
    contract: {
      requiredBones: config.rig?.required_bones,
      runtimeNodeSelectors: config.runtime_nodes?.selectors,
      gaitGroups: config.gait_groups,
      syncGroups: config.sync_groups,
    },
  });
  return { displayPath, services };
}

function rigRecord(services: RunServices): RigRecord {
  const { rig, document } = services;
  const record: RigRecord = { profile: rig.profile, resolved_roles: {}, resolved_role_policies: {}, resolution_outcome: rig.outcome };
  for (const role of RIG_ROLES) {
    const index = rig.roles[role];
    if (index === undefined) continue;
    record.resolved_roles[role] = document.bones[index]!.name;
    record.resolved_role_policies[role] = rig.policies[role]!;
  }
  return record;
}

function measureFile(file: AnalyzedFile): MeasureFile {
  return {
    path: file.displayPath,
    input: { sha256: file.services.source.input.sha256, bytes: file.services.source.input.bytes },
    rig: rigRecord(file.services),
    measurements: file.services.measurements,
  };
}

function checkFileCount(paths: readonly string[]): void {
  if (paths.length === 0) throw new OperatorError('no input files given');
  if (paths.length > MAX_FILES) throw new OperatorError(`too many input files (${paths.length}); at most ${MAX_FILES} per run`);
}

export async function measureFiles(session: Session, paths: readonly string[]): Promise<MeasureDocument> {
  checkFileCount(paths);
  const files: MeasureFile[] = [];
  for (const given of paths) files.push(measureFile(await analyzeFile(session, given)));
  return {
    schema_version: OUTPUT_VERSION,
    schema: OUTPUT_SCHEMA,
    tool: toolIdentity(),
    command: 'measure',
    summary: { files: files.length },
    files,
  };
}

export interface LintOptions {
  /** Check ids to run; every other check is unselected. Undefined selects all. */
  readonly select?: readonly string[];
}

export interface LintRun {
  readonly document: LintDocument;
  /** One line per isolated plugin failure, for stderr. */
  readonly incidents: readonly string[];
}

export async function lintFiles(session: Session, paths: readonly string[], options: LintOptions): Promise<LintRun> {
  checkFileCount(paths);
  const files: LintFile[] = [];
  const incidents = engineIncidents(session);
  for (const given of paths) files.push(lintAnalyzed(session, await analyzeFile(session, given), options, incidents));
  return { document: lintDocument(files), incidents };
}

/** The lint result of one file already loaded (the report judges and draws the same services). */
export function lintAnalyzedFile(session: Session, file: AnalyzedFile, options: LintOptions): LintRun {
  const incidents = engineIncidents(session);
  return { document: lintDocument([lintAnalyzed(session, file, options, incidents)]), incidents };
}

// Incident lines go to stderr: escaped like every diagnostic (paths and plugin messages are untrusted).
function engineIncidents(session: Session): string[] {
  return session.engine.incidents.map((i) => escapeTerminal(i.message));
}

function lintAnalyzed(session: Session, file: AnalyzedFile, options: LintOptions, incidents: string[]): LintFile {
  const selected = options.select ? new Set(options.select) : undefined;
  const predictions = predictFile(session, file, options);
  const records: CheckRecord[] = [];
  for (const check of session.engine.checks()) {
    const outcome = predictions.outcomes.get(check.id) ?? evaluateCheck(
      check,
      session.checkSettings.get(check.id) ?? { options: {} },
      selected ? selected.has(check.id) : true,
      file.services,
    );
    records.push(outcome.record);
    if (outcome.incident) incidents.push(escapeTerminal(`${file.displayPath}: ${outcome.incident.message}`));
  }
  return { ...measureFile(file), prediction_provenance: predictions.provenance, checks: records };
}

function lintDocument(files: LintFile[]): LintDocument {
  return {
    schema_version: OUTPUT_VERSION,
    schema: OUTPUT_SCHEMA,
    tool: toolIdentity(),
    command: 'lint',
    summary: summarize(files),
    files,
  };
}

function summarize(files: readonly LintFile[]): LintSummary {
  const summary: LintSummary = {
    files: files.length,
    findings: { error: 0, warning: 0, note: 0 },
    checks: {
      total: 0,
      selection: { selected: 0, unselected: 0 },
      configuration: { enabled: 0, disabled: 0 },
      applicability: { applicable: 0, not_applicable: 0 },
      evaluation: { complete: 0, partial: 0, not_evaluated: 0 },
      gaps: 0,
    },
    prediction_facets: { available: 0, required_prediction_unavailable: 0 },
  };
  for (const file of files) {
    for (const record of file.checks) {
      const c = summary.checks;
      c.total += 1;
      c.selection[record.selection] += 1;
      c.configuration[record.configuration] += 1;
      c.applicability[record.applicability] += 1;
      c.evaluation[record.evaluation] += 1;
      c.gaps += record.gaps?.length ?? 0;
      for (const finding of record.findings) summary.findings[finding.severity] += 1;
      for (const facet of record.prediction?.facets ?? []) summary.prediction_facets[facet.state] += 1;
    }
  }
  return summary;
}
