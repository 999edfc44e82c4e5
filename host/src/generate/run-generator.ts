/**
 * `animsmith generate <kind> INPUT`: open the session, load the input as lint does, pick the
 * generator for the selected profile, and deliver its document. The generator contract (which
 * one runs, exit codes, views) is documented in `plugin-api/generator.ts`.
 */
import { OperatorError } from '../engine/errors.js';
import { escapeTerminal } from '../text/escape.js';
import { analyzeFile } from '../engine/analyze.js';
import { CanonicalJsonError } from '@animsmith/schemas/canonical-json';
import { openSession, type Session } from '../engine/session.js';
import { assertNotAnInput, deliver } from '../output/write-output.js';
import type { GeneratorPredictionEvidence, GeneratorRequest, GeneratorResult } from '../plugin-api/generator.js';
import { formatProfileIdentity, type EngineProfileIdentity } from '../plugin-api/profile.js';
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

/** Runs one generation and delivers it; resolves to the exit code the generator decided. */
export async function runGenerator(invocation: GenerateInvocation): Promise<0 | 1> {
  const { cwd, input, output } = invocation;
  assertNotAnInput(cwd, output, [input]);
  const session = await openSession(cwd, invocation.configFlag);
  const profile = profileOf(session);
  const chosen = chooseGenerator(invocation.kind, collectGenerators(session), profile, session.profile?.plugin);
  const file = await analyzeFile(session, input);
  let evidence: GeneratorPredictionEvidence | null | undefined;
  const request: GeneratorRequest = {
    displayPath: file.displayPath,
    source: file.services.source,
    document: file.services.document,
    profile,
    config: session.config,
    options: invocation.options,
    prediction: async () => {
      if (evidence === undefined) evidence = predictionEvidence(session, file);
      return evidence;
    },
  };
  let result: GeneratorResult;
  try {
    result = await chosen.generator.generate(request);
  } catch (error) {
    // File text with no canonical form (a lone surrogate in a name) cannot be digested: bad input.
    if (error instanceof CanonicalJsonError) throw new OperatorError(`${file.displayPath}: cannot digest the file's text: ${error.message}`);
    throw error;
  }
  const text = invocation.format === 'json' ? renderJson(result.document) : result.render(invocation.format);
  await deliver(cwd, output, text);
  for (const note of result.notes ?? []) process.stderr.write(`animsmith: ${escapeTerminal(note)}\n`);
  return result.exitCode;
}
