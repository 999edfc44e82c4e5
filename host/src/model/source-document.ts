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
  /**
   * Problems the loader recorded without refusing the file (unsupported channel targets,
   * unknown extensions…). Display text only.
   */
  readonly notices: readonly string[];
}
