/**
 * Operator errors: bad flags, bad config, unreadable or malformed input. They end the run with
 * exit 2, one line on stderr and nothing on stdout.
 */
export class OperatorError extends Error {
  override readonly name = 'OperatorError';
}

/** First line of an error's message, safe for a one-line diagnostic. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split(/\r?\n/, 1)[0] ?? '').trim() || 'unknown error';
}
