/**
 * The public plugin API (`@animsmith/cli/plugin`). Built-in checks and loaders use exactly this.
 */
export * from './check.js';
export * from './command.js';
export * from './config.js';
export * from './hooks.js';
export type * from './output-document.js';
export * from './loader.js';
export * from './model-limits.js';
export * from './plugin.js';
export * from './profile.js';
export * from './generator.js';
export * from './prediction.js';
export * from './json.js';
/** Thrown by generators for operator errors (exit 2, one line). */
export { OperatorError } from '../engine/errors.js';
/** Engine-neutral addressability builders for profile plugins that adapt the contract. */
export * from '../generate/addressability/public.js';
/** Engine-neutral import-advice assembly; an engine plugin contributes only its projectors. */
export * from '../generate/import-advice/index.js';
export type * from '../model/anim-document.js';
export { authoredTrack, elementsPerKey, keyOffset, keyValue, valueKeyCount, TRACK_PROPERTIES } from '../model/anim-document.js';
export type * from '../model/source-document.js';
export type * from '../measure/types.js';
export type * from '../sample/metric-grids.js';
export {
  analyzeDuplicateEndpoint,
  DUPLICATE_ROTATION_TOLERANCE_RAD,
  DUPLICATE_VEC3_TOLERANCE,
  type DuplicateEndpointAnalysis,
  type DuplicateEndpointUnavailableReason,
} from '../measure/loop-endpoint.js';
/** `*`-glob matching as `[clips.*]` keys and `[runtime_nodes]` selectors use it. */
export { globMatches } from '../engine/config/clip-expectations.js';
