/**
 * `pose --space source` for a format whose loader poses its files itself
 * (`LoaderDefinition.sourcePose`, e.g. FBX evaluated in file units and axes). The host reads the
 * file under the usual checks, hashes it and writes the envelope; a file problem the loader
 * reports (`AssetLoadError`) becomes a request error naming the file.
 */
import type { PoseOutputDocument } from '@animsmith/schemas';
import type { Engine } from '../engine/engine.js';
import { readInputBytes } from '../engine/load-input.js';
import { AssetLoadError } from '../plugin-api/loader.js';
import { PoseRequestError, type PoseSelection, type SourcePose } from '../plugin-api/source-pose.js';
import { identityOf } from '../resources/load-resources.js';
import { buildSourcePoseDocument } from './pose-document.js';

/** The source-space pose document, or undefined when no loader of this extension poses in source space. */
export async function loaderSourcePose(engine: Engine, cwd: string, given: string, extension: string, selection: PoseSelection): Promise<PoseOutputDocument | undefined> {
  const loader = engine.sourcePoser(extension);
  if (loader?.sourcePose === undefined) return undefined;
  const bytes = readInputBytes(cwd, given);
  let pose: SourcePose;
  try {
    pose = await loader.sourcePose({ displayPath: given, bytes, selection });
  } catch (error) {
    if (error instanceof AssetLoadError) throw new PoseRequestError(`${given}: ${error.message}`);
    throw error;
  }
  return buildSourcePoseDocument(given, identityOf(bytes), pose);
}
