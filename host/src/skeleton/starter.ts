/**
 * The starter correspondence `animsmith skeleton correspondence SOURCE TARGET` writes: both
 * files' identities pinned, exact-name mode, every name that names exactly one node in both files
 * selected (with the roots of that selection), an empty mapping and the default tolerances. The
 * text round-trips through `parseCorrespondence` unchanged.
 */
import { compareNames } from '@animsmith/schemas';
import { DEFAULT_SKELETON_TOLERANCES } from '../compare/rest-deltas.js';
import { CORRESPONDENCE_SCHEMA } from './correspondence.js';
import { selectedRoots, uniqueNames, type Subject } from './subjects.js';

export function starterCorrespondence(source: Subject, target: Subject): string {
  const inTarget = new Set(uniqueNames(target));
  const shared = uniqueNames(source).filter((name) => inTarget.has(name)).sort(compareNames);
  const lines = [
    '# Skeleton correspondence for `animsmith skeleton compare` (written by `animsmith skeleton correspondence`).',
    '# Exact-name mode selects every name that names exactly one node in both files. To pair renamed',
    '# bones, set mode = "explicit_mapping", list them in each side\'s nodes and map every pair under [mapping].',
    `schema = ${tomlString(CORRESPONDENCE_SCHEMA)}`,
    'mode = "exact_names"',
  ];
  for (const [side, subject] of [['source', source], ['target', target]] as const) {
    const nodes = shared.map((name) => subject.byName.get(name)![0]!);
    const roots = selectedRoots(subject, nodes).sort(compareNames);
    lines.push('', `[${side}]`, `# ${tomlComment(subject.path)}`, `sha256 = "${subject.input.sha256}"`, `bytes = ${subject.input.bytes}`);
    lines.push(`roots = ${tomlArray(roots)}`, `nodes = ${tomlArray(shared)}`);
  }
  lines.push('', '[mapping]', '# "source name" = "target name" (explicit_mapping mode only)', '', '[tolerances]');
  for (const [key, value] of Object.entries(DEFAULT_SKELETON_TOLERANCES)) lines.push(`${key} = ${value}`);
  return `${lines.join('\n')}\n`;
}

/**
 * A TOML basic string. JSON's escapes are TOML's, except that TOML also forbids a raw DEL; lone
 * surrogates cannot occur in names decoded from UTF-8.
 */
export function tomlString(text: string): string {
  return JSON.stringify(text).replace(/\u007f/g, '\\u007F');
}

function tomlArray(names: readonly string[]): string {
  return names.length === 0 ? '[]' : `[\n${names.map((n) => `  ${tomlString(n)},`).join('\n')}\n]`;
}

/** A path inside a comment line: control characters would end or corrupt it. */
function tomlComment(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}
