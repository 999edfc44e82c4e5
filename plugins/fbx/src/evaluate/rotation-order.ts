/**
 * Euler rotations the FBX way.
 *
 * Angles are degrees, one per axis (`[x, y, z]`, whatever the order). The `RotationOrder` enum
 * names the order the axes apply in: `eEulerXYZ` (0) rotates about X first, then Y, then Z, so with
 * column vectors `R = Rz · Ry · Rx`. The six orders are 0 XYZ, 1 XZY, 2 YZX, 3 YXZ, 4 ZXY, 5 ZYX;
 * 6 (`eSphericXYZ`) evaluates as XYZ. Elementary rotations are right-handed
 * (`Rx(a)` maps +Y towards +Z for a positive angle).
 *
 * Also here: rotation matrix → Euler angles in a given order, and the few quaternion operations
 * layer blending needs (`[x, y, z, w]`, unit length).
 */
import type { Vec3 } from '../properties.js';
import { multiply3, multiply3Into, transpose3, type Mat3 } from './mat4.js';

export type EulerOrder = 'XYZ' | 'XZY' | 'YZX' | 'YXZ' | 'ZXY' | 'ZYX';

/** `RotationOrder` enum value → order; index 6 (`eSphericXYZ`) is XYZ. */
export const FBX_ROTATION_ORDERS: readonly EulerOrder[] = Object.freeze(['XYZ', 'XZY', 'YZX', 'YXZ', 'ZXY', 'ZYX', 'XYZ']);

/** The order of a `RotationOrder` enum value, or `undefined` outside 0…6. */
export function rotationOrderOf(value: number): EulerOrder | undefined {
  return Number.isInteger(value) ? FBX_ROTATION_ORDERS[value] : undefined;
}

const DEG = Math.PI / 180;

function axes(order: EulerOrder): [number, number, number] {
  return [order.charCodeAt(0) - 88, order.charCodeAt(1) - 88, order.charCodeAt(2) - 88];
}

/** The rotation by `radians` about one axis (0 X, 1 Y, 2 Z), column-major 3×3. */
export function axisRotation3(axis: number, radians: number): Mat3 {
  return axisRotation3Into(new Float64Array(9), axis, radians);
}

/** `out` = {@link axisRotation3} (every element written). */
function axisRotation3Into(m: Mat3, axis: number, radians: number): Mat3 {
  return axisCosSinInto(m, axis, Math.cos(radians), Math.sin(radians));
}

/**
 * The rotation about `axis` whose angle has cosine `c` and sine `s`: for axis `x`, with
 * `a = (x + 1) % 3` and `b = (x + 2) % 3`, (a,a) = c, (b,a) = s, (a,b) = -s, (b,b) = c, (x,x) = 1,
 * every other element 0. One store per element (no fill, no index arithmetic): this runs three
 * times per node and frame of a bake.
 */
function axisCosSinInto(m: Mat3, axis: number, c: number, s: number): Mat3 {
  if (axis === 0) {
    m[0] = 1;
    m[1] = 0;
    m[2] = 0;
    m[3] = 0;
    m[4] = c;
    m[5] = s;
    m[6] = 0;
    m[7] = -s;
    m[8] = c;
  } else if (axis === 1) {
    m[0] = c;
    m[1] = 0;
    m[2] = -s;
    m[3] = 0;
    m[4] = 1;
    m[5] = 0;
    m[6] = s;
    m[7] = 0;
    m[8] = c;
  } else {
    m[0] = c;
    m[1] = s;
    m[2] = 0;
    m[3] = -s;
    m[4] = c;
    m[5] = 0;
    m[6] = 0;
    m[7] = 0;
    m[8] = 1;
  }
  return m;
}

/** Euler angles (degrees, per axis) → rotation matrix for `order`. */
export function eulerToMatrix3(degrees: Vec3, order: EulerOrder = 'XYZ'): Mat3 {
  return eulerToMatrix3Into(new Float64Array(9), degrees, order);
}

const ORDER_AXES: ReadonlyMap<EulerOrder, readonly [number, number, number]> = new Map(FBX_ROTATION_ORDERS.map((o) => [o, axes(o)]));
const firstScratch = new Float64Array(9);
const secondScratch = new Float64Array(9);
const thirdScratch = new Float64Array(9);
const pairScratch = new Float64Array(9);

/** `out` = {@link eulerToMatrix3} (through module scratch matrices: not re-entrant, no allocation). */
export function eulerToMatrix3Into(out: Mat3, degrees: Vec3, order: EulerOrder = 'XYZ'): Mat3 {
  // Indexed reads, not destructuring: this runs per node and frame, and unoptimised destructuring allocates an iterator.
  const order3 = ORDER_AXES.get(order)!;
  return eulerAxesToMatrix3Into(out, degrees, order3[0]!, order3[1]!, order3[2]!);
}

/** The axes (0 X, 1 Y, 2 Z) an order applies first, second and third, for {@link eulerAxesToMatrix3Into}. */
export function eulerOrderAxes(order: EulerOrder): readonly [number, number, number] {
  return ORDER_AXES.get(order)!;
}

/**
 * {@link eulerToMatrix3Into} with the order given as its axes `i`, `j`, `k` (see
 * {@link eulerOrderAxes}): for callers that look the order up once, not per frame.
 */
export function eulerAxesToMatrix3Into(out: Mat3, degrees: Vec3, i: number, j: number, k: number): Mat3 {
  const a = degrees[i]! * DEG;
  const b = degrees[j]! * DEG;
  const c = degrees[k]! * DEG;
  const first = axisCosSinInto(firstScratch, i, Math.cos(a), Math.sin(a));
  const second = axisCosSinInto(secondScratch, j, Math.cos(b), Math.sin(b));
  const third = axisCosSinInto(thirdScratch, k, Math.cos(c), Math.sin(c));
  return multiply3Into(out, third, multiply3Into(pairScratch, second, first));
}

/**
 * A rotation matrix → Euler angles (degrees, per axis) that rebuild it in `order`. The middle
 * angle is in [-90, 90]; at gimbal lock the last-applied angle is set to 0.
 */
export function matrixToEuler3(m: Mat3, order: EulerOrder = 'XYZ'): [number, number, number] {
  const [i, j, k] = axes(order);
  const s = (j - i + 3) % 3 === 1 ? 1 : -1;
  const at = (r: number, c: number): number => m[c * 3 + r]!;
  const sinMiddle = Math.max(-1, Math.min(1, -s * at(k, i)));
  const middle = Math.asin(sinMiddle);
  let first: number;
  let last: number;
  if (Math.abs(sinMiddle) < 1 - 1e-12) {
    first = Math.atan2(s * at(k, j), at(k, k));
    last = Math.atan2(s * at(j, i), at(i, i));
  } else {
    last = 0;
    const rest = multiply3(transpose3(axisRotation3(j, middle)), m);
    const a = (i + 1) % 3;
    const b = (i + 2) % 3;
    first = Math.atan2(rest[a * 3 + b]!, rest[a * 3 + a]!);
  }
  const out: [number, number, number] = [0, 0, 0];
  out[i] = first / DEG;
  out[j] = middle / DEG;
  out[k] = last / DEG;
  return out;
}

export type Quat = [number, number, number, number];

/** Rotation matrix → unit quaternion `[x, y, z, w]` with `w ≥ 0`. */
export function quatFromMatrix3(m: Mat3): Quat {
  const at = (r: number, c: number): number => m[c * 3 + r]!;
  const trace = at(0, 0) + at(1, 1) + at(2, 2);
  let q: Quat;
  if (trace > 0) {
    const s = Math.sqrt(trace + 1) * 2;
    q = [(at(2, 1) - at(1, 2)) / s, (at(0, 2) - at(2, 0)) / s, (at(1, 0) - at(0, 1)) / s, s / 4];
  } else if (at(0, 0) > at(1, 1) && at(0, 0) > at(2, 2)) {
    const s = Math.sqrt(1 + at(0, 0) - at(1, 1) - at(2, 2)) * 2;
    q = [s / 4, (at(0, 1) + at(1, 0)) / s, (at(0, 2) + at(2, 0)) / s, (at(2, 1) - at(1, 2)) / s];
  } else if (at(1, 1) > at(2, 2)) {
    const s = Math.sqrt(1 + at(1, 1) - at(0, 0) - at(2, 2)) * 2;
    q = [(at(0, 1) + at(1, 0)) / s, s / 4, (at(1, 2) + at(2, 1)) / s, (at(0, 2) - at(2, 0)) / s];
  } else {
    const s = Math.sqrt(1 + at(2, 2) - at(0, 0) - at(1, 1)) * 2;
    q = [(at(0, 2) + at(2, 0)) / s, (at(1, 2) + at(2, 1)) / s, s / 4, (at(1, 0) - at(0, 1)) / s];
  }
  return normalizeQuat(q[3] < 0 ? [-q[0], -q[1], -q[2], -q[3]] : q);
}

export function normalizeQuat(q: Quat): Quat {
  const n = Math.hypot(q[0], q[1], q[2], q[3]);
  return n > 0 ? [q[0] / n, q[1] / n, q[2] / n, q[3] / n] : [0, 0, 0, 1];
}

/** Unit quaternion → rotation matrix. */
export function quatToMatrix3(q: Readonly<Quat>): Mat3 {
  return quatToMatrix3Into(new Float64Array(9), q);
}

/** `out` = {@link quatToMatrix3}. */
export function quatToMatrix3Into(out: Mat3, q: Readonly<Quat>): Mat3 {
  const x = q[0];
  const y = q[1];
  const z = q[2];
  const w = q[3];
  out[0] = 1 - 2 * (y * y + z * z);
  out[1] = 2 * (x * y + z * w);
  out[2] = 2 * (x * z - y * w);
  out[3] = 2 * (x * y - z * w);
  out[4] = 1 - 2 * (x * x + z * z);
  out[5] = 2 * (y * z + x * w);
  out[6] = 2 * (x * z + y * w);
  out[7] = 2 * (y * z - x * w);
  out[8] = 1 - 2 * (x * x + y * y);
  return out;
}

/** `a · b`: the rotation `b` then `a` (as matrices, `toMatrix(a) · toMatrix(b)`). */
export function multiplyQuat(a: Quat, b: Quat): Quat {
  return [
    a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
    a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
    a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
    a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2],
  ];
}

/** Spherical interpolation along the shorter arc; `t = 0` gives `a`, `t = 1` gives `b`. */
export function slerpQuat(a: Quat, b: Quat, t: number): Quat {
  let d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
  let bb: Quat = b;
  if (d < 0) {
    d = -d;
    bb = [-b[0], -b[1], -b[2], -b[3]];
  }
  if (d > 1 - 1e-12) {
    return normalizeQuat([a[0] + (bb[0] - a[0]) * t, a[1] + (bb[1] - a[1]) * t, a[2] + (bb[2] - a[2]) * t, a[3] + (bb[3] - a[3]) * t]);
  }
  const angle = Math.acos(Math.min(1, d));
  const sin = Math.sin(angle);
  const wa = Math.sin((1 - t) * angle) / sin;
  const wb = Math.sin(t * angle) / sin;
  return normalizeQuat([a[0] * wa + bb[0] * wb, a[1] * wa + bb[1] * wb, a[2] * wa + bb[2] * wb, a[3] * wa + bb[3] * wb]);
}

export function eulerToQuat(degrees: Vec3, order: EulerOrder): Quat {
  return quatFromMatrix3(eulerToMatrix3(degrees, order));
}

export function quatToEuler(q: Quat, order: EulerOrder): [number, number, number] {
  return matrixToEuler3(quatToMatrix3(q), order);
}
