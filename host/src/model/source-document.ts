/**
 * What the file says, before normalisation: raw facts with source indices as identity.
 *
 * A loader produces a `SourceDocument` next to its `AnimDocument`; measurements that describe
 * the source (skeleton_nodes, scenes, inspect's tree) read from here, never from the model.
 */
import type { Quat, Vec3 } from './anim-document.js';

export type SourceFormat = 'gltf' | 'glb' | 'fbx' | 'spine-json';

/** sha256 + byte count of the exact bytes parsed. */
export interface InputIdentity {
  readonly sha256: string;
  readonly bytes: number;
}

export type LocalRest =
  | { readonly kind: 'trs'; readonly translation: Vec3; readonly rotation: Quat; readonly scale: Vec3 }
  /** 16 numbers, column-major, exactly as authored. */
  | { readonly kind: 'matrix'; readonly matrix: readonly number[] }
  | { readonly kind: 'unavailable'; readonly reason: string };

export interface SourceNode {
  readonly index: number;
  readonly name?: string;
  /** Parent node index, or undefined for a root. */
  readonly parent?: number;
  readonly children: readonly number[];
  readonly localRest: LocalRest;
  readonly mesh?: number;
  readonly skin?: number;
  /** Set when the source itself marks the node a skeleton joint (FBX `LimbNode`/`Root`), animated or not. */
  readonly declaredJoint?: true;
}

export interface SourceScene {
  readonly index: number;
  readonly name?: string;
  readonly rootNodes: readonly number[];
}

export interface SourceSkin {
  readonly index: number;
  readonly name?: string;
  readonly joints: readonly number[];
  readonly skeleton?: number;
  /** Accessor index of the inverse bind matrices, if declared. */
  readonly inverseBindAccessor?: number;
}

export interface SourcePrimitive {
  readonly index: number;
  readonly material?: number;
  readonly vertexCount?: number;
}

export interface SourceMesh {
  readonly index: number;
  readonly name?: string;
  readonly primitives: readonly SourcePrimitive[];
}

export interface SourceMaterial {
  readonly index: number;
  readonly name?: string;
}

export type ChannelTarget =
  | { readonly kind: 'node'; readonly node: number; readonly path: 'translation' | 'rotation' | 'scale' | 'weights' }
  /** KHR_animation_pointer target, kept verbatim. */
  | { readonly kind: 'pointer'; readonly pointer: string }
  | { readonly kind: 'unsupported'; readonly path: string; readonly node?: number };

export interface SourceChannel {
  readonly index: number;
  readonly sampler: number;
  readonly target: ChannelTarget;
  /** Interpolation exactly as authored; undefined when the source left it out. */
  readonly interpolation?: string;
  readonly keyCount: number;
}

export interface SourceAnimation {
  readonly index: number;
  readonly name?: string;
  readonly channels: readonly SourceChannel[];
}

/** An external resource of the same load (glTF buffer or image referenced by URI). */
export interface DependencyRecord {
  readonly kind: 'buffer' | 'image';
  readonly index: number;
  /** The URI as authored (relative; data URIs are not dependencies). */
  readonly uri: string;
  readonly identity?: InputIdentity;
  /** Why the identity is missing (e.g. `not_referenced_by_animation_data`, `unreadable`). */
  readonly unavailableReason?: string;
}

export interface DependencyClosure {
  readonly coverage: 'complete' | 'partial';
  readonly resources: readonly DependencyRecord[];
}

/** Why a payload the source declares could not be read. */
export type SourcePayloadUnavailableReason =
  /** The bytes are not available to this load (e.g. an external buffer that could not be read). */
  | 'payload_unavailable'
  /** The declaration cannot be decoded as the role requires (wrong type, out-of-bounds view…). */
  | 'accessor_malformed';

export type PayloadRead<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: SourcePayloadUnavailableReason };

/** Base geometry of one mesh primitive, decoded on request. */
export interface SourcePrimitiveGeometry {
  /** Base POSITION rows declared by the source (accessor count; 0 without POSITION). */
  readonly positionCount: number;
  /** xyz triples of the base POSITION rows; undefined when the primitive declares no POSITION. */
  readonly positions?: PayloadRead<Float32Array>;
  /**
   * Primary influence weights (WEIGHTS_0, 4 per vertex, denormalised), present only when the
   * primitive declares both JOINTS_0 and WEIGHTS_0.
   */
  readonly primaryWeights?: PayloadRead<Float32Array>;
  /** Secondary skin-attribute sets (n ≥ 1) this primitive declares, ascending. */
  readonly jointSets: readonly number[];
  readonly weightSets: readonly number[];
}

/** A skin's inverse-bind declaration, decoded on request. */
export type SourceInverseBind =
  | { readonly status: 'absent' }
  | {
      readonly status: 'empty' | 'count_mismatch' | 'unreadable';
      readonly accessor: number;
      /** Declared element count. */
      readonly count: number;
    }
  | {
      readonly status: 'readable';
      readonly accessor: number;
      readonly count: number;
      /** `count` column-major 4x4 matrices, exactly as stored (may contain non-finite values). */
      readonly matrices: Float32Array;
    };

/**
 * Lazy access to mesh and skin payloads (glTF accessors). Absent when the loader cannot decode
 * payloads; nothing is decoded until a method is called.
 */
export interface SourceGeometryReader {
  primitive(mesh: number, primitive: number): SourcePrimitiveGeometry;
  inverseBind(skin: number): SourceInverseBind;
}

export type SourceTextureSlot = 'base_color' | 'normal' | 'metallic_roughness' | 'occlusion' | 'emissive';

export interface SourceTextureBinding {
  readonly slot: SourceTextureSlot;
  readonly texture: number;
}

export interface SourceTexture {
  readonly index: number;
  readonly name?: string;
  /** Core `source` image index; undefined when the texture declares none (e.g. extension-only). */
  readonly image?: number;
}

export type SourceImageKind = 'embedded' | 'data_uri' | 'external';
export type SourceImageContainer = 'png' | 'jpeg';
export type SourceColorType = 'l8' | 'la8' | 'rgb8' | 'rgba8' | 'l16' | 'la16' | 'rgb16' | 'rgba16';
export type SourceImageUnavailableReason = 'source_unavailable' | 'invalid_data_uri' | 'unsupported_container' | 'decode_failed' | 'resource_limit';

export interface SourceImageDecoded {
  readonly colorType: SourceColorType;
  readonly channelCount: 1 | 2 | 3 | 4;
  readonly width: number;
  readonly height: number;
}

export interface SourceImage {
  readonly index: number;
  readonly name?: string;
  readonly sourceKind: SourceImageKind;
  /** The MIME type the source declares (authored text, not proof of the payload). */
  readonly declaredMimeType?: string;
  /** Container detected from the payload bytes. */
  readonly detectedContainer?: SourceImageContainer;
  /** Present exactly when the image decoded (then `unavailableReason` is absent). */
  readonly decoded?: SourceImageDecoded;
  /** First ≤ 16 bytes, lowercase hex: only for a non-empty payload of an unsupported container. */
  readonly leadingMagicHex?: string;
  readonly unavailableReason?: SourceImageUnavailableReason;
}

/**
 * The core source-resource domain the loader inspected completely: material texture bindings
 * (index-aligned with `SourceDocument.materials`), textures and images. Absent when the loader
 * cannot provide it.
 */
export interface SourceMaterialResources {
  readonly materialBindings: readonly (readonly SourceTextureBinding[])[];
  readonly textures: readonly SourceTexture[];
  readonly images: readonly SourceImage[];
}

export interface SourceDocument {
  readonly format: SourceFormat;
  readonly input: InputIdentity;
  readonly nodes: readonly SourceNode[];
  readonly scenes: readonly SourceScene[];
  readonly defaultScene?: number;
  readonly skins: readonly SourceSkin[];
  readonly meshes: readonly SourceMesh[];
  readonly materials: readonly SourceMaterial[];
  readonly animations: readonly SourceAnimation[];
  readonly extensionsUsed: readonly string[];
  readonly extensionsRequired: readonly string[];
  readonly dependencies: DependencyClosure;
  /** Mesh/skin payload access; absent when the loader cannot decode payloads. */
  readonly geometry?: SourceGeometryReader;
  /** Material/texture/image inventory; absent when the loader cannot provide it. */
  readonly materialResources?: SourceMaterialResources;
  /**
   * Problems the loader recorded without refusing the file (unsupported channel targets,
   * unknown extensions…). Display text only.
   */
  readonly notices: readonly string[];
  /** FBX-only raw source facts (unit, basis, timing, stacks, resources, transform paths); FBX loads only. */
  readonly fbx?: FbxSourceFacts;
  /**
   * The file's own units, for a loader that converts only units (its axes are the model's own):
   * `pose --space source` divides world translations by `metresPerUnit`. Absent when the file is
   * already in metres (glTF) or the source pose has its own evaluator (FBX).
   */
  readonly sourceSpace?: SourceSpace;
}

/** A source's unit and its (model-identical) axes, as `pose` reports them in `source_space`. */
export interface SourceSpace {
  readonly metresPerUnit: number;
  /**
   * Set for a 2D rig (Spine): what users call one source unit (`px`). Text output shows lengths in
   * it next to metres, and 3D-only checks (`CheckMeta.only3d`) do not apply.
   */
  readonly planarUnit?: string;
  readonly up: FbxSignedAxis;
  readonly front: FbxSignedAxis;
  readonly coord: FbxSignedAxis;
}

/** An FBX axis with its sign, as GlobalSettings declares it (`+x`, `-y`…). */
export type FbxSignedAxis = '+x' | '-x' | '+y' | '-y' | '+z' | '-z';

/** A non-negative rational as two decimal integer strings (exact; `denominator` ≥ 1, reduced). */
export interface ExactRational {
  readonly numerator: string;
  readonly denominator: string;
}

/**
 * Facts an FBX file states before normalisation, for rules that reason about the source (engine
 * clip-boundary and root-motion predictions). Times are KTime ticks (46,186,158,000 per second)
 * written as decimal integer strings so they stay exact; seconds are for display.
 */
export interface FbxSourceFacts {
  readonly encoding: 'binary' | 'ascii';
  /** FBX version, e.g. 7400, 6100. */
  readonly version: number;
  readonly creator: string | null;
  readonly unit: {
    /** Centimetres per file unit as read (1 = cm, 100 = m); 1 when the file is silent. */
    readonly unitScaleFactor: number;
    readonly originalUnitScaleFactor: number;
    /** Metres per file unit the loader applied (`unitScaleFactor / 100`). */
    readonly metresPerUnit: number;
    /** False when the file gave no UnitScaleFactor (the FBX default was used). */
    readonly declared: boolean;
  };
  readonly basis: {
    readonly up: FbxSignedAxis;
    readonly front: FbxSignedAxis;
    readonly coord: FbxSignedAxis;
    /** `right` when coord × up = front. */
    readonly handedness: 'right' | 'left';
    /** False when any of the six axis entries was absent (FBX defaults used). */
    readonly declared: boolean;
    /** The loader's target: right-handed, +Y up, +Z front, +X right (as ufbx's Y-up axes). */
    readonly normalizedTo: { readonly up: '+y'; readonly front: '+z'; readonly coord: '+x' };
  };
  readonly time: {
    /** GlobalSettings `TimeMode` (FbxTime::EMode 0…18) and its SDK name. */
    readonly timeMode: number;
    readonly timeModeName: string;
    readonly customFrameRate: number | null;
    /** Exact frames per second of the grid the clips were sampled on. */
    readonly frameRate: ExactRational;
    readonly frameRateHz: number;
    /** Exact KTime ticks per frame (`46186158000 / frameRate`). */
    readonly framePeriodTicks: ExactRational;
    readonly framePeriodSeconds: number;
    /**
     * Where the rate came from: the TimeMode table, CustomFrameRate (mode 14), or the loader's
     * fallback (30 fps, the FBX SDK default mode) when the file says TimeMode 0 or nothing.
     */
    readonly frameRateSource: 'time_mode' | 'custom_frame_rate' | 'default_fallback';
    /** GlobalSettings TimeSpanStart/Stop, ticks; null when absent. */
    readonly timeSpanStartTicks: string | null;
    readonly timeSpanStopTicks: string | null;
  };
  /** Animation stacks in file order; `clip` is the AnimDocument clip index built from it. */
  readonly stacks: readonly FbxStackFacts[];
  /** FBX 6 takes as declared (empty for FBX 7); animation the document layer decodes from them is in `stacks`. */
  readonly legacyTakes: readonly { readonly name: string; readonly animatedObjectCount: number }[];
  readonly resources: readonly FbxResourceDeclaration[];
  readonly transformPaths: FbxTransformPathInventory;
  /** Index-aligned with `SourceDocument.meshes` (one per Model that carries geometry). */
  readonly meshes: readonly FbxMeshFacts[];
  /** Index-aligned with `SourceDocument.skins` (one per Skin deformer). */
  readonly skins: readonly FbxSkinFacts[];
  readonly bindPoses: readonly FbxBindPoseFacts[];
}

export interface FbxMeshFacts {
  readonly mesh: number;
  readonly node: number;
  /** The Geometry object id, decimal (FBX 6: the Model's own id; its geometry is inline). */
  readonly geometryId: string;
  readonly controlPointCount: number;
  readonly polygonCount: number;
  readonly polygonVertexCount: number;
  /** Material indices connected to the node, in connection order. */
  readonly materials: readonly number[];
  /** LayerElementMaterial `MappingInformationType` (`AllSame`, `ByPolygon`…), null when absent. */
  readonly materialMapping: string | null;
  /** Stable codes: `vertices_not_triples`, `polygon_index_out_of_range`, `unterminated_polygon`. */
  readonly problems: readonly string[];
}

export interface FbxSkinFacts {
  readonly skin: number;
  readonly objectId: string;
  readonly name: string;
  /** Meshes this skin deforms. */
  readonly meshes: readonly number[];
  /** `SkinningType` (`Linear`, `DualQuaternion`…), null when absent. */
  readonly skinningType: string | null;
  readonly clusters: readonly FbxClusterFacts[];
  /** Most non-zero influences on one control point, over all clusters. */
  readonly maxInfluences: number;
}

export interface FbxClusterFacts {
  readonly objectId: string;
  readonly name: string;
  /** Joint slot in the skin and the linked node; absent when the cluster links no Model. */
  readonly joint?: number;
  readonly node?: number;
  /** `Mode` as written (`Normalize`, `Additive`, `TotalOne`); `Normalize` when absent. */
  readonly linkMode: string;
  readonly linkModeDeclared: boolean;
  readonly influenceCount: number;
  /**
   * Stable codes: `indexes_weights_length_mismatch`, `index_out_of_range`, `transform_missing`,
   * `transform_link_missing`, `transform_link_singular`.
   */
  readonly problems: readonly string[];
}

export interface FbxBindPoseFacts {
  readonly objectId: string;
  readonly name: string;
  /** Source node indices with a PoseNode, in file order. */
  readonly nodes: readonly number[];
  /** PoseNodes naming an object that is not a Model, or no object. */
  readonly otherEntries: number;
}

export interface FbxStackFacts {
  /** Position among the file's AnimationStacks (== clip index). */
  readonly index: number;
  /** Object id, decimal. */
  readonly id: string;
  readonly name: string;
  /** Which declaration gave the time range; `none` when nothing did (the clip is empty). */
  readonly rangeSource: 'local' | 'reference' | 'keys' | 'global_time_span' | 'none';
  /** Absolute stack range in ticks (null with `none`) and in seconds. */
  readonly startTicks: string | null;
  readonly stopTicks: string | null;
  readonly startSeconds: number | null;
  readonly stopSeconds: number | null;
  /** LocalStart/LocalStop and ReferenceStart/ReferenceStop as read (ticks), null when absent. */
  readonly localStartTicks: string | null;
  readonly localStopTicks: string | null;
  readonly referenceStartTicks: string | null;
  readonly referenceStopTicks: string | null;
  /** Frames sampled (the stack start, every lattice frame after it, and the stop when off-lattice). */
  readonly sampleCount: number;
  readonly layers: readonly FbxLayerFacts[];
  /** Every (source node, FBX property) a layer of the stack drives, in node then property order. */
  readonly animatedProperties: readonly FbxAnimatedProperty[];
}

export interface FbxLayerFacts {
  readonly id: string;
  readonly name: string;
  readonly weight: number;
  readonly mute: boolean;
  readonly solo: boolean;
  /** 0 additive, 1 override, 2 override-passthrough. */
  readonly blendMode: number;
  readonly curveNodeCount: number;
  readonly curveCount: number;
  readonly keyCount: number;
}

export interface FbxAnimatedProperty {
  /** Source node index (Model), or undefined when the driven object is not a Model. */
  readonly node?: number;
  /** Driven object id, decimal. */
  readonly objectId: string;
  /** `Lcl Translation`, `Lcl Rotation`, `Visibility`… */
  readonly property: string;
  /** Channels with a curve (`X`, `Y`, `Z`…), in channel order. */
  readonly curveChannels: readonly string[];
  readonly keyCount: number;
}

/** A texture or video the file declares (the dependency closure holds what was read). */
export interface FbxResourceDeclaration {
  readonly kind: 'texture' | 'video';
  readonly objectId: string;
  readonly name: string;
  /** The relative spelling (RelativeFilename, else a relative FileName); absent when none. */
  readonly relativeFileName?: string;
  /** True when the file declared an absolute path (never reported). */
  readonly absolutePathRedacted: boolean;
  /** Video only: the file embeds the payload (`Content`). */
  readonly embedded: boolean;
  /** Index in `dependencies.resources`, when this declaration became a dependency. */
  readonly dependency?: number;
}

/**
 * Raw transform paths: each Model's `/`-joined name chain from its root, in source-node order.
 * Grammar (closed, case-sensitive, byte-exact, no escaping): segments non-empty, not `.`/`..`,
 * without `/`, backslashes, control or Unicode format characters; segment ≤ 1,024 UTF-8 bytes, path ≤ 4,096
 * bytes, ≤ 256 segments. A node whose chain breaks a rule has no path and a refusal; coverage is
 * `complete` only when every node has a path.
 */
export interface FbxTransformPathInventory {
  readonly coverage: 'complete' | 'partial';
  readonly limits: { readonly segmentBytes: 1024; readonly pathBytes: 4096; readonly segments: 256 };
  readonly entries: readonly FbxTransformPathEntry[];
}

export type FbxPathRefusal =
  | 'empty_segment'
  | 'dot_segment'
  | 'separator_in_name'
  | 'backslash'
  | 'control_character'
  | 'format_character'
  | 'segment_too_long'
  | 'path_too_long'
  | 'too_many_segments';

export interface FbxTransformPathEntry {
  readonly node: number;
  /** Object id, decimal. */
  readonly objectId: string;
  readonly path?: string;
  readonly refusal?: FbxPathRefusal;
}
