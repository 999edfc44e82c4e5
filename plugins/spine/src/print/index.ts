/** The Spine editor's JSON print format: layout, key order is the caller's, Java number text. */
export { printSkeletonJson, type PrintValue } from './print-json.js';
export { javaNumberText, type WholeNumberStyle } from './number-text.js';
