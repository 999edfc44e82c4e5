/** The Unreal plugin's `generate import-advice`: the revision-1 refusal and the revision-2 sample-rate projection. */
import { defineImportAdviceGenerator } from '@animsmith/engine-kit';
import { unrealV1 } from './unreal-v1.js';
import { unrealV2 } from './unreal-v2.js';

export const unrealImportAdvice = defineImportAdviceGenerator([unrealV1, unrealV2]);
