import assert from 'node:assert/strict';
import type { ClipSpec } from '@animsmith/cli/testing';
import { buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/gait-group.js';
import { circularPhaseSpread } from '../src/support/groups.js';

const TAU = 2 * Math.PI;
const BONES = [
  { name: 'pelvis', translation: [0, 1, 0] as [number, number, number] },
  { name: 'foot_l', parent: 'pelvis' },
  { name: 'foot_r', parent: 'pelvis' },
];
const RIG = { roles: { hips: 'pelvis', left_foot: 'foot_l', right_foot: 'foot_r' } } as const;

/**
 * A directional walk whose feet swing in antiphase: foot height Y = amp·sin(θ + φ) and stride
 * Z = 0.15·sin(θ + φ) over one cycle (the last key repeats the first). With d = L − R =
 * 2·amp·sin(θ + φ), the measured phase (the trough of the fundamental) is 0.75 − φ/2π, so φ is
 * chosen to land on `phase`.
 */
function walkClip(name: string, phase: number, amp = 0.05, keys = 25): ClipSpec {
  const times = Array.from({ length: keys }, (_, k) => k / (keys - 1));
  const phi = TAU * (0.75 - phase);
  const foot = (x: number, offset: number) =>
    times.flatMap((_, k) => {
      const a = (TAU * k) / (keys - 1) + phi + offset;
      return [x, -0.9 + amp * Math.sin(a), 0.15 * Math.sin(a)];
    });
  return {
    name,
    tracks: [
      { bone: 'foot_l', property: 'translation', times, values: foot(0.1, 0) },
      { bone: 'foot_r', property: 'translation', times, values: foot(-0.1, Math.PI) },
    ],
  };
}

/** Feet held still while the pelvis bobs: a grid exists but there is no left/right swing. */
function standClip(name: string): ClipSpec {
  const times = [0, 0.25, 0.5, 0.75, 1];
  return { name, tracks: [{ bone: 'pelvis', property: 'translation', times, values: times.flatMap((t) => [0, 1 + 0.02 * Math.sin(TAU * t), 0]) }] };
}

const walks = (...clips: ClipSpec[]) => buildDocument({ bones: BONES, clips });
const group = (clips: string[], max_gait_phase_spread: number, min_lr_amplitude_m?: number) => ({
  clips,
  max_gait_phase_spread,
  ...(min_lr_amplitude_m === undefined ? {} : { min_lr_amplitude_m }),
});

const ring = walks(walkClip('walk_f', 0.25), walkClip('walk_l', 0.26), walkClip('walk_r', 0.24), walkClip('walk_b', 0.45));

new CheckTester().run('gait-group', check, {
  valid: [
    {
      name: 'aligned phases',
      document: ring,
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_l', 'walk_r'], 0.05) } },
    },
    {
      name: 'phases either side of the cycle seam are close',
      document: walks(walkClip('walk_f', 0.98), walkClip('walk_l', 0.02)),
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_l'], 0.03) } },
    },
    {
      name: 'spread just below the cap (0.05 cycle)',
      document: walks(walkClip('walk_f', 0.25), walkClip('walk_l', 0.35)),
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_l'], 0.0501) } },
    },
    {
      name: 'no gait groups declared',
      document: ring,
      rig: RIG,
      contract: { syncGroups: { locomotion: { clips: ['walk_f', 'walk_l'] } } },
      applicability: 'not_applicable',
    },
    {
      name: 'a member below the amplitude floor is excluded from the spread',
      // walk_b's amplitude is about 0.1 m; the others about 0.2 m.
      document: walks(walkClip('walk_f', 0.25), walkClip('walk_l', 0.26), walkClip('walk_b', 0.75, 0.025)),
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_l', 'walk_b'], 0.05, 0.15) } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable', 'members_not_evaluated'],
    },
    {
      name: 'amplitudes above the floor contribute',
      document: walks(walkClip('walk_f', 0.25), walkClip('walk_l', 0.26)),
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_l'], 0.05, 0.19) } },
    },
    {
      name: 'rig without hips and feet roles',
      document: ring,
      rig: { profile: 'mixamo' },
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_b'], 0.05) } },
      evaluation: 'partial',
      gaps: ['roles_unresolved', 'roles_unresolved', 'insufficient_measurable_members'],
    },
    {
      name: 'feet on one side only: no bilateral subject',
      document: ring,
      rig: { profile: 'none', roles: { hips: 'pelvis', left_foot: 'foot_l' } },
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_b'], 0.05) } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable', 'measurement_unavailable', 'insufficient_measurable_members'],
    },
    {
      name: 'a member with no foot-height swing',
      document: walks(walkClip('walk_f', 0.25), walkClip('walk_l', 0.25), standClip('idle')),
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_l', 'idle'], 0.05) } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable', 'members_not_evaluated'],
    },
    {
      name: 'a member too short for a pose grid',
      document: walks(walkClip('walk_f', 0.25), walkClip('walk_l', 0.25), walkClip('blip', 0.25, 0.05, 2)),
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'blip', 'walk_l'], 0.05) } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable', 'members_not_evaluated'],
    },
    {
      name: 'one measurable member is not enough',
      document: ring,
      rig: RIG,
      contract: { gaitGroups: { solo: group(['walk_f'], 0.05) } },
      evaluation: 'partial',
      gaps: ['insufficient_measurable_members'],
    },
    {
      name: 'a repeated member name is one member, not a self-comparison',
      document: ring,
      rig: RIG,
      contract: { gaitGroups: { solo: group(['walk_b', 'walk_b'], 0.05) } },
      evaluation: 'partial',
      gaps: ['insufficient_measurable_members'],
    },
  ],
  invalid: [
    {
      name: 'one member out of step',
      document: ring,
      rig: RIG,
      contract: { gaitGroups: { ring: group(['walk_f', 'walk_l', 'walk_r', 'walk_b'], 0.1) } },
      errors: [
        {
          messageId: 'phaseSpread',
          severity: 'error',
          measured: circularPhaseSpread([0.25, 0.26, 0.24, 0.45]),
          expected: 0.1,
        },
      ],
    },
    {
      name: 'spread just above the cap (0.05 cycle)',
      document: walks(walkClip('walk_f', 0.25), walkClip('walk_l', 0.35)),
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_l'], 0.0499) } },
      errors: [{ messageId: 'phaseSpread', measured: 0.05, expected: 0.0499 }],
    },
    {
      name: 'spread across the seam measured the short way round',
      document: walks(walkClip('walk_f', 0.9), walkClip('walk_l', 0.1)),
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_l'], 0.05) } },
      errors: [{ messageId: 'phaseSpread', measured: 0.1, expected: 0.05 }],
    },
    {
      name: 'each group is judged against its own cap',
      document: ring,
      rig: RIG,
      contract: {
        gaitGroups: {
          tight: group(['walk_f', 'walk_b'], 0.05),
          loose: group(['walk_f', 'walk_b'], 0.15),
        },
      },
      errors: [{ messageId: 'phaseSpread', measured: 0.1, expected: 0.05 }],
    },
    {
      name: 'a missing member is an error and leaves the group partly judged',
      document: ring,
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_x', 'walk_l'], 0.05) } },
      evaluation: 'partial',
      gaps: ['members_not_evaluated'],
      errors: [{ messageId: 'memberMissing', severity: 'error', clip: 'walk_x' }],
    },
    {
      name: 'missing members leaving fewer than two measurable',
      document: ring,
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_x', 'walk_f', 'walk_y'], 0.05) } },
      evaluation: 'partial',
      gaps: ['members_not_evaluated', 'insufficient_measurable_members'],
      errors: [
        { messageId: 'memberMissing', clip: 'walk_x' },
        { messageId: 'memberMissing', clip: 'walk_y' },
      ],
    },
    {
      name: 'a missing member and a spread together',
      document: ring,
      rig: RIG,
      contract: { gaitGroups: { ring: group(['walk_f', 'walk_b', 'walk_x'], 0.05) } },
      evaluation: 'partial',
      gaps: ['members_not_evaluated'],
      errors: [{ messageId: 'memberMissing', clip: 'walk_x' }, { messageId: 'phaseSpread', measured: 0.1 }],
    },
    {
      name: 'of clips sharing a name, a member names one by its normalized name (walk_l#1 is the second)',
      document: walks(walkClip('walk_f', 0.25), walkClip('walk_l', 0.25), walkClip('walk_l', 0.45)),
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_l#1'], 0.05) } },
      errors: [{ messageId: 'phaseSpread', measured: 0.1 }],
    },
    {
      name: 'severity override',
      document: ring,
      rig: RIG,
      severity: 'warning',
      contract: { gaitGroups: { ring: group(['walk_f', 'walk_b'], 0.05) } },
      errors: [{ messageId: 'phaseSpread', severity: 'warning' }],
    },
  ],
});

describe('gait-group finding rows', () => {
  it('lists every configured member in order, with missing and excluded evidence explicit', () => {
    const { record } = CheckTester.evaluate('gait-group', check, {
      name: 'rows',
      document: walks(walkClip('walk_f', 0.25), walkClip('walk_s', 0.6, 0.025), walkClip('walk_b', 0.45)),
      rig: RIG,
      contract: { gaitGroups: { ring: group(['walk_b', 'walk_x', 'walk_s', 'walk_f'], 0.05, 0.15) } },
    });
    const spread = record.findings.find((f) => f.members !== undefined);
    assert.ok(spread, 'no spread finding');
    assert.ok(spread.message.includes('walk_b=0.450, walk_f=0.250'), spread.message);
    assert.deepEqual(
      spread.members!.map((row) => [row.member, row.measurements.status ?? 'measured']),
      [
        ['walk_b', 'measured'],
        ['walk_x', 'missing'],
        ['walk_s', 'below_amplitude_floor'],
        ['walk_f', 'measured'],
      ],
    );
    const phase = (member: string) => spread.members!.find((row) => row.member === member)!.measurements.gait_phase as number;
    assert.ok(Math.abs(phase('walk_b') - 0.45) < 1e-5);
    assert.ok(Math.abs(phase('walk_s') - 0.6) < 1e-5, 'an excluded member keeps its measured phase');
    assert.ok((spread.members![0]!.measurements.lr_amplitude_m as number) > 0.19);
    assert.deepEqual(Object.keys(spread.members![1]!.measurements), ['status']);
  });

  it('completes and names scopes by member and group', () => {
    const { record } = CheckTester.evaluate('gait-group', check, {
      name: 'scopes',
      document: ring,
      rig: RIG,
      contract: { gaitGroups: { strafe: group(['walk_f', 'walk_x', 'walk_l'], 0.05) } },
    });
    assert.deepEqual(record.evaluated_scopes, [
      { code: 'phase_measurement', subject: 'walk_f' },
      { code: 'phase_measurement', subject: 'walk_l' },
      { code: 'member_existence', subject: 'strafe' },
      { code: 'phase_coherence', subject: 'strafe' },
    ]);
    assert.deepEqual(record.gaps?.[0]?.scope, { code: 'phase_coherence', subject: 'strafe' });
  });
});
