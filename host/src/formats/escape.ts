/**
 * Escaping for human views. Names and messages come from files: a control character, a Unicode
 * line separator or a bidi override must never reach the terminal or the Markdown raw.
 */

// C0/C1 controls, DEL, line/paragraph separators, and bidi embedding/override/isolate marks.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function escapeTerminal(text: string): string {
  return text.replace(UNSAFE, (ch) => `\\u{${ch.codePointAt(0)!.toString(16)}}`);
}

/** Terminal-safe, and inert inside Markdown prose and tables. */
export function escapeMarkdown(text: string): string {
  return escapeTerminal(text).replace(/[\\`*_{}[\]()<>#+!|~&]/g, (ch) => `\\${ch}`);
}
