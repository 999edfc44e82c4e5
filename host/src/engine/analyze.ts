/**
 * The measure and lint pipelines: load each file, build its shared run services once, then
 * measure (and judge) it. Files are processed one after another in input order, each with the
 * session of its own config; one that fails to load becomes a fatal record and the batch goes on.
 */
import { RIG_ROLES } from '../plugin-api/config.js';
import type { ProgressEvent } from '../plugin-api/hooks.js';
import type { LoadLimits } from '../plugin-api/loader.js';
import type { CheckRecord } from './check-record.js';
import { evaluateCheck } from './evaluate-check.js';
import type { FilePredictions, PredictOptions } from './prediction/index.js';
import { loadInput } from './load-input.js';
import { buildRunServices, type AnalyzedFile } from './run-services.js';
import type { RunServices } from './evaluate-check.js';
import type { Session } from './session.js';
import { OUTPUT_SCHEMA, OUTPUT_VERSION, type LintDocument, type LintFile, type LintSummary, type MeasureDocument, type MeasureFile, type RigRecord } from '../output/documents.js';
import { toolIdentity } from '../output/tool.js';
import { OperatorError, oneLine } from './errors.js';
import { escapeTerminal } from '../text/escape.js';
import type { ConfigGapRecord, FatalFileRecord } from '@animsmith/schemas';
import { missingRoleBones, unmatchedClipSelectors } from './config/config-gaps.js';
import type { InputFile } from './inputs/discover-inputs.js';
import type { SessionPool } from './session-pool.js';

/** The output contract bounds one document to 4,096 file rows. */
const MAX_FILES = 4096;

/** `limits` lowers the load caps for commands whose contract bounds the primary source tighter. */
export async function analyzeFile(session: Session, given: string, limits?: LoadLimits): Promise<AnalyzedFile> {
  const { displayPath, asset } = await loadInput(session.engine, session.cwd, given, limits);
  const { config } = session;
  const services = buildRunServices(asset.document, asset.source, {
    rig: config.rig,
    clips: config.clips,
    measure: session.measureOptions,
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

function checkFileCount(inputs: readonly InputFile[]): void {
  if (inputs.length === 0) throw new OperatorError('no input files given');
  if (inputs.length > MAX_FILES) throw new OperatorError(`too many input files (${inputs.length}); at most ${MAX_FILES} per run`);
}

/**
 * Loads one input with its session. A file that cannot be loaded (unsupported, unreadable,
 * malformed) is a fatal record, and the batch goes on; a configuration error is still the
 * whole run's operator error.
 */
async function loadOrFatal(
  session: Session,
  input: InputFile,
  fatal: FatalFileRecord[],
): Promise<AnalyzedFile | undefined> {
  try {
    return await analyzeFile(session, input.displayPath);
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    fatal.push({ path: input.displayPath, message: oneLine(error) });
    return undefined;
  }
}

/**
 * Calls the session's `progress` hook (plugins' taps) and the command's own observer (the TTY
 * progress line) for one event.
 */
function announce(session: Session, event: ProgressEvent, observer?: ProgressObserver): void {
  session.engine.hooks.progress.call(event);
  observer?.(event);
}

export type ProgressObserver = (event: ProgressEvent) => void;

export async function measureFiles(pool: SessionPool, inputs: readonly InputFile[], progress?: ProgressObserver): Promise<MeasureDocument> {
  checkFileCount(inputs);
  const files: MeasureFile[] = [];
  const fatal: FatalFileRecord[] = [];
  for (const [index, input] of inputs.entries()) {
    const session = await pool.sessionFor(input.absolutePath);
    const at = { path: input.displayPath, index, total: inputs.length };
    announce(session, { kind: 'file-start', ...at }, progress);
    const analyzed = await loadOrFatal(session, input, fatal);
    if (analyzed) files.push(measureFile(analyzed));
    announce(session, { kind: 'file-done', ...at, bytes: analyzed?.services.source.input.bytes ?? 0 }, progress);
  }
  return {
    schema_version: OUTPUT_VERSION,
    schema: OUTPUT_SCHEMA,
    tool: toolIdentity(),
    command: 'measure',
    summary: { files: files.length },
    files,
    ...(fatal.length > 0 ? { fatal_files: fatal } : {}),
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

/** What linting one file yields, all of it plain JSON (the unit `--cache` stores). */
export interface FileOutcome {
  readonly record: LintFile;
  readonly incidents: readonly string[];
  /** The file's clip names, for the run-wide `[clips]` selector coverage. */
  readonly clipNames: readonly string[];
  readonly configGaps: readonly ConfigGapRecord[];
}

/** Where `lintFiles` may find and keep file outcomes (`--cache`). */
export interface OutcomeStore {
  lookup(session: Session, input: InputFile, options: LintOptions): FileOutcome | undefined;
  store(session: Session, input: InputFile, options: LintOptions, outcome: FileOutcome, file: AnalyzedFile): FileOutcome;
}

export async function lintFiles(
  pool: SessionPool,
  inputs: readonly InputFile[],
  options: LintOptions,
  store?: OutcomeStore,
  progress?: ProgressObserver,
): Promise<LintRun> {
  checkFileCount(inputs);
  const files: LintFile[] = [];
  const fatal: FatalFileRecord[] = [];
  const fileIncidents: string[] = [];
  const perFileGaps: ConfigGapRecord[] = [];
  const clipsByConfig = new Map<Session, string[]>();
  for (const [index, input] of inputs.entries()) {
    const session = await pool.sessionFor(input.absolutePath);
    const at = { path: input.displayPath, index, total: inputs.length };
    announce(session, { kind: 'file-start', ...at }, progress);
    let bytes = 0;
    let outcome = store?.lookup(session, input, options);
    if (!outcome) {
      const analyzed = await loadOrFatal(session, input, fatal);
      bytes = analyzed?.services.source.input.bytes ?? 0;
      if (analyzed) {
        outcome = await lintOutcome(session, analyzed, options);
        if (store) outcome = store.store(session, input, options, outcome, analyzed);
      }
    }
    announce(session, { kind: 'file-done', ...at, bytes }, progress);
    if (!outcome) continue;
    files.push(outcome.record);
    fileIncidents.push(...outcome.incidents);
    perFileGaps.push(...outcome.configGaps);
    let names = clipsByConfig.get(session);
    if (!names) clipsByConfig.set(session, (names = []));
    names.push(...outcome.clipNames);
  }
  const sessions = await pool.opened();
  const incidents = [...sessions.flatMap(engineIncidents), ...fileIncidents];
  const configGaps = [...[...clipsByConfig].flatMap(([session, names]) => unmatchedClipSelectors(session, names)), ...perFileGaps];
  const document = lintDocument(files);
  return {
    document: {
      ...document,
      ...(fatal.length > 0 ? { fatal_files: fatal } : {}),
      ...(configGaps.length > 0 ? { config_gaps: configGaps } : {}),
    },
    incidents,
  };
}

/** The lint result of one file already loaded (the report judges and draws the same services). */
export async function lintAnalyzedFile(session: Session, file: AnalyzedFile, options: LintOptions): Promise<LintRun> {
  const outcome = await lintOutcome(session, file, options);
  return { document: lintDocument([outcome.record]), incidents: [...engineIncidents(session), ...outcome.incidents] };
}

// Incident lines go to stderr: escaped like every diagnostic (paths and plugin messages are untrusted).
function engineIncidents(session: Session): string[] {
  return session.engine.incidents.map((i) => escapeTerminal(i.message));
}

const NO_PREDICTIONS: FilePredictions = { provenance: null, outcomes: new Map() };

/**
 * The prediction code loads only when it has work: a selected profile, or an installed plugin's
 * prediction rules (reported unselected without one). Otherwise the result is what it would give.
 */
async function predictionsOf(session: Session, file: AnalyzedFile, options: PredictOptions): Promise<FilePredictions> {
  if (session.profile === undefined && !session.engine.checks().some((check) => check.prediction)) return NO_PREDICTIONS;
  return (await import('./prediction/index.js')).predictFile(session, file, options);
}

async function lintOutcome(session: Session, file: AnalyzedFile, options: LintOptions): Promise<FileOutcome> {
  const selected = options.select ? new Set(options.select) : undefined;
  const predictions = await predictionsOf(session, file, options);
  const records: CheckRecord[] = [];
  // A crashed predictions tap fails the run like a crashed check (its rules did not judge the file).
  const incidents: string[] = predictions.crash !== undefined ? [escapeTerminal(`${file.displayPath}: ${predictions.crash}`)] : [];
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
  const record: LintFile = {
    ...measureFile(file),
    prediction_provenance: predictions.provenance,
    checks: records,
    ...(session.configPath !== undefined ? { config: session.configPath } : {}),
  };
  const { document } = file.services;
  return {
    record,
    incidents,
    clipNames: document.clips.map((clip) => clip.name),
    configGaps: missingRoleBones(session, file.displayPath, document.bones.map((bone) => bone.name)),
  };
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
