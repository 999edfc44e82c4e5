/**
 * Reads one primary input under the byte cap and hands it to the loaders.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import type { LoadedAsset, LoadLimits } from '../plugin-api/loader.js';
import { AssetLoadError } from '../plugin-api/loader.js';
import { PREFLIGHT_BYTES, preflightGltf } from '../loaders/gltf/index.js';
import { describeFsError } from './config/discover.js';
import type { Engine } from './engine.js';
import { OperatorError, oneLine } from './errors.js';
import { DEFAULT_LIMITS, MAX_GRID_BONE_FRAMES } from './limits.js';
import { createLoadRequest } from './load-request.js';
import type { Track } from '../model/anim-document.js';
import { longestKeyCount } from '../sample/tracks.js';

export interface LoadedInput {
  /** The path exactly as the user wrote it. */
  readonly displayPath: string;
  readonly asset: LoadedAsset;
}

/**
 * Extensions the built-in glTF loader claims. Built-ins tap the loader hook before project plugins
 * and the glTF loader never declines, so its header checks may run before the body is read.
 */
const GLTF_EXTENSIONS: ReadonlySet<string> = new Set(['.glb', '.gltf']);

export async function loadInput(
  engine: Engine,
  cwd: string,
  given: string,
  limits: LoadLimits = DEFAULT_LIMITS,
): Promise<LoadedInput> {
  const absolutePath = path.resolve(cwd, given);
  const extension = path.extname(absolutePath).toLowerCase();
  // An unsupported file is refused before a byte of it is read.
  engine.assertSupported(given, extension);
  const bytes = readPrimary(given, absolutePath, extension, limits);
  try {
    const asset = await engine.load(createLoadRequest({ displayPath: given, absolutePath, bytes, limits }));
    return { displayPath: given, asset: withinSamplingBudget(asset) };
  } catch (error) {
    if (error instanceof AssetLoadError) throw new OperatorError(`${given}: ${oneLine(error)}`);
    throw error;
  }
}

/**
 * A clip's pose grid has one row per key of its longest track for every bone, so a file can ask for
 * far more memory than its size suggests (a dense curve on a deep rig). Such a clip is not refused
 * with the file: before anything samples, its tracks are emptied and marked unreadable
 * (`sample_budget_exceeded`), so the sampler never allocates past the budget and checks report the
 * clip as a coverage gap. The asset is returned unchanged when every clip fits.
 */
function withinSamplingBudget(asset: LoadedAsset): LoadedAsset {
  const bones = asset.document.bones.length;
  let changed = false;
  const clips = asset.document.clips.map((clip) => {
    const frames = longestKeyCount(clip, bones);
    if (frames * bones <= MAX_GRID_BONE_FRAMES) return clip;
    changed = true;
    const why = `clip ${JSON.stringify(clip.name)} not sampled: its pose grid needs ${frames} frames × ${bones} bones = ${frames * bones} bone-samples, over the ${MAX_GRID_BONE_FRAMES}-bone-sample budget of one pose grid`;
    const tracks = clip.tracks.map((track): Track => ({ ...track, times: new Float32Array(0), values: new Float32Array(0), malformed: why, unreadable: 'sample_budget_exceeded' }));
    return { ...clip, tracks };
  });
  return changed ? { ...asset, document: { ...asset.document, clips } } : asset;
}

/**
 * The bytes of one primary input under the same checks and byte cap as `loadInput`, without
 * handing them to a loader (documents a command reads itself, a loader's source-space pose).
 */
export function readInputBytes(cwd: string, given: string, limits: LoadLimits = DEFAULT_LIMITS): Uint8Array {
  const absolutePath = path.resolve(cwd, given);
  return readPrimary(given, absolutePath, path.extname(absolutePath).toLowerCase(), limits);
}

/**
 * The whole file, read through one descriptor. It is opened with O_NONBLOCK, because opening a
 * FIFO without a writer would otherwise block forever, and only a regular file is accepted: a
 * FIFO, socket or device (`/dev/zero`) has no size to check against the cap and may never end.
 * The first bytes are read and preflighted before the buffer for the rest is allocated.
 */
function readPrimary(given: string, absolutePath: string, extension: string, limits: LoadLimits): Uint8Array {
  let fd: number;
  try {
    fd = openSync(absolutePath, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new OperatorError(`cannot read ${given}: ${describeFsError(error)}`);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new OperatorError(`cannot read ${given}: is a directory`);
    if (!stat.isFile()) throw new OperatorError(`cannot read ${given}: not a regular file`);
    const size = stat.size;
    if (size > limits.maxPrimaryBytes) {
      throw new OperatorError(`${given}: file is ${size} bytes, over the ${limits.maxPrimaryBytes}-byte input limit`);
    }
    const bytes = Buffer.allocUnsafeSlow(size);
    const headEnd = readInto(fd, bytes, 0, Math.min(size, PREFLIGHT_BYTES));
    if (GLTF_EXTENSIONS.has(extension)) {
      try {
        // A shorter read than fstat promised (the file shrank) is checked as the file it now is.
        preflightGltf(bytes.subarray(0, headEnd), headEnd < Math.min(size, PREFLIGHT_BYTES) ? headEnd : size, extension);
      } catch (error) {
        if (error instanceof AssetLoadError) throw new OperatorError(`${given}: ${oneLine(error)}`);
        throw error;
      }
    }
    const filled = headEnd < Math.min(size, PREFLIGHT_BYTES) ? headEnd : readInto(fd, bytes, headEnd, size);
    return filled === size ? bytes : bytes.subarray(0, filled);
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(`cannot read ${given}: ${describeFsError(error)}`);
  } finally {
    closeSync(fd);
  }
}

/** Reads `bytes[from, to)` from the file at the same offsets; returns where the data ended. */
function readInto(fd: number, bytes: Uint8Array, from: number, to: number): number {
  let filled = from;
  while (filled < to) {
    const n = readSync(fd, bytes, filled, to - filled, filled);
    if (n === 0) break;
    filled += n;
  }
  return filled;
}
