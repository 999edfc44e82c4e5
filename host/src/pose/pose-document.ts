/**
 * The pose document (`animsmith pose`, pose v1): every node's world translation, rotation and
 * scale at one instant — the rest pose, or one time of one clip — in node_index order.
 *
 * The instant is sampled with the pose-grid sampler (`samplePoseAt` / `sampleRestPose`), so a
 * `--frame` pose equals that grid frame bit for bit. Translation and rotation are the sampler's f32
 * model values; scale is the column lengths of its f64 model matrix, so a mirroring sign or a
 * shear is not represented. glTF loads in metres, +Y up, and the scene roots carry no extra
 * transform, so model space is world space and the source and normalized spaces coincide. A
 * loader that converts only units (Spine: 0.01 m per unit) states them as `source.sourceSpace`,
 * and the source space divides world translations by them (rotations and scales are unitless).
 */
import { POSE_SCHEMA_ID } from '@animsmith/schemas/ids';
import type { PoseInstant, PoseNodeRecord, PoseOutputDocument } from '@animsmith/schemas';
import type { AnimDocument } from '../model/anim-document.js';
import type { InputIdentity, SourceDocument } from '../model/source-document.js';
import { PoseRequestError, type SourcePose } from '../plugin-api/source-pose.js';
import { samplePoseAt, sampleClip, sampleRestPose, type PoseAt } from '../sample/sampler.js';
import { toolIdentity } from '../output/tool.js';

export type PoseSpace = PoseOutputDocument['space'];

/** What to sample: the rest pose, a clip at a time, or a clip's pose-grid frame. */
export type PoseRequest =
  | { readonly kind: 'rest' }
  | { readonly kind: 'time'; readonly clipIndex: number; readonly seconds: number }
  | { readonly kind: 'frame'; readonly clipIndex: number; readonly frame: number };

export interface PoseInput {
  readonly path: string;
  readonly document: AnimDocument;
  readonly source: SourceDocument;
  readonly space: PoseSpace;
  readonly request: PoseRequest;
}

export function buildPoseDocument(input: PoseInput): PoseOutputDocument {
  const { document, source, request } = input;
  let pose: PoseAt;
  let instant: PoseInstant;
  if (request.kind === 'rest') {
    pose = sampleRestPose(document);
    instant = { kind: 'rest' };
  } else {
    const clip = document.clips[request.clipIndex];
    if (clip === undefined) throw new RangeError(`no clip at index ${request.clipIndex}`);
    if (request.kind === 'frame') {
      const grid = sampleClip(document, request.clipIndex);
      if (grid === undefined) throw new PoseRequestError(`clip '${clip.name}' has no pose grid (too few keys or no positive duration)`);
      if (request.frame >= grid.frameCount) {
        throw new PoseRequestError(`--frame ${request.frame} is out of range: clip '${clip.name}' has frames 0..${grid.frameCount - 1}`);
      }
      pose = samplePoseAt(document, request.clipIndex, grid.times[request.frame]!);
      instant = { kind: 'clip', clip: clip.name, time_s: pose.time!, frame: request.frame };
    } else {
      pose = samplePoseAt(document, request.clipIndex, request.seconds);
      instant = { kind: 'clip', clip: clip.name, time_s: pose.time! };
    }
  }

  const units = input.space === 'source' ? source.sourceSpace : undefined;
  const boneOf = new Map<number, number>();
  for (const bone of document.bones) boneOf.set(bone.sourceNode, bone.index);
  const nodes: PoseNodeRecord[] = [];
  for (const node of [...source.nodes].sort((a, b) => a.index - b.index)) {
    const b = boneOf.get(node.index);
    if (b === undefined) continue;
    const m = b * 12;
    const mx = pose.matrices;
    const scale = [0, 3, 6].map((c) => Math.fround(Math.hypot(mx[m + c]!, mx[m + c + 1]!, mx[m + c + 2]!)));
    const world = {
      translation_m: Array.from(pose.positions.subarray(b * 3, b * 3 + 3), (v) => (units === undefined ? v : v / units.metresPerUnit)),
      rotation_xyzw: Array.from(pose.rotations.subarray(b * 4, b * 4 + 4)),
      scale,
    };
    if (![...world.translation_m, ...world.rotation_xyzw, ...scale].every(Number.isFinite)) {
      throw new PoseRequestError(`${input.path}: node ${node.index}: the pose is not finite`);
    }
    const record: Omit<PoseNodeRecord, 'world'> & Partial<Pick<PoseNodeRecord, 'world'>> = { node_index: node.index };
    if (node.name !== undefined) record.name = node.name;
    if (node.parent !== undefined) record.parent_node_index = node.parent;
    record.world = world;
    nodes.push(record as PoseNodeRecord);
  }

  return {
    schema_version: 1,
    schema: POSE_SCHEMA_ID,
    tool: toolIdentity(),
    path: input.path,
    input: { sha256: source.input.sha256, bytes: source.input.bytes },
    space: input.space,
    ...(units !== undefined
      ? { source_space: { metres_per_unit: units.metresPerUnit, up_axis: units.up, front_axis: units.front, coord_axis: units.coord } }
      : {}),
    instant,
    nodes,
  };
}

/** The document of a loader's own source-space pose (`LoaderDefinition.sourcePose`) of the file `path`. */
export function buildSourcePoseDocument(path: string, input: InputIdentity, pose: SourcePose): PoseOutputDocument {
  return {
    schema_version: 1,
    schema: POSE_SCHEMA_ID,
    tool: toolIdentity(),
    path,
    input: { sha256: input.sha256, bytes: input.bytes },
    space: 'source',
    source_space: pose.sourceSpace,
    instant: pose.instant,
    nodes: pose.nodes,
  };
}

/** The JSON serialization: 2-space indent and a trailing newline. */
export function serializePoseDocument(document: PoseOutputDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
