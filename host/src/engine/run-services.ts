/**
 * Everything a check may read about one loaded file, built once per file and shared by every
 * check, the measurements and the report.
 */
import type { AnimDocument } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';
import type { ClipMeasurements } from '../measure/types.js';
import type { ProjectContract } from '../plugin-api/config.js';
import { measureDocument } from '../measure/measure-document.js';
import { createMetricGrids } from '../sample/sampler.js';
import { resolveRig, type RigSettings } from '../rig/resolve-rig.js';
import { createClipExpectationResolver, type ClipEntry } from './config/clip-expectations.js';
import type { RunServices } from './evaluate-check.js';

export interface ContractInputs {
  readonly rig?: RigSettings;
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

export function buildRunServices(document: AnimDocument, source: SourceDocument, contract: ContractInputs): RunServices {
  const rig = resolveRig(document.bones, contract.rig);
  const clipExpectations = createClipExpectationResolver(contract.clips ?? {});
  const grids = createMetricGrids(document);
  const measurements = measureDocument({ document, source, grids, clipExpectations, rig });
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
