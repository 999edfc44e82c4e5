/**
 * Normalised local transforms of every node for one evaluated scene pose.
 *
 * The evaluator gives each Model's world matrix in file units and axes, with the FBX local
 * transform (pivots, offsets, pre/post rotation, rotation order) and the inherit type already
 * applied. Each world is re-expressed in the normalised basis (basis.ts). A node's local in the
 * model is then `inverse(M_parent) · W`, where `W` is its true world and `M_parent` the world its
 * parent has *in the model* (the parent's ancestors' TRS locals composed): composed plainly,
 * glTF style, under its parent, the local lands the node exactly where FBX puts it. That is the
 * inheritance-compensated projection.
 *
 * TRS cannot hold shear. A local whose linear part is not rotation·scale (a rotated child of a
 * non-uniformly scaled parent under InheritType 2, or InheritType 0 beyond the shear-free case)
 * keeps its TRS part and is counted in `sheared`: that node's rotation and scale are then
 * approximate, but because every local is taken against the model's own parent world (not the
 * true one), no error reaches a descendant's position — every node's world position is exact.
 *
 * A root's local is its world. When a parent's model world is singular (a zero scale) the node
 * keeps its own FBX local matrix instead, and `singularParents` counts it.
 *
 * Non-finite values (a NaN or infinite key) are carried, never replaced: a local whose linear part
 * is not finite has no rotation or scale to recover, so both come out NaN (decomposeMatrix would
 * answer identity), and its translation keeps the matrix's own entries. A child of a non-finite
 * parent world keeps its own FBX local — the value the file carries — without being counted as a
 * singular parent; its world in the model stays non-finite through the parent.
 */
import type { MutableTrs, RestTransform } from '@animsmith/cli/plugin';
import { decomposeMatrixInto } from '@animsmith/cli/plugin';
import { invertAffine4Into, multiply4Into, type Mat3, type Mat4 } from '../evaluate/mat4.js';
import type { FbxScenePose } from '../evaluate/scene.js';
import { conjugateInto, type NormalizingBasis } from './basis.js';
import type { FbxNodeTable } from './node-table.js';

export interface NormalizedLocals {
  /** By source node index. */
  readonly locals: readonly RestTransform[];
  readonly singularParents: number;
  readonly sheared: number;
}

/** Nodes counted by a normalisation (see the module comment). */
export interface NormalizeCounts {
  singularParents: number;
  sheared: number;
}

/** A TRS to write into. */
export function newTrs(): MutableTrs {
  return { translation: [0, 0, 0], rotation: [0, 0, 0, 1], scale: [1, 1, 1] };
}

/** Relative residual above which a decomposed local is reported as sheared. */
const SHEAR_TOLERANCE = 1e-6;

/**
 * The matrices one call works in, allocated once and reused across the frames of a bake (the
 * per-frame allocations used to cost as much as the arithmetic). Not shared between calls in
 * flight.
 *
 * A workspace holds every node's model world (`new NormalizeWorkspace(n)`, by node index), or for
 * a bake only the nodes that can move (`NormalizeWorkspace.forSubset`): each other node's model
 * world is then `fixed[node]` (its rest world), which never changes.
 */
export class NormalizeWorkspace {
  /** Model worlds by slot (by node index for a full workspace). */
  readonly modelWorlds: Mat4[];
  /** Slot of each node, or -1 for a fixed one; `null` for a full workspace (slot = node). */
  readonly slotOf: Int32Array | null;
  readonly fixed: readonly Mat4[] | null;
  /** The inverse of slot `s`'s model world for the current call, when `inverseStamp[s]` is the call's stamp. */
  readonly inverses: Mat4[];
  readonly inverseStamp: Int32Array;
  readonly inverseOk: Uint8Array;
  /** Inverses of fixed nodes' worlds, computed once (`null` when singular). */
  readonly fixedInverses = new Map<number, Mat4 | null>();
  stamp = 0;
  readonly world = new Float64Array(16);
  readonly local = new Float64Array(16);
  readonly composed = new Float64Array(16);
  readonly scratch4 = new Float64Array(16);
  readonly scratchA: Mat3 = new Float64Array(9);
  readonly scratchB: Mat3 = new Float64Array(9);

  constructor(slotCount: number, slotOf: Int32Array | null = null, fixed: readonly Mat4[] | null = null) {
    this.modelWorlds = Array.from({ length: slotCount }, () => new Float64Array(16));
    this.inverses = Array.from({ length: slotCount }, () => new Float64Array(16));
    this.inverseStamp = new Int32Array(slotCount);
    this.inverseOk = new Uint8Array(slotCount);
    this.slotOf = slotOf;
    this.fixed = fixed;
  }

  /** A workspace for the table nodes `subset` lists; every other node's model world is `fixed[node]`. */
  static forSubset(nodeCount: number, subset: Int32Array, fixed: readonly Mat4[]): NormalizeWorkspace {
    const slotOf = new Int32Array(nodeCount).fill(-1);
    subset.forEach((node, slot) => (slotOf[node] = slot));
    return new NormalizeWorkspace(subset.length, slotOf, fixed);
  }

  /** Node `i`'s model world (its slot's, or its fixed one). */
  modelWorld(i: number): Mat4 {
    const slot = this.slotOf === null ? i : this.slotOf[i]!;
    return slot >= 0 ? this.modelWorlds[slot]! : this.fixed![i]!;
  }

  /** Where node `i`'s model world is written (only for a node the workspace holds). */
  ownWorld(i: number): Mat4 {
    return this.modelWorlds[this.slotOf === null ? i : this.slotOf[i]!]!;
  }

  /** The inverse of node `i`'s model world in this call (computed once per parent), or `null` when singular. */
  inverseOf(i: number): Mat4 | null {
    const slot = this.slotOf === null ? i : this.slotOf[i]!;
    if (slot < 0) {
      if (!this.fixedInverses.has(i)) {
        const inverse = new Float64Array(16);
        this.fixedInverses.set(i, invertAffine4Into(inverse, this.fixed![i]!, this.scratchA, this.scratchB) ? inverse : null);
      }
      return this.fixedInverses.get(i)!;
    }
    if (this.inverseStamp[slot] !== this.stamp) {
      this.inverseStamp[slot] = this.stamp;
      this.inverseOk[slot] = invertAffine4Into(this.inverses[slot]!, this.modelWorlds[slot]!, this.scratchA, this.scratchB) ? 1 : 0;
    }
    return this.inverseOk[slot] === 1 ? this.inverses[slot]! : null;
  }
}

export function normalizedLocals(
  table: FbxNodeTable,
  pose: FbxScenePose,
  basis: NormalizingBasis,
  ws: NormalizeWorkspace = new NormalizeWorkspace(table.models.length),
): NormalizedLocals {
  const locals: RestTransform[] = new Array(table.models.length);
  ws.stamp += 1;
  const counts: NormalizeCounts = { singularParents: 0, sheared: 0 };
  for (const index of table.boneOrder) {
    const node = pose.get(table.models[index]!.id)!;
    const trs = newTrs();
    normalizeNode(table, basis, ws, index, node.world, node.local, counts, trs);
    locals[index] = trs;
  }
  return { locals, ...counts };
}

/**
 * `normalizedLocals` for the nodes `subset` lists (table indices in bone order) only, with each
 * node's FBX world and local read from `fbxWorlds`/`fbxLocals` at slot `poseSlot[node]`, and its
 * local written into `out[s]` for `subset[s]`, without allocating. `ws` is made for the same
 * subset (`NormalizeWorkspace.forSubset`); `counts` is reset, then counts this call's nodes.
 */
export function normalizeSubset(
  table: FbxNodeTable,
  fbxLocals: readonly Mat4[],
  fbxWorlds: readonly Mat4[],
  poseSlot: Int32Array,
  subset: Int32Array,
  basis: NormalizingBasis,
  ws: NormalizeWorkspace,
  counts: NormalizeCounts,
  out: readonly MutableTrs[],
): void {
  ws.stamp += 1;
  counts.singularParents = 0;
  counts.sheared = 0;
  for (let s = 0; s < subset.length; s++) {
    const index = subset[s]!;
    const slot = poseSlot[index]!;
    // A node without children is nobody's parent: its model world would never be read.
    normalizeNode(table, basis, ws, index, fbxWorlds[slot]!, fbxLocals[slot]!, counts, out[s]!, table.children[index]!.length > 0);
  }
}

function normalizeNode(
  table: FbxNodeTable,
  basis: NormalizingBasis,
  ws: NormalizeWorkspace,
  index: number,
  fbxWorld: Mat4,
  fbxLocal: Mat4,
  counts: NormalizeCounts,
  trs: MutableTrs,
  keepWorld = true,
): void {
  const world = conjugateInto(ws.world, ws.scratch4, basis, fbxWorld);
  const parent = table.parents[index]!;
  let local = world;
  if (parent >= 0) {
    const inverse = ws.inverseOf(parent);
    if (inverse === null) {
      if (isFinite4(ws.modelWorld(parent))) counts.singularParents += 1;
      local = conjugateInto(ws.local, ws.scratch4, basis, fbxLocal);
    } else {
      local = multiply4Into(ws.local, inverse, world);
    }
  }
  if (isFiniteLinear(local)) decomposeMatrixInto(trs, local);
  else nonFiniteLinearTrs(trs, local);
  const composed = trsMatrixInto(ws.composed, trs);
  if (exceedsResidual(local, composed, SHEAR_TOLERANCE)) counts.sheared += 1;
  if (!keepWorld) return;
  if (parent >= 0) multiply4Into(ws.ownWorld(index), ws.modelWorld(parent), composed);
  else ws.ownWorld(index).set(composed);
}

/**
 * `out` = the matrix of `trs`: `[R(q)·diag(s) | t]`, the products `quatToMatrix3`,
 * `scaleColumns3` and `affine4` make, in one pass without an intermediate 3×3.
 */
function trsMatrixInto(out: Mat4, trs: MutableTrs): Mat4 {
  const q = trs.rotation;
  const x = q[0];
  const y = q[1];
  const z = q[2];
  const w = q[3];
  const s = trs.scale;
  const s0 = s[0];
  const s1 = s[1];
  const s2 = s[2];
  const t = trs.translation;
  out[0] = (1 - 2 * (y * y + z * z)) * s0;
  out[1] = 2 * (x * y + z * w) * s0;
  out[2] = 2 * (x * z - y * w) * s0;
  out[3] = 0;
  out[4] = 2 * (x * y - z * w) * s1;
  out[5] = (1 - 2 * (x * x + z * z)) * s1;
  out[6] = 2 * (y * z + x * w) * s1;
  out[7] = 0;
  out[8] = 2 * (x * z + y * w) * s2;
  out[9] = 2 * (y * z - x * w) * s2;
  out[10] = (1 - 2 * (x * x + y * y)) * s2;
  out[11] = 0;
  out[12] = t[0];
  out[13] = t[1];
  out[14] = t[2];
  out[15] = 1;
  return out;
}

/** `trs` with every component rounded to float32, the precision of the model (and of glTF payloads). */
export function float32Trs(trs: RestTransform): RestTransform {
  const [tx, ty, tz] = trs.translation;
  const [qx, qy, qz, qw] = trs.rotation;
  const [sx, sy, sz] = trs.scale;
  const f = Math.fround;
  return { translation: [f(tx), f(ty), f(tz)], rotation: [f(qx), f(qy), f(qz), f(qw)], scale: [f(sx), f(sy), f(sz)] };
}

/** Whether every component of `trs` is finite. */
export function isFiniteTrs(trs: RestTransform): boolean {
  return [...trs.translation, ...trs.rotation, ...trs.scale].every(Number.isFinite);
}

function isFinite4(m: Mat4): boolean {
  return m.every(Number.isFinite);
}

function isFiniteLinear(m: Mat4): boolean {
  // x − x is 0 for a finite x and NaN otherwise, so the sum is finite only when all nine are.
  return Number.isFinite(m[0]! - m[0]! + (m[1]! - m[1]!) + (m[2]! - m[2]!) + (m[4]! - m[4]!) + (m[5]! - m[5]!) + (m[6]! - m[6]!) + (m[8]! - m[8]!) + (m[9]! - m[9]!) + (m[10]! - m[10]!));
}

/** The TRS of a local whose linear part is not finite: its translation as it stands, NaN rotation and scale. */
function nonFiniteLinearTrs(trs: MutableTrs, m: Mat4): void {
  trs.translation[0] = m[12]!;
  trs.translation[1] = m[13]!;
  trs.translation[2] = m[14]!;
  trs.rotation.fill(NaN);
  trs.scale.fill(NaN);
}

/**
 * Whether two linear parts differ by more than `tolerance` relative to `a`'s largest column
 * length. No column is shorter than its largest entry, so when the difference is within the
 * tolerance of that entry it is within the tolerance of the length too, and the lengths (three
 * `Math.hypot`, the costly part) are only taken otherwise.
 */
function exceedsResidual(a: Mat4, b: Mat4, tolerance: number): boolean {
  const a0 = a[0]!, a1 = a[1]!, a2 = a[2]!, a4 = a[4]!, a5 = a[5]!, a6 = a[6]!, a8 = a[8]!, a9 = a[9]!, a10 = a[10]!;
  // NaN if any entry is (as a running Math.max would be), else the largest; one call each.
  const worst = Math.max(
    0,
    Math.abs(a0 - b[0]!),
    Math.abs(a1 - b[1]!),
    Math.abs(a2 - b[2]!),
    Math.abs(a4 - b[4]!),
    Math.abs(a5 - b[5]!),
    Math.abs(a6 - b[6]!),
    Math.abs(a8 - b[8]!),
    Math.abs(a9 - b[9]!),
    Math.abs(a10 - b[10]!),
  );
  const largest = Math.max(0, Math.abs(a0), Math.abs(a1), Math.abs(a2), Math.abs(a4), Math.abs(a5), Math.abs(a6), Math.abs(a8), Math.abs(a9), Math.abs(a10));
  if (largest > 0 && worst / largest <= tolerance) return false;
  let size = 0;
  for (let c = 0; c < 3; c++) size = Math.max(size, Math.hypot(a[c * 4]!, a[c * 4 + 1]!, a[c * 4 + 2]!));
  return (size > 0 ? worst / size : worst) > tolerance;
}
