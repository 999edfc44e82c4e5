/**
 * Unreal Engine 5.8 FBX importer profiles. Each revision is frozen: a change of facts, settings or
 * rules is a new revision (and a new package version), never an edit of an old one.
 *
 * - Revision 1: facts with their sources, no modeled importer settings, engine-clip-boundary.
 * - Revision 2: revision 1's rule (revisions are cumulative) plus the importer settings it models
 *   with Unreal's own defaults: the animation sample rate and the scene/unit conversion options.
 */
import { defineProfile, factInventory, type EngineProfileDefinition, type KnownFact, type ProfileFactId } from '@animsmith/cli/plugin';
import { SOURCES } from './sources.js';
import { unrealSettings } from './settings.js';
import engineClipBoundary from './rules/engine-clip-boundary.js';

const TUPLE = { profile: 'unreal', engine_version: '5.8', importer: 'fbx-importer' } as const;

const REVISION_1_FACTS: Partial<Record<ProfileFactId, KnownFact>> = {
  accepted_inputs: { value: ['fbx'], sources: [SOURCES.fbxImportOptions] },
  target_coordinate_basis: { value: { handedness: 'left', up: '+z', forward: '+x' }, sources: [SOURCES.coordinateSystem] },
  target_linear_unit: { value: 'centimetre', sources: [SOURCES.units] },
  unit_conversion_control: { value: 'importer_option', sources: [SOURCES.fbxImportOptions] },
  axis_conversion_control: { value: 'importer_option', sources: [SOURCES.fbxImportOptions] },
  whole_end_frame_required: { value: true, sources: [SOURCES.animationSequences] },
};

/** Revision 2 names the settings that control conversion, as Unity's profile does. */
const REVISION_2_FACTS: Partial<Record<ProfileFactId, KnownFact>> = {
  ...REVISION_1_FACTS,
  unit_conversion_control: { value: 'profile_setting:convert_scene_unit', sources: [SOURCES.fbxImportOptions, SOURCES.assetImportData] },
  axis_conversion_control: { value: 'profile_setting:convert_scene', sources: [SOURCES.fbxImportOptions, SOURCES.assetImportData] },
};

const REVISION_1_RULES = { 'engine-clip-boundary': engineClipBoundary } as const;

export const REVISION_1 = defineProfile({
  ...TUPLE,
  profile_revision: 1,
  fact_bundle: 'urn:animsmith:engine-profile:unreal:1',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
  accepted_formats: ['fbx'],
  facts: factInventory(REVISION_1_FACTS),
  sources: [SOURCES.animationSequences, SOURCES.coordinateSystem, SOURCES.fbxImportOptions, SOURCES.units],
  settings: [],
  rules: REVISION_1_RULES,
});

export const REVISION_2 = defineProfile({
  ...TUPLE,
  profile_revision: 2,
  fact_bundle: 'urn:animsmith:engine-profile:unreal:2',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:4', prediction: 'urn:animsmith:engine-prediction:4' },
  accepted_formats: ['fbx'],
  facts: factInventory(REVISION_2_FACTS),
  sources: Object.values(SOURCES),
  settings: unrealSettings(),
  rules: REVISION_1_RULES,
});

export const PROFILES: readonly EngineProfileDefinition[] = [REVISION_1, REVISION_2];
