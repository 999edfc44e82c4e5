/**
 * Reads one primary input under the byte cap and hands it to the loaders.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LoadedAsset, LoadLimits } from '../plugin-api/loader.js';
import { AssetLoadError } from '../plugin-api/loader.js';
import { describeFsError } from './config/discover.js';
import type { Engine } from './engine.js';
import { OperatorError, oneLine } from './errors.js';
import { DEFAULT_LIMITS } from './limits.js';

export interface LoadedInput {
  /** The path exactly as the user wrote it. */
  readonly displayPath: string;
  readonly asset: LoadedAsset;
}

export async function loadInput(
  engine: Engine,
  cwd: string,
  given: string,
  limits: LoadLimits = DEFAULT_LIMITS,
): Promise<LoadedInput> {
  const absolutePath = path.resolve(cwd, given);
  let size: number;
  try {
    const stat = statSync(absolutePath);
    if (stat.isDirectory()) throw new OperatorError(`cannot read ${given}: is a directory`);
    size = stat.size;
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(`cannot read ${given}: ${describeFsError(error)}`);
  }
  if (size > limits.maxPrimaryBytes) {
    throw new OperatorError(`${given}: file is ${size} bytes, over the ${limits.maxPrimaryBytes}-byte input limit`);
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(absolutePath);
  } catch (error) {
    throw new OperatorError(`cannot read ${given}: ${describeFsError(error)}`);
  }
  try {
    const asset = await engine.load({
      displayPath: given,
      absolutePath,
      assetFolder: path.dirname(absolutePath),
      extension: path.extname(absolutePath).toLowerCase(),
      bytes,
      limits,
    });
    return { displayPath: given, asset };
  } catch (error) {
    if (error instanceof AssetLoadError) throw new OperatorError(`${given}: ${oneLine(error)}`);
    throw error;
  }
}
