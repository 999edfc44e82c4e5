/**
 * The data block of the before/after comparison report: for each side its skeleton and the
 * model-space pose-grid positions of the clips both files share by name (exactly the grids the
 * checks judged), plus the metric deltas between the two files' measurements.
 *
 * Each side has its own 32 MiB pose budget: positions are frames × bones × 12 bytes per clip,
 * summed over the side's compared clips and checked before anything is encoded. A side over
 * budget omits all of its poses (never "the clips that fit first") and says so; the deltas and
 * the other side are unaffected.
 */
import { endianness } from 'node:os';
import type { AnimDocument } from '../../model/anim-document.js';
import type { MetricGrids } from '../../sample/metric-grids.js';
import { gridUnavailableReason } from '../../sample/sampler.js';
import { longestKeyCount } from '../../sample/tracks.js';
import { compareCodePoints, type ClipMeasurementMap } from '../../compare/deltas.js';
import { diffMeasurementSets, type Delta } from '../../compare/diff.js';
import type { SkeletonFacts } from '../../compare/skeleton-deltas.js';

/** Per-side pose budget: 32 MiB of raw f32 positions. */
export const COMPARE_POSE_BUDGET_BYTES = 32 * 1024 * 1024;
/** Three little-endian f32 per bone per frame. */
export const POSE_BYTES_PER_BONE_FRAME = 12;

/** The spec's evidence-only notice, verbatim. */
export const EVIDENCE_ONLY_NOTICE =
  'Pose playback and illustrative blending are omitted in this evidence-only report. No sampled positions or local transforms are embedded.';

export type Side = 'before' | 'after';

/** What the report is built from, per side. */
export interface CompareSideSource {
  /** The path as the user gave it (display only). */
  readonly file: string;
  readonly document: AnimDocument;
  readonly grids: MetricGrids;
  /** measurements-v18 `clips`. */
  readonly clips: ClipMeasurementMap;
  /** measurements-v18 skeleton facts; without them on both sides the skeleton rows are left out. */
  readonly skeleton?: SkeletonFacts;
}

export interface CompareOptions {
  /** Compare only this clip (deltas and panes). */
  readonly clip?: string;
  /** Omit every sampled position on both sides (the spec's evidence-only mode). */
  readonly evidenceOnly?: boolean;
  /** Per-side budget override, for tests. */
  readonly poseBudgetBytes?: number;
}

export type PoseStatus = 'included' | 'omitted_budget' | 'omitted_evidence_only';

/** One compared clip on one side. `positions` is present exactly when the side's poses are included and the clip has a grid. */
export interface CompareClipSide {
  /** Grid frame count (0 without a grid). */
  readonly frames: number;
  /** Clip duration in seconds. */
  readonly duration: number;
  /** Why the clip has no grid, when it has none. */
  readonly grid_unavailable?: string;
  /** base64 of little-endian f32 x,y,z, frame-major then bone-major. */
  readonly positions?: string;
}

export interface CompareSideData {
  readonly file: string;
  readonly bones: readonly { readonly name: string; readonly parent: number }[];
  readonly poses: PoseStatus;
  /** Raw position bytes this side's compared clips need (checked before encoding). */
  readonly pose_bytes: number;
  readonly notice?: string;
  /** Aligned with `CompareData.clips`. */
  readonly clips: readonly CompareClipSide[];
}

/** A delta row as listed on the page: the diff record plus the bone's display name for per-bone paths. */
export type CompareDeltaRow = Delta & { readonly bone?: string };

export interface CompareData {
  readonly kind: 'animsmith-compare';
  readonly version: 1;
  readonly evidence_only: boolean;
  readonly budget_bytes: number;
  /** Clip names shown side by side: present in both files. */
  readonly clips: readonly string[];
  /** Page-level notices (clips only one file has). */
  readonly notices: readonly string[];
  readonly before: CompareSideData;
  readonly after: CompareSideData;
  readonly deltas: readonly CompareDeltaRow[];
}

export class CompareInputError extends Error {
  override readonly name = 'CompareInputError';
}

/** Builds the comparison's data block (no I/O). */
export function buildCompareData(before: CompareSideSource, after: CompareSideSource, options: CompareOptions = {}): CompareData {
  const budget = options.poseBudgetBytes ?? COMPARE_POSE_BUDGET_BYTES;
  const evidenceOnly = options.evidenceOnly === true;
  const filter = options.clip;
  if (filter !== undefined && !hasClip(before, filter) && !hasClip(after, filter)) {
    throw new CompareInputError(`--clip: no clip named ${JSON.stringify(filter)} in ${before.file} or ${after.file}`);
  }

  // Clip names are normalized (each clip's own), so a name pairs at most one clip per side.
  const namesBefore = clipNames(before.document);
  const namesAfter = clipNames(after.document);
  const notices: string[] = [];
  const clips: string[] = [];
  const names = [...new Set([...namesBefore, ...namesAfter])].sort(compareCodePoints);
  for (const name of names) {
    if (filter !== undefined && name !== filter) continue;
    const inBefore = namesBefore.has(name);
    if (inBefore && namesAfter.has(name)) clips.push(name);
    else notices.push(`Clip ${JSON.stringify(name)} is only in ${inBefore ? 'before' : 'after'}; it is not shown side by side.`);
  }

  const noSkeleton: SkeletonFacts = { skeleton_source_coverage: 'complete', skeleton_nodes: [] };
  const both = before.skeleton !== undefined && after.skeleton !== undefined;
  const skeletonOf = (side: CompareSideSource): SkeletonFacts => (both ? side.skeleton! : noSkeleton);
  let deltas = diffMeasurementSets(
    { clips: before.clips, skeleton_source_coverage: skeletonOf(before).skeleton_source_coverage, skeleton_nodes: skeletonOf(before).skeleton_nodes },
    { clips: after.clips, skeleton_source_coverage: skeletonOf(after).skeleton_source_coverage, skeleton_nodes: skeletonOf(after).skeleton_nodes },
  );
  if (filter !== undefined) deltas = deltas.filter((d) => d.clip === filter);

  return {
    kind: 'animsmith-compare',
    version: 1,
    evidence_only: evidenceOnly,
    budget_bytes: budget,
    clips,
    notices,
    before: sideData('before', before, clips, budget, evidenceOnly),
    after: sideData('after', after, clips, budget, evidenceOnly),
    deltas: deltas.map((d) => withBone(d, before, after)),
  };
}

/** Raw position bytes for these clips, or undefined when the count is not a safe integer. */
export function poseBytes(document: AnimDocument, clipIndices: readonly number[]): number | undefined {
  const bones = document.bones.length;
  let total = 0;
  for (const index of clipIndices) {
    const clip = document.clips[index]!;
    if (gridUnavailableReason(clip, bones) !== undefined) continue;
    const bytes = longestKeyCount(clip, bones) * bones * POSE_BYTES_PER_BONE_FRAME;
    total += bytes;
    if (!Number.isSafeInteger(bytes) || !Number.isSafeInteger(total)) return undefined;
  }
  return total;
}

function sideData(side: Side, source: CompareSideSource, clips: readonly string[], budget: number, evidenceOnly: boolean): CompareSideData {
  const { document } = source;
  const indices = clips.map((name) => document.clips.findIndex((c) => c.name === name));
  const required = poseBytes(document, indices);
  const within = required !== undefined && required <= budget;
  const poses: PoseStatus = evidenceOnly ? 'omitted_evidence_only' : within ? 'included' : 'omitted_budget';
  const label = side === 'before' ? 'Before' : 'After';
  const notice =
    poses === 'omitted_evidence_only'
      ? EVIDENCE_ONLY_NOTICE
      : poses === 'omitted_budget'
        ? `${label} poses omitted: ${required === undefined ? 'more than 2^53' : required} bytes of sampled positions exceed this side's ${budget}-byte (${formatMiB(budget)}) pose budget. The metric deltas are still listed.`
        : undefined;
  const bones = document.bones.map((b) => ({ name: b.name, parent: b.parent }));
  const clipRows = indices.map((index): CompareClipSide => {
    const clip = document.clips[index]!;
    const reason = source.grids.unavailableReason(index);
    if (reason !== undefined) return { frames: 0, duration: clip.duration, grid_unavailable: reason };
    if (poses !== 'included') return { frames: longestKeyCount(clip, document.bones.length), duration: clip.duration };
    const grid = source.grids.grid(index)!;
    return { frames: grid.frameCount, duration: clip.duration, positions: float32Base64(grid.positions) };
  });
  return { file: source.file, bones, poses, pose_bytes: required ?? Number.MAX_SAFE_INTEGER, ...(notice ? { notice } : {}), clips: clipRows };
}

function withBone(delta: Delta, before: CompareSideSource, after: CompareSideSource): CompareDeltaRow {
  const m = /^loop_continuity\.bones\[(\d+)\]/.exec(delta.metric);
  if (!m || delta.clip === null) return delta;
  const index = Number(m[1]);
  for (const source of [after, before]) {
    const clip = Object.hasOwn(source.clips, delta.clip) ? source.clips[delta.clip] : undefined;
    const bone = clip?.loop_continuity?.bones.find((b) => b.bone_index === index);
    if (bone) return { ...delta, bone: bone.bone_name };
  }
  return delta;
}

function hasClip(source: CompareSideSource, name: string): boolean {
  return source.document.clips.some((c) => c.name === name);
}

function clipNames(document: AnimDocument): Set<string> {
  return new Set(document.clips.map((clip) => clip.name));
}

const LITTLE_ENDIAN = endianness() === 'LE';

/** base64 of little-endian f32 values. */
export function float32Base64(values: Float32Array): string {
  if (LITTLE_ENDIAN) return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
  const bytes = Buffer.allocUnsafe(values.length * 4);
  for (let i = 0; i < values.length; i++) bytes.writeFloatLE(values[i]!, i * 4);
  return bytes.toString('base64');
}

function formatMiB(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(3))} MiB`;
}
