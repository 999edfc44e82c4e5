/**
 * Delivers rendered output: to stdout, or to a file through a temporary sibling renamed into
 * place, so an interrupted run never leaves a partial file and never clobbers the old one.
 *
 * What already sits at the target decides how: a regular file is replaced atomically (refused
 * when it is read-only, since a rename would replace it regardless of its permissions); a
 * symbolic link is followed, so the link survives and its target is replaced; a device or FIFO
 * (`-o /dev/null`, `-o /dev/stdout`) is written directly, because renaming over it would replace
 * the device itself with a regular file; a directory is refused.
 */
import { accessSync, closeSync, constants, fsyncSync, openSync, realpathSync, renameSync, rmSync, statSync, writeSync, type Stats } from 'node:fs';
import path from 'node:path';
import { OperatorError } from '../engine/errors.js';
import { describeFsError } from '../engine/config/discover.js';

export function writeAtomically(cwd: string, given: string, text: string): void {
  if (given === '') throw new OperatorError('cannot write to an empty output path');
  let target = path.resolve(cwd, given);
  let existing: Stats | undefined;
  try {
    existing = statSync(target);
  } catch (error) {
    // Missing is the ordinary case; anything else (a file used as a folder, a loop) is reported.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new OperatorError(`cannot write ${given}: ${describeFsError(error)}`);
  }
  if (existing !== undefined) {
    if (existing.isDirectory()) throw new OperatorError(`cannot write ${given}: is a directory`);
    if (!existing.isFile()) {
      writeDirectly(target, given, text);
      return;
    }
    if ((existing.mode & 0o222) === 0 || !isWritable(target)) throw new OperatorError(`cannot write ${given}: the file is read-only`);
    target = realpathSync(target);
  }
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    const fd = openSync(temp, 'wx', existing !== undefined ? existing.mode & 0o777 : 0o644);
    try {
      writeAll(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new OperatorError(`cannot write ${given}: ${describeFsError(error)}`);
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

function writeDirectly(target: string, given: string, text: string): void {
  try {
    const fd = openSync(target, 'w');
    try {
      writeAll(fd, text);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new OperatorError(`cannot write ${given}: ${describeFsError(error)}`);
  }
}

/** writeSync may write less than asked (pipes, signals): loop until every byte is out. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
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
