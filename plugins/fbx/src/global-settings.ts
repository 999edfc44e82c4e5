/**
 * GlobalSettings: axes, units and time.
 *
 * FBX 7 files keep them in the top-level `GlobalSettings { Properties70 }`; FBX 6 files in
 * `Objects { GlobalSettings { Properties60 } }`. A missing block or entry takes the FBX SDK's default
 * (Y up, +Z front, +X coord, unit 1 = centimetres, TimeMode 0) and is listed in `defaulted`, so a
 * rule can tell "the file says" from "the file is silent".
 *
 * Refused (FbxDocumentError): an axis outside 0…2, Up/Front/Coord axes that are not three
 * different axes, a sign other than ±1, a unit scale that is not finite and positive, a TimeMode
 * outside 0…18, TimeMode 14 (custom) without a positive CustomFrameRate.
 */
import type { FbxFile, FbxNode } from './fbx-tree.js';
import { FbxDocumentError, type WhereOf } from './document-error.js';
import { childNamed } from './node-util.js';
import { FbxPropertySet, readPropertyBlock, type FbxPropertyEntry } from './properties.js';
import { frameRateOf, timeModeInfo, TIME_MODE_CUSTOM, type FbxTimeModeInfo } from './time-mode.js';

export type FbxAxis = 0 | 1 | 2;
export type FbxSign = 1 | -1;

export interface FbxGlobalSettings {
  /** Whether the file has a GlobalSettings block at all. */
  readonly present: boolean;
  /** Path of the block (`GlobalSettings` or `Objects/GlobalSettings`). */
  readonly path: string;
  /** All entries, for anything not lifted below (`AmbientColor`, `DefaultCamera`…). */
  readonly properties: FbxPropertySet;
  /** 0 = X, 1 = Y, 2 = Z. */
  readonly upAxis: FbxAxis;
  readonly upAxisSign: FbxSign;
  readonly frontAxis: FbxAxis;
  readonly frontAxisSign: FbxSign;
  readonly coordAxis: FbxAxis;
  readonly coordAxisSign: FbxSign;
  /** `OriginalUpAxis`/`OriginalUpAxisSign` as written (exporters write -1 for "unknown"); `null` when absent. */
  readonly originalUpAxis: number | null;
  readonly originalUpAxisSign: number | null;
  /** Centimetres per file unit (1 = cm, 100 = m). */
  readonly unitScaleFactor: number;
  readonly originalUnitScaleFactor: number;
  /** `TimeMode` (FbxTime::EMode, 0…18) and its table entry. */
  readonly timeMode: number;
  readonly timeModeInfo: FbxTimeModeInfo;
  /** `CustomFrameRate` as written (often -1 when unused); `null` when absent. */
  readonly customFrameRate: number | null;
  /** Resolved frames per second: the TimeMode rate, CustomFrameRate for mode 14, `null` for mode 0. */
  readonly frameRate: number | null;
  /** `TimeSpanStart`/`TimeSpanStop` in KTime ticks; `null` when absent. */
  readonly timeSpanStart: bigint | null;
  readonly timeSpanStop: bigint | null;
  /** Names of the entries above that the file did not give (their value is the default). */
  readonly defaulted: readonly string[];
}

const AXIS_DEFAULTS: ReadonlyArray<readonly [string, number]> = [
  ['UpAxis', 1],
  ['UpAxisSign', 1],
  ['FrontAxis', 2],
  ['FrontAxisSign', 1],
  ['CoordAxis', 0],
  ['CoordAxisSign', 1],
];

/** Finds the GlobalSettings node: top level (FBX 7) or under Objects (FBX 6). */
function findGlobalSettings(file: FbxFile): { node: FbxNode; path: string } | undefined {
  const top = file.nodes.find((n) => n.name === 'GlobalSettings');
  if (top !== undefined) return { node: top, path: 'GlobalSettings' };
  const objects = file.nodes.find((n) => n.name === 'Objects');
  const nested = childNamed(objects, 'GlobalSettings');
  return nested === undefined ? undefined : { node: nested, path: 'Objects/GlobalSettings' };
}

export function readGlobalSettings(
  file: FbxFile,
  template: ReadonlyMap<string, FbxPropertyEntry>,
  where: WhereOf,
  warnings: string[],
): FbxGlobalSettings {
  const found = findGlobalSettings(file);
  const path = found?.path ?? 'GlobalSettings';
  const block = found === undefined ? undefined : (childNamed(found.node, 'Properties70') ?? childNamed(found.node, 'Properties60'));
  const own = block === undefined ? new Map<string, FbxPropertyEntry>() : readPropertyBlock(block, path, 'own', where, warnings);
  const properties = new FbxPropertySet(own, template, `${path}/${block?.name ?? 'Properties70'}`, where(found?.node));
  const defaulted: string[] = [];
  const note = (name: string): void => {
    if (!properties.has(name)) defaulted.push(name);
  };
  const fail = (name: string, reason: string): never => {
    const entry = properties.get(name);
    throw new FbxDocumentError(entry?.path ?? `${properties.ownPath}/${name}`, reason, entry?.where ?? '');
  };

  const axes: number[] = [];
  for (const [name, fallback] of AXIS_DEFAULTS) {
    note(name);
    const value = properties.enum(name, fallback);
    if (name.endsWith('Sign')) {
      if (value !== 1 && value !== -1) fail(name, `expected 1 or -1, got ${value}`);
    } else {
      if (value !== 0 && value !== 1 && value !== 2) fail(name, `expected an axis 0, 1 or 2, got ${value}`);
    }
    axes.push(value);
  }
  const [up, upSign, front, frontSign, coord, coordSign] = axes as [FbxAxis, FbxSign, FbxAxis, FbxSign, FbxAxis, FbxSign];
  if (up === front || up === coord || front === coord) {
    fail('UpAxis', `UpAxis ${up}, FrontAxis ${front} and CoordAxis ${coord} must be three different axes`);
  }

  const unit = (name: string): number => {
    note(name);
    const value = properties.number(name, 1);
    if (!(value > 0)) fail(name, `expected a positive unit scale, got ${value}`);
    return value;
  };
  const unitScaleFactor = unit('UnitScaleFactor');
  const originalUnitScaleFactor = unit('OriginalUnitScaleFactor');

  const optionalInt = (name: string): number | null => (properties.has(name) ? properties.enum(name) : null);
  const originalUpAxis = optionalInt('OriginalUpAxis');
  const originalUpAxisSign = optionalInt('OriginalUpAxisSign');

  note('TimeMode');
  const timeMode = properties.enum('TimeMode', 0);
  const info = timeModeInfo(timeMode);
  if (info === undefined) fail('TimeMode', `expected a TimeMode 0…18, got ${timeMode}`);
  note('CustomFrameRate');
  const customFrameRate = properties.has('CustomFrameRate') ? properties.number('CustomFrameRate') : null;
  const frameRate = frameRateOf(timeMode, customFrameRate);
  if (timeMode === TIME_MODE_CUSTOM && frameRate === null) {
    fail('TimeMode', `TimeMode 14 (custom) needs a positive CustomFrameRate, got ${customFrameRate ?? 'none'}`);
  }

  note('TimeSpanStart');
  note('TimeSpanStop');
  const timeSpanStart = properties.has('TimeSpanStart') ? properties.bigintTime('TimeSpanStart') : null;
  const timeSpanStop = properties.has('TimeSpanStop') ? properties.bigintTime('TimeSpanStop') : null;
  if (timeSpanStart !== null && timeSpanStop !== null && timeSpanStop < timeSpanStart) {
    warnings.push(`${properties.ownPath}/TimeSpanStop: ${timeSpanStop} is before TimeSpanStart ${timeSpanStart}`);
  }

  return {
    present: found !== undefined,
    path,
    properties,
    upAxis: up,
    upAxisSign: upSign,
    frontAxis: front,
    frontAxisSign: frontSign,
    coordAxis: coord,
    coordAxisSign: coordSign,
    originalUpAxis,
    originalUpAxisSign,
    unitScaleFactor,
    originalUnitScaleFactor,
    timeMode,
    timeModeInfo: info!,
    customFrameRate,
    frameRate,
    timeSpanStart,
    timeSpanStop,
    defaulted,
  };
}
