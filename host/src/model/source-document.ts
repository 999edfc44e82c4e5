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
}
