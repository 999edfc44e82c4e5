/**
 * Everything a check may read about one loaded file, built once per file and shared by every
 * check, the measurements and the report.
 */
import type { AnimDocument } from '../model/anim-document.js';
import { withNormalizedClipNames } from '../model/clip-names.js';
import type { SourceDocument } from '../model/source-document.js';
import type { ClipMeasurements } from '../measure/types.js';
import type { ProjectContract } from '../plugin-api/config.js';
import type { MeasureOptions } from '../plugin-api/check.js';
import { measureDocument } from '../measure/measure-document.js';
import { createMetricGrids } from '../sample/sampler.js';
import { resolveRig, type RigSettings } from '../rig/resolve-rig.js';
import { createClipExpectationResolver, type ClipEntry } from './config/clip-expectations.js';
import { OperatorError } from './errors.js';
import type { RunServices } from './evaluate-check.js';
import type { RegisteredCheck } from './registered-check.js';

/** One input as `analyzeFile` loaded it: the path as the user typed it and its run services. */
export interface AnalyzedFile {
  readonly displayPath: string;
  readonly services: RunServices;
}

export interface ContractInputs {
  readonly rig?: RigSettings;
  /** Measurement inputs that come from check settings (stride floor, closure caps). */
  readonly measure?: MeasureOptions;
  readonly clips?: Readonly<Record<string, ClipEntry>>;
  readonly contract?: Partial<ProjectContract>;
}

export function projectContract(partial: Partial<ProjectContract> = {}): ProjectContract {
  return Object.freeze({
    requiredBones: partial.requiredBones ?? [],
    runtimeNodeSelectors: partial.runtimeNodeSelectors ?? [],
    gaitGroups: partial.gaitGroups ?? {},
    syncGroups: partial.syncGroups ?? {},
  });
}

/**
 * The measurements carry a few facts whose thresholds the project sets on a check (a check's
 * `meta.measureOptions` names the option behind each): read them from the checks' resolved
 * options so the measurement and the check judging it agree. Two checks claiming one threshold
 * would make them disagree, so that is refused.
 */
export function measureOptionsFrom(
  checks: readonly Pick<RegisteredCheck, 'id' | 'module'>[],
  options: (checkId: string) => Readonly<Record<string, unknown>> | undefined,
): MeasureOptions {
  const values: { -readonly [K in keyof MeasureOptions]: MeasureOptions[K] } = {};
  const owners = new Map<keyof MeasureOptions, string>();
  for (const check of checks) {
    const claims = check.module.meta.measureOptions ?? {};
    for (const threshold of Object.keys(claims) as (keyof MeasureOptions)[]) {
      const owner = owners.get(threshold);
      if (owner !== undefined) throw new OperatorError(`checks '${owner}' and '${check.id}' both set the measurement threshold ${threshold}`);
      owners.set(threshold, check.id);
      const value = options(check.id)?.[claims[threshold]!];
      if (typeof value === 'number') values[threshold] = value;
    }
  }
  return values;
}

/**
 * The services of one loaded document. Its clips are normalized first (`walk`, `walk#1`), so every
 * check, measurement and view keys clips by a name that is each clip's own.
 */
export function buildRunServices(loaded: AnimDocument, source: SourceDocument, contract: ContractInputs): RunServices {
  const document = withNormalizedClipNames(loaded);
  const rig = resolveRig(document.bones, contract.rig);
  const clipExpectations = createClipExpectationResolver(contract.clips ?? {}, document.clips);
  const grids = createMetricGrids(document);
  const measurements = measureDocument({ document, source, clipExpectations, rig, options: contract.measure });
  const byName = new Map<string, ClipMeasurements>(Object.entries(measurements.clips));
  return {
    document,
    source,
    rig,
    clipExpectations,
    contract: projectContract(contract.contract),
    grids,
    measurements,
    clipMeasurements: (name) => byName.get(name),
  };
}
