/**
 * Run-level lines shared by the text and Markdown lint views: which config file judged the files
 * (per-file lookup may find several), the inputs that could not be loaded, and configuration
 * entries that judged nothing. Values are raw; each view escapes them for where they land.
 */
import type { LintDocument } from '../output/documents.js';

/** `animsmith.toml`, or `a/animsmith.toml (2 files); none (1 file)` when files differ. */
export function configSummary(document: LintDocument): string {
  const counts = new Map<string, number>();
  for (const file of document.files) {
    const key = file.config ?? '';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const name = (key: string) => (key === '' ? 'none (built-in defaults)' : key);
  if (counts.size <= 1) return name([...counts.keys()][0] ?? '');
  return [...counts].map(([key, n]) => `${name(key)} (${n} file${n === 1 ? '' : 's'})`).join('; ');
}

/** `, N fatal file(s)` for the tally; empty without fatal records. */
export function fatalTally(document: LintDocument): string {
  const n = document.fatal_files?.length ?? 0;
  return n === 0 ? '' : `, ${n} fatal file(s)`;
}
