/**
 * The analytic walk cycle shared by the loop-family tests: a `pelvis` at (0, 1, 0) with feet
 * `foot_l` (0.1, −1, 0) and `foot_r` (−0.1, −1, 0); clip `walk` has one LINEAR translation track
 * per foot with keys at k/32 s, offset from rest by ±(0, amplitude·sin θ, stride·sin θ) with
 * θ = 2π·periods·k/32 (feet in antiphase).
 *
 * periods = 1 over 33 keys closes the cycle exactly (key 32 repeats key 0); periods = 0.75 cuts
 * the cycle a quarter period short, so the feet pop at the wrap.
 */
import type { AnimDocument } from '@animsmith/cli/plugin';
import { buildDocument, type BoneSpec, type TrackSpec } from '@animsmith/cli/testing';

export interface WalkShape {
  /** Cycles over the keys; 1 closes the loop, 0.75 is the cut walk. */
  readonly periods: number;
  /** Key count at k/32 s; 33 spans 0..1 s inclusive. */
  readonly keys?: number;
  /** Fore/aft swing, metres (default 0.15). */
  readonly stride?: number;
  /** Vertical swing, metres (default 0.05). */
  readonly amplitude?: number;
}

export const WALK_BONES: readonly BoneSpec[] = [
  { name: 'pelvis', translation: [0, 1, 0] },
  { name: 'foot_l', parent: 'pelvis', translation: [0.1, -1, 0] },
  { name: 'foot_r', parent: 'pelvis', translation: [-0.1, -1, 0] },
];

/** Explicit roles for the walk rig (the acceptance scenario's `[rig.roles]`). */
export const WALK_RIG = { roles: { hips: 'pelvis', left_foot: 'foot_l', right_foot: 'foot_r' } } as const;

/** `[clips.walk] loop = true`. */
export const LOOP_WALK = { walk: { loop: true } } as const;

/** The two foot tracks of a walk of the given shape. */
export function walkTracks(shape: WalkShape): TrackSpec[] {
  const { periods, keys = 33, stride = 0.15, amplitude = 0.05 } = shape;
  const times = Array.from({ length: keys }, (_, k) => k / 32);
  const foot = (bone: string, x: number, sign: number): TrackSpec => ({
    bone,
    property: 'translation',
    interpolation: 'LINEAR',
    times,
    values: times.flatMap((_, k) => {
      const swing = Math.sin((2 * Math.PI * periods * k) / 32);
      return [x, -1 + sign * amplitude * swing, sign * stride * swing];
    }),
  });
  return [foot('foot_l', 0.1, 1), foot('foot_r', -0.1, -1)];
}

/** The walk rig with one clip per entry (name → shape). */
export function walkDocument(clips: Readonly<Record<string, WalkShape>>): AnimDocument {
  return buildDocument({
    bones: WALK_BONES,
    clips: Object.entries(clips).map(([name, shape]) => ({ name, tracks: walkTracks(shape) })),
  });
}

/** The cycle cut a quarter period short: the feet pop at the wrap. */
export const cutWalk = (): AnimDocument => walkDocument({ walk: { periods: 0.75 } });
/** The full cycle: closes exactly, its last key repeating the first. */
export const fullWalk = (): AnimDocument => walkDocument({ walk: { periods: 1 } });
