/**
 * Delivers rendered output: to stdout, or to a file through a temporary sibling renamed into
 * place, so an interrupted run never leaves a partial file and never clobbers the old one.
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { OperatorError } from '../engine/errors.js';
import { describeFsError } from '../engine/config/discover.js';

export function writeAtomically(cwd: string, given: string, text: string): void {
  const target = path.resolve(cwd, given);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    const fd = openSync(temp, 'wx', 0o644);
    try {
      writeSync(fd, text);
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

export function deliver(cwd: string, outputFile: string | undefined, text: string): void {
  if (outputFile === undefined) process.stdout.write(text);
  else writeAtomically(cwd, outputFile, text);
}
