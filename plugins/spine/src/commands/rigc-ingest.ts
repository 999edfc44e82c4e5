/**
 * `animsmith rigc ingest skeleton.json --name NAME --art loose|none -o DIR`: a Spine skeleton back
 * into a spec pair, `<DIR>/<NAME>.rig.json` and `<DIR>/<NAME>.motion.json`, written both or
 * neither. The skeleton first passes the same structural checks as the Spine loader (so a bad
 * parent, slot bone or curve is the same one-line refusal as in `lint`), then `ingest`. Findings
 * go to stdout as text or as the findings JSON document; a blocker makes the exit code 1.
 */
import path from 'node:path';
import { CommandError, defineCommand, type CommandContext } from '@animsmith/cli/plugin';
import { FINDING_KINDS, findingsDocument, ingest, type Finding, type FindingKind, type IngestStage } from '../ingest/index.js';
import { buildDocuments } from '../loader/documents.js';
import { looksLikeSpine, parseSkeletonJson } from '../loader/json-input.js';
import { readSkeleton } from '../loader/skeleton.js';
import { PLUGIN_VERSION } from '../version.js';
import { blamingFile, MAX_INPUT_BYTES } from './io.js';
import { RIGC_INGEST } from './meta.js';

/** Spec file names inside the output folder. */
export const specFileNames = (name: string) => ({ rig: `${name}.rig.json`, motion: `${name}.motion.json` });

/** A name that is safe as the stem of a file name on every platform we write to. */
const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export function parseStage(text: string): IngestStage {
  const parts = text.split(',').map((p) => p.trim());
  const numbers = parts.map((p) => (p === '' ? NaN : Number(p)));
  if (parts.length !== 4 || !numbers.every(Number.isFinite)) {
    throw new CommandError(`--stage must be four finite numbers x,y,width,height, got '${text}'`);
  }
  const [x, y, w, h] = numbers as [number, number, number, number];
  if (!(w > 0 && h > 0)) throw new CommandError(`--stage width and height must be positive, got '${text}'`);
  return { x, y, w, h };
}

/** `--images DIR` spelled relative to the output folder, with `/` separators, as the rig spec stores it. */
export function imagesRelativeTo(outputDir: string, images: string): string {
  const relative = path.relative(path.resolve(outputDir), path.resolve(images)).split(path.sep).join('/');
  return relative === '' ? '.' : relative;
}

export function renderFindingsText(findings: readonly Finding[], written: readonly string[]): string {
  const lines = findings.map((f) => `${f.kind} ${f.code} ${f.where}: ${f.detail}`);
  const count = (kind: FindingKind) => findings.filter((f) => f.kind === kind).length;
  lines.push(`${findings.length} finding(s): ${FINDING_KINDS.map((kind) => `${count(kind)} ${kind}`).join(', ')}`);
  lines.push(`wrote ${written.join(' and ')}`);
  // eslint-disable-next-line no-control-regex
  return `${lines.map((l) => l.replace(/[\u0000-\u001f\u007f]/g, ' ')).join('\n')}\n`;
}

function readSkeletonFile(context: CommandContext, given: string): Record<string, unknown> {
  const bytes = context.readInput(given, MAX_INPUT_BYTES);
  return blamingFile(given, () => {
    const root = parseSkeletonJson(bytes);
    if (!looksLikeSpine(root)) throw new CommandError(`${given}: not a Spine skeleton (no "skeleton.spine" version and no "bones" array)`);
    buildDocuments(readSkeleton(root), bytes);
    return root;
  });
}

export const rigcIngest = defineCommand({
  ...RIGC_INGEST,
  async run(context) {
    const given = context.args['skeleton']!;
    const name = context.flags['name'] as string;
    const art = context.flags['art'] as 'loose' | 'none';
    const images = context.flags['images'] as string | undefined;
    const outputDir = context.flags['output'] as string;
    if (!SAFE_NAME.test(name)) throw new CommandError(`--name must be letters, digits, '_', '.' or '-' (not starting with '.' or '-'), got '${name}'`);
    if (images !== undefined && art === 'none') throw new CommandError('--images is only meaningful with --art loose (--art none writes no image names)');
    const stageText = context.flags['stage'] as string | undefined;
    const stage = stageText === undefined ? undefined : parseStage(stageText);

    const skeleton = readSkeletonFile(context, given);
    const result = blamingFile(given, () =>
      ingest(skeleton, {
        name,
        art,
        version: PLUGIN_VERSION,
        ...(images !== undefined ? { images: imagesRelativeTo(outputDir, images) } : {}),
        ...(stage !== undefined ? { stage } : {}),
      }),
    );
    const files = specFileNames(name);
    const rigPath = path.join(outputDir, files.rig);
    const motionPath = path.join(outputDir, files.motion);
    context.writeFiles(
      [
        { path: rigPath, text: `${JSON.stringify(result.rig, null, 2)}\n` },
        { path: motionPath, text: `${JSON.stringify(result.motion, null, 2)}\n` },
      ],
      [given],
    );
    const report = context.flags['format'] === 'json' ? `${JSON.stringify(findingsDocument(result.findings), null, 2)}\n` : renderFindingsText(result.findings, [rigPath, motionPath]);
    await context.stdout(report);
    return result.findings.some((f) => f.kind === 'blocker') ? 1 : 0;
  },
});
