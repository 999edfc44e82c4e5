/**
 * Escaping for the HTML report. Every string that came from a file (names, messages, paths) is
 * untrusted: it is written either as HTML text, as a quoted attribute value, or inside the inline
 * JSON data block, and each context has its own escaper here.
 *
 * The data block sits in `<script type="application/json">`; the HTML tokenizer ends that element
 * at the first `</script` whatever the JSON means, so every `<` is written as `\u003c` (and `>`,
 * `&`, U+2028 and U+2029 as their `\u` escapes too, so the text is inert as HTML and as a
 * JavaScript literal). `JSON.parse` restores the exact strings.
 */
import { escapeTerminal } from '../text/escape.js';

const HTML_SPECIAL = /[&<>"'`]/g;

/**
 * Inert as HTML text and inside a double- or single-quoted attribute value. Control, line
 * separator and bidi characters become visible `\u{hex}` so a name cannot reorder or hide text.
 */
export function escapeHtmlText(text: string): string {
  return escapeTerminal(text).replace(HTML_SPECIAL, (ch) => `&#${ch.codePointAt(0)};`);
}

/** A double-quoted attribute value (the caller writes the quotes). */
export function escapeHtmlAttribute(text: string): string {
  return escapeHtmlText(text);
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON text that can be placed verbatim between `<script type="application/json">` and
 * `</script>`: compact `JSON.stringify` output (lone surrogates already escaped) with `<`, `>`,
 * `&`, U+2028 and U+2029 written as `\uXXXX`. These characters only ever occur inside JSON
 * strings, where the escape means the same character.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Checks that trusted inline code (the viewer's own script and style files) cannot end its
 * element early; a failure is a packaging bug, never a user error.
 */
export function assertInlineSafe(kind: 'script' | 'style', name: string, text: string): string {
  const lower = text.toLowerCase();
  if (lower.includes(`</${kind}`) || lower.includes('<!--')) {
    throw new Error(`report asset ${name} contains text that would end its inline <${kind}> element`);
  }
  return text;
}
