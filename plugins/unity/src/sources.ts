/** Primary sources of the Unity 6000.3 profile facts and settings (vendor documentation). */
import { defineSources } from '@animsmith/cli/plugin';

export const SOURCES = defineSources({ target_version: '6000.3', verified_on: '2026-08-20' }, {
  clipImport: { id: 'unity-animation-clip-import-6000.3', url: 'https://docs.unity3d.com/6000.3/Documentation/Manual/class-AnimationClip.html' },
  modelImport: { id: 'unity-model-import-6000.3', url: 'https://docs.unity3d.com/6000.3/Documentation/Manual/FBXImporter-Model.html' },
  clipAnimation: { id: 'unity-model-importer-clip-animation-6000.3', url: 'https://docs.unity3d.com/6000.3/Documentation/ScriptReference/ModelImporterClipAnimation.html' },
  rigImport: { id: 'unity-rig-import-6000.3', url: 'https://docs.unity3d.com/6000.3/Documentation/Manual/FBXImporter-Rig.html' },
  motionNodeName: { id: 'unity-model-importer-motion-node-name-6000.3', url: 'https://docs.unity3d.com/6000.3/Documentation/ScriptReference/ModelImporter-motionNodeName.html' },
});
