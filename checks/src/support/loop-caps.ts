/**
 * Shared plumbing of the loop family (`duplicate-loop-endpoint`, `loop-closure`, `loop-seam`,
 * `loop-seam-vel`, `loop-seam-rot`): which clips are declared loops, how a per-clip cap resolves,
 * and how the per-bone loop-continuity rows of the measurements become completed scopes, gaps
 * and a worst bone.
 *
 * The checks judge the measurements the host already computed (measurements-v18); they do not
 * re-sample anything they can read there.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import type {
  ApplicabilityContext,
  CheckModule,
  CheckContext,
  Clip,
  ClipMeasurements,
  CodeDeclaration,
  GridUnavailableReason,
  LoopContinuityBone,
} from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './f32.js';
import { atDisplayPrecision, formatDegrees, formatMetres } from './tracks.js';
import { SHARED_GAP } from './vocabulary.js';

/** Whether the clip's effective `[clips.X] loop` (exact name over globs) is `true`. */
export function isLoopClip(context: ApplicabilityContext, clip: Clip): boolean {
  return context.clipExpectations(clip.name).loop === true;
}

/** The loop family applies when some clip of the document is a declared loop. */
export function declaresLoop(context: ApplicabilityContext): boolean {
  return context.document.clips.some((clip) => isLoopClip(context, clip));
}

/** A usable cap: finite and non-negative. */
function isCap(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * The effective cap for one clip: the clip expectation (already overlaid exact name over globs),
 * else the check's option, else the built-in default. A value that is not a finite non-negative
 * number cannot be a cap (config validation rejects it; a hand-built context may not) and falls
 * through to the next source, as the measurement layer's own cap resolution does.
 */
export function resolveLoopCap(perClip: number | undefined, option: unknown, fallback: number): number {
  if (isCap(perClip)) return perClip;
  if (isCap(option)) return option;
  return fallback;
}

/** A numeric option after schema validation and defaults, or the fallback. */
export function numberOption(options: Readonly<Record<string, unknown>>, key: string, fallback: number): number {
  const value = options[key];
  return isCap(value) ? value : fallback;
}

/** Position of the clip in `document.clips` (the index grids are keyed by). */
export function clipPosition(context: ApplicabilityContext, clip: Clip): number {
  return context.document.clips.indexOf(clip);
}

/**
 * The measurements of exactly this clip: keyed by its normalized name, which no other clip of the
 * document has (two clips the file names `walk` are `walk` and `walk#1`).
 */
export function ownMeasurements(context: CheckContext, clip: Clip): ClipMeasurements | undefined {
  return context.clipMeasurements(clip.name);
}

const GRID_REASONS: Readonly<Record<GridUnavailableReason, string>> = {
  non_positive_duration: 'its duration is not positive',
  non_finite_duration: 'its duration is not finite',
  too_few_keys: 'its longest track has fewer than 3 keys',
};

/**
 * Why a clip's measurement is missing, for a gap message (display text only): no sampling grid, or
 * else `otherwise` (the fact-specific reason).
 */
export function unavailableWhy(context: CheckContext, clip: Clip, otherwise: string): string {
  return gridUnavailableWhy(context, clip) ?? otherwise;
}

/** Why the clip has no sampling grid (display text), or undefined when it has one. */
export function gridUnavailableWhy(context: CheckContext, clip: Clip): string | undefined {
  const reason = context.grids.unavailableReason(clipPosition(context, clip));
  return reason !== undefined ? `the clip has no sampling grid (${GRID_REASONS[reason] ?? reason})` : undefined;
}

/** A loop-continuity row that carries its four numbers. */
export type MeasuredContinuityRow = Required<LoopContinuityBone> & { readonly availability: 'measured' };

function isMeasured(row: LoopContinuityBone): row is MeasuredContinuityRow {
  return row.availability === 'measured';
}

/**
 * The measured loop-continuity rows of a declared loop clip, recording the outcome for `scope`:
 * without continuity (or without a single measured bone) the clip is a `measurement_unavailable`
 * gap and nothing is returned; otherwise the clip is a completed scope, plus a gap naming the
 * bones whose evidence was not finite (they could not be judged, so the verdict is partial).
 */
export function measuredContinuity(
  context: CheckContext,
  clip: Clip,
  scope: string,
): readonly MeasuredContinuityRow[] | undefined {
  const measurements = ownMeasurements(context, clip);
  const subject = { code: scope, subject: clip.name };
  const continuity = measurements?.loop_continuity_availability === 'measured' ? measurements.loop_continuity : undefined;
  if (continuity === undefined) {
    context.gap({
      code: 'measurement_unavailable',
      message: `clip '${clip.name}' has no loop-continuity measurement: ${unavailableWhy(context, clip, 'the sampling grid has no usable step next to the wrap')}`,
      scope: subject,
    });
    return undefined;
  }
  const rows = continuity.bones.filter(isMeasured);
  const missing = continuity.bones.filter((row) => !isMeasured(row)).map((row) => row.bone_name);
  if (missing.length > 0) {
    context.gap({
      code: 'measurement_unavailable',
      message: `clip '${clip.name}': ${missing.length} of ${continuity.bones.length} bones have non-finite loop-continuity evidence (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})`,
      scope: subject,
    });
  }
  if (rows.length === 0) return undefined;
  context.completed(subject);
  return rows;
}

export type ContinuityField =
  | 'position_delta_m'
  | 'rotation_delta_deg'
  | 'seam_velocity_delta_mps'
  | 'seam_angular_velocity_delta_degps';

/** The row with the largest value of `field` (the first such bone in skeleton order on ties). */
export function worstBone(rows: readonly MeasuredContinuityRow[], field: ContinuityField): MeasuredContinuityRow | undefined {
  let worst: MeasuredContinuityRow | undefined;
  for (const row of rows) if (worst === undefined || row[field] > worst[field]) worst = row;
  return worst;
}

/** One continuity metric judged against a per-clip cap: where the cap comes from and how to report. */
export interface ContinuityLimit {
  readonly field: ContinuityField;
  readonly messageId: string;
  /** The clip expectation that overrides the cap (`max_loop_*`). */
  readonly perClip: number | undefined;
  /** The check's option value for the cap. */
  readonly option: unknown;
  readonly fallback: number;
}

/**
 * Reports the worst bone of one continuity metric when it exceeds the clip's effective cap (f32);
 * the finding sits at the wrap, where playback jumps from the last pose back to the first, and its
 * `expected` is the effective cap.
 */
export function reportWorstOverCap(context: CheckContext, clip: Clip, rows: readonly MeasuredContinuityRow[], limit: ContinuityLimit): void {
  const cap = resolveLoopCap(limit.perClip, limit.option, limit.fallback);
  const worst = worstBone(rows, limit.field);
  if (worst === undefined || !exceedsF32Cap(worst[limit.field], cap)) return;
  context.report({
    messageId: limit.messageId,
    data: { bone: worst.bone_name, delta: displayOf(limit.field)(worst[limit.field]), inUnits: inSourceUnits(context, limit.field, worst[limit.field]), cap: String(cap) },
    clip: clip.name,
    bone: worst.bone_name,
    time_s: clip.duration,
    measured: worst[limit.field],
    expected: cap,
  });
}

/** What distinguishes one single-metric seam check from another. */
export interface SeamCheckSpec {
  readonly description: string;
  readonly messageId: string;
  readonly message: string;
  readonly field: ContinuityField;
  readonly scope: CodeDeclaration;
  /** The check's option naming its cap, and the clip expectation that overrides it. */
  readonly option: string;
  readonly clipCap: 'max_loop_velocity_delta_mps' | 'max_loop_angular_velocity_delta_degps';
  readonly fallback: number;
}

/**
 * A loop check that judges the worst bone of one loop-continuity metric against the clip's
 * effective cap: `loop-seam-vel` and `loop-seam-rot` differ only in this spec.
 */
export function defineSeamCheck(spec: SeamCheckSpec): CheckModule {
  return defineCheck({
    meta: {
      type: 'contract',
      docs: { description: spec.description },
      defaultSeverity: 'error',
      messages: { [spec.messageId]: spec.message },
      schema: {
        type: 'object',
        properties: { [spec.option]: { type: 'number', minimum: 0 } },
        additionalProperties: false,
      },
      defaultOptions: { [spec.option]: spec.fallback },
      scopes: [spec.scope],
      gaps: [SHARED_GAP.measurement_unavailable],
    },
    applies: declaresLoop,
    create(context) {
      return {
        clip(clip) {
          if (!isLoopClip(context, clip)) return;
          const rows = measuredContinuity(context, clip, spec.scope.code);
          if (rows === undefined) return;
          reportWorstOverCap(context, clip, rows, {
            field: spec.field,
            messageId: spec.messageId,
            perClip: context.clipExpectations(clip.name)[spec.clipCap],
            option: context.options[spec.option],
            fallback: spec.fallback,
          });
        },
      };
    },
  });
}

/**
 * ` (51.6 px)`: a length or speed in a 2D rig's own unit (`sourceSpace.planarUnit`), shown next to
 * metres because a 2D animator thinks in it; empty for 3D sources and for angles.
 */
function inSourceUnits(context: CheckContext, field: ContinuityField, value: number): string {
  const space = context.source.sourceSpace;
  if (space?.planarUnit === undefined || !(field.endsWith('_m') || field.endsWith('_mps'))) return '';
  const unit = field.endsWith('_mps') ? `${space.planarUnit}/s` : space.planarUnit;
  return ` (${atDisplayPrecision(value / space.metresPerUnit, 1)} ${unit})`;
}

/** Display precision by unit: lengths and speeds to 0.1 mm, angles and angular speeds to 0.01°. */
function displayOf(field: ContinuityField): (value: number) => string {
  return field.endsWith('_m') || field.endsWith('_mps') ? formatMetres : formatDegrees;
}
