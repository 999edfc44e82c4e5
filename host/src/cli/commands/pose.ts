import path from 'node:path';
import { Args, Flags } from '@oclif/core';
import { analyzeFile } from '../../engine/analyze.js';
import { OperatorError } from '../../engine/errors.js';
import { openSession } from '../../engine/session.js';
import { renderPoseText } from '../../formats/text-pose.js';
import type { AnimDocument } from '../../model/anim-document.js';
import { buildPoseDocument, PoseRequestError, serializePoseDocument, type PoseRequest } from '../../pose/pose-document.js';
import { BaseCommand } from '../base-command.js';

export default class Pose extends BaseCommand {
  static override summary = 'Print every node\'s world transform at one instant';
  static override description =
    'Prints the world translation (m), rotation (quaternion xyzw) and scale of every node, by index and name, at the rest ' +
    'pose (the default without --clip) or at one time of one clip (--time SECONDS, or --frame N on the clip\'s pose grid; ' +
    'time 0 when neither is given), as pose-v1 JSON or text. Scale is the column lengths of the world matrix: a mirroring ' +
    'sign or a shear is not represented. For glTF the source and normalized spaces are the same (metres, +Y up).';
  static override examples = [
    '<%= config.bin %> pose Fox.glb',
    '<%= config.bin %> pose --clip Walk --frame 3 --format text Fox.glb',
    '<%= config.bin %> pose --clip walk --time 0.25 walk.glb',
  ];
  static override args = { file: Args.string({ description: 'glTF/GLB file', required: true }) };
  static override flags = {
    clip: Flags.string({ description: 'Clip name (default: the rest pose)' }),
    time: Flags.string({ description: 'Sample the clip at this time in seconds, within [0, duration]' }),
    frame: Flags.string({ description: 'Sample the clip at this 0-based frame of its pose grid' }),
    rest: Flags.boolean({ description: 'The rest pose (the default without --clip)', default: false }),
    space: Flags.option({ options: ['source', 'normalized'] as const, default: 'source' as const, description: 'Coordinate space (identical for glTF)' })(),
    format: Flags.option({ options: ['json', 'text'] as const, default: 'json' as const, description: 'Output format' })(),
  };

  async run(): Promise<void> {
    const { flags, args } = await this.parse(Pose);
    if (flags.time !== undefined && flags.frame !== undefined) throw new OperatorError('--time and --frame cannot be combined');
    if (flags.rest && (flags.clip !== undefined || flags.time !== undefined || flags.frame !== undefined)) {
      throw new OperatorError('--rest cannot be combined with --clip, --time or --frame');
    }
    if (flags.clip === undefined && (flags.time !== undefined || flags.frame !== undefined)) {
      throw new OperatorError(`${flags.time !== undefined ? '--time' : '--frame'} requires --clip`);
    }
    const time = flags.time === undefined ? undefined : parseTime(flags.time);
    const frame = flags.frame === undefined ? undefined : parseFrame(flags.frame);
    if (path.extname(args.file).toLowerCase() === '.fbx') throw new OperatorError(`${args.file}: FBX input is not supported yet`);

    const session = await openSession(process.cwd(), flags.config);
    const { displayPath, services } = await analyzeFile(session, args.file);
    const { document, source } = services;
    let request: PoseRequest = { kind: 'rest' };
    if (flags.clip !== undefined) {
      const clipIndex = findClip(document, flags.clip);
      const clip = document.clips[clipIndex]!;
      if (frame !== undefined) request = { kind: 'frame', clipIndex, frame };
      else {
        const seconds = time ?? 0;
        if (!(seconds >= 0 && seconds <= clip.duration)) {
          throw new OperatorError(`--time ${flags.time} is outside clip '${clip.name}' [0, ${clip.duration}]`);
        }
        request = { kind: 'time', clipIndex, seconds };
      }
    }
    let pose;
    try {
      pose = buildPoseDocument({ path: displayPath, document, source, space: flags.space, request });
    } catch (error) {
      if (error instanceof PoseRequestError) throw new OperatorError(error.message);
      throw error;
    }
    process.stdout.write(flags.format === 'text' ? renderPoseText(pose) : serializePoseDocument(pose));
  }
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

function findClip(document: AnimDocument, name: string): number {
  const matches = document.clips.filter((c) => c.name === name);
  if (matches.length > 1) throw new OperatorError(`clip name '${name}' is ambiguous: ${matches.length} clips share it`);
  if (matches.length === 0) {
    const names = document.clips.map((c) => `'${c.name}'`).join(', ');
    throw new OperatorError(`unknown clip '${name}' (clips: ${names || 'none'})`);
  }
  return document.clips.indexOf(matches[0]!);
}
