import { expect } from 'chai';
import { samplePoseAt, sampleClip, sampleRestPose } from '../../src/sample/sampler.js';
import { buildDocument, expectClose, gridPosition, gridRotation, quatZ } from '../support/anim-builder.js';

/** hips (scaled 2 in x, rotated 90° about z) with a child on a LINEAR translation track and a leaf. */
function rig() {
  return buildDocument({
    bones: [
      { name: 'hips', translation: [0, 1, 0], rotation: quatZ(90), scale: [2, 1, 1] },
      { name: 'spine', parent: 'hips', translation: [1, 0, 0] },
      { name: 'head', parent: 'spine', translation: [0, 1, 0], scale: [3, 3, 3] },
    ],
    clips: [
      {
        name: 'c',
        tracks: [
          { bone: 'spine', property: 'translation', times: [0, 0.5, 1], values: [[1, 0, 0], [2, 0, 0], [4, 0, 0]] },
          { bone: 'head', property: 'rotation', times: [0, 1], values: [quatZ(0), quatZ(90)] },
        ],
      },
    ],
  });
}

describe('sampler: samplePoseAt', () => {
  it('equals every grid frame bit for bit at the grid times', () => {
    const doc = rig();
    const grid = sampleClip(doc, 0)!;
    for (let f = 0; f < grid.frameCount; f++) {
      const pose = samplePoseAt(doc, 0, grid.times[f]!);
      expect(pose.time).to.equal(grid.times[f]);
      for (let b = 0; b < grid.boneCount; b++) {
        expect(Array.from(pose.positions.subarray(b * 3, b * 3 + 3))).to.deep.equal(gridPosition(grid, f, b));
        expect(Array.from(pose.rotations.subarray(b * 4, b * 4 + 4))).to.deep.equal(gridRotation(grid, f, b));
      }
      expect(Array.from(pose.locals)).to.deep.equal(Array.from(grid.locals.subarray(f * 30, f * 30 + 30)));
    }
  });

  it('interpolates between keys with the grid samplers (LINEAR translation)', () => {
    const pose = samplePoseAt(rig(), 0, 0.25);
    // spine local x = 1.5; hips maps local x (scaled by 2) onto world +y.
    expectClose(pose.positions.subarray(3, 6), [0, 1 + 3, 0], 1e-6);
    expectClose(pose.locals.subarray(10, 13), [1.5, 0, 0], 1e-7);
  });

  it('rounds the time to f32 like grid times', () => {
    expect(samplePoseAt(rig(), 0, 0.1).time).to.equal(Math.fround(0.1));
  });

  it('exposes full model matrices, also for leaves, whose column lengths are the world scale', () => {
    const pose = sampleRestPose(rig());
    expect(pose.time).to.equal(undefined);
    const columns = (b: number) => [0, 3, 6].map((c) => Math.hypot(...pose.matrices.subarray(b * 12 + c, b * 12 + c + 3)));
    expectClose(columns(0), [2, 1, 1], 1e-6);
    expectClose(columns(2), [6, 3, 3], 1e-6); // leaf: parent x-scale 2 × own 3 on its x column
    expectClose(pose.positions.subarray(6, 9), [-1, 3, 0], 1e-6);
    expectClose(pose.matrices.subarray(2 * 12 + 9, 2 * 12 + 12), pose.positions.subarray(6, 9), 1e-6);
  });

  it('rejects a missing clip', () => {
    expect(() => samplePoseAt(rig(), 3, 0)).to.throw(RangeError);
  });
});
