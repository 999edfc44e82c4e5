import { expect } from 'chai';
import { measureFrameGrid } from '../../src/measure/frame-grid.js';
import { buildDocument } from '../support/anim-builder.js';

function frameGrid(times: number[], fps: number | undefined, duration?: number) {
  const doc = buildDocument({
    bones: [{ name: 'a' }],
    clips: [{ name: 'c', ...(duration !== undefined ? { duration } : {}), tracks: [{ bone: 'a', property: 'translation', times, values: times.flatMap(() => [0, 0, 0]) }] }],
  });
  const clip = doc.clips[0]!;
  return measureFrameGrid(clip, 1, clip.duration, fps);
}

describe('measure: frame_grid', () => {
  const onGrid = Array.from({ length: 31 }, (_, i) => i / 30);

  it('is not applicable without a declared fps', () => {
    expect(frameGrid(onGrid, undefined)).to.deep.equal({ availability: 'not_applicable' });
  });

  it('is unavailable when some key data could not be read, even if what remains is on the grid', () => {
    const doc = buildDocument({
      bones: [{ name: 'a' }],
      clips: [{ name: 'c', tracks: [{ bone: 'a', property: 'translation', times: onGrid, values: onGrid.flatMap(() => [0, 0, 0]) }] }],
    });
    const clip = doc.clips[0]!;
    expect(measureFrameGrid(clip, 1, clip.duration, 30).availability).to.equal('measured');
    const lostTrack = { ...clip, tracks: [...clip.tracks, { ...clip.tracks[0]!, times: new Float32Array(0), values: new Float32Array(0), unreadable: 'payload_unavailable' as const }] };
    expect(measureFrameGrid(lostTrack, 1, clip.duration, 30)).to.deep.equal({ availability: 'unavailable' });
    const lostTimes = { ...clip, durationUnavailable: 'payload_unavailable' as const };
    expect(measureFrameGrid(lostTimes, 1, clip.duration, 30)).to.deep.equal({ availability: 'unavailable' });
  });

  it('is unavailable for an invalid fps', () => {
    for (const fps of [0, -30, NaN, Infinity]) expect(frameGrid(onGrid, fps).availability).to.equal('unavailable');
  });

  it('measures fps and rounded frame intervals when every key is on the grid', () => {
    expect(frameGrid(onGrid, 30)).to.deep.equal({ availability: 'measured', value: { fps: 30, frame_intervals: 30 } });
    expect(frameGrid([0, 0.5, 1], 24)).to.deep.equal({ availability: 'measured', value: { fps: 24, frame_intervals: 24 } });
  });

  it('allows keys within 0.1 frame and refuses beyond', () => {
    expect(frameGrid([0, 1.09 / 30, 2 / 30], 30).availability).to.equal('measured');
    expect(frameGrid([0, 1.11 / 30, 2 / 30], 30).availability).to.equal('unavailable');
  });

  it('also requires the duration on the grid', () => {
    expect(frameGrid([0, 1 / 30, 2 / 30], 30, 2.5 / 30).availability).to.equal('unavailable');
    expect(frameGrid([0, 1 / 30, 2 / 30], 30, 2.05 / 30)).to.deep.equal({ availability: 'measured', value: { fps: 30, frame_intervals: 2 } });
  });
});
