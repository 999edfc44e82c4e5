/**
 * Runs one prediction rule of a profile on an in-memory document, through the same lifecycle
 * `lint` uses (settings resolution, provenance, facet validation, budget). For profile plugins'
 * own tests (`@animsmith/cli/testing`).
 */
import type { AnimDocument } from '../../model/anim-document.js';
import type { SourceDocument } from '../../model/source-document.js';
import type { EngineProfileDefinition, PredictionProvenance } from '../../plugin-api/prediction.js';
import type { ProjectConfig } from '../config/project-config.js';
import type { CheckRecord } from '../check-record.js';
import type { ClipEntry } from '../config/clip-expectations.js';
import { buildRunServices } from '../run-services.js';
import { evaluatePredictionCheck, FACET_BUDGET_PER_FILE } from './evaluate-prediction.js';
import { buildProvenance } from './provenance.js';
import { ruleCheckModule } from './rule-check.js';
import { intentOf } from './sections.js';
import { resolveSettings, validateSettingsConfig } from './settings.js';

export interface PredictionRuleRun {
  readonly record: CheckRecord;
  readonly provenance: PredictionProvenance;
  /** The crash message when the rule broke the prediction contract. */
  readonly incident?: string;
}

export interface PredictionRuleCase {
  readonly profile: EngineProfileDefinition;
  readonly ruleId: string;
  readonly document: AnimDocument;
  readonly source: SourceDocument;
  /** The project configuration (`[engine.settings]`, `[clips]`, `[rig]`…); default empty. */
  readonly config?: ProjectConfig;
}

export function runPredictionRule(c: PredictionRuleCase): PredictionRuleRun {
  const rule = c.profile.rules?.[c.ruleId];
  if (!rule) throw new Error(`profile ${c.profile.profile} rev ${c.profile.profile_revision} has no rule '${c.ruleId}'`);
  const config = c.config ?? {};
  validateSettingsConfig(c.profile, config, undefined);
  const services = buildRunServices(c.document, c.source, {
    rig: config.rig,
    clips: config.clips as Readonly<Record<string, ClipEntry>> | undefined,
    contract: { runtimeNodeSelectors: config.runtime_nodes?.selectors },
  });
  const settings = resolveSettings(c.profile, config, services.document.clips, undefined);
  const provenance = buildProvenance(c.profile, c.source, settings, intentOf(services));
  const outcome = evaluatePredictionCheck(
    { id: c.ruleId, plugin: 'test', namespace: '', module: ruleCheckModule(rule), prediction: true },
    rule,
    { options: {} },
    true,
    services,
    { profile: c.profile, provenance, budget: { remaining: FACET_BUDGET_PER_FILE } },
  );
  return { record: outcome.record, provenance, ...(outcome.incident ? { incident: outcome.incident.message } : {}) };
}
