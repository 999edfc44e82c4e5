/**
 * Strict reader of engine-import-advice v2: byte cap, schema, then the rules the schema cannot
 * state. The basis must restate the embedded provenance; the lifecycle is closed against its
 * dependency closure; a projection must be exactly the documented native parameters of the
 * materialised settings, each with that setting's origin.
 */
import { IMPORT_ADVICE_V2_SCHEMA_ID } from '../ids.js';
import { adviceFail, decodeAdviceJson, IMPORT_ADVICE_MAX_BYTES, validateAdvice } from './import-advice-read.js';
import { checkAdviceIdentities, checkTextBytes, clipSettings, sameIdentity } from './import-advice-checks.js';
import { importAdviceV2Identity } from './import-advice-identity.js';
import type { ImportAdviceProjectionV2, ImportAdviceV2Document, NativeParameter, ResolvedSettingWire } from './import-advice-types.js';

type NativeValue = NativeParameter['value'];
/** A parameter as compared: the documented rows are keyed by any target's names. */
type ParameterRow = Pick<NativeParameter, 'setting' | 'origin'> & { readonly key: string; readonly value: NativeValue };
/** Documented native parameters of one setting value (`undefined`: the value has none). */
type Mapping = (value: ResolvedSettingWire['value']) => readonly (readonly [string, NativeValue])[] | undefined;

const bool =
  (key: string): Mapping =>
  (v) =>
    typeof v === 'boolean' ? [[key, v]] : undefined;
const lock =
  (key: string): Mapping =>
  (v) =>
    v === 'bake' ? [[key, true]] : v === 'extract' ? [[key, false]] : undefined;

/** The exact profile/input tuples with a V2 projection, and their documented parameters. */
const V2_TARGETS: readonly {
  tuple: { profile: string; profile_revision: number; engine_version: string; importer: string };
  format: string;
  target: string;
  document: readonly (readonly [string, Mapping])[];
  clip: readonly (readonly [string, Mapping])[];
}[] = [
  {
    tuple: { profile: 'unity-generic', profile_revision: 2, engine_version: '6000.3', importer: 'fbx-model-importer' },
    format: 'fbx',
    target: 'ModelImporter',
    document: [
      ['convert_units', bool('useFileScale')],
      ['bake_axis_conversion', bool('bakeAxisConversion')],
      ['root_motion_source', (v) => (typeof v === 'string' && v !== '' ? [['motionNodeName', v]] : undefined)],
    ],
    clip: [
      ['root_rotation', lock('lockRootRotation')],
      ['root_position_y', lock('lockRootHeightY')],
      ['root_position_xz', lock('lockRootPositionXZ')],
    ],
  },
  {
    tuple: { profile: 'unreal', profile_revision: 2, engine_version: '5.8', importer: 'fbx-importer' },
    format: 'fbx',
    target: 'UFbxAnimSequenceImportData',
    document: [
      [
        'sample_rate',
        (v) =>
          v === 'default_30'
            ? [['bUseDefaultSampleRate', true]]
            : v === 'source_determined'
              ? [['bUseDefaultSampleRate', false], ['CustomSampleRate', 0]]
              : typeof v === 'number' && Number.isInteger(v) && v > 0
                ? [['bUseDefaultSampleRate', false], ['CustomSampleRate', v]]
                : undefined,
      ],
    ],
    clip: [],
  },
];

export function readImportAdviceV2(input: string | Uint8Array, maxBytes: number = IMPORT_ADVICE_MAX_BYTES): ImportAdviceV2Document {
  return validateImportAdviceV2(decodeAdviceJson(input, maxBytes));
}

/** Identity, schema and cross-field rules of an already decoded value. */
export function validateImportAdviceV2(value: unknown): ImportAdviceV2Document {
  return validateAdvice(IMPORT_ADVICE_V2_SCHEMA_ID, value, checkImportAdviceV2);
}

/** The V2 rules beyond the schema, then the digests; expects a schema-valid document. */
export function checkImportAdviceV2(doc: ImportAdviceV2Document): void {
  checkRules(doc);
  checkAdviceIdentities(doc, importAdviceV2Identity(doc));
}

function checkRules(doc: ImportAdviceV2Document): void {
  const { basis, prediction_provenance: provenance } = doc;
  const selection = provenance.profile.selection;
  const t = basis.profile;
  if (
    t.profile !== selection.profile ||
    t.profile_revision !== selection.profile_revision ||
    t.engine_version !== selection.engine_version ||
    t.importer !== selection.importer
  ) {
    adviceFail('/basis/profile', 'differs from the provenance profile selection');
  }
  if (basis.source_format !== provenance.source_format) adviceFail('/basis/source_format', 'differs from the provenance source format');
  if (!sameIdentity(basis.provenance_identity, provenance.identity)) adviceFail('/basis/provenance_identity', 'differs from the provenance identity');
  if (basis.dependency_closure !== provenance.dependency_closure.coverage) {
    adviceFail('/basis/dependency_closure', `is ${basis.dependency_closure} but the provenance closure is ${provenance.dependency_closure.coverage}`);
  }
  const spec = V2_TARGETS.find(
    (s) =>
      s.tuple.profile === t.profile &&
      s.tuple.profile_revision === t.profile_revision &&
      s.tuple.engine_version === t.engine_version &&
      s.tuple.importer === t.importer &&
      s.format === basis.source_format,
  );
  if (!spec) adviceFail('/basis', `${t.profile} rev ${t.profile_revision} on ${basis.source_format} has no V2 projection`);
  const projection = doc.projection;
  if (!projection) return;
  if (projection.target !== spec.target) adviceFail('/projection/target', `must be ${spec.target} for ${t.profile}`);
  expectParameters('/projection/document', projection.document, expected(spec.document, provenance.settings.document, '/projection/document'));
  checkClips(projection, spec.clip, doc);
}

function checkClips(projection: ImportAdviceProjectionV2, mappings: readonly (readonly [string, Mapping])[], doc: ImportAdviceV2Document): void {
  const settings = doc.prediction_provenance.settings;
  if (mappings.length === 0) return;
  if (settings.clip_coverage.state !== 'complete') adviceFail('/projection/clips', 'the materialised clip settings are partial');
  const raw = doc.prediction_provenance.raw_source.animations;
  if (raw.coverage.state !== 'complete') adviceFail('/projection/clips', 'the raw animation inventory is partial');
  if (projection.clips.length !== settings.clips.length) {
    adviceFail('/projection/clips', `has ${projection.clips.length} rows for ${settings.clips.length} materialised clip rows`);
  }
  const bound = new Set<number>();
  projection.clips.forEach((clip, i) => {
    const at = `/projection/clips/${i}`;
    if (clip.source_clip_index !== i) adviceFail(`${at}/source_clip_index`, `must be ${i} (rows are in source order)`);
    if (bound.has(clip.normalized_clip_index)) adviceFail(`${at}/normalized_clip_index`, 'binds a normalised clip another row already binds');
    bound.add(clip.normalized_clip_index);
    checkTextBytes(`${at}/normalized_clip_name`, clip.normalized_clip_name);
    const rows = settings.clips.filter((row) => row.clip_index === clip.normalized_clip_index);
    if (rows.length === 1 && rows[0]!.clip_name !== clip.normalized_clip_name) adviceFail(`${at}/normalized_clip_name`, 'differs from its settings row');
    const resolved = clipSettings(doc.prediction_provenance, clip.normalized_clip_index, at);
    expectParameters(`${at}/parameters`, clip.parameters, expected(mappings, resolved, `${at}/parameters`));
  });
}

function expected(mappings: readonly (readonly [string, Mapping])[], settings: readonly ResolvedSettingWire[], pointer: string): ParameterRow[] {
  const out: ParameterRow[] = [];
  for (const [id, map] of mappings) {
    const setting = settings.find((s) => s.id === id);
    if (!setting) continue;
    const params = map(setting.value);
    if (!params) adviceFail(pointer, `the materialised ${id} = ${JSON.stringify(setting.value)} has no documented projection`);
    for (const [key, value] of params) out.push({ key, value, setting: id, origin: setting.origin });
  }
  return out;
}

function expectParameters(pointer: string, actual: readonly ParameterRow[], wanted: readonly ParameterRow[]): void {
  if (actual.length !== wanted.length) adviceFail(pointer, `has ${actual.length} parameters but the materialised settings project ${wanted.length}`);
  actual.forEach((p, i) => {
    const w = wanted[i]!;
    if (p.key !== w.key || p.value !== w.value || p.setting !== w.setting || p.origin !== w.origin) {
      adviceFail(`${pointer}/${i}`, `must be ${w.key} = ${JSON.stringify(w.value)} (${w.setting}, ${w.origin})`);
    }
  });
}
