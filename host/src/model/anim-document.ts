/**
 * The format-neutral animation model every check sees.
 *
 * Loaders (glTF, FBX, Spine) normalise their source into this shape: metres, +Y up,
 * right-handed. Source indices stay attached so findings can point back at the file.
 */

export type Vec3 = [number, number, number];
/** Quaternion as [x, y, z, w]. */
export type Quat = [number, number, number, number];

export interface RestTransform {
  readonly translation: Vec3;
  readonly rotation: Quat;
  readonly scale: Vec3;
}

/** Every source node is a bone; bones are stored parent-before-child. */
export interface Bone {
  /** Position in `AnimDocument.bones` (identity inside the model). */
  readonly index: number;
  /** Display name; never unique by contract. */
  readonly name: string;
  /** Index of the parent bone in `AnimDocument.bones`, or -1 for a root. Always < index. */
  readonly parent: number;
  readonly rest: RestTransform;
  /** Source node index (glTF node index, FBX object order…). */
  readonly sourceNode: number;
}

export type TrackProperty = 'translation' | 'rotation' | 'scale';
export const TRACK_PROPERTIES: readonly TrackProperty[] = ['translation', 'rotation', 'scale'];

export type Interpolation = 'STEP' | 'LINEAR' | 'CUBICSPLINE';

/**
 * One keyed channel on one bone property.
 *
 * `values` holds `components` numbers per key (3 for translation/scale, 4 for rotation);
 * for CUBICSPLINE it holds three elements per key in glTF order: in-tangent, value, out-tangent.
 * Values are already denormalised to floats; a malformed track keeps what could be decoded and
 * says why in `malformed`.
 */
export interface Track {
  readonly bone: number;
  readonly property: TrackProperty;
  readonly interpolation: Interpolation;
  /** Whether the source spelled the interpolation out (glTF defaults an absent one to LINEAR). */
  readonly interpolationDeclared: boolean;
  readonly times: Float32Array;
  readonly values: Float32Array;
  readonly components: 3 | 4;
  /** Where the track came from, for findings and source facts. */
  readonly source: { readonly animation: number; readonly channel: number };
  /** Set when the storage is structurally wrong (count mismatch…); such tracks are not sampled. */
  readonly malformed?: string;
  /**
   * Set (with `malformed` saying where) when the key data could not be read at all, e.g. its
   * external buffer is missing: `times` and `values` are then empty. Checks report such a track
   * as a coverage gap, never as a pass or a finding.
   */
  readonly unreadable?: TrackUnreadableReason;
  /**
   * Set when `times`/`values` are dense samples the loader baked on the file's frame grid (FBX,
   * whose curves are per component, per key interpolated and pass through pivots and layers) rather
   * than the source's own keys. Sampling reads the dense samples; checks that judge keys read
   * `authoredTrack(track)`, which shows these authored keys instead.
   */
  readonly authored?: AuthoredKeys;
}

/** How one authored key interpolates toward the next (FBX keys carry their own). */
export type KeyInterpolation = 'constant' | 'linear' | 'cubic';

/** The keys a baked track's source curves hold. */
export interface AuthoredKeys {
  /**
   * Clip seconds of each key: the union of the track's component curves' key times (ticks) inside
   * the clip's range. Empty for a track that no curve of its own drives (it moves only because an
   * animated pivot, offset or parent reaches it): the track exists for sampling, not as keys.
   */
  readonly times: Float32Array;
  /** The track's local value at each key, `components` per key. */
  readonly values: Float32Array;
  /** Each key's interpolation toward the next (the first component curve with a key at that time). */
  readonly interpolations: readonly KeyInterpolation[];
}

/**
 * `payload_unavailable`: the key data's buffer is not available in this load;
 * `sample_budget_exceeded`: the clip is too long to bake on its frame grid within the load's
 * sampling budget (FBX), so it was not sampled.
 */
export type TrackUnreadableReason = 'payload_unavailable' | 'sample_budget_exceeded';

export interface Clip {
  /** Source animation index. */
  readonly index: number;
  /**
   * The clip's name. A loader gives its authored name (or a fallback label); the run services
   * normalize the document so every clip's name is its own (`walk`, `walk#1`: `model/clip-names.ts`),
   * and that normalized name is what checks, measurements and views key by.
   */
  readonly name: string;
  /**
   * Set by normalization on every clip whose loader name several clips share: that name. `name` is
   * then the name itself (the first such clip) or it with `#<ordinal>`.
   */
  readonly sharedName?: string;
  /**
   * Clip duration in seconds: the largest finite key time over all the source's channels of this
   * clip, including channels that are not bone tracks (morph weights, pointers); 0 without keys.
   */
  readonly duration: number;
  /** Set when some channel's key times could not be read, so `duration` covers only the rest. */
  readonly durationUnavailable?: TrackUnreadableReason;
  readonly tracks: readonly Track[];
  /**
   * Seconds (clip time: 0 is the clip start) of the first and last authored key over all the
   * clip's curves, when the loader knows them apart from the clip range (FBX stacks declare their
   * range separately from their keys). Absent when the clip's range is its keys (glTF, Spine).
   */
  readonly keyRange?: ClipKeyRange;
}

/** A clip's authored key span, next to its range [0, duration]. */
export interface ClipKeyRange {
  readonly first: number;
  readonly last: number;
  /** Authored keys over all curves, including those outside the clip's range. */
  readonly keyCount: number;
  /** How many of them lie outside the clip's range (before 0 or after `duration`): not played. */
  readonly outsideCount: number;
}

export interface AnimDocument {
  readonly bones: readonly Bone[];
  readonly clips: readonly Clip[];
}

/** Number of stored elements per key for a track (3 for CUBICSPLINE: in, value, out). */
export function elementsPerKey(track: Track): 1 | 3 {
  return track.interpolation === 'CUBICSPLINE' ? 3 : 1;
}

/** Index in `values` where key `k`'s value (the spline vertex for CUBICSPLINE) starts. */
export function keyOffset(track: Track, k: number): number {
  return track.interpolation === 'CUBICSPLINE' ? (3 * k + 1) * track.components : k * track.components;
}

/** The value of key `k` (the spline vertex for CUBICSPLINE), copied into a plain array. */
export function keyValue(track: Track, k: number): number[] {
  // A plain loop: typed-array views and iterator copies cost more than the checks themselves.
  const start = keyOffset(track, k);
  const out = new Array<number>(track.components);
  for (let c = 0; c < track.components; c++) out[c] = track.values[start + c]!;
  return out;
}

/** Key count the values array actually supports for this track's times. */
export function valueKeyCount(track: Track): number {
  return Math.floor(track.values.length / (track.components * elementsPerKey(track)));
}

/**
 * The track as its source authored it: itself, or for a baked track (`authored` set) the same
 * track showing its authored keys (LINEAR, or STEP when every key holds its value) in place of the
 * dense samples. Checks that judge keys and key counts read this.
 */
export function authoredTrack(track: Track): Track {
  const keys = track.authored;
  if (keys === undefined) return track;
  const stepped = keys.interpolations.length > 0 && keys.interpolations.every((i) => i === 'constant');
  return { ...track, times: keys.times, values: keys.values, interpolation: stepped ? 'STEP' : 'LINEAR', authored: undefined };
}
