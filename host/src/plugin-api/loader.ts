/**
 * The loader contract: a loader sees the primary file's bytes (already read under the byte cap)
 * and either declines (returns undefined) or returns the source facts and the normalised model.
 */
import type { AnimDocument } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';

export interface LoadLimits {
  /** Largest primary file accepted, in bytes (checked before reading). */
  readonly maxPrimaryBytes: number;
  /** Largest single external resource accepted, in bytes. */
  readonly maxResourceBytes: number;
  /** Largest sum of all bytes one load may read. */
  readonly maxTotalBytes: number;
}

export interface LoadRequest {
  /** The path as the user gave it (display only; never written to output as a host path). */
  readonly displayPath: string;
  /** Absolute path of the primary file. */
  readonly absolutePath: string;
  /** Absolute folder that external resources must stay inside. */
  readonly assetFolder: string;
  /** Lower-case file extension including the dot, e.g. `.glb`. */
  readonly extension: string;
  readonly bytes: Uint8Array;
  readonly limits: LoadLimits;
}

export interface LoadedAsset {
  readonly source: SourceDocument;
  readonly document: AnimDocument;
}

/**
 * Thrown by a loader when the file is not acceptable input. The message is one line, says what
 * is wrong and where (byte offset, JSON pointer), and never contains a host path.
 */
export class AssetLoadError extends Error {
  override readonly name = 'AssetLoadError';
}

export interface LoaderDefinition {
  /** Short name shown in errors, e.g. `gltf`. */
  readonly name: string;
  /** Extensions this loader claims, lower-case with the dot. */
  readonly extensions: readonly string[];
  load(request: LoadRequest): Promise<LoadedAsset | undefined> | LoadedAsset | undefined;
}
