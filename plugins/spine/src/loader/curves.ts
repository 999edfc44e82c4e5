/**
 * One scalar channel of a Spine timeline, evaluated with the runtime's curve semantics
 * (`CurveTimeline` in spine-core):
 *
 * - before the first key the bone shows its setup pose, i.e. the channel's neutral value
 *   (0 for offsets such as rotate/translate/shear, 1 for scale factors);
 * - a segment starts at the last key whose time ≤ t; after the last key its value holds;
 * - linear segments interpolate; stepped segments hold the segment's first value;
 * - a Bezier segment is NOT the analytic curve: the runtime flattens it once, by forward
 *   differencing, into 9 interior points (18 floats, `BEZIER_SIZE`) and interpolates linearly
 *   through them. Reproducing that table gives the runtime's value at every instant. Keys and
 *   table points are stored as f32, as the runtime stores them in typed arrays.
 */

export type Segment =
  | { readonly kind: 'linear' }
  | { readonly kind: 'stepped' }
  /** The runtime's flattened table: 9 interior (time, value) points. */
  | { readonly kind: 'bezier'; readonly xs: Float32Array; readonly ys: Float32Array };

export interface Channel {
  readonly times: Float32Array;
  readonly values: Float32Array;
  /** `segments[i]` runs from key i to key i + 1 (the last key's curve is never used). */
  readonly segments: readonly Segment[];
  /** The value the setup pose corresponds to (shown before the first key). */
  readonly neutral: number;
}

const BEZIER_POINTS = 9;

/**
 * The runtime's flattening of the Bezier (t1,v1) (cx1,cy1) (cx2,cy2) (t2,v2): the same forward
 * differences and constants as `CurveTimeline.setBezier`, so the points agree with spine-core.
 */
export function bezierSegment(t1: number, v1: number, cx1: number, cy1: number, cx2: number, cy2: number, t2: number, v2: number): Segment {
  const tmpx = (t1 - cx1 * 2 + cx2) * 0.03;
  const tmpy = (v1 - cy1 * 2 + cy2) * 0.03;
  const dddx = ((cx1 - cx2) * 3 - t1 + t2) * 0.006;
  const dddy = ((cy1 - cy2) * 3 - v1 + v2) * 0.006;
  let ddx = tmpx * 2 + dddx;
  let ddy = tmpy * 2 + dddy;
  let dx = (cx1 - t1) * 0.3 + tmpx + dddx * 0.16666667;
  let dy = (cy1 - v1) * 0.3 + tmpy + dddy * 0.16666667;
  let x = t1 + dx;
  let y = v1 + dy;
  const xs = new Float32Array(BEZIER_POINTS);
  const ys = new Float32Array(BEZIER_POINTS);
  for (let k = 0; k < BEZIER_POINTS; k++) {
    xs[k] = x;
    ys[k] = y;
    dx += ddx;
    dy += ddy;
    ddx += dddx;
    ddy += dddy;
    x += dx;
    y += dy;
  }
  return { kind: 'bezier', xs, ys };
}

const lerp = (x0: number, y0: number, x1: number, y1: number, t: number) => y0 + ((t - x0) / (x1 - x0)) * (y1 - y0);

/** The value inside segment `i` (key i ≤ t, and t < key i + 1 unless i is the last key). */
function valueIn(channel: Channel, i: number, t: number): number {
  const { times, values } = channel;
  if (i === times.length - 1) return values[i]!;
  const segment = channel.segments[i]!;
  switch (segment.kind) {
    case 'stepped':
      return values[i]!;
    case 'linear':
      return lerp(times[i]!, values[i]!, times[i + 1]!, values[i + 1]!, t);
    case 'bezier': {
      const { xs, ys } = segment;
      if (xs[0]! > t) return lerp(times[i]!, values[i]!, xs[0]!, ys[0]!, t);
      for (let k = 1; k < BEZIER_POINTS; k++) if (xs[k]! >= t) return lerp(xs[k - 1]!, ys[k - 1]!, xs[k]!, ys[k]!, t);
      return lerp(xs[BEZIER_POINTS - 1]!, ys[BEZIER_POINTS - 1]!, times[i + 1]!, values[i + 1]!, t);
    }
  }
}

/**
 * The channel at each of `times` (ascending). The segment holding t is the last key with time ≤ t
 * (the runtime's `Timeline.search`); a forward cursor keeps this linear in keys + samples.
 */
export function evaluateAll(channel: Channel, times: ArrayLike<number>): Float64Array {
  const out = new Float64Array(times.length);
  const keys = channel.times;
  let i = -1;
  for (let s = 0; s < times.length; s++) {
    const t = times[s]!;
    while (i + 1 < keys.length && keys[i + 1]! <= t) i++;
    out[s] = i < 0 ? channel.neutral : valueIn(channel, i, t);
  }
  return out;
}

/** Whether every segment holds (stepped), so the channel is exactly a STEP track over its keys. */
export function isStepped(channel: Channel): boolean {
  return channel.segments.every((s) => s.kind === 'stepped');
}

/** A channel that never moves from the setup pose (a component no timeline drives). */
export function constantChannel(neutral: number): Channel {
  return { times: new Float32Array(0), values: new Float32Array(0), segments: [], neutral };
}
