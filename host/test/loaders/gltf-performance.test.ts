import { Logger, NodeIO } from '@gltf-transform/core';
import { expect } from 'chai';
import { largeAnimationGlb, load } from './fixtures/gltf-fixtures.js';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('gltf loader: performance', function () {
  this.timeout(120000);

  it('loads a 100 clip × 60 bone × 300 key GLB in a small fraction of NodeIO.readBinary', async () => {
    const bytes = largeAnimationGlb(100, 60, 300);
    expect(bytes.length).to.be.greaterThan(28_000_000);

    const ours: number[] = [];
    let result;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      result = await load(bytes);
      ours.push(performance.now() - t0);
    }
    expect(result!.document.clips).to.have.length(100);
    expect(result!.document.clips[99]!.tracks).to.have.length(60);
    expect(result!.document.clips[99]!.duration).to.be.closeTo(299 / 30, 1e-5);
    // Float data is viewed, not copied.
    expect(result!.document.clips[50]!.tracks[30]!.values.buffer).to.equal(bytes.buffer);

    const io = new NodeIO().setLogger(new Logger(Logger.Verbosity.SILENT));
    const theirs: number[] = [];
    for (let i = 0; i < 2; i++) {
      const t0 = performance.now();
      await io.readBinary(bytes);
      theirs.push(performance.now() - t0);
    }
    const ratio = median(ours) / median(theirs);
    console.log(`      loader ${median(ours).toFixed(1)} ms vs NodeIO.readBinary ${median(theirs).toFixed(1)} ms (ratio ${ratio.toFixed(3)})`);
    expect(ratio).to.be.lessThan(0.25);
  });
});
