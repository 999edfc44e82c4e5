/**
 * A key's easing as the skeleton writes it: absent (linear), `"stepped"`, or the absolute bezier
 * control points, four numbers per channel (`SkeletonJson.readCurve`).
 */
import type { PrintValue } from '../print/index.js';
import type { MotionEasing, MotionEasingFields } from '../spec/types.js';
import { BuildError } from './errors.js';

/** The segment a key starts: its time and channel values, and the next key's. */
export interface Segment {
  t0: number;
  v0: readonly number[];
  t1: number;
  v1: readonly number[];
}

/**
 * The `curve` field of a key, or undefined for linear.
 *
 * A raw `curve` is written verbatim. A named easing's normalised control points `[cx1, cy1, cx2,
 * cy2]` become, per channel, `[t0 + cx1·Δt, v0 + cy1·Δv, t0 + cx2·Δt, v0 + cy2·Δv]`. The last key
 * starts no segment (`segment` undefined), so a named easing there has nothing to shape and is not
 * written — the reader ignores the last key's curve.
 */
export function compileCurve(
  key: MotionEasingFields,
  segment: Segment | undefined,
  easings: Readonly<Record<string, MotionEasing>>,
  where: string,
): PrintValue | undefined {
  if (key.curve !== undefined) {
    if (key.ease !== undefined) throw new BuildError(where, 'states both `ease` and `curve`; a key eases one way');
    return key.curve;
  }
  if (key.ease === undefined || key.ease === 'linear') return undefined;
  if (key.ease === 'stepped') return 'stepped';
  const easing = easings[key.ease];
  if (easing === undefined || !Object.hasOwn(easings, key.ease)) {
    throw new BuildError(where, `easing "${key.ease}" is not declared in the motion spec's \`easings\``);
  }
  if (segment === undefined) return undefined;
  const [cx1, cy1, cx2, cy2] = easing;
  const dt = segment.t1 - segment.t0;
  return segment.v0.flatMap((v0, channel) => {
    const dv = segment.v1[channel] - v0;
    return [segment.t0 + cx1 * dt, v0 + cy1 * dv, segment.t0 + cx2 * dt, v0 + cy2 * dv];
  });
}
