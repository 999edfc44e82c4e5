/** The Unity plugin's `generate import-advice`: V1 for Generic/Humanoid revision 1, V2 for Generic revision 2. */
import { defineImportAdviceGenerator } from '@animsmith/engine-kit';
import { unityGenericV1, unityHumanoidV1 } from './unity-v1.js';
import { unityGenericV2 } from './unity-v2.js';

export const unityImportAdvice = defineImportAdviceGenerator([unityGenericV1, unityHumanoidV1, unityGenericV2]);
