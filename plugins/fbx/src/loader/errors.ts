/**
 * The FBX loader's one refusal path: every reader or document error becomes an `AssetLoadError`
 * with one line that says where (byte offset or line) and why, never a host path.
 */
import { AssetLoadError, foldLines } from '@animsmith/cli/plugin';
import { FbxDocumentError } from '../document-error.js';
import { FbxReadError } from '../fbx-tree.js';

/** Throw an `AssetLoadError` with control characters folded, so the message stays one line. */
export function fail(message: string): never {
  throw new AssetLoadError(foldLines(message));
}

/**
 * Runs `step`; a reader or document error becomes an `AssetLoadError` (`FBX <what>: <where>:
 * <reason>`). Anything else propagates unchanged (an internal error, not bad input).
 */
export function refusingBadInput<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof FbxReadError) fail(`FBX file cannot be read: ${error.message}`);
    if (error instanceof FbxDocumentError) {
      const where = error.where === '' ? '' : ` (${error.where})`;
      fail(`FBX document is malformed${where}: ${error.message}`);
    }
    throw error;
  }
}
