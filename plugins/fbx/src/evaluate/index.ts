/**
 * The FBX scene evaluator: local and world matrices of every Model at rest or at a time of an
 * animation stack, over the document layer (`../document.ts`). A library only: nothing here is
 * registered with the loader hook.
 *
 * ```ts
 * const document = buildFbxDocument(readBinaryFbx(bytes));
 * const rest = restScene(document);                                   // Map<id, FbxNodePose>
 * const stack = document.animation.stacks[0]!;
 * const pose = evaluateScene(document, stack, secondsToTicks(0.5));   // KTime ticks
 * pose.get(id)!.world;                                                // Float64Array(16), column-major
 * ```
 *
 * Modules: mat4.ts (matrix helpers), rotation-order.ts (Euler orders, quaternions),
 * local-transform.ts (the FBX local transform formula), curves.ts (AnimationCurve evaluation),
 * tangents.ts (effective key tangents: stored, auto, TCB), layers.ts (layer blending), scene.ts
 * (hierarchy, inherit types, the evaluator).
 */
export {
  FbxSceneEvaluator,
  composeWorld,
  evaluateScene,
  findStack,
  restScene,
  stackTimeRange,
  type FbxNodePose,
  type FbxSceneNode,
  type FbxScenePose,
} from './scene.js';
export {
  IDENTITY_TRANSFORM,
  TRANSFORM_VECTOR_PROPERTIES,
  effectiveRotationOrder,
  geometricMatrix,
  localMatrix,
  localParts,
  localRotation3,
  readNodeTransform,
  type FbxInheritType,
  type FbxNodeTransform,
  type LocalParts,
} from './local-transform.js';
export { bezierTime, cubicSegmentValue, evaluateCurve, solveBezierParameter } from './curves.js';
export { curveTangents, type CurveTangents } from './tangents.js';
export {
  activeLayers,
  bindStack,
  blendProperty,
  layerWeight,
  evaluateCurveNode,
  propertyKind,
  type FbxLayerContribution,
  type FbxPropertyKind,
  type FbxStackBindings,
} from './layers.js';
export {
  FBX_ROTATION_ORDERS,
  axisRotation3,
  eulerToMatrix3,
  eulerToQuat,
  matrixToEuler3,
  multiplyQuat,
  quatFromMatrix3,
  quatToEuler,
  quatToMatrix3,
  rotationOrderOf,
  slerpQuat,
  type EulerOrder,
  type Quat,
} from './rotation-order.js';
export * from './mat4.js';
