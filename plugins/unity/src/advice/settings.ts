/**
 * Reading Unity's materialised settings out of the same-load provenance. A document setting the
 * projection needs but the provenance lacks is a configuration error (exit 2), never a default.
 */
import { type PredictionProvenance, type ResolvedSetting } from '@animsmith/cli/plugin';
import { ImportAdviceSettingsError } from '@animsmith/engine-kit';
import { AXIS_SETTINGS } from '../settings.js';

/** Unity 6000.3 document setting ids (the profile's vocabulary, `../settings.ts`) the advice projects. */
export const CONVERT_UNITS = 'convert_units';
export const BAKE_AXIS_CONVERSION = 'bake_axis_conversion';
export const ROOT_MOTION_SOURCE = 'root_motion_source';
/** Per-clip root settings in the order Unity's clip inspector lists their locks. */
export const CLIP_ROOT_SETTINGS = [AXIS_SETTINGS.yaw, AXIS_SETTINGS.y, AXIS_SETTINGS.xz] as const;
export type ClipRootSetting = (typeof CLIP_ROOT_SETTINGS)[number];

export function documentSetting(provenance: PredictionProvenance, id: string): ResolvedSetting {
  const found = provenance.settings.document.find((s) => s.id === id);
  if (!found) throw new ImportAdviceSettingsError(`the materialised settings lack ${id}`);
  return found;
}

export function booleanSetting(provenance: PredictionProvenance, id: string): boolean {
  const { value } = documentSetting(provenance, id);
  if (typeof value !== 'boolean') throw new ImportAdviceSettingsError(`${id} must be a boolean, got ${JSON.stringify(value)}`);
  return value;
}

export function pathSetting(provenance: PredictionProvenance, id: string): string {
  const { value } = documentSetting(provenance, id);
  if (typeof value !== 'string' || value === '') throw new ImportAdviceSettingsError(`${id} must be a non-empty transform path`);
  return value;
}

/**
 * The root settings of normalised clip `index` named `name`: exactly one materialised row, each
 * lock `bake` or `extract`. Undefined when the rows do not line up (the advice then refuses).
 */
export function clipRootSettings(
  provenance: PredictionProvenance,
  index: number,
  name: string,
): Readonly<Record<ClipRootSetting, ResolvedSetting & { value: 'bake' | 'extract' }>> | undefined {
  const rows = provenance.settings.clips.filter((row) => row.clip_index === index);
  if (rows.length !== 1 || rows[0]!.clip_name !== name) return undefined;
  const out: Partial<Record<ClipRootSetting, ResolvedSetting & { value: 'bake' | 'extract' }>> = {};
  for (const id of CLIP_ROOT_SETTINGS) {
    const setting = rows[0]!.settings.find((s) => s.id === id);
    if (setting?.value !== 'bake' && setting?.value !== 'extract') return undefined;
    out[id] = setting as ResolvedSetting & { value: 'bake' | 'extract' };
  }
  return out as Record<ClipRootSetting, ResolvedSetting & { value: 'bake' | 'extract' }>;
}

/** Unity's root locks keep the motion in the pose: `bake` locks (true), `extract` frees it (false). */
export function locks(value: 'bake' | 'extract'): boolean {
  return value === 'bake';
}
