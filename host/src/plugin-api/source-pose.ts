/**
 * What `animsmith pose` was asked for, before any file is read; the clip lookup by name that
 * every input format shares; and the optional loader capability that poses a file in its own
 * source space (`LoaderDefinition.sourcePose`), so the host's pose command has no format branch.
 */
import type { PoseInstant, PoseNodeRecord, PoseOutputDocument } from '@animsmith/schemas';
import { brandError } from './error-brand.js';

/** The instant as the command line selects it: rest, or a clip by name at a time or frame. */
export type PoseSelection =
  | { readonly kind: 'rest' }
  /** `text`: the --time value as written, for messages. */
  | { readonly kind: 'time'; readonly clip: string; readonly seconds: number; readonly text: string }
  | { readonly kind: 'frame'; readonly clip: string; readonly frame: number };

/** Why a request cannot be posed (the CLI turns it into an operator error, message as is). */
export class PoseRequestError extends Error {
  override readonly name = 'PoseRequestError';
}
brandError(PoseRequestError, 'PoseRequestError');

/**
 * The index of the clip called `name` among normalized (unique) clip names (`walk`, `walk#1`); an
 * unknown name lists the clips there are.
 */
export function chooseClip(names: readonly string[], name: string): number {
  const index = names.indexOf(name);
  if (index < 0) throw new PoseRequestError(`unknown clip '${name}' (clips: ${names.map((n) => `'${n}'`).join(', ') || 'none'})`);
  return index;
}

export interface SourcePoseRequest {
  /** The path as the user gave it (for messages). */
  readonly displayPath: string;
  readonly bytes: Uint8Array;
  readonly selection: PoseSelection;
}

/** The parts of a pose-v1 document only the format knows; the host adds the envelope and input identity. */
export interface SourcePose {
  readonly sourceSpace: NonNullable<PoseOutputDocument['source_space']>;
  readonly instant: PoseInstant;
  readonly nodes: PoseNodeRecord[];
}
