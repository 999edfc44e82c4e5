/** Primary sources of the Unreal 5.8 profile facts and settings (vendor documentation pinned to 5.8). */
import { defineSources } from '@animsmith/cli/plugin';

export const SOURCES = defineSources({ target_version: '5.8', verified_on: '2026-08-20' }, {
  animationSequences: { id: 'unreal-animation-sequences-5.8', url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/animation-sequences-in-unreal-engine?application_version=5.8' },
  assetImportData: { id: 'unreal-fbx-asset-import-data-5.8', url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/API/Editor/UnrealEd/Factories/UFbxAssetImportData?application_version=5.8' },
  animSequenceImportData: { id: 'unreal-fbx-anim-sequence-import-data-5.8', url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/API/Editor/UnrealEd/Factories/UFbxAnimSequenceImportData?application_version=5.8' },
  coordinateSystem: { id: 'unreal-coordinate-system-5.8', url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/coordinate-system-and-spaces-in-unreal-engine?application_version=5.8' },
  fbxImportOptions: { id: 'unreal-fbx-import-options-5.8', url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/fbx-import-options-reference-in-unreal-engine?application_version=5.8' },
  units: { id: 'unreal-units-5.8', url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/units-of-measurement-in-unreal-engine?application_version=5.8' },
});
