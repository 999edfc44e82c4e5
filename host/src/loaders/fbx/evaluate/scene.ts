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
  readNodeTransform,
  TRANSFORM_VECTOR_PROPERTIES,
  type FbxNodeTransform,
  type LocalParts,
} from './local-transform.js';
import {
  affine4,
  linearPart,
  multiply3,
  multiply4,
  scaleColumns3,
  splitRotation3,
  transformPoint4,
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

/** Composes a world matrix; `parent` is `null` for a root. */
export function composeWorld(
  parts: LocalParts,
  local: Mat4,
  inheritType: 0 | 1 | 2,
  parent: { readonly world: Mat4; readonly localScaling: Vec3 } | null,
): Mat4 {
  if (parent === null) return Float64Array.from(local);
  if (inheritType === 1) return multiply4(parent.world, local);
  const parentLinear = linearPart(parent.world);
  let linear: Mat3;
  if (inheritType === 0) {
    const { rotation, rest } = splitRotation3(parentLinear);
    linear = multiply3(multiply3(rotation, parts.rotation), scaleColumns3(rest, parts.scaling));
  } else {
    const s = parent.localScaling;
    const inverse: Vec3 = [s[0] === 0 ? 0 : 1 / s[0], s[1] === 0 ? 0 : 1 / s[1], s[2] === 0 ? 0 : 1 / s[2]];
    linear = multiply3(scaleColumns3(parentLinear, inverse), scaleColumns3(parts.rotation, parts.scaling));
  }
  return affine4(linear, transformPoint4(parent.world, parts.translation));
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

  /** Every Model's pose at `ticks` of `stack`. */
  evaluate(stack: FbxAnimStack, ticks: bigint): FbxScenePose {
    return this.pose(stack, ticks);
  }

  private pose(stack: FbxAnimStack | null, ticks: bigint): FbxScenePose {
    const out: FbxScenePose = new Map();
    for (const node of this.nodes) {
      const transform = this.transformAt(node.id, stack, ticks);
      const parts = localParts(transform);
      const local = affine4(scaleColumns3(parts.rotation, parts.scaling), parts.translation);
      const parentPose = node.parent === null ? undefined : out.get(node.parent);
      const world = composeWorld(
        parts,
        local,
        transform.inheritType,
        parentPose === undefined ? null : { world: parentPose.world, localScaling: parentPose.transform.scaling },
      );
      const geometric = geometricMatrix(transform);
      out.set(node.id, { id: node.id, transform, local, world, geometric, geometryWorld: multiply4(world, geometric) });
    }
    return out;
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

/**
 * A stack's time range in ticks: `LocalStart`/`LocalStop`, else `ReferenceStart`/`ReferenceStop`,
 * else the span of its keys, else the GlobalSettings time span; `null` when nothing gives one.
 */
export function stackTimeRange(document: FbxDocument, stack: FbxAnimStack): { start: bigint; stop: bigint } | null {
  if (stack.localStart !== null && stack.localStop !== null) return { start: stack.localStart, stop: stack.localStop };
  if (stack.referenceStart !== null && stack.referenceStop !== null) return { start: stack.referenceStart, stop: stack.referenceStop };
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
  if (start !== null && stop !== null) return { start, stop };
  const g = document.globalSettings;
  if (g.timeSpanStart !== null && g.timeSpanStop !== null) return { start: g.timeSpanStart, stop: g.timeSpanStop };
  return null;
}
