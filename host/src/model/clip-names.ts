/**
 * Normalized clip names: every clip of a document has its own name, so a name addresses exactly one
 * clip in measurements, findings, scopes, reports, diffs and prediction rows, and no clip is lost
 * to a namesake.
 *
 * The name a loader gives a clip (the authored name, or the loader's fallback label such as
 * `animation_3` or `take0`) is kept by the first clip that has it, in source order. Each later clip
 * with that name becomes `<name>#<ordinal>`, ordinals 1, 2, … in source order, skipping a candidate
 * that another clip already uses as its own name or as an earlier derived one: `walk`, `walk`,
 * `walk#1` become `walk`, `walk#2`, `walk#1`. With at most 4,096 clips an ordinal never passes 4,095,
 * which is the contracts' 4,101-byte bound on a derived name (4,096 + `#` + four digits).
 */
import type { AnimDocument, Clip } from './anim-document.js';

/** The unique names of clips named `names` in source order (see the module comment). */
export function normalizedClipNames(names: readonly string[]): string[] {
  const taken = new Set(names);
  const kept = new Set<string>();
  const nextOrdinal = new Map<string, number>();
  return names.map((name) => {
    if (!kept.has(name)) {
      kept.add(name);
      return name;
    }
    let ordinal = nextOrdinal.get(name) ?? 1;
    while (taken.has(`${name}#${ordinal}`)) ordinal++;
    const derived = `${name}#${ordinal}`;
    taken.add(derived);
    nextOrdinal.set(name, ordinal + 1);
    return derived;
  });
}

/**
 * The document with normalized clip names. Every clip whose loader name other clips share keeps that
 * name as `sharedName`, so rules that care (an engine importer that keys clips by source name) still
 * see the clash. A document whose names are already unique is returned as it is.
 */
export function withNormalizedClipNames(document: AnimDocument): AnimDocument {
  const names = normalizedClipNames(document.clips.map((clip) => clip.name));
  if (names.every((name, i) => name === document.clips[i]!.name)) return document;
  const counts = new Map<string, number>();
  for (const clip of document.clips) counts.set(clip.name, (counts.get(clip.name) ?? 0) + 1);
  const clips = document.clips.map((clip, i): Clip => (counts.get(clip.name)! > 1 ? { ...clip, name: names[i]!, sharedName: clip.name } : clip));
  return { ...document, clips };
}
