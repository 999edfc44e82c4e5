/** Small document builders shared by the check tests. */
import type { AnimDocument, Clip, Quat, Track } from '@animsmith/cli/plugin';
import { buildDocument, type TrackSpec } from '@animsmith/cli/testing';

/** Tracks for the `walk` clip; `bone` defaults to `hip`. */
export type TrackInput = Omit<TrackSpec, 'bone'> & { readonly bone?: string };

const BONES = [{ name: 'root' }, { name: 'hip', parent: 'root' }, { name: 'spine', parent: 'hip' }];

/** A three-bone skeleton with one clip, `walk`, holding the given tracks. */
export function walk(...tracks: TrackInput[]): AnimDocument {
  return buildDocument({
    bones: BONES,
    clips: [{ name: 'walk', tracks: tracks.map((t) => ({ bone: 'hip', ...t })) }],
  });
}

/** The same document with every track flagged malformed (as a loader would on a bad accessor). */
export function markMalformed(document: AnimDocument, reason = 'output count does not match input count'): AnimDocument {
  return {
    ...document,
    clips: document.clips.map((clip) => ({
      ...clip,
      tracks: clip.tracks.map((track): Track => ({ ...track, malformed: reason })),
    })),
  };
}

/**
 * The same document with the tracks `which` selects made unreadable, as the glTF loader leaves a
 * track whose buffer is missing: empty, flagged, and (with `timesLost`) its clip's duration unknown.
 */
export function markUnreadable(document: AnimDocument, which: (track: Track) => boolean = () => true, timesLost = false): AnimDocument {
  return {
    ...document,
    clips: document.clips.map((clip): Clip => {
      const hit = clip.tracks.some(which);
      return {
        ...clip,
        ...(hit && timesLost ? { durationUnavailable: 'payload_unavailable' as const } : {}),
        tracks: clip.tracks.map((track): Track =>
          which(track)
            ? { ...track, times: new Float32Array(0), values: new Float32Array(0), malformed: 'payload unavailable', unreadable: 'payload_unavailable' }
            : track,
        ),
      };
    }),
  };
}

/** Flattens quaternions into a values array. */
export function quats(...qs: Quat[]): number[] {
  return qs.flat();
}

export function negate(q: Quat): Quat {
  return [-q[0], -q[1], -q[2], -q[3]];
}

export const IDENTITY: Quat = [0, 0, 0, 1];

export type Vec3 = [number, number, number];

/** A LINEAR (or STEP) scale track. */
export function scale(times: number[], keys: Vec3[], interpolation: 'LINEAR' | 'STEP' = 'LINEAR'): TrackInput {
  return { property: 'scale', interpolation, times, values: keys.flat() };
}

/** A CUBICSPLINE vec3 track from (in-tangent, value, out-tangent) triples. */
export function cubic(
  property: 'scale' | 'translation',
  times: number[],
  keys: Array<readonly [Vec3, Vec3, Vec3]>,
): TrackInput {
  return { property, interpolation: 'CUBICSPLINE', times, values: keys.flatMap(([i, v, o]) => [...i, ...v, ...o]) };
}

export const ONE: Vec3 = [1, 1, 1];
export const ZERO: Vec3 = [0, 0, 0];
