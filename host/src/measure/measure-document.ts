/**
 * Assembles measurements-v18 for one document from the fact families (one module each). Measures,
 * never judges; every number is finite (unavailable forms replace anything that is not).
 *
 * Clips are keyed by their normalized names (`model/clip-names.ts`: `walk`, `walk#1`), one entry
 * per clip. Keys are inserted in `compareKeys` order (UTF-16 code unit order).
 *
 * Asset families reuse the skeleton's rest world matrices: node_instances transform mesh
 * positions by them and skins compose mesh_bind_world with them. Mesh payloads are decoded only
 * when the source has meshes (through `source.geometry`).
 */
import type { AnimDocument, Clip } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';
import type { MeasureOptions } from '../plugin-api/check.js';
import type { ClipExpectations, ResolvedRig } from '../plugin-api/config.js';
import { sampleModelPoses } from '../sample/sampler.js';
import { measureClipFacts } from './clip-facts.js';
import { measureMorphWeights } from './morph-weights.js';
import { sortedRecord, type Fact } from './fact.js';
import { DEFAULT_MIN_STRIDE_STEP_M, FOOT_CYCLE_ROLES, measureFootCycle } from './foot-cycle.js';
import { measureFrameGrid } from './frame-grid.js';
import { LOOP_CONTINUITY_FRAMES, measureLoopContinuity } from './loop-continuity.js';
import { measureMaterialResources } from './materials.js';
import { measureMeshDefinitions } from './mesh-definitions.js';
import { measureNodeInstances } from './node-instances.js';
import {
  analyzeDuplicateEndpoint,
  DEFAULT_MAX_LOOP_POSITION_DELTA_M,
  DEFAULT_MAX_LOOP_ROTATION_DELTA_DEG,
  effectiveCap,
  measureLoopEndpointMode,
} from './loop-endpoint.js';
import { measureRootMotion, ROOT_MOTION_ROLES } from './root-trajectory.js';
import { measureScenes } from './scenes.js';
import { measureSkeletonNodes } from './skeleton-nodes.js';
import { measureSkins } from './skins.js';
import { MEASUREMENTS_SCHEMA, type Availability, type ClipMeasurements, type Measurements } from './types.js';

export interface MeasureInput {
  /** A document with normalized clip names (each clip's name is its own). */
  readonly document: AnimDocument;
  readonly source: SourceDocument;
  readonly clipExpectations: (clipName: string) => ClipExpectations;
  readonly rig: Pick<ResolvedRig, 'roles'>;
  readonly options?: MeasureOptions;
}

export function measureDocument(input: MeasureInput): Measurements {
  const { document, source } = input;
  const clips = sortedRecord(document.clips.map((clip, i) => [clip.name, measureClip(input, clip, i)] as const));
  const skeleton = measureSkeletonNodes(source);
  const worlds = new Map<number, readonly number[]>();
  for (const node of skeleton.nodes) if (node.rest_world_matrix !== undefined) worlds.set(node.node_index, node.rest_world_matrix);
  const meshes = measureMeshDefinitions(source);
  const instances = measureNodeInstances(source, worlds, meshes.geometry);
  const resources = measureMaterialResources(source);
  return {
    schema_version: 18,
    schema: MEASUREMENTS_SCHEMA,
    clips,
    mesh_definitions: meshes.records,
    node_instances: instances,
    // Scene aggregates need decoded geometry; a source without payload access keeps bare counts.
    scenes: measureScenes(source, source.geometry !== undefined ? instances : undefined),
    ...(source.defaultScene !== undefined ? { default_scene_index: source.defaultScene } : {}),
    skeleton_source_coverage: skeleton.coverage,
    skeleton_nodes: skeleton.nodes,
    skins: skeleton.coverage === 'complete' ? measureSkins(source, worlds) : [],
    material_resource_coverage: resources.coverage,
    material_definitions: resources.materials,
    textures: resources.textures,
    images: resources.images,
  };
}

/** `{ <name>_availability, <name>? }` for a fact, in that key order. */
function fact<K extends string, T>(name: K, f: Fact<T>): { [P in `${K}_availability`]: Availability } & { [P in K]?: T } {
  const out: Record<string, unknown> = { [`${name}_availability`]: f.availability };
  if (f.availability === 'measured') out[name] = f.value;
  return out as { [P in `${K}_availability`]: Availability } & { [P in K]?: T };
}

export function measureClip(input: MeasureInput, clip: Clip, clipIndex: number): ClipMeasurements {
  const { document, rig } = input;
  const bones = document.bones;
  const expectations = input.clipExpectations(clip.name);
  const base = measureClipFacts(document, clip);
  // Only what the facts below read is sampled: the role bones' trajectories and the loop's end frames.
  const grid = sampleModelPoses(document, clipIndex, {
    bones: [...FOOT_CYCLE_ROLES, ...ROOT_MOTION_ROLES].flatMap((role) => rig.roles[role] ?? []),
    frames: LOOP_CONTINUITY_FRAMES,
  });

  const continuity = measureLoopContinuity(bones, grid);
  const endpoint = measureLoopEndpointMode(
    expectations.loop === true,
    () => analyzeDuplicateEndpoint(clip, bones.length, true),
    continuity,
    {
      positionM: effectiveCap(
        expectations.max_loop_position_delta_m,
        effectiveCap(input.options?.loopClosurePositionM, DEFAULT_MAX_LOOP_POSITION_DELTA_M),
      ),
      rotationDeg: effectiveCap(
        expectations.max_loop_rotation_delta_deg,
        effectiveCap(input.options?.loopClosureRotationDeg, DEFAULT_MAX_LOOP_ROTATION_DELTA_DEG),
      ),
    },
  );
  const frameGrid = measureFrameGrid(clip, bones.length, base.duration_s, expectations.fps);
  const foot = measureFootCycle(grid, rig, bones.length, input.options?.minStrideStepM ?? DEFAULT_MIN_STRIDE_STEP_M);
  const root = measureRootMotion(bones, grid, rig, base.duration_s);

  return {
    ...base,
    ...measureMorphWeights(input.source, clip),
    ...fact('loop_continuity', continuity),
    ...fact('loop_endpoint_mode', endpoint),
    ...fact('frame_grid', frameGrid),
    ...fact('loop_seam_ratio', foot.loopSeamRatio),
    ...fact('gait', foot.gait),
    ...fact('root_trajectory', root.rootTrajectory),
    ...fact('speed_mps', root.speedMps),
  };
}
