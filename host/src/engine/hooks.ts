/**
 * Creates the engine's frozen hook object and the tap-only facades handed to plugins.
 */
import { AsyncSeriesBailHook, AsyncSeriesHook, HookMap, SyncBailHook, SyncHook } from 'tapable';
import type {
  AnimsmithHooks,
  CheckRegistrar,
  ContractRegistrar,
  FormatRequest,
  PluginHooks,
  PredictionRequest,
  ProgressEvent,
  TapOnly,
} from '../plugin-api/hooks.js';
import type { LoadedAsset, LoadRequest } from '../plugin-api/loader.js';
import { AssetLoadError } from '../plugin-api/loader.js';
import { OperatorError, oneLine } from './errors.js';

export function createHooks(): AnimsmithHooks {
  return Object.freeze({
    loaders: new AsyncSeriesBailHook<[LoadRequest], LoadedAsset | undefined>(['request']),
    checks: new SyncHook<[CheckRegistrar]>(['registrar']),
    predictions: new HookMap(() => new AsyncSeriesHook<[PredictionRequest]>(['request'])),
    contracts: new SyncHook<[ContractRegistrar]>(['registrar']),
    formats: new HookMap(
      () => new SyncBailHook<[FormatRequest], string | undefined>(['request']),
    ),
    progress: new SyncHook<[ProgressEvent]>(['event']),
  });
}

/** Errors a plugin raises on purpose and that must reach the user unchanged. */
function isDeliberate(error: unknown): boolean {
  return error instanceof AssetLoadError || error instanceof OperatorError;
}

/**
 * A tap of a hook whose answer the host needs (a loader, a format, a prediction) threw something
 * it did not mean to. It stops the hook (no later tap answers in its place) and the host reports
 * it as that plugin's crash; the message names the plugin.
 */
export class TapCrash extends Error {
  override readonly name = 'TapCrash';
  constructor(readonly plugin: string, cause: unknown) {
    super(`plugin '${plugin}' failed: ${oneLine(cause)}`);
  }
}

/** Tells the engine that a plugin's tap threw; the tap's result is then treated as absent. */
export type IncidentSink = (plugin: string, error: unknown) => void;

/**
 * What an unexpected exception in a tap becomes: `propagate` rethrows it as a `TapCrash` (the
 * hooks that answer something), `isolate` hands it to the sink and lets the other taps run
 * (registration and notification hooks).
 */
type CrashPolicy = { readonly kind: 'propagate' } | { readonly kind: 'isolate'; readonly sink: IncidentSink };

function crashed(name: string, policy: CrashPolicy, error: unknown): undefined {
  if (isDeliberate(error)) throw error;
  if (policy.kind === 'propagate') throw new TapCrash(name, error);
  policy.sink(name, error);
  return undefined;
}

interface TappableSync<Args extends unknown[], R> {
  tap(options: { name: string; stage: number }, fn: (...args: Args) => R): void;
}
interface TappableAsync<Args extends unknown[], R> {
  tapPromise(options: { name: string; stage: number }, fn: (...args: Args) => Promise<R>): void;
}

function syncFacade<Args extends unknown[], R>(
  hook: TappableSync<Args, R | undefined>,
  name: string,
  stage: number,
  policy: CrashPolicy,
): TapOnly<Args, R> {
  return {
    tap(fn) {
      hook.tap({ name, stage }, (...args: Args) => {
        try {
          return fn(...args) as R;
        } catch (error) {
          return crashed(name, policy, error);
        }
      });
    },
  };
}

function asyncFacade<Args extends unknown[], R>(
  hook: TappableAsync<Args, R | undefined>,
  name: string,
  stage: number,
  policy: CrashPolicy,
): TapOnly<Args, R> {
  return {
    tap(fn) {
      hook.tapPromise({ name, stage }, async (...args: Args) => {
        try {
          return await fn(...args);
        } catch (error) {
          return crashed(name, policy, error);
        }
      });
    },
  };
}

/** Tap-only hooks for one plugin: every tap carries the plugin's name and stage, and its crashes are attributed. */
export function pluginHooks(hooks: AnimsmithHooks, name: string, stage: number, sink: IncidentSink): PluginHooks {
  const propagate: CrashPolicy = { kind: 'propagate' };
  const isolate: CrashPolicy = { kind: 'isolate', sink };
  return Object.freeze({
    loaders: asyncFacade(hooks.loaders, name, stage, propagate),
    checks: syncFacade(hooks.checks, name, stage, isolate),
    predictions: { for: (profileId: string) => asyncFacade(hooks.predictions.for(profileId), name, stage, propagate) },
    contracts: syncFacade(hooks.contracts, name, stage, isolate),
    formats: { for: (format: string) => syncFacade(hooks.formats.for(format), name, stage, propagate) },
    progress: syncFacade(hooks.progress, name, stage, isolate),
  });
}
