/**
 * An excerpt of untrusted file content quoted for a one-line error message, in any view: printable
 * ASCII as is (the quote character and `\` backslash-escaped), every other character below U+0100
 * as `\xNN` and the rest as `\u{hex}` (so a U+FFFD from undecodable bytes shows as `\u{fffd}`),
 * at most `max` characters of the text, then `…`. Neutral like `escape.ts`: the glTF loader and
 * plugin loaders (through `@animsmith/cli/plugin`) quote with it.
 */
export function quoteExcerpt(text: string, quote: '"' | "'" = '"', max = 40): string {
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count === max) {
      out += '…';
      break;
    }
    count += 1;
    const code = ch.codePointAt(0)!;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code < 0x100) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += `\\u{${code.toString(16)}}`;
  }
  return `${quote}${out}${quote}`;
}
