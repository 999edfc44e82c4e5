/**
 * Which found files a batch skips: `ignores` of the file's config (relative to its folder) and
 * `.animsmithignore` in the working directory (one pattern a line, gitignore-like: `#` comments,
 * a pattern without an inner `/` matches at any depth, a trailing `/` names a folder and all
 * below, a leading `/` anchors, `!` re-includes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeFsError } from '../config/discover.js';
import { OperatorError } from '../errors.js';
import { globToRegExp } from './glob.js';

export const IGNORE_FILE = '.animsmithignore';

interface Rule {
  readonly negated: boolean;
  readonly regex: RegExp;
}

export interface IgnoreRules {
  /** Folder the patterns are relative to (absolute). */
  readonly base: string;
  readonly rules: readonly Rule[];
}

export function compileIgnores(base: string, patterns: readonly string[]): IgnoreRules {
  const rules: Rule[] = [];
  for (const raw of patterns) {
    let pattern = raw.trim();
    if (pattern === '' || pattern.startsWith('#')) continue;
    const negated = pattern.startsWith('!');
    if (negated) pattern = pattern.slice(1);
    pattern = pattern.replace(/\/+$/, '');
    const anchored = pattern.startsWith('/') || pattern.includes('/');
    pattern = pattern.replace(/^\/+/, '');
    if (pattern === '') continue;
    const body = `${anchored ? '' : '**/'}${pattern}`;
    // A folder pattern (or any pattern naming a folder) also covers everything inside it.
    rules.push({ negated, regex: globToRegExp(`${body}{,/**}`) });
  }
  return { base, rules };
}

export function readIgnoreFile(cwd: string): IgnoreRules {
  const file = path.join(cwd, IGNORE_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { base: cwd, rules: [] };
    throw new OperatorError(`cannot read ${IGNORE_FILE}: ${describeFsError(error)}`);
  }
  return compileIgnores(cwd, text.split(/\r?\n/));
}

/** Last matching rule wins; a file outside the rules' folder is never ignored by them. */
export function isIgnored(rules: IgnoreRules, absoluteFile: string): boolean {
  const rel = path.relative(rules.base, absoluteFile);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return false;
  const slashed = rel.split(path.sep).join('/');
  let ignored = false;
  for (const rule of rules.rules) if (rule.regex.test(slashed)) ignored = !rule.negated;
  return ignored;
}
