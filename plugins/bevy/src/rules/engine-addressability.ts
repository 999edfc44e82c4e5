/**
 * engine-addressability (Bevy 0.19.0, glTF asset loader): the label under which Bevy exposes each
 * source animation, `GltfAssetLabel::Animation(index)`, displayed as `Animation{index}`. The index
 * is the source animation order; names do not control it. One available facet per animation.
 *
 * A complete, empty inventory has nothing to address (not applicable). A partial raw inventory or
 * an incomplete dependency closure cannot prove the index set, so the rule emits one subjectless
 * required-unavailable inventory facet and no prefix predictions.
 */
import { definePredictionRule, type PredictionApplicabilityContext, type PredictionProvenance } from '@animsmith/cli/plugin';
import { SOURCES } from '../facts.js';

export const SCOPE_LABEL = 'animation_asset_label';
export const SCOPE_INVENTORY = 'animation_asset_label_inventory';

export function animationSelector(index: number): string {
  return `Animation${index}`;
}

function inventoryReasons(provenance: PredictionProvenance): string[] {
  const reasons: string[] = [];
  if (provenance.raw_source.animations.coverage.state !== 'complete') reasons.push('raw_source_incomplete');
  if (provenance.dependency_closure.coverage !== 'complete') reasons.push('dependency_closure_incomplete');
  return reasons;
}

export default definePredictionRule({
  meta: {
    docs: { description: 'Predicts the Bevy GltfAssetLabel::Animation selector of every source animation.' },
    defaultSeverity: 'error',
    messages: {},
    scopes: [SCOPE_LABEL, SCOPE_INVENTORY],
  },
  applies({ provenance }: PredictionApplicabilityContext) {
    return provenance.raw_source.animations.rows.length > 0 || inventoryReasons(provenance).length > 0;
  },
  predict(context) {
    const { provenance } = context;
    const fact = { kind: 'profile_fact', fact_id: 'animation_addressability' } as const;
    const reasons = inventoryReasons(provenance);
    if (reasons.length > 0) {
      context.unavailable({ code: SCOPE_INVENTORY }, reasons, [fact]);
      return;
    }
    for (const row of provenance.raw_source.animations.rows) {
      const selector = animationSelector(row.index);
      context.available(
        { code: SCOPE_LABEL, subject: selector },
        [
          fact,
          { kind: 'primary_source', source_id: SOURCES.assetLabel.id },
          { kind: 'raw_source', domain: 'animations', key: `animation:${row.index}`, field: 'index', value: row.index },
        ],
        { kind: 'animation_asset_label', selector, source_animation_index: row.index, source_name: row.name },
      );
    }
  },
});
