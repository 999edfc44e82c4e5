/**
 * Resolved engine settings: every setting of the selected profile, with the value in force and
 * where it came from (explicit config or the profile's default). Document settings come from
 * `[engine.settings]`; clip settings from `[clips."<selector>".engine_settings]`, overlaid like
 * every `[clips]` field (globs in key order, the exact name last). Clip rows are bounded: at most
 * `MAX_SETTINGS_CLIP_ROWS` are retained and one more is counted, so an overflow is recorded as
 * partial coverage instead of passing for a complete inventory.
 */
import type { JsonScalar } from '../../plugin-api/json.js';
import type { EngineProfileDefinition, ResolvedClipSettings, ResolvedSetting, ResolvedSettingsRecord } from '../../plugin-api/prediction.js';
import type { SettingDescriptor, SettingDomain } from '../../plugin-api/profile.js';
import { formatProfileIdentity } from '../../plugin-api/profile.js';
import type { ProjectConfig } from '../config/project-config.js';
import { applicableClipKeys, type ClipAddress } from '../config/clip-expectations.js';
import { OperatorError } from '../errors.js';
import { canonicalIdentity } from '@animsmith/schemas/canonical-json';
import { RESOLVED_SETTINGS_DOMAIN } from '@animsmith/schemas/provenance';

export const MAX_SETTINGS_CLIP_ROWS = 4096;
export { RESOLVED_SETTINGS_DOMAIN };

type RawSettings = Readonly<Record<string, unknown>>;

/** Whether `value` lies in the setting's domain (used for config values and profile defaults). */
export function domainAccepts(domain: SettingDomain, value: unknown): value is JsonScalar {
  switch (domain.kind) {
    case 'enum_or_positive_integer':
      return typeof value === 'string'
        ? domain.values.includes(value)
        : typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && (domain.maximum === undefined || value <= domain.maximum);
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
      return typeof value === 'string' && domain.values.includes(value);
    case 'string':
      return typeof value === 'string' && value.length > 0;
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (domain.minimum === undefined || value >= domain.minimum) &&
        (domain.maximum === undefined || value <= domain.maximum)
      );
  }
}

/** The domain in words (config errors and `profiles list`). */
export function describeDomain(domain: SettingDomain): string {
  switch (domain.kind) {
    case 'enum':
      return `one of ${domain.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'enum_or_positive_integer':
      return `one of ${domain.values.map((v) => JSON.stringify(v)).join(', ')} or a whole number ≥ 1${domain.maximum !== undefined ? ` ≤ ${domain.maximum}` : ''}`;
    case 'number':
      return `a finite number${domain.minimum !== undefined ? ` ≥ ${domain.minimum}` : ''}${domain.maximum !== undefined ? ` ≤ ${domain.maximum}` : ''}`;
    case 'string':
      return 'a non-empty string';
    case 'boolean':
      return 'true or false';
  }
}

/** Refuses unknown keys and ill-typed values in one settings table. */
function checkTable(profile: EngineProfileDefinition, scope: 'document' | 'clip', table: RawSettings, where: string): void {
  for (const [key, value] of Object.entries(table)) {
    const descriptor = profile.settings.find((s) => s.id === key);
    if (!descriptor || descriptor.scope !== scope) {
      const known = profile.settings.filter((s) => s.scope === scope).map((s) => s.id);
      throw new OperatorError(
        `${where}: ${formatProfileIdentity(profile)} has no ${scope} setting '${key}'${known.length ? ` (known: ${known.join(', ')})` : ' (it models none)'}`,
      );
    }
    if (!domainAccepts(descriptor.domain, value)) {
      throw new OperatorError(`${where}.${key}: expected ${describeDomain(descriptor.domain)}`);
    }
  }
}

function where(displayPath: string | undefined): string {
  return `bad config${displayPath ? ` ${displayPath}` : ''}`;
}

/**
 * Session-time validation: the document settings and every `[clips.*].engine_settings` table
 * name known settings of the right scope with values in their domains.
 */
export function validateSettingsConfig(profile: EngineProfileDefinition, config: ProjectConfig, displayPath: string | undefined): void {
  checkTable(profile, 'document', config.engine?.settings ?? {}, `${where(displayPath)}: engine.settings`);
  for (const [selector, clip] of Object.entries(config.clips ?? {})) {
    if (clip.engine_settings) checkTable(profile, 'clip', clip.engine_settings, `${where(displayPath)}: clips."${selector}".engine_settings`);
  }
}

function resolveOne(descriptor: SettingDescriptor, table: RawSettings, missing: () => string): ResolvedSetting {
  if (Object.prototype.hasOwnProperty.call(table, descriptor.id)) {
    return { id: descriptor.id, value: table[descriptor.id] as JsonScalar, origin: 'explicit_config' };
  }
  if (descriptor.default !== undefined) return { id: descriptor.id, value: descriptor.default, origin: 'profile_default' };
  throw new OperatorError(missing());
}

/** `[clips.*].engine_settings` overlaid for one clip, like every `[clips]` field. */
function clipTable(config: ProjectConfig, clip: ClipAddress): RawSettings {
  const clips = config.clips ?? {};
  const merged: Record<string, unknown> = {};
  for (const key of applicableClipKeys(Object.keys(clips), clip)) Object.assign(merged, clips[key]!.engine_settings ?? {});
  return merged;
}

/**
 * Resolves the document settings and one row per clip (source order) for the file being linted.
 * A required setting without a value is a configuration error naming the clip.
 */
export function resolveSettings(
  profile: EngineProfileDefinition,
  config: ProjectConfig,
  clips: readonly ClipAddress[],
  displayPath: string | undefined,
): ResolvedSettingsRecord {
  const byId = [...profile.settings].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const documentTable = config.engine?.settings ?? {};
  const document = byId
    .filter((s) => s.scope === 'document')
    .map((s) => resolveOne(s, documentTable, () => `${where(displayPath)}: engine.settings.${s.id} is required by ${formatProfileIdentity(profile)}`));
  const clipDescriptors = byId.filter((s) => s.scope === 'clip');
  const observed = Math.min(clips.length, MAX_SETTINGS_CLIP_ROWS + 1);
  const retained = Math.min(clips.length, MAX_SETTINGS_CLIP_ROWS);
  const rows: ResolvedClipSettings[] = [];
  for (let clip_index = 0; clip_index < retained; clip_index++) {
    const clip_name = clips[clip_index]!.name;
    const table = clipTable(config, clips[clip_index]!);
    const settings = clipDescriptors.map((s) =>
      resolveOne(s, table, () => `${where(displayPath)}: clip '${clip_name}' has no engine_settings.${s.id} (required by ${formatProfileIdentity(profile)})`),
    );
    rows.push({ clip_index, clip_name, settings });
  }
  const clip_coverage: ResolvedSettingsRecord['clip_coverage'] = {
    state: observed > retained ? 'partial' : 'complete',
    limit: MAX_SETTINGS_CLIP_ROWS,
    observed,
    retained,
  };
  const body = { document, clips: rows, clip_coverage };
  return { identity: canonicalIdentity(RESOLVED_SETTINGS_DOMAIN, body), ...body };
}
