/**
 * The Unity 6000.3 importer settings the profiles model. Revision 1 requires every value (no
 * defaults); Generic revision 2 adds Unity's own defaults (Convert Units on, Bake Axis Conversion
 * off, root locks off = `extract`), so an omitted value is recorded with origin `profile_default`.
 * The root motion source path never has a default.
 */
import type { JsonScalar, SettingDescriptor } from '@animsmith/cli/plugin';
import { SOURCES } from './sources.js';

const BAKE_OR_EXTRACT = { kind: 'enum', values: ['bake', 'extract'] } as const;

function setting(id: string, scope: 'document' | 'clip', domain: SettingDescriptor['domain'], sources: readonly { id: string }[], value?: JsonScalar): SettingDescriptor {
  return { id, scope, domain, ...(value !== undefined ? { default: value } : {}), sources: sources.map((s) => s.id) };
}

/** Clip axis settings: which importer lock routes each root-motion axis. */
export const AXIS_SETTINGS = { xz: 'root_position_xz', y: 'root_position_y', yaw: 'root_rotation' } as const;

export function unitySettings(options: { generic: boolean; defaults: boolean }): SettingDescriptor[] {
  const d = <T extends JsonScalar>(value: T) => (options.defaults ? value : undefined);
  const clip = [SOURCES.clipImport, SOURCES.clipAnimation];
  return [
    setting('bake_axis_conversion', 'document', { kind: 'boolean' }, [SOURCES.modelImport], d(false)),
    setting('convert_units', 'document', { kind: 'boolean' }, [SOURCES.modelImport], d(true)),
    ...(options.generic ? [setting('root_motion_source', 'document', { kind: 'string' }, [SOURCES.rigImport, SOURCES.motionNodeName])] : []),
    setting(AXIS_SETTINGS.xz, 'clip', BAKE_OR_EXTRACT, clip, d('extract')),
    setting(AXIS_SETTINGS.y, 'clip', BAKE_OR_EXTRACT, clip, d('extract')),
    setting(AXIS_SETTINGS.yaw, 'clip', BAKE_OR_EXTRACT, clip, d('extract')),
  ];
}
