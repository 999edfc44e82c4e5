/**
 * Everything a check may read about one loaded file, built once per file and shared by every
 * check, the measurements and the report.
 */
import type { AnimDocument } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';
import type { ClipMeasurements } from '../measure/types.js';
import type { ProjectContract } from '../plugin-api/config.js';
import { measureDocument, type MeasureOptions } from '../measure/measure-document.js';
import { createMetricGrids } from '../sample/sampler.js';
import { resolveRig, type RigSettings } from '../rig/resolve-rig.js';
import { createClipExpectationResolver, type ClipEntry } from './config/clip-expectations.js';
import type { RunServices } from './evaluate-check.js';

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
 * The measurements carry a few facts whose thresholds the project sets on a check (the seam
 * stride floor, the loop closure caps); read them from those checks' resolved options so the
 * measurement and the check judging it agree.
 */
export function measureOptionsFrom(options: (checkId: string) => Readonly<Record<string, unknown>> | undefined): MeasureOptions {
  const num = (checkId: string, key: string) => {
    const value = options(checkId)?.[key];
    return typeof value === 'number' ? value : undefined;
  };
  return {
    minStrideStepM: num('loop-seam', 'min_stride_step_m'),
    loopClosureCaps: { positionM: num('loop-closure', 'max_position_delta_m'), rotationDeg: num('loop-closure', 'max_rotation_delta_deg') },
  };
}

export function buildRunServices(document: AnimDocument, source: SourceDocument, contract: ContractInputs): RunServices {
  const rig = resolveRig(document.bones, contract.rig);
  const clipExpectations = createClipExpectationResolver(contract.clips ?? {});
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
