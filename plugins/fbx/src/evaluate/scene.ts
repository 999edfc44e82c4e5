/**
 * Scene evaluation: the Model hierarchy, and every Model's local and world matrix at rest or at a
 * time of an animation stack.
 *
 * Hierarchy: a Model's parent is the Model it is `OO`-connected to; a Model connected only to the
 * root (id 0) or to no Model is a root. When a Model is connected under several Models the first
 * connection wins (warned). A parent cycle is broken where the walk up from the first Model (file
 * order) meets itself: the Model met twice becomes a root (warned).
 *
 * World matrix `W` of a node with local parts `L = [Rl·diag(s) | t]` (see local-transform.ts) under
 * a parent with world `Wp = [Ap | tp]`. The translation is always `Wp · t` (the local translation,
 * pivots and offsets included, carried through the full parent transform); the linear part depends
 * on the node's `InheritType`:
 *
 * - 1 `eInheritRSrs` (parent scale applied in the parent's space): `A = Ap · Rl · diag(s)`, i.e.
 *   plain `W = Wp · L`;
 * - 0 `eInheritRrSs` (parent scale applied after the child's rotation): with `Ap = Rp · Qp` split
 *   into a rotation and the remaining scale/shear (`splitRotation3`), `A = Rp · Rl · Qp · diag(s)`;
 *   exact for a shear-free parent, where `Qp = diag(parent world scale)`;
 * - 2 `eInheritRrs` (parent scale not inherited; Maya's segment scale compensation): the parent's
 *   own `Lcl Scaling` is removed, `A = Ap · diag(1/sp) · Rl · diag(s)` (a zero parent scale
 *   component removes that column instead of dividing by zero). Scale of ancestors above the
 *   parent still applies.
 *
 * A root's world is its local matrix. `geometryWorld = W · G` adds the node's geometric offset,
 * which children do not inherit.
 *
 * No unit or axis conversion happens here: matrices are in the file's units and axes.
 */
import type { FbxAnimLayer, FbxAnimStack } from '../animation.js';
import { ROOT_ID } from '../connections.js';
import type { FbxDocument } from '../document.js';
import type { FbxObject } from '../objects.js';
import type { FbxValue, Vec3 } from '../properties.js';
import { blendProperty, bindStack, layerWeight, propertyKind, type FbxStackBindings } from './layers.js';
import {
  effectiveRotationOrder,
  geometricMatrix,
  localParts,
  prePostRotation,
  readNodeTransform,
  TRANSFORM_VECTOR_PROPERTIES,
  type FbxNodeTransform,
  type LocalParts,
  type PrePostRotation,
} from './local-transform.js';
import {
  affine4Into,
  linearPart,
  multiply3Into,
  multiply4,
  multiply4Into,
  scaleColumns3Into,
  splitRotation3,
  splitRotation3Into,
  type Mat3,
  type Mat4,
} from './mat4.js';

/** One Model in the hierarchy. */
export interface FbxSceneNode {
  readonly id: bigint;
  readonly name: string;
  /** `LimbNode`, `Null`, `Mesh`, `Root`… */
  readonly subclass: string;
  readonly object: FbxObject;
  /** The parent Model's id, or `null` for a root (connected to the scene root 0). */
  readonly parent: bigint | null;
  /** Child Models, in connection order. */
  readonly children: readonly bigint[];
  /** 0 for roots. */
  readonly depth: number;
}

/** One Model's evaluated transform. All matrices are 4×4 column-major. */
export interface FbxNodePose {
  readonly id: bigint;
  /** The transform properties used (static values with the animated ones blended in). */
  readonly transform: FbxNodeTransform;
  /** Local matrix `L` (relative to the parent's world). */
  readonly local: Float64Array;
  /** World matrix (relative to the scene root). */
  readonly world: Float64Array;
  /** The geometric offset `G` (identity when the node has none). */
  readonly geometric: Float64Array;
  /** `world · G`: where the node's attached geometry sits. */
  readonly geometryWorld: Float64Array;
}

/** Model id → pose, in hierarchy order (parents before children). */
export type FbxScenePose = Map<bigint, FbxNodePose>;

/** A parent's world linear part split into `rotation · rest` (`splitRotation3`). */
export type RotationSplit = { readonly rotation: Mat3; readonly rest: Mat3 };

/**
 * What a child's world is composed from. `split`, when given, is `splitRotation3` of the world's
 * linear part, computed once per parent by callers that compose many children of one parent.
 */
export interface ParentWorld {
  readonly world: Mat4;
  readonly localScaling: Vec3;
  readonly split?: RotationSplit;
}

/** Composes a world matrix; `parent` is `null` for a root. */
export function composeWorld(
  parts: LocalParts,
  local: Mat4,
  inheritType: 0 | 1 | 2,
  parent: ParentWorld | null,
): Mat4 {
  return composeWorldInto(new Float64Array(16), parts, local, inheritType, parent);
}

/** The 3×3 scratch of {@link composeWorldInto} (module scratch: not re-entrant, no allocation). */
const composeLinear: Mat3 = new Float64Array(9);
const composeProduct: Mat3 = new Float64Array(9);
const composeScaled: Mat3 = new Float64Array(9);
const composeSplit = { rotation: new Float64Array(9), rest: new Float64Array(9) };
const ORIGIN: Vec3 = [0, 0, 0];

/** `out` = {@link composeWorld} (`out` must not be `local` or the parent's world). */
export function composeWorldInto(
  out: Mat4,
  parts: LocalParts,
  local: Mat4,
  inheritType: 0 | 1 | 2,
  parent: ParentWorld | null,
): Mat4 {
  if (parent === null) {
    out.set(local);
    return out;
  }
  const w = parent.world;
  if (inheritType === 1) return multiply4Into(out, w, local);
  let linear: Mat3;
  if (inheritType === 0) {
    let split = parent.split;
    if (split === undefined) {
      splitRotation3Into(composeSplit.rotation, composeSplit.rest, w, 4);
      split = composeSplit;
    }
    linear = multiply3Into(composeLinear, multiply3Into(composeProduct, split.rotation, parts.rotation), scaleColumns3Into(composeScaled, split.rest, parts.scaling));
  } else {
    const s = parent.localScaling;
    const inverse0 = s[0] === 0 ? 0 : 1 / s[0];
    const inverse1 = s[1] === 0 ? 0 : 1 / s[1];
    const inverse2 = s[2] === 0 ? 0 : 1 / s[2];
    // The parent's linear part with its columns divided by its own scaling.
    for (let r = 0; r < 3; r++) {
      composeProduct[r] = w[r]! * inverse0;
      composeProduct[3 + r] = w[4 + r]! * inverse1;
      composeProduct[6 + r] = w[8 + r]! * inverse2;
    }
    linear = multiply3Into(composeLinear, composeProduct, scaleColumns3Into(composeScaled, parts.rotation, parts.scaling));
  }
  const t = parts.translation;
  const x = w[0]! * t[0] + w[4]! * t[1] + w[8]! * t[2] + w[12]!;
  const y = w[1]! * t[0] + w[5]! * t[1] + w[9]! * t[2] + w[13]!;
  const z = w[2]! * t[0] + w[6]! * t[1] + w[10]! * t[2] + w[14]!;
  affine4Into(out, linear, ORIGIN);
  out[12] = x;
  out[13] = y;
  out[14] = z;
  return out;
}

/**
 * Storage a pose can be written into (see {@link FbxSceneEvaluator.evaluate}): one local and one
 * world matrix per node, in hierarchy order.
 */
export class FbxPoseBuffers {
  readonly locals: Mat4[];
  readonly worlds: Mat4[];
  readonly rotation: Mat3 = new Float64Array(9);
  readonly linear: Mat3 = new Float64Array(9);

  constructor(nodeCount: number) {
    this.locals = Array.from({ length: nodeCount }, () => new Float64Array(16));
    this.worlds = Array.from({ length: nodeCount }, () => new Float64Array(16));
  }
}

/**
 * Evaluates one document's scene. Construction reads the hierarchy and the static transform
 * properties (malformed ones throw `FbxDocumentError`); stacks are bound on first use.
 */
export class FbxSceneEvaluator {
  /** Models in hierarchy order: every parent before its children, roots in file order. */
  readonly nodes: readonly FbxSceneNode[];
  readonly byId: ReadonlyMap<bigint, FbxSceneNode>;
  /** One-line notes: multiple parents, cycles, unknown enum values. */
  readonly warnings: readonly string[];
  private readonly statics = new Map<bigint, FbxNodeTransform>();
  private readonly bound = new Map<FbxAnimStack, FbxStackBindings>();
  private readonly prePost = new Map<bigint, PrePostRotation>();
  private parentIndexCache: Int32Array | undefined;

  constructor(readonly document: FbxDocument) {
    const warnings: string[] = [];
    const models: FbxObject[] = [];
    for (const o of document.objects.values()) if (o.type === 'Model') models.push(o);
    const isModel = (id: bigint): boolean => document.objects.get(id)?.type === 'Model';

    const parentOf = new Map<bigint, bigint | null>();
    for (const m of models) {
      const modelParents: bigint[] = [];
      for (const c of document.connections.parentsOf(m.id)) {
        if (c.kind === 'OO' && c.parent !== ROOT_ID && c.parent !== m.id && isModel(c.parent)) modelParents.push(c.parent);
      }
      if (modelParents.length > 1) {
        warnings.push(`${m.path}: connected under ${modelParents.length} Models; the first (${modelParents[0]}) is used as parent`);
      }
      parentOf.set(m.id, modelParents[0] ?? null);
      this.statics.set(m.id, readNodeTransform(m, warnings));
    }

    // Break parent cycles: walk up from each Model; a walk that meets its own path closes a loop.
    const state = new Map<bigint, 1 | 2>();
    for (const m of models) {
      const path: bigint[] = [];
      let current: bigint | null = m.id;
      while (current !== null && !state.has(current)) {
        state.set(current, 1);
        path.push(current);
        current = parentOf.get(current) ?? null;
      }
      if (current !== null && state.get(current) === 1) {
        warnings.push(`${document.objects.get(current)!.path}: its parent chain loops back to it; treated as a root`);
        parentOf.set(current, null);
      }
      for (const id of path) state.set(id, 2);
    }

    const childrenOf = new Map<bigint, bigint[]>();
    for (const m of models) {
      const p = parentOf.get(m.id)!;
      if (p === null) continue;
      const list = childrenOf.get(p);
      if (list === undefined) childrenOf.set(p, [m.id]);
      else list.push(m.id);
    }

    const order: FbxSceneNode[] = [];
    const byId = new Map<bigint, FbxSceneNode>();
    for (const root of models) {
      if (parentOf.get(root.id) !== null) continue;
      const pending: { id: bigint; depth: number }[] = [{ id: root.id, depth: 0 }];
      while (pending.length > 0) {
        const { id, depth } = pending.pop()!;
        const object = document.objects.get(id)!;
        const children = childrenOf.get(id) ?? [];
        const node: FbxSceneNode = { id, name: object.name, subclass: object.subclass, object, parent: parentOf.get(id)!, children, depth };
        byId.set(id, node);
        order.push(node);
        for (let i = children.length - 1; i >= 0; i--) pending.push({ id: children[i]!, depth: depth + 1 });
      }
    }

    this.nodes = order;
    this.byId = byId;
    this.warnings = warnings;
  }

  private static readonly cache = new WeakMap<FbxDocument, FbxSceneEvaluator>();

  /** The evaluator of a document, built once and cached (documents are immutable). */
  static of(document: FbxDocument): FbxSceneEvaluator {
    let evaluator = FbxSceneEvaluator.cache.get(document);
    if (evaluator === undefined) {
      evaluator = new FbxSceneEvaluator(document);
      FbxSceneEvaluator.cache.set(document, evaluator);
    }
    return evaluator;
  }

  /** The property drivers of a stack (cached). */
  bindings(stack: FbxAnimStack): FbxStackBindings {
    let b = this.bound.get(stack);
    if (b === undefined) {
      b = bindStack(stack);
      this.bound.set(stack, b);
    }
    return b;
  }

  /** A Model's static (un-animated) transform properties. */
  restTransform(id: bigint): FbxNodeTransform {
    const t = this.statics.get(id);
    if (t === undefined) throw new Error(`no Model with id ${id}`);
    return t;
  }

  /** A Model's transform properties at `ticks` of `stack` (the static ones for `null`). */
  transformAt(id: bigint, stack: FbxAnimStack | null, ticks: bigint): FbxNodeTransform {
    const rest = this.restTransform(id);
    if (stack === null) return rest;
    const bindings = this.bindings(stack);
    const driven = bindings.targets.get(id);
    if (driven === undefined) return rest;
    const out: Record<string, unknown> = { ...rest };
    const order = effectiveRotationOrder(rest);
    const weightOf = (layer: FbxAnimLayer): number => layerWeight(bindings, layer, ticks);
    for (const [name, contributions] of driven) {
      const field = TRANSFORM_VECTOR_PROPERTIES.get(name);
      if (field === undefined) continue;
      const blended = blendProperty(propertyKind(name), rest[field] as Vec3, contributions, ticks, order, weightOf);
      out[field] = [blended[0], blended[1], blended[2]];
    }
    return out as unknown as FbxNodeTransform;
  }

  /**
   * Any numeric property of any object at `ticks` of `stack` (`null` for the static value): its
   * static numbers with the stack's layers blended in. `null` when the object has neither the
   * property nor an animation of it, or the static value is not numeric.
   */
  propertyAt(objectId: bigint, name: string, stack: FbxAnimStack | null, ticks: bigint): number[] | null {
    const object = this.document.objects.get(objectId);
    if (object === undefined) return null;
    const contributions = stack === null ? undefined : this.bindings(stack).targets.get(objectId)?.get(name);
    const entry = object.properties.get(name);
    let base: number[] | null = null;
    if (entry !== undefined) base = numericValues(entry.values);
    if (base === null) {
      if (contributions === undefined || contributions.length === 0) return null;
      const axes = contributions.some((c) => c.curveNode.channels.some((ch) => ch.name === 'X' || ch.name === 'Y' || ch.name === 'Z'));
      base = new Array<number>(axes ? 3 : 1).fill(0);
    }
    if (contributions === undefined || contributions.length === 0) return base;
    const rest = this.statics.get(objectId);
    const order = rest === undefined ? 'XYZ' : effectiveRotationOrder(rest);
    const bindings = this.bindings(stack!);
    return blendProperty(propertyKind(name), base, contributions, ticks, order, (layer) => layerWeight(bindings, layer, ticks));
  }

  /** Every Model's pose from the static properties. */
  rest(): FbxScenePose {
    return this.pose(null, 0n);
  }

  /**
   * Every Model's pose at `ticks` of `stack`. With `buffers` (made for this evaluator's node count)
   * the matrices are written there instead of fresh arrays, so the previous pose written into the
   * same buffers is overwritten: for callers that consume one pose before the next, like the
   * loader sampling a clip.
   */
  evaluate(stack: FbxAnimStack, ticks: bigint, buffers?: FbxPoseBuffers): FbxScenePose {
    return this.pose(stack, ticks, buffers);
  }

  /** `Rpre` and `Rpost⁻¹` of a Model's static pre/post rotation, computed once. */
  restPrePost(id: bigint, rest: FbxNodeTransform): PrePostRotation {
    let prePost = this.prePost.get(id);
    if (prePost === undefined) this.prePost.set(id, (prePost = prePostRotation(rest)));
    return prePost;
  }

  private pose(stack: FbxAnimStack | null, ticks: bigint, buffers?: FbxPoseBuffers): FbxScenePose {
    if (buffers !== undefined && buffers.locals.length !== this.nodes.length) throw new Error('pose buffers made for another node count');
    const out: FbxScenePose = new Map();
    // Each parent's rotation split, once: the siblings under one parent share it.
    const splits = new Map<bigint, RotationSplit>();
    this.nodes.forEach((node, i) => {
      const parentPose = node.parent === null ? undefined : out.get(node.parent);
      const transform = this.transformAt(node.id, stack, ticks);
      let split: RotationSplit | undefined;
      if (parentPose !== undefined && transform.inheritType === 0) {
        split = splits.get(parentPose.id);
        if (split === undefined) splits.set(parentPose.id, (split = splitRotation3(linearPart(parentPose.world))));
      }
      const parent = parentPose === undefined ? null : { world: parentPose.world, localScaling: parentPose.transform.scaling, split };
      const local = buffers?.locals[i] ?? new Float64Array(16);
      const world = buffers?.worlds[i] ?? new Float64Array(16);
      this.composeNode(node, transform, parent, local, world, buffers);
      out.set(node.id, new NodePose(node.id, transform, local, world));
    });
    return out;
  }

  /** Index in `nodes` of each node's parent (-1 for a root), computed once. */
  get parentIndices(): Int32Array {
    if (this.parentIndexCache === undefined) {
      const indexOf = new Map<bigint, number>();
      this.nodes.forEach((n, i) => indexOf.set(n.id, i));
      this.parentIndexCache = Int32Array.from(this.nodes, (n) => (n.parent === null ? -1 : indexOf.get(n.parent)!));
    }
    return this.parentIndexCache;
  }

  private composeNode(
    node: FbxSceneNode,
    transform: FbxNodeTransform,
    parent: ParentWorld | null,
    local: Mat4,
    world: Mat4,
    buffers: FbxPoseBuffers | undefined,
  ): void {
    const rest = this.restTransform(node.id);
    // transformAt keeps the static vectors themselves, so identity means "not animated".
    const staticPrePost = transform.preRotation === rest.preRotation && transform.postRotation === rest.postRotation;
    const prePost = staticPrePost && transform.rotationActive ? this.restPrePost(node.id, rest) : undefined;
    const parts = localParts(transform, prePost, buffers?.rotation);
    const linear = scaleColumns3Into(buffers?.linear ?? new Float64Array(9), parts.rotation, parts.scaling);
    affine4Into(local, linear, parts.translation);
    composeWorldInto(world, parts, local, transform.inheritType, parent);
  }
}

/** A node pose whose geometric matrices are computed on first use (sampling clips never needs them). */
class NodePose implements FbxNodePose {
  private geometricMatrix: Mat4 | undefined;
  private geometryWorldMatrix: Mat4 | undefined;

  constructor(
    readonly id: bigint,
    readonly transform: FbxNodeTransform,
    readonly local: Float64Array,
    readonly world: Float64Array,
  ) {}

  get geometric(): Float64Array {
    return (this.geometricMatrix ??= geometricMatrix(this.transform));
  }

  get geometryWorld(): Float64Array {
    return (this.geometryWorldMatrix ??= multiply4(this.world, this.geometric));
  }
}

function numericValues(values: readonly FbxValue[]): number[] | null {
  if (values.length === 0) return null;
  const out: number[] = [];
  for (const v of values) {
    if (typeof v === 'number') out.push(v);
    else if (typeof v === 'bigint') out.push(Number(v));
    else return null;
  }
  return out;
}

/** Every Model's pose from its un-animated properties. */
export function restScene(document: FbxDocument): FbxScenePose {
  return FbxSceneEvaluator.of(document).rest();
}

/** Every Model's pose at `ticks` (KTime) of `stack` (one of `document.animation.stacks`). */
export function evaluateScene(document: FbxDocument, stack: FbxAnimStack, ticks: bigint): FbxScenePose {
  return FbxSceneEvaluator.of(document).evaluate(stack, ticks);
}

/** A stack by name or id, or `undefined`. */
export function findStack(document: FbxDocument, nameOrId: string | bigint): FbxAnimStack | undefined {
  return document.animation.stacks.find((s) => (typeof nameOrId === 'bigint' ? s.id === nameOrId : s.name === nameOrId));
}

/** Where a stack's time range comes from (see {@link stackTimeRange}). */
export type FbxStackRangeSource = 'local' | 'reference' | 'keys' | 'global_time_span';

/**
 * A stack's time range in ticks: `LocalStart`/`LocalStop`, else `ReferenceStart`/`ReferenceStop`,
 * else the span of its keys, else the GlobalSettings time span; `null` when nothing gives one.
 * A pair counts only when the stack itself sets at least one end (`localDeclared`,
 * `referenceDeclared`; the template may fill the other): a pair from the template alone (often
 * 0/0) would make a one-frame clip of an animated stack.
 */
export function stackTimeRange(document: FbxDocument, stack: FbxAnimStack): { start: bigint; stop: bigint } | null {
  const range = stackTimeRangeWithSource(document, stack);
  return range === null ? null : { start: range.start, stop: range.stop };
}

/** {@link stackTimeRange} with the declaration the range came from. */
export function stackTimeRangeWithSource(document: FbxDocument, stack: FbxAnimStack): { start: bigint; stop: bigint; source: FbxStackRangeSource } | null {
  if (stack.localDeclared && stack.localStart !== null && stack.localStop !== null) return { start: stack.localStart, stop: stack.localStop, source: 'local' };
  if (stack.referenceDeclared && stack.referenceStart !== null && stack.referenceStop !== null) {
    return { start: stack.referenceStart, stop: stack.referenceStop, source: 'reference' };
  }
  let start: bigint | null = null;
  let stop: bigint | null = null;
  for (const layer of stack.layers) {
    for (const node of layer.curveNodes) {
      for (const channel of node.channels) {
        const times = channel.curve?.times;
        if (times === undefined || times.length === 0) continue;
        if (start === null || times[0]! < start) start = times[0]!;
        if (stop === null || times[times.length - 1]! > stop) stop = times[times.length - 1]!;
      }
    }
  }
  if (start !== null && stop !== null) return { start, stop, source: 'keys' };
  const g = document.globalSettings;
  if (g.timeSpanStart !== null && g.timeSpanStop !== null) return { start: g.timeSpanStart, stop: g.timeSpanStop, source: 'global_time_span' };
  return null;
}
