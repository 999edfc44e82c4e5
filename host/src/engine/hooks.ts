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
import { OperatorError } from './errors.js';

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

/** Tells the engine that a plugin's tap threw; the tap's result is then treated as absent. */
export type IncidentSink = (plugin: string, error: unknown) => void;

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
  sink: IncidentSink,
): TapOnly<Args, R> {
  return {
    tap(fn) {
      hook.tap({ name, stage }, (...args: Args) => {
        try {
          return fn(...args) as R;
        } catch (error) {
          if (isDeliberate(error)) throw error;
          sink(name, error);
          return undefined;
        }
      });
    },
  };
}

function asyncFacade<Args extends unknown[], R>(
  hook: TappableAsync<Args, R | undefined>,
  name: string,
  stage: number,
  sink: IncidentSink,
): TapOnly<Args, R> {
  return {
    tap(fn) {
      hook.tapPromise({ name, stage }, async (...args: Args) => {
        try {
          return await fn(...args);
        } catch (error) {
          if (isDeliberate(error)) throw error;
          sink(name, error);
          return undefined;
        }
      });
    },
  };
}

/** Tap-only hooks for one plugin: every tap carries the plugin's name and stage, and is isolated. */
export function pluginHooks(hooks: AnimsmithHooks, name: string, stage: number, sink: IncidentSink): PluginHooks {
  return Object.freeze({
    loaders: asyncFacade(hooks.loaders, name, stage, sink),
    checks: syncFacade(hooks.checks, name, stage, sink),
    predictions: { for: (profileId: string) => asyncFacade(hooks.predictions.for(profileId), name, stage, sink) },
    contracts: syncFacade(hooks.contracts, name, stage, sink),
    formats: { for: (format: string) => syncFacade(hooks.formats.for(format), name, stage, sink) },
    progress: syncFacade(hooks.progress, name, stage, sink),
  });
}
