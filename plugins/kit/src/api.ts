/**
 * The plugin-facing side of `generate import-advice`. An engine plugin describes, per exact
 * profile tuple, how the profile's materialised settings become importer advice (its
 * "projector"); this kit assembles everything engine-neutral around it — clip rows, lifecycle,
 * identity, views — in `defineImportAdviceGenerator`.
 */
import type {
  ClipAdviceRow,
  ImportAdvicePayloadV1,
  ImportAdviceProjectionV2,
  ImportAdviceV1RefusalReason,
} from '@animsmith/schemas';
import type { EngineProfileIdentity, PredictionProvenance, SourceFormat } from '@animsmith/cli/plugin';

/** What a projector sees: the exact tuple, the same-load provenance, and the bound clip rows. */
export interface ImportAdviceContext {
  readonly profile: EngineProfileIdentity;
  readonly provenance: PredictionProvenance;
  /** Source-order clip rows, each bound to one normalised clip; empty when clip evidence refused. */
  readonly clips: readonly ClipAdviceRow[];
}

/**
 * V1 projector result. `refusal` is `profile_settings_unmodeled` for a revision without a setting
 * vocabulary, `clip_identity_mismatch` when the materialised clip settings do not line up with
 * the bound clip rows; whenever the document refuses, its payload carries no clip rows.
 */
export interface ImportAdviceV1Projection {
  readonly payload: ImportAdvicePayloadV1;
  readonly refusal?: Extract<ImportAdviceV1RefusalReason, 'profile_settings_unmodeled' | 'clip_identity_mismatch'>;
}

interface ProjectorBase {
  /** The exact profile tuple this projector belongs to. */
  readonly tuple: EngineProfileIdentity;
  /** Source formats the projection is defined for; any other input is an operator error. */
  readonly formats: readonly SourceFormat[];
}

export interface ImportAdviceV1Projector extends ProjectorBase {
  readonly contract: 1;
  /** Whether V1 needs bound clip rows (a modeled clip-setting vocabulary); unmodeled profiles refuse before any clip work. */
  readonly needsClips: boolean;
  project(context: ImportAdviceContext): ImportAdviceV1Projection;
}

export interface ImportAdviceV2Projector extends ProjectorBase {
  readonly contract: 2;
  readonly needsClips: boolean;
  /** The native parameters of the materialised settings; called only under a complete closure. */
  project(context: ImportAdviceContext): ImportAdviceProjectionV2;
}

export type ImportAdviceProjector = ImportAdviceV1Projector | ImportAdviceV2Projector;

/** Identity helper that types a projector. */
export function defineImportAdviceProjector<T extends ImportAdviceProjector>(projector: T): T {
  return projector;
}

/** A projection that cannot be made from the materialised settings (a configuration error, exit 2). */
export class ImportAdviceSettingsError extends Error {
  override readonly name = 'ImportAdviceSettingsError';
}
