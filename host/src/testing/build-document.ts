/**
 * Builds an AnimDocument in code from names instead of indices, for tests and check authors.
 * Bones are listed parent-first; tracks name their bone.
 */
import type { AnimDocument, Bone, Clip, Interpolation, Quat, Track, TrackProperty, Vec3 } from '../model/anim-document.js';

export interface BoneSpec {
  readonly name: string;
  readonly parent?: string;
  readonly translation?: Vec3;
  readonly rotation?: Quat;
  readonly scale?: Vec3;
}

export interface TrackSpec {
  readonly bone: string;
  readonly property: TrackProperty;
  readonly times: readonly number[];
  /** Flat component values; for CUBICSPLINE three elements (in, value, out) per key. */
  readonly values: readonly number[];
  readonly interpolation?: Interpolation;
}

export interface ClipSpec {
  readonly name: string;
  readonly tracks: readonly TrackSpec[];
  /** Defaults to the largest finite key time. */
  readonly duration?: number;
}

export interface DocumentSpec {
  readonly bones: readonly BoneSpec[];
  readonly clips?: readonly ClipSpec[];
}

export function buildDocument(spec: DocumentSpec): AnimDocument {
  const indexOf = new Map<string, number>();
  const bones: Bone[] = spec.bones.map((b, index) => {
    const parent = b.parent === undefined ? -1 : indexOf.get(b.parent);
    if (parent === undefined) throw new Error(`bone '${b.name}' names parent '${b.parent}' before it is defined`);
    indexOf.set(b.name, index);
    return {
      index,
      name: b.name,
      parent,
      sourceNode: index,
      rest: {
        translation: b.translation ?? [0, 0, 0],
        rotation: b.rotation ?? [0, 0, 0, 1],
        scale: b.scale ?? [1, 1, 1],
      },
    };
  });
  const clips: Clip[] = (spec.clips ?? []).map((c, clipIndex) => {
    const tracks: Track[] = c.tracks.map((t, channel) => {
      const bone = indexOf.get(t.bone);
      if (bone === undefined) throw new Error(`track names unknown bone '${t.bone}'`);
      return {
        bone,
        property: t.property,
        interpolation: t.interpolation ?? 'LINEAR',
        interpolationDeclared: t.interpolation !== undefined,
        times: Float32Array.from(t.times),
        values: Float32Array.from(t.values),
        components: t.property === 'rotation' ? 4 : 3,
        source: { animation: clipIndex, channel },
      };
    });
    const finiteTimes = c.tracks.flatMap((t) => t.times).filter(Number.isFinite);
    const duration = c.duration ?? (finiteTimes.length ? Math.max(...finiteTimes.map(Math.fround)) : 0);
    return { index: clipIndex, name: c.name, duration, tracks };
  });
  return { bones, clips };
}

/** Quaternion for a rotation of `radians` about the unit axis. */
export function axisAngle(axis: Vec3, radians: number): Quat {
  const s = Math.sin(radians / 2);
  return [axis[0] * s, axis[1] * s, axis[2] * s, Math.cos(radians / 2)];
}
