/**
 * The Node-side binary64 reference of the report's illustrative blend (the spec's "Samples and
 * blend math"), used to check the browser's `AnimsmithBlend.blendPositions`
 * (host/assets/report/blend-math.js) on fixtures built in code.
 *
 * Written independently of the browser version, in textbook form: full 4×4 column-vector
 * matrices T, R and S built separately and multiplied generically, so the conformance test
 * compares two implementations rather than one twice.
 *
 * At weight w, per bone, from the same f32 samples the browser decodes:
 * - translation and scale: (1 − w)·a + w·b componentwise;
 * - rotation (nlerp): normalise both quaternions, negate the second only when their dot is
 *   negative (an exact zero dot keeps its sign), normalise (1 − w)·qa + w·qb;
 * - local = T·R·S; a root's world is its local, a child's world[parent]·local[child] (shear from
 *   rotated, non-uniformly scaled ancestors is kept; zero and negative finite scales allowed);
 * - the result is each bone's world translation, in binary64.
 *
 * The synthetic-fixture conformance tolerance is 1e-5 + 1e-5·|reference| metres per position
 * component (`withinConformance`) — not an engine acceptance threshold.
 */

/** Largest finite f32. */
export const F32_MAX = 3.4028234663852886e38;

const RECORD = 10;

/** The frame a clip of `frames` frames shows at normalized phase u: clamp(round(u·(frames − 1))). */
export function nearestFrame(u: number, frames: number): number {
  if (!Number.isSafeInteger(frames) || frames < 1) throw new RangeError(`nearestFrame needs a positive integer frame count, got ${frames}`);
  const last = frames - 1;
  const f = Math.round(u * last);
  if (!(f > 0)) return 0; // negative phases, NaN, -0
  return f > last ? last : f;
}

/** The spec's conformance tolerance for one position component: 1e-5 + 1e-5·|reference| m. */
export function conformanceTolerance(reference: number): number {
  return 1e-5 + 1e-5 * Math.abs(reference);
}

/**
 * Whether `actual` matches `reference` within the conformance tolerance: one component, or two
 * equally long arrays component by component. Non-finite values never conform.
 */
export function withinConformance(reference: number, actual: number): boolean;
export function withinConformance(reference: ArrayLike<number>, actual: ArrayLike<number>): boolean;
export function withinConformance(reference: number | ArrayLike<number>, actual: number | ArrayLike<number>): boolean {
  if (typeof reference === 'number' || typeof actual === 'number') {
    if (typeof reference !== 'number' || typeof actual !== 'number') return false;
    return Number.isFinite(reference) && Number.isFinite(actual) && Math.abs(actual - reference) <= conformanceTolerance(reference);
  }
  if (reference.length !== actual.length) return false;
  for (let i = 0; i < reference.length; i++) {
    if (!withinConformance(reference[i]!, actual[i]!)) return false;
  }
  return true;
}

type Mat4 = Float64Array; // column-major: element (row r, column c) at c * 4 + r

function multiply(a: Mat4, b: Mat4): Mat4 {
  const out = new Float64Array(16);
  for (let c = 0; c < 4; c++) {
    for (let r = 0; r < 4; r++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + r]! * b[c * 4 + k]!;
      out[c * 4 + r] = sum;
    }
  }
  return out;
}

function translation(x: number, y: number, z: number): Mat4 {
  return Float64Array.of(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1);
}

function scaling(x: number, y: number, z: number): Mat4 {
  return Float64Array.of(x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1);
}

/** Rotation matrix of a unit quaternion [x, y, z, w]. */
function rotation(x: number, y: number, z: number, w: number): Mat4 {
  return Float64Array.of(
    1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0,
    2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0,
    2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0,
    0, 0, 0, 1,
  );
}

function normalized(q: readonly number[]): number[] {
  const length = Math.sqrt(q[0]! * q[0]! + q[1]! * q[1]! + q[2]! * q[2]! + q[3]! * q[3]!);
  return q.map((c) => c / length);
}

function lerp(a: number, b: number, w: number): number {
  return (1 - w) * a + w * b;
}

/**
 * Model-space positions (xyz per bone, binary64) of the blend of frame `frameA` of `localsA` with
 * frame `frameB` of `localsB` at weight w (both streams: frames × bones records of ten f32).
 * Undefined when w is outside [0, 1], a parent is neither -1 nor an earlier bone, or any position
 * component is non-finite or beyond the f32 range (|x| > F32_MAX). Throws a RangeError when a
 * frame or the bone count does not fit the streams.
 */
export function blendReference(
  localsA: Float32Array,
  frameA: number,
  localsB: Float32Array,
  frameB: number,
  w: number,
  parents: readonly number[],
  bones: number,
): Float64Array | undefined {
  if (!Number.isSafeInteger(bones) || bones < 0 || parents.length < bones) throw new RangeError(`bad bone count ${bones}`);
  for (const [locals, frame] of [[localsA, frameA], [localsB, frameB]] as const) {
    if (!Number.isSafeInteger(frame) || frame < 0 || (frame + 1) * bones * RECORD > locals.length) {
      throw new RangeError(`frame ${frame} is not in a stream of ${locals.length} floats for ${bones} bones`);
    }
  }
  if (!(w >= 0 && w <= 1)) return undefined;

  const worlds: Mat4[] = [];
  const out = new Float64Array(bones * 3);
  for (let b = 0; b < bones; b++) {
    const p = parents[b]!;
    if (!(p === -1 || (Number.isInteger(p) && p >= 0 && p < b))) return undefined;
    const a = (frameA * bones + b) * RECORD;
    const c = (frameB * bones + b) * RECORD;
    const t = [0, 1, 2].map((k) => lerp(localsA[a + k]!, localsB[c + k]!, w));
    const s = [7, 8, 9].map((k) => lerp(localsA[a + k]!, localsB[c + k]!, w));
    const qa = normalized(Array.from(localsA.subarray(a + 3, a + 7)));
    let qb = normalized(Array.from(localsB.subarray(c + 3, c + 7)));
    const dot = qa[0]! * qb[0]! + qa[1]! * qb[1]! + qa[2]! * qb[2]! + qa[3]! * qb[3]!;
    if (dot < 0) qb = qb.map((x) => -x); // an exact zero dot keeps the second's sign
    const q = normalized(qa.map((x, k) => lerp(x, qb[k]!, w)));

    const local = multiply(multiply(translation(t[0]!, t[1]!, t[2]!), rotation(q[0]!, q[1]!, q[2]!, q[3]!)), scaling(s[0]!, s[1]!, s[2]!));
    const worldMatrix = p === -1 ? local : multiply(worlds[p]!, local);
    worlds.push(worldMatrix);
    for (let k = 0; k < 3; k++) {
      const x = worldMatrix[12 + k]!;
      if (!(Math.abs(x) <= F32_MAX)) return undefined;
      out[b * 3 + k] = x;
    }
  }
  return out;
}
