/**
 * Animation layers: which curve nodes of a stack drive which object property, and how the layers
 * blend into one value per property.
 *
 * A stack's layers are taken in stack order (its connection order). Muted layers are skipped; when
 * any unmuted layer is soloed, only soloed layers count. Per property, starting from the static
 * (un-animated) value, each layer that drives the property is applied in order with weight
 * `w = Weight / 100` clamped to [0, 1] — the layer's `Weight` at that time when a curve node of
 * the layer itself animates it (Maya keys layer weights that way), else the static value:
 *
 * - the first layer of the stack is the base layer and sets the value (exporters leave it at the
 *   template's `BlendMode` 0, "additive", which would otherwise add the curves to the static value);
 * - `BlendMode` 1 override (and any unknown mode): `v ← x`, whatever the weight;
 * - `BlendMode` 2 override-passthrough: `v ← lerp(v, x, w)`;
 * - `BlendMode` 0 additive: `v ← v + w·x`.
 *
 * `Lcl Scaling` follows `ScaleAccumulationMode`: 0 multiply — additive `v ← v · x^w`,
 * passthrough `v ← v^(1−w) · x^w` (powers of magnitudes, signs kept); 1 plain numbers as above.
 *
 * `Lcl Rotation` follows `RotationAccumulationMode`: 1 "by channel" treats the three Euler angles
 * as plain numbers (lerp / add). 0 "by layer" blends whole rotations in the node's rotation order:
 * passthrough slerps from the rotation below to the layer's, additive composes the layer's
 * rotation, scaled by `w` along its arc, before the rotation below in the node's own frame
 * (`R ← R_below · R_layer^w`). Rotations blended by layer come back as Euler angles in that order
 * (same rotation, possibly other angles).
 *
 * These are the blend rules of ufbx (fbx-reference.test.ts checks a layered stack against it);
 * the FBX SDK documents the three modes only by name.
 *
 * Channels: a curve node's `d|X`/`d|Y`/`d|Z` map to components 0/1/2; a one-component property
 * takes a curve node's only channel. A channel drives its component with its curve's value, or,
 * when it has no curve (or an empty one), its `d|…` default, else the curve's `Default`. A
 * component the curve node has no channel for is left to the layers below (a gap, not a zero).
 */
import type { FbxAnimCurveNode, FbxAnimLayer, FbxAnimStack } from '../animation.js';
import { evaluateCurve } from './curves.js';
import { eulerToQuat, multiplyQuat, quatToEuler, slerpQuat, type EulerOrder, type Quat } from './rotation-order.js';

/** How a property blends: Euler rotation, scaling, or plain numbers. */
export type FbxPropertyKind = 'rotation' | 'scaling' | 'number';

/** The blend kind of a property name (`Lcl Rotation` → rotation, `Lcl Scaling` → scaling). */
export function propertyKind(name: string): FbxPropertyKind {
  if (name === 'Lcl Rotation') return 'rotation';
  if (name === 'Lcl Scaling') return 'scaling';
  return 'number';
}

/** One layer's curve node driving one property. */
export interface FbxLayerContribution {
  readonly layer: FbxAnimLayer;
  /** Position of the layer in the stack (0 = base layer). */
  readonly layerIndex: number;
  readonly curveNode: FbxAnimCurveNode;
}

/** A stack's property drivers: object id → property name → contributions in layer order. */
export interface FbxStackBindings {
  readonly stack: FbxAnimStack;
  /** The layers that take part (after mute and solo), in stack order. */
  readonly activeLayers: readonly FbxAnimLayer[];
  readonly targets: ReadonlyMap<bigint, ReadonlyMap<string, readonly FbxLayerContribution[]>>;
}

/** Whether a layer takes part, given mute and solo across the stack. */
export function activeLayers(stack: FbxAnimStack): FbxAnimLayer[] {
  const anySolo = stack.layers.some((l) => l.solo && !l.mute);
  return stack.layers.filter((l) => !l.mute && (!anySolo || l.solo));
}

/** Collects, for a stack, which curve nodes drive which object property. */
export function bindStack(stack: FbxAnimStack): FbxStackBindings {
  const active = new Set(activeLayers(stack));
  const targets = new Map<bigint, Map<string, FbxLayerContribution[]>>();
  stack.layers.forEach((layer, layerIndex) => {
    if (!active.has(layer)) return;
    for (const curveNode of layer.curveNodes) {
      for (const target of curveNode.targets) {
        let byProperty = targets.get(target.id);
        if (byProperty === undefined) targets.set(target.id, (byProperty = new Map()));
        let list = byProperty.get(target.property);
        if (list === undefined) byProperty.set(target.property, (list = []));
        list.push({ layer, layerIndex, curveNode });
      }
    }
  });
  return { stack, activeLayers: [...active], targets };
}

const AXIS_INDEX: Readonly<Record<string, number>> = { X: 0, Y: 1, Z: 2 };

/**
 * A curve node's channel values at `ticks` for a property of `components` numbers; `undefined`
 * where the node has no channel (or no value) for a component.
 */
export function evaluateCurveNode(node: FbxAnimCurveNode, ticks: bigint, components: number): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  for (let i = 0; i < components; i++) out.push(undefined);
  for (const channel of node.channels) {
    let index = AXIS_INDEX[channel.name];
    if (index === undefined && components === 1 && node.channels.length === 1) index = 0;
    if (index === undefined || index >= components) continue;
    const fromCurve = channel.curve === null ? null : evaluateCurve(channel.curve, ticks);
    out[index] = fromCurve ?? channel.defaultValue ?? channel.curve?.defaultValue ?? undefined;
  }
  return out;
}

/** `|x|^w` with the sign of `x`; 1 for `w ≤ 0` and `x` itself for `w ≥ 1`. */
function signedPow(x: number, w: number): number {
  if (w <= 0) return 1;
  if (w >= 1) return x;
  return x < 0 ? -Math.pow(-x, w) : Math.pow(x, w);
}

/**
 * A layer's blend weight (0…1) at `ticks`: its `Weight` property animated by one of its own curve
 * nodes, else the static value.
 */
export function layerWeight(bindings: FbxStackBindings, layer: FbxAnimLayer, ticks: bigint): number {
  const own = bindings.targets.get(layer.id)?.get('Weight')?.find((c) => c.layer === layer);
  const weight = own === undefined ? undefined : evaluateCurveNode(own.curveNode, ticks, 1)[0];
  return Math.min(1, Math.max(0, (weight ?? layer.weight) / 100));
}

/**
 * Blends one property over its layer contributions (in layer order) at `ticks`, starting from
 * `base` (the static value). `order` is the Euler order of a rotation property; `weightOf` gives
 * a layer's weight (0…1), by default its static `Weight`.
 */
export function blendProperty(
  kind: FbxPropertyKind,
  base: readonly number[],
  contributions: readonly FbxLayerContribution[],
  ticks: bigint,
  order: EulerOrder = 'XYZ',
  weightOf: (layer: FbxAnimLayer) => number = (layer) => Math.min(1, Math.max(0, layer.weight / 100)),
): number[] {
  let value = [...base];
  for (const { layer, layerIndex, curveNode } of contributions) {
    const x = evaluateCurveNode(curveNode, ticks, value.length);
    if (!x.some((c) => c !== undefined)) continue;
    const additive = layerIndex > 0 && layer.blendMode === 0;
    const passthrough = layerIndex > 0 && layer.blendMode === 2;
    if (!additive && !passthrough) {
      // An override ignores the weight, so it is not evaluated (this is every base layer, per sample).
      for (let i = 0; i < value.length; i++) value[i] = x[i] ?? value[i]!;
      continue;
    }
    const w = weightOf(layer);
    if (kind === 'rotation' && layer.rotationAccumulationMode === 0 && value.length === 3) {
      value = blendRotationByLayer(value as [number, number, number], x, w, passthrough, order);
      continue;
    }
    const multiply = kind === 'scaling' && layer.scaleAccumulationMode === 0;
    for (let i = 0; i < value.length; i++) {
      const xi = x[i];
      if (xi === undefined) continue;
      const v = value[i]!;
      if (passthrough) value[i] = multiply ? signedPow(v, 1 - w) * signedPow(xi, w) : v + (xi - v) * w;
      else value[i] = multiply ? v * signedPow(xi, w) : v + w * xi;
    }
  }
  return value;
}

function blendRotationByLayer(
  below: [number, number, number],
  x: (number | undefined)[],
  w: number,
  passthrough: boolean,
  order: EulerOrder,
): [number, number, number] {
  if (passthrough) {
    const target: [number, number, number] = [x[0] ?? below[0], x[1] ?? below[1], x[2] ?? below[2]];
    if (w === 1) return target;
    if (w === 0) return below;
    return quatToEuler(slerpQuat(eulerToQuat(below, order), eulerToQuat(target, order), w), order);
  }
  if (w === 0) return below;
  const delta: [number, number, number] = [x[0] ?? 0, x[1] ?? 0, x[2] ?? 0];
  let q: Quat = eulerToQuat(delta, order);
  if (w !== 1) q = slerpQuat([0, 0, 0, 1], q, w);
  return quatToEuler(multiplyQuat(eulerToQuat(below, order), q), order);
}
