import { expect } from 'chai';
import { measureRootMotion } from '../../src/measure/root-trajectory.js';
import type { RootTrajectory } from '../../src/measure/types.js';
import { sampleClip } from '../../src/sample/sampler.js';
import { quatMultiply } from '../../src/model/math.js';
import type { ResolvedRig } from '../../src/plugin-api/config.js';
import { buildDocument, quatX, quatY, type BoneSpec, type TrackSpec } from '../support/anim-builder.js';

const T5 = [0, 0.25, 0.5, 0.75, 1];
const RIG: Pick<ResolvedRig, 'roles'> = { roles: { root: 0, hips: 1 } };

function rootMotion(tracks: TrackSpec[], rig: Pick<ResolvedRig, 'roles'> = RIG, bones: BoneSpec[] = [{ name: 'root' }, { name: 'hips', parent: 'root' }]) {
  const doc = buildDocument({ bones, clips: [{ name: 'c', tracks }] });
  return measureRootMotion(doc.bones, sampleClip(doc, 0), rig, doc.clips[0]!.duration);
}

function trajectory(tracks: TrackSpec[], rig?: Pick<ResolvedRig, 'roles'>, bones?: BoneSpec[]): RootTrajectory {
  const result = rootMotion(tracks, rig, bones).rootTrajectory;
  if (result.availability !== 'measured') throw new Error(`expected measured, got ${result.availability}`);
  return result.value;
}

const yawTrack = (degrees: number[]): TrackSpec => ({ bone: 'root', property: 'rotation', times: T5, values: degrees.map((d) => quatY(d)) });

describe('measure: root trajectory and speed', () => {
  const path: TrackSpec = {
    bone: 'root',
    property: 'translation',
    times: T5,
    values: [[0, 0, 0], [0, 0.1, 1], [0, -0.2, 2], [0, 0, 1], [1, 0.05, 2]],
  };

  it('measures displacement, sampled travel and vertical extrema', () => {
    const t = trajectory([path]);
    expect(t).to.deep.include({ bone_index: 0, bone_name: 'root', source_role: 'root', translation_availability: 'measured' });
    const tr = t.translation!;
    expect(tr.horizontal_displacement_x_m).to.be.closeTo(1, 1e-6);
    expect(tr.horizontal_displacement_z_m).to.be.closeTo(2, 1e-6);
    expect(tr.horizontal_travel_m).to.be.closeTo(3 + Math.SQRT2, 1e-6);
    expect(tr.vertical_displacement_m).to.be.closeTo(0.05, 1e-6);
    expect(tr.vertical_min_displacement_m).to.be.closeTo(-0.2, 1e-6);
    expect(tr.vertical_max_displacement_m).to.be.closeTo(0.1, 1e-6);
    const speed = rootMotion([path]).speedMps;
    expect(speed.availability).to.equal('measured');
    expect((speed as { value: number }).value).to.be.closeTo(Math.hypot(1, 2), 1e-6);
  });

  it('measures yaw about +Y with unwrapping across ±180°', () => {
    const t = trajectory([path, yawTrack([0, 100, 200, 300, 350])]);
    expect(t.yaw_availability).to.equal('measured');
    expect(t.yaw!.heading_axis).to.equal('positive_z');
    expect(t.yaw!.unwrapped_yaw_deg).to.be.closeTo(350, 1e-3);
    expect(t.yaw!.yaw_travel_deg).to.be.closeTo(350, 1e-3);
    expect(t.yaw!.net_yaw_deg).to.be.closeTo(-10, 1e-3);
  });

  it('keeps reversals in travel but not in the net result', () => {
    const t = trajectory([yawTrack([0, 30, 0, -20, 0])]);
    expect(t.yaw!.unwrapped_yaw_deg).to.be.closeTo(0, 1e-4);
    expect(t.yaw!.yaw_travel_deg).to.be.closeTo(100, 1e-3);
  });

  it('picks the witness axis with the largest horizontal projection (Z, then Y, then X on ties)', () => {
    // Rx(90)·Ry(30): X → (0.87, 0.5, 0), Y → (0, 0, 1), Z → (0.5, −0.87, 0): Y is the most horizontal.
    const rotation = [0, 0, 0, 0] as [number, number, number, number];
    quatMultiply(rotation, quatX(90), quatY(30));
    const bones: BoneSpec[] = [{ name: 'root', rotation }, { name: 'hips', parent: 'root' }];
    const t = trajectory([{ bone: 'root', property: 'translation', times: T5, values: T5.map(() => [0, 0, 0]) }], RIG, bones);
    expect(t.yaw!.heading_axis).to.equal('positive_y');
    // identity: +Z and +X tie exactly; Z wins
    expect(trajectory([yawTrack([0, 0, 0, 0, 0])]).yaw!.heading_axis).to.equal('positive_z');
  });

  it('refuses a half-turn step but keeps translation', () => {
    const t = trajectory([path, yawTrack([0, 180, 180, 180, 180])]);
    expect(t.yaw_availability).to.equal('unavailable');
    expect(t).to.not.have.property('yaw');
    expect(t.translation_availability).to.equal('measured');
  });

  it('canonicalises a net half turn to the sign of the unwrapped yaw', () => {
    const t = trajectory([yawTrack([0, -60, -120, -150, -180])]);
    expect(t.yaw!.net_yaw_deg).to.equal(-180);
    expect(t.yaw!.unwrapped_yaw_deg).to.be.closeTo(-180, 1e-4);
  });

  it('falls back to the hips only when the root is unresolved', () => {
    expect(trajectory([path], { roles: { hips: 1 } })).to.deep.include({ bone_index: 1, source_role: 'hips_fallback' });
    const nan: TrackSpec = { ...path, values: [[0, 0, 0], [NaN, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]] };
    const t = trajectory([nan]);
    expect(t).to.deep.include({ bone_index: 0, source_role: 'root', translation_availability: 'unavailable' });
    expect(t).to.not.have.property('translation');
  });

  it('is not applicable without root or hips and unavailable without a grid', () => {
    expect(rootMotion([path], { roles: {} })).to.deep.equal({
      rootTrajectory: { availability: 'not_applicable' },
      speedMps: { availability: 'not_applicable' },
    });
    const short: TrackSpec = { ...path, times: [0, 1], values: [[0, 0, 0], [1, 0, 0]] };
    expect(rootMotion([short])).to.deep.equal({
      rootTrajectory: { availability: 'unavailable' },
      speedMps: { availability: 'unavailable' },
    });
  });
});
