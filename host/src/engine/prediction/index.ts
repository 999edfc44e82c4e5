/**
 * Same-load prediction evidence of one analysed file: the provenance record (null without a
 * selected profile) and the evaluated record of every prediction-bearing check. `lint` embeds
 * both in its file record; generators (`generate addressability`…) embed the same records.
 *
 * The rules come from the `predictions.for(<profile id>)` hook: the host builds the provenance,
 * runs the hook (its taps contribute the rules that judge the selected revision, declared profile
 * rules included) and then runs each contributed rule through the prediction lifecycle.
 */
import type { PredictionRequest } from '../../plugin-api/hooks.js';
import type { PredictionProvenance, PredictionRule } from '../../plugin-api/prediction.js';
import { formatProfileIdentity } from '../../plugin-api/profile.js';
import { OperatorError } from '../errors.js';
import type { CheckOutcome } from '../evaluate-check.js';
import { TapCrash } from '../hooks.js';
import type { AnalyzedFile } from '../run-services.js';
import type { Session } from '../session.js';
import { evaluatePredictionCheck, FACET_BUDGET_PER_FILE, type PredictionInputs } from './evaluate-prediction.js';
import { buildProvenance } from './provenance.js';
import { intentOf } from './sections.js';
import { resolveSettings } from './settings.js';

export interface FilePredictions {
  readonly provenance: PredictionProvenance | null;
  /** Outcome of every prediction-bearing check, by check id, in registration order. */
  readonly outcomes: ReadonlyMap<string, CheckOutcome>;
  /** The crash of a predictions tap (`plugin '…' failed: …`); the rules it had not contributed do not run. */
  readonly crash?: string;
}

export interface PredictOptions {
  /** Check ids to run; every other check is unselected. Undefined selects all. */
  readonly select?: readonly string[];
}

function provenanceFor(session: Session, file: AnalyzedFile): PredictionInputs | undefined {
  const profile = session.profile?.definition;
  if (!profile) return undefined;
  const { source, document } = file.services;
  if (!profile.accepted_formats.includes(source.format)) {
    throw new OperatorError(
      `${file.displayPath}: ${formatProfileIdentity(profile)} does not accept ${source.format} input (it accepts ${profile.accepted_formats.join(', ')})`,
    );
  }
  const settings = resolveSettings(profile, session.config, document.clips, session.configPath);
  return { profile, provenance: buildProvenance(profile, source, settings, intentOf(file.services)), budget: { remaining: FACET_BUDGET_PER_FILE } };
}

interface Contributions {
  readonly rules: ReadonlyMap<string, PredictionRule>;
  readonly crash?: string;
}

/** Runs the selected profile's predictions hook and collects the rules its taps contribute. */
async function contributedRules(session: Session, file: AnalyzedFile, inputs: PredictionInputs, catalog: ReadonlySet<string>): Promise<Contributions> {
  const rules = new Map<string, PredictionRule>();
  const hook = session.engine.hooks.predictions.get(inputs.profile.profile);
  if (!hook) return { rules };
  const request: PredictionRequest = {
    profile: inputs.profile,
    source: file.services.source,
    document: file.services.document,
    provenance: inputs.provenance,
    rule: (id, rule) => {
      // Thrown inside the contributing tap, so the crash names that plugin.
      if (!catalog.has(id)) throw new Error(`contributed prediction rule '${id}', which no installed profile declares`);
      if (rules.has(id)) throw new Error(`contributed prediction rule '${id}', which another tap already contributed for ${formatProfileIdentity(inputs.profile)}`);
      rules.set(id, rule);
    },
  };
  try {
    await hook.promise(request);
  } catch (error) {
    if (error instanceof TapCrash) return { rules, crash: error.message };
    throw error;
  }
  return { rules };
}

export async function predictFile(session: Session, file: AnalyzedFile, options: PredictOptions = {}): Promise<FilePredictions> {
  const inputs = provenanceFor(session, file);
  const checks = session.engine.checks().filter((check) => check.prediction);
  const contributed = inputs ? await contributedRules(session, file, inputs, new Set(checks.map((c) => c.id))) : { rules: new Map<string, PredictionRule>() };
  const selected = options.select ? new Set(options.select) : undefined;
  const outcomes = new Map<string, CheckOutcome>();
  for (const check of checks) {
    outcomes.set(
      check.id,
      evaluatePredictionCheck(
        check,
        contributed.rules.get(check.id),
        session.checkSettings.get(check.id) ?? { options: {} },
        selected ? selected.has(check.id) : true,
        file.services,
        inputs,
      ),
    );
  }
  return { provenance: inputs?.provenance ?? null, outcomes, ...(contributed.crash !== undefined ? { crash: contributed.crash } : {}) };
}
