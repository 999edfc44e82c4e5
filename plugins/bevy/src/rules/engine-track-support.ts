/**
 * engine-track-support (Bevy 0.19.0 revision 3, glTF asset loader): which source animations the
 * loader drops before they could become AnimationClips.
 *
 * Over a complete raw animation/channel inventory (the provenance's V5 section, whose channel
 * coverage is independent per animation), the two gates decide (feature first, see
 * `track-support/gates.ts`):
 * - a closed gate: one available `animation_track_support` facet per source animation
 *   (`Animation{i}`) recording the negative outcome — the animation and all its channels are
 *   dropped, and which gate dropped them. A dropped row is a prediction, not a content finding.
 * - both gates open: one stable subjectless `animation_runtime_survival` required-unavailable
 *   facet. Loading being allowed does not prove the tracks survive at runtime, and this rule
 *   neither runs Bevy nor claims positive survival.
 *
 * A complete, empty inventory is not applicable. A partial or unavailable inventory is exactly one
 * subjectless `animation_track_inventory` required-unavailable facet and no prefix prediction.
 */
import { definePredictionRule, type BasisReference, type PredictionApplicabilityContext } from '@animsmith/cli/plugin';
import { SOURCES } from '../facts.js';
import { animationSelector } from './engine-addressability.js';
import { evaluateGates, FEATURE_SETTING, type GateId } from './track-support/gates.js';
import { buildTrackInventory } from './track-support/inventory.js';

export const SCOPE_TRACK_SUPPORT = 'animation_track_support';
export const SCOPE_RUNTIME_SURVIVAL = 'animation_runtime_survival';
export const SCOPE_INVENTORY = 'animation_track_inventory';

const FACT_HANDLING: BasisReference = { kind: 'profile_fact', fact_id: 'animation_channel_handling' };
const GATE_SOURCE: Readonly<Record<GateId, BasisReference>> = {
  bevy_animation_feature: { kind: 'primary_source', source_id: SOURCES.cargoFeatures.id },
  load_animations: { kind: 'primary_source', source_id: SOURCES.loaderSettings.id },
};

export default definePredictionRule({
  meta: {
    docs: { description: 'Predicts which source animations the Bevy glTF loader drops under the bevy_animation feature and load_animations gates.' },
    defaultSeverity: 'error',
    messages: {},
    scopes: [SCOPE_TRACK_SUPPORT, SCOPE_RUNTIME_SURVIVAL, SCOPE_INVENTORY],
    reasons: {
      'bevy:runtime_survival_unproven':
        'unavailable by design, not because of this file: with both gates open (the bevy_animation feature and load_animations) Bevy loads the animations, ' +
        'and whether their tracks survive at runtime cannot be established without running Bevy, so revision 3 fails every file that loads animations. ' +
        'A project that needs a passing lint pins [engine] profile_revision = 2 (unit scale) or 1 (addressability); ' +
        'one that does not load animations sets [engine.settings] load_animations = false (or bevy_animation_feature = false).',
      'bevy:gate_setting_unresolved':
        'unavailable for lack of a setting: bevy_animation_feature and load_animations must both resolve to true or false; set them under [engine.settings].',
    },
  },
  applies({ provenance }: PredictionApplicabilityContext) {
    const inventory = buildTrackInventory(provenance);
    return inventory.rows.length > 0 || inventory.reasons.length > 0;
  },
  predict(context) {
    const { provenance } = context;
    const inventory = buildTrackInventory(provenance);
    if (inventory.reasons.length > 0) {
      context.unavailable({ code: SCOPE_INVENTORY }, inventory.reasons, [FACT_HANDLING]);
      return;
    }
    const gates = evaluateGates(provenance);
    if (gates.state !== 'closed') {
      const reason = gates.state === 'open' ? 'bevy:runtime_survival_unproven' : 'bevy:gate_setting_unresolved';
      context.unavailable({ code: SCOPE_RUNTIME_SURVIVAL }, [reason], [FACT_HANDLING, ...gates.basis]);
      return;
    }
    // The feature gate's own source stays in the basis when load_animations decides, because
    // the precedence rule consulted it first.
    const sources = gates.gate === FEATURE_SETTING ? [GATE_SOURCE.bevy_animation_feature] : [GATE_SOURCE.bevy_animation_feature, GATE_SOURCE.load_animations];
    for (const animation of inventory.rows) {
      const selector = animationSelector(animation.index);
      context.available(
        { code: SCOPE_TRACK_SUPPORT, subject: selector },
        [
          FACT_HANDLING,
          ...sources,
          ...gates.basis,
          { kind: 'raw_source', domain: 'animation_inventory', key: `animation:${animation.index}`, field: 'channel_count', value: animation.channel_count },
        ],
        {
          kind: 'track_support',
          selector,
          source_animation_index: animation.index,
          source_name: animation.name,
          outcome: 'dropped',
          gate: gates.gate,
          dropped_channel_count: animation.channel_count,
        },
      );
    }
  },
});
