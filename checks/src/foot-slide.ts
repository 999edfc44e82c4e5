/**
 * `foot-slide` — a foot on the ground should not skate. While a foot is in stance (near its
 * lowest height), its horizontal model-space speed should match what the clip's travel implies:
 * zero when the root carries the motion (root speed ≥ 0.5 m/s: the planted foot stays put while
 * the body passes over it), or the declared `speed_mps` when the clip is authored in place (the
 * planted foot then sweeps backwards under a stationary root at the locomotion speed).
 *
 * Judged on the shared pose grid, per side (foot role, toe as fallback): ground = the foot's
 * minimum model-space Y over the clip; a stance step joins two adjacent samples both within
 * `contact_height_m` of that ground; each stance step's XZ distance over its time is a speed, and
 * the step deviating most from the expected speed is reported when that deviation exceeds
 * `max_slide_mps`.
 */
import { defineCheck, type PoseGrid, type RigRole } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { hasRootMotionRole, measuredSpeed, ownClipMeasurements, TRAVEL_SPEED_MPS } from './support/root-motion.js';
import { formatNumber, formatSeconds } from './support/tracks.js';
import { SHARED_GAP } from './support/vocabulary.js';

export const DEFAULT_CONTACT_HEIGHT_M = 0.03;
export const DEFAULT_MAX_SLIDE_MPS = 0.3;

interface Side {
  readonly name: 'left' | 'right';
  readonly scope: 'left_foot_stance' | 'right_foot_stance';
  readonly roles: readonly [RigRole, RigRole];
}

const SIDES: readonly Side[] = [
  { name: 'left', scope: 'left_foot_stance', roles: ['left_foot', 'left_toe'] },
  { name: 'right', scope: 'right_foot_stance', roles: ['right_foot', 'right_toe'] },
];

interface StanceSlide {
  /** Grid sample ending the worst step. */
  readonly frame: number;
  readonly speed: number;
}

/**
 * The stance step of `bone` whose horizontal speed deviates most from `expected` (first one on
 * ties), `null` without any stance step, or undefined when a position is not finite.
 */
function worstStanceSlide(grid: PoseGrid, bone: number, contactHeight: number, expected: number): StanceSlide | null | undefined {
  const P = grid.positions;
  const at = (frame: number) => (frame * grid.boneCount + bone) * 3;
  let ground = Infinity;
  for (let f = 0; f < grid.frameCount; f++) {
    const o = at(f);
    if (!Number.isFinite(P[o]! + P[o + 1]! + P[o + 2]!)) return undefined;
    if (P[o + 1]! < ground) ground = P[o + 1]!;
  }
  const inContact = (f: number) => !exceedsF32Cap(P[at(f) + 1]! - ground, contactHeight);

  let worst: StanceSlide | null = null;
  let worstDeviation = -Infinity;
  let previousContact = inContact(0);
  for (let f = 1; f < grid.frameCount; f++) {
    const contact = inContact(f);
    const dt = grid.times[f]! - grid.times[f - 1]!;
    if (previousContact && contact && dt > 0) {
      const a = at(f - 1), b = at(f);
      const dx = P[b]! - P[a]!, dz = P[b + 2]! - P[a + 2]!;
      const speed = Math.fround(Math.sqrt(dx * dx + dz * dz) / dt);
      const deviation = Math.abs(speed - expected);
      if (deviation > worstDeviation) {
        worstDeviation = deviation;
        worst = { frame: f, speed };
      }
    }
    previousContact = contact;
  }
  return worst;
}

function option(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Feet in stance must not slide: their horizontal speed must match the root travel implied by speed_mps.' },
    defaultSeverity: 'warning',
    messages: {
      footSlides:
        'the {{side}} foot ({{bone}}) moves at {{speed}} m/s while on the ground at {{time}}s, where {{expected}} m/s is expected (deviation {{deviation}} m/s > {{cap}} m/s)',
    },
    schema: {
      type: 'object',
      properties: {
        contact_height_m: { type: 'number', minimum: 0 },
        max_slide_mps: { type: 'number', minimum: 0 },
      },
      additionalProperties: false,
    },
    defaultOptions: { contact_height_m: DEFAULT_CONTACT_HEIGHT_M, max_slide_mps: DEFAULT_MAX_SLIDE_MPS },
    scopes: [
      { code: 'foot_stance', meaning: 'a clip judged for foot sliding' },
      { code: 'left_foot_stance', meaning: 'the left foot judged for sliding' },
      { code: 'right_foot_stance', meaning: 'the right foot judged for sliding' },
    ],
    gaps: [SHARED_GAP.roles_unresolved, SHARED_GAP.measurement_unavailable],
  },
  applies(ctx) {
    return ctx.document.clips.some((clip) => ctx.clipExpectations(clip.name).speed_mps !== undefined);
  },
  create(context) {
    const contactHeight = option(context.options.contact_height_m, DEFAULT_CONTACT_HEIGHT_M);
    const maxSlide = option(context.options.max_slide_mps, DEFAULT_MAX_SLIDE_MPS);
    const { bones } = context.document;
    return {
      document() {
        context.document.clips.forEach((clip, position) => {
          const pin = context.clipExpectations(clip.name).speed_mps;
          if (pin === undefined) return;
          const clipScope = { code: 'foot_stance', subject: clip.name };
          if (!hasRootMotionRole(context.rig, bones.length)) {
            context.gap({ code: 'roles_unresolved', message: `clip '${clip.name}': neither a root nor a hips bone is resolved, so the expected stance speed is unknown`, scope: clipScope });
            return;
          }
          const rootSpeed = measuredSpeed(ownClipMeasurements(context, position));
          const grid = context.grids.grid(position);
          if (rootSpeed === undefined || grid === undefined) {
            context.gap({ code: 'measurement_unavailable', message: `clip '${clip.name}': no pose grid or no root speed to judge foot contacts on`, scope: clipScope });
            return;
          }
          // A travelling root carries the motion, so planted feet stay put in model space; an
          // in-place clip moves its planted feet backwards at the declared locomotion speed.
          const travels = rootSpeed >= TRAVEL_SPEED_MPS;
          if (!travels && !(Number.isFinite(pin.value) && pin.value >= 0)) {
            context.gap({ code: 'measurement_unavailable', message: `clip '${clip.name}': the in-place stance speed comes from speed_mps, whose value ${pin.value} is not a finite non-negative speed`, scope: clipScope });
            return;
          }
          const expected = travels ? 0 : pin.value;

          // Judge both sides first so the clip scope (judged when at least one foot was) is
          // recorded before the per-side scopes; a missing side stays a gap of its own.
          const outcomes = SIDES.map((side) => {
            const bone = side.roles.map((role) => context.rig.roles[role]).find((i) => i !== undefined && i >= 0 && i < bones.length);
            return { side, bone, worst: bone === undefined ? undefined : worstStanceSlide(grid, bone, contactHeight, expected) };
          });
          if (outcomes.some((o) => o.worst !== undefined)) context.completed(clipScope);

          for (const { side, bone, worst } of outcomes) {
            const sideScope = { code: side.scope, subject: clip.name };
            if (bone === undefined) {
              context.gap({ code: 'roles_unresolved', message: `clip '${clip.name}': no ${side.name} foot or toe bone is resolved`, scope: sideScope });
              continue;
            }
            if (worst === undefined) {
              context.gap({ code: 'measurement_unavailable', message: `clip '${clip.name}': the ${side.name} foot has non-finite sampled positions`, scope: sideScope });
              continue;
            }
            context.completed(sideScope);
            if (worst === null) continue;
            const deviation = Math.abs(worst.speed - expected);
            if (!exceedsF32Cap(deviation, maxSlide)) continue;
            const time = grid.times[worst.frame]!;
            const boneName = bones[bone]!.name;
            context.report({
              messageId: 'footSlides',
              data: {
                side: side.name,
                bone: boneName,
                speed: formatNumber(worst.speed),
                time: formatSeconds(time),
                expected: formatNumber(expected),
                deviation: formatNumber(deviation),
                cap: maxSlide,
              },
              clip: clip.name,
              bone: boneName,
              time_s: time,
              measured: worst.speed,
              expected,
            });
          }
        });
      },
    };
  },
});
