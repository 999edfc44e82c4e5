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
import type { FbxAnimCurveNode, FbxAnimStack } from '../animation.js';
import type { Vec3 } from '../properties.js';
import { evaluatePreparedCurve, isExactTick, preparedCurve, type PreparedCurve } from './curves.js';
import {
  effectiveRotationOrder,
  localRotationAxes3Into,
  localTranslationInto,
  pivotInnerInto,
  pivotOuterInto,
  TRANSFORM_VECTOR_PROPERTIES,
  type FbxNodeTransform,
  type PrePostRotation,
} from './local-transform.js';
import { affineScaled4Into, splitRotation3Into, type Mat3, type Mat4 } from './mat4.js';
import { eulerOrderAxes } from './rotation-order.js';
import { composeWorldInto, type FbxSceneEvaluator, type FbxScenePose, type RotationSplit } from './scene.js';

/** One component of a curve node: a curve with keys (prepared once per stack), or the constant it falls back on (`null`: no value). */
interface ComponentSource {
  readonly index: number;
  readonly curve: PreparedCurve | null;
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

/** How a slot's transform is found per tick (see the module comment). */
const STATIC = 0;
const OVERRIDE = 1;
const GENERAL = 2;

/** Pivot fields: `inner` depends on the first four, `outer` on the last three (see local-transform.ts). */
const INNER_FIELDS: readonly string[] = ['scalingOffset', 'scalingPivot', 'rotationPivot', 'scaling'];
const OUTER_FIELDS: readonly string[] = ['translation', 'rotationOffset', 'rotationPivot'];

/** One node of the subset: everything about it that holds for the whole stack, and its parts at the current tick. */
class SlotState {
  /** The local parts (`rotation`, `translation` written in place; `scaling` the transform's). */
  readonly parts: { rotation: Mat3; scaling: Vec3; translation: [number, number, number] };
  /** This node's rotation split as a parent, for the tick `splitStamp` says. */
  readonly split = { rotation: new Float64Array(9), rest: new Float64Array(9) };
  splitStamp = -1;
  /** The axes `Lcl Rotation` applies in (see `eulerOrderAxes`). */
  readonly axisI: number;
  readonly axisJ: number;
  readonly axisK: number;
  /** The static `Rpre`/`Rpost⁻¹` when rotation is active and no curve moves them, else `undefined`. */
  readonly prePost: PrePostRotation | undefined;
  /** `pivotInnerInto`/`pivotOuterInto` of the transform, computed once when no curve moves their fields. */
  readonly inner: [number, number, number] = [0, 0, 0];
  readonly outer: [number, number, number] = [0, 0, 0];
  readonly innerFixed: boolean;
  readonly outerFixed: boolean;

  constructor(
    readonly id: bigint,
    readonly rest: FbxNodeTransform,
    readonly kind: number,
    /** The transform at the current tick: for `STATIC` and `OVERRIDE` always this one object (an override's driven vectors are `driven`'s, written in place). */
    public transform: FbxNodeTransform,
    readonly driven: readonly DrivenVector[],
    /** The parent's slot, or -1 for a root or a fixed parent. */
    readonly parentSlot: number,
    /** What this node composes under; `null` for a root. */
    readonly parent: ParentRecord | null,
    drivenFields: ReadonlySet<string>,
    evaluator: FbxSceneEvaluator,
  ) {
    this.parts = { rotation: new Float64Array(9), scaling: rest.scaling, translation: [0, 0, 0] };
    const axes = eulerOrderAxes(effectiveRotationOrder(rest));
    this.axisI = axes[0];
    this.axisJ = axes[1];
    this.axisK = axes[2];
    const staticPrePost = !drivenFields.has('preRotation') && !drivenFields.has('postRotation');
    this.prePost = staticPrePost && rest.rotationActive ? evaluator.restPrePost(id, rest) : undefined;
    this.innerFixed = !INNER_FIELDS.some((f) => drivenFields.has(f));
    this.outerFixed = !OUTER_FIELDS.some((f) => drivenFields.has(f));
    if (this.innerFixed) pivotInnerInto(this.inner, rest);
    if (this.outerFixed) pivotOuterInto(this.outer, rest);
  }
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
    byIndex.set(index, { index, curve: curve === null ? null : preparedCurve(curve), constant });
  }
  return [...byIndex.values()];
}

export class FbxSubsetSampler {
  /** Local matrix of slot `s` (node `subset[s]`), after {@link evaluate}. */
  readonly locals: Mat4[];
  /** World matrix of slot `s`, after {@link evaluate}. */
  readonly worlds: Mat4[];
  private readonly slots: SlotState[];
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
      const kind = drivenFields.length === 0 ? STATIC : overrides ? OVERRIDE : GENERAL;
      const transform: Record<string, unknown> = { ...rest };
      const driven: DrivenVector[] = [];
      if (kind === OVERRIDE) {
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
      const fields = new Set(drivenFields.map(([name]) => TRANSFORM_VECTOR_PROPERTIES.get(name)!));
      const state = new SlotState(node.id, rest, kind, (kind === GENERAL ? rest : transform) as unknown as FbxNodeTransform, driven, parentSlot, parent, fields, evaluator);
      this.slots.push(state);
      if (kind === STATIC) composeLocal(state, this.locals[s]!);
    }
  }

  /** Evaluates every slot at `ticks` of the stack into {@link locals} and {@link worlds}. */
  evaluate(ticks: bigint): void {
    const stamp = ++this.stamp;
    const at = isExactTick(ticks) ? Number(ticks) : NaN;
    const slots = this.slots;
    for (let s = 0; s < slots.length; s++) {
      const state = slots[s]!;
      const local = this.locals[s]!;
      const kind = state.kind;
      if (kind === OVERRIDE) {
        blendOverrides(state.driven, ticks, at);
        composeLocal(state, local);
      } else if (kind === GENERAL) {
        state.transform = this.evaluator.transformAt(state.id, this.stack, ticks);
        composeLocal(state, local);
      }
      const inheritType = state.rest.inheritType;
      const parent = state.parent;
      if (parent !== null && state.parentSlot >= 0) {
        const parentState = slots[state.parentSlot]!;
        parent.localScaling = parentState.transform.scaling;
        if (inheritType === 0) {
          if (parentState.splitStamp !== stamp) {
            splitRotation3Into(parentState.split.rotation, parentState.split.rest, parent.world, 4);
            parentState.splitStamp = stamp;
          }
          parent.split = parentState.split;
        }
      }
      composeWorldInto(this.worlds[s]!, state.parts, local, inheritType, parent);
    }
  }
}

/** The override blend of each driven vector (see the module comment), in place. */
function blendOverrides(driven: readonly DrivenVector[], ticks: bigint, at: number): void {
  for (let d = 0; d < driven.length; d++) {
    const { value, base, layers } = driven[d]!;
    value[0] = base[0];
    value[1] = base[1];
    value[2] = base[2];
    for (let l = 0; l < layers.length; l++) {
      const sources = layers[l]!;
      for (let c = 0; c < sources.length; c++) {
        const source = sources[c]!;
        const x = source.curve === null ? source.constant : evaluatePreparedCurve(source.curve, ticks, at);
        if (x !== null) value[source.index] = x;
      }
    }
  }
}

/**
 * The local parts and matrix of the slot's current transform, as `FbxSceneEvaluator` composes a
 * node (`localPartsInto`, then `[Rl·diag(s) | t]`), with what the stack cannot change taken from
 * the slot.
 */
function composeLocal(state: SlotState, local: Mat4): void {
  const transform = state.transform;
  const parts = state.parts;
  const rotation = parts.rotation;
  localRotationAxes3Into(rotation, transform, state.prePost, state.axisI, state.axisJ, state.axisK);
  if (!state.innerFixed) pivotInnerInto(state.inner, transform);
  if (!state.outerFixed) pivotOuterInto(state.outer, transform);
  localTranslationInto(parts.translation, rotation, state.inner, state.outer);
  parts.scaling = transform.scaling;
  affineScaled4Into(local, rotation, transform.scaling, parts.translation);
}
