import path from 'node:path';
import { Args, Flags } from '@oclif/core';
import { analyzeFile } from '../../engine/analyze.js';
import { OperatorError } from '../../engine/errors.js';
import { readInputBytes } from '../../engine/load-input.js';
import { openSession } from '../../engine/session.js';
import { renderPoseText } from '../../formats/text-pose.js';
import type { AnimDocument } from '../../model/anim-document.js';
import { chooseClip, type PoseSelection } from '../../pose/clip-choice.js';
import { buildFbxSourcePose } from '../../pose/fbx-source-pose.js';
import { buildPoseDocument, PoseRequestError, serializePoseDocument, type PoseRequest } from '../../pose/pose-document.js';
import { BaseCommand } from '../base-command.js';

export default class Pose extends BaseCommand {
  static override summary = 'Print every node\'s world transform at one instant';
  static override description =
    'Prints the world translation, rotation (quaternion xyzw) and scale of every node, by index and name, at the rest ' +
    'pose (the default without --clip) or at one time of one clip (--time SECONDS from the clip start, or --frame N on ' +
    'the clip\'s frame grid; time 0 when neither is given), as pose-v1 JSON or text. Scale is the column lengths of the ' +
    'world matrix: a mirroring sign or a shear is not represented. --space source (the default) shows the file as its ' +
    'authoring tool does: for FBX the scene evaluated directly, in the file\'s units and axes, clips being the animation ' +
    'stacks; --space normalized shows the loaded model (metres, +Y up). For glTF the two spaces are the same.';
  static override examples = [
    '<%= config.bin %> pose Fox.glb',
    '<%= config.bin %> pose --clip Walk --frame 3 --format text Fox.glb',
    '<%= config.bin %> pose --clip walk --time 0.25 walk.glb',
    '<%= config.bin %> pose --clip "Take 001" --frame 12 --space normalized character.fbx',
  ];
  static override args = { file: Args.string({ description: 'glTF/GLB or FBX file', required: true }) };
  static override flags = {
    clip: Flags.string({ description: 'Clip name (default: the rest pose)' }),
    time: Flags.string({ description: 'Sample the clip at this time in seconds from its start, within [0, duration]' }),
    frame: Flags.string({ description: 'Sample the clip at this 0-based frame of its frame grid' }),
    rest: Flags.boolean({ description: 'The rest pose (the default without --clip)', default: false }),
    space: Flags.option({
      options: ['source', 'normalized'] as const,
      default: 'source' as const,
      description: 'source: the file\'s own units and axes (FBX evaluated directly); normalized: the loaded model (metres, +Y up). Identical for glTF',
    })(),
    format: Flags.option({ options: ['json', 'text'] as const, default: 'json' as const, description: 'Output format' })(),
  };

  async run(): Promise<void> {
    const { flags, args } = await this.parse(Pose);
    const selection = parseSelection(flags);
    const session = await openSession(process.cwd(), flags.config);
    let pose;
    try {
      if (flags.space === 'source' && path.extname(args.file).toLowerCase() === '.fbx') {
        pose = buildFbxSourcePose({ path: args.file, bytes: readInputBytes(session.cwd, args.file), selection });
      } else {
        const { displayPath, services } = await analyzeFile(session, args.file);
        const { document, source } = services;
        pose = buildPoseDocument({ path: displayPath, document, source, space: flags.space, request: modelRequest(document, selection) });
      }
    } catch (error) {
      if (error instanceof PoseRequestError) throw new OperatorError(error.message);
      throw error;
    }
    process.stdout.write(flags.format === 'text' ? renderPoseText(pose) : serializePoseDocument(pose));
  }
}

function parseSelection(flags: { clip?: string; time?: string; frame?: string; rest: boolean }): PoseSelection {
  if (flags.time !== undefined && flags.frame !== undefined) throw new OperatorError('--time and --frame cannot be combined');
  if (flags.rest && (flags.clip !== undefined || flags.time !== undefined || flags.frame !== undefined)) {
    throw new OperatorError('--rest cannot be combined with --clip, --time or --frame');
  }
  if (flags.clip === undefined) {
    if (flags.time !== undefined || flags.frame !== undefined) throw new OperatorError(`${flags.time !== undefined ? '--time' : '--frame'} requires --clip`);
    return { kind: 'rest' };
  }
  if (flags.frame !== undefined) return { kind: 'frame', clip: flags.clip, frame: parseFrame(flags.frame) };
  const text = flags.time ?? '0';
  return { kind: 'time', clip: flags.clip, seconds: parseTime(text), text };
}

function parseTime(text: string): number {
  const value = text.trim() === '' ? NaN : Number(text);
  if (!Number.isFinite(value)) throw new OperatorError(`--time must be a finite number of seconds, got '${text}'`);
  return value;
}

function parseFrame(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new OperatorError(`--frame must be a non-negative integer, got '${text}'`);
  return Number(text.trim());
}

/** The selection against a loaded model: the clip by name, the time within its duration. */
function modelRequest(document: AnimDocument, selection: PoseSelection): PoseRequest {
  if (selection.kind === 'rest') return { kind: 'rest' };
  const clipIndex = chooseClip(document.clips.map((c) => c.name), selection.clip);
  if (selection.kind === 'frame') return { kind: 'frame', clipIndex, frame: selection.frame };
  const clip = document.clips[clipIndex]!;
  if (!(selection.seconds >= 0 && selection.seconds <= clip.duration)) {
    throw new PoseRequestError(`--time ${selection.text} is outside clip '${clip.name}' [0, ${clip.duration}]`);
  }
  return { kind: 'time', clipIndex, seconds: selection.seconds };
}
