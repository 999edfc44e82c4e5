/**
 * The file's frame grid, exactly: frames per second as a rational, the frame period in KTime
 * ticks as a rational, and the sample ticks of a stack's span.
 *
 * Rates: the TimeMode table (the NTSC family as exact 1000/1001 fractions), CustomFrameRate for
 * mode 14 (the double's exact binary value), and for TimeMode 0 or a silent file a fallback of
 * 30 fps, the FBX SDK's global default mode (eFrames30; the reference tool's clips of such files
 * also came out at 30 fps). It is reported as `default_fallback` so a rule can tell.
 *
 * Samples of a span [start, stop]: the start, every lattice frame `start + k·period` up to the
 * stop (each rounded to the nearest tick, halves up, for evaluation), and the stop itself when it
 * is not on the lattice, so the clip covers the whole span.
 */
import type { ExactRational } from '@animsmith/cli/plugin';
import type { FbxGlobalSettings } from '../global-settings.js';
import { KTIME_TICKS_PER_SECOND } from '../time-mode.js';

export interface FrameGrid {
  /** Frames per second, reduced. */
  readonly fpsNumerator: bigint;
  readonly fpsDenominator: bigint;
  readonly source: 'time_mode' | 'custom_frame_rate' | 'default_fallback';
}

/** Exact rates of the TimeMode table as [numerator, denominator]; 0 and 14 have none. */
const MODE_RATES: ReadonlyMap<number, readonly [bigint, bigint]> = new Map([
  [1, [120n, 1n]],
  [2, [100n, 1n]],
  [3, [60n, 1n]],
  [4, [50n, 1n]],
  [5, [48n, 1n]],
  [6, [30n, 1n]],
  [7, [30n, 1n]],
  [8, [30000n, 1001n]],
  [9, [30000n, 1001n]],
  [10, [25n, 1n]],
  [11, [24n, 1n]],
  [12, [1000n, 1n]],
  [13, [24000n, 1001n]],
  [15, [96n, 1n]],
  [16, [72n, 1n]],
  [17, [60000n, 1001n]],
  [18, [120000n, 1001n]],
]);

const FALLBACK_FPS = 30n;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduced(numerator: bigint, denominator: bigint): [bigint, bigint] {
  const g = gcd(numerator, denominator);
  return g === 0n ? [numerator, denominator] : [numerator / g, denominator / g];
}

/** The exact value of a finite positive double as a reduced fraction. */
export function exactRationalOf(value: number): [bigint, bigint] {
  let numerator = value;
  let denominator = 1n;
  // Doubling a double is exact; at most 1074 doublings make any finite double whole.
  while (!Number.isInteger(numerator)) {
    numerator *= 2;
    denominator *= 2n;
  }
  return reduced(BigInt(numerator), denominator);
}

export function frameGridOf(g: FbxGlobalSettings): FrameGrid {
  const table = MODE_RATES.get(g.timeMode);
  if (table !== undefined) return { fpsNumerator: table[0], fpsDenominator: table[1], source: 'time_mode' };
  if (g.timeMode === 14 && g.frameRate !== null) {
    const [n, d] = exactRationalOf(g.frameRate);
    return { fpsNumerator: n, fpsDenominator: d, source: 'custom_frame_rate' };
  }
  return { fpsNumerator: FALLBACK_FPS, fpsDenominator: 1n, source: 'default_fallback' };
}

/** Each grid's frame period, reduced once: the sample lookups below run per frame and per key. */
const periods = new WeakMap<FrameGrid, readonly [bigint, bigint]>();

/** Ticks per frame as a reduced fraction [numerator, denominator]. */
export function framePeriodTicks(grid: FrameGrid): readonly [bigint, bigint] {
  let period = periods.get(grid);
  if (period === undefined) periods.set(grid, (period = reduced(KTIME_TICKS_PER_SECOND * grid.fpsDenominator, grid.fpsNumerator)));
  return period;
}

export function rationalText(pair: readonly [bigint, bigint]): ExactRational {
  return { numerator: pair[0].toString(), denominator: pair[1].toString() };
}

/** Number of samples of [start, stop] on the grid (see the module comment); 1 when start = stop. */
export function sampleCount(grid: FrameGrid, start: bigint, stop: bigint): number {
  const [p, q] = framePeriodTicks(grid);
  const span = (stop - start) * q;
  const whole = span / p;
  return Number(whole) + 1 + (span % p === 0n ? 0 : 1);
}

/** The tick of sample `k` of [start, stop] (see `sampleCount`). */
export function sampleTick(grid: FrameGrid, start: bigint, stop: bigint, k: number): bigint {
  const [p, q] = framePeriodTicks(grid);
  const exact = BigInt(k) * p;
  // start + round(k·p/q), halves up; past the stop only the off-lattice final sample can be.
  const tick = start + (2n * exact + q) / (2n * q);
  return tick > stop ? stop : tick;
}

/** Whether `tick` is one of the samples of [start, stop] (see `sampleCount`), found without listing them. */
export function isSampleTick(grid: FrameGrid, start: bigint, stop: bigint, tick: bigint): boolean {
  if (tick < start || tick > stop) return false;
  if (tick === stop) return true;
  const [p, q] = framePeriodTicks(grid);
  // The nearest lattice index, then the exact rounding sampleTick applies to it.
  const k = (2n * (tick - start) * q + p) / (2n * p);
  return sampleTick(grid, start, stop, Number(k)) === tick;
}
