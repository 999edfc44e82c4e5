/**
 * Strict reader of engine-import-advice v1: byte cap, schema, then the lifecycle and binding rules
 * the schema cannot state. Unity payloads must repeat the embedded materialised settings exactly
 * (`bake` → true, `extract` → false); refusals must agree with the evidence they cite.
 */
import { IMPORT_ADVICE_V1_SCHEMA_ID } from '../ids.js';
import { adviceFail, decodeAdviceJson, IMPORT_ADVICE_MAX_BYTES, validateAdvice } from './import-advice-read.js';
import { checkAdviceIdentities, checkClipRows, checkTextBytes, clipSettings, findSetting } from './import-advice-checks.js';
import { importAdviceV1Identity } from './import-advice-identity.js';
import type { PredictionProvenanceRecord } from '../types.js';
import type { ImportAdviceV1Document, UnityDocumentAdviceV1 } from './import-advice-types.js';

/** Which revision-1 profile each V1 payload belongs to. */
const V1_PAYLOAD_PROFILE: Readonly<Record<string, string>> = {
  'unity-generic': 'unity-generic',
  'unity-humanoid': 'unity-humanoid',
  unreal: 'unreal',
  godot: 'godot',
};

/** V1 Unity clip fields and the profile clip settings they project. */
export const UNITY_V1_CLIP_SETTINGS = [
  ['lock_root_rotation', 'root_rotation'],
  ['lock_root_height_y', 'root_position_y'],
  ['lock_root_position_xz', 'root_position_xz'],
] as const;

export function readImportAdviceV1(input: string | Uint8Array, maxBytes: number = IMPORT_ADVICE_MAX_BYTES): ImportAdviceV1Document {
  return validateImportAdviceV1(decodeAdviceJson(input, maxBytes));
}

/** Identity, schema and cross-field rules of an already decoded value. */
export function validateImportAdviceV1(value: unknown): ImportAdviceV1Document {
  return validateAdvice(IMPORT_ADVICE_V1_SCHEMA_ID, value, checkImportAdviceV1);
}

/** The V1 rules beyond the schema, then the digests; expects a schema-valid document. */
export function checkImportAdviceV1(doc: ImportAdviceV1Document): void {
  checkRules(doc);
  checkAdviceIdentities(doc, importAdviceV1Identity(doc));
}

function checkRules(doc: ImportAdviceV1Document): void {
  const provenance = doc.prediction_provenance;
  const selection = provenance.profile.selection;
  const engine = doc.payload.engine;
  if (selection.profile_revision !== 1 || V1_PAYLOAD_PROFILE[engine] !== selection.profile) {
    adviceFail('/payload/engine', `${engine} does not belong to profile ${selection.profile} rev ${selection.profile_revision}`);
  }
  if (doc.state === 'available') {
    checkClipRows(doc.clips, provenance);
    if (doc.payload.engine !== 'unity-generic' && doc.payload.engine !== 'unity-humanoid') adviceFail('/payload', 'is not a projection');
    checkUnityDocument(doc.payload.document, provenance);
    const advice = doc.payload.clips;
    if (advice.length !== doc.clips.length) adviceFail('/payload/clips', `has ${advice.length} rows for ${doc.clips.length} clips`);
    const settingRows = provenance.settings.clips.length;
    if (settingRows !== doc.clips.length) adviceFail('/prediction_provenance/settings/clips', `has ${settingRows} rows for ${doc.clips.length} clips`);
    advice.forEach((row, k) => {
      const at = `/payload/clips/${k}`;
      if (row.normalized_clip_index !== k) adviceFail(`${at}/normalized_clip_index`, `must be ${k} (normalised order)`);
      const settings = clipSettings(provenance, k, at);
      const clip = doc.clips.find((c) => c.normalized_clip_index === k)!;
      const named = provenance.settings.clips.find((s) => s.clip_index === k)!;
      if (named.clip_name !== clip.normalized_clip_name) adviceFail(at, 'is bound to a settings row of another clip name');
      for (const [field, setting] of UNITY_V1_CLIP_SETTINGS) {
        const resolved = findSetting(settings, setting);
        if (resolved?.value !== 'bake' && resolved?.value !== 'extract') adviceFail(`${at}/${field}`, `has no materialised ${setting} setting`);
        if (row[field] !== (resolved.value === 'bake')) adviceFail(`${at}/${field}`, `disagrees with ${setting} = ${resolved.value}`);
      }
    });
    return;
  }
  const reason = doc.refusal_reason!;
  const rawComplete = provenance.raw_source.animations.coverage.state === 'complete';
  if (reason === 'raw_clip_inventory_incomplete' && rawComplete) adviceFail('/refusal_reason', 'the raw animation inventory is complete');
  if (reason !== 'raw_clip_inventory_incomplete' && reason !== 'profile_settings_unmodeled' && !rawComplete) {
    adviceFail('/refusal_reason', 'the raw animation inventory is partial, so the refusal must be raw_clip_inventory_incomplete');
  }
  if (doc.payload.engine === 'unity-generic' || doc.payload.engine === 'unity-humanoid') checkUnityDocument(doc.payload.document, provenance);
}

function checkUnityDocument(document: UnityDocumentAdviceV1, provenance: PredictionProvenanceRecord): void {
  const settings = provenance.settings.document;
  for (const field of ['convert_units', 'bake_axis_conversion'] as const) {
    const resolved = findSetting(settings, field);
    if (typeof resolved?.value !== 'boolean') adviceFail(`/payload/document/${field}`, `has no materialised ${field} setting`);
    if (document[field] !== resolved.value) adviceFail(`/payload/document/${field}`, `disagrees with the materialised ${field} = ${String(resolved.value)}`);
  }
  const rootSource = findSetting(settings, 'root_motion_source');
  if (!('root_motion_source' in document)) {
    if (rootSource !== undefined) adviceFail('/payload/document', 'omits the materialised root_motion_source');
    return;
  }
  checkTextBytes('/payload/document/root_motion_source', document.root_motion_source);
  if (rootSource?.value !== document.root_motion_source) adviceFail('/payload/document/root_motion_source', 'disagrees with the materialised root_motion_source');
}
