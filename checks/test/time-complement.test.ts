import assert from 'node:assert/strict';
import type { ClipSpec } from '@animsmith/cli/testing';
import { buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/time-complement.js';

const TAU = 2 * Math.PI;
const BONES = [
  { name: 'pelvis', translation: [0, 1, 0] as [number, number, number] },
  { name: 'foot_l', parent: 'pelvis' },
  { name: 'foot_r', parent: 'pelvis' },
];
const RIG = { roles: { hips: 'pelvis', left_foot: 'foot_l', right_foot: 'foot_r' } } as const;

/**
 * A walk with the feet in antiphase: foot height Y = amp·sin(θ + φ), stride Z = 0.15·sin(θ + φ);
 * φ is chosen so the measured gait phase (0.75 − φ/2π) is `phase`.
 */
function walkClip(name: string, phase: number, amp = 0.05): ClipSpec {
  const keys = 25;
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

const walks = (...clips: ClipSpec[]) => buildDocument({ bones: BONES, clips });
const sim = (a: number, b: number) => (1 + Math.cos(TAU * (a - b))) / 2;
const advantage = (a: number, b: number) => sim(a, 1 - b) - sim(a, b);
const complement = (clips: string[], min_reflected_time_advantage: number, min_lr_amplitude_m = 0) => ({
  clips,
  time_complement: { min_reflected_time_advantage, min_lr_amplitude_m },
});

// advantage(0.1, 0.6) = −sin(0.2π)·sin(1.2π) ≈ 0.3455.
const near = walks(walkClip('walk_a', 0.1), walkClip('walk_b', 0.6));
const reflected = walks(walkClip('walk_fwd', 0.25), walkClip('walk_rev', 0.75), walkClip('walk_mid', 0.5));

new CheckTester().run('time-complement', check, {
  valid: [
    {
      name: 'aligned phases',
      document: walks(walkClip('walk_a', 0.25), walkClip('walk_b', 0.25)),
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_a', 'walk_b'], 0.25) } },
    },
    {
      name: 'advantage just below the threshold',
      document: near,
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_a', 'walk_b'], advantage(0.1, 0.6) + 1e-3) } },
    },
    {
      name: 'sync groups without time_complement',
      document: near,
      rig: RIG,
      contract: { syncGroups: { loco: { clips: ['walk_a', 'walk_b'], max_duration_delta_s: 0 } } },
      applicability: 'not_applicable',
    },
    {
      name: 'rig without hips and feet roles',
      document: near,
      rig: { profile: 'mixamo' },
      contract: { syncGroups: { loco: complement(['walk_a', 'walk_b'], 0.25) } },
      evaluation: 'partial',
      gaps: ['roles_unresolved', 'roles_unresolved', 'insufficient_measurable_members'],
    },
    {
      name: 'a member below the amplitude floor',
      // walk_c's left/right amplitude is about 0.1 m, the others about 0.2 m.
      document: walks(walkClip('walk_a', 0.25), walkClip('walk_b', 0.25), walkClip('walk_c', 0.75, 0.025)),
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_a', 'walk_b', 'walk_c'], 0.25, 0.15) } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable', 'members_not_evaluated'],
    },
    {
      name: 'a missing member',
      document: near,
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_a', 'walk_x', 'walk_b'], 0.5) } },
      evaluation: 'partial',
      gaps: ['members_not_evaluated'],
    },
    {
      name: 'a repeated member name is never compared with itself',
      document: reflected,
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_fwd', 'walk_fwd'], 0) } },
      evaluation: 'partial',
      gaps: ['insufficient_measurable_members'],
    },
    {
      name: 'only groups with time_complement are compared',
      document: reflected,
      rig: RIG,
      contract: {
        syncGroups: {
          plain: { clips: ['walk_fwd', 'walk_rev'] },
          checked: complement(['walk_fwd', 'walk_mid'], 0.5),
        },
      },
    },
  ],
  invalid: [
    {
      name: 'a reflected pair',
      document: reflected,
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_fwd', 'walk_rev'], 0.25) } },
      errors: [{ messageId: 'reflectedTime', severity: 'warning', measured: 1, expected: 0.25 }],
    },
    {
      name: 'advantage just above the threshold',
      document: near,
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_a', 'walk_b'], advantage(0.1, 0.6) - 1e-3) } },
      errors: [{ messageId: 'reflectedTime', measured: advantage(0.1, 0.6) }],
    },
    {
      name: 'every unordered pair is compared once, in configured order',
      document: walks(walkClip('walk_a', 0.25), walkClip('walk_b', 0.75), walkClip('walk_c', 0.7)),
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_a', 'walk_b', 'walk_c'], 0.5) } },
      errors: [
        { messageId: 'reflectedTime', measured: advantage(0.25, 0.75) },
        { messageId: 'reflectedTime', measured: advantage(0.25, 0.7) },
      ],
    },
    {
      name: 'each group uses its own threshold',
      document: near,
      rig: RIG,
      contract: {
        syncGroups: {
          strict: complement(['walk_a', 'walk_b'], 0.3),
          lenient: complement(['walk_a', 'walk_b'], 0.4),
        },
      },
      errors: [{ messageId: 'reflectedTime', expected: 0.3 }],
    },
    {
      name: 'a missing member does not stop the others being compared',
      document: reflected,
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_x', 'walk_fwd', 'walk_rev'], 0.25) } },
      evaluation: 'partial',
      gaps: ['members_not_evaluated'],
      errors: [{ messageId: 'reflectedTime', measured: 1 }],
    },
    {
      name: 'severity override',
      document: reflected,
      rig: RIG,
      severity: 'error',
      contract: { syncGroups: { loco: complement(['walk_fwd', 'walk_rev'], 0.25) } },
      errors: [{ messageId: 'reflectedTime', severity: 'error' }],
    },
  ],
});

describe('time-complement finding rows', () => {
  it('carry both members of the pair with their phases and the similarities', () => {
    const { record } = CheckTester.evaluate('time-complement', check, {
      name: 'rows',
      document: near,
      rig: RIG,
      contract: { syncGroups: { loco: complement(['walk_b', 'walk_a'], 0.3) } },
    });
    const members = record.findings[0]?.members;
    assert.ok(members, 'no finding rows');
    assert.deepEqual(
      members.map((row) => [row.member, Object.keys(row.measurements)]),
      ['walk_b', 'walk_a'].map((member) => [
        member,
        ['gait_phase', 'lr_amplitude_m', 'reflected_time_advantage', 'reflected_time_similarity', 'same_time_similarity'],
      ]),
    );
    const [b, a] = members.map((row) => row.measurements as Record<string, number>);
    assert.ok(Math.abs(b!.gait_phase! - 0.6) < 1e-5 && Math.abs(a!.gait_phase! - 0.1) < 1e-5);
    assert.ok(Math.abs(a!.same_time_similarity! - sim(0.6, 0.1)) < 1e-5);
    assert.ok(Math.abs(a!.reflected_time_similarity! - sim(0.6, 0.9)) < 1e-5);
    assert.ok(a!.lr_amplitude_m! > 0.19);
    assert.deepEqual(record.evaluated_scopes, [
      { code: 'phase_measurement', subject: 'walk_b' },
      { code: 'phase_measurement', subject: 'walk_a' },
      { code: 'member_existence', subject: 'loco' },
      { code: 'sync_compatibility', subject: 'loco' },
    ]);
  });
});
