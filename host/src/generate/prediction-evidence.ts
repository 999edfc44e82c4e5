/**
 * The engine core's same-load prediction evidence for a generator: the provenance record and
 * the evaluated record of every prediction-bearing check, exactly as `lint` embeds them.
 */
import type { AnalyzedFile } from '../engine/run-services.js';
import { OperatorError } from '../engine/errors.js';
import { predictFile } from '../engine/prediction/index.js';
import type { Session } from '../engine/session.js';
import type { GeneratorPredictionEvidence } from '../plugin-api/generator.js';

export async function predictionEvidence(session: Session, file: AnalyzedFile): Promise<GeneratorPredictionEvidence | null> {
  if (session.profile === undefined) return null;
  const { provenance, outcomes, crash } = await predictFile(session, file);
  // A document built on the rules a crashed tap left out would publish a wrong verdict.
  if (crash !== undefined) throw new OperatorError(`${file.displayPath}: ${crash}`);
  if (provenance === null) return null;
  return { provenance, checks: [...outcomes.values()].map((o) => o.record) };
}
