/**
 * Same-load prediction evidence of one analysed file: the provenance record (null without a
 * selected profile) and the evaluated record of every prediction-bearing check. `lint` embeds
 * both in its file record; generators (`generate addressability`…) embed the same records.
 */
import type { PredictionProvenance } from '../../plugin-api/prediction.js';
import { formatProfileIdentity } from '../../plugin-api/profile.js';
import { OperatorError } from '../errors.js';
import type { CheckOutcome } from '../evaluate-check.js';
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

export function predictFile(session: Session, file: AnalyzedFile, options: PredictOptions = {}): FilePredictions {
  const inputs = provenanceFor(session, file);
  const selected = options.select ? new Set(options.select) : undefined;
  const outcomes = new Map<string, CheckOutcome>();
  for (const check of session.engine.checks()) {
    if (!check.prediction) continue;
    outcomes.set(
      check.id,
      evaluatePredictionCheck(check, session.checkSettings.get(check.id) ?? { options: {} }, selected ? selected.has(check.id) : true, file.services, inputs),
    );
  }
  return { provenance: inputs?.provenance ?? null, outcomes };
}
