/**
 * Escaping for every view that is not JSON. Names, paths and messages come from files a user
 * downloaded from anywhere: a control character, a Unicode line separator or a bidi control must
 * never reach a terminal, a CI log or a rendered comment raw, and table, code and HTML delimiters
 * must never let a name close the structure it is printed in. A neutral module (beside
 * `quote-excerpt.ts`), so formats, the report, the engine's messages and loaders share one rule.
 */

// C0/C1 controls (NEL included), DEL, line/paragraph separators, and every bidi control: the
// Arabic letter mark, LRM/RLM, embeddings/overrides and isolates.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One visible line: each unsafe character becomes `\u{hex}`. */
export function escapeTerminal(text: string): string {
  return text.replace(UNSAFE, (ch) => `\\u{${ch.codePointAt(0)!.toString(16)}}`);
}

/**
 * A name quoted in a diagnostic line (`"walk\u{1b}[31m"`): backslashes and double quotes are
 * backslash-escaped, unsafe characters written the `escapeTerminal` way. One style for every
 * name a line quotes: `JSON.stringify` would write `\u001b` but leave a bidi control raw, so a
 * line mixing both showed two escape notations.
 */
export function quoteTerminal(text: string): string {
  return `"${escapeTerminal(text.replace(/[\\"]/g, (ch) => `\\${ch}`))}"`;
}

/**
 * Terminal-safe, and inert in Markdown prose and GFM table cells: every character CommonMark or
 * GitHub gives a meaning inside a line (emphasis, code spans, link brackets, raw HTML and
 * autolinks, entities, table pipes, strikethrough, math) is backslash-escaped. Block markers
 * (`#`, `-`, `>` …) need nothing more because the views never start a line with untrusted text.
 * Never put the result inside a code span, where backslashes are literal.
 */
export function escapeMarkdown(text: string): string {
  return escapeTerminal(text).replace(/[\\`*_[\]<>|~&$]/g, (ch) => `\\${ch}`);
}

/** Terminal-safe, and inert as HTML text or a quoted attribute (for `<summary>` and friends). */
export function escapeHtml(text: string): string {
  return escapeTerminal(text).replace(/[&<>"'`|]/g, (ch) => `&#${ch.codePointAt(0)};`);
}

/** The data part of a GitHub Actions workflow command (after `::`). */
export function escapeWorkflowData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value of a GitHub Actions workflow command (`file=…,title=…`). */
export function escapeWorkflowProperty(text: string): string {
  return escapeWorkflowData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
