/** Primary sources of the Unreal 5.8 profile facts and settings (vendor documentation pinned to 5.8). */
import type { ProfileSource } from '@animsmith/cli/plugin';

const VERIFIED_ON = '2026-08-20';

export const SOURCES = {
  animationSequences: {
    id: 'unreal-animation-sequences-5.8',
    target_version: '5.8',
    url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/animation-sequences-in-unreal-engine?application_version=5.8',
    verified_on: VERIFIED_ON,
  },
  assetImportData: {
    id: 'unreal-fbx-asset-import-data-5.8',
    target_version: '5.8',
    url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/API/Editor/UnrealEd/Factories/UFbxAssetImportData?application_version=5.8',
    verified_on: VERIFIED_ON,
  },
  animSequenceImportData: {
    id: 'unreal-fbx-anim-sequence-import-data-5.8',
    target_version: '5.8',
    url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/API/Editor/UnrealEd/Factories/UFbxAnimSequenceImportData?application_version=5.8',
    verified_on: VERIFIED_ON,
  },
  coordinateSystem: {
    id: 'unreal-coordinate-system-5.8',
    target_version: '5.8',
    url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/coordinate-system-and-spaces-in-unreal-engine?application_version=5.8',
    verified_on: VERIFIED_ON,
  },
  fbxImportOptions: {
    id: 'unreal-fbx-import-options-5.8',
    target_version: '5.8',
    url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/fbx-import-options-reference-in-unreal-engine?application_version=5.8',
    verified_on: VERIFIED_ON,
  },
  units: {
    id: 'unreal-units-5.8',
    target_version: '5.8',
    url: 'https://dev.epicgames.com/documentation/en-us/unreal-engine/units-of-measurement-in-unreal-engine?application_version=5.8',
    verified_on: VERIFIED_ON,
  },
} as const satisfies Record<string, ProfileSource>;
