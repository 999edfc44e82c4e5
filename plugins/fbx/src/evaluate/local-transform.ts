/**
 * The local transform of an FBX Model (FBX SDK / Maya convention, column vectors):
 *
 *     L = T · Roff · Rp · Rpre · R · Rpost⁻¹ · Rp⁻¹ · Soff · Sp · S · Sp⁻¹
 *
 * - `T` `Lcl Translation`; `Roff` `RotationOffset`; `Rp` `RotationPivot`; `Soff` `ScalingOffset`;
 *   `Sp` `ScalingPivot` (all translations);
 * - `R` `Lcl Rotation`, Euler degrees in `RotationOrder` (see rotation-order.ts);
 * - `Rpre` `PreRotation`, `Rpost` `PostRotation`: Euler degrees, always in XYZ order;
 * - `S` `Lcl Scaling`.
 *
 * `RotationActive`: the FBX SDK documents that when the flag is false "the RotationOrder, the
 * Pre/Post rotation values and the rotation limits should be ignored". So with `RotationActive`
 * false (the FbxNode template default) `Rpre` and `Rpost` are the identity and `R` is XYZ whatever
 * `RotationOrder` says; pivots and offsets apply either way. Rotation limits are never applied.
 *
 * The geometric transform `G = Tg · Rg · Sg` (`GeometricTranslation`, `GeometricRotation` in XYZ
 * order, `GeometricScaling`) is an offset of the node's attached geometry (mesh, attribute) only:
 * it is not part of `L` and children never inherit it (`geometryWorld = world · G`).
 *
 * Every matrix is a 4×4 column-major `Float64Array` (see mat4.ts).
 */
import type { FbxObject } from '../objects.js';
import type { Vec3 } from '../properties.js';
import { affine4, identity4, multiply3Into, scaleColumns3, type Mat3, type Mat4 } from './mat4.js';
import { eulerAxesToMatrix3Into, eulerOrderAxes, eulerToMatrix3, rotationOrderOf, type EulerOrder } from './rotation-order.js';

/** `InheritType` values: 0 `eInheritRrSs`, 1 `eInheritRSrs`, 2 `eInheritRrs`. */
export type FbxInheritType = 0 | 1 | 2;

/** The transform properties of one Model, as numbers (static or evaluated at a time). */
export interface FbxNodeTransform {
  readonly translation: Vec3;
  /** Euler degrees in `rotationOrder`. */
  readonly rotation: Vec3;
  readonly scaling: Vec3;
  readonly rotationOffset: Vec3;
  readonly rotationPivot: Vec3;
  readonly scalingOffset: Vec3;
  readonly scalingPivot: Vec3;
  /** Euler degrees, XYZ. */
  readonly preRotation: Vec3;
  /** Euler degrees, XYZ. */
  readonly postRotation: Vec3;
  /** The `RotationOrder` enum value as given (0…6). */
  readonly rotationOrder: number;
  readonly rotationActive: boolean;
  readonly inheritType: FbxInheritType;
  readonly geometricTranslation: Vec3;
  /** Euler degrees, XYZ. */
  readonly geometricRotation: Vec3;
  readonly geometricScaling: Vec3;
}

/** The vector properties of a transform, by FBX property name → field. */
export const TRANSFORM_VECTOR_PROPERTIES: ReadonlyMap<string, keyof FbxNodeTransform> = new Map<string, keyof FbxNodeTransform>([
  ['Lcl Translation', 'translation'],
  ['Lcl Rotation', 'rotation'],
  ['Lcl Scaling', 'scaling'],
  ['RotationOffset', 'rotationOffset'],
  ['RotationPivot', 'rotationPivot'],
  ['ScalingOffset', 'scalingOffset'],
  ['ScalingPivot', 'scalingPivot'],
  ['PreRotation', 'preRotation'],
  ['PostRotation', 'postRotation'],
  ['GeometricTranslation', 'geometricTranslation'],
  ['GeometricRotation', 'geometricRotation'],
  ['GeometricScaling', 'geometricScaling'],
]);

const ZERO: Vec3 = Object.freeze([0, 0, 0]) as unknown as Vec3;
const ONE: Vec3 = Object.freeze([1, 1, 1]) as unknown as Vec3;

/** The identity transform (FbxNode defaults: no rotation, unit scale, XYZ, RrSs, rotation inactive). */
export const IDENTITY_TRANSFORM: FbxNodeTransform = Object.freeze({
  translation: ZERO,
  rotation: ZERO,
  scaling: ONE,
  rotationOffset: ZERO,
  rotationPivot: ZERO,
  scalingOffset: ZERO,
  scalingPivot: ZERO,
  preRotation: ZERO,
  postRotation: ZERO,
  rotationOrder: 0,
  rotationActive: false,
  inheritType: 0,
  geometricTranslation: ZERO,
  geometricRotation: ZERO,
  geometricScaling: ONE,
});

/**
 * Reads a Model's transform properties (own entries over its template; FbxNode defaults when
 * neither has one). Malformed entries (not 3 finite numbers, a non-integer enum) throw the
 * property layer's `FbxDocumentError`; a `RotationOrder` outside 0…6 or an `InheritType` outside
 * 0…2 is noted in `warnings` and read as the default (XYZ, RrSs).
 */
export function readNodeTransform(model: FbxObject, warnings: string[]): FbxNodeTransform {
  const p = model.properties;
  const vec = (name: string, fallback: Vec3): Vec3 => p.vec3(name, fallback);
  let rotationOrder = p.enum('RotationOrder', 0);
  if (rotationOrderOf(rotationOrder) === undefined) {
    warnings.push(`${p.ownPath}/RotationOrder: unknown value ${rotationOrder}; XYZ used`);
    rotationOrder = 0;
  }
  let inherit = p.enum('InheritType', 0);
  if (inherit !== 0 && inherit !== 1 && inherit !== 2) {
    warnings.push(`${p.ownPath}/InheritType: unknown value ${inherit}; 0 (RrSs) used`);
    inherit = 0;
  }
  return {
    translation: vec('Lcl Translation', ZERO),
    rotation: vec('Lcl Rotation', ZERO),
    scaling: vec('Lcl Scaling', ONE),
    rotationOffset: vec('RotationOffset', ZERO),
    rotationPivot: vec('RotationPivot', ZERO),
    scalingOffset: vec('ScalingOffset', ZERO),
    scalingPivot: vec('ScalingPivot', ZERO),
    preRotation: vec('PreRotation', ZERO),
    postRotation: vec('PostRotation', ZERO),
    rotationOrder,
    rotationActive: p.bool('RotationActive', false),
    inheritType: inherit as FbxInheritType,
    geometricTranslation: vec('GeometricTranslation', ZERO),
    geometricRotation: vec('GeometricRotation', ZERO),
    geometricScaling: vec('GeometricScaling', ONE),
  };
}

/** The Euler order `Lcl Rotation` is applied in: `RotationOrder` when rotation is active, else XYZ. */
export function effectiveRotationOrder(t: Pick<FbxNodeTransform, 'rotationOrder' | 'rotationActive'>): EulerOrder {
  return t.rotationActive ? (rotationOrderOf(t.rotationOrder) ?? 'XYZ') : 'XYZ';
}

/** `Rpre` and `Rpost⁻¹` of a transform: the evaluator keeps them per node while they are not animated. */
export interface PrePostRotation {
  readonly pre: Mat3;
  readonly postInverse: Mat3;
}

export function prePostRotation(t: Pick<FbxNodeTransform, 'preRotation' | 'postRotation'>): PrePostRotation {
  const pre = eulerToMatrix3(t.preRotation, 'XYZ');
  const post = eulerToMatrix3(t.postRotation, 'XYZ');
  // A rotation's inverse is its transpose.
  const postInverse = Float64Array.of(post[0]!, post[3]!, post[6]!, post[1]!, post[4]!, post[7]!, post[2]!, post[5]!, post[8]!);
  return { pre, postInverse };
}

const rotationScratch = new Float64Array(9);
const rotationPostScratch = new Float64Array(9);

/**
 * `Rpre · R · Rpost⁻¹` (only `R`, in XYZ, when rotation is inactive), written into `out` when
 * given. `prePost` must be `prePostRotation(t)` when given (the evaluator passes its cached one).
 */
export function localRotation3(t: FbxNodeTransform, prePost?: PrePostRotation, out: Mat3 = new Float64Array(9)): Mat3 {
  const axes = eulerOrderAxes(effectiveRotationOrder(t));
  return localRotationAxes3Into(out, t, prePost, axes[0], axes[1], axes[2]);
}

/**
 * {@link localRotation3} into `out`, with `R`'s order given as its axes (`eulerOrderAxes` of
 * `effectiveRotationOrder(t)`): a node's order never changes, so a caller evaluating it per frame
 * looks it up once.
 */
export function localRotationAxes3Into(out: Mat3, t: FbxNodeTransform, prePost: PrePostRotation | undefined, i: number, j: number, k: number): Mat3 {
  if (!t.rotationActive) return eulerAxesToMatrix3Into(out, t.rotation, i, j, k);
  const r = eulerAxesToMatrix3Into(rotationScratch, t.rotation, i, j, k);
  const { pre, postInverse } = prePost ?? prePostRotation(t);
  return multiply3Into(out, pre, multiply3Into(rotationPostScratch, r, postInverse));
}

/** The local matrix split as `L = [Rl · diag(s) | t]`, which is exact for the FBX formula. */
export interface LocalParts {
  /** `Rpre · R · Rpost⁻¹`. */
  readonly rotation: Mat3;
  readonly scaling: Vec3;
  /** The translation column of `L` (pivots and offsets included). */
  readonly translation: Vec3;
}

/** `prePost`, `rotationOut` (where the rotation is written): as for {@link localRotation3}. */
export function localParts(t: FbxNodeTransform, prePost?: PrePostRotation, rotationOut: Mat3 = new Float64Array(9)): LocalParts {
  const translation: [number, number, number] = [0, 0, 0];
  localPartsInto(rotationOut, translation, t, prePost);
  return { rotation: rotationOut, scaling: t.scaling, translation };
}

/** {@link localParts} written into `rotation` and `translation` (the scaling is `t.scaling`). */
export function localPartsInto(rotation: Mat3, translation: [number, number, number], t: FbxNodeTransform, prePost?: PrePostRotation): void {
  localRotation3(t, prePost, rotation);
  const inner: [number, number, number] = pivotInnerScratch;
  const outer: [number, number, number] = pivotOuterScratch;
  pivotInnerInto(inner, t);
  pivotOuterInto(outer, t);
  localTranslationInto(translation, rotation, inner, outer);
}

const pivotInnerScratch: [number, number, number] = [0, 0, 0];
const pivotOuterScratch: [number, number, number] = [0, 0, 0];

/*
 * The translation column of `L`: L·p = Rl·S·p + T + Roff + Rp + Rl·(Soff + Sp − Rp − S·Sp). Its two
 * vectors are computed apart so that a caller evaluating a node per frame can keep the ones no
 * curve moves (the same operations in the same order either way).
 */

/** `Soff + Sp − Rp − S·Sp`, the vector the local rotation turns. */
export function pivotInnerInto(out: [number, number, number] | Float64Array, t: FbxNodeTransform): void {
  const s = t.scaling;
  out[0] = t.scalingOffset[0] + t.scalingPivot[0] - t.rotationPivot[0] - s[0] * t.scalingPivot[0];
  out[1] = t.scalingOffset[1] + t.scalingPivot[1] - t.rotationPivot[1] - s[1] * t.scalingPivot[1];
  out[2] = t.scalingOffset[2] + t.scalingPivot[2] - t.rotationPivot[2] - s[2] * t.scalingPivot[2];
}

/** `T + Roff + Rp`, the part of the translation the rotation does not turn. */
export function pivotOuterInto(out: [number, number, number] | Float64Array, t: FbxNodeTransform): void {
  out[0] = t.translation[0] + t.rotationOffset[0] + t.rotationPivot[0];
  out[1] = t.translation[1] + t.rotationOffset[1] + t.rotationPivot[1];
  out[2] = t.translation[2] + t.rotationOffset[2] + t.rotationPivot[2];
}

/** `translation = outer + rotation · inner` (see {@link pivotInnerInto}, {@link pivotOuterInto}). */
export function localTranslationInto(
  translation: [number, number, number] | Float64Array,
  rotation: Mat3,
  inner: ArrayLike<number>,
  outer: ArrayLike<number>,
): void {
  const inner0 = inner[0]!;
  const inner1 = inner[1]!;
  const inner2 = inner[2]!;
  const rotated0 = rotation[0]! * inner0 + rotation[3]! * inner1 + rotation[6]! * inner2;
  const rotated1 = rotation[1]! * inner0 + rotation[4]! * inner1 + rotation[7]! * inner2;
  const rotated2 = rotation[2]! * inner0 + rotation[5]! * inner1 + rotation[8]! * inner2;
  translation[0] = outer[0]! + rotated0;
  translation[1] = outer[1]! + rotated1;
  translation[2] = outer[2]! + rotated2;
}

/** The local matrix `L` (4×4 column-major). */
export function localMatrix(t: FbxNodeTransform): Mat4 {
  const parts = localParts(t);
  return affine4(scaleColumns3(parts.rotation, parts.scaling), parts.translation);
}

/** The geometric offset `G = Tg · Rg(XYZ) · Sg`; the identity when the node has none. */
export function geometricMatrix(t: FbxNodeTransform): Mat4 {
  const gt = t.geometricTranslation;
  const gr = t.geometricRotation;
  const gs = t.geometricScaling;
  if (gt[0] === 0 && gt[1] === 0 && gt[2] === 0 && gr[0] === 0 && gr[1] === 0 && gr[2] === 0 && gs[0] === 1 && gs[1] === 1 && gs[2] === 1) {
    return identity4();
  }
  return affine4(scaleColumns3(eulerToMatrix3(gr, 'XYZ'), gs), gt);
}
