import { CheckTester } from '@animsmith/cli/testing';
import type { AnimDocument, ClipKeyRange } from '@animsmith/cli/plugin';
import check from '../src/clip-range.js';
import { walk } from './support/fixtures.js';

/** The walk fixture with a key range stated apart from its duration (as the FBX loader does). */
function ranged(duration: number, keyRange?: ClipKeyRange): AnimDocument {
  const base = walk({ property: 'translation', times: [0, duration], values: [0, 0, 0, 1, 0, 0] });
  return { ...base, clips: base.clips.map((c) => ({ ...c, duration, ...(keyRange !== undefined ? { keyRange } : {}) })) };
}

new CheckTester().run('clip-range', check, {
  valid: [
    { name: 'no key range stated (glTF, Spine: the range is the keys)', document: ranged(1) },
    { name: 'keys span the range', document: ranged(1, { first: 0, last: 1, keyCount: 4, outsideCount: 0 }) },
    { name: 'ends within the slack', document: ranged(1, { first: 0.0005, last: 0.9995, keyCount: 2, outsideCount: 0 }) },
  ],
  invalid: [
    {
      name: 'range runs past the last key (Maya: keys end at 0.667 s, stack at 0.833 s)',
      document: ranged(0.8333333, { first: 0, last: 0.6666667, keyCount: 2, outsideCount: 0 }),
      errors: [{ messageId: 'pastLastKey', severity: 'note', clip: 'walk', time_s: 0.6666667 }],
    },
    {
      name: 'range starts before the first key',
      document: ranged(2, { first: 0.5, last: 2, keyCount: 2, outsideCount: 0 }),
      errors: [{ messageId: 'beforeFirstKey', severity: 'note', time_s: 0, measured: 0.5 }],
    },
    {
      name: 'range cuts keys off',
      document: ranged(2, { first: 0, last: 5, keyCount: 6, outsideCount: 3 }),
      errors: [{ messageId: 'cutsKeys', severity: 'warning', measured: 3 }],
    },
  ],
});
