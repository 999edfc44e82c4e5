/**
 * The local and world matrices of a subset of a scene's nodes at successive ticks of one stack,
 * without allocating per sample: the loader's bake evaluates every node a curve can move at every
 * frame, and per-sample objects (transform copies, blended vectors, matrix parts, parent records)
 * cost more than the arithmetic.
 *
 * What can be decided once per node is decided at construction:
 *
 * - a node no curve of the stack drives keeps its static transform: its local matrix is computed
 *   once, only its world follows its parent;
 * - a driven node whose every contribution overrides (the base layer, or a layer in override
 *   mode: the usual case) blends in place into vectors of its own: each component starts from the
 *   static value and takes, contribution after contribution, the value the curve node's last
 *   channel for it gives, which is what `blendProperty` does for overrides;
 * - any other driven node (an additive or passthrough layer) takes
 *   `FbxSceneEvaluator.transformAt`, which allocates;
 * - a parent outside the subset cannot move (the caller says so by passing its fixed pose): its
 *   world, scaling and rotation split are read once.
 *
 * Every value is computed with the operations of `FbxSceneEvaluator.evaluate`, in the same order,
 * so the matrices are the same bits.
 */
import type { FbxAnimCurve, FbxAnimCurveNode, FbxAnimStack } from '../animation.js';
import type { Vec3 } from '../properties.js';
import { evaluateCurveAt, isExactTick, timesAsNumbers } from './curves.js';
import { localPartsInto, TRANSFORM_VECTOR_PROPERTIES, type FbxNodeTransform, type PrePostRotation } from './local-transform.js';
import { affine4Into, scaleColumns3Into, splitRotation3Into, type Mat3, type Mat4 } from './mat4.js';
import { composeWorldInto, type FbxSceneEvaluator, type FbxScenePose, type RotationSplit } from './scene.js';

/** One component of a curve node: a curve with keys, or the constant it falls back on (`null`: no value). */
interface ComponentSource {
  readonly index: number;
  readonly curve: FbxAnimCurve | null;
  readonly numbers: Float64Array | null;
  readonly constant: number | null;
}

/** One driven vector property of an override node: the static value and the curve nodes over it, in layer order. */
interface DrivenVector {
  readonly value: [number, number, number];
  readonly base: Vec3;
  readonly layers: readonly (readonly ComponentSource[])[];
}

/** A parent's world as a child composes with it (mutable: refreshed per tick for a moving parent). */
interface ParentRecord {
  world: Mat4;
  localScaling: Vec3;
  split: RotationSplit | undefined;
}

interface SlotState {
  readonly id: bigint;
  readonly rest: FbxNodeTransform;
  readonly kind: 'static' | 'override' | 'general';
  /** The transform at the current tick: for `static` and `override` always this one object (an override's driven vectors are `driven`'s, written in place). */
  transform: FbxNodeTransform;
  readonly driven: readonly DrivenVector[];
  /** The parent's slot, or -1 for a root or a fixed parent. */
  readonly parentSlot: number;
  /** What this node composes under; `null` for a root. */
  readonly parent: ParentRecord | null;
  /** The local parts (`rotation`, `translation` written in place). */
  readonly parts: { rotation: Mat3; scaling: Vec3; translation: [number, number, number] };
  /** This node's rotation split as a parent, for the tick `splitStamp` says. */
  readonly split: { rotation: Mat3; rest: Mat3 };
  splitStamp: number;
  /** The static `Rpre`/`Rpost⁻¹`, once asked for. */
  prePost: PrePostRotation | undefined;
}

const AXIS_INDEX: Readonly<Record<string, number>> = { X: 0, Y: 1, Z: 2 };

/** The component sources of a three-component curve node: the last channel of each axis wins, as in `evaluateCurveNode`. */
function componentSources(node: FbxAnimCurveNode): ComponentSource[] {
  const byIndex = new Map<number, ComponentSource>();
  for (const channel of node.channels) {
    const index = AXIS_INDEX[channel.name];
    if (index === undefined) continue;
    const curve = channel.curve !== null && channel.curve.times.length > 0 ? channel.curve : null;
    const constant = curve !== null ? null : (channel.defaultValue ?? channel.curve?.defaultValue ?? null);
    byIndex.set(index, { index, curve, numbers: curve === null ? null : timesAsNumbers(curve), constant });
  }
  return [...byIndex.values()];
}

export class FbxSubsetSampler {
  /** Local matrix of slot `s` (node `subset[s]`), after {@link evaluate}. */
  readonly locals: Mat4[];
  /** World matrix of slot `s`, after {@link evaluate}. */
  readonly worlds: Mat4[];
  private readonly slots: SlotState[];
  private readonly linear: Mat3 = new Float64Array(9);
  private stamp = 0;

  /**
   * `subset`: indices into `evaluator.nodes`, parents before children; `slots[node]` is a node's
   * slot or -1. A parent outside the subset is read from `fixed` (it must not move in `stack`).
   */
  constructor(
    private readonly evaluator: FbxSceneEvaluator,
    private readonly stack: FbxAnimStack,
    subset: Int32Array,
    slotOf: Int32Array,
    fixed: FbxScenePose,
  ) {
    this.locals = Array.from(subset, () => new Float64Array(16));
    this.worlds = Array.from(subset, () => new Float64Array(16));
    const parents = evaluator.parentIndices;
    const bindings = evaluator.bindings(stack);
    this.slots = [];
    for (let s = 0; s < subset.length; s++) {
      const node = evaluator.nodes[subset[s]!]!;
      const rest = evaluator.restTransform(node.id);
      const targets = bindings.targets.get(node.id);
      const drivenFields = targets === undefined ? [] : [...targets].filter(([name]) => TRANSFORM_VECTOR_PROPERTIES.has(name));
      const overrides = drivenFields.every(([, contributions]) => contributions.every((c) => c.layerIndex === 0 || (c.layer.blendMode !== 0 && c.layer.blendMode !== 2)));
      const kind = drivenFields.length === 0 ? 'static' : overrides ? 'override' : 'general';
      const transform: Record<string, unknown> = { ...rest };
      const driven: DrivenVector[] = [];
      if (kind === 'override') {
        for (const [name, contributions] of drivenFields) {
          const field = TRANSFORM_VECTOR_PROPERTIES.get(name)!;
          const value: [number, number, number] = [0, 0, 0];
          transform[field] = value;
          driven.push({ value, base: rest[field] as Vec3, layers: contributions.map((c) => componentSources(c.curveNode)) });
        }
      }
      const p = parents[subset[s]!]!;
      const parentSlot = p < 0 ? -1 : slotOf[p]!;
      let parent: ParentRecord | null = null;
      if (p >= 0 && parentSlot >= 0) {
        const parentState = this.slots[parentSlot]!;
        parent = { world: this.worlds[parentSlot]!, localScaling: parentState.transform.scaling, split: undefined };
      } else if (p >= 0) {
        const pose = fixed.get(evaluator.nodes[p]!.id)!;
        let split: RotationSplit | undefined;
        if (rest.inheritType === 0) {
          split = { rotation: new Float64Array(9), rest: new Float64Array(9) };
          splitRotation3Into(split.rotation, split.rest, pose.world, 4);
        }
        parent = { world: pose.world, localScaling: pose.transform.scaling, split };
      }
      const state: SlotState = {
        id: node.id,
        rest,
        kind,
        transform: (kind === 'general' ? rest : transform) as unknown as FbxNodeTransform,
        driven,
        parentSlot,
        parent,
        parts: { rotation: new Float64Array(9), scaling: rest.scaling, translation: [0, 0, 0] },
        split: { rotation: new Float64Array(9), rest: new Float64Array(9) },
        splitStamp: -1,
        prePost: undefined,
      };
      this.slots.push(state);
      if (kind === 'static') this.composeLocal(state, this.locals[s]!, rest);
    }
  }

  /** Evaluates every slot at `ticks` of the stack into {@link locals} and {@link worlds}. */
  evaluate(ticks: bigint): void {
    const stamp = ++this.stamp;
    const exact = isExactTick(ticks);
    const at = exact ? Number(ticks) : NaN;
    for (let s = 0; s < this.slots.length; s++) {
      const state = this.slots[s]!;
      const local = this.locals[s]!;
      let transform = state.transform;
      if (state.kind === 'override') {
        this.blendOverrides(state, ticks, exact, at);
        this.composeLocal(state, local, transform);
      } else if (state.kind === 'general') {
        transform = this.evaluator.transformAt(state.id, this.stack, ticks);
        state.transform = transform;
        this.composeLocal(state, local, transform);
      }
      const parent = state.parent;
      if (parent !== null && state.parentSlot >= 0) {
        const parentState = this.slots[state.parentSlot]!;
        parent.localScaling = parentState.transform.scaling;
        if (transform.inheritType === 0) {
          if (parentState.splitStamp !== stamp) {
            splitRotation3Into(parentState.split.rotation, parentState.split.rest, parent.world, 4);
            parentState.splitStamp = stamp;
          }
          parent.split = parentState.split;
        }
      }
      composeWorldInto(this.worlds[s]!, state.parts, local, transform.inheritType, parent);
    }
  }

  /** The override blend of each driven vector (see the module comment), in place. */
  private blendOverrides(state: SlotState, ticks: bigint, exact: boolean, at: number): void {
    const driven = state.driven;
    for (let d = 0; d < driven.length; d++) {
      const { value, base, layers } = driven[d]!;
      value[0] = base[0];
      value[1] = base[1];
      value[2] = base[2];
      for (let l = 0; l < layers.length; l++) {
        const sources = layers[l]!;
        for (let c = 0; c < sources.length; c++) {
          const source = sources[c]!;
          const x = source.curve === null ? source.constant : evaluateCurveAt(source.curve, exact ? source.numbers : null, ticks, at);
          if (x !== null) value[source.index] = x;
        }
      }
    }
  }

  /** The local parts and matrix of `transform`, as `FbxSceneEvaluator` composes a node. */
  private composeLocal(state: SlotState, local: Mat4, transform: FbxNodeTransform): void {
    const rest = state.rest;
    // Pre/post rotation vectors are the static ones unless a curve drives them.
    const staticPrePost = transform.preRotation === rest.preRotation && transform.postRotation === rest.postRotation;
    const prePost: PrePostRotation | undefined = staticPrePost && transform.rotationActive ? (state.prePost ??= this.evaluator.restPrePost(state.id, rest)) : undefined;
    const parts = state.parts;
    localPartsInto(parts.rotation, parts.translation, transform, prePost);
    parts.scaling = transform.scaling;
    affine4Into(local, scaleColumns3Into(this.linear, parts.rotation, parts.scaling), parts.translation);
  }
}
