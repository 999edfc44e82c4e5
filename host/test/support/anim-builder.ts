/**
 * Test fixtures built in code: AnimDocuments from short specs, matching minimal SourceDocuments,
 * and a few quaternion helpers. Reusable by any host test.
 *
 *   const doc = buildDocument({
 *     bones: [{ name: 'hips' }, { name: 'spine', parent: 'hips', translation: [0, 1, 0] }],
 *     clips: [{ name: 'walk', tracks: [{ bone: 'hips', property: 'translation', times: [0, 1], values: [[0, 0, 0], [0, 0, 1]] }] }],
 *   });
 *   const source = sourceFromDocument(doc);
 */
import { syntheticSource } from '../../src/model/synthetic-source.js';
import type { AnimDocument, Bone, Clip, Interpolation, Quat, Track, TrackProperty, Vec3 } from '../../src/model/anim-document.js';
import type {
  LocalRest,
  SourceDocument,
  SourceMesh,
  SourceNode,
  SourceScene,
} from '../../src/model/source-document.js';

export interface BoneSpec {
  readonly name: string;
  /** Parent bone by name or index; omitted for a root. */
  readonly parent?: string | number;
  readonly translation?: Vec3;
  readonly rotation?: Quat;
  readonly scale?: Vec3;
  /** Defaults to the bone index. */
  readonly sourceNode?: number;
}

/** Numbers, or nested arrays of numbers (one per key, or [in, value, out] per CUBICSPLINE key). */
export type NestedNumbers = readonly (number | NestedNumbers)[];

export interface TrackSpec {
  /** Bone by name or index (an index may be out of range on purpose). */
  readonly bone: string | number;
  readonly property: TrackProperty;
  readonly times: readonly number[];
  /** Flattened in order; CUBICSPLINE keys hold in-tangent, value, out-tangent. */
  readonly values: NestedNumbers;
  /** Defaults to LINEAR (and `interpolationDeclared: false`). */
  readonly interpolation?: Interpolation;
  readonly malformed?: string;
}

export interface ClipSpec {
  readonly name: string;
  readonly tracks?: readonly TrackSpec[];
  /** Defaults to the largest finite key time (f32), 0 without keys. */
  readonly duration?: number;
}

export interface DocumentSpec {
  readonly bones: readonly BoneSpec[];
  readonly clips?: readonly ClipSpec[];
}

export function flatten(values: NestedNumbers): number[] {
  const out: number[] = [];
  const walk = (v: NestedNumbers) => {
    for (const x of v) {
      if (typeof x === 'number') out.push(x);
      else walk(x);
    }
  };
  walk(values);
  return out;
}

export function buildDocument(spec: DocumentSpec): AnimDocument {
  const indexOf = new Map<string, number>();
  const resolve = (ref: string | number, what: string): number => {
    if (typeof ref === 'number') return ref;
    const index = indexOf.get(ref);
    if (index === undefined) throw new Error(`${what} names unknown bone '${ref}'`);
    return index;
  };
  const bones: Bone[] = spec.bones.map((b, index) => {
    const parent = b.parent === undefined ? -1 : resolve(b.parent, `bone '${b.name}'`);
    if (!indexOf.has(b.name)) indexOf.set(b.name, index);
    return {
      index,
      name: b.name,
      parent,
      sourceNode: b.sourceNode ?? index,
      rest: {
        translation: b.translation ?? [0, 0, 0],
        rotation: b.rotation ?? [0, 0, 0, 1],
        scale: b.scale ?? [1, 1, 1],
      },
    };
  });
  const clips: Clip[] = (spec.clips ?? []).map((c, clipIndex) => {
    const tracks: Track[] = (c.tracks ?? []).map((t, channel) => ({
      bone: resolve(t.bone, 'track'),
      property: t.property,
      interpolation: t.interpolation ?? 'LINEAR',
      interpolationDeclared: t.interpolation !== undefined,
      times: Float32Array.from(t.times),
      values: Float32Array.from(flatten(t.values)),
      components: t.property === 'rotation' ? 4 : 3,
      source: { animation: clipIndex, channel },
      ...(t.malformed !== undefined ? { malformed: t.malformed } : {}),
    }));
    let duration = c.duration;
    if (duration === undefined) {
      duration = 0;
      for (const t of tracks) for (const x of t.times) if (Number.isFinite(x) && x > duration) duration = x;
    }
    return { index: clipIndex, name: c.name, duration, tracks };
  });
  return { bones, clips };
}

/** A minimal source: one TRS node per bone, one default scene holding the roots. */
export function sourceFromDocument(document: AnimDocument, overrides: Partial<SourceDocument> = {}): SourceDocument {
  return { ...syntheticSource(document), ...overrides };
}

export interface NodeSpec {
  readonly name?: string;
  readonly parent?: number;
  /** Defaults to the nodes naming this one as parent. */
  readonly children?: readonly number[];
  readonly translation?: Vec3;
  readonly rotation?: Quat;
  readonly scale?: Vec3;
  /** A column-major local matrix instead of TRS. */
  readonly matrix?: readonly number[];
  readonly localRest?: LocalRest;
  readonly mesh?: number;
}

/** Source nodes from short specs: node i gets index i; children default from parents. */
export function sourceNodes(specs: readonly NodeSpec[]): SourceNode[] {
  return specs.map((s, index) => ({
    index,
    ...(s.name !== undefined ? { name: s.name } : {}),
    ...(s.parent !== undefined ? { parent: s.parent } : {}),
    children: s.children ?? specs.flatMap((c, i) => (c.parent === index ? [i] : [])),
    localRest:
      s.localRest ??
      (s.matrix !== undefined
        ? { kind: 'matrix', matrix: s.matrix }
        : { kind: 'trs', translation: s.translation ?? [0, 0, 0], rotation: s.rotation ?? [0, 0, 0, 1], scale: s.scale ?? [1, 1, 1] }),
    ...(s.mesh !== undefined ? { mesh: s.mesh } : {}),
  }));
}

/** A SourceDocument with empty defaults for everything not given. */
export function buildSource(partial: Partial<SourceDocument> & { nodes?: readonly SourceNode[]; scenes?: readonly SourceScene[] }): SourceDocument {
  const meshes: SourceMesh[] = [];
  return {
    format: 'glb',
    input: { sha256: '0'.repeat(64), bytes: 0 },
    nodes: [],
    scenes: [],
    skins: [],
    meshes,
    materials: [],
    animations: [],
    extensionsUsed: [],
    extensionsRequired: [],
    dependencies: { coverage: 'complete', resources: [] },
    notices: [],
    ...partial,
  };
}

// ---------------------------------------------------------------------------------------------
// quaternion helpers

/** Quaternion for `degrees` about a unit axis. */
export function axisAngleDeg(axis: Vec3, degrees: number): Quat {
  const half = (degrees * Math.PI) / 360;
  const s = Math.sin(half);
  return [axis[0] * s, axis[1] * s, axis[2] * s, Math.cos(half)];
}

export const quatX = (degrees: number): Quat => axisAngleDeg([1, 0, 0], degrees);
export const quatY = (degrees: number): Quat => axisAngleDeg([0, 1, 0], degrees);
export const quatZ = (degrees: number): Quat => axisAngleDeg([0, 0, 1], degrees);

/** n inclusive uniform times from 0 to `duration`. */
export function uniformTimes(n: number, duration: number): number[] {
  return Array.from({ length: n }, (_, i) => (duration * i) / (n - 1));
}

/** Pose grid accessors: model position / rotation / local of a bone at a frame (as plain arrays). */
export function gridPosition(grid: { positions: Float32Array; boneCount: number }, frame: number, bone: number): number[] {
  const o = (frame * grid.boneCount + bone) * 3;
  return Array.from(grid.positions.subarray(o, o + 3));
}

export function gridRotation(grid: { rotations: Float32Array; boneCount: number }, frame: number, bone: number): number[] {
  const o = (frame * grid.boneCount + bone) * 4;
  return Array.from(grid.rotations.subarray(o, o + 4));
}

export function gridLocal(grid: { locals: Float32Array; boneCount: number }, frame: number, bone: number): number[] {
  const o = (frame * grid.boneCount + bone) * 10;
  return Array.from(grid.locals.subarray(o, o + 10));
}

/** Throws unless `actual` and `expected` have equal length and every pair is within `tolerance`. */
export function expectClose(actual: ArrayLike<number>, expected: ArrayLike<number>, tolerance = 1e-6, what = 'value'): void {
  const a = Array.from(actual);
  const e = Array.from(expected);
  const ok = a.length === e.length && a.every((x, i) => Math.abs(x - e[i]!) <= tolerance);
  if (!ok) throw new Error(`${what}: expected [${e.join(', ')}] ± ${tolerance}, got [${a.join(', ')}]`);
}
