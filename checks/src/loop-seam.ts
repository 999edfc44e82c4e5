/**
 * `loop-seam` — the locomotion view of a popped loop: how far the feet (relative to the hips, so
 * root travel cancels) jump across the wrap, as a multiple of the neighbouring in-clip step.
 * A clean cycle wraps by about one ordinary step (ratio ≈ 1, or ≈ 0 with a duplicated endpoint);
 * a cycle cut short pops well above it. Judged from the measurements' `loop_seam_ratio`.
 *
 * Needs the hips role and at least one foot or toe role. A clip whose feet barely move next to
 * the wrap (neighbouring step below `min_stride_step_m`) has no stride to divide by: that is a
 * gap, never a pass.
 */
import { defineCheck, type CheckContext, type Clip, type PoseGrid, type RigRole } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import {
  clipPosition,
  declaresLoop,
  gridUnavailableWhy,
  isLoopClip,
  numberOption,
  ownMeasurements,
  unavailableWhy,
} from './support/loop-caps.js';
import { formatNumber } from './support/tracks.js';

/** Default cap on the seam ratio; a clean loop sits near 1. */
export const DEFAULT_MAX_RATIO = 1.5;
/**
 * Default stride floor (metres): the largest foot step next to the wrap must reach it for the
 * ratio to mean anything. It is the floor the host's `loop_seam_ratio` measurement uses.
 */
export const DEFAULT_MIN_STRIDE_STEP_M = 0.02;

const FOOT_ROLES: readonly RigRole[] = ['left_foot', 'left_toe', 'right_foot', 'right_toe'];

type SeamOutcome = { readonly ratio: number } | { readonly unavailable: string };

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Declared loops must not pop at the wrap: feet relative to the hips jump at most max_ratio neighbouring steps.' },
    defaultSeverity: 'error',
    messages: {
      seamPop:
        'loop seam pops: the feet (relative to the hips) jump {{ratio}}× the neighbouring in-clip step across the wrap (cap {{cap}}); the clip does not close its cycle',
    },
    schema: {
      type: 'object',
      properties: {
        max_ratio: { type: 'number', minimum: 0 },
        min_stride_step_m: { type: 'number', minimum: 0 },
      },
      additionalProperties: false,
    },
    defaultOptions: { max_ratio: DEFAULT_MAX_RATIO, min_stride_step_m: DEFAULT_MIN_STRIDE_STEP_M },
    scopes: ['loop_seam'],
    gaps: ['roles_unresolved', 'measurement_unavailable'],
  },
  applies: declaresLoop,
  create(context) {
    const maxRatio = numberOption(context.options, 'max_ratio', DEFAULT_MAX_RATIO);
    const minStride = numberOption(context.options, 'min_stride_step_m', DEFAULT_MIN_STRIDE_STEP_M);
    const boneCount = context.document.bones.length;
    const role = (name: RigRole): number | undefined => {
      const index = context.rig.roles[name];
      return index !== undefined && Number.isInteger(index) && index >= 0 && index < boneCount ? index : undefined;
    };
    const hips = role('hips');
    const feet = FOOT_ROLES.map(role).filter((b): b is number => b !== undefined);

    return {
      clip(clip) {
        if (!isLoopClip(context, clip)) return;
        const scope = { code: 'loop_seam', subject: clip.name };
        if (hips === undefined || feet.length === 0) {
          const missing = [...(hips === undefined ? ['hips'] : []), ...(feet.length === 0 ? ['a foot or toe'] : [])];
          context.gap({
            code: 'roles_unresolved',
            message: `clip '${clip.name}': the seam ratio needs the ${missing.join(' and ')} role (set [rig] profile or [rig.roles])`,
            scope,
          });
          return;
        }
        // The measurement runs at the default stride floor; a configured floor is honoured here.
        const seam = minStride === DEFAULT_MIN_STRIDE_STEP_M ? measuredSeam(context, clip) : sampledSeam(context, clip, hips, feet, minStride);
        if ('unavailable' in seam) {
          context.gap({ code: 'measurement_unavailable', message: `clip '${clip.name}' has no seam ratio: ${seam.unavailable}`, scope });
          return;
        }
        context.completed(scope);
        if (exceedsF32Cap(seam.ratio, maxRatio)) {
          context.report({
            messageId: 'seamPop',
            data: { ratio: formatNumber(seam.ratio), cap: String(maxRatio) },
            clip: clip.name,
            time_s: clip.duration,
            measured: seam.ratio,
            expected: maxRatio,
          });
        }
      },
    };
  },
});

function measuredSeam(context: CheckContext, clip: Clip): SeamOutcome {
  const measurements = ownMeasurements(context, clip);
  if (measurements?.loop_seam_ratio_availability === 'measured' && measurements.loop_seam_ratio !== undefined) {
    return { ratio: measurements.loop_seam_ratio };
  }
  return {
    unavailable: unavailableWhy(
      context,
      clip,
      measurements,
      `the feet barely move next to the wrap (largest step below min_stride_step_m ${DEFAULT_MIN_STRIDE_STEP_M} m) or their sampled positions are not finite`,
    ),
  };
}

/**
 * The seam ratio at a non-default stride floor, from the same pose grid and with the same
 * arithmetic as the host's `loop_seam_ratio` (which only knows the default floor): rel = foot −
 * hips; seam = max |rel(L) − rel(0)|; neighbour = max of the largest first and last step; the
 * ratio exists when neighbour > 0 and neighbour ≥ the floor.
 */
function sampledSeam(context: CheckContext, clip: Clip, hips: number, feet: readonly number[], minStride: number): SeamOutcome {
  const grid = context.grids.grid(clipPosition(context, clip));
  if (grid === undefined) return { unavailable: gridUnavailableWhy(context, clip) ?? 'the clip has no sampling grid' };
  if (!positionsFinite(grid, [hips, ...feet])) return { unavailable: 'the sampled hips or feet positions are not finite' };
  const L = grid.frameCount - 1;
  let seam = 0, first = 0, last = 0;
  for (const foot of feet) {
    seam = Math.max(seam, relDistance(grid, hips, foot, L, 0));
    first = Math.max(first, relDistance(grid, hips, foot, 1, 0));
    last = Math.max(last, relDistance(grid, hips, foot, L, L - 1));
  }
  const neighbour = Math.max(first, last);
  if (!(neighbour > 0) || !(neighbour >= minStride)) {
    return { unavailable: `the feet barely move next to the wrap (largest step ${formatNumber(neighbour)} m, min_stride_step_m ${minStride} m)` };
  }
  const ratio = Math.fround(seam / neighbour);
  return Number.isFinite(ratio) ? { ratio } : { unavailable: 'the ratio is not finite' };
}

function positionsFinite(grid: PoseGrid, bones: readonly number[]): boolean {
  const P = grid.positions;
  for (let f = 0; f < grid.frameCount; f++) {
    for (const b of bones) {
      const o = (f * grid.boneCount + b) * 3;
      if (!Number.isFinite(P[o]!) || !Number.isFinite(P[o + 1]!) || !Number.isFinite(P[o + 2]!)) return false;
    }
  }
  return true;
}

/** |rel(fa) − rel(fb)| for bone b, with rel relative to the hips at the same sample. */
function relDistance(grid: PoseGrid, hips: number, b: number, fa: number, fb: number): number {
  const P = grid.positions;
  const B = grid.boneCount;
  const a = (fa * B + b) * 3, ah = (fa * B + hips) * 3;
  const c = (fb * B + b) * 3, ch = (fb * B + hips) * 3;
  const dx = P[a]! - P[ah]! - (P[c]! - P[ch]!);
  const dy = P[a + 1]! - P[ah + 1]! - (P[c + 1]! - P[ch + 1]!);
  const dz = P[a + 2]! - P[ah + 2]! - (P[c + 2]! - P[ch + 2]!);
  return Math.sqrt(dx * dx + dy * dy + dz * dz);
}
