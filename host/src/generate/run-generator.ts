/**
 * `animsmith generate <kind> INPUT`: open the session, pick the generator for the selected
 * profile, refuse kind-specific flags it does not accept, load the input as lint does, check the
 * document against its registered contract, and deliver it. The generator contract (which one
 * runs, exit codes, views) is documented in `plugin-api/generator.ts`.
 */
import { OperatorError } from '../engine/errors.js';
import { escapeTerminal } from '../text/escape.js';
import { analyzeFile } from '../engine/analyze.js';
import { CanonicalJsonError } from '@animsmith/schemas/canonical-json';
import { openSession, type Session } from '../engine/session.js';
import { dependencyClosureRecord } from '../engine/prediction/provenance.js';
import { buildRunServices } from '../engine/run-services.js';
import { toolIdentity } from '../output/tool.js';
import { assertNotAnInput, deliver } from '../output/write-output.js';
import type {
  GeneratedDocument,
  GeneratorClipEvidence,
  GeneratorDefinition,
  GeneratorFlagDefinition,
  GeneratorPredictionEvidence,
  GeneratorRequest,
  GeneratorResult,
} from '../plugin-api/generator.js';
import { formatProfileIdentity, type EngineProfileIdentity } from '../plugin-api/profile.js';
import { bundledGenerators } from './bundled-generators.js';
import { collectGenerators, type RegisteredGenerator } from './collect-generators.js';
import { predictionEvidence } from './prediction-evidence.js';

export type GenerateFormat = 'json' | 'text' | 'markdown';

export interface GenerateInvocation {
  readonly kind: string;
  readonly cwd: string;
  readonly input: string;
  readonly configFlag: string | undefined;
  readonly format: GenerateFormat;
  readonly output: string | undefined;
  /** Kind-specific flags that were given, by flag name. */
  readonly options: Readonly<Record<string, string>>;
}

/** The canonical JSON view: fixed key order by construction, two-space indent, final newline. */
export function renderJson(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function profileOf(session: Session): EngineProfileIdentity | null {
  const p = session.profile;
  if (p === undefined) return null;
  return { profile: p.profile, profile_revision: p.profile_revision, engine_version: p.engine_version, importer: p.importer };
}

/**
 * The selected profile's plugin wins when it supports the profile; otherwise the first built-in
 * that does. A project plugin never replaces a built-in for a profile it does not provide.
 */
export function chooseGenerator(
  kind: string,
  registered: readonly RegisteredGenerator[],
  profile: EngineProfileIdentity | null,
  profilePlugin: string | undefined,
): RegisteredGenerator {
  const ofKind = registered.filter((r) => r.generator.kind === kind);
  const own = ofKind.find((r) => r.plugin === profilePlugin && r.generator.supports(profile));
  const chosen = own ?? ofKind.find((r) => r.builtin && r.generator.supports(profile));
  if (chosen) return chosen;
  if (profile === null) throw new OperatorError(`generate ${kind}: the project selects no engine profile; set [engine] in animsmith.toml`);
  const provider = profilePlugin === undefined ? '' : ` (${profilePlugin} registers none)`;
  throw new OperatorError(`generate ${kind}: profile ${formatProfileIdentity(profile)} has no ${kind} generator${provider}`);
}

const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(flag|profile|revision)\}/g, (whole, key: string) => values[key] ?? whole);

const applies = (flag: GeneratorFlagDefinition, profile: EngineProfileIdentity | null): boolean =>
  flag.appliesTo === undefined || (profile !== null && flag.appliesTo.some((s) => s.profile === profile.profile && (s.revisions?.includes(profile.profile_revision) ?? true)));

/**
 * The options the generator gets: every given kind-specific flag it declares for this profile,
 * plus the declared defaults of those it left out. A given flag it does not declare, or declares
 * only for other profiles, is refused with the generator's declared one-line refusal.
 */
export function generatorOptions(generator: GeneratorDefinition, given: Readonly<Record<string, string>>, profile: EngineProfileIdentity | null): Readonly<Record<string, string>> {
  const values = { profile: profile?.profile ?? '(none)', revision: profile === null ? '(none)' : String(profile.profile_revision) };
  for (const name of Object.keys(given)) {
    const flag = generator.flags?.find((f) => f.name === name);
    if (flag === undefined) {
      throw new OperatorError(fill(generator.undeclaredFlagRefusal ?? `--{flag} does not apply to ${generator.description}`, { ...values, flag: name }));
    }
    if (!applies(flag, profile)) throw new OperatorError(fill(flag.refusal ?? `--{flag} does not apply under profile {profile} revision {revision}`, { ...values, flag: name }));
  }
  const options: Record<string, string> = { ...given };
  for (const flag of generator.flags ?? []) {
    if (flag.default !== undefined && options[flag.name] === undefined && applies(flag, profile)) options[flag.name] = flag.default;
  }
  return options;
}

/**
 * The registered contract's strict reader on the document about to be written: a generator that
 * emits an unregistered or invalid document is a bug (internal error, exit 2, nothing written).
 */
function checkContract(session: Session, kind: string, document: GeneratedDocument, json: string): void {
  const contract = session.engine.contracts().get(document.schema);
  if (contract === undefined) throw new Error(`generate ${kind}: the generator emitted ${JSON.stringify(document.schema)}, which no plugin registers as a contract`);
  try {
    contract.read(json);
  } catch (error) {
    throw new Error(`generate ${kind}: the generated document fails its contract ${document.schema}: ${(error as Error).message}`);
  }
}

/** Runs one generation and delivers it; resolves to the exit code the generator decided. */
export async function runGenerator(invocation: GenerateInvocation): Promise<0 | 1> {
  const { cwd, input, output } = invocation;
  assertNotAnInput(cwd, output, [input]);
  const session = await openSession(cwd, invocation.configFlag);
  const profile = profileOf(session);
  const chosen = chooseGenerator(invocation.kind, collectGenerators(session, await bundledGenerators()), profile, session.profile?.plugin);
  const options = generatorOptions(chosen.generator, invocation.options, profile);
  const file = await analyzeFile(session, input);
  const { source, document } = file.services;
  let evidence: GeneratorPredictionEvidence | null | undefined;
  let clips: GeneratorClipEvidence | undefined;
  const request: GeneratorRequest = {
    displayPath: file.displayPath,
    source,
    document,
    profile,
    config: session.config,
    tool: toolIdentity(),
    options,
    prediction: async () => {
      if (evidence === undefined) evidence = await predictionEvidence(session, file);
      return evidence;
    },
    dependencyClosure: () => dependencyClosureRecord(source),
    clipEvidence: () => (clips ??= clipEvidence(session, file.services)),
  };
  let result: GeneratorResult;
  try {
    result = await chosen.generator.generate(request);
  } catch (error) {
    // File text with no canonical form (a lone surrogate in a name) cannot be digested: bad input.
    if (error instanceof CanonicalJsonError) throw new OperatorError(`${file.displayPath}: cannot digest the file's text: ${error.message}`);
    throw error;
  }
  const json = renderJson(result.document);
  checkContract(session, invocation.kind, result.document, json);
  await deliver(cwd, output, invocation.format === 'json' ? json : result.render(invocation.format));
  for (const note of result.notes ?? []) process.stderr.write(`animsmith: ${escapeTerminal(note)}\n`);
  return result.exitCode;
}

/** Clip intent and measurements measured with the project's own clip intent and check-set caps. */
function clipEvidence(session: Session, loaded: { readonly source: GeneratorRequest['source']; readonly document: GeneratorRequest['document'] }): GeneratorClipEvidence {
  const { config } = session;
  const services = buildRunServices(loaded.document, loaded.source, { rig: config.rig, clips: config.clips, measure: session.measureOptions });
  return { clipExpectations: services.clipExpectations, clipMeasurements: services.clipMeasurements };
}
