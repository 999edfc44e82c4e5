/**
 * The engine-import-advice contracts (V1 `urn:animsmith:schema:engine-import-advice:1`, V2 `…:2`)
 * as the strict readers return them and the producer builds them, named from the types generated
 * from their schemas (`generated/wire-types.ts`). Field order of construction is wire order.
 */
import type {
  EngineImportAdviceV1,
  EngineImportAdviceV1Clip,
  EngineImportAdviceV1ClipEvidence,
  EngineImportAdviceV1Payload,
  EngineImportAdviceV1SourceName,
  EngineImportAdviceV1UnityClip,
  EngineImportAdviceV2,
  OutputV19ProfileSelection,
  OutputV19ResolvedSetting,
} from '../generated/wire-types.js';

export const IMPORT_ADVICE_COMMAND = 'generate-import-advice';

export type ProfileTuple = OutputV19ProfileSelection;
export type ResolvedSettingWire = OutputV19ResolvedSetting;

/** What the source says a clip is called, kept apart from the normalised name. */
export type SourceNameObservation = EngineImportAdviceV1SourceName;
/** Project intent and measured facts retained beside one clip row; values present iff `measured`. */
export type ClipAdviceEvidence = EngineImportAdviceV1ClipEvidence;
/** One source clip bound to exactly one normalised document clip. */
export type ClipAdviceRow = EngineImportAdviceV1Clip;

// V1
export type ImportAdviceV1RefusalReason = NonNullable<EngineImportAdviceV1['refusal_reason']>;
/** Generic only: `root_motion_source` is the exact source transform path Unity's Root Motion Source names. */
export type UnityDocumentAdviceV1 = Extract<EngineImportAdviceV1Payload, { document: unknown }>['document'];
export type UnityClipAdviceV1 = EngineImportAdviceV1UnityClip;
export type ImportAdvicePayloadV1 = EngineImportAdviceV1Payload;
export type ImportAdviceV1Document = EngineImportAdviceV1;

// V2
/** What a V2 projection is grounded in, restated from the same-load provenance. */
export type ImportAdviceV2Basis = EngineImportAdviceV2['basis'];

/** The native importer parameters of one engine-side object (`ModelImporter`, `UFbxAnimSequenceImportData`). */
export type ImportAdviceProjectionV2 = NonNullable<EngineImportAdviceV2['projection']>;
/** One clip's native parameters (a `ModelImporter` projection's clip rows). */
export type NativeClipParameters = Extract<ImportAdviceProjectionV2, { target: 'ModelImporter' }>['clips'][number];
/** One native importer parameter of any target, with the profile setting it comes from and that value's origin. */
export type NativeParameter = ImportAdviceProjectionV2['document'][number] | NativeClipParameters['parameters'][number];
export type ImportAdviceV2Document = EngineImportAdviceV2;

export type ImportAdviceDocument = ImportAdviceV1Document | ImportAdviceV2Document;
