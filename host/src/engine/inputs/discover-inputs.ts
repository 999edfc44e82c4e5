/**
 * Turns command-line inputs into the files a batch reads, as ESLint does: a file is taken as
 * given; a folder is walked recursively for the extensions the loaders claim; a glob (quoted, so
 * the shell leaves it) selects every file it matches. Walked and globbed files skip
 * `node_modules`, `.git`, `package.json`, `.animsmithignore` patterns and their config's
 * `ignores`. The order is the arguments' order, and within one argument code-unit order of the
 * relative path, so a batch is the same on every machine.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeFsError } from '../config/discover.js';
import { OperatorError } from '../errors.js';
import { globBase, globToRegExp, isGlob } from './glob.js';
import { isIgnored, readIgnoreFile, type IgnoreRules } from './ignore-rules.js';

export interface InputFile {
  /** The path as output names it: as typed for a named file, else joined under the folder or glob base. */
  readonly displayPath: string;
  readonly absolutePath: string;
  /** Named on the command line (never skipped by ignores). */
  readonly explicit: boolean;
}

export interface DiscoveryContext {
  readonly cwd: string;
  /** Whether a folder walk picks up this file (an extension one of its config's loaders claims). */
  walks(absoluteFile: string): Promise<boolean>;
  /** The config-relative `ignores` that apply to a file. */
  ignoresFor(absoluteFile: string): Promise<IgnoreRules>;
}

const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', '.git']);
const SKIPPED_FILES: ReadonlySet<string> = new Set(['package.json']);

export async function discoverInputs(args: readonly string[], context: DiscoveryContext): Promise<InputFile[]> {
  const ignoreFile = readIgnoreFile(context.cwd);
  const out: InputFile[] = [];
  const seen = new Set<string>();
  const add = async (file: InputFile) => {
    if (seen.has(file.absolutePath)) return;
    if (!file.explicit && (isIgnored(ignoreFile, file.absolutePath) || isIgnored(await context.ignoresFor(file.absolutePath), file.absolutePath))) return;
    seen.add(file.absolutePath);
    out.push(file);
  };
  for (const given of args) {
    const absolute = path.resolve(context.cwd, given);
    const kind = isGlob(given) && !exists(absolute) ? 'glob' : isFolder(absolute) ? 'folder' : 'file';
    if (kind === 'file') await add({ displayPath: given, absolutePath: absolute, explicit: true });
    else if (kind === 'folder') {
      const before = out.length;
      for (const rel of walk(absolute, given)) {
        const file = path.join(absolute, rel);
        if (await context.walks(file)) await add({ displayPath: joinDisplay(given, rel), absolutePath: file, explicit: false });
      }
      if (out.length === before) throw new OperatorError(`no files to read in folder ${JSON.stringify(given)}: none has an extension a loader claims, or all are ignored`);
    } else {
      const pattern = given.split(path.sep).join('/');
      const base = globBase(pattern);
      const regex = globToRegExp(pattern.slice(base === '' ? 0 : base.length + 1));
      const baseAbsolute = path.resolve(context.cwd, base === '' ? '.' : base);
      const matched = isFolder(baseAbsolute) ? walk(baseAbsolute, base || '.').filter((rel) => regex.test(rel)) : [];
      if (matched.length === 0) throw new OperatorError(`no files match the pattern ${JSON.stringify(given)}`);
      for (const rel of matched) await add({ displayPath: joinDisplay(base, rel), absolutePath: path.join(baseAbsolute, rel), explicit: false });
    }
  }
  return out;
}

function joinDisplay(base: string, rel: string): string {
  return base === '' || base === '.' ? rel : `${base.replace(/\/+$/, '')}/${rel}`;
}

function exists(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Regular files below `root` as `/`-joined relative paths, sorted; symbolic links are not followed into folders. */
function walk(root: string, given: string): string[] {
  const files: string[] = [];
  const visit = (folder: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      throw new OperatorError(`cannot read folder ${joinDisplay(given, prefix) || given}: ${describeFsError(error)}`);
    }
    for (const entry of entries) {
      const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) visit(path.join(folder, entry.name), rel);
      } else if ((entry.isFile() || entry.isSymbolicLink()) && !SKIPPED_FILES.has(entry.name)) files.push(rel);
    }
  };
  visit(root, '');
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

