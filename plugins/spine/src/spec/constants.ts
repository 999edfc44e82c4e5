/**
 * Versions and the key tables of both spec formats.
 *
 * The field tables are the single statement of which fields each spec object holds: the parsers
 * refuse every key outside them, ingest derives its carry lists from them (a field added here is
 * carried with no other edit, and a skeleton field with no home here is reported by name), and
 * build may read its field lists off them. The `satisfies` clauses tie each table to its interface
 * in types.ts, so the two cannot disagree on a key.
 */
import type {
  MotionAnimation,
  MotionAttachmentKey,
  MotionColorKey,
  MotionDeformKey,
  MotionDeformTrack,
  MotionDrawOrderFolder,
  MotionDrawOrderKey,
  MotionEventKey,
  MotionIkKey,
  MotionIkTrack,
  MotionInheritKey,
  MotionSequenceKey,
  MotionSequenceTrack,
  MotionSpec,
  MotionTransformKey,
  MotionTransformTrack,
  MotionValueKey,
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
  RigSpec,
  RigTransformConstraint,
  RigTransformFrom,
  RigTransformTo,
  RigVertexWeight,
} from './types.js';

/** The rig spec format identity. */
export const RIG_SPEC_VERSION = 'rigc-rig/1' as const;
/** The motion spec format identity. */
export const MOTION_SPEC_VERSION = 'rigc-motion/1' as const;
/**
 * The `spine` version build writes into the header: the runtime the plugin is tested against
 * (spine-core 4.3.13). A rig spec has no field for it, so ingest reports the source's value as
 * `HEADER_REDERIVED`.
 */
export const SPINE_VERSION = '4.3.13';

/**
 * What a field's value may be. A string array is an enum of allowed strings; `'custom'` marks a
 * field whose nested shape the parser checks itself (tables, weights, properties).
 */
export type FieldKind =
  | 'string'
  | 'number'
  | 'boolean'
  | 'string|null'
  | 'number|null'
  | 'strings'
  | 'numbers'
  | 'custom'
  | readonly string[];

type FieldTable<T> = { readonly [K in keyof Required<T>]: FieldKind };

/** Each shape's field names, in table order (what the `*_KEYS` lists are). */
function keyLists<T extends Record<string, object>>(tables: T): { readonly [S in keyof T]: readonly (keyof T[S] & string)[] } {
  return Object.fromEntries(Object.entries(tables).map(([shape, table]) => [shape, Object.freeze(Object.keys(table))])) as {
    readonly [S in keyof T]: readonly (keyof T[S] & string)[];
  };
}

const INHERIT = ['normal', 'onlyTranslation', 'noRotationOrReflection', 'noScale', 'noScaleOrReflection'] as const;
const BLEND = ['normal', 'additive', 'multiply', 'screen'] as const;
const SCALE_Y_MODE = ['none', 'uniform', 'volume'] as const;
const SEQUENCE_MODES = ['hold', 'once', 'loop', 'pingpong', 'onceReverse', 'loopReverse', 'pingpongReverse'] as const;
/** Bone properties a transform constraint reads from / writes to, and a slider is driven by. */
export const TRANSFORM_PROPERTIES = ['rotate', 'x', 'y', 'scaleX', 'scaleY', 'shearY'] as const;

/**
 * Every rig-spec object's fields, in the Spine editor's key order where the object has a skeleton
 * counterpart (required fields are marked in `RIG_REQUIRED`).
 */
export const RIG_FIELDS = {
  RigSpec: {
    spec: 'string',
    name: 'string',
    note: 'string',
    skeleton: 'custom',
    images: 'string',
    bones: 'custom',
    slots: 'custom',
    skins: 'custom',
    constraints: 'custom',
    events: 'custom',
  } satisfies FieldTable<RigSpec>,
  RigSkeletonHeader: {
    x: 'number',
    y: 'number',
    width: 'number',
    height: 'number',
    referenceScale: 'number',
    fps: 'number',
    images: 'string|null',
    audio: 'string|null',
  } satisfies FieldTable<RigSkeletonHeader>,
  RigBone: {
    name: 'string',
    parent: 'string',
    length: 'number',
    rotation: 'number',
    x: 'number',
    y: 'number',
    scaleX: 'number',
    scaleY: 'number',
    shearX: 'number',
    shearY: 'number',
    inherit: INHERIT,
    skin: 'boolean',
    color: 'string',
    icon: 'string',
    iconSize: 'number',
    iconRotation: 'number',
    visible: 'boolean',
  } satisfies FieldTable<RigBone>,
  RigSlot: {
    name: 'string',
    bone: 'string',
    color: 'string',
    dark: 'string',
    attachment: 'string|null',
    blend: BLEND,
    visible: 'boolean',
  } satisfies FieldTable<RigSlot>,
  RigSkinEntry: {
    bones: 'strings',
    ik: 'strings',
    transform: 'strings',
    path: 'strings',
    physics: 'strings',
    slider: 'strings',
    color: 'string',
    attachments: 'custom',
  } satisfies FieldTable<RigSkinEntry>,
  RigRegionAttachment: {
    type: ['region'],
    name: 'string',
    path: 'string',
    image: 'string',
    x: 'number',
    y: 'number',
    scaleX: 'number',
    scaleY: 'number',
    rotation: 'number',
    width: 'number',
    height: 'number',
    color: 'string',
    sequence: 'custom',
  } satisfies FieldTable<RigRegionAttachment>,
  RigMeshAttachment: {
    type: ['mesh'],
    name: 'string',
    path: 'string',
    image: 'string',
    color: 'string',
    uvs: 'numbers',
    triangles: 'numbers',
    vertices: 'numbers',
    weights: 'custom',
    hull: 'number',
    edges: 'numbers',
    width: 'number',
    height: 'number',
    sequence: 'custom',
  } satisfies FieldTable<RigMeshAttachment>,
  RigLinkedMeshAttachment: {
    type: ['linkedmesh'],
    name: 'string',
    path: 'string',
    image: 'string',
    color: 'string',
    width: 'number',
    height: 'number',
    source: 'string',
    skin: 'string',
    slot: 'string',
    timelines: 'boolean',
    sequence: 'custom',
  } satisfies FieldTable<RigLinkedMeshAttachment>,
  RigBoundingBoxAttachment: {
    type: ['boundingbox'],
    name: 'string',
    vertexCount: 'number',
    vertices: 'numbers',
    weights: 'custom',
    color: 'string',
  } satisfies FieldTable<RigBoundingBoxAttachment>,
  RigClippingAttachment: {
    type: ['clipping'],
    name: 'string',
    end: 'string',
    convex: 'boolean',
    inverse: 'boolean',
    vertexCount: 'number',
    vertices: 'numbers',
    weights: 'custom',
    color: 'string',
  } satisfies FieldTable<RigClippingAttachment>,
  RigPathAttachment: {
    type: ['path'],
    name: 'string',
    closed: 'boolean',
    constantSpeed: 'boolean',
    lengths: 'numbers',
    vertexCount: 'number',
    vertices: 'numbers',
    weights: 'custom',
    color: 'string',
  } satisfies FieldTable<RigPathAttachment>,
  RigPointAttachment: {
    type: ['point'],
    name: 'string',
    x: 'number',
    y: 'number',
    rotation: 'number',
    color: 'string',
  } satisfies FieldTable<RigPointAttachment>,
  RigSequence: {
    count: 'number',
    start: 'number',
    digits: 'number',
    setup: 'number',
  } satisfies FieldTable<RigSequence>,
  RigVertexWeight: {
    bone: 'string',
    x: 'number',
    y: 'number',
    weight: 'number',
  } satisfies FieldTable<RigVertexWeight>,
  RigIkConstraint: {
    type: ['ik'],
    name: 'string',
    skin: 'boolean',
    bones: 'strings',
    target: 'string',
    mix: 'number',
    softness: 'number',
    bendPositive: 'boolean',
    compress: 'boolean',
    stretch: 'boolean',
    scaleY: SCALE_Y_MODE,
  } satisfies FieldTable<RigIkConstraint>,
  RigTransformConstraint: {
    type: ['transform'],
    name: 'string',
    skin: 'boolean',
    source: 'string',
    bones: 'strings',
    rotation: 'number',
    x: 'number',
    y: 'number',
    scaleX: 'number',
    scaleY: 'number',
    shearY: 'number',
    properties: 'custom',
    localSource: 'boolean',
    localTarget: 'boolean',
    additive: 'boolean',
    clamp: 'boolean',
    mixRotate: 'number',
    mixX: 'number',
    mixY: 'number',
    mixScaleX: 'number',
    mixScaleY: 'number',
    mixShearY: 'number',
  } satisfies FieldTable<RigTransformConstraint>,
  RigTransformFrom: {
    offset: 'number',
    to: 'custom',
  } satisfies FieldTable<RigTransformFrom>,
  RigTransformTo: {
    offset: 'number',
    max: 'number',
    scale: 'number',
  } satisfies FieldTable<RigTransformTo>,
  RigPathConstraint: {
    type: ['path'],
    name: 'string',
    skin: 'boolean',
    bones: 'strings',
    slot: 'string',
    positionMode: ['fixed', 'percent'],
    spacingMode: ['length', 'fixed', 'percent', 'proportional'],
    rotateMode: ['tangent', 'chain', 'chainScale'],
    rotation: 'number',
    position: 'number',
    spacing: 'number',
    mixRotate: 'number',
    mixX: 'number',
    mixY: 'number',
  } satisfies FieldTable<RigPathConstraint>,
  RigPhysicsConstraint: {
    type: ['physics'],
    name: 'string',
    skin: 'boolean',
    bone: 'string',
    x: 'number',
    y: 'number',
    rotate: 'number',
    scaleX: 'number',
    shearX: 'number',
    scaleY: SCALE_Y_MODE,
    limit: 'number',
    fps: 'number',
    inertia: 'number',
    strength: 'number',
    damping: 'number',
    mass: 'number',
    wind: 'number',
    gravity: 'number',
    mix: 'number',
    inertiaGlobal: 'boolean',
    strengthGlobal: 'boolean',
    dampingGlobal: 'boolean',
    massGlobal: 'boolean',
    windGlobal: 'boolean',
    gravityGlobal: 'boolean',
    mixGlobal: 'boolean',
  } satisfies FieldTable<RigPhysicsConstraint>,
  RigSliderConstraint: {
    type: ['slider'],
    name: 'string',
    skin: 'boolean',
    additive: 'boolean',
    loop: 'boolean',
    mix: 'number',
    animation: 'string',
    bone: 'string',
    property: TRANSFORM_PROPERTIES,
    from: 'number',
    to: 'number',
    scale: 'number',
    max: 'number',
    local: 'boolean',
    time: 'number',
  } satisfies FieldTable<RigSliderConstraint>,
  RigEvent: {
    int: 'number',
    float: 'number',
    string: 'string',
    audio: 'string',
    volume: 'number',
    balance: 'number',
  } satisfies FieldTable<RigEvent>,
} as const;

/** A rig-spec object shape name. */
export type RigShape = keyof typeof RIG_FIELDS;

/** The fields each rig-spec shape holds (the key table the ingest carry lists derive from). */
export const RIG_KEYS = keyLists(RIG_FIELDS);

/** Fields a rig-spec object must state. */
export const RIG_REQUIRED: { readonly [S in RigShape]?: readonly string[] } = {
  RigSpec: ['spec', 'name', 'bones', 'slots'],
  RigBone: ['name'],
  RigSlot: ['name', 'bone'],
  RigSkinEntry: ['attachments'],
  RigMeshAttachment: ['type', 'uvs', 'triangles'],
  RigLinkedMeshAttachment: ['type', 'source'],
  RigBoundingBoxAttachment: ['type', 'vertexCount'],
  RigClippingAttachment: ['type', 'vertexCount'],
  RigPathAttachment: ['type', 'vertexCount'],
  RigPointAttachment: ['type'],
  RigVertexWeight: ['bone', 'x', 'y', 'weight'],
  RigIkConstraint: ['type', 'name', 'bones', 'target'],
  RigTransformConstraint: ['type', 'name', 'source', 'bones'],
  RigPathConstraint: ['type', 'name', 'bones', 'slot'],
  RigPhysicsConstraint: ['type', 'name', 'bone'],
  RigSliderConstraint: ['type', 'name', 'animation'],
};

/** A numeric field's allowed range, and whether it must be a whole number. */
export interface FieldBound {
  readonly min: number;
  readonly max: number;
  readonly whole: boolean;
}

/**
 * Bounds on the fields the runtime allocates or loops by; a value outside them makes spine-core
 * run out of memory or hang, so the spec parser and ingest refuse it at its location.
 *
 * - `RigSequence.count`: the reader makes an array of `count` regions up front (1e9 exhausts the
 *   heap). A sequence is a numbered image series, one atlas region per frame: 100,000 frames is
 *   over 55 minutes at 30 fps.
 * - `RigSequence.digits`: every frame number is zero-padded to `digits` one character at a time. A
 *   double holds whole numbers exactly to 2^53, 16 digits, so more padding is never needed.
 * - `RigPhysicsConstraint.fps`: physics steps `1 / fps` seconds at a time, in a loop per frame: a
 *   huge `fps` makes that loop effectively endless, and a negative one truly endless. The reader's
 *   default is 60; 1 to 10,000 steps a second covers any simulation rate a rig uses.
 *
 * No real rig reaches any of these bounds.
 */
export const RIG_LIMITS = {
  RigSequence: { count: { min: 0, max: 100_000, whole: true }, digits: { min: 0, max: 16, whole: true } },
  RigPhysicsConstraint: { fps: { min: 1, max: 10_000, whole: false } },
} as const satisfies { readonly [S in RigShape]?: Readonly<Record<string, FieldBound>> };

/** A shape that has bounded fields. */
type LimitedShape = keyof typeof RIG_LIMITS;

/** The first field of `value` (an object of `shape`) outside its `RIG_LIMITS` bound, and why; or undefined. */
export function limitFault(shape: RigShape, value: Readonly<Record<string, unknown>>): { field: string; reason: string } | undefined {
  if (!Object.hasOwn(RIG_LIMITS, shape)) return undefined;
  const bounds: Readonly<Record<string, FieldBound>> = RIG_LIMITS[shape as LimitedShape];
  for (const [field, { min, max, whole }] of Object.entries(bounds)) {
    const n = value[field];
    if (n === undefined) continue;
    if (typeof n !== 'number' || (whole && !Number.isInteger(n)) || !(n >= min && n <= max)) {
      return { field, reason: `expected ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}, found ${String(n)}` };
    }
  }
  return undefined;
}

/** Attachment `type` → its shape. A region may also omit `type`. */
export const ATTACHMENT_SHAPES = {
  region: 'RigRegionAttachment',
  mesh: 'RigMeshAttachment',
  linkedmesh: 'RigLinkedMeshAttachment',
  boundingbox: 'RigBoundingBoxAttachment',
  clipping: 'RigClippingAttachment',
  path: 'RigPathAttachment',
  point: 'RigPointAttachment',
} as const satisfies Record<string, RigShape>;

/** Constraint `type` → its shape. */
export const CONSTRAINT_SHAPES = {
  ik: 'RigIkConstraint',
  transform: 'RigTransformConstraint',
  path: 'RigPathConstraint',
  physics: 'RigPhysicsConstraint',
  slider: 'RigSliderConstraint',
} as const satisfies Record<string, RigShape>;

/** The shape an attachment or constraint `type` names in `table`, or undefined for anything else. */
export function shapeOfType<T extends Readonly<Record<string, RigShape>>>(table: T, type: unknown): T[keyof T] | undefined {
  return typeof type === 'string' && Object.hasOwn(table, type) ? table[type as keyof T] : undefined;
}

// ---------------------------------------------------------------------------------------------
// motion
// ---------------------------------------------------------------------------------------------

/** Every motion-spec object's fields. */
export const MOTION_FIELDS = {
  MotionSpec: {
    spec: 'string',
    archetype: 'string',
    cut: 'string',
    note: 'string',
    easings: 'custom',
    animations: 'custom',
  } satisfies FieldTable<MotionSpec>,
  MotionAnimation: {
    duration: 'number',
    color: 'string',
    tracks: 'custom',
    ik: 'custom',
    transform: 'custom',
    deform: 'custom',
    sequence: 'custom',
    drawOrder: 'custom',
    drawOrderFolder: 'custom',
    events: 'custom',
  } satisfies FieldTable<MotionAnimation>,
  MotionValueKey: { t: 'number', v: 'custom', ease: 'string', curve: 'numbers' } satisfies FieldTable<MotionValueKey>,
  MotionColorKey: { t: 'number', v: 'numbers', ease: 'string', curve: 'numbers' } satisfies FieldTable<MotionColorKey>,
  MotionAttachmentKey: { t: 'number', v: 'string|null' } satisfies FieldTable<MotionAttachmentKey>,
  MotionInheritKey: { t: 'number', v: INHERIT } satisfies FieldTable<MotionInheritKey>,
  MotionIkTrack: { constraint: 'string', keys: 'custom' } satisfies FieldTable<MotionIkTrack>,
  MotionIkKey: {
    t: 'number',
    mix: 'number',
    softness: 'number',
    bendPositive: 'boolean',
    compress: 'boolean',
    stretch: 'boolean',
    ease: 'string',
    curve: 'numbers',
  } satisfies FieldTable<MotionIkKey>,
  MotionTransformTrack: { constraint: 'string', keys: 'custom' } satisfies FieldTable<MotionTransformTrack>,
  MotionTransformKey: {
    t: 'number',
    mixRotate: 'number',
    mixX: 'number',
    mixY: 'number',
    mixScaleX: 'number',
    mixScaleY: 'number',
    mixShearY: 'number',
    ease: 'string',
    curve: 'numbers',
  } satisfies FieldTable<MotionTransformKey>,
  MotionDeformTrack: { skin: 'string', slot: 'string', attachment: 'string', keys: 'custom' } satisfies FieldTable<MotionDeformTrack>,
  MotionDeformKey: { t: 'number', offset: 'number', vertices: 'numbers', ease: 'string', curve: 'numbers' } satisfies FieldTable<MotionDeformKey>,
  MotionSequenceTrack: { skin: 'string', slot: 'string', attachment: 'string', keys: 'custom' } satisfies FieldTable<MotionSequenceTrack>,
  MotionSequenceKey: { t: 'number', mode: SEQUENCE_MODES, index: 'number', delay: 'number' } satisfies FieldTable<MotionSequenceKey>,
  MotionDrawOrderKey: { t: 'number', offsets: 'custom' } satisfies FieldTable<MotionDrawOrderKey>,
  MotionDrawOrderFolder: { slots: 'strings', keys: 'custom' } satisfies FieldTable<MotionDrawOrderFolder>,
  MotionDrawOrderOffset: { slot: 'string', offset: 'number' },
  MotionEventKey: {
    t: 'number',
    name: 'string',
    int: 'number',
    float: 'number',
    string: 'string',
    volume: 'number',
    balance: 'number',
  } satisfies FieldTable<MotionEventKey>,
} as const;

/** A motion-spec object shape name. */
export type MotionShape = keyof typeof MOTION_FIELDS;

/** The fields each motion-spec shape holds. */
export const MOTION_KEYS = keyLists(MOTION_FIELDS);

/** Fields a motion-spec object must state. */
export const MOTION_REQUIRED: { readonly [S in MotionShape]?: readonly string[] } = {
  MotionSpec: ['spec', 'archetype', 'cut', 'easings', 'animations'],
  MotionAnimation: ['duration', 'tracks'],
  MotionValueKey: ['t', 'v'],
  MotionColorKey: ['t', 'v'],
  MotionAttachmentKey: ['t', 'v'],
  MotionInheritKey: ['t', 'v'],
  MotionIkTrack: ['constraint', 'keys'],
  MotionIkKey: ['t'],
  MotionTransformTrack: ['constraint', 'keys'],
  MotionTransformKey: ['t'],
  MotionDeformTrack: ['slot', 'attachment', 'keys'],
  MotionDeformKey: ['t'],
  MotionSequenceTrack: ['slot', 'attachment', 'keys'],
  MotionSequenceKey: ['t'],
  MotionDrawOrderKey: ['t'],
  MotionDrawOrderFolder: ['slots', 'keys'],
  MotionDrawOrderOffset: ['slot', 'offset'],
  MotionEventKey: ['t', 'name'],
};

/**
 * One value-track channel: the skeleton key field, and the value the runtime reader takes where a
 * key omits it. A string default names another field of the same key (`mixY` reads `mixX`).
 */
export type TrackChannel = readonly [field: string, dflt: number | string];

/**
 * The channel shape of every numeric value-track timeline, by target family. `v[i]` of a key is
 * channel `i`. These are the runtime reader's PER-KEY defaults, which are not the setup defaults:
 * scale keys read 1, physics keys 0 except `mix` 1, slider `time` 1, path `mixY` the key's `mixX`.
 * Build omits a channel whose value equals its default (for a string default: the value of the
 * named field on the same key). `reset` has no channel: its keys carry `v: null`.
 */
export const VALUE_TRACK_SHAPES = {
  bone: {
    rotate: [['value', 0]],
    translate: [['x', 0], ['y', 0]],
    translatex: [['value', 0]],
    translatey: [['value', 0]],
    scale: [['x', 1], ['y', 1]],
    scalex: [['value', 1]],
    scaley: [['value', 1]],
    shear: [['x', 0], ['y', 0]],
    shearx: [['value', 0]],
    sheary: [['value', 0]],
  },
  path: {
    position: [['value', 0]],
    spacing: [['value', 0]],
    mix: [['mixRotate', 1], ['mixX', 1], ['mixY', 'mixX']],
  },
  physics: {
    inertia: [['value', 0]],
    strength: [['value', 0]],
    damping: [['value', 0]],
    mass: [['value', 0]],
    wind: [['value', 0]],
    gravity: [['value', 0]],
    mix: [['value', 1]],
    reset: [],
  },
  slider: {
    time: [['value', 1]],
    mix: [['value', 1]],
  },
  slot: {
    alpha: [['value', 0]],
  },
} as const satisfies Record<string, Record<string, readonly TrackChannel[]>>;

/** A value-track target family (the field that names the target on a track). */
export type ValueTrackFamily = keyof typeof VALUE_TRACK_SHAPES;

/**
 * Slot colour timelines: the key's colour fields and how many channels each holds (a field is hex
 * `rrggbbaa` for 4, `rrggbb` for 3). A key's `v` is the fields' channels concatenated in this order.
 */
export const SLOT_COLOR_SHAPES = {
  rgba: [['color', 4]],
  rgb: [['color', 3]],
  rgba2: [['light', 4], ['dark', 3]],
  rgb2: [['light', 3], ['dark', 3]],
} as const satisfies Record<string, ReadonlyArray<readonly [field: string, channels: 3 | 4]>>;

/**
 * Key fields with a constant per-key default, for the stepped timelines whose keys state them by
 * name: a bone `inherit` key's mode, a sequence key's mode and frame index. (A sequence key's
 * `delay` defaults to the previous key's, which is not a constant.)
 */
export const INHERIT_KEY_DEFAULT = 'normal' as const;
export const SEQUENCE_KEY_DEFAULTS = { mode: 'hold', index: 0 } as const;

/** The slot timelines the motion spec carries: colours, alpha (a value track) and attachment. */
export const SLOT_TIMELINES: readonly string[] = [...Object.keys(SLOT_COLOR_SHAPES), ...Object.keys(VALUE_TRACK_SHAPES.slot), 'attachment'];

/**
 * IK and transform key fields and the reader's per-key default for each, in curve-channel order
 * (flags last). A string default names another field of the same key.
 */
export const IK_KEY_DEFAULTS = { mix: 1, softness: 0, bendPositive: true, compress: false, stretch: false } as const;
export const TRANSFORM_KEY_DEFAULTS = { mixRotate: 1, mixX: 1, mixY: 'mixX', mixScaleX: 1, mixScaleY: 1, mixShearY: 1 } as const;

/**
 * Curve channels per timeline kind: a `curve` array holds exactly 4 numbers per channel. A numeric
 * value track has one channel per entry of its `VALUE_TRACK_SHAPES` shape, a colour track one per
 * colour channel of its `SLOT_COLOR_SHAPES` shape.
 */
export const CURVE_CHANNELS = { ik: 2, transform: 6, deform: 1 } as const;

/** The channel count of a slot colour timeline (its `v` length). */
export function colorChannels(property: keyof typeof SLOT_COLOR_SHAPES): number {
  return SLOT_COLOR_SHAPES[property].reduce((sum, [, channels]) => sum + channels, 0);
}

/** Easing names every motion spec has without declaring them. */
export const BUILTIN_EASINGS = ['linear', 'stepped'] as const;
