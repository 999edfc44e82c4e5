/**
 * `[clips."<selector>"]` overlay: every glob selector that matches, in lexicographic key order
 * (later wins field by field), then the exact-name entry last.
 *
 * Clips are addressed by their normalized names (`model/clip-names.ts`). A clip whose loader name
 * several clips share (`walk`, `walk#1`) is also addressed by that shared name, so `[clips."walk"]`
 * describes every clip the file calls `walk` and `[clips."walk#1"]` refines the second one: a glob
 * applies when it matches either name, and the exact shared-name entry comes before the exact
 * normalized-name entry.
 */
import type { Clip } from '../../model/anim-document.js';
import type { ClipExpectations, MovementOwner } from '../../plugin-api/config.js';

/** How a clip is addressed: its normalized name and, when other clips share it, its loader name. */
export type ClipAddress = Pick<Clip, 'name' | 'sharedName'>;

/** One `[clips.*]` table as written, before overlay (`in_place` is the legacy XZ alias). */
export type ClipEntry = ClipExpectations & { readonly in_place?: boolean };

/** `*` matches any run of characters, including none; no other character is special. */
export function globMatches(pattern: string, name: string): boolean {
  const parts = pattern.split('*');
  if (parts.length === 1) return pattern === name;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (!name.startsWith(first) || name.length < first.length + last.length || !name.endsWith(last)) return false;
  let at = first.length;
  const end = name.length - last.length;
  for (const middle of parts.slice(1, -1)) {
    const found = name.indexOf(middle, at);
    if (found < 0 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}

function normalise(entry: ClipEntry): ClipExpectations {
  const { in_place, ...rest } = entry;
  if (in_place === undefined) return rest;
  const owner: MovementOwner = in_place ? 'gameplay' : 'animation';
  return { ...rest, movement_owner_xz: owner };
}

/**
 * The `[clips]` keys that apply to a clip, in overlay order (later wins): the globs that match its
 * normalized or shared name, in key order; then the exact shared name; then the exact normalized name.
 */
export function applicableClipKeys(keys: readonly string[], clip: ClipAddress): string[] {
  const names = clip.sharedName === undefined || clip.sharedName === clip.name ? [clip.name] : [clip.sharedName, clip.name];
  const globs = keys
    .filter((key) => key.includes('*') && !names.includes(key) && names.some((name) => globMatches(key, name)))
    .sort();
  return [...globs, ...names.filter((name) => keys.includes(name))];
}

/**
 * `clipExpectations(name)` for the clips of one document (`clips` gives each normalized name's
 * shared name); a name no clip has resolves as a uniquely named clip would.
 */
export function createClipExpectationResolver(
  entries: Readonly<Record<string, ClipEntry>>,
  clips: readonly ClipAddress[] = [],
): (clipName: string) => ClipExpectations {
  const keys = Object.keys(entries);
  const shared = new Map<string, string>();
  for (const clip of clips) if (clip.sharedName !== undefined) shared.set(clip.name, clip.sharedName);
  const cache = new Map<string, ClipExpectations>();
  return (clipName) => {
    const known = cache.get(clipName);
    if (known) return known;
    let merged: ClipExpectations = {};
    for (const key of applicableClipKeys(keys, { name: clipName, sharedName: shared.get(clipName) })) merged = overlay(merged, normalise(entries[key]!));
    const frozen = Object.freeze(merged);
    cache.set(clipName, frozen);
    return frozen;
  };
}

function overlay(base: ClipExpectations, top: ClipExpectations): ClipExpectations {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(top)) if (value !== undefined) out[key] = value;
  return out as ClipExpectations;
}
