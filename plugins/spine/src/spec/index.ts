/** The rigc spec formats: types, versions, key tables and the two parsers. */
export type * from './types.js';
export * from './constants.js';
export { SpecError } from './errors.js';
export { parseRigSpec, validateRigSpec } from './parse-rig.js';
export { parseMotionSpec, validateMotionSpec } from './parse-motion.js';
