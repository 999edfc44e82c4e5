/**
 * engine-import-advice v2 for Unity 6000.3 Generic revision 2 on FBX: the same materialised
 * settings as native `ModelImporter` / `ModelImporterClipAnimation` properties, each with its
 * setting id and origin. Root Motion Source is projected only when it names exactly one node of
 * the raw transform-path inventory.
 */
import { defineImportAdviceProjector, type ImportAdviceContext, type ImportAdviceProjectionV2, type NativeClipParameters } from '@animsmith/engine-kit';
import { ImportAdviceSettingsError } from '@animsmith/engine-kit';
import { matchTransformPath } from '../transform-path.js';
import { BAKE_AXIS_CONVERSION, booleanSetting, clipRootSettings, CONVERT_UNITS, documentSetting, locks, pathSetting, ROOT_MOTION_SOURCE } from './settings.js';

/** Unity's scripting names of the properties the Model Importer inspector shows. */
const CLIP_KEYS = { root_rotation: 'lockRootRotation', root_position_y: 'lockRootHeightY', root_position_xz: 'lockRootPositionXZ' } as const;

function project(context: ImportAdviceContext): ImportAdviceProjectionV2 {
  const { provenance } = context;
  const origin = (id: string) => documentSetting(provenance, id).origin;
  const motionNode = pathSetting(provenance, ROOT_MOTION_SOURCE);
  // V2 refuses only for an incomplete closure, so a source path that names no single node (lint's
  // engine-root-motion reports the same reason) is a settings error, never an available projection.
  const match = matchTransformPath(provenance, motionNode);
  if ('reason' in match) {
    throw new ImportAdviceSettingsError(`${ROOT_MOTION_SOURCE} = ${JSON.stringify(motionNode)} does not name exactly one node of the FBX transform paths (${match.reason})`);
  }
  const clips: NativeClipParameters[] = context.clips.map((row) => {
    const root = clipRootSettings(provenance, row.normalized_clip_index, row.normalized_clip_name);
    if (!root) throw new ImportAdviceSettingsError(`clip ${row.normalized_clip_index} has no complete root settings row`);
    return {
      source_clip_index: row.source_clip_index,
      normalized_clip_index: row.normalized_clip_index,
      normalized_clip_name: row.normalized_clip_name,
      parameters: (Object.keys(CLIP_KEYS) as (keyof typeof CLIP_KEYS)[]).map((id) => ({
        key: CLIP_KEYS[id],
        value: locks(root[id].value),
        setting: id,
        origin: root[id].origin,
      })),
    };
  });
  return {
    target: 'ModelImporter',
    document: [
      { key: 'useFileScale', value: booleanSetting(provenance, CONVERT_UNITS), setting: CONVERT_UNITS, origin: origin(CONVERT_UNITS) },
      { key: 'bakeAxisConversion', value: booleanSetting(provenance, BAKE_AXIS_CONVERSION), setting: BAKE_AXIS_CONVERSION, origin: origin(BAKE_AXIS_CONVERSION) },
      { key: 'motionNodeName', value: motionNode, setting: ROOT_MOTION_SOURCE, origin: origin(ROOT_MOTION_SOURCE) },
    ],
    clips,
  };
}

export const unityGenericV2 = defineImportAdviceProjector({
  contract: 2,
  tuple: { profile: 'unity-generic', profile_revision: 2, engine_version: '6000.3', importer: 'fbx-model-importer' },
  formats: ['fbx'],
  needsClips: true,
  project,
});
