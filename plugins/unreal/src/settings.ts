/**
 * The Unreal 5.8 FBX importer settings revision 2 models, with the importer's own defaults (an
 * omitted value is recorded with origin `profile_default`).
 *
 * `sample_rate` is the animation sample rate: `default_30` keeps the importer's default rate,
 * `source_determined` takes the rate from the file, and a whole number is a custom rate in hertz
 * (Unreal stores it as an int32, hence the bound). The conversion options are the FBX import
 * options Convert Scene, Force Front XAxis, Convert Scene Unit and Import Uniform Scale.
 */
import type { JsonScalar, SettingDescriptor } from '@animsmith/cli/plugin';
import { SOURCES } from './sources.js';

/** Largest int32: Unreal's CustomSampleRate. */
export const MAX_SAMPLE_RATE_HZ = 2_147_483_647;

function setting(id: string, domain: SettingDescriptor['domain'], value: JsonScalar, sources: readonly { id: string }[]): SettingDescriptor {
  return { id, scope: 'document', domain, default: value, sources: sources.map((s) => s.id) };
}

export function unrealSettings(): SettingDescriptor[] {
  const options = [SOURCES.fbxImportOptions, SOURCES.assetImportData];
  return [
    setting('convert_scene', { kind: 'boolean' }, true, options),
    setting('convert_scene_unit', { kind: 'boolean' }, false, options),
    setting('force_front_x_axis', { kind: 'boolean' }, false, options),
    setting('import_uniform_scale', { kind: 'number', minimum: 0 }, 1, options),
    setting(
      'sample_rate',
      { kind: 'enum_or_positive_integer', values: ['default_30', 'source_determined'], maximum: MAX_SAMPLE_RATE_HZ },
      'default_30',
      [SOURCES.fbxImportOptions, SOURCES.animSequenceImportData],
    ),
  ];
}
