/**
 * The engine's hooks. The engine owns one frozen `AnimsmithHooks` object; plugins only ever see
 * `PluginHooks`, tap-only facades that carry the plugin's name and stage.
 */
import type { AsyncSeriesBailHook, AsyncSeriesHook, HookMap, SyncBailHook, SyncHook } from 'tapable';
import type { CheckModule } from './check.js';
import type { LoadedAsset, LoadRequest } from './loader.js';
import type { EngineProfileDefinition, PredictionProvenance, PredictionRule } from './prediction.js';
import type { OutputV19 } from '@animsmith/schemas/wire-types';
import type { AnimDocument } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';

/** Tap ordering: built-ins first, then project plugins (an engine profile taps at its plugin's stage). */
export const STAGE_BUILTIN = 0;
export const STAGE_PROJECT = 200;

export interface CheckRegistrar {
  /** Registers a check under its full id (`namespace/check-id`, or a bare id for built-ins). */
  add(localId: string, check: CheckModule): void;
}

export interface ContractDeclaration {
  /** Schema identity, e.g. `urn:animsmith:schema:output:19`. */
  readonly id: string;
  /** The JSON Schema (2020-12) document with that `$id`. */
  readonly schema: Readonly<Record<string, unknown>>;
  /**
   * The strict reader: parses a whole document (bytes or text) and throws on anything the
   * contract refuses (schema, cross-field rules, digests). The host runs it on what it emits.
   */
  read(input: string | Uint8Array): unknown;
  /** The commands that emit documents of this contract, as typed (`generate addressability`). */
  readonly emittedBy: readonly string[];
}

export interface ContractRegistrar {
  add(contract: ContractDeclaration): void;
}

/**
 * One file's prediction run under the selected profile revision, handed to the taps of
 * `predictions.for(<profile id>)`. A tap contributes the rules it implements for that revision
 * (it sees every revision of its profile id, so it compares `profile`); once every tap has run,
 * the host evaluates each contributed rule through the prediction lifecycle, in catalog order.
 */
export interface PredictionRequest {
  /** The selected revision, exactly as its plugin declared it. */
  readonly profile: EngineProfileDefinition;
  readonly source: SourceDocument;
  readonly document: AnimDocument;
  /** The file's provenance under `profile`, built by the host before any tap runs. */
  readonly provenance: PredictionProvenance;
  /**
   * Contributes the rule that judges this file under `id`. The id must name a prediction check
   * of the catalog (a rule some installed profile declares in `rules`), and only one tap may
   * contribute it; otherwise the contributing tap has crashed.
   */
  rule(id: string, rule: PredictionRule): void;
}

/** One registered check as a report format may describe it (SARIF rules, annotations). */
export interface CatalogEntry {
  readonly id: string;
  readonly description: string;
  readonly defaultSeverity: 'note' | 'warning' | 'error';
  readonly url?: string;
  readonly plugin: string;
}

/** A rendered view of a result document (text, markdown…). */
export interface FormatRequest {
  readonly format: string;
  /** The output-v19 document being rendered (narrow it on `command`). */
  readonly output: OutputV19;
  /** Every registered check, in registration order. */
  readonly catalog?: readonly CatalogEntry[];
  /** Why-and-what lines for prediction reason codes, from the installed rules (`PredictionRuleMeta.reasons`). */
  readonly reasons?: Readonly<Record<string, string>>;
  /** `lint --group-by check`: a view that groups by check (the built-in text format does). */
  readonly groupBy?: 'check';
}

/**
 * A batch's progress, file by file (`index` counts from 0 of `total`). `file-done` carries the
 * bytes the load read (0 for a file that could not be loaded, or a `--cache` hit).
 */
export type ProgressEvent =
  | { readonly kind: 'file-start'; readonly path: string; readonly index: number; readonly total: number }
  | { readonly kind: 'file-done'; readonly path: string; readonly index: number; readonly total: number; readonly bytes: number };

export interface AnimsmithHooks {
  readonly loaders: AsyncSeriesBailHook<[LoadRequest], LoadedAsset | undefined>;
  readonly checks: SyncHook<[CheckRegistrar]>;
  readonly predictions: HookMap<AsyncSeriesHook<[PredictionRequest]>>;
  readonly contracts: SyncHook<[ContractRegistrar]>;
  readonly formats: HookMap<SyncBailHook<[FormatRequest], string | undefined>>;
  readonly progress: SyncHook<[ProgressEvent]>;
}

type Awaitable<T> = T | Promise<T>;

/** Tap-only view of a hook: the name and stage are fixed by the host. */
export interface TapOnly<Args extends unknown[], R> {
  tap(fn: (...args: Args) => Awaitable<R>): void;
}

export interface PluginHooks {
  readonly loaders: TapOnly<[LoadRequest], LoadedAsset | undefined>;
  readonly checks: TapOnly<[CheckRegistrar], void>;
  readonly predictions: { for(profileId: string): TapOnly<[PredictionRequest], void> };
  readonly contracts: TapOnly<[ContractRegistrar], void>;
  readonly formats: { for(format: string): TapOnly<[FormatRequest], string | undefined> };
  readonly progress: TapOnly<[ProgressEvent], void>;
}
