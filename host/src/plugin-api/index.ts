/**
 * The public plugin API (`@animsmith/cli/plugin`). Built-in checks and loaders use exactly this.
 */
export * from './check.js';
export * from './command.js';
export * from './contract.js';
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
export * from './source-pose.js';
/** Thrown by generators for operator errors (exit 2, one line). */
export { OperatorError } from '../engine/errors.js';
/** Escapers for generator views (`GeneratorResult.render`): every file-derived string goes through one. */
export { escapeMarkdown, escapeTerminal } from '../text/escape.js';
export type * from '../model/anim-document.js';
export { authoredTrack, elementsPerKey, keyOffset, keyValue, valueKeyCount, TRACK_PROPERTIES } from '../model/anim-document.js';
/** Unique clip names (`walk`, `walk#1`), for a loader capability that names clips itself (source-space poses). */
export { normalizedClipNames } from '../model/clip-names.js';
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
/** Helpers loaders share: excerpt quoting and line folding for one-line errors, matrix → TRS, a time within a clip's bounds. */
export { quoteExcerpt } from '../text/quote-excerpt.js';
export { foldLines } from '../text/fold-lines.js';
export { decomposeMatrix, decomposeMatrixInto, type MutableTrs } from '../model/decompose-matrix.js';
export { timeWithinClip } from '../sample/clip-time.js';
/** `*`-glob matching as `[clips.*]` keys and `[runtime_nodes]` selectors use it. */
export { globMatches } from '../engine/config/clip-expectations.js';
