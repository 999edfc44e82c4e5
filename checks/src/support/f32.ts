/**
 * f32 comparison semantics. Track data is stored as f32, so a metric derived from it carries f32
 * evidence; comparing it against a decimal cap in f64 would flip findings for values authored
 * exactly at an (inclusive) cap. Both sides are quantised to f32 first.
 */

/** Whether `measured` exceeds the inclusive `cap` at f32 precision. */
export function exceedsF32Cap(measured: number, cap: number): boolean {
  return Math.fround(measured) > Math.fround(cap);
}
