/**
 * What `animsmith pose` was asked for, before any file is read, and the clip lookup by name that
 * every input format shares.
 */
import { PoseRequestError } from './pose-document.js';

/** The instant as the command line selects it: rest, or a clip by name at a time or frame. */
export type PoseSelection =
  | { readonly kind: 'rest' }
  /** `text`: the --time value as written, for messages. */
  | { readonly kind: 'time'; readonly clip: string; readonly seconds: number; readonly text: string }
  | { readonly kind: 'frame'; readonly clip: string; readonly frame: number };

/**
 * The index of the clip called `name` among normalized (unique) clip names (`walk`, `walk#1`); an
 * unknown name lists the clips there are.
 */
export function chooseClip(names: readonly string[], name: string): number {
  const index = names.indexOf(name);
  if (index < 0) throw new PoseRequestError(`unknown clip '${name}' (clips: ${names.map((n) => `'${n}'`).join(', ') || 'none'})`);
  return index;
}
