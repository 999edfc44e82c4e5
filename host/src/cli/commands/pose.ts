import path from 'node:path';
import { Args, Flags } from '../oclif.js';
import { analyzeFile } from '../../engine/analyze.js';
import { OperatorError } from '../../engine/errors.js';
import { openSession } from '../../engine/session.js';
import { renderPoseText } from '../../formats/text-pose.js';
import type { AnimDocument } from '../../model/anim-document.js';
import { chooseClip, PoseRequestError, type PoseSelection } from '../../plugin-api/source-pose.js';
import { buildPoseDocument, serializePoseDocument, type PoseRequest } from '../../pose/pose-document.js';
import { loaderSourcePose } from '../../pose/source-pose.js';
import { timeWithinClip } from '../../sample/clip-time.js';
import { ASSET_FORMATS } from '../asset-formats.js';
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
  static override args = { file: Args.string({ description: `Asset file to pose (${ASSET_FORMATS})`, required: true }) };
  static override flags = {
    clip: Flags.string({ description: 'Clip name (default: the rest pose)' }),
    time: Flags.string({ description: 'Sample the clip at this time in seconds from its start, within [0, duration]' }),
    frame: Flags.string({ description: 'Sample the clip at this 0-based frame of its frame grid' }),
    rest: Flags.boolean({ description: 'The rest pose (the default without --clip)', default: false }),
    space: Flags.option({
      options: ['source', 'normalized'] as const,
      default: 'source' as const,
      description: "source: the file's own units and axes (FBX evaluated directly, Spine in its own units); normalized: the loaded model (metres, +Y up). The two agree for glTF",
    })(),
    format: Flags.option({ options: ['json', 'text'] as const, default: 'json' as const, description: 'Output format' })(),
  };

  async run(): Promise<void> {
    const { flags, args } = await this.parse(Pose);
    const selection = parseSelection(flags);
    const session = await openSession(process.cwd(), flags.config);
    let pose;
    try {
      const extension = path.extname(args.file).toLowerCase();
      pose = flags.space === 'source' ? await loaderSourcePose(session.engine, session.cwd, args.file, extension, selection) : undefined;
      if (pose === undefined) {
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

/** Plain decimal notation (`0.5`, `-1`, `.25`, `2e-3`); hex, binary, octal and `Infinity` are not numbers here. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function parseTime(text: string): number {
  const trimmed = text.trim();
  const value = DECIMAL.test(trimmed) ? Number(trimmed) : NaN;
  if (Number.isFinite(value)) return value;
  if (DECIMAL.test(trimmed) || /^[+-]?(infinity|nan)$/i.test(trimmed)) throw new OperatorError(`--time '${text}' is not a finite number`);
  throw new OperatorError(`--time must be a decimal number of seconds, got '${text}'`);
}

function parseFrame(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new OperatorError(`--frame must be a non-negative integer, got '${text}'`);
  const value = Number(text.trim());
  if (!Number.isSafeInteger(value)) throw new OperatorError(`--frame '${text}' is too large`);
  return value;
}

/**
 * How far past the end a --time may be and still mean the end: half a unit in the last digit
 * `inspect` shows a duration with (six significant digits; four in exponent form below 1e-3 and
 * from 1e6), so a duration copied from its output (0.791667 for 0.7916666…) selects the last
 * instant instead of failing.
 */
function displayHalfUlp(duration: number): number {
  if (!(duration > 0) || !Number.isFinite(duration)) return 0;
  const digits = duration < 1e-3 || duration >= 1e6 ? 4 : 6;
  return 0.5 * 10 ** (Math.floor(Math.log10(duration)) - digits + 1);
}

/** The selection against a loaded model: the clip by name, the time within its duration (see `timeWithinClip`). */
function modelRequest(document: AnimDocument, selection: PoseSelection): PoseRequest {
  if (selection.kind === 'rest') return { kind: 'rest' };
  const clipIndex = chooseClip(document.clips.map((c) => c.name), selection.clip);
  if (selection.kind === 'frame') return { kind: 'frame', clipIndex, frame: selection.frame };
  const clip = document.clips[clipIndex]!;
  const seconds = timeWithinClip(selection.seconds, 0, clip.duration, displayHalfUlp(clip.duration));
  if (seconds === undefined) throw new PoseRequestError(`--time ${selection.text} is outside clip '${clip.name}' [0, ${clip.duration}]`);
  return { kind: 'time', clipIndex, seconds };
}
