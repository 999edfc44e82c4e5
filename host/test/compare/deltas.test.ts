import { expect } from 'chai';
import type { ClipMeasurements } from '../../src/measure/types.js';
import { compareMetricPaths, diffClip, diffMeasurements, type MetricDelta } from '../../src/compare/deltas.js';

/** A fully measured clip; every floor test moves one value of a copy. */
function base(): ClipMeasurements {
  return {
    duration_s: 1.0,
    frame_count: 31,
    animated_bones: ['hips', 'foot_l'],
    bone_channels: [
      { bone_index: 0, bone_name: 'hips', properties: ['translation', 'rotation'] },
      { bone_index: 1, bone_name: 'foot_l', properties: ['rotation'] },
    ],
    bone_rotation_range_deg: { hips: 10.0 },
    loop_continuity_availability: 'measured',
    loop_continuity: {
      bones: [
        {
          bone_index: 0,
          bone_name: 'hips',
          availability: 'measured',
          position_delta_m: 0.02,
          rotation_delta_deg: 2.0,
          seam_velocity_delta_mps: 0.2,
          seam_angular_velocity_delta_degps: 10.0,
        },
        {
          bone_index: 1,
          bone_name: 'foot_l',
          availability: 'measured',
          position_delta_m: 0.01,
          rotation_delta_deg: 1.0,
          seam_velocity_delta_mps: 0.1,
          seam_angular_velocity_delta_degps: 5.0,
        },
      ],
    },
    loop_endpoint_mode_availability: 'not_applicable',
    frame_grid_availability: 'not_applicable',
    loop_seam_ratio_availability: 'measured',
    loop_seam_ratio: 0.2,
    gait_availability: 'measured',
    gait: { lr_amplitude_m: 0.1, phase_availability: 'measured', phase: 0.25 },
    root_trajectory_availability: 'measured',
    root_trajectory: {
      bone_index: 0,
      bone_name: 'hips',
      source_role: 'hips_fallback',
      translation_availability: 'measured',
      translation: {
        horizontal_displacement_x_m: 0.5,
        horizontal_displacement_z_m: 1.0,
        horizontal_travel_m: 1.2,
        vertical_displacement_m: 0.0,
        vertical_min_displacement_m: -0.05,
        vertical_max_displacement_m: 0.05,
      },
      yaw_availability: 'measured',
      yaw: { heading_axis: 'positive_z', net_yaw_deg: 10.0, unwrapped_yaw_deg: 10.0, yaw_travel_deg: 20.0 },
    },
    speed_mps_availability: 'measured',
    speed_mps: 1.0,
  };
}

function changed(edit: (m: ClipMeasurements) => void): ClipMeasurements {
  const m = structuredClone(base());
  edit(m);
  return m;
}

const diff = (after: ClipMeasurements, before: ClipMeasurements = base()) => diffClip('walk', before, after);
const metrics = (deltas: readonly MetricDelta[]) => deltas.map((d) => d.metric);

interface FloorCase {
  readonly metric: string;
  readonly under: (m: ClipMeasurements) => void;
  readonly over: (m: ClipMeasurements) => void;
}

const bone0 = (m: ClipMeasurements) => m.loop_continuity!.bones[0]!;
const translation = (m: ClipMeasurements) => m.root_trajectory!.translation!;
const yaw = (m: ClipMeasurements) => m.root_trajectory!.yaw!;

// Literal stimuli straddling each documented floor (a fat-fingered constant fails in either direction).
const FLOORS: FloorCase[] = [
  { metric: 'duration_s', under: (m) => (m.duration_s = 1.0165), over: (m) => (m.duration_s = 1.0175) }, // 0.017 s
  { metric: 'frame_count', under: (m) => (m.frame_count = 31.45), over: (m) => (m.frame_count = 30) }, // 0.5, a decrease too
  { metric: 'loop_seam_ratio', under: (m) => (m.loop_seam_ratio = 0.249), over: (m) => (m.loop_seam_ratio = 0.251) }, // 0.05
  { metric: 'gait.phase', under: (m) => (m.gait!.phase = 0.299), over: (m) => (m.gait!.phase = 0.301) }, // 0.05 cycle
  { metric: 'gait.lr_amplitude_m', under: (m) => (m.gait!.lr_amplitude_m = 0.1049), over: (m) => (m.gait!.lr_amplitude_m = 0.1051) }, // 0.005 m
  { metric: 'speed_mps', under: (m) => (m.speed_mps = 1.099), over: (m) => (m.speed_mps = 1.101) }, // 0.1 m/s
  {
    metric: 'bone_rotation_range_deg[hips]', // 1.0°
    under: (m) => (m.bone_rotation_range_deg.hips = 10.99),
    over: (m) => (m.bone_rotation_range_deg.hips = 11.01),
  },
  {
    metric: 'loop_continuity.bones[0].position_delta_m', // 0.001 m
    under: (m) => (bone0(m).position_delta_m = 0.0209),
    over: (m) => (bone0(m).position_delta_m = 0.0211),
  },
  {
    metric: 'loop_continuity.bones[0].rotation_delta_deg', // 0.1°
    under: (m) => (bone0(m).rotation_delta_deg = 2.09),
    over: (m) => (bone0(m).rotation_delta_deg = 2.11),
  },
  {
    metric: 'loop_continuity.bones[0].seam_velocity_delta_mps', // 0.01 m/s
    under: (m) => (bone0(m).seam_velocity_delta_mps = 0.209),
    over: (m) => (bone0(m).seam_velocity_delta_mps = 0.211),
  },
  {
    metric: 'loop_continuity.bones[0].seam_angular_velocity_delta_degps', // 0.5 °/s
    under: (m) => (bone0(m).seam_angular_velocity_delta_degps = 10.49),
    over: (m) => (bone0(m).seam_angular_velocity_delta_degps = 10.51),
  },
  ...(
    [
      'horizontal_displacement_x_m',
      'horizontal_displacement_z_m',
      'horizontal_travel_m',
      'vertical_displacement_m',
      'vertical_min_displacement_m',
      'vertical_max_displacement_m',
    ] as const
  ).map(
    (field): FloorCase => ({
      metric: `root_trajectory.translation.${field}`, // 0.001 m each
      under: (m) => (translation(m)[field] += 0.0009),
      over: (m) => (translation(m)[field] -= 0.0011),
    }),
  ),
  { metric: 'root_trajectory.yaw.net_yaw_deg', under: (m) => (yaw(m).net_yaw_deg = 10.09), over: (m) => (yaw(m).net_yaw_deg = 10.11) }, // 0.1°
  {
    metric: 'root_trajectory.yaw.unwrapped_yaw_deg',
    under: (m) => (yaw(m).unwrapped_yaw_deg = 9.91),
    over: (m) => (yaw(m).unwrapped_yaw_deg = 9.89),
  },
  { metric: 'root_trajectory.yaw.yaw_travel_deg', under: (m) => (yaw(m).yaw_travel_deg = 20.09), over: (m) => (yaw(m).yaw_travel_deg = 20.11) },
];

describe('compare deltas: significance floors', () => {
  it('reports nothing for identical measurements', () => {
    expect(diff(base())).to.deep.equal([]);
    expect(diffMeasurements({ walk: base(), run: base() }, { walk: base(), run: base() })).to.deep.equal([]);
  });

  for (const c of FLOORS) {
    it(`${c.metric}: just below the floor is silent, just above is reported as moved`, () => {
      expect(metrics(diff(changed(c.under))), 'under').to.deep.equal([]);
      const over = diff(changed(c.over));
      expect(metrics(over), 'over').to.deep.equal([c.metric]);
      expect(over[0]!.note).to.equal('moved');
      expect(over[0]!.clip).to.equal('walk');
      expect(over[0]!.before).to.be.a('number');
      expect(over[0]!.after).to.be.a('number');
    });
  }

  it('compares gait phase on a cycle of period 1', () => {
    const wrap = (before: number, after: number) =>
      diff(
        changed((m) => (m.gait!.phase = after)),
        changed((m) => (m.gait!.phase = before)),
      );
    expect(wrap(0.98, 0.02), '0.04 across the wrap').to.deep.equal([]);
    expect(wrap(0.99, 0.039), '0.049 across the wrap').to.deep.equal([]);
    const moved = wrap(0.97, 0.021);
    expect(metrics(moved), '0.051 across the wrap').to.deep.equal(['gait.phase']);
    expect(moved[0]).to.deep.include({ before: 0.97, after: 0.021, note: 'moved' });
    expect(metrics(wrap(0.9, 0.1))).to.deep.equal(['gait.phase']);
  });

  it('compares net yaw on a 360° circle, and unwrapped yaw and travel ordinarily', () => {
    const net = (before: number, after: number) =>
      diff(
        changed((m) => (yaw(m).net_yaw_deg = after)),
        changed((m) => (yaw(m).net_yaw_deg = before)),
      );
    expect(net(179.96, -179.96), '0.08° across ±180').to.deep.equal([]);
    expect(metrics(net(179.9, -179.9)), '0.2° across ±180').to.deep.equal(['root_trajectory.yaw.net_yaw_deg']);
    // 0 → 360 unwrapped is a full turn even though net yaw does not move.
    const turn = diff(
      changed((m) => {
        yaw(m).net_yaw_deg = 0;
        yaw(m).unwrapped_yaw_deg = 360;
      }),
      changed((m) => {
        yaw(m).net_yaw_deg = 0;
        yaw(m).unwrapped_yaw_deg = 0;
      }),
    );
    expect(metrics(turn)).to.deep.equal(['root_trajectory.yaw.unwrapped_yaw_deg']);
    expect(metrics(net(-180, 180)), 'the same heading').to.deep.equal([]);
  });
});

describe('compare deltas: exact changes', () => {
  it('reports every clip-level availability change with the metric appearing or disappearing', () => {
    const after = changed((m) => {
      m.loop_seam_ratio_availability = 'unavailable';
      delete m.loop_seam_ratio;
      m.frame_grid_availability = 'measured';
      m.frame_grid = { fps: 30, frame_intervals: 30 };
    });
    const deltas = diff(after);
    expect(deltas).to.deep.equal([
      { clip: 'walk', metric: 'frame_grid_availability', note: 'changed from not_applicable to measured' },
      { clip: 'walk', metric: 'loop_seam_ratio', before: 0.2, note: 'disappeared' },
      { clip: 'walk', metric: 'loop_seam_ratio_availability', note: 'changed from measured to unavailable' },
    ]);
    // and back: the value appears
    const back = diff(base(), after);
    expect(back.find((d) => d.metric === 'loop_seam_ratio')).to.deep.equal({ clip: 'walk', metric: 'loop_seam_ratio', after: 0.2, note: 'appeared' });
  });

  it('reports nested availability (gait phase, root translation and yaw) under <field>_availability', () => {
    const after = changed((m) => {
      m.gait!.phase_availability = 'not_applicable';
      delete m.gait!.phase;
      m.root_trajectory!.translation_availability = 'unavailable';
      delete m.root_trajectory!.translation;
      m.root_trajectory!.yaw_availability = 'unavailable';
      delete m.root_trajectory!.yaw;
    });
    const deltas = diff(after);
    expect(deltas.filter((d) => d.metric.endsWith('_availability'))).to.deep.equal([
      { clip: 'walk', metric: 'gait.phase_availability', note: 'changed from measured to not_applicable' },
      { clip: 'walk', metric: 'root_trajectory.translation_availability', note: 'changed from measured to unavailable' },
      { clip: 'walk', metric: 'root_trajectory.yaw_availability', note: 'changed from measured to unavailable' },
    ]);
    expect(deltas.filter((d) => d.note === 'disappeared').map((d) => d.metric)).to.deep.equal([
      'gait.phase',
      'root_trajectory.translation.horizontal_displacement_x_m',
      'root_trajectory.translation.horizontal_displacement_z_m',
      'root_trajectory.translation.horizontal_travel_m',
      'root_trajectory.translation.vertical_displacement_m',
      'root_trajectory.translation.vertical_max_displacement_m',
      'root_trajectory.translation.vertical_min_displacement_m',
      'root_trajectory.yaw.net_yaw_deg',
      'root_trajectory.yaw.unwrapped_yaw_deg',
      'root_trajectory.yaw.yaw_travel_deg',
    ]);
  });

  it('reports a loop-continuity bone availability change at loop_continuity.bones[N].availability and compares values only when both have them', () => {
    const after = changed((m) => {
      const b = m.loop_continuity!.bones[1]!;
      b.availability = 'unavailable';
      delete b.position_delta_m;
      delete b.rotation_delta_deg;
      delete b.seam_velocity_delta_mps;
      delete b.seam_angular_velocity_delta_degps;
    });
    expect(diff(after)).to.deep.equal([{ clip: 'walk', metric: 'loop_continuity.bones[1].availability', note: 'changed from measured to unavailable' }]);
    expect(diff(base(), after)).to.deep.equal([{ clip: 'walk', metric: 'loop_continuity.bones[1].availability', note: 'changed from unavailable to measured' }]);
  });

  it('matches loop-continuity rows by bone_index, not by position or name', () => {
    const after = changed((m) => {
      m.loop_continuity!.bones.reverse();
      m.loop_continuity!.bones[0]!.bone_name = 'renamed';
    });
    expect(diff(after)).to.deep.equal([]);
  });

  it('reports the whole loop-continuity availability change without per-bone rows', () => {
    const after = changed((m) => {
      m.loop_continuity_availability = 'unavailable';
      delete m.loop_continuity;
    });
    expect(diff(after)).to.deep.equal([{ clip: 'walk', metric: 'loop_continuity_availability', note: 'changed from measured to unavailable' }]);
  });

  it('reports a changed root bone, source role and heading axis exactly', () => {
    const after = changed((m) => {
      m.root_trajectory!.bone_index = 3;
      m.root_trajectory!.bone_name = 'root';
      m.root_trajectory!.source_role = 'root';
      m.root_trajectory!.yaw!.heading_axis = 'positive_x';
    });
    expect(diff(after)).to.deep.equal([
      { clip: 'walk', metric: 'root_trajectory.selected_bone', before: 0, after: 3, note: 'changed from #0:"hips" (hips_fallback) to #3:"root" (root)' },
      { clip: 'walk', metric: 'root_trajectory.yaw.heading_axis', note: 'changed from positive_z to positive_x' },
    ]);
    const roleOnly = diff(changed((m) => (m.root_trajectory!.source_role = 'root')));
    expect(metrics(roleOnly)).to.deep.equal(['root_trajectory.selected_bone']);
  });

  it('reports animated-bone membership as gained/lost', () => {
    const after = changed((m) => (m.animated_bones = ['hips', 'hand_r', 'arm_r']));
    expect(diff(after)).to.deep.equal([
      { clip: 'walk', metric: 'animated_bones', before: 2, after: 3, note: 'gained [arm_r, hand_r], lost [foot_l]' },
    ]);
    expect(diff(changed((m) => m.animated_bones.reverse())), 'order alone is no change').to.deep.equal([]);
  });

  it('reports channel coverage by (bone_index, property); a display-name-only change is silent', () => {
    expect(diff(changed((m) => (m.bone_channels[1]!.bone_name = 'foot_left')))).to.deep.equal([]);
    const after = changed((m) => {
      m.bone_channels[0]!.properties = ['rotation', 'scale'];
      m.bone_channels.push({ bone_index: 7, bone_name: 'hand "r"', properties: ['translation'] });
    });
    expect(diff(after)).to.deep.equal([
      {
        clip: 'walk',
        metric: 'bone_channels',
        before: 3,
        after: 4,
        note: 'gained [#0:"hips".scale, #7:"hand \\"r\\"".translation], lost [#0:"hips".translation]',
      },
    ]);
  });

  it('reports a bone whose rotation range appears or disappears as (no longer) animated', () => {
    const after = changed((m) => {
      delete m.bone_rotation_range_deg.hips;
      m.bone_rotation_range_deg.foot_l = 30;
    });
    expect(diff(after)).to.deep.equal([
      { clip: 'walk', metric: 'bone_rotation_range_deg[foot_l]', after: 30, note: 'bone now animated' },
      { clip: 'walk', metric: 'bone_rotation_range_deg[hips]', before: 10, note: 'bone no longer animated' },
    ]);
  });

  it('reports clips added and removed, sorted by clip then metric path', () => {
    const deltas = diffMeasurements(
      { walk: base(), idle: base() },
      { walk: changed((m) => (m.speed_mps = 2)), run: base(), Attack: base() },
    );
    expect(deltas).to.deep.equal([
      { clip: 'Attack', metric: 'clip', note: 'clip added' },
      { clip: 'idle', metric: 'clip', note: 'clip removed' },
      { clip: 'run', metric: 'clip', note: 'clip added' },
      { clip: 'walk', metric: 'speed_mps', before: 1, after: 2, note: 'moved' },
    ]);
  });

  it('orders bone indices numerically and is deterministic', () => {
    const many = (shift: number) =>
      changed((m) => {
        m.loop_continuity!.bones = [2, 12, 1].map((i) => ({
          bone_index: i,
          bone_name: `b${i}`,
          availability: 'measured' as const,
          position_delta_m: shift,
          rotation_delta_deg: 0,
          seam_velocity_delta_mps: 0,
          seam_angular_velocity_delta_degps: 0,
        }));
      });
    const deltas = diff(many(1), many(0));
    expect(metrics(deltas)).to.deep.equal([
      'loop_continuity.bones[1].position_delta_m',
      'loop_continuity.bones[2].position_delta_m',
      'loop_continuity.bones[12].position_delta_m',
    ]);
    expect(JSON.stringify(diff(many(1), many(0)))).to.equal(JSON.stringify(deltas));
    expect(compareMetricPaths('a[2]', 'a[10]')).to.be.lessThan(0);
    expect(compareMetricPaths('gait.phase', 'gait.phase_availability')).to.be.lessThan(0);
  });

  it('reports a loop-continuity row that only one file has', () => {
    const after = changed((m) => m.loop_continuity!.bones.pop());
    expect(diff(after)).to.deep.equal([{ clip: 'walk', metric: 'loop_continuity.bones[1]', note: 'disappeared' }]);
  });
});
