/**
 * A profile's prediction rule as the engine registers it: an engine-neutral check with the rule's
 * bare id. The record's lifecycle comes from the prediction facets, so the check module is only
 * the catalog face of the rule (docs, messages, scopes); which rule judges a file is what the
 * selected profile's predictions hook contributes, and `evaluatePredictionCheck` runs it.
 */
import type { CheckModule } from '../../plugin-api/check.js';
import type { PredictionRule } from '../../plugin-api/prediction.js';

/** Rule ids are bare and reserved to the `engine-` prefix, so they never shadow a built-in check. */
export const PREDICTION_RULE_ID = /^engine-[a-z0-9]+(-[a-z0-9]+)*$/;

export function ruleCheckModule(rule: PredictionRule): CheckModule {
  return {
    meta: {
      type: 'prediction',
      docs: rule.meta.docs,
      defaultSeverity: rule.meta.defaultSeverity,
      messages: rule.meta.messages,
      scopes: rule.meta.scopes,
    },
    create() {
      throw new Error('a prediction rule runs through the prediction lifecycle, not as a plain check');
    },
  };
}
