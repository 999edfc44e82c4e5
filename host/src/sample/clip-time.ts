/**
 * Where a requested time lands in a clip spanning [start, end] seconds.
 *
 * Durations are reported rounded to float32 (`measure`'s `duration_s`, the model's clip
 * duration), and the rounding of an end that float32 cannot hold may lie just past it
 * (4.958333492279053 for 4.958333…). A time copied from such a report means the end, so any time
 * from the float32 rounding of the start to that of the end is inside, as is anything within
 * `slack` past the end; it is clamped to the exact bounds.
 */

/** The time `seconds` clamped to [start, end], or undefined when it lies outside the tolerance above. */
export function timeWithinClip(seconds: number, start: number, end: number, slack = 0): number | undefined {
  const lowest = Math.min(start, Math.fround(start));
  const highest = Math.max(end, Math.fround(end), end + slack);
  if (!(seconds >= lowest && seconds <= highest)) return undefined;
  return Math.min(Math.max(seconds, start), end);
}
