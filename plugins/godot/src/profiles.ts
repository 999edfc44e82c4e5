/**
 * Godot 4.7 scene importer (ResourceImporterScene), revision 1: frozen facts and sources only. It
 * models no importer setting and contributes no prediction rule, so a profiled lint carries its
 * provenance and no engine prediction.
 */
import { defineProfile, defineSources, factInventory, type EngineProfileDefinition } from '@animsmith/cli/plugin';

export const SOURCES = defineSources({ target_version: '4.7', verified_on: '2026-08-20' }, {
  sceneImporter: { id: 'godot-resource-importer-scene-4.7', url: 'https://docs.godotengine.org/en/4.7/classes/class_resourceimporterscene.html' },
});

export const REVISION_1 = defineProfile({
  profile: 'godot',
  profile_revision: 1,
  engine_version: '4.7',
  importer: 'resource-importer-scene',
  fact_bundle: 'urn:animsmith:engine-profile:godot:1',
  contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
  accepted_formats: ['fbx', 'glb', 'gltf'],
  facts: factInventory({ accepted_inputs: { value: ['fbx', 'glb', 'gltf'], sources: [SOURCES.sceneImporter] } }),
  sources: [SOURCES.sceneImporter],
  settings: [],
});

export const PROFILES: readonly EngineProfileDefinition[] = [REVISION_1];
