/**
 * engine-import-advice v2 for Unreal 5.8 revision 2 on FBX: the animation sample-rate setting as
 * `UFbxAnimSequenceImportData` parameters. `default_30` keeps the importer's default rate
 * (bUseDefaultSampleRate = true); `source_determined` turns it off with CustomSampleRate = 0, which
 * Unreal reads as "take the rate from the file"; a whole number of hertz is that custom rate.
 */
import { defineImportAdviceProjector, ImportAdviceSettingsError, type ImportAdviceContext, type ImportAdviceProjectionV2 } from '@animsmith/engine-kit';

/** A `UFbxAnimSequenceImportData` parameter. */
type SampleRateParameter = Extract<ImportAdviceProjectionV2, { target: 'UFbxAnimSequenceImportData' }>['document'][number];

/** The Unreal profile's sample-rate setting id. */
export const SAMPLE_RATE = 'sample_rate';

function project({ provenance }: ImportAdviceContext): ImportAdviceProjectionV2 {
  const setting = provenance.settings.document.find((s) => s.id === SAMPLE_RATE);
  if (!setting) throw new ImportAdviceSettingsError(`the materialised settings lack ${SAMPLE_RATE}`);
  const { origin, value } = setting;
  const useDefault = (on: boolean): SampleRateParameter => ({ key: 'bUseDefaultSampleRate', value: on, setting: SAMPLE_RATE, origin });
  const custom = (hertz: number): SampleRateParameter => ({ key: 'CustomSampleRate', value: hertz, setting: SAMPLE_RATE, origin });
  let document: SampleRateParameter[];
  if (value === 'default_30') document = [useDefault(true)];
  else if (value === 'source_determined') document = [useDefault(false), custom(0)];
  // CustomSampleRate is an int32 in Unreal: a fractional or non-positive rate has no projection.
  else if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 0x7fffffff) {
    document = [useDefault(false), custom(value)];
  } else throw new ImportAdviceSettingsError(`${SAMPLE_RATE} = ${JSON.stringify(value)} is not default_30, source_determined or a whole number of hertz`);
  return { target: 'UFbxAnimSequenceImportData', document, clips: [] };
}

export const unrealV2 = defineImportAdviceProjector({
  contract: 2,
  tuple: { profile: 'unreal', profile_revision: 2, engine_version: '5.8', importer: 'fbx-importer' },
  formats: ['fbx'],
  needsClips: false,
  project,
});
