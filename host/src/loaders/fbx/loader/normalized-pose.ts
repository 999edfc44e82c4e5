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
import type { RestTransform } from '../../../model/anim-document.js';
import { decomposeMatrix } from '../../gltf/rest-transform.js';
import { affine4Into, invertAffine4Into, multiply4Into, scaleColumns3Into, type Mat3, type Mat4 } from '../evaluate/mat4.js';
import { quatToMatrix3Into } from '../evaluate/rotation-order.js';
import type { FbxPoseBuffers, FbxScenePose } from '../evaluate/scene.js';
import { conjugate, conjugateInto, type NormalizingBasis } from './basis.js';
import type { FbxNodeTable } from './node-table.js';

export interface NormalizedLocals {
  /** By source node index. */
  readonly locals: readonly RestTransform[];
  readonly singularParents: number;
  readonly sheared: number;
}

/** Relative residual above which a decomposed local is reported as sheared. */
const SHEAR_TOLERANCE = 1e-6;

/**
 * The matrices one call works in, allocated once and reused across the frames of a bake (the
 * per-frame allocations used to cost as much as the arithmetic). Not shared between calls in
 * flight.
 */
export class NormalizeWorkspace {
  /** Each node's world in the model (its ancestors' TRS locals composed). */
  readonly modelWorlds: Mat4[];
  /** The inverse of `modelWorlds[i]` for the current call, when `inverseStamp[i]` is the call's stamp. */
  readonly inverses: Mat4[];
  readonly inverseStamp: Int32Array;
  readonly inverseOk: Uint8Array;
  stamp = 0;
  readonly world = new Float64Array(16);
  readonly local = new Float64Array(16);
  readonly composed = new Float64Array(16);
  readonly scratch4 = new Float64Array(16);
  readonly rotation: Mat3 = new Float64Array(9);
  readonly scratchA: Mat3 = new Float64Array(9);
  readonly scratchB: Mat3 = new Float64Array(9);

  constructor(nodeCount: number) {
    this.modelWorlds = Array.from({ length: nodeCount }, () => new Float64Array(16));
    this.inverses = Array.from({ length: nodeCount }, () => new Float64Array(16));
    this.inverseStamp = new Int32Array(nodeCount);
    this.inverseOk = new Uint8Array(nodeCount);
  }

  /** The inverse of node `i`'s model world in this call (computed once per parent), or `null` when singular. */
  inverseOf(i: number): Mat4 | null {
    if (this.inverseStamp[i] !== this.stamp) {
      this.inverseStamp[i] = this.stamp;
      this.inverseOk[i] = invertAffine4Into(this.inverses[i]!, this.modelWorlds[i]!, this.scratchA, this.scratchB) ? 1 : 0;
    }
    return this.inverseOk[i] === 1 ? this.inverses[i]! : null;
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
  const counts = { singularParents: 0, sheared: 0 };
  for (const index of table.boneOrder) {
    const node = pose.get(table.models[index]!.id)!;
    locals[index] = normalizeNode(table, basis, ws, index, node.world, node.local, counts);
  }
  return { locals, ...counts };
}

/**
 * `normalizedLocals` for the nodes `subset` lists (table indices in bone order) only, with each
 * node's FBX world and local read from `buffers` at `evaluatorIndex[node]`. `ws.modelWorlds` must
 * already hold every other node's model world (the rest one, for nodes that cannot move), and the
 * parents' worlds for the listed nodes are the ones this call leaves there. `onLocal` receives each
 * node's local as it is made (the object is reused: copy what you keep).
 */
export function normalizeSubset(
  table: FbxNodeTable,
  buffers: FbxPoseBuffers,
  evaluatorIndex: Int32Array,
  subset: Int32Array,
  basis: NormalizingBasis,
  ws: NormalizeWorkspace,
  onLocal: (node: number, local: RestTransform) => void,
): { singularParents: number; sheared: number } {
  ws.stamp += 1;
  const counts = { singularParents: 0, sheared: 0 };
  for (let s = 0; s < subset.length; s++) {
    const index = subset[s]!;
    const e = evaluatorIndex[index]!;
    onLocal(index, normalizeNode(table, basis, ws, index, buffers.worlds[e]!, buffers.locals[e]!, counts));
  }
  return counts;
}

function normalizeNode(
  table: FbxNodeTable,
  basis: NormalizingBasis,
  ws: NormalizeWorkspace,
  index: number,
  fbxWorld: Mat4,
  fbxLocal: Mat4,
  counts: { singularParents: number; sheared: number },
): RestTransform {
  const world = conjugateInto(ws.world, ws.scratch4, basis, fbxWorld);
  const parent = table.parents[index]!;
  let local = world;
  if (parent >= 0) {
    const inverse = ws.inverseOf(parent);
    if (inverse === null) {
      if (isFinite4(ws.modelWorlds[parent]!)) counts.singularParents += 1;
      local = conjugate(basis, fbxLocal);
    } else {
      local = multiply4Into(ws.local, inverse, world);
    }
  }
  // decomposeMatrix only indexes its argument, so the typed array stands in for number[].
  const trs = isFiniteLinear(local) ? decomposeMatrix(local as unknown as readonly number[]) : nonFiniteLinearTrs(local);
  const composed = affine4Into(ws.composed, scaleColumns3Into(ws.rotation, quatToMatrix3Into(ws.rotation, trs.rotation), trs.scale), trs.translation);
  if (linearResidual(local, composed) > SHEAR_TOLERANCE) counts.sheared += 1;
  if (parent >= 0) multiply4Into(ws.modelWorlds[index]!, ws.modelWorlds[parent]!, composed);
  else ws.modelWorlds[index]!.set(composed);
  return trs;
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
  for (let c = 0; c < 3; c++) for (let r = 0; r < 3; r++) if (!Number.isFinite(m[c * 4 + r]!)) return false;
  return true;
}

/** The TRS of a local whose linear part is not finite: its translation as it stands, NaN rotation and scale. */
function nonFiniteLinearTrs(m: Mat4): RestTransform {
  return { translation: [m[12]!, m[13]!, m[14]!], rotation: [NaN, NaN, NaN, NaN], scale: [NaN, NaN, NaN] };
}

/** Largest difference between two linear parts, relative to the larger column length. */
function linearResidual(a: Mat4, b: Mat4): number {
  let worst = 0;
  let size = 0;
  for (let c = 0; c < 3; c++) {
    size = Math.max(size, Math.hypot(a[c * 4]!, a[c * 4 + 1]!, a[c * 4 + 2]!));
    for (let r = 0; r < 3; r++) worst = Math.max(worst, Math.abs(a[c * 4 + r]! - b[c * 4 + r]!));
  }
  return size > 0 ? worst / size : worst;
}
