/**
 * engine-import-advice v1 for Unity 6000.3 Generic and Humanoid revision 1: the Model Importer's
 * Convert Units, Bake Axis Conversion, (Generic) Root Motion Source, and each clip's
 * lockRootRotation / lockRootHeightY / lockRootPositionXZ — only values the profile materialised.
 */
import { defineImportAdviceProjector, type ImportAdviceContext, type ImportAdviceV1Projection, type UnityClipAdviceV1 } from '@animsmith/engine-kit';
import { BAKE_AXIS_CONVERSION, booleanSetting, clipRootSettings, CONVERT_UNITS, locks, pathSetting, ROOT_MOTION_SOURCE } from './settings.js';

const TUPLE = { profile_revision: 1, engine_version: '6000.3', importer: 'fbx-model-importer' } as const;

function project(context: ImportAdviceContext, generic: boolean): ImportAdviceV1Projection {
  const { provenance } = context;
  const common = { convert_units: booleanSetting(provenance, CONVERT_UNITS), bake_axis_conversion: booleanSetting(provenance, BAKE_AXIS_CONVERSION) };
  // Root Motion Source is a Generic-rig setting: the Humanoid document has no such member.
  const payload = (clips: UnityClipAdviceV1[]): ImportAdviceV1Projection['payload'] =>
    generic
      ? { engine: 'unity-generic', document: { ...common, root_motion_source: pathSetting(provenance, ROOT_MOTION_SOURCE) }, clips }
      : { engine: 'unity-humanoid', document: common, clips };
  const clips: UnityClipAdviceV1[] = [];
  for (const row of [...context.clips].sort((a, b) => a.normalized_clip_index - b.normalized_clip_index)) {
    const root = clipRootSettings(provenance, row.normalized_clip_index, row.normalized_clip_name);
    if (!root) return { payload: payload([]), refusal: 'clip_identity_mismatch' };
    clips.push({
      normalized_clip_index: row.normalized_clip_index,
      lock_root_rotation: locks(root.root_rotation.value),
      lock_root_height_y: locks(root.root_position_y.value),
      lock_root_position_xz: locks(root.root_position_xz.value),
    });
  }
  return { payload: payload(clips) };
}

/** The V1 projector of one rig type's revision 1. */
function projectorV1(profile: 'unity-generic' | 'unity-humanoid') {
  return defineImportAdviceProjector({
    contract: 1,
    tuple: { profile, ...TUPLE },
    formats: ['fbx'],
    needsClips: true,
    project: (context) => project(context, profile === 'unity-generic'),
  });
}

export const unityGenericV1 = projectorV1('unity-generic');
export const unityHumanoidV1 = projectorV1('unity-humanoid');
