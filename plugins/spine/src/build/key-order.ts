/**
 * The Spine editor's field order for every object build emits.
 *
 * Measured on the 4.3.75-beta corpus exports and, for objects the 4.3 corpus does not hold, on
 * the editor's 4.2.22 exports (same writer: region `color` before `x`, mesh `name, type, path,
 * color, uvs…`, physics `x, y, rotate, scaleX, shearX, limit, inertia, strength, damping, mass…`,
 * ik key `mix|softness` before `bendPositive|stretch`). Fields neither corpus shows (4.3's slider,
 * linked-mesh `slot`, clipping `convex`/`inverse`, animation `color`, header `referenceScale`/`fps`,
 * bone `visible` and skin `color`) follow the 4.3 `SkeletonJson`'s read order, which agrees with the editor everywhere both are seen.
 *
 * Each list is typed against its spec interface, so a field the spec does not hold cannot be
 * listed; `key-order.test.ts` checks the converse (every spec field that is emitted is listed).
 */
import type {
  RigBone,
  RigBoundingBoxAttachment,
  RigClippingAttachment,
  RigEvent,
  RigIkConstraint,
  RigLinkedMeshAttachment,
  RigMeshAttachment,
  RigPathAttachment,
  RigPathConstraint,
  RigPhysicsConstraint,
  RigPointAttachment,
  RigRegionAttachment,
  RigSequence,
  RigSkeletonHeader,
  RigSkinEntry,
  RigSliderConstraint,
  RigSlot,
  RigTransformConstraint,
  RigTransformTo,
  MotionEventKey,
} from '../spec/types.js';

/** The emitted fields of `T` in editor order (`hash`/`spine` and derived fields are the builder's). */
type Order<T> = readonly (keyof T & string)[];

export const HEADER_ORDER: Order<RigSkeletonHeader> = ['x', 'y', 'width', 'height', 'referenceScale', 'fps', 'images', 'audio'];

export const BONE_ORDER: Order<RigBone> = [
  'name', 'parent', 'length', 'rotation', 'x', 'y', 'scaleX', 'scaleY', 'shearX', 'shearY',
  'inherit', 'skin', 'color', 'icon', 'iconSize', 'iconRotation', 'visible',
];

export const SLOT_ORDER: Order<RigSlot> = ['name', 'bone', 'color', 'dark', 'attachment', 'blend', 'visible'];

/**
 * A long-form skin after its `name`: the per-type member lists, the attachments, then the editor
 * colour, which `SkeletonJson` reads after the attachments (no export in either corpus has one).
 */
export const SKIN_ORDER: Order<RigSkinEntry> = ['bones', 'ik', 'transform', 'path', 'physics', 'slider', 'attachments', 'color'];

export const IK_ORDER: Order<RigIkConstraint> = [
  'type', 'name', 'skin', 'bones', 'target', 'mix', 'softness', 'bendPositive', 'compress', 'stretch', 'scaleY',
];

export const TRANSFORM_ORDER: Order<RigTransformConstraint> = [
  'type', 'name', 'skin', 'source', 'bones', 'rotation', 'x', 'y', 'scaleX', 'scaleY', 'shearY', 'properties',
  'localSource', 'localTarget', 'additive', 'clamp', 'mixRotate', 'mixX', 'mixY', 'mixScaleX', 'mixScaleY', 'mixShearY',
];

export const TRANSFORM_TO_ORDER: Order<RigTransformTo> = ['offset', 'max', 'scale'];

export const PATH_ORDER: Order<RigPathConstraint> = [
  'type', 'name', 'skin', 'bones', 'slot', 'positionMode', 'spacingMode', 'rotateMode', 'rotation', 'position',
  'spacing', 'mixRotate', 'mixX', 'mixY',
];

export const PHYSICS_ORDER: Order<RigPhysicsConstraint> = [
  'type', 'name', 'skin', 'bone', 'x', 'y', 'rotate', 'scaleX', 'shearX', 'scaleY', 'limit', 'fps', 'inertia',
  'strength', 'damping', 'mass', 'wind', 'gravity', 'mix', 'inertiaGlobal', 'strengthGlobal', 'dampingGlobal',
  'massGlobal', 'windGlobal', 'gravityGlobal', 'mixGlobal',
];

export const SLIDER_ORDER: Order<RigSliderConstraint> = [
  'type', 'name', 'skin', 'additive', 'loop', 'mix', 'animation', 'bone', 'property', 'from', 'to', 'scale', 'max',
  'local', 'time',
];

/** Attachment orders. `vertices` stands for both `vertices` and the encoded `weights`. */
export const REGION_ORDER: Order<RigRegionAttachment> = [
  'name', 'type', 'path', 'color', 'x', 'y', 'scaleX', 'scaleY', 'rotation', 'width', 'height', 'sequence',
];
export const MESH_ORDER: Order<RigMeshAttachment> = [
  'name', 'type', 'path', 'color', 'uvs', 'triangles', 'vertices', 'hull', 'edges', 'width', 'height', 'sequence',
];
export const LINKED_MESH_ORDER: Order<RigLinkedMeshAttachment> = [
  'name', 'type', 'path', 'color', 'skin', 'source', 'slot', 'timelines', 'width', 'height', 'sequence',
];
export const BOUNDING_BOX_ORDER: Order<RigBoundingBoxAttachment> = ['name', 'type', 'vertexCount', 'vertices', 'color'];
export const CLIPPING_ORDER: Order<RigClippingAttachment> = [
  'name', 'type', 'end', 'convex', 'inverse', 'vertexCount', 'vertices', 'color',
];
export const PATH_ATTACHMENT_ORDER: Order<RigPathAttachment> = [
  'name', 'type', 'closed', 'constantSpeed', 'lengths', 'vertexCount', 'vertices', 'color',
];
export const POINT_ORDER: Order<RigPointAttachment> = ['name', 'type', 'x', 'y', 'rotation', 'color'];
export const SEQUENCE_ORDER: Order<RigSequence> = ['count', 'start', 'digits', 'setup'];

export const EVENT_ORDER: Order<RigEvent> = ['int', 'float', 'string', 'audio', 'volume', 'balance'];

/** Payload fields of an event key, after `time` and `name`. */
export const EVENT_KEY_PAYLOAD: Order<MotionEventKey> = ['int', 'float', 'string', 'volume', 'balance'];

/** The groups of one animation, in the order the editor writes them. */
export const ANIMATION_GROUP_ORDER = [
  'slots', 'bones', 'ik', 'transform', 'path', 'physics', 'slider', 'attachments', 'drawOrder', 'drawOrderFolder', 'events', 'color',
] as const;

/**
 * A sequence key's fields after `time`. Neither corpus has a sequence timeline; this is the order
 * `SkeletonJson` reads them in (an attachment's `deform` is likewise written before its
 * `sequence`; the reader takes both in file order, so neither choice changes what plays).
 */
export const SEQUENCE_KEY_ORDER = ['mode', 'index', 'delay'] as const;
