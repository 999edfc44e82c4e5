/**
 * An FBX file posed in its source space (`animsmith pose --space source`, the loader's
 * `sourcePose`): the scene evaluated directly (evaluate/), in the file's units and axes, with
 * nothing converted — what the DCC shows for the same node at the same frame. The host adds the
 * document envelope and the input identity.
 *
 * - Nodes: every Model in file order (its position is its node_index, as in the loaded model),
 *   with the evaluator's parent (first Model parent wins).
 * - Clips: the animation stacks, named as the loader names its clips (`take<i>` for an unnamed
 *   stack); clip time 0 is the stack's start (`stackTimeRange`), so `source_time_s` = start +
 *   `time_s`. `--frame N` is sample N of the stack's span on the file's frame grid, the same grid
 *   the loader bakes its clips on.
 * - World transform: translation = the world matrix's translation (file units); scale = its
 *   column lengths; rotation = its columns orthonormalised from X (Gram–Schmidt), as a quaternion
 *   with w ≥ 0 — exact when the world matrix has no shear.
 *
 * Unreadable files and malformed documents are `AssetLoadError`s naming the byte offset or line.
 */
import { chooseClip, normalizedClipNames, PoseRequestError, quoteExcerpt, timeWithinClip, type SourcePose, type SourcePoseRequest } from '@animsmith/cli/plugin';
import type { FbxAnimStack } from './animation.js';
import type { FbxDocument } from './document.js';
import { linearPart, splitRotation3 } from './evaluate/mat4.js';
import { quatFromMatrix3 } from './evaluate/rotation-order.js';
import { FbxSceneEvaluator, stackTimeRange, type FbxScenePose } from './evaluate/scene.js';
import { signedAxis } from './loader/basis.js';
import { clipName } from './loader/bake-clips.js';
import { refusingBadInput } from './loader/errors.js';
import { frameGridOf, sampleCount, sampleTick } from './loader/frame-grid.js';
import { readFbxDocument } from './loader/read-document.js';
import { KTIME_TICKS_PER_SECOND, secondsToTicks, ticksToSeconds } from './time-mode.js';

type PoseInstant = SourcePose['instant'];
type PoseNodeRecord = SourcePose['nodes'][number];

/** A stack as a clip: its name and its span in ticks. */
interface StackClip {
  readonly stack: FbxAnimStack;
  readonly name: string;
  readonly start: bigint;
  readonly stop: bigint;
}

/** The stacks as clips, named as the loaded document names them (normalized: `walk`, `walk#1`). */
function stackClips(document: FbxDocument): StackClip[] {
  const stacks = document.animation.stacks;
  const names = normalizedClipNames(stacks.map((stack, index) => clipName(stack, index)));
  return stacks.map((stack, index) => {
    const range = stackTimeRange(document, stack) ?? { start: 0n, stop: 0n };
    return { stack, name: names[index]!, start: range.start, stop: range.stop };
  });
}

/** The instant to evaluate: the stack and absolute tick, and how the document reports it. */
function resolveInstant(document: FbxDocument, selection: SourcePoseRequest['selection']): { clip: StackClip | null; ticks: bigint; instant: PoseInstant } {
  if (selection.kind === 'rest') return { clip: null, ticks: 0n, instant: { kind: 'rest' } };
  const clips = stackClips(document);
  const clip = clips[chooseClip(clips.map((c) => c.name), selection.clip)]!;
  const duration = ticksToSeconds(clip.stop - clip.start);
  let offset: bigint;
  let frame: number | undefined;
  if (selection.kind === 'frame') {
    const grid = frameGridOf(document.globalSettings);
    const frames = sampleCount(grid, clip.start, clip.stop);
    if (selection.frame >= frames) {
      throw new PoseRequestError(`--frame ${selection.frame} is out of range: clip '${clip.name}' has frames 0..${frames - 1}`);
    }
    offset = sampleTick(grid, clip.start, clip.stop, selection.frame) - clip.start;
    frame = selection.frame;
  } else {
    // Compared in ticks: a time printed from the duration rounds back onto the stop, as does its float32 rounding.
    const within = timeWithinClip(selection.seconds, 0, duration);
    offset = within !== undefined ? secondsToTicks(within) : selection.seconds >= 0 ? secondsToTicks(selection.seconds) : -1n;
    if (offset < 0n || offset > clip.stop - clip.start) {
      throw new PoseRequestError(`--time ${selection.text} is outside clip '${clip.name}' [0, ${duration}]`);
    }
  }
  const ticks = clip.start + offset;
  const instant: PoseInstant = { kind: 'clip', clip: clip.name, time_s: Number(offset) / Number(KTIME_TICKS_PER_SECOND) };
  if (frame !== undefined) instant.frame = frame;
  instant.source_time_s = ticksToSeconds(ticks);
  return { clip, ticks, instant };
}

function worldRecord(world: Float64Array): PoseNodeRecord['world'] {
  const linear = linearPart(world);
  const scale = [0, 3, 6].map((c) => Math.hypot(linear[c]!, linear[c + 1]!, linear[c + 2]!));
  return {
    translation_m: [world[12]!, world[13]!, world[14]!],
    rotation_xyzw: quatFromMatrix3(splitRotation3(linear).rotation),
    scale,
  };
}

function nodeRecords(file: string, document: FbxDocument, evaluator: FbxSceneEvaluator, pose: FbxScenePose): PoseNodeRecord[] {
  const indexOf = new Map<bigint, number>();
  for (const o of document.objects.values()) if (o.type === 'Model') indexOf.set(o.id, indexOf.size);
  const out: PoseNodeRecord[] = [];
  for (const [id, index] of indexOf) {
    const node = evaluator.byId.get(id)!;
    const world = worldRecord(pose.get(id)!.world);
    if (![...world.translation_m, ...world.rotation_xyzw, ...world.scale].every(Number.isFinite)) {
      throw new PoseRequestError(`${file}: node ${index} (${quoteExcerpt(node.name, "'")}): the pose is not finite`);
    }
    const record: Omit<PoseNodeRecord, 'world'> & Partial<Pick<PoseNodeRecord, 'world'>> = { node_index: index, name: node.name };
    if (node.parent !== null) record.parent_node_index = indexOf.get(node.parent)!;
    record.world = world;
    out.push(record as PoseNodeRecord);
  }
  return out;
}

export function fbxSourcePose(request: SourcePoseRequest): SourcePose {
  const document = readFbxDocument(request.bytes);
  const evaluator = refusingBadInput(() => FbxSceneEvaluator.of(document));
  const { clip, ticks, instant } = resolveInstant(document, request.selection);
  const pose = refusingBadInput(() => (clip === null ? evaluator.rest() : evaluator.evaluate(clip.stack, ticks)));
  const g = document.globalSettings;
  return {
    sourceSpace: {
      metres_per_unit: g.unitScaleFactor / 100,
      up_axis: signedAxis(g.upAxis, g.upAxisSign),
      front_axis: signedAxis(g.frontAxis, g.frontAxisSign),
      coord_axis: signedAxis(g.coordAxis, g.coordAxisSign),
    },
    instant,
    nodes: nodeRecords(request.displayPath, document, evaluator, pose),
  };
}
