/**
 * The Spine skeleton JSON loader: claims `.json` files whose object is a Spine skeleton (see
 * `looksLikeSpine`) and declines any other JSON object, so another loader may take it. Steps:
 * json-input → skeleton (bones, slots, constraints, animation list) → timelines + duration per
 * animation → tracks → documents. Every refusal is an `AssetLoadError` naming the object.
 */
import type { LoadedAsset, LoaderDefinition, LoadRequest } from '@animsmith/cli/plugin';
import { buildDocuments } from './documents.js';
import { looksLikeSpine, parseSkeletonJson } from './json-input.js';
import { readSkeleton } from './skeleton.js';

export function loadSpine(request: LoadRequest): LoadedAsset | undefined {
  const root = parseSkeletonJson(request.bytes);
  if (!looksLikeSpine(root)) return undefined;
  return buildDocuments(readSkeleton(root), request.bytes);
}

export const spineLoader: LoaderDefinition = { name: 'spine', extensions: ['.json'], load: loadSpine };

export { METRES_PER_UNIT } from './tracks.js';
