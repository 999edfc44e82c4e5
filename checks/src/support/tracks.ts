/**
 * Small structural facts about a track that several checks share: its bone's display name, how
 * many keys its storage really supports, and whether it is usable for classification at all.
 */
import { elementsPerKey, valueKeyCount, type AnimDocument, type Track } from '@animsmith/cli/plugin';

/** The display name of the track's bone (falls back to `#<index>` for an out-of-range bone). */
export function boneName(document: AnimDocument, track: Track): string {
  return document.bones[track.bone]?.name ?? `#${track.bone}`;
}

/**
 * A loader-baked track that no curve of its own drives (`authored` with no keys): its samples
 * move only through an animated pivot, offset or parent. Scale checks judge curves the file
 * authored, so they leave it alone.
 */
export function hasNoOwnCurve(track: Track): boolean {
  return track.authored !== undefined && track.authored.times.length === 0;
}

/** Keys present in both `times` and `values` (equal to `times.length` for a well-formed track). */
export function decodedKeyCount(track: Track): number {
  return Math.min(track.times.length, valueKeyCount(track));
}

/** Not flagged malformed, and `values` holds exactly the elements `times` calls for. */
export function isWellFormed(track: Track): boolean {
  return (
    track.malformed === undefined &&
    track.values.length === track.times.length * track.components * elementsPerKey(track)
  );
}

export function allFinite(values: ArrayLike<number>): boolean {
  for (let i = 0; i < values.length; i++) if (!Number.isFinite(values[i]!)) return false;
  return true;
}

/** Every key time finite and each strictly greater than the previous one. */
export function hasStrictlyIncreasingTimes(track: Track): boolean {
  const { times } = track;
  for (let k = 0; k < times.length; k++) {
    if (!Number.isFinite(times[k]!)) return false;
    if (k > 0 && !(times[k]! > times[k - 1]!)) return false;
  }
  return true;
}

/**
 * `scan` remembered per key-time array, for one `create` (one document). A glTF clip's tracks
 * usually share one time accessor, which the loader hands out as one array, so a check that judges
 * key times scans each array once instead of once per track. Track arrays are read-only.
 */
export function oncePerTimes(scan: (times: Float32Array) => number): (times: Float32Array) => number {
  const known = new WeakMap<Float32Array, number>();
  return (times) => {
    let result = known.get(times);
    if (result === undefined) {
      result = scan(times);
      known.set(times, result);
    }
    return result;
  };
}

/**
 * Whether a track may be classified by the shape checks (scale-keys, non-uniform-scale,
 * constant-nonunit-scale, constant-track): well formed, with at least one key, finite data and
 * strictly increasing times. Anything else is `nan`'s and `time-monotonic`'s to report; the
 * shape checks make no claim about it.
 */
export function isClassifiable(track: Track): boolean {
  return track.times.length > 0 && isWellFormed(track) && hasStrictlyIncreasingTimes(track) && allFinite(track.values);
}

/** Seconds for a message: enough digits to tell nearby keys apart, no float noise. */
export function formatSeconds(seconds: number): string {
  return Number.isFinite(seconds) ? String(Number(seconds.toFixed(4))) : String(seconds);
}

/** A metric for a message, to four significant digits. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(4))) : String(value);
}

/** Why the scale checks do not apply to 2D rigs (`CheckMeta.only3d`). */
export const SQUASH_AND_STRETCH =
  'squash and stretch: on a 2D rig, animated and non-uniform scale is a deliberate technique that 2D runtimes play as authored, and no 3D retargeter reads it';

/** `value` to `decimals` decimals for display, with anything below half a step (and -0) shown as 0. */
export function atDisplayPrecision(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toFixed(decimals));
  return String(rounded === 0 ? 0 : rounded);
}

/** Metres (or metres per second) for a message: to 0.1 mm; below that floor, 0. */
export function formatMetres(value: number): string {
  return atDisplayPrecision(value, 4);
}

/** Degrees (or degrees per second) for a message: to 0.01°; below that floor, 0. */
export function formatDegrees(value: number): string {
  return atDisplayPrecision(value, 2);
}
