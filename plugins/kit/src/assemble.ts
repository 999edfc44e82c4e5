/**
 * Builds the two advice documents in wire order from a projector's result and the engine-neutral
 * evidence. The lifecycle is decided here, once, for every engine:
 * - V1: an unmodeled profile refuses first; then refused clip evidence; then a projector that
 *   could not line settings up with the clips. Refused documents expose no clip rows.
 * - V2: closed against the same-load dependency closure — complete ⇒ available with the
 *   projection, anything else ⇒ refused `dependency_closure_incomplete` without one.
 */
import {
  IMPORT_ADVICE_COMMAND,
  IMPORT_ADVICE_V1_SCHEMA_ID,
  IMPORT_ADVICE_V2_SCHEMA_ID,
  importAdviceV1Identity,
  importAdviceV2Identity,
  type ImportAdvicePayloadV1,
  type ImportAdviceProjectionV2,
  type ImportAdviceV1Document,
  type ImportAdviceV2Basis,
  type ImportAdviceV2Document,
  type ToolIdentity,
} from '@animsmith/schemas';
import type { PredictionProvenance } from '@animsmith/cli/plugin';
import type { ImportAdviceV1Projection } from './api.js';
import type { ClipRowsOutcome } from './clip-rows.js';

function withoutClipAdvice(payload: ImportAdvicePayloadV1): ImportAdvicePayloadV1 {
  return 'clips' in payload ? { ...payload, clips: [] } : payload;
}

export function assembleImportAdviceV1(
  tool: ToolIdentity,
  provenance: PredictionProvenance,
  clips: ClipRowsOutcome,
  projection: ImportAdviceV1Projection,
): ImportAdviceV1Document {
  const reason = projection.refusal === 'profile_settings_unmodeled' ? projection.refusal : !clips.ok ? clips.reason : projection.refusal;
  const body: Omit<ImportAdviceV1Document, 'identity'> = {
    schema_version: 1,
    schema: IMPORT_ADVICE_V1_SCHEMA_ID,
    tool,
    command: IMPORT_ADVICE_COMMAND,
    prediction_provenance: provenance,
    state: reason === undefined ? 'available' : 'refused',
    ...(reason !== undefined ? { refusal_reason: reason } : {}),
    clips: reason === undefined && clips.ok ? [...clips.rows] : [],
    payload: reason === undefined ? projection.payload : withoutClipAdvice(projection.payload),
  };
  return {
    schema_version: 1,
    schema: IMPORT_ADVICE_V1_SCHEMA_ID,
    tool,
    command: IMPORT_ADVICE_COMMAND,
    identity: importAdviceV1Identity(body),
    prediction_provenance: body.prediction_provenance,
    state: body.state,
    ...(body.refusal_reason !== undefined ? { refusal_reason: body.refusal_reason } : {}),
    clips: body.clips,
    payload: body.payload,
  };
}

export function assembleImportAdviceV2(
  tool: ToolIdentity,
  provenance: PredictionProvenance,
  project: () => ImportAdviceProjectionV2,
): ImportAdviceV2Document {
  const selection = provenance.profile.selection;
  const basis: ImportAdviceV2Basis = {
    profile: {
      profile: selection.profile,
      profile_revision: selection.profile_revision,
      engine_version: selection.engine_version,
      importer: selection.importer,
    },
    source_format: provenance.source_format,
    provenance_identity: { sha256: provenance.identity.sha256, bytes: provenance.identity.bytes },
    dependency_closure: provenance.dependency_closure.coverage,
  };
  const complete = basis.dependency_closure === 'complete';
  const body: Omit<ImportAdviceV2Document, 'identity'> = {
    schema_version: 2,
    schema: IMPORT_ADVICE_V2_SCHEMA_ID,
    tool,
    command: IMPORT_ADVICE_COMMAND,
    prediction_provenance: provenance,
    basis,
    state: complete ? 'available' : 'refused',
    ...(complete ? { projection: project() } : { refusal_reason: 'dependency_closure_incomplete' as const }),
  };
  return {
    schema_version: 2,
    schema: IMPORT_ADVICE_V2_SCHEMA_ID,
    tool,
    command: IMPORT_ADVICE_COMMAND,
    identity: importAdviceV2Identity(body),
    prediction_provenance: body.prediction_provenance,
    basis,
    state: body.state,
    ...(body.refusal_reason !== undefined ? { refusal_reason: body.refusal_reason } : {}),
    ...(body.projection !== undefined ? { projection: body.projection } : {}),
  };
}
