/**
 * The one place a `LoadRequest` is made: the primary file's bytes, their identity (hashed here,
 * once, for every loader) and the load's `resources` service rooted at the file's folder.
 */
import path from 'node:path';
import type { LoadLimits, LoadRequest } from '../plugin-api/loader.js';
import type { InputIdentity } from '../model/source-document.js';
import { createLoadResources, identityOf } from '../resources/load-resources.js';

export interface LoadRequestInput {
  /** The path as the user gave it (display only). */
  readonly displayPath: string;
  /** Where the file lives: external resources resolve against, and must stay inside, its folder. */
  readonly absolutePath: string;
  readonly bytes: Uint8Array;
  /** The bytes' identity when the reader already hashed them (as it read); else hashed here. */
  readonly identity?: InputIdentity;
  readonly limits: LoadLimits;
}

export function createLoadRequest(input: LoadRequestInput): LoadRequest {
  return {
    displayPath: input.displayPath,
    extension: path.extname(input.absolutePath).toLowerCase(),
    bytes: input.bytes,
    input: input.identity ?? identityOf(input.bytes),
    limits: input.limits,
    resources: createLoadResources(input.absolutePath, input.bytes.byteLength, input.limits),
  };
}
