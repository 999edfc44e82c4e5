/**
 * "Did you mean" hints for names the user typed (config keys, check ids, clip selectors, bone
 * names): a case-insensitive equal name first, else the closest name within a small edit distance.
 */

/**
 * Edit distance counting an insertion, deletion, substitution or swap of two neighbours as one
 * edit (optimal string alignment: `nmae` → `name` is one), stopping once it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** A third of the word's length (at least one edit): `wlak` → `walk`, never `a` → `run`. */
function allowedEdits(word: string): number {
  return Math.max(1, Math.floor(word.length / 3));
}

/** The best candidate for `word`, or undefined when none is close; ties keep candidate order. */
export function closestName(word: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates].filter((c) => c !== word);
  const folded = word.toLowerCase();
  const sameCase = list.find((c) => c.toLowerCase() === folded);
  if (sameCase !== undefined) return sameCase;
  const limit = allowedEdits(word);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of list) {
    const distance = editDistance(folded, candidate.toLowerCase(), limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (did you mean 'x'?)`, or empty when nothing is close. */
export function didYouMean(word: string, candidates: Iterable<string>, quote: (s: string) => string = (s) => `'${s}'`): string {
  const best = closestName(word, candidates);
  return best === undefined ? '' : ` (did you mean ${quote(best)}?)`;
}
