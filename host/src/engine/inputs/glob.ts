/**
 * Path globs for inputs and ignore patterns, matched against `/`-separated relative paths:
 * `**` crosses folders (a `**` segment also matches no folder), `*` and `?` stay within one name,
 * `[abc]` / `[!a-z]` are classes, `{a,b}` alternatives. Nothing else is special.
 */

/** `*`, `?`, a closed `[…]` or `{…}`: a lone bracket (`missing\u001b[2J.glb`) is a plain name. */
export function isGlob(text: string): boolean {
  return /[*?]|\[[^\]]+\]|\{[^}]*\}/.test(text);
}

export function globToRegExp(pattern: string): RegExp {
  return new RegExp(`^${translate(pattern)}$`);
}

const escapeChar = (ch: string) => ch.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

function translate(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*') {
      if (pattern[i + 1] === '*') {
        const atStart = i === 0 || pattern[i - 1] === '/';
        const atEnd = i + 2 === pattern.length || pattern[i + 2] === '/';
        if (atStart && atEnd) {
          // `**/` matches zero or more folders; a final `**` matches anything below.
          if (i + 2 === pattern.length) out += '.*';
          else out += '(?:[^/]*/)*';
          i += 2;
          continue;
        }
        i += 1;
        out += '.*';
        continue;
      }
      out += '[^/]*';
    } else if (ch === '?') out += '[^/]';
    else if (ch === '[') {
      const close = pattern.indexOf(']', i + 2);
      if (close < 0) out += '\\[';
      else {
        let body = pattern.slice(i + 1, close);
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        out += `[${body.replace(/\\/g, '\\\\')}]`;
        i = close;
      }
    } else if (ch === '{') {
      const close = pattern.indexOf('}', i);
      if (close < 0) out += '\\{';
      else {
        out += `(?:${pattern.slice(i + 1, close).split(',').map(translate).join('|')})`;
        i = close;
      }
    } else out += escapeChar(ch);
  }
  return out;
}

/** The folder part before the first segment with a glob character (`assets/clips/**` → `assets/clips`). */
export function globBase(pattern: string): string {
  const segments = pattern.split('/');
  const first = segments.findIndex(isGlob);
  return segments.slice(0, first < 0 ? segments.length : first).join('/');
}
