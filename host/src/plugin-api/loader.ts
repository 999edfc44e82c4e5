/**
 * The loader contract: a loader sees the primary file's bytes (already read under the byte cap)
 * and its identity (hashed once by the host), reads external files only through the request's
 * `resources` service, and either declines (returns undefined) or returns the source facts and
 * the normalised model. A loader may also offer its format's own source-space pose
 * (`sourcePose`, see `source-pose.ts`).
 */
import type { AnimDocument } from '../model/anim-document.js';
import type { InputIdentity, SourceDocument } from '../model/source-document.js';
import type { SourcePose, SourcePoseRequest } from './source-pose.js';
import { brandError } from './error-brand.js';

export interface LoadLimits {
  /** Largest primary file accepted, in bytes (checked before reading). */
  readonly maxPrimaryBytes: number;
  /** Largest single external resource accepted, in bytes. */
  readonly maxResourceBytes: number;
  /** Largest sum of all bytes one load may read. */
  readonly maxTotalBytes: number;
}

/** Why an external resource has no bytes: the codes a dependency record's `unavailableReason` carries. */
export type ResourceUnavailableCode = 'unsafe_uri' | 'unreadable' | 'over_resource_limit' | 'over_total_limit';

export type ResourceRead =
  | { readonly ok: true; readonly data: Uint8Array; readonly identity: InputIdentity }
  /** `absent`: the file could not be opened or read (missing, permissions, I/O), as opposed to refused by a rule. */
  | { readonly ok: false; readonly code: ResourceUnavailableCode; readonly detail: string; readonly absent?: true };

/**
 * External files of one load. The host owns the policy: a uri is a plain relative path (percent
 * escapes decoded; schemes, absolute paths, `..`, backslashes and unsafe escapes refused) that
 * must stay inside the primary file's folder, lexically and after symbolic links; only regular
 * files are read, each under `maxResourceBytes`, and all of them with the primary file under
 * `maxTotalBytes`. `detail` never contains a host path.
 */
export interface LoadResources {
  read(uri: string): Promise<ResourceRead>;
}

export interface LoadRequest {
  /** The path as the user gave it (display only; never written to output as a host path). */
  readonly displayPath: string;
  /** Lower-case file extension including the dot, e.g. `.glb`. */
  readonly extension: string;
  readonly bytes: Uint8Array;
  /** sha256 and byte count of `bytes`. */
  readonly input: InputIdentity;
  readonly limits: LoadLimits;
  readonly resources: LoadResources;
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
brandError(AssetLoadError, 'AssetLoadError');

export interface LoaderDefinition {
  /** Short name shown in errors, e.g. `gltf`. */
  readonly name: string;
  /** Extensions this loader claims, lower-case with the dot. */
  readonly extensions: readonly string[];
  load(request: LoadRequest): Promise<LoadedAsset | undefined> | LoadedAsset | undefined;
  /**
   * The file posed in its own units and axes (`animsmith pose --space source`), for a format
   * whose source space the normalised model cannot show. Without it the host poses the loaded
   * model. Throws `AssetLoadError` for a bad file, `PoseRequestError` for a bad selection.
   */
  sourcePose?(request: SourcePoseRequest): Promise<SourcePose> | SourcePose;
}
