/**
 * A read skeleton → the host's `SourceDocument` (what the file says) and `AnimDocument` (the
 * normalised model): bones in the XY plane (z = 0), rotation about +Z, the setup pose as rest,
 * one clip per animation with the runtime's duration. What the model cannot express is stated as
 * a notice, never dropped silently: setup shear (the source rest then keeps the exact 2D affine
 * as a matrix), inherit modes other than `normal`, shear and inherit timelines, constraints.
 */
import { createHash } from 'node:crypto';
import type { AnimDocument, Bone, Clip, LocalRest, RestTransform, SourceAnimation, SourceChannel, SourceDocument, SourceNode } from '@animsmith/cli/plugin';
import { fail, quote } from './errors.js';
import type { SpineBone, SpineSkeleton } from './skeleton.js';
import { animationDuration } from './duration.js';
import { frameCount, MAX_SAMPLES, sampleGrid } from './frame-grid.js';
import { readBoneTimelines, type BoneTimeline } from './timelines.js';
import { boneTracks, METRES_PER_UNIT, quatZ, type IndexedTimeline } from './tracks.js';

const DEG = Math.PI / 180;

export interface SpineDocuments {
  readonly source: SourceDocument;
  readonly document: AnimDocument;
}

/** The setup pose as TRS: exact unless the bone is sheared (then the shear is left out). */
function restTransform(bone: SpineBone): RestTransform {
  return { translation: [bone.x * METRES_PER_UNIT, bone.y * METRES_PER_UNIT, 0], rotation: quatZ(bone.rotation), scale: [bone.scaleX, bone.scaleY, 1] };
}

function localRest(bone: SpineBone): LocalRest {
  if (bone.shearX === 0 && bone.shearY === 0) return { kind: 'trs', ...restTransform(bone) };
  const tx = bone.x * METRES_PER_UNIT;
  const ty = bone.y * METRES_PER_UNIT;
  // The runtime's local 2×2 (Bone.updateWorldTransform): columns are the sheared, scaled axes.
  const ax = (bone.rotation + bone.shearX) * DEG;
  const ay = (bone.rotation + 90 + bone.shearY) * DEG;
  const m = [
    Math.cos(ax) * bone.scaleX, Math.sin(ax) * bone.scaleX, 0, 0,
    Math.cos(ay) * bone.scaleY, Math.sin(ay) * bone.scaleY, 0, 0,
    0, 0, 1, 0,
    tx, ty, 0, 1,
  ];
  return { kind: 'matrix', matrix: m };
}

function skeletonNotices(skeleton: SpineSkeleton): string[] {
  const notices: string[] = [];
  for (const bone of skeleton.bones) {
    if (bone.shearX !== 0 || bone.shearY !== 0) {
      notices.push(`bone ${quote(bone.name)}: setup shear (shearX ${bone.shearX}°, shearY ${bone.shearY}°) cannot be expressed as TRS; the model's rest pose omits it (the source rest keeps it as a matrix)`);
    }
    if (bone.inherit !== 'normal') {
      notices.push(`bone ${quote(bone.name)}: inherit ${quote(bone.inherit)} is not modelled; the model composes the full parent transform, so this bone's and its children's world poses can differ from the runtime's`);
    }
  }
  const total = [...skeleton.constraints.values()].reduce((a, b) => a + b, 0);
  if (total > 0) {
    const kinds = [...skeleton.constraints].map(([type, n]) => `${type} ${n}`).join(', ');
    notices.push(`${total} constraint${total === 1 ? '' : 's'} (${kinds}) not evaluated: constrained bones are posed by their own timelines only`);
  }
  return notices;
}

function channelTarget(timeline: BoneTimeline): SourceChannel['target'] {
  if (timeline.property === 'shear' || timeline.property === 'inherit') return { kind: 'unsupported', path: timeline.name, node: timeline.bone };
  return { kind: 'node', node: timeline.bone, path: timeline.property };
}

export function buildDocuments(skeleton: SpineSkeleton, bytes: Uint8Array): SpineDocuments {
  const notices = skeletonNotices(skeleton);
  const bones: Bone[] = skeleton.bones.map((bone) => ({
    index: bone.index,
    name: bone.name,
    parent: bone.parent,
    rest: restTransform(bone),
    sourceNode: bone.index,
  }));
  const children: number[][] = skeleton.bones.map(() => []);
  for (const bone of skeleton.bones) if (bone.parent >= 0) children[bone.parent]!.push(bone.index);
  const nodes: SourceNode[] = skeleton.bones.map((bone) => ({
    index: bone.index,
    name: bone.name,
    ...(bone.parent >= 0 ? { parent: bone.parent } : {}),
    children: children[bone.index]!,
    localRest: localRest(bone),
  }));

  const clips: Clip[] = [];
  const animations: SourceAnimation[] = [];
  let samples = 0;
  skeleton.animations.forEach(({ name, body }, index) => {
    const timelines = readBoneTimelines(skeleton, name, body);
    const duration = animationDuration(skeleton, name, body);
    for (const t of timelines) {
      if (t.property === 'shear' || t.property === 'inherit') {
        notices.push(`animation ${quote(name)} bone ${quote(skeleton.bones[t.bone]!.name)} ${t.name}: ${t.property} timelines are not representable in the model's TRS tracks and are not applied`);
      }
    }
    // Tracks in bone order, each bone's timelines in file order.
    const byBone = new Map<number, IndexedTimeline[]>();
    timelines.forEach((timeline, i) => {
      const list = byBone.get(timeline.bone) ?? [];
      list.push({ index: i, timeline });
      byBone.set(timeline.bone, list);
    });
    const modelTracks = new Set(timelines.filter((t) => t.channels.length > 0 && t.property !== 'shear').map((t) => `${t.bone} ${t.property}`)).size;
    samples += modelTracks * frameCount(duration, skeleton.fps);
    if (samples > MAX_SAMPLES) {
      fail(`animation ${quote(name)}`, `sampling its ${modelTracks} bone tracks at ${skeleton.fps} fps over ${duration} s takes the skeleton past ${MAX_SAMPLES} track samples; no real skeleton needs so many`);
    }
    const grid = sampleGrid(duration, skeleton.fps, timelines.flatMap((t) => t.channels.flatMap((c) => [...c.channel.times])));
    const tracks = [...byBone.keys()].sort((a, b) => a - b).flatMap((bone) => boneTracks(skeleton.bones[bone]!, byBone.get(bone)!, index, grid));
    clips.push({ index, name, duration, tracks });
    animations.push({
      index,
      name,
      channels: timelines.map((timeline, i) => ({ index: i, sampler: i, target: channelTarget(timeline), keyCount: timeline.keyCount })),
    });
  });

  const source: SourceDocument = {
    format: 'spine-json',
    input: { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length },
    nodes,
    scenes: [{ index: 0, rootNodes: skeleton.bones.filter((b) => b.parent < 0).map((b) => b.index) }],
    defaultScene: 0,
    skins: [],
    meshes: [],
    materials: [],
    animations,
    extensionsUsed: [],
    extensionsRequired: [],
    dependencies: { coverage: 'complete', resources: [] },
    notices,
    // Spine's x right, y up, viewer on +z: the model's own axes, in Spine units.
    // A 2D rig: lengths are shown in Spine units (px) too, and 3D-only checks do not apply.
    sourceSpace: { metresPerUnit: METRES_PER_UNIT, planarUnit: 'px', up: '+y', front: '+z', coord: '+x' },
  };
  return { source, document: { bones, clips } };
}
