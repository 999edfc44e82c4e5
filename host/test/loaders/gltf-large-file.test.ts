import { expect } from 'chai';
import { largeAnimationGlb, load } from './fixtures/gltf-fixtures.js';

// Speed is measured by `npm run bench` (lint against NodeIO.read side by side), not asserted here.
describe('gltf loader: a large file', function () {
  this.timeout(120000);

  it('loads a 100 clip × 60 bone × 300 key GLB by viewing, not copying, its float data', async () => {
    const bytes = largeAnimationGlb(100, 60, 300);
    expect(bytes.length).to.be.greaterThan(28_000_000);
    const result = await load(bytes);
    expect(result.document.clips).to.have.length(100);
    expect(result.document.clips[99]!.tracks).to.have.length(60);
    expect(result.document.clips[99]!.duration).to.be.closeTo(299 / 30, 1e-5);
    expect(result.document.clips[50]!.tracks[30]!.values.buffer).to.equal(bytes.buffer);
  });
});
