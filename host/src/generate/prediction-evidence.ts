/**
 * The engine core's same-load prediction evidence for a generator: the provenance record and
 * the evaluated record of every prediction-bearing check, exactly as `lint` embeds them.
 */
import type { AnalyzedFile } from '../engine/run-services.js';
import { predictFile } from '../engine/prediction/index.js';
import type { Session } from '../engine/session.js';
import type { GeneratorPredictionEvidence } from '../plugin-api/generator.js';

export function predictionEvidence(session: Session, file: AnalyzedFile): GeneratorPredictionEvidence | null {
  if (session.profile === undefined) return null;
  const { provenance, outcomes } = predictFile(session, file);
  if (provenance === null) return null;
  const checks = [...outcomes.values()].map((o) => o.record as unknown as Readonly<Record<string, unknown>>);
  return { provenance: provenance as unknown as Readonly<Record<string, unknown>>, checks };
}
