/**
 * The report's data block: everything the page shows, as one JSON value embedded in
 * `<script type="application/json" id="report-data">` (see render-html.ts).
 *
 * Source poses are exactly the shared pose grid the checks judged (`RunServices.grids`), never
 * resampled: `positions` is base64 of the grid's little-endian f32 model-space positions,
 * frame-major, then bone-major, xyz. Findings, gaps and prediction facets are exactly the lint
 * result. Chart series are derived from the same grid and measurements.
 *
 * Evidence-only reports carry no motion-bearing data at all: no positions, no local transforms
 * (no blend section), and no per-frame series derived from positions (foot heights, root path,
 * per-frame speed). Findings, gaps, predictions and measurement facts (loop deltas, gait phase,
 * speed) remain.
 */
import path from 'node:path';
import type { AnalyzedFile } from '../engine/run-services.js';
import type { LintFile } from '../output/documents.js';
import type { ClipMeasurements } from '../measure/types.js';
import type { PoseGrid, GridUnavailableReason } from '../sample/metric-grids.js';
import { TOOL_NAME, TOOL_VERSION } from '../output/tool.js';
import { buildBlendSection, type BlendSection } from './blend/streams.js';

export const REPORT_DATA_SCHEMA = 'animsmith-report-data/1';

export const EVIDENCE_ONLY_NOTICE =
  'Pose playback and illustrative blending are omitted in this evidence-only report. No sampled positions or local transforms are embedded.';

export const BLEND_CAPTION =
  'Engine-agnostic illustrative blend of sampled local transforms (nlerp rotations). Normalized phase, not a time warp. Not runtime evidence of any engine.';

// ---- the data block ------------------------------------------------------------------------

export interface ReportData {
  readonly schema: typeof REPORT_DATA_SCHEMA;
  readonly tool: { readonly name: string; readonly version: string };
  /** The input's file name only (never a host path). */
  readonly file: string;
  readonly evidence_only: boolean;
  /** The `--clip` filter, or null. */
  readonly clip_filter: string | null;
  readonly rig: ReportRig;
  /** Skeleton in document order; parents precede children, -1 marks a root. */
  readonly bones: readonly ReportBone[];
  /** Included clips that have a pose grid, in document order. */
  readonly clips: readonly ReportClip[];
  /** Included clips without a pose grid, with the reason. */
  readonly omitted_clips: readonly OmittedClip[];
  readonly findings: readonly ReportFinding[];
  readonly gaps: readonly ReportGap[];
  readonly prediction_provenance: Readonly<Record<string, unknown>> | null;
  readonly predictions: readonly ReportPrediction[];
  /** The illustrative blend's local streams and admission; absent in evidence-only reports. */
  readonly blend?: BlendSection;
}

export interface ReportRig {
  readonly profile: string;
  readonly outcome: string;
  /** Role → resolved bone name. */
  readonly roles: Readonly<Record<string, string>>;
}

export interface ReportBone {
  readonly name: string;
  readonly parent: number;
}

export type TrailRole = 'root' | 'hips' | 'left_foot' | 'right_foot';
export const TRAIL_ROLES: readonly TrailRole[] = ['root', 'hips', 'left_foot', 'right_foot'];

export interface ReportClip {
  readonly name: string;
  /** Position in the source document's clip list. */
  readonly index: number;
  readonly duration: number;
  readonly frames: number;
  /** Base64 of the grid's f32 sample times (little-endian), one per frame. */
  readonly times: string;
  /** Base64 of little-endian f32 model positions, frame-major × bone × xyz; absent in evidence-only. */
  readonly positions?: string;
  /** Role → bone index for the trails drawn up to the current frame; absent in evidence-only. */
  readonly trails?: Partial<Record<TrailRole, number>>;
  readonly charts: ReportCharts;
}

export interface OmittedClip {
  readonly name: string;
  readonly index: number;
  readonly reason: string;
}

/** Per-frame series hold one value per frame; null marks a non-finite value. */
export type Series = readonly (number | null)[];

export interface ReportCharts {
  /** Foot heights relative to the hips (y of foot − y of hips), per frame. Absent in evidence-only. */
  readonly foot_height?: FootHeightChart;
  /** Why there is no foot-height chart (roles missing, evidence-only, …). */
  readonly foot_height_unavailable?: string;
  readonly gait: GaitChart;
  /** Root (or hips) XZ path seen from above, per frame. Absent in evidence-only. */
  readonly root_path?: RootPathChart;
  readonly root_path_unavailable?: string;
  readonly loop_deltas: LoopDeltaChart;
  readonly speed: SpeedChart;
}

export interface FootHeightChart {
  readonly hips: string;
  readonly left?: { readonly bone: string; readonly values: Series };
  readonly right?: { readonly bone: string; readonly values: Series };
  /** Left − right, when both sides resolve. */
  readonly difference?: Series;
}

export interface GaitChart {
  /** The clip's gait measurement availability (measured / not_applicable / unavailable). */
  readonly availability: string;
  readonly lr_amplitude_m?: number;
  readonly phase_availability?: string;
  /** Cycle fraction of the trough of the L−R fundamental. */
  readonly phase?: number;
  /** Frames in one cycle: N − 1 when N > 3 (the wrap sample is a duplicate), else N. */
  readonly cycle_frames: number;
  readonly note?: string;
}

export interface RootPathChart {
  readonly bone: string;
  readonly source_role: 'root' | 'hips';
  readonly x: Series;
  readonly z: Series;
}

export interface LoopDeltaChart {
  readonly availability: string;
  readonly bones: readonly { readonly bone: string; readonly index: number; readonly position_delta_m: number; readonly rotation_delta_deg: number }[];
  readonly note?: string;
}

export interface SpeedChart {
  readonly availability: string;
  /** The clip's measured speed (net horizontal displacement / duration). */
  readonly speed_mps?: number;
  readonly bone?: string;
  /** Horizontal speed between frame k − 1 and k (index 0 is null). Absent in evidence-only. */
  readonly per_frame?: Series;
  readonly note?: string;
}

export interface ReportFinding {
  readonly check: string;
  readonly severity: 'note' | 'warning' | 'error';
  readonly clip: string | null;
  readonly bone: string | null;
  readonly node: string | null;
  /** The judged time in seconds, or null. */
  readonly time: number | null;
  readonly message: string;
  readonly measured: number | string | null;
  readonly expected: number | string | null;
}

export interface ReportGap {
  readonly check_id: string;
  readonly code: string;
  readonly message: string;
  readonly scope: { readonly code: string; readonly subject: string | null } | null;
}

export interface ReportPrediction {
  readonly check_id: string;
  readonly prediction: unknown;
}

export interface ReportDataOptions {
  /** Keep only clips with this name (and findings of that clip or of no clip). */
  readonly clip?: string;
  readonly evidenceOnly?: boolean;
}

export interface ReportDataSummary {
  readonly clips: number;
  readonly omittedClips: number;
  readonly findings: number;
}

// ---- building it ---------------------------------------------------------------------------

const GRID_REASONS: Readonly<Record<GridUnavailableReason, string>> = {
  non_positive_duration: 'no pose grid: the clip duration is not positive',
  non_finite_duration: 'no pose grid: the clip duration is not finite',
  too_few_keys: 'no pose grid: fewer than 3 samples (the longest track has fewer than 3 keys)',
};

/** Base64 of an f32 array as little-endian bytes, whatever the host's byte order. */
export function f32Base64(values: Float32Array): string {
  const bytes = Buffer.allocUnsafe(values.length * 4);
  for (let i = 0; i < values.length; i++) bytes.writeFloatLE(values[i]!, i * 4);
  return bytes.toString('base64');
}

/** Chart numbers: six significant digits are plenty for a plot; non-finite becomes null. */
function num(x: number): number | null {
  return Number.isFinite(x) ? Number(x.toPrecision(6)) : null;
}

function validBone(index: number | undefined, boneCount: number): number | undefined {
  return index !== undefined && Number.isInteger(index) && index >= 0 && index < boneCount ? index : undefined;
}

/**
 * The data block for one analysed file and its lint record. `lint` must be the lint result of the
 * same input (its findings, gaps and prediction facets are copied as they are).
 */
export function buildReportData(file: AnalyzedFile, lint: LintFile, options: ReportDataOptions = {}): ReportData {
  const { document, grids, rig, measurements } = file.services;
  const evidenceOnly = options.evidenceOnly === true;
  const filter = options.clip;
  const boneCount = document.bones.length;

  const clips: ReportClip[] = [];
  const omitted: OmittedClip[] = [];
  const included: number[] = [];
  for (const clip of document.clips) {
    if (filter !== undefined && clip.name !== filter) continue;
    const grid = grids.grid(clip.index);
    if (grid === undefined) {
      const reason = grids.unavailableReason(clip.index);
      omitted.push({ name: clip.name, index: clip.index, reason: reason ? GRID_REASONS[reason] : 'no pose grid' });
      continue;
    }
    included.push(clip.index);
    const facts = Object.hasOwn(measurements.clips, clip.name) ? (measurements.clips[clip.name] as ClipMeasurements) : undefined;
    const trails: Partial<Record<TrailRole, number>> = {};
    for (const role of TRAIL_ROLES) {
      const bone = validBone(rig.roles[role], boneCount);
      if (bone !== undefined) trails[role] = bone;
    }
    clips.push({
      name: clip.name,
      index: clip.index,
      duration: clip.duration,
      frames: grid.frameCount,
      times: f32Base64(grid.times),
      ...(evidenceOnly ? {} : { positions: f32Base64(grid.positions), trails }),
      charts: buildCharts(file, grid, facts, evidenceOnly),
    });
  }

  const findings: ReportFinding[] = [];
  const gaps: ReportGap[] = [];
  const predictions: ReportPrediction[] = [];
  for (const record of lint.checks) {
    for (const f of record.findings) {
      if (filter !== undefined && f.clip !== undefined && f.clip !== filter) continue;
      findings.push({
        check: f.check_id,
        severity: f.severity,
        clip: f.clip ?? null,
        bone: f.bone ?? null,
        node: f.node ?? null,
        time: f.time_s ?? null,
        message: f.message,
        measured: f.measured ?? null,
        expected: f.expected ?? null,
      });
    }
    for (const g of record.gaps ?? []) {
      gaps.push({
        check_id: record.check_id,
        code: g.code,
        message: g.message,
        scope: g.scope ? { code: g.scope.code, subject: g.scope.subject ?? null } : null,
      });
    }
    if (record.prediction !== undefined) predictions.push({ check_id: record.check_id, prediction: record.prediction });
  }

  const data: ReportData = {
    schema: REPORT_DATA_SCHEMA,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    file: path.basename(file.displayPath),
    evidence_only: evidenceOnly,
    clip_filter: filter ?? null,
    rig: { profile: lint.rig.profile, outcome: lint.rig.resolution_outcome, roles: { ...lint.rig.resolved_roles } },
    bones: document.bones.map((b) => ({ name: b.name, parent: b.parent })),
    clips,
    omitted_clips: omitted,
    findings,
    gaps,
    prediction_provenance: lint.prediction_provenance,
    predictions,
    // Evidence-only skips the local-authority work entirely.
    ...(evidenceOnly ? {} : { blend: buildBlendSection(document, grids, included) }),
  };
  return data;
}

export function summarizeReportData(data: ReportData): ReportDataSummary {
  return { clips: data.clips.length, omittedClips: data.omitted_clips.length, findings: data.findings.length };
}

// ---- charts --------------------------------------------------------------------------------

function buildCharts(
  file: AnalyzedFile,
  grid: PoseGrid,
  facts: ClipMeasurements | undefined,
  evidenceOnly: boolean,
): ReportCharts {
  const { document, rig } = file.services;
  const B = grid.boneCount;
  const N = grid.frameCount;
  const P = grid.positions;
  const noFacts = 'no measurements for this clip';

  // Foot heights relative to the hips.
  let footHeight: FootHeightChart | undefined;
  let footHeightUnavailable: string | undefined;
  const hips = validBone(rig.roles.hips, B);
  const leftFoot = validBone(rig.roles.left_foot, B);
  const rightFoot = validBone(rig.roles.right_foot, B);
  if (evidenceOnly) footHeightUnavailable = 'per-frame positions are omitted in this evidence-only report';
  else if (hips === undefined || (leftFoot === undefined && rightFoot === undefined)) {
    footHeightUnavailable = 'needs the hips role and a left_foot or right_foot role';
  } else {
    const rel = (bone: number): (number | null)[] => {
      const out: (number | null)[] = new Array(N);
      for (let k = 0; k < N; k++) out[k] = num(P[(k * B + bone) * 3 + 1]! - P[(k * B + hips) * 3 + 1]!);
      return out;
    };
    const left = leftFoot !== undefined ? rel(leftFoot) : undefined;
    const right = rightFoot !== undefined ? rel(rightFoot) : undefined;
    let difference: (number | null)[] | undefined;
    if (leftFoot !== undefined && rightFoot !== undefined) {
      difference = new Array(N);
      for (let k = 0; k < N; k++) difference[k] = num(P[(k * B + leftFoot) * 3 + 1]! - P[(k * B + rightFoot) * 3 + 1]!);
    }
    footHeight = {
      hips: document.bones[hips]!.name,
      ...(left && leftFoot !== undefined ? { left: { bone: document.bones[leftFoot]!.name, values: left } } : {}),
      ...(right && rightFoot !== undefined ? { right: { bone: document.bones[rightFoot]!.name, values: right } } : {}),
      ...(difference ? { difference } : {}),
    };
  }

  // Gait phase (a measurement).
  const cycleFrames = N > 3 ? N - 1 : N;
  const gait: GaitChart = facts
    ? {
        availability: facts.gait_availability,
        ...(facts.gait
          ? {
              lr_amplitude_m: facts.gait.lr_amplitude_m,
              phase_availability: facts.gait.phase_availability,
              ...(facts.gait.phase !== undefined ? { phase: facts.gait.phase } : {}),
            }
          : {}),
        cycle_frames: cycleFrames,
      }
    : { availability: 'unavailable', cycle_frames: cycleFrames, note: noFacts };

  // Root path and speed: the bone the measurements use (root, else hips).
  const trajectoryBone = facts?.root_trajectory?.bone_index ?? validBone(rig.roles.root, B) ?? hips;
  const pathBone = validBone(trajectoryBone, B);
  const measuredRole = facts?.root_trajectory?.source_role;
  const sourceRole: 'root' | 'hips' =
    measuredRole !== undefined ? (measuredRole === 'root' ? 'root' : 'hips') : validBone(rig.roles.root, B) !== undefined ? 'root' : 'hips';
  let rootPath: RootPathChart | undefined;
  let rootPathUnavailable: string | undefined;
  let perFrameSpeed: (number | null)[] | undefined;
  if (evidenceOnly) rootPathUnavailable = 'per-frame positions are omitted in this evidence-only report';
  else if (pathBone === undefined) rootPathUnavailable = 'needs the root or hips role';
  else {
    const x: (number | null)[] = new Array(N);
    const z: (number | null)[] = new Array(N);
    perFrameSpeed = new Array(N);
    perFrameSpeed[0] = null;
    for (let k = 0; k < N; k++) {
      const o = (k * B + pathBone) * 3;
      x[k] = num(P[o]!);
      z[k] = num(P[o + 2]!);
      if (k > 0) {
        const p = ((k - 1) * B + pathBone) * 3;
        const dt = grid.times[k]! - grid.times[k - 1]!;
        perFrameSpeed[k] = dt > 0 ? num(Math.hypot(P[o]! - P[p]!, P[o + 2]! - P[p + 2]!) / dt) : null;
      }
    }
    rootPath = { bone: document.bones[pathBone]!.name, source_role: sourceRole, x, z };
  }

  const speed: SpeedChart = {
    availability: facts ? facts.speed_mps_availability : 'unavailable',
    ...(facts?.speed_mps !== undefined ? { speed_mps: facts.speed_mps } : {}),
    ...(pathBone !== undefined ? { bone: document.bones[pathBone]!.name } : {}),
    ...(perFrameSpeed ? { per_frame: perFrameSpeed } : {}),
    ...(facts ? {} : { note: noFacts }),
  };

  // Per-bone loop deltas (the loop-continuity measurement).
  const loopDeltas: LoopDeltaChart = facts
    ? {
        availability: facts.loop_continuity_availability,
        bones: (facts.loop_continuity?.bones ?? [])
          .filter((b) => b.availability === 'measured')
          .map((b) => ({
            bone: b.bone_name,
            index: b.bone_index,
            position_delta_m: b.position_delta_m ?? 0,
            rotation_delta_deg: b.rotation_delta_deg ?? 0,
          })),
      }
    : { availability: 'unavailable', bones: [], note: noFacts };

  return {
    ...(footHeight ? { foot_height: footHeight } : { foot_height_unavailable: footHeightUnavailable! }),
    gait,
    ...(rootPath ? { root_path: rootPath } : { root_path_unavailable: rootPathUnavailable! }),
    loop_deltas: loopDeltas,
    speed,
  };
}
