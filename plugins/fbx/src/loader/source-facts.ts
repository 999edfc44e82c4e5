/**
 * `SourceDocument.fbx`: what the file declares about units, axes, time, stacks, resources and
 * transform paths, before normalisation (see `FbxSourceFacts` in model/source-document.ts).
 */
import type {
  FbxBindPoseFacts,
  FbxMeshFacts,
  FbxResourceDeclaration,
  FbxSkinFacts,
  FbxSourceFacts,
  FbxStackFacts,
  FbxTransformPathInventory,
} from '@animsmith/cli/plugin';
import type { FbxDocument } from '../document.js';
import { signedAxis, handedness, type NormalizingBasis } from './basis.js';
import { framePeriodTicks, rationalText, type FrameGrid } from './frame-grid.js';

export interface FbxFactsInput {
  readonly document: FbxDocument;
  readonly basis: NormalizingBasis;
  readonly grid: FrameGrid;
  readonly stacks: readonly FbxStackFacts[];
  readonly resources: readonly FbxResourceDeclaration[];
  readonly transformPaths: FbxTransformPathInventory;
  readonly meshes: readonly FbxMeshFacts[];
  readonly skins: readonly FbxSkinFacts[];
  readonly bindPoses: readonly FbxBindPoseFacts[];
}

const AXIS_ENTRIES = ['UpAxis', 'UpAxisSign', 'FrontAxis', 'FrontAxisSign', 'CoordAxis', 'CoordAxisSign'];

export function fbxSourceFacts(input: FbxFactsInput): FbxSourceFacts {
  const { document, grid } = input;
  const g = document.globalSettings;
  const period = framePeriodTicks(grid);
  const fps = Number(grid.fpsNumerator) / Number(grid.fpsDenominator);
  return {
    encoding: document.encoding,
    version: document.version,
    creator: document.creator,
    unit: {
      unitScaleFactor: g.unitScaleFactor,
      originalUnitScaleFactor: g.originalUnitScaleFactor,
      metresPerUnit: input.basis.metresPerUnit,
      declared: !g.defaulted.includes('UnitScaleFactor'),
    },
    basis: {
      up: signedAxis(g.upAxis, g.upAxisSign),
      front: signedAxis(g.frontAxis, g.frontAxisSign),
      coord: signedAxis(g.coordAxis, g.coordAxisSign),
      handedness: handedness(g) > 0 ? 'right' : 'left',
      declared: AXIS_ENTRIES.every((name) => !g.defaulted.includes(name)),
      normalizedTo: { up: '+y', front: '+z', coord: '+x' },
    },
    time: {
      timeMode: g.timeMode,
      timeModeName: g.timeModeInfo.sdkName,
      customFrameRate: g.customFrameRate,
      frameRate: rationalText([grid.fpsNumerator, grid.fpsDenominator]),
      frameRateHz: fps,
      framePeriodTicks: rationalText(period),
      framePeriodSeconds: 1 / fps,
      frameRateSource: grid.source,
      timeSpanStartTicks: g.timeSpanStart === null ? null : g.timeSpanStart.toString(),
      timeSpanStopTicks: g.timeSpanStop === null ? null : g.timeSpanStop.toString(),
    },
    stacks: input.stacks,
    legacyTakes:
      document.layout === 'fbx6' ? document.takes.list.map((t) => ({ name: t.name, animatedObjectCount: t.objects.length })) : [],
    resources: input.resources,
    transformPaths: input.transformPaths,
    meshes: input.meshes,
    skins: input.skins,
    bindPoses: input.bindPoses,
  };
}
