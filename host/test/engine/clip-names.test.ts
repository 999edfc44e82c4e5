/**
 * Normalized clip names (`model/clip-names.ts`) and how `[clips]` keys address them
 * (`applicableClipKeys`, shared by clip expectations and engine clip settings).
 */
import { expect } from 'chai';
import { normalizedClipNames, withNormalizedClipNames } from '../../src/model/clip-names.js';
import { applicableClipKeys, createClipExpectationResolver } from '../../src/engine/config/clip-expectations.js';
import { buildDocument } from '../support/anim-builder.js';

describe('normalized clip names', () => {
  it('keeps the first of each name and numbers the later ones #1, #2… in source order', () => {
    expect(normalizedClipNames(['walk', 'run', 'walk', 'walk', 'run'])).to.deep.equal(['walk', 'run', 'walk#1', 'walk#2', 'run#1']);
  });

  it('skips an ordinal another clip already has as its own name', () => {
    expect(normalizedClipNames(['walk', 'walk', 'walk#1'])).to.deep.equal(['walk', 'walk#2', 'walk#1']);
    expect(normalizedClipNames(['walk#1', 'walk', 'walk', 'walk#1'])).to.deep.equal(['walk#1', 'walk', 'walk#2', 'walk#1#1']);
  });

  it('treats the empty name and names differing only in case as names like any other', () => {
    expect(normalizedClipNames(['', '', 'Walk', 'walk'])).to.deep.equal(['', '#1', 'Walk', 'walk']);
  });

  it('marks every clip of a shared name, and leaves a uniquely named document as it is', () => {
    const clip = (name: string) => ({ name, tracks: [] });
    const shared = withNormalizedClipNames(buildDocument({ bones: [{ name: 'hips' }], clips: [clip('walk'), clip('run'), clip('walk')] }));
    expect(shared.clips.map((c) => [c.index, c.name, c.sharedName])).to.deep.equal([
      [0, 'walk', 'walk'],
      [1, 'run', undefined],
      [2, 'walk#1', 'walk'],
    ]);
    expect(withNormalizedClipNames(shared)).to.equal(shared);
    const unique = buildDocument({ bones: [{ name: 'hips' }], clips: [clip('walk'), clip('run')] });
    expect(withNormalizedClipNames(unique)).to.equal(unique);
  });
});

describe('[clips] keys for a clip named alike', () => {
  const keys = ['walk', 'walk#1', 'w*', 'walk#*', 'run'];

  it('globs matching either name in key order, then the shared name, then the normalized name', () => {
    expect(applicableClipKeys(keys, { name: 'walk#1', sharedName: 'walk' })).to.deep.equal(['w*', 'walk#*', 'walk', 'walk#1']);
    expect(applicableClipKeys(keys, { name: 'walk', sharedName: 'walk' })).to.deep.equal(['w*', 'walk']);
    expect(applicableClipKeys(keys, { name: 'run' })).to.deep.equal(['run']);
  });

  it('a clip whose own name is walk#1 is not a walk', () => {
    expect(applicableClipKeys(keys, { name: 'walk#1' })).to.deep.equal(['w*', 'walk#*', 'walk#1']);
  });

  it('overlays field by field: the normalized-name entry refines the shared-name one', () => {
    const resolve = createClipExpectationResolver(
      { walk: { loop: true, fps: 30 }, 'walk#1': { fps: 24 } },
      [
        { name: 'walk', sharedName: 'walk' },
        { name: 'walk#1', sharedName: 'walk' },
      ],
    );
    expect(resolve('walk')).to.deep.equal({ loop: true, fps: 30 });
    expect(resolve('walk#1')).to.deep.equal({ loop: true, fps: 24 });
  });
});
