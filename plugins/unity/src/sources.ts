/** Primary sources of the Unity 6000.3 profile facts and settings (vendor documentation). */
import type { ProfileSource } from '@animsmith/cli/plugin';

const VERIFIED_ON = '2026-08-20';

export const SOURCES = {
  clipImport: {
    id: 'unity-animation-clip-import-6000.3',
    target_version: '6000.3',
    url: 'https://docs.unity3d.com/6000.3/Documentation/Manual/class-AnimationClip.html',
    verified_on: VERIFIED_ON,
  },
  modelImport: {
    id: 'unity-model-import-6000.3',
    target_version: '6000.3',
    url: 'https://docs.unity3d.com/6000.3/Documentation/Manual/FBXImporter-Model.html',
    verified_on: VERIFIED_ON,
  },
  clipAnimation: {
    id: 'unity-model-importer-clip-animation-6000.3',
    target_version: '6000.3',
    url: 'https://docs.unity3d.com/6000.3/Documentation/ScriptReference/ModelImporterClipAnimation.html',
    verified_on: VERIFIED_ON,
  },
  rigImport: {
    id: 'unity-rig-import-6000.3',
    target_version: '6000.3',
    url: 'https://docs.unity3d.com/6000.3/Documentation/Manual/FBXImporter-Rig.html',
    verified_on: VERIFIED_ON,
  },
  motionNodeName: {
    id: 'unity-model-importer-motion-node-name-6000.3',
    target_version: '6000.3',
    url: 'https://docs.unity3d.com/6000.3/Documentation/ScriptReference/ModelImporter-motionNodeName.html',
    verified_on: VERIFIED_ON,
  },
} as const satisfies Record<string, ProfileSource>;
