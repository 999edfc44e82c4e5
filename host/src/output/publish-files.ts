/**
 * Publishes several output files as one: all of them or none.
 *
 * Every member is staged as a temporary file in its destination folder (so the final step is a
 * rename on one file system), then the members are promoted by rename in order. A member that
 * replaces something (a file, or a link: links are replaced, never written through) first gets a
 * hard link to the old node as its backup, so if a later promotion fails, the members already
 * promoted are put back exactly as they were and the new ones removed. Targets are judged before
 * anything is written: a FIFO or a device (directly or through a link) cannot be staged or rolled
 * back, so in a set of several files it is refused, as is everything `classifyTarget` refuses.
 * A set of one file (`rigc build -o /dev/stdout`) has nothing to roll back: a special target is
 * written in place, as `-o` does.
 */
import { linkSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describeFsError } from '../engine/config/discover.js';
import { OperatorError } from '../engine/errors.js';
import { assertNotAnInput, classifyTarget, tempPathIn, writeSpecial, writeTempFile } from './write-output.js';

export interface PublishedFile {
  /** The path as the user gave it (for messages), resolved against the working folder. */
  readonly path: string;
  readonly text: string;
}

interface Member {
  readonly given: string;
  readonly target: string;
  readonly temp: string;
  /** A hard link to the node being replaced, so a failed publication can put it back. */
  readonly backup: string | undefined;
  readonly mode: number;
}

/** The file-system steps, injectable so a test can make one fail. */
export interface PublishSteps {
  readonly rename: (from: string, to: string) => void;
}

const SYSTEM_STEPS: PublishSteps = { rename: renameSync };

export function publishAll(cwd: string, files: readonly PublishedFile[], inputs: readonly string[] = [], steps: PublishSteps = SYSTEM_STEPS): void {
  if (files.length === 1) {
    assertNotAnInput(cwd, files[0]!.path, inputs);
    const out = classifyTarget(cwd, files[0]!.path);
    if (out.kind === 'special') {
      writeSpecial(out.target, files[0]!.path, files[0]!.text);
      return;
    }
  }
  const members = plan(cwd, files, inputs);
  let current: Member | undefined;
  try {
    for (const [i, member] of members.entries()) {
      current = member;
      writeTempFile(member.temp, files[i]!.text, member.mode);
      if (member.backup !== undefined) linkSync(member.target, member.backup);
    }
  } catch (error) {
    discard(members);
    throw new OperatorError(`cannot write ${current!.given}: ${describeFsError(error)}`);
  }
  const promoted: Member[] = [];
  try {
    for (const member of members) {
      current = member;
      steps.rename(member.temp, member.target);
      promoted.push(member);
    }
  } catch (error) {
    rollBack(promoted);
    discard(members);
    throw new OperatorError(`cannot write ${current!.given}: ${describeFsError(error)}`);
  }
  for (const member of members) if (member.backup !== undefined) rmSync(member.backup, { force: true });
}

/** Judges every target before anything is written. */
function plan(cwd: string, files: readonly PublishedFile[], inputs: readonly string[]): Member[] {
  for (const file of files) assertNotAnInput(cwd, file.path, inputs);
  const seen = new Set<string>();
  return files.map((file, i): Member => {
    const out = classifyTarget(cwd, file.path);
    if (out.kind === 'special') {
      throw new OperatorError(`cannot write ${file.path}: it is ${out.node}, and files written together must be regular files (they are staged and renamed into place)`);
    }
    if (seen.has(out.target)) throw new OperatorError(`cannot write ${file.path}: two outputs name the same file`);
    seen.add(out.target);
    const folder = path.dirname(out.target);
    // Temporaries and backups are numbered over the whole set, so members sharing a folder never collide.
    const backup = out.existing !== undefined ? tempPathIn(folder, 2 * i + 1) : undefined;
    return { given: file.path, target: out.target, temp: tempPathIn(folder, 2 * i), backup, mode: out.mode };
  });
}

/** Puts back what the promoted members replaced (or removes them when nothing was there). */
function rollBack(promoted: readonly Member[]): void {
  for (const member of [...promoted].reverse()) {
    if (member.backup !== undefined) renameSync(member.backup, member.target);
    else rmSync(member.target, { force: true });
  }
}

function discard(members: readonly Member[]): void {
  for (const member of members) {
    rmSync(member.temp, { force: true });
    if (member.backup !== undefined) rmSync(member.backup, { force: true });
  }
}
