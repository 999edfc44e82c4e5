import { expect } from 'chai';
import { measureDocument } from '../../src/measure/measure-document.js';
import { MEASUREMENTS_SCHEMA, type ClipMeasurements } from '../../src/measure/types.js';
import type { ClipExpectations, ResolvedRig } from '../../src/plugin-api/config.js';
import type { AnimDocument } from '../../src/model/anim-document.js';
import { buildDocument, quatY, sourceFromDocument, type TrackSpec } from '../support/anim-builder.js';

const T5 = [0, 0.25, 0.5, 0.75, 1];
const walkTracks: TrackSpec[] = [
  { bone: 'hips', property: 'translation', times: T5, values: T5.map((t) => [0, 1, -2 * t]) },
  { bone: 'hips', property: 'rotation', times: T5, values: [quatY(0), quatY(5), quatY(0), quatY(-5), quatY(0)] },
  { bone: 'foot_l', property: 'translation', times: T5, values: [[0.1, -1, 0.2], [0.1, -0.9, 0], [0.1, -1, -0.2], [0.1, -1, 0], [0.1, -1, 0.2]] },
  { bone: 'foot_r', property: 'translation', times: T5, values: [[-0.1, -1, -0.2], [-0.1, -1, 0], [-0.1, -1, 0.2], [-0.1, -0.9, 0], [-0.1, -1, -0.2]] },
];

function doc(): AnimDocument {
  return buildDocument({
    bones: [{ name: 'hips' }, { name: 'foot_l', parent: 'hips' }, { name: 'foot_r', parent: 'hips' }],
    clips: [
      { name: 'walk', tracks: walkTracks },
      { name: 'Idle', tracks: [{ bone: 'hips', property: 'translation', times: [0, 1], values: [[0, 1, 0], [0, 1, 0]] }] },
      { name: 'walk', tracks: [...walkTracks, { bone: 'foot_l', property: 'rotation', times: [0, 1], values: [quatY(0), quatY(NaN)] }] },
      { name: '__proto__', tracks: [] },
    ],
  });
}

const RIG: Pick<ResolvedRig, 'roles'> = { roles: { hips: 0, left_foot: 1, right_foot: 2 } };

function measure(d: AnimDocument, expectations: (name: string) => ClipExpectations = () => ({}), rig = RIG) {
  return measureDocument({ document: d, source: sourceFromDocument(d), clipExpectations: expectations, rig });
}

describe('measure: document', () => {
  it('emits the measurements-v18 envelope', () => {
    const m = measure(doc());
    expect(m.schema_version).to.equal(18);
    expect(m.schema).to.equal(MEASUREMENTS_SCHEMA);
    expect(m.material_resource_coverage).to.equal('unavailable');
    expect(m.skeleton_source_coverage).to.equal('complete');
    expect(m.skeleton_nodes.map((n) => n.name)).to.deep.equal(['hips', 'foot_l', 'foot_r']);
    expect(m.skeleton_nodes[0]!.scene_root_indices).to.deep.equal([0]);
    expect(m.scenes).to.deep.equal([{ scene_index: 0, root_node_indices: [0], instance_count: 0 }]);
    expect(m.default_scene_index).to.equal(0);
    const noDefault = measureDocument({
      document: doc(),
      source: sourceFromDocument(doc(), { defaultScene: undefined }),
      clipExpectations: () => ({}),
      rig: RIG,
    });
    expect(noDefault).to.not.have.property('default_scene_index');
  });

  it('keys clips by name in sorted order, the later duplicate winning', () => {
    const m = measure(doc());
    expect(Object.keys(m.clips)).to.deep.equal(['Idle', '__proto__', 'walk']);
    expect(Object.getPrototypeOf(m.clips)).to.equal(Object.prototype);
    // the later 'walk' has the rotation track on foot_l
    expect(m.clips['walk']!.bone_channels[1]).to.deep.equal({ bone_index: 1, bone_name: 'foot_l', properties: ['translation', 'rotation'] });
  });

  it('never emits a non-finite number or an undefined field', () => {
    const m = measure(doc(), () => ({ loop: true, fps: 4 }));
    expect(JSON.parse(JSON.stringify(m))).to.deep.equal(m);
  });

  it('pairs every optional fact with its availability', () => {
    const m = measure(doc(), (name) => (name === 'walk' ? { loop: true, fps: 4 } : {}));
    const walk = m.clips['walk']!;
    const idle = m.clips['Idle']!;
    const facts = ['loop_continuity', 'loop_endpoint_mode', 'frame_grid', 'loop_seam_ratio', 'gait', 'root_trajectory', 'speed_mps'] as const;
    for (const clip of [walk, idle]) {
      for (const f of facts) {
        const status = clip[`${f}_availability` as keyof ClipMeasurements];
        expect(status, f).to.be.oneOf(['measured', 'not_applicable', 'unavailable']);
        expect(f in clip, f).to.equal(status === 'measured');
      }
    }
    expect(walk.frame_grid).to.deep.equal({ fps: 4, frame_intervals: 4 });
    expect(walk.loop_continuity_availability).to.equal('measured');
    expect(walk.loop_endpoint_mode).to.equal('non_closing'); // hips travel 2 m
    expect(walk.root_trajectory!.source_role).to.equal('hips_fallback');
    expect(walk.speed_mps).to.be.closeTo(2, 1e-6);
    expect(walk.gait_availability).to.equal('measured');
    expect(walk.loop_seam_ratio_availability).to.equal('measured');
    // Idle: two keys → no grid
    expect(idle.frame_count).to.equal(2);
    expect(idle.loop_continuity_availability).to.equal('unavailable');
    expect(idle.loop_endpoint_mode_availability).to.equal('not_applicable');
    expect(idle.frame_grid_availability).to.equal('not_applicable');
    expect(idle.speed_mps_availability).to.equal('unavailable');
  });

  it('reports role-dependent facts not applicable without roles', () => {
    const m = measure(doc(), () => ({}), { roles: {} });
    const walk = m.clips['walk']!;
    expect(walk.loop_seam_ratio_availability).to.equal('not_applicable');
    expect(walk.gait_availability).to.equal('not_applicable');
    expect(walk.root_trajectory_availability).to.equal('not_applicable');
    expect(walk.speed_mps_availability).to.equal('not_applicable');
    expect(walk.loop_endpoint_mode_availability).to.equal('not_applicable');
  });
});
