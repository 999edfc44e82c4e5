/**
 * `@animsmith/engine-kit`: the engine-neutral import-advice assembly every engine plugin shares.
 * An engine plugin contributes only its projectors (`defineImportAdviceGenerator(projectors)`).
 */
export {
  defineImportAdviceProjector,
  ImportAdviceSettingsError,
  type ImportAdviceContext,
  type ImportAdviceProjector,
  type ImportAdviceV1Projection,
  type ImportAdviceV1Projector,
  type ImportAdviceV2Projector,
} from './api.js';
export { defineImportAdviceGenerator, IMPORT_ADVICE_KIND } from './generator.js';
// The strict reader verifies everything an advice document asserts; it needs no host-only facts.
export { readImportAdvice as readImportAdviceDocument } from '@animsmith/schemas';
export type {
  ClipAdviceRow,
  ImportAdviceDocument,
  ImportAdvicePayloadV1,
  ImportAdviceProjectionV2,
  NativeClipParameters,
  NativeParameter,
  UnityClipAdviceV1,
  UnityDocumentAdviceV1,
} from '@animsmith/schemas';
