/**
 * engine-import-advice v1 for Unreal 5.8 revision 1: the revision models no importer settings,
 * so the advice is a typed refusal (`profile_settings_unmodeled`, exit 1) rather than a guess.
 */
import { defineImportAdviceProjector } from '@animsmith/engine-kit';

export const unrealV1 = defineImportAdviceProjector({
  contract: 1,
  tuple: { profile: 'unreal', profile_revision: 1, engine_version: '5.8', importer: 'fbx-importer' },
  formats: ['fbx'],
  needsClips: false,
  project: () => ({ payload: { engine: 'unreal' }, refusal: 'profile_settings_unmodeled' }),
});
