/**
 * FBX time: KTime ticks and the GlobalSettings `TimeMode` enum.
 *
 * KTime counts 46,186,158,000 ticks per second (a multiple of every supported frame rate's
 * denominator). `TimeMode` is the FBX SDK's `FbxTime::EMode` numbering (0…18). The NTSC-family
 * modes use the exact 1000/1001 rates (30000/1001 ≈ 29.97, 24000/1001 ≈ 23.976, 60000/1001 ≈
 * 59.94, 120000/1001 ≈ 119.88); mode 14 takes `CustomFrameRate`; mode 0 ("default") carries no
 * rate of its own, so it resolves to `null` and the caller decides.
 */

/** KTime ticks per second. */
export const KTIME_TICKS_PER_SECOND = 46_186_158_000n;
const TICKS_PER_SECOND_NUMBER = 46_186_158_000;

/** Ticks to seconds (exact for |ticks| < 2^53, which is ~2.3 days of KTime). */
export function ticksToSeconds(ticks: bigint): number {
  const whole = ticks / KTIME_TICKS_PER_SECOND;
  const rest = ticks % KTIME_TICKS_PER_SECOND;
  return Number(whole) + Number(rest) / TICKS_PER_SECOND_NUMBER;
}

/** Seconds to the nearest tick. */
export function secondsToTicks(seconds: number): bigint {
  return BigInt(Math.round(seconds * TICKS_PER_SECOND_NUMBER));
}

export interface FbxTimeModeInfo {
  /** The `TimeMode` enum value. */
  readonly mode: number;
  /** The FBX SDK's name for it (`eFrames24`, `eNTSCDropFrame`…). */
  readonly sdkName: string;
  /** Frames per second; `null` for `eDefaultMode` (0) and `eCustom` (14, see CustomFrameRate). */
  readonly fps: number | null;
  /** Human label (`24`, `29.97 drop frame`…). */
  readonly label: string;
  /** Drop-frame timecode counting (display only: the rate is unchanged). */
  readonly dropFrame: boolean;
}

const NTSC = 1000 / 1001;

/** Every TimeMode value, indexed by mode. */
export const FBX_TIME_MODES: readonly FbxTimeModeInfo[] = Object.freeze(
  (
    [
      [0, 'eDefaultMode', null, 'default', false],
      [1, 'eFrames120', 120, '120', false],
      [2, 'eFrames100', 100, '100', false],
      [3, 'eFrames60', 60, '60', false],
      [4, 'eFrames50', 50, '50', false],
      [5, 'eFrames48', 48, '48', false],
      [6, 'eFrames30', 30, '30', false],
      [7, 'eFrames30Drop', 30, '30 drop frame', true],
      [8, 'eNTSCDropFrame', 30 * NTSC, '29.97 drop frame', true],
      [9, 'eNTSCFullFrame', 30 * NTSC, '29.97', false],
      [10, 'ePAL', 25, '25 (PAL)', false],
      [11, 'eFrames24', 24, '24', false],
      [12, 'eFrames1000', 1000, '1000', false],
      [13, 'eFilmFullFrame', 24 * NTSC, '23.976', false],
      [14, 'eCustom', null, 'custom', false],
      [15, 'eFrames96', 96, '96', false],
      [16, 'eFrames72', 72, '72', false],
      [17, 'eFrames59dot94', 60 * NTSC, '59.94', false],
      [18, 'eFrames119dot88', 120 * NTSC, '119.88', false],
    ] as const
  ).map(([mode, sdkName, fps, label, dropFrame]) => Object.freeze({ mode, sdkName, fps, label, dropFrame })),
);

export const TIME_MODE_DEFAULT = 0;
export const TIME_MODE_CUSTOM = 14;

/** The table entry for a mode, or `undefined` for a value outside 0…18. */
export function timeModeInfo(mode: number): FbxTimeModeInfo | undefined {
  return Number.isInteger(mode) ? FBX_TIME_MODES[mode] : undefined;
}

/**
 * Frames per second of a TimeMode: the table rate; for 14 (custom) `customFrameRate` when it is
 * finite and positive; otherwise (mode 0, unknown modes, a bad custom rate) `null`.
 */
export function frameRateOf(mode: number, customFrameRate: number | null): number | null {
  if (mode === TIME_MODE_CUSTOM) {
    return customFrameRate !== null && Number.isFinite(customFrameRate) && customFrameRate > 0 ? customFrameRate : null;
  }
  return timeModeInfo(mode)?.fps ?? null;
}
