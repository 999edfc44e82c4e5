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
  OutputV19PredictionProvenance,
  OutputV19ProfileSelection,
  OutputV19ResolvedSetting,
  OutputV19SourceFormat,
} from '../generated/wire-types.js';

export const IMPORT_ADVICE_COMMAND = 'generate-import-advice';

export type AdviceState = EngineImportAdviceV1['state'];
export type MeasurementStatus = EngineImportAdviceV1ClipEvidence['duration_s_availability'];
export type MovementOwnerName = NonNullable<EngineImportAdviceV1ClipEvidence['movement_owner_xz']>;
export type LoopEndpointModeName = NonNullable<EngineImportAdviceV1ClipEvidence['loop_endpoint_mode']>;
export type SettingOriginName = OutputV19ResolvedSetting['origin'];
export type AdviceSourceFormat = OutputV19SourceFormat;
export type ProfileTuple = OutputV19ProfileSelection;
export type ResolvedSettingWire = OutputV19ResolvedSetting;
/** The embedded prediction provenance (the output v19 record) both revisions restate. */
export type AdviceProvenanceView = OutputV19PredictionProvenance;

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
export type DependencyClosureState = ImportAdviceV2Basis['dependency_closure'];
/** What a V2 projection is grounded in, restated from the same-load provenance. */
export type ImportAdviceV2Basis = EngineImportAdviceV2['basis'];

/**
 * One native importer parameter as the producer builds it and the V2 reader recomputes it: the
 * schema closes each target's keys and value types, which the reader checks by comparing with the
 * parameters the materialised settings project (a key outside the target's is an ajv refusal).
 */
export interface NativeParameter {
  key: string;
  value: boolean | number | string;
  setting: string;
  origin: SettingOriginName;
}

export interface NativeClipParameters {
  source_clip_index: number;
  normalized_clip_index: number;
  normalized_clip_name: string;
  parameters: NativeParameter[];
}

export interface ImportAdviceProjectionV2 {
  /** The engine-side object the keys belong to (`ModelImporter`, `UFbxAnimSequenceImportData`). */
  target: string;
  document: NativeParameter[];
  clips: NativeClipParameters[];
}

/**
 * The V2 document with the projection as the producer builds it (see `NativeParameter`); every
 * other member is the generated type's. A type alias, so it is assignable to index-signature
 * document types.
 */
export type ImportAdviceV2Document = Omit<EngineImportAdviceV2, 'projection'> & {
  projection?: ImportAdviceProjectionV2;
};

export type ImportAdviceDocument = ImportAdviceV1Document | ImportAdviceV2Document;
