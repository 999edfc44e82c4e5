import { expect } from 'chai';
import { measureFootCycle } from '../../src/measure/foot-cycle.js';
import { sampleClip } from '../../src/sample/sampler.js';
import type { ResolvedRig } from '../../src/plugin-api/config.js';
import { buildDocument, type TrackSpec } from '../support/anim-builder.js';

const BONES = [{ name: 'hips' }, { name: 'l', parent: 'hips' }, { name: 'r', parent: 'hips' }];
const RIG: Pick<ResolvedRig, 'roles'> = { roles: { hips: 0, left_foot: 1, right_foot: 2 } };

function footCycle(tracks: TrackSpec[], rig: Pick<ResolvedRig, 'roles'> = RIG, minStride?: number) {
  const doc = buildDocument({ bones: BONES, clips: [{ name: 'c', tracks }] });
  return measureFootCycle(sampleClip(doc, 0), rig, doc.bones.length, minStride);
}

const T5 = [0, 0.25, 0.5, 0.75, 1];
const T9 = Array.from({ length: 9 }, (_, k) => k / 8);
const sinY = (sign: number) => T9.map((_, k) => [0, sign * 0.1 * Math.sin((2 * Math.PI * k) / 8), 0]);
// Hips travel forward; relative foot motion must not see it.
const hipsTravel = (times: number[]): TrackSpec => ({ bone: 'hips', property: 'translation', times, values: times.map((t) => [0, 0, -3 * t]) });

describe('measure: loop_seam_ratio', () => {
  it('is seam / largest neighbouring step of the feet relative to the hips', () => {
    const result = footCycle([
      hipsTravel(T5),
      { bone: 'l', property: 'translation', times: T5, values: [[0, 0, 0], [0, 0, 0.1], [0, 0, 0], [0, 0, -0.1], [0, 0, 0.05]] },
    ]);
    // seam 0.05, first step 0.1, last step 0.15
    expect(result.loopSeamRatio.availability).to.equal('measured');
    expect((result.loopSeamRatio as { value: number }).value).to.be.closeTo(1 / 3, 1e-5);
  });

  it('is unavailable without a real stride', () => {
    const small: TrackSpec = { bone: 'l', property: 'translation', times: T5, values: [[0, 0, 0], [0, 0, 0.01], [0, 0, 0], [0, 0, -0.01], [0, 0, 0.005]] };
    expect(footCycle([small]).loopSeamRatio.availability).to.equal('unavailable');
    expect(footCycle([small], RIG, 0.001).loopSeamRatio.availability).to.equal('measured');
  });

  it('is not applicable without hips or feet', () => {
    const still: TrackSpec = { bone: 'l', property: 'translation', times: T5, values: T5.map(() => [0, 0, 0]) };
    expect(footCycle([still], { roles: { left_foot: 1 } })).to.deep.equal({
      loopSeamRatio: { availability: 'not_applicable' },
      gait: { availability: 'not_applicable' },
    });
    expect(footCycle([still], { roles: { hips: 0 } }).loopSeamRatio.availability).to.equal('not_applicable');
  });
});

describe('measure: gait', () => {
  it('measures left/right amplitude and the phase of the fundamental', () => {
    const result = footCycle([
      hipsTravel(T9),
      { bone: 'l', property: 'translation', times: T9, values: sinY(1) },
      { bone: 'r', property: 'translation', times: T9, values: sinY(-1) },
    ]);
    expect(result.gait.availability).to.equal('measured');
    const gait = (result.gait as { value: { lr_amplitude_m: number; phase_availability: string; phase?: number } }).value;
    // d_k = 0.2 sin(2πk/8): amplitude 0.4; re = 0, im > 0 → φ = π/2 → phase 0.75
    expect(gait.lr_amplitude_m).to.be.closeTo(0.4, 1e-6);
    expect(gait.phase_availability).to.equal('measured');
    expect(gait.phase).to.be.closeTo(0.75, 1e-6);
  });

  it('a still pair has zero amplitude and no phase', () => {
    const still = (bone: string): TrackSpec => ({ bone, property: 'translation', times: T5, values: T5.map(() => [0, 0, 0]) });
    expect(footCycle([still('l'), still('r')]).gait).to.deep.equal({
      availability: 'measured',
      value: { lr_amplitude_m: 0, phase_availability: 'not_applicable' },
    });
  });

  it('needs both sides', () => {
    const still: TrackSpec = { bone: 'l', property: 'translation', times: T5, values: T5.map(() => [0, 0, 0]) };
    expect(footCycle([still], { roles: { hips: 0, left_foot: 1 } }).gait.availability).to.equal('not_applicable');
  });

  it('is unavailable on non-finite evidence', () => {
    const bad: TrackSpec = { bone: 'l', property: 'translation', times: T5, values: [[0, 0, 0], [0, NaN, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] };
    const result = footCycle([bad]);
    expect(result.gait.availability).to.equal('unavailable');
    expect(result.loopSeamRatio.availability).to.equal('unavailable');
  });
});
