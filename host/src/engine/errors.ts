/**
 * Operator errors: bad flags, bad config, unreadable or malformed input. They end the run with
 * exit 2, one line on stderr and nothing on stdout.
 */
import { escapeTerminal } from '../text/escape.js';
import { brandError } from '../plugin-api/error-brand.js';

export class OperatorError extends Error {
  override readonly name = 'OperatorError';
}
brandError(OperatorError, 'OperatorError');

/**
 * One line of an error's message, safe for a terminal or CI log. An `OperatorError` is written
 * as one line, so a line break in it comes from a path or name it quotes (`lint $'a\nb.glb'`):
 * it is escaped, not cut, so the line still says what is wrong. oclif's flag and argument
 * errors are folded onto one line; other messages (Node, plugins) keep their first line. Either
 * way control and bidi characters are escaped (`\u{1b}`), so a file name cannot recolour or
 * reorder the diagnostic.
 */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  let line: string;
  if (error instanceof OperatorError) line = text;
  else if (isOclifError(error)) {
    // oclif puts what was wrong on the second line ("Parsing --max-warnings" / "Expected an
    // integer greater than or equal to 0 but received: -1"): fold the lines, minus the help hint.
    line = text
      .split(/\r?\n/)
      .map((part) => part.trim())
      .filter((part) => part !== '' && !/^See more help with --help$/.test(part))
      .join(' ');
  } else line = text.split(/\r?\n/, 1)[0] ?? '';
  return escapeTerminal(line.trim()) || 'unknown error';
}

/** oclif's own errors (flags, arguments): they carry `oclif.exit`. */
function isOclifError(error: unknown): boolean {
  return error instanceof Error && typeof (error as { oclif?: unknown }).oclif === 'object';
}
