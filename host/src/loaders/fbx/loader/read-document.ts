/**
 * Bytes → FBX document: binary when the file starts with the binary magic, ASCII otherwise (the
 * ASCII reader refuses what is not FBX text with a line number). Limits are the readers' defaults.
 */
import { isBinaryFbx, readBinaryFbx } from '../binary-reader.js';
import { readAsciiFbx } from '../ascii-reader.js';
import { buildFbxDocument, type FbxDocument } from '../document.js';
import { DEFAULT_FBX_LIMITS, type FbxReadLimits } from '../fbx-tree.js';
import { refusingBadInput } from './errors.js';

export function readFbxDocument(bytes: Uint8Array, limits: FbxReadLimits = DEFAULT_FBX_LIMITS): FbxDocument {
  return refusingBadInput(() => {
    const file = isBinaryFbx(bytes) ? readBinaryFbx(bytes, limits) : readAsciiFbx(bytes, limits);
    return buildFbxDocument(file);
  });
}
