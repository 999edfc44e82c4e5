import { expect } from 'chai';
import { measureLoopContinuity } from '../../src/measure/loop-continuity.js';
import type { LoopContinuityBone } from '../../src/measure/types.js';
import { sampleClip } from '../../src/sample/sampler.js';
import { quatMultiply } from '../../src/model/math.js';
import { buildDocument, quatX, quatY, quatZ, type BoneSpec, type TrackSpec } from '../support/anim-builder.js';

const TIMES = [0, 0.25, 0.5, 0.75, 1];

function continuity(tracks: TrackSpec[], bones: BoneSpec[] = [{ name: 'a' }]) {
  const doc = buildDocument({ bones, clips: [{ name: 'c', tracks }] });
  return measureLoopContinuity(doc.bones, sampleClip(doc, 0));
}

function rows(tracks: TrackSpec[], bones: BoneSpec[] = [{ name: 'a' }]): LoopContinuityBone[] {
  const result = continuity(tracks, bones);
  if (result.availability !== 'measured') throw new Error(`expected measured, got ${result.availability}`);
  return result.value.bones;
}

describe('measure: loop continuity', () => {
  it('a perfectly closed periodic loop has zero deltas', () => {
    const [row] = rows([
      { bone: 'a', property: 'translation', times: TIMES, values: [[0, 0, 0], [1, 0, 0], [0, 0, 0], [-1, 0, 0], [0, 0, 0]] },
      { bone: 'a', property: 'rotation', times: TIMES, values: [quatY(0), quatY(30), quatY(0), quatY(-30), quatY(0)] },
    ]);
    expect(row!.availability).to.equal('measured');
    expect(row!.position_delta_m).to.equal(0);
    expect(row!.rotation_delta_deg).to.equal(0);
    expect(row!.seam_velocity_delta_mps).to.equal(0);
    expect(row!.seam_angular_velocity_delta_degps).to.be.closeTo(0, 1e-3);
  });

  it('a popped loop reports the hand-computed deltas', () => {
    const [row] = rows([
      { bone: 'a', property: 'translation', times: TIMES, values: [[0, 0, 0], [1, 0, 0], [0, 0, 0], [-1, 0, 0], [0.5, 0, 0]] },
      { bone: 'a', property: 'rotation', times: TIMES, values: [quatY(0), quatY(30), quatY(0), quatY(-30), quatY(10)] },
    ]);
    // v_out = (1 − 0)/0.25 = 4, v_in = (0.5 − (−1))/0.25 = 6
    expect(row!.position_delta_m).to.be.closeTo(0.5, 1e-6);
    expect(row!.seam_velocity_delta_mps).to.be.closeTo(2, 1e-5);
    // ω_out = 30°/0.25 s = 120°/s, ω_in = 40°/0.25 s = 160°/s
    expect(row!.rotation_delta_deg).to.be.closeTo(10, 1e-3);
    expect(row!.seam_angular_velocity_delta_degps).to.be.closeTo(40, 1e-2);
    // f32-derived
    expect(Math.fround(row!.position_delta_m!)).to.equal(row!.position_delta_m);
  });

  it('measures the model-space rotation of a child through the shortest path', () => {
    // parent swings 170° → −170° (a 20° step through 180°, not 340°)
    const [parent, child] = rows(
      [{ bone: 'p', property: 'rotation', times: [0, 0.5, 1], values: [quatY(170), quatY(-170), quatY(170)] }],
      [{ name: 'p' }, { name: 'c', parent: 'p', translation: [0, 0, 1] }],
    );
    expect(parent!.rotation_delta_deg).to.be.closeTo(0, 1e-3);
    // ω_out = +20°/0.5 s, ω_in = −20°/0.5 s → |40 − (−40)| = 80°/s
    expect(parent!.seam_angular_velocity_delta_degps).to.be.closeTo(80, 0.05);
    expect(child!.seam_angular_velocity_delta_degps).to.be.closeTo(80, 0.05);
    expect(child!.position_delta_m).to.be.closeTo(0, 1e-6);
  });

  it('compares angular velocities in model space, not in each step\'s local frame', () => {
    const q2 = quatX(90);
    const q3 = [0, 0, 0, 0];
    quatMultiply(q3, quatZ(20), q2);
    const [row] = rows([{ bone: 'a', property: 'rotation', times: [0, 1 / 3, 2 / 3, 1], values: [[0, 0, 0, 1], quatY(20), q2, q3] }]);
    // ω_out = 20°·ŷ / (1/3 s), ω_in = 20°·ẑ / (1/3 s): |ω_out − ω_in| = 60·√2 °/s
    expect(row!.seam_angular_velocity_delta_degps).to.be.closeTo(60 * Math.SQRT2, 0.01);
  });

  it('marks only the bone with non-finite evidence unavailable', () => {
    const result = rows(
      [
        { bone: 'a', property: 'translation', times: [0, 0.5, 1], values: [[0, 0, 0], [0, 0, 0], [NaN, 0, 0]] },
        { bone: 'b', property: 'translation', times: [0, 0.5, 1], values: [[0, 0, 0], [1, 0, 0], [0, 0, 0]] },
      ],
      [{ name: 'a' }, { name: 'b' }],
    );
    expect(result[0]).to.deep.equal({ bone_index: 0, bone_name: 'a', availability: 'unavailable' });
    expect(result[1]!.availability).to.equal('measured');
    expect(result[1]!.position_delta_m).to.equal(0);
  });

  it('is unavailable without a grid', () => {
    const result = continuity([{ bone: 'a', property: 'translation', times: [0, 1], values: [[0, 0, 0], [1, 0, 0]] }]);
    expect(result).to.deep.equal({ availability: 'unavailable' });
  });
});
