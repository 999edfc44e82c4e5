/**
 * Unity 6000.3 FBX Model Importer profiles: Generic revisions 1 and 2, Humanoid revision 1.
 * Generic revision 2 carries the engine-root-motion rule.
 */
import { defineProfile, factInventory, type EngineProfileDefinition, type KnownFact, type ProfileFactId } from '@animsmith/cli/plugin';
import engineRootMotion from './rules/engine-root-motion.js';
import { unitySettings } from './settings.js';
import { SOURCES } from './sources.js';

const TUPLE = { engine_version: '6000.3', importer: 'fbx-model-importer' } as const;

function facts(rootMotion: string): Partial<Record<ProfileFactId, KnownFact>> {
  return {
    accepted_inputs: { value: ['fbx'], sources: [SOURCES.modelImport] },
    unit_conversion_control: { value: 'profile_setting:convert_units', sources: [SOURCES.modelImport] },
    axis_conversion_control: { value: 'profile_setting:bake_axis_conversion', sources: [SOURCES.modelImport] },
    root_motion_addressability: { value: rootMotion, sources: rootMotion === 'exact_source_transform_path' ? [SOURCES.rigImport, SOURCES.motionNodeName] : [SOURCES.rigImport] },
  };
}

const GENERIC_SOURCES = Object.values(SOURCES);
const HUMANOID_SOURCES = GENERIC_SOURCES.filter((s) => s !== SOURCES.motionNodeName);

export const GENERIC_REVISION_1 = defineProfile({
  ...TUPLE,
  profile: 'unity-generic',
  profile_revision: 1,
  fact_bundle: 'urn:animsmith:engine-profile:unity-generic:1',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
  accepted_formats: ['fbx'],
  facts: factInventory(facts('exact_source_transform_path')),
  sources: GENERIC_SOURCES,
  settings: unitySettings({ generic: true, defaults: false }),
});

export const GENERIC_REVISION_2 = defineProfile({
  ...TUPLE,
  profile: 'unity-generic',
  profile_revision: 2,
  fact_bundle: 'urn:animsmith:engine-profile:unity-generic:2',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:6', prediction: 'urn:animsmith:engine-prediction:6' },
  accepted_formats: ['fbx'],
  facts: factInventory(facts('exact_source_transform_path')),
  sources: GENERIC_SOURCES,
  settings: unitySettings({ generic: true, defaults: true }),
  rules: { 'engine-root-motion': engineRootMotion },
});

export const HUMANOID_REVISION_1 = defineProfile({
  ...TUPLE,
  profile: 'unity-humanoid',
  profile_revision: 1,
  fact_bundle: 'urn:animsmith:engine-profile:unity-humanoid:1',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
  accepted_formats: ['fbx'],
  facts: factInventory(facts('humanoid_avatar_body')),
  sources: HUMANOID_SOURCES,
  settings: unitySettings({ generic: false, defaults: false }),
});

export const PROFILES: readonly EngineProfileDefinition[] = [GENERIC_REVISION_1, GENERIC_REVISION_2, HUMANOID_REVISION_1];
