/**
 * The two rigc spec documents: the rig spec (`rigc-rig/1`, the setup pose: skeleton header, bones,
 * slots, skins, constraints, events) and the motion spec (`rigc-motion/1`, the animations).
 *
 * `build(rig, motion)` compiles them into Spine 4.3 skeleton JSON; `ingest(skeleton)` is the exact
 * inverse. The rule both sides keep: **a field a spec states is emitted, a field it leaves out is
 * omitted.** Setup-pose fields are therefore carried exactly as the skeleton stated them (an editor
 * export omits every field at the reader's default, so an absent field means "the reader default"
 * and build omits it again). The only values a spec restates are per-key channel values, because a
 * key's `v` is positional; build omits a channel again where it equals the per-key default
 * (`VALUE_TRACK_SHAPES` in constants.ts).
 *
 * Object-valued tables (skins, attachments, events, animations, transform properties) keep their
 * entries in the order the skeleton lists them, and build emits them in that order.
 */

// ---------------------------------------------------------------------------------------------
// rig spec
// ---------------------------------------------------------------------------------------------

/** The rig spec document (`"spec": "rigc-rig/1"`). */
export interface RigSpec {
  /** Format identity, always `RIG_SPEC_VERSION`. */
  spec: 'rigc-rig/1';
  /** The rig's name; a motion spec's `archetype` names the rig it animates. */
  name: string;
  /** Free prose: provenance or intent. Never emitted into the skeleton. */
  note?: string;
  /** The skeleton header, minus what build derives itself (`spine`) and editor bookkeeping (`hash`). */
  skeleton?: RigSkeletonHeader;
  /**
   * The directory the attachments' `image` files resolve against, relative to the rig spec's own
   * directory (absent = the spec's directory). Art lookup only: the skeleton header's own `images`
   * string is `skeleton.images`, carried separately.
   */
  images?: string;
  /** Bones in skeleton order; a parent precedes its children. Weighted vertices are encoded against this order. */
  bones: RigBone[];
  /** Slots in setup draw order (index 0 is drawn first, furthest back). */
  slots: RigSlot[];
  /**
   * Skins by name, in skeleton order. A skin is either the short form (the attachment table itself)
   * or the long form (`RigSkinEntry`, which has an `attachments` key). The long form is read
   * whenever the object has an `attachments` key, so a short-form skin never has a slot named
   * `attachments`.
   */
  skins?: Record<string, RigSkin>;
  /** The 4.3 unified constraint list, in update order. */
  constraints?: RigConstraint[];
  /** Event declarations by name, in skeleton order. */
  events?: Record<string, RigEvent>;
}

/**
 * The skeleton header fields a rig spec states. Every field is optional: an absent one is absent
 * from the built header too (a skeleton need not declare a stage, and the rig spec can say so).
 */
export interface RigSkeletonHeader {
  /** Setup-pose bounding box left edge (the stage). */
  x?: number;
  /** Setup-pose bounding box bottom edge. */
  y?: number;
  /** Setup-pose bounding box width. */
  width?: number;
  /** Setup-pose bounding box height. */
  height?: number;
  /** Reference scale for physics (reader default 100). */
  referenceScale?: number;
  /** Dopesheet frames per second (nonessential). */
  fps?: number;
  /** The header's images path string exactly as the skeleton states it (`null` is stated as null). */
  images?: string | null;
  /** The header's audio path string exactly as the skeleton states it (4.3 exports write `null`). */
  audio?: string | null;
}

/** Bone transform inheritance (`inherit`). */
export type RigInherit = 'normal' | 'onlyTranslation' | 'noRotationOrReflection' | 'noScale' | 'noScaleOrReflection';

/** One bone. Absent fields are at the reader default and are not emitted. */
export interface RigBone {
  /** Unique bone name. */
  name: string;
  /** Parent bone name; absent for a root. The parent precedes this bone in `bones`. */
  parent?: string;
  /** Bone length (default 0). */
  length?: number;
  /** Setup rotation in degrees (default 0). */
  rotation?: number;
  /** Setup x (default 0). */
  x?: number;
  /** Setup y (default 0). */
  y?: number;
  /** Setup scaleX (default 1). */
  scaleX?: number;
  /** Setup scaleY (default 1). */
  scaleY?: number;
  /** Setup shearX in degrees (default 0). */
  shearX?: number;
  /** Setup shearY in degrees (default 0). */
  shearY?: number;
  /** Transform inheritance (default `normal`). */
  inherit?: RigInherit;
  /** Active only when the current skin lists this bone (default false). */
  skin?: boolean;
  /** Editor colour `rrggbbaa` (nonessential). */
  color?: string;
  /** Editor icon name (nonessential, 4.3). */
  icon?: string;
  /** Editor icon size (nonessential, default 1). */
  iconSize?: number;
  /** Editor icon rotation (nonessential, default 0). */
  iconRotation?: number;
  /** Editor visibility (nonessential, default true). */
  visible?: boolean;
}

/** Slot blend mode. */
export type RigBlend = 'normal' | 'additive' | 'multiply' | 'screen';

/** One slot. */
export interface RigSlot {
  /** Unique slot name. */
  name: string;
  /** The bone the slot follows. */
  bone: string;
  /** Setup colour `rrggbbaa` (default `ffffffff`). */
  color?: string;
  /** Tint-black colour `rrggbb`; absent = no tint black. */
  dark?: string;
  /**
   * Setup attachment (a placeholder name in this slot). `null` states "shows nothing" for a slot
   * some skin fills; build emits no `attachment` field for `null` or absent.
   */
  attachment?: string | null;
  /** Blend mode (default `normal`). */
  blend?: RigBlend;
  /** Editor visibility (nonessential, default true). */
  visible?: boolean;
}

/** A skin: the short form (the attachment table itself) or the long form. */
export type RigSkin = RigAttachmentTable | RigSkinEntry;

/** slot name → placeholder name → attachment, in skeleton order. */
export type RigAttachmentTable = Record<string, Record<string, RigAttachment>>;

/** The long form of a skin: the bones and constraints it activates, its editor colour, then its attachments. */
export interface RigSkinEntry {
  /** Bones active only with this skin (those with `skin: true`). */
  bones?: string[];
  /** IK constraints active only with this skin. */
  ik?: string[];
  /** Transform constraints active only with this skin. */
  transform?: string[];
  /** Path constraints active only with this skin. */
  path?: string[];
  /** Physics constraints active only with this skin. */
  physics?: string[];
  /** Sliders active only with this skin. */
  slider?: string[];
  /** Editor colour of the skin `rrggbbaa` (nonessential). */
  color?: string;
  /** The attachment table. */
  attachments: RigAttachmentTable;
}

/** One attachment in a skin, by `type`. */
export type RigAttachment =
  | RigRegionAttachment
  | RigMeshAttachment
  | RigLinkedMeshAttachment
  | RigBoundingBoxAttachment
  | RigClippingAttachment
  | RigPathAttachment
  | RigPointAttachment;

/** A weighted vertex: its bone influences, by bone NAME (build re-indexes to the emitted bone order). */
export type RigWeightedVertex = RigVertexWeight[];

/** One bone influence of a weighted vertex. */
export interface RigVertexWeight {
  /** The influencing bone, by name. */
  bone: string;
  /** Vertex x in that bone's space. */
  x: number;
  /** Vertex y in that bone's space. */
  y: number;
  /** The influence weight. */
  weight: number;
}

/** An image sequence (numbered frames) on a region or mesh, carried as the skeleton states it. */
export interface RigSequence {
  /** Frame count (default 0). */
  count?: number;
  /** First frame number (default 1). */
  start?: number;
  /** Zero-padding digits (default 0). */
  digits?: number;
  /** Setup frame index (default 0). */
  setup?: number;
}

/** Fields every attachment can state. */
interface RigAttachmentBase {
  /** The attachment name when it differs from its placeholder key (reader default: the placeholder). */
  name?: string;
  /** Editor/tint colour `rrggbbaa`. */
  color?: string;
}

/**
 * The texture side of a region/mesh: the skeleton encodes only `path`, `width`, `height`; `image`
 * is the loose art file (relative to the rig's `images`) a build may measure when `width`/`height`
 * are absent. `image` is never emitted.
 */
interface RigArt {
  /** Atlas region path when it differs from the attachment name. */
  path?: string;
  /** Loose image file name (art lookup only, never emitted). */
  image?: string;
  /** Width (region: required by the reader; mesh: nonessential). */
  width?: number;
  /** Height (region: required by the reader; mesh: nonessential). */
  height?: number;
  /** Numbered image series. */
  sequence?: RigSequence;
}

/** A region attachment (`type` absent or `region`). */
export interface RigRegionAttachment extends RigAttachmentBase, RigArt {
  type?: 'region';
  /** Offset x (default 0). */
  x?: number;
  /** Offset y (default 0). */
  y?: number;
  /** Scale x (default 1). */
  scaleX?: number;
  /** Scale y (default 1). */
  scaleY?: number;
  /** Rotation in degrees (default 0). */
  rotation?: number;
}

/**
 * Vertex geometry: exactly one of `vertices` (unweighted x,y pairs) or `weights` (one influence
 * list per vertex, by bone name). Spine tells them apart by array length only, which is why the
 * spec spells them differently.
 */
interface RigGeometry {
  /** Unweighted x,y pairs. */
  vertices?: number[];
  /** Weighted vertices, by bone name. */
  weights?: RigWeightedVertex[];
}

/** A mesh attachment. */
export interface RigMeshAttachment extends RigAttachmentBase, RigArt, RigGeometry {
  type: 'mesh';
  /** Texture coordinates, u,v per vertex. */
  uvs: number[];
  /** Triangle vertex indices. */
  triangles: number[];
  /** Hull vertex count (default 0). */
  hull?: number;
  /** Editor edge index pairs (nonessential). */
  edges?: number[];
}

/** A linked mesh: shares another mesh's geometry. */
export interface RigLinkedMeshAttachment extends RigAttachmentBase, RigArt {
  type: 'linkedmesh';
  /** The source mesh's placeholder name. */
  source: string;
  /** The source mesh's skin (absent = default skin). */
  skin?: string;
  /** The source mesh's slot when it is another slot (4.3). */
  slot?: string;
  /** Whether deform/sequence timelines follow the source (default true). */
  timelines?: boolean;
}

/** A bounding box attachment. */
export interface RigBoundingBoxAttachment extends RigAttachmentBase, RigGeometry {
  type: 'boundingbox';
  /** Vertex count. */
  vertexCount: number;
}

/** A clipping attachment. */
export interface RigClippingAttachment extends RigAttachmentBase, RigGeometry {
  type: 'clipping';
  /** Vertex count. */
  vertexCount: number;
  /** The slot where clipping ends. */
  end?: string;
  /** Convex clipping (default false). */
  convex?: boolean;
  /** Inverse clipping (default false, 4.3). */
  inverse?: boolean;
}

/** A path attachment. */
export interface RigPathAttachment extends RigAttachmentBase, RigGeometry {
  type: 'path';
  /** Vertex count (3 per bezier point). */
  vertexCount: number;
  /** Closed path (default false). */
  closed?: boolean;
  /** Constant speed (default true). */
  constantSpeed?: boolean;
  /** Cumulative curve lengths, carried as the skeleton states them (the reader requires them). */
  lengths?: number[];
}

/** A point attachment. */
export interface RigPointAttachment extends RigAttachmentBase {
  type: 'point';
  /** x (default 0). */
  x?: number;
  /** y (default 0). */
  y?: number;
  /** Rotation in degrees (default 0). */
  rotation?: number;
}

/** One of the 4.3 unified constraints. */
export type RigConstraint = RigIkConstraint | RigTransformConstraint | RigPathConstraint | RigPhysicsConstraint | RigSliderConstraint;

/** `scaleY` mode of ik and physics constraints (4.3). */
export type RigScaleYMode = 'none' | 'uniform' | 'volume';

/** An IK constraint. */
export interface RigIkConstraint {
  type: 'ik';
  name: string;
  /** Active only when the current skin lists it (default false). */
  skin?: boolean;
  /** One or two constrained bones. */
  bones: string[];
  /** Target bone. */
  target: string;
  /** Mix (default 1). */
  mix?: number;
  /** Softness (default 0). */
  softness?: number;
  /** Bend direction positive (default true). */
  bendPositive?: boolean;
  /** Compress (default false). */
  compress?: boolean;
  /** Stretch (default false). */
  stretch?: boolean;
  /** scaleY mode (absent = runtime default). */
  scaleY?: RigScaleYMode;
}

/** Property names a transform constraint or slider reads from / writes to. */
export type RigTransformProperty = 'rotate' | 'x' | 'y' | 'scaleX' | 'scaleY' | 'shearY';

/** One `to` entry of a transform constraint property. */
export interface RigTransformTo {
  /** Offset (default 0). */
  offset?: number;
  /** Maximum (default 1). */
  max?: number;
  /** Scale (default 1). */
  scale?: number;
}

/** One `from` entry of a transform constraint's `properties`. */
export interface RigTransformFrom {
  /** Offset (default 0). */
  offset?: number;
  /** Target properties, in skeleton order. */
  to?: Partial<Record<RigTransformProperty, RigTransformTo>>;
}

/**
 * The six mixes of a transform constraint and of its keys, in this order (on the constraint they
 * are read only for targeted channels; `mixY` defaults to `mixX`, `mixScaleY` to `mixScaleX`).
 */
export interface TransformMixes {
  mixRotate?: number;
  mixX?: number;
  mixY?: number;
  mixScaleX?: number;
  mixScaleY?: number;
  mixShearY?: number;
}

/** A transform constraint (4.3 shape). */
export interface RigTransformConstraint extends TransformMixes {
  type: 'transform';
  name: string;
  skin?: boolean;
  /** Source bone. */
  source: string;
  /** Constrained bones. */
  bones: string[];
  /** Offset rotation (default 0). */
  rotation?: number;
  /** Offset x (default 0). */
  x?: number;
  /** Offset y (default 0). */
  y?: number;
  /** Offset scaleX (default 0). */
  scaleX?: number;
  /** Offset scaleY (default 0). */
  scaleY?: number;
  /** Offset shearY (default 0). */
  shearY?: number;
  /** from-property → mapping, in skeleton order. */
  properties?: Partial<Record<RigTransformProperty, RigTransformFrom>>;
  /** Read the source in local space (default false). */
  localSource?: boolean;
  /** Write the targets in local space (default false). */
  localTarget?: boolean;
  /** Additive (default false). */
  additive?: boolean;
  /** Clamp (default false). */
  clamp?: boolean;
}

/** A path constraint. */
export interface RigPathConstraint {
  type: 'path';
  name: string;
  skin?: boolean;
  /** Constrained bones. */
  bones: string[];
  /** The slot holding the path attachment. */
  slot: string;
  /** `percent` (default) or `fixed`. */
  positionMode?: 'fixed' | 'percent';
  /** `length` (default), `fixed`, `percent`, `proportional`. */
  spacingMode?: 'length' | 'fixed' | 'percent' | 'proportional';
  /** `tangent` (default), `chain`, `chainScale`. */
  rotateMode?: 'tangent' | 'chain' | 'chainScale';
  /** Offset rotation (default 0). */
  rotation?: number;
  /** Position (default 0). */
  position?: number;
  /** Spacing (default 0). */
  spacing?: number;
  /** Mixes (default 1; `mixY` defaults to `mixX`). */
  mixRotate?: number;
  mixX?: number;
  mixY?: number;
}

/** A physics constraint. */
export interface RigPhysicsConstraint {
  type: 'physics';
  name: string;
  skin?: boolean;
  /** The driven bone. */
  bone: string;
  /** How much of each channel physics drives (defaults 0). */
  x?: number;
  y?: number;
  rotate?: number;
  scaleX?: number;
  shearX?: number;
  /** scaleY mode. */
  scaleY?: RigScaleYMode;
  /** Velocity limit (default 5000). */
  limit?: number;
  /** Simulation rate (default 60). */
  fps?: number;
  /** Setup values (defaults inertia 0.5, strength 100, damping 0.85, mass 1, wind 0, gravity 0, mix 1). */
  inertia?: number;
  strength?: number;
  damping?: number;
  mass?: number;
  wind?: number;
  gravity?: number;
  mix?: number;
  /** Whether each value follows the global physics timeline (defaults false). */
  inertiaGlobal?: boolean;
  strengthGlobal?: boolean;
  dampingGlobal?: boolean;
  massGlobal?: boolean;
  windGlobal?: boolean;
  gravityGlobal?: boolean;
  mixGlobal?: boolean;
}

/** A slider (4.3): plays `animation` by `time`, or driven by a bone property. */
export interface RigSliderConstraint {
  type: 'slider';
  name: string;
  skin?: boolean;
  /** Additive (default false). */
  additive?: boolean;
  /** Loop (default false). */
  loop?: boolean;
  /** Mix (default 1). */
  mix?: number;
  /** The animation it plays (required by the reader). */
  animation: string;
  /** Driving bone; without it the slider is driven by `time`. */
  bone?: string;
  /** The driving bone property. */
  property?: RigTransformProperty;
  /** Property value mapped to the animation start (default 0). */
  from?: number;
  /** Animation time offset (default 0). */
  to?: number;
  /** Scale (default 1). */
  scale?: number;
  /** Maximum (nonessential, default 0). */
  max?: number;
  /** Read the bone in local space (default false). */
  local?: boolean;
  /** Setup time when not bone driven (default 0). */
  time?: number;
}

/** An event declaration (setup values). */
export interface RigEvent {
  int?: number;
  float?: number;
  string?: string;
  /** Audio file path. */
  audio?: string;
  /** Audio volume (read only with `audio`). */
  volume?: number;
  /** Audio balance (read only with `audio`). */
  balance?: number;
}

// ---------------------------------------------------------------------------------------------
// motion spec
// ---------------------------------------------------------------------------------------------

/** The motion spec document (`"spec": "rigc-motion/1"`). */
export interface MotionSpec {
  /** Format identity, always `MOTION_SPEC_VERSION`. */
  spec: 'rigc-motion/1';
  /** The rig this motion animates: equals the rig spec's `name`. */
  archetype: string;
  /** The name of this cut of motion (a set of animations for the archetype). */
  cut: string;
  /** Free prose: provenance or intent. Never emitted. */
  note?: string;
  /**
   * Named easings a key can refer to with `ease`: the normalised cubic bezier control points
   * `[cx1, cy1, cx2, cy2]` in segment space (time and value both 0..1). Build turns one into the
   * key's absolute curve per channel: `t0 + cx·(t1−t0)`, `v0 + cy·(v1−v0)`. `linear` and `stepped`
   * are built in and cannot be declared.
   */
  easings: Record<string, MotionEasing>;
  /** Animations by name, in skeleton order. */
  animations: Record<string, MotionAnimation>;
}

/** A named easing's normalised control points `[cx1, cy1, cx2, cy2]`. */
export type MotionEasing = [number, number, number, number];

/** One animation. */
export interface MotionAnimation {
  /**
   * The animation's length in seconds. Skeleton JSON has no duration (a runtime plays to the last
   * key), so it is the author's statement; it is never emitted and no key may lie past it.
   */
  duration: number;
  /** Editor colour of the animation `rrggbbaa` (nonessential, 4.3). */
  color?: string;
  /** Value tracks (bone, slot, path, physics, slider), grouped by target in order of first appearance. */
  tracks: MotionTrack[];
  /** IK constraint tracks. */
  ik?: MotionIkTrack[];
  /** Transform constraint tracks. */
  transform?: MotionTransformTrack[];
  /** Mesh deform tracks. */
  deform?: MotionDeformTrack[];
  /** Image sequence tracks (which frame of a region's or mesh's `sequence` shows). */
  sequence?: MotionSequenceTrack[];
  /** Draw order keys. */
  drawOrder?: MotionDrawOrderKey[];
  /** Draw order folders (4.3): draw order keys over a subset of the slots. */
  drawOrderFolder?: MotionDrawOrderFolder[];
  /** Event firings. */
  events?: MotionEventKey[];
}

/**
 * How a key eases into the next: `ease` names `stepped`, `linear` or a declared easing; `curve` is
 * the absolute bezier control points verbatim (`[cx1, cy1, cx2, cy2]` per channel, times and
 * values absolute). At most one of the two; neither = linear. The last key's easing is unused.
 */
export interface MotionEasingFields {
  ease?: string;
  curve?: number[];
}

/** A key of a numeric value track: `v` holds one value per channel, positionally (`VALUE_TRACK_SHAPES`). */
export interface MotionValueKey extends MotionEasingFields {
  /** Key time in seconds. */
  t: number;
  /** Channel values in shape order; `null` for the value-less `reset` physics timeline. */
  v: number[] | null;
}

/** Bone timelines. */
export type BoneTimeline = 'rotate' | 'translate' | 'translatex' | 'translatey' | 'scale' | 'scalex' | 'scaley' | 'shear' | 'shearx' | 'sheary';
/** Path constraint timelines. */
export type PathTimeline = 'position' | 'spacing' | 'mix';
/** Physics constraint timelines. */
export type PhysicsTimeline = 'inertia' | 'strength' | 'damping' | 'mass' | 'wind' | 'gravity' | 'mix' | 'reset';
/** Slider timelines. */
export type SliderTimeline = 'time' | 'mix';

/** A bone value track. */
export interface MotionBoneTrack {
  bone: string;
  property: BoneTimeline;
  keys: MotionValueKey[];
}

/** Slot colour timelines (`SLOT_COLOR_SHAPES`): `rgba`, `rgb`, and the two-colour tints `rgba2`, `rgb2`. */
export type SlotColorTimeline = 'rgba' | 'rgb' | 'rgba2' | 'rgb2';

/**
 * A slot colour track. `v` is the key's colours' channels in 0..1 (hex byte / 255), concatenated
 * in shape order: `rgba` [r, g, b, a]; `rgb` [r, g, b]; `rgba2` light [r, g, b, a] then dark
 * [r, g, b]; `rgb2` light [r, g, b] then dark [r, g, b]. The curve has 4 numbers per channel.
 */
export interface MotionSlotColorTrack {
  slot: string;
  property: SlotColorTimeline;
  keys: MotionColorKey[];
}

/** A colour key. */
export interface MotionColorKey extends MotionEasingFields {
  t: number;
  v: number[];
}

/** A slot alpha track: a numeric value track (`VALUE_TRACK_SHAPES.slot.alpha`, per-key default 0). */
export interface MotionSlotAlphaTrack {
  slot: string;
  property: 'alpha';
  keys: MotionValueKey[];
}

/** A slot attachment track: `v` is a placeholder name, or `null` for "show nothing". Stepped by nature. */
export interface MotionSlotAttachmentTrack {
  slot: string;
  property: 'attachment';
  keys: MotionAttachmentKey[];
}

/** An attachment key. */
export interface MotionAttachmentKey {
  t: number;
  v: string | null;
}

/** A path constraint track. */
export interface MotionPathTrack {
  path: string;
  property: PathTimeline;
  keys: MotionValueKey[];
}

/** A physics constraint track; `physics: ""` targets every physics constraint. */
export interface MotionPhysicsTrack {
  physics: string;
  property: PhysicsTimeline;
  keys: MotionValueKey[];
}

/** A slider track. */
export interface MotionSliderTrack {
  slider: string;
  property: SliderTimeline;
  keys: MotionValueKey[];
}

/**
 * A bone's transform inheritance over time: `v` is the mode from that key on. Stepped by nature,
 * no curve; `normal` is the reader's per-key default.
 */
export interface MotionBoneInheritTrack {
  bone: string;
  property: 'inherit';
  keys: MotionInheritKey[];
}

/** An inherit key. */
export interface MotionInheritKey {
  t: number;
  v: RigInherit;
}

/** Any value track. */
export type MotionTrack =
  | MotionBoneTrack
  | MotionBoneInheritTrack
  | MotionSlotColorTrack
  | MotionSlotAlphaTrack
  | MotionSlotAttachmentTrack
  | MotionPathTrack
  | MotionPhysicsTrack
  | MotionSliderTrack;

/**
 * An IK constraint key. A field is stated on every key of the track or on none; a field no key
 * states is omitted on emit (the reader default then applies). The curve has 8 numbers (mix, softness).
 */
export interface MotionIkKey extends MotionEasingFields {
  t: number;
  mix?: number;
  softness?: number;
  bendPositive?: boolean;
  compress?: boolean;
  stretch?: boolean;
}

/** An IK constraint track. */
export interface MotionIkTrack {
  constraint: string;
  keys: MotionIkKey[];
}

/**
 * A transform constraint key (same one-field-set rule as ik). The curve has 24 numbers (the six
 * mixes in this order).
 */
export interface MotionTransformKey extends MotionEasingFields, TransformMixes {
  t: number;
}

/** A transform constraint track. */
export interface MotionTransformTrack {
  constraint: string;
  keys: MotionTransformKey[];
}

/** A deform key: `vertices` are deltas from setup starting at `offset` (absent = setup pose). Curve: 4 numbers. */
export interface MotionDeformKey extends MotionEasingFields {
  t: number;
  offset?: number;
  vertices?: number[];
}

/** A mesh deform track. */
export interface MotionDeformTrack {
  /** The skin (absent = `default`). */
  skin?: string;
  slot: string;
  /** The placeholder name of the deformed attachment. */
  attachment: string;
  keys: MotionDeformKey[];
}

/** How a sequence key plays its frames. */
export type MotionSequenceMode = 'hold' | 'once' | 'loop' | 'pingpong' | 'onceReverse' | 'loopReverse' | 'pingpongReverse';

/**
 * A sequence key, stepped by nature (no curve). Absent fields read the reader's per-key defaults:
 * `mode` hold, `index` 0, `delay` the previous key's delay (the first key's: 0).
 */
export interface MotionSequenceKey {
  t: number;
  mode?: MotionSequenceMode;
  /** The frame shown from this key on (a frame index of the attachment's `sequence`). */
  index?: number;
  /** Seconds per frame while the mode plays frames. */
  delay?: number;
}

/** An image sequence track of one attachment (a region or mesh with a `sequence`). */
export interface MotionSequenceTrack {
  /** The skin (absent = `default`). */
  skin?: string;
  slot: string;
  /** The placeholder name of the attachment. */
  attachment: string;
  keys: MotionSequenceKey[];
}

/** A draw order key: the moved slots and their offsets; absent `offsets` restores the setup order. */
export interface MotionDrawOrderKey {
  t: number;
  offsets?: Array<{ slot: string; offset: number }>;
}

/**
 * A draw order folder: keys like `drawOrder`'s whose offsets move slots among `slots` only (an
 * offset is a position within the folder, and every slot it names is one of `slots`).
 */
export interface MotionDrawOrderFolder {
  slots: string[];
  keys: MotionDrawOrderKey[];
}

/** An event firing: payload fields are stated only where they override the declaration. */
export interface MotionEventKey {
  t: number;
  name: string;
  int?: number;
  float?: number;
  string?: string;
  volume?: number;
  balance?: number;
}
