/**
 * The build-time ajv validators (`validators/*.cjs`, written by `scripts/generate.mjs` with the
 * options of `createStrictValidator`): readers validate with these, so no command compiles a
 * JSON Schema at run time. A module is loaded on first use, so a command pays only for the
 * documents it reads.
 */
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { VALIDATOR_MODULES } from './generated/validator-modules.js';

const require = createRequire(import.meta.url);
const loaded = new Map<string, ValidateFunction>();

/** The precompiled strict validator of the registered schema `id` (strict, allErrors, verbose). */
export function precompiledValidator(id: string): ValidateFunction {
  let validate = loaded.get(id);
  if (!validate) {
    const file = Object.hasOwn(VALIDATOR_MODULES, id) ? VALIDATOR_MODULES[id] : undefined;
    if (file === undefined) throw new Error(`schema ${id} is not registered`);
    // By the package's own name: a bundle of the CLI holds this code far from validators/.
    validate = (require(`@animsmith/schemas/validators/${file}`) as { validate: ValidateFunction }).validate;
    loaded.set(id, validate);
  }
  return validate;
}
