/**
 * Which tracks the sampler and the measurements treat as structurally valid evidence.
 *
 * A track counts when the loader did not mark it malformed, its bone exists, and it has at least
 * one key whose value is actually stored. Its usable key count is the smaller of the time count
 * and the stored value count (the two agree for anything a loader did not mark malformed; the
 * minimum only guards hand-built documents against reading past the values).
 */
import { valueKeyCount, type Clip, type Track } from '../model/anim-document.js';

/** Keys of `track` that can be sampled, or 0 when the track is not structurally valid evidence. */
export function usableKeyCount(track: Track, boneCount: number): number {
  if (track.malformed !== undefined) return 0;
  if (!(track.bone >= 0 && track.bone < boneCount) || !Number.isInteger(track.bone)) return 0;
  return Math.min(track.times.length, valueKeyCount(track));
}

/** The longest usable track's key count in a clip (0 without usable tracks). */
export function longestKeyCount(clip: Clip, boneCount: number): number {
  let n = 0;
  for (const track of clip.tracks) {
    const k = usableKeyCount(track, boneCount);
    if (k > n) n = k;
  }
  return n;
}
