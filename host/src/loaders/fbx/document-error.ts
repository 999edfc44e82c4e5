/**
 * The one error type of the FBX document layer, and the path helpers that name where in the file
 * a problem sits.
 *
 * A path names nodes from the top of the file, `/`-separated, with object ids and names quoted so
 * a reader can find the spot: `Objects/Model 12345 'Hips'/Properties70/Lcl Rotation`. Every
 * message is one line: names are escaped (control characters, quotes) and long names are cut.
 */
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

const MAX_NAME_CHARS = 80;

/**
 * A file-derived string quoted for a one-line path: `'`-quoted, with `\`, `'` and every control or
 * non-printable character escaped (`\xNN` / `\uNNNN`), cut to 80 characters with `…`.
 */
export function quote(text: string): string {
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count === MAX_NAME_CHARS) {
      out += '…';
      break;
    }
    count += 1;
    const code = ch.codePointAt(0)!;
    if (ch === '\\' || ch === "'") out += `\\${ch}`;
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if ((code >= 0x80 && code < 0xa0) || code === 0x2028 || code === 0x2029 || code === 0xfffd)
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `'${out}'`;
}

/** A name used as a plain path segment (property names): escaped like `quote` but not quoted. */
export function segment(text: string): string {
  const quoted = quote(text);
  return quoted.slice(1, -1);
}
