/**
 * Reads one primary input under the byte cap and hands it to the loaders.
 */
import { createHash } from 'node:crypto';
import { close, closeSync, constants, fstatSync, openSync, read, readSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import type { LoadedAsset, LoadLimits } from '../plugin-api/loader.js';
import type { InputIdentity } from '../model/source-document.js';
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
  const { bytes, identity } = await readHashedPrimary(given, absolutePath, extension, limits);
  try {
    const asset = await engine.load(createLoadRequest({ displayPath: given, absolutePath, bytes, identity, limits }));
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
  const { fd, bytes, size, headEnd } = openPrimary(given, absolutePath, extension, limits);
  try {
    return readingPrimary(given, () => {
      const filled = headEnd < Math.min(size, PREFLIGHT_BYTES) ? headEnd : readInto(fd, bytes, headEnd, size);
      return filled === size ? bytes : bytes.subarray(0, filled);
    });
  } finally {
    closeSync(fd);
  }
}

const readAsync = promisify(read);
const closeAsync = promisify(close);

/** The bytes the hash is fed at a time: large enough to amortise a read, small enough to overlap. */
const HASH_CHUNK_BYTES = 4 << 20;

/**
 * `readPrimary` with the input's identity. The body is read chunk by chunk on libuv's thread pool
 * while this thread hashes the chunk before it, so a large file's SHA-256 costs little more than
 * its read (they took about 290 ms and 170 ms one after the other on a 51 MiB GLB).
 */
async function readHashedPrimary(given: string, absolutePath: string, extension: string, limits: LoadLimits): Promise<{ bytes: Uint8Array; identity: InputIdentity }> {
  const { fd, bytes, size, headEnd } = openPrimary(given, absolutePath, extension, limits);
  try {
    const hash = createHash('sha256');
    let filled = headEnd;
    let hashed = 0;
    if (headEnd === Math.min(size, PREFLIGHT_BYTES)) {
      while (filled < size) {
        const pending = readAsync(fd, bytes, filled, Math.min(HASH_CHUNK_BYTES, size - filled), filled);
        hash.update(bytes.subarray(hashed, filled));
        hashed = filled;
        const { bytesRead } = await pending;
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
    }
    hash.update(bytes.subarray(hashed, filled));
    const body = filled === size ? bytes : bytes.subarray(0, filled);
    return { bytes: body, identity: { sha256: hash.digest('hex'), bytes: filled } };
  } catch (error) {
    throw new OperatorError(`cannot read ${given}: ${describeFsError(error)}`);
  } finally {
    await closeAsync(fd);
  }
}

interface OpenedPrimary {
  readonly fd: number;
  /** The buffer for the whole file, its first `headEnd` bytes read and preflighted. */
  readonly bytes: Buffer;
  readonly size: number;
  readonly headEnd: number;
}

/** Opens and checks the primary input and reads its head; the descriptor is closed on refusal. */
function openPrimary(given: string, absolutePath: string, extension: string, limits: LoadLimits): OpenedPrimary {
  let fd: number;
  try {
    fd = openSync(absolutePath, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new OperatorError(`cannot read ${given}: ${describeFsError(error)}`);
  }
  try {
    return readingPrimary(given, () => {
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
      return { fd, bytes, size, headEnd };
    });
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** Runs one step of reading the primary input, turning a file-system error into an operator error. */
function readingPrimary<T>(given: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(`cannot read ${given}: ${describeFsError(error)}`);
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
