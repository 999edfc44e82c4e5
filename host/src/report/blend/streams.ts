/**
 * The report's illustrative-blend section: per admitted clip a dense local-transform stream
 * (the `sampled-local-trs-blend-v1` presentation authority), the refusals, and the shared parents.
 *
 * The stream is exactly the pose grid's `locals` — the rest-filled local TRS the checks' FK ran
 * on — as base64 of little-endian f32, frame-major, then bone-major, ten components per record
 * (tx ty tz qx qy qz qw sx sy sz). No rest pose or authored tracks are added.
 *
 * Order of work (see admission.ts): aggregate admission on counts first (nothing sampled, nothing
 * allocated; failure omits every stream), then per clip: grid availability, track metadata, then
 * the sampled local values; the first failure refuses that clip. Invalid shared parent topology
 * makes every blend unavailable.
 */
import { endianness } from 'node:os';
import type { AnimDocument } from '../../model/anim-document.js';
import type { MetricGrids } from '../../sample/metric-grids.js';
import { longestKeyCount } from '../../sample/tracks.js';
import {
  LOCAL_RECORD_FLOATS,
  admitAggregate,
  checkClipLocals,
  checkClipTracks,
  checkParents,
  resolveBlendLimits,
  type AdmissionCandidate,
  type BlendLimits,
} from './admission.js';

/** The blend data of one report. */
export interface BlendSection {
  /** Parent of every bone (-1 for a root), shared by every clip of the document. */
  parents: number[];
  /** Whether every parent is a root or an earlier bone; when false no blend is available. */
  parentsValid: boolean;
  /** Clips that carry a local stream, in the order of `clipIndices`. */
  admitted: BlendClipStream[];
  /** Included clips without a stream, each with a reason, in the order of `clipIndices`. */
  refused: BlendRefusal[];
  /**
   * Set when aggregate admission failed: every local stream is omitted (`admitted` and `refused`
   * are then empty), while source playback and findings stay intact.
   */
  omitted?: { reason: string; detail: string };
}

/** One admitted clip's dense local stream. */
export interface BlendClipStream {
  /** Position of the clip in `AnimDocument.clips`. */
  clipIndex: number;
  /** The clip's name (untrusted text from the file). */
  clip: string;
  /** Grid frames (records per bone). */
  frames: number;
  /** Bones per frame (the document's bone count). */
  bones: number;
  /** base64 of little-endian f32, frame-major, bone-major, 10 per record: tx ty tz qx qy qz qw sx sy sz. */
  locals: string;
}

/** An included clip that carries no stream. */
export interface BlendRefusal {
  clipIndex: number;
  /** The clip's name (untrusted text from the file). */
  clip: string;
  /**
   * Stable code: a grid reason (`non_positive_duration`, `non_finite_duration`, `too_few_keys`),
   * `malformed_track_target`, `malformed_track_property`, `malformed_track_storage`,
   * `malformed_track_cardinality`, `duplicate_channel`, `non_finite_local`,
   * `non_unit_quaternion`, `invalid_parent_topology` or `grid_mismatch`.
   */
  reason: string;
  /** Readable explanation (may quote untrusted names). */
  detail: string;
}

const GRID_DETAILS: Record<string, string> = {
  non_positive_duration: 'the clip has no positive duration, so it has no sampled grid',
  non_finite_duration: 'the clip duration is not finite, so it has no sampled grid',
  too_few_keys: 'the clip has fewer than three keys on its longest usable track, so it has no sampled grid',
};

/**
 * Builds the blend section for the clips at `clipIndices` (positions in `document.clips`;
 * repeated indices count once). `limits` overrides the spec's admission limits (tests only).
 * Throws a RangeError for an index that is not a clip of the document.
 */
export function buildBlendSection(
  document: AnimDocument,
  grids: MetricGrids,
  clipIndices: readonly number[],
  limits: Partial<BlendLimits> = {},
): BlendSection {
  const boneCount = document.bones.length;
  const parents = document.bones.map((b) => b.parent);
  const parentCheck = checkParents(document.bones);
  const parentsValid = parentCheck.valid;

  const included: number[] = [];
  const seen = new Set<number>();
  for (const ci of clipIndices) {
    if (!Number.isInteger(ci) || ci < 0 || ci >= document.clips.length) throw new RangeError(`no clip at index ${ci}`);
    if (seen.has(ci)) continue;
    seen.add(ci);
    included.push(ci);
  }

  // Aggregate admission on counts only: the frame count is the grid's (the longest usable
  // track's key count) without sampling anything.
  const gridReason = new Map<number, string>();
  const frames = new Map<number, number>();
  const candidates: AdmissionCandidate[] = [];
  for (const ci of included) {
    const reason = grids.unavailableReason(ci);
    if (reason !== undefined) {
      gridReason.set(ci, reason);
      continue;
    }
    const clip = document.clips[ci]!;
    const n = longestKeyCount(clip, boneCount);
    frames.set(ci, n);
    candidates.push({ frames: n, tracks: clip.tracks.length });
  }
  const aggregate = admitAggregate({ bones: boneCount, includedClips: included.length, candidates }, resolveBlendLimits(limits));
  if (!aggregate.ok) {
    return { parents, parentsValid, admitted: [], refused: [], omitted: { reason: aggregate.reason, detail: aggregate.detail } };
  }

  const admitted: BlendClipStream[] = [];
  const refused: BlendRefusal[] = [];
  const names = document.bones.map((b) => b.name);
  for (const ci of included) {
    const clip = document.clips[ci]!;
    const refuse = (reason: string, detail: string): void => {
      refused.push({ clipIndex: ci, clip: clip.name, reason, detail });
    };
    const noGrid = gridReason.get(ci);
    if (noGrid !== undefined) {
      refuse(noGrid, GRID_DETAILS[noGrid] ?? `the clip has no sampled grid (${noGrid})`);
      continue;
    }
    if (!parentCheck.valid) {
      refuse('invalid_parent_topology', parentCheck.detail);
      continue;
    }
    const trackProblem = checkClipTracks(clip, boneCount);
    if (trackProblem !== undefined) {
      refuse(trackProblem.reason, trackProblem.detail);
      continue;
    }
    const grid = grids.grid(ci);
    const expectedFrames = frames.get(ci)!;
    if (grid === undefined || grid.frameCount !== expectedFrames || grid.boneCount !== boneCount) {
      refuse('grid_mismatch', `the sampled grid does not have the admitted ${expectedFrames} frames × ${boneCount} bones`);
      continue;
    }
    const locals = grid.locals;
    if (locals.length !== expectedFrames * boneCount * LOCAL_RECORD_FLOATS) {
      refuse('grid_mismatch', `the sampled local transforms do not hold ${expectedFrames} frames × ${boneCount} bones`);
      continue;
    }
    const valueProblem = checkClipLocals(locals, expectedFrames, boneCount, names);
    if (valueProblem !== undefined) {
      refuse(valueProblem.reason, valueProblem.detail);
      continue;
    }
    admitted.push({ clipIndex: ci, clip: clip.name, frames: expectedFrames, bones: boneCount, locals: encodeLittleEndianF32(locals) });
  }
  return { parents, parentsValid, admitted, refused };
}

const LITTLE_ENDIAN_HOST = endianness() === 'LE';

/** base64 of the little-endian bytes of `values`. */
export function encodeLittleEndianF32(values: Float32Array): string {
  if (LITTLE_ENDIAN_HOST) return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
  const bytes = Buffer.allocUnsafe(values.byteLength);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i]!, true);
  return bytes.toString('base64');
}

/** The inverse of `encodeLittleEndianF32` (for tests and tools); throws on a length mismatch. */
export function decodeLittleEndianF32(base64: string, count: number): Float32Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length !== count * 4) throw new RangeError(`expected ${count * 4} bytes, decoded ${bytes.length}`);
  const out = new Float32Array(count);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < count; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}
