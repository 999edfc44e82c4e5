/**
 * engine-import-advice v1 for Godot 4.7 revision 1: the revision models no importer settings, so
 * the advice is a typed refusal (`profile_settings_unmodeled`, exit 1) rather than a guess.
 */
import { defineImportAdviceProjector } from '@animsmith/engine-kit';

export const godotV1 = defineImportAdviceProjector({
  contract: 1,
  tuple: { profile: 'godot', profile_revision: 1, engine_version: '4.7', importer: 'resource-importer-scene' },
  formats: ['gltf', 'glb', 'fbx'],
  needsClips: false,
  project: () => ({ payload: { engine: 'godot' }, refusal: 'profile_settings_unmodeled' }),
});
