/** The Godot plugin's `generate import-advice` (revision 1 refuses: no modeled settings). */
import { defineImportAdviceGenerator } from '@animsmith/engine-kit';
import { godotV1 } from './godot-v1.js';

export const godotImportAdvice = defineImportAdviceGenerator([godotV1]);
