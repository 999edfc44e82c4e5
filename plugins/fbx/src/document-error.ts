/**
 * The one error type of the FBX document layer, and the path helpers that name where in the file
 * a problem sits.
 *
 * A path names nodes from the top of the file, `/`-separated, with object ids and names quoted so
 * a reader can find the spot: `Objects/Model 12345 'Hips'/Properties70/Lcl Rotation`. Every
 * message is one line: names are escaped (control characters, quotes) and long names are cut.
 */
import { quoteExcerpt } from '@animsmith/cli/plugin';
import type { FbxFile, FbxNode } from './fbx-tree.js';

/**
 * Missing or contradictory data in an FBX file that the reader could read: the message is
 * `<path>: <reason>` on one line; `where` is where the nearest node starts (`byte <offset>` for
 * binary files, `line <n>` for ASCII), or `''` when the problem has no single node.
 */
export class FbxDocumentError extends Error {
  override readonly name = 'FbxDocumentError';
  constructor(
    readonly path: string,
    readonly reason: string,
    readonly where: string = '',
  ) {
    super(`${path}: ${reason}`);
  }
}

/** How `at` of a node is spelled for this file's encoding. */
export type WhereOf = (node: FbxNode | undefined) => string;

export function whereOf(file: FbxFile): WhereOf {
  const unit = file.encoding === 'binary' ? 'byte' : 'line';
  return (node) => (node === undefined ? '' : `${unit} ${node.at}`);
}

/**
 * A file-derived string quoted for a one-line path: `'`-quoted, escaped and bounded by the
 * project's excerpt quoting (`../quote-excerpt.ts`: printable ASCII as is, `\xNN` /
 * `\u{…}` otherwise, at most 40 characters then `…`).
 */
export function quote(text: string): string {
  return quoteExcerpt(text, "'");
}

/** A name used as a plain path segment (property names): escaped like `quote` but not quoted. */
export function segment(text: string): string {
  const quoted = quote(text);
  return quoted.slice(1, -1);
}
