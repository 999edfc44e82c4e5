/**
 * Bytes → FBX document: binary when the file starts with the binary magic, ASCII otherwise (the
 * ASCII reader refuses what is not FBX text with a line number). Limits are the readers' defaults.
 *
 * `sharedPrecision` (the loader's choice) reads the numbers at the precision binary and ASCII twins
 * both hold (shared-precision.ts); without it the document has the file's numbers as they are.
 */
import { isBinaryFbx, readBinaryFbx } from '../binary-reader.js';
import { readAsciiFbx } from '../ascii-reader.js';
import { buildFbxDocument, type FbxDocument } from '../document.js';
import { DEFAULT_FBX_LIMITS, type FbxReadLimits } from '../fbx-tree.js';
import { refusingBadInput } from './errors.js';
import { atSharedPrecision } from './shared-precision.js';

export interface ReadFbxOptions {
  readonly limits?: FbxReadLimits;
  readonly sharedPrecision?: boolean;
}

export function readFbxDocument(bytes: Uint8Array, options: ReadFbxOptions = {}): FbxDocument {
  const limits = options.limits ?? DEFAULT_FBX_LIMITS;
  return refusingBadInput(() => {
    const file = isBinaryFbx(bytes) ? readBinaryFbx(bytes, limits) : readAsciiFbx(bytes, limits);
    return buildFbxDocument(options.sharedPrecision === true ? atSharedPrecision(file) : file);
  });
}
