/**
 * `[clips."<selector>"]` overlay: every glob selector that matches, in lexicographic key order
 * (later wins field by field), then the exact-name entry last.
 */
import type { ClipExpectations, MovementOwner } from '../../plugin-api/config.js';

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

export function createClipExpectationResolver(
  clips: Readonly<Record<string, ClipEntry>>,
): (clipName: string) => ClipExpectations {
  const globs = Object.keys(clips)
    .filter((key) => key.includes('*'))
    .sort();
  const cache = new Map<string, ClipExpectations>();
  return (clipName) => {
    const known = cache.get(clipName);
    if (known) return known;
    let merged: ClipExpectations = {};
    for (const key of globs) {
      if (key !== clipName && globMatches(key, clipName)) merged = overlay(merged, normalise(clips[key]!));
    }
    const exact = Object.prototype.hasOwnProperty.call(clips, clipName) ? clips[clipName] : undefined;
    if (exact) merged = overlay(merged, normalise(exact));
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
