/**
 * Delivers rendered output: to stdout, or to a file through a temporary sibling renamed into
 * place, so an interrupted run never leaves a partial file and never clobbers the old one.
 *
 * What already sits at the target decides how (`classifyTarget`, which looks at the path itself,
 * never through a final link): a regular file is replaced atomically (refused when it is
 * read-only, since a rename would replace it regardless of its permissions); a symbolic link is
 * replaced by the new file, as a rename does — its target, wherever it points and whether or not
 * it exists, is never written; a character device (`-o /dev/null`) or a FIFO that a reader holds
 * open — directly or through a link (`-o /dev/stdout | jq`) — is written in place, because
 * renaming over it would replace the node itself with a regular file; a directory, a block device,
 * a socket or a FIFO nobody reads is refused. Special nodes are opened with O_NONBLOCK: a blocking
 * open of a FIFO without a reader never returns, which hung the run.
 */
import { accessSync, closeSync, constants, fstatSync, fsyncSync, lstatSync, openSync, realpathSync, renameSync, rmSync, statSync, writeSync, type Stats } from 'node:fs';
import path from 'node:path';
import { OperatorError } from '../engine/errors.js';
import { describeFsError } from '../engine/config/discover.js';

/**
 * Where an output goes: a regular file (new, or replacing what `existing` says sits at the path —
 * a file or a link) by rename, or a special node written in place.
 */
export type OutputTarget =
  | { readonly kind: 'file'; readonly target: string; readonly existing: Stats | undefined; readonly mode: number }
  | { readonly kind: 'special'; readonly target: string; readonly node: 'a FIFO' | 'a character device' };

/** Mode of a new output file (before the umask). */
const NEW_FILE_MODE = 0o644;

/** Decides how `given` is written, refusing what cannot be: see the module comment. */
export function classifyTarget(cwd: string, given: string): OutputTarget {
  if (given === '') throw new OperatorError('cannot write to an empty output path');
  const target = path.resolve(cwd, given);
  let existing: Stats;
  try {
    existing = lstatSync(target);
  } catch (error) {
    // Missing is the ordinary case; anything else (a file used as a folder, a loop) is reported.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'file', target, existing: undefined, mode: NEW_FILE_MODE };
    throw new OperatorError(`cannot write ${given}: ${describeFsError(error)}`);
  }
  if (existing.isSymbolicLink()) {
    const special = specialNode(linkedNode(target));
    if (special !== undefined) return { kind: 'special', target, node: special };
    return { kind: 'file', target, existing, mode: NEW_FILE_MODE };
  }
  if (existing.isDirectory()) throw new OperatorError(`cannot write ${given}: is a directory`);
  const special = specialNode(existing);
  if (special !== undefined) return { kind: 'special', target, node: special };
  if (!existing.isFile()) throw new OperatorError(`cannot write ${given}: not a regular file`);
  if ((existing.mode & 0o222) === 0 || !isWritable(target)) throw new OperatorError(`cannot write ${given}: the file is read-only`);
  return { kind: 'file', target, existing, mode: existing.mode & 0o777 };
}

/** What a link leads to, or `undefined` when it dangles or loops (the link is then simply replaced). */
function linkedNode(link: string): Stats | undefined {
  try {
    return statSync(link);
  } catch {
    return undefined;
  }
}

function specialNode(node: Stats | undefined): 'a FIFO' | 'a character device' | undefined {
  if (node?.isFIFO() === true) return 'a FIFO';
  if (node?.isCharacterDevice() === true) return 'a character device';
  return undefined;
}

/**
 * A temporary file's path in `folder`. Short and independent of the target's name, so a target
 * whose name is near the file system's limit does not fail on its temporary sibling.
 */
export function tempPathIn(folder: string, index = 0): string {
  return path.join(folder, `.animsmith-${process.pid}-${index}.tmp`);
}

export function writeAtomically(cwd: string, given: string, text: string): void {
  const out = classifyTarget(cwd, given);
  if (out.kind === 'special') {
    writeSpecial(out.target, given, text);
    return;
  }
  const temp = tempPathIn(path.dirname(out.target));
  try {
    writeTempFile(temp, text, out.mode);
    renameSync(temp, out.target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new OperatorError(`cannot write ${given}: ${describeFsError(error)}`);
  }
}

/** Creates `temp` (never an existing node: `wx` refuses one, links included) holding `text`, synced. */
export function writeTempFile(temp: string, text: string, mode: number): void {
  const fd = openSync(temp, 'wx', mode);
  try {
    writeAll(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function isWritable(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a character device or a read FIFO in place. The open never blocks: a FIFO without a
 * reader fails with ENXIO at once (refused), and the node is checked again through the
 * descriptor, so a path swapped after `classifyTarget` cannot redirect the write.
 */
export function writeSpecial(target: string, given: string, text: string): void {
  let fd: number;
  try {
    fd = openSync(target, constants.O_WRONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENXIO') throw new OperatorError(`cannot write ${given}: not a regular file (a FIFO with no reader)`);
    throw new OperatorError(`cannot write ${given}: ${describeFsError(error)}`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isCharacterDevice() && !stat.isFIFO()) throw new OperatorError(`cannot write ${given}: not a regular file`);
    writeAll(fd, text);
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    throw new OperatorError(`cannot write ${given}: ${describeFsError(error)}`);
  } finally {
    closeSync(fd);
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * writeSync may write less than asked (pipes, signals): loop until every byte is out. On a
 * non-blocking descriptor a full pipe answers EAGAIN: wait a moment for the reader and go on.
 */
export function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let done = 0; done < bytes.length; ) {
    try {
      done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}

/**
 * Refuses an output path that names one of the inputs (directly or through a link): writing the
 * report over the asset it describes would destroy what the user had.
 */
export function assertNotAnInput(cwd: string, output: string | undefined, inputs: readonly string[]): void {
  if (output === undefined || output === '') return;
  const real = (p: string) => {
    try {
      return realpathSync(path.resolve(cwd, p));
    } catch {
      return path.resolve(cwd, p);
    }
  };
  const target = real(output);
  const clash = inputs.find((input) => real(input) === target);
  if (clash !== undefined) throw new OperatorError(`refusing to write ${output}: it is the input file ${clash}`);
}

export async function deliver(cwd: string, outputFile: string | undefined, text: string): Promise<void> {
  if (outputFile === undefined) await writeStdout(text);
  else writeAtomically(cwd, outputFile, text);
}

/**
 * A failing lint exits right after its report is written. On a pipe (CI capture, `| jq`) Node
 * hands the kernel what fits (64 KiB) and queues the rest, so exiting at once dropped the tail.
 * Waiting for the write's callback means the whole text has left the process before any exit. A
 * reader that went away (`| head`) is not an error of ours: the exit code stays what the run
 * established.
 */
function writeStdout(text: string): Promise<void> {
  return new Promise((resolve) => {
    process.stdout.once('error', () => resolve());
    process.stdout.write(text, () => resolve());
  });
}
