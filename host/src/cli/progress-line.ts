/**
 * The batch progress line on stderr: `file i of N path · MB read · MB/s`, redrawn in place. Only
 * on a terminal (a pipe or a CI log gets nothing) and never with `--quiet`. Two escape codes
 * (carriage return, erase line) are all it needs, so no terminal library is pulled in.
 */
import type { ProgressObserver } from '../engine/analyze.js';
import { escapeTerminal } from '../text/escape.js';

export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

const ERASE = '\r\u001b[2K';

export function progressLine(stream: ProgressStream, options: { quiet?: boolean; now?: () => number } = {}): ProgressObserver | undefined {
  if (!stream.isTTY || options.quiet) return undefined;
  const now = options.now ?? (() => performance.now());
  const started = now();
  let bytes = 0;
  return (event) => {
    if (event.kind === 'file-done') bytes += event.bytes;
    const seconds = (now() - started) / 1000;
    const megabytes = bytes / 1e6;
    const rate = seconds > 0 ? `${(megabytes / seconds).toFixed(1)} MB/s` : '–';
    const line = `animsmith: file ${event.index + 1} of ${event.total} ${escapeTerminal(event.path)} · ${megabytes.toFixed(1)} MB · ${rate}`;
    // A terminal that reports no width (0, as under `script`) gets 80 columns.
    const width = Math.max(20, (stream.columns || 80) - 1);
    stream.write(`${ERASE}${line.length > width ? `${line.slice(0, width - 1)}…` : line}`);
    // The last file leaves a clean line for the report and the diagnostics that follow.
    if (event.kind === 'file-done' && event.index + 1 === event.total) stream.write(ERASE);
  };
}
