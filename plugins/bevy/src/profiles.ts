/**
 * Bevy 0.19.0 glTF-asset-loader profile revisions. Each revision is frozen: a change of facts,
 * settings or rules is a new revision (and a new package version), never an edit of an old one.
 *
 * Revisions are cumulative, like the provenance contracts they publish under (V4 ⊂ V5): revision 2
 * is revision 1's rules plus engine-unit-scale, revision 3 is revision 2's plus
 * engine-track-support. The rich addressability contract, pinned to revision 3, is paired with the
 * same engine-addressability evaluation, so a later revision never drops an earlier rule.
 */
import { defineProfile, factInventory, type EngineProfileDefinition, type SettingDescriptor } from '@animsmith/cli/plugin';
import { REVISION_1_FACTS, REVISION_2_FACTS, REVISION_3_FACTS, SOURCES } from './facts.js';
import engineAddressability from './rules/engine-addressability.js';
import engineTrackSupport from './rules/engine-track-support.js';
import engineUnitScale from './rules/engine-unit-scale.js';

const TUPLE = { profile: 'bevy', engine_version: '0.19.0', importer: 'gltf-asset-loader' } as const;
const ACCEPTED = ['glb', 'gltf'] as const;

const LOAD_ANIMATIONS: SettingDescriptor = {
  id: 'load_animations',
  scope: 'document',
  domain: { kind: 'boolean' },
  default: true,
  sources: [SOURCES.loaderSettings.id],
};

const ANIMATION_FEATURE: SettingDescriptor = {
  id: 'bevy_animation_feature',
  scope: 'document',
  domain: { kind: 'boolean' },
  default: true,
  sources: [SOURCES.cargoFeatures.id],
};

const REVISION_1_RULES = { 'engine-addressability': engineAddressability } as const;
const REVISION_2_RULES = { ...REVISION_1_RULES, 'engine-unit-scale': engineUnitScale } as const;
const REVISION_3_RULES = { ...REVISION_2_RULES, 'engine-track-support': engineTrackSupport } as const;

export const REVISION_1 = defineProfile({
  ...TUPLE,
  profile_revision: 1,
  fact_bundle: 'urn:animsmith:engine-profile:bevy:1',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
  accepted_formats: ACCEPTED,
  facts: factInventory(REVISION_1_FACTS),
  sources: [SOURCES.assetLabel, SOURCES.targetId, SOURCES.gltf],
  settings: [],
  rules: REVISION_1_RULES,
});

export const REVISION_2 = defineProfile({
  ...TUPLE,
  profile_revision: 2,
  fact_bundle: 'urn:animsmith:engine-profile:bevy:2',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:4', prediction: 'urn:animsmith:engine-prediction:4' },
  accepted_formats: ACCEPTED,
  facts: factInventory(REVISION_2_FACTS),
  sources: [SOURCES.assetLabel, SOURCES.targetId, SOURCES.loaderSettings, SOURCES.gltf],
  settings: [LOAD_ANIMATIONS],
  rules: REVISION_2_RULES,
});

export const REVISION_3 = defineProfile({
  ...TUPLE,
  profile_revision: 3,
  fact_bundle: 'urn:animsmith:engine-profile:bevy:3',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:5', prediction: 'urn:animsmith:engine-prediction:5' },
  accepted_formats: ACCEPTED,
  facts: factInventory(REVISION_3_FACTS),
  sources: [SOURCES.assetLabel, SOURCES.targetId, SOURCES.loaderSettings, SOURCES.cargoFeatures, SOURCES.gltf],
  settings: [ANIMATION_FEATURE, LOAD_ANIMATIONS],
  rules: REVISION_3_RULES,
});

export const PROFILES: readonly EngineProfileDefinition[] = [REVISION_1, REVISION_2, REVISION_3];
