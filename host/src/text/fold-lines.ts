/**
 * A message on one line: every run of control characters and line or paragraph separators becomes
 * one space. Loaders (built-in and plugin, through `@animsmith/cli/plugin`) fold every refusal
 * with it, because an error is one line on stderr whatever text the file supplied.
 */
export function foldLines(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
}
