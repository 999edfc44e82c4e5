import assert from 'node:assert/strict';
import type { ClipSpec } from '@animsmith/cli/testing';
import { buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/sync-group.js';

const TAU = 2 * Math.PI;
const BONES = [{ name: 'pelvis', translation: [0, 1, 0] as [number, number, number] }];

/**
 * One pelvis bob cycle of `keys` evenly spaced keys over `duration` seconds. The last key
 * repeats the first (a duplicated loop endpoint) unless `endX` moves it sideways: a few
 * millimetres still closes (a unique cycle), half a metre does not.
 */
function timed(name: string, { duration = 1, keys = 31, endX = 0 }: { duration?: number; keys?: number; endX?: number } = {}): ClipSpec {
  const times = Array.from({ length: keys }, (_, k) => (duration * k) / (keys - 1));
  const values = times.flatMap((_, k) => [k === keys - 1 ? endX : 0, 1 + 0.1 * Math.sin((TAU * k) / (keys - 1)), 0]);
  return { name, tracks: [{ bone: 'pelvis', property: 'translation', times, values }] };
}

const doc = (...clips: ClipSpec[]) => buildDocument({ bones: BONES, clips });
const pair = doc(timed('run_a'), timed('run_b'));
const FPS30 = { 'run_*': { fps: 30 } };

new CheckTester().run('sync-group', check, {
  valid: [
    {
      name: 'identical timing under zero caps',
      document: pair,
      clips: FPS30,
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_duration_delta_s: 0, max_frame_count_delta: 0, max_fps_delta: 0 } } },
    },
    {
      name: 'no sync groups declared',
      document: pair,
      contract: { gaitGroups: { run: { clips: ['run_a', 'run_b'], max_gait_phase_spread: 0.1 } } },
      applicability: 'not_applicable',
    },
    {
      name: 'duration spread at the cap is inclusive',
      document: doc(timed('run_a'), timed('run_b', { duration: 1.25 })),
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_duration_delta_s: 0.25 } } },
    },
    {
      name: 'a cap the group does not declare is not judged',
      document: doc(timed('run_a'), timed('run_b', { duration: 1.25, keys: 7 })),
      clips: { run_a: { fps: 30 } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'] } } },
    },
    {
      name: 'frame count spread at the cap, same frame grid',
      // 16 keys every other frame of the same 30 fps, 1 s grid as 31 keys every frame.
      document: doc(timed('run_a'), timed('run_b', { keys: 16 })),
      clips: FPS30,
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_frame_count_delta: 15 } } },
    },
    {
      name: 'one shared loop endpoint mode',
      document: pair,
      clips: { 'run_*': { loop: true } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'] } } },
    },
    {
      name: 'a non-loop member has no endpoint mode to mix',
      document: doc(timed('run_a'), timed('run_b', { endX: 0.5 })),
      clips: { run_a: { loop: true } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'] } } },
    },
    {
      name: 'a member without a declared fps when fps is capped',
      document: pair,
      clips: { run_a: { fps: 30 } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_fps_delta: 0 } } },
      evaluation: 'partial',
      gaps: ['sync_frame_grid_unavailable'],
    },
    {
      name: 'a member with an invalid declared fps when fps is capped',
      document: pair,
      clips: { run_a: { fps: 30 }, run_b: { fps: 0 } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_fps_delta: 1 } } },
      evaluation: 'partial',
      gaps: ['sync_frame_grid_unavailable'],
    },
    {
      name: 'a member off its declared frame grid when frame intervals are capped',
      document: doc(timed('run_a'), timed('run_b', { duration: 1.01 })),
      clips: FPS30,
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_frame_count_delta: 0 } } },
      evaluation: 'partial',
      gaps: ['sync_frame_grid_unavailable'],
    },
    {
      name: 'an off-grid member is fine while only fps is capped',
      document: doc(timed('run_a'), timed('run_b', { duration: 1.01 })),
      clips: FPS30,
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_fps_delta: 0 } } },
    },
    {
      name: 'a loop member whose endpoint mode cannot be derived',
      document: doc(timed('run_a'), timed('run_b', { keys: 2 })),
      clips: { 'run_*': { loop: true } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'] } } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'a repeated member name is one member',
      document: pair,
      contract: { syncGroups: { run: { clips: ['run_a', 'run_a'], max_duration_delta_s: 0 } } },
      evaluation: 'partial',
      gaps: ['insufficient_measurable_members'],
    },
  ],
  invalid: [
    {
      name: 'durations differ beyond the cap',
      document: doc(timed('run_a'), timed('run_b', { duration: 1.25 })),
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_duration_delta_s: 0.2499 } } },
      errors: [{ messageId: 'durationSpread', severity: 'error', measured: 0.25, expected: 0.2499 }],
    },
    {
      name: 'frame counts differ beyond the cap on a shared grid',
      document: doc(timed('run_a'), timed('run_b', { keys: 16 })),
      clips: FPS30,
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_frame_count_delta: 14 } } },
      errors: [{ messageId: 'frameCountSpread', measured: 15, expected: 14 }],
    },
    {
      name: 'fps, frame counts and frame intervals all differ',
      document: doc(timed('run_a'), timed('run_b', { keys: 25 })),
      clips: { run_a: { fps: 30 }, run_b: { fps: 24 } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_duration_delta_s: 0, max_frame_count_delta: 5, max_fps_delta: 5 } } },
      errors: [
        { messageId: 'frameCountSpread', measured: 6, expected: 5 },
        { messageId: 'fpsSpread', measured: 6, expected: 5 },
        { messageId: 'frameIntervalSpread', measured: 6, expected: 5 },
      ],
    },
    {
      name: 'fps spread just beyond the cap',
      document: doc(timed('run_a'), timed('run_b', { keys: 25 })),
      clips: { run_a: { fps: 30 }, run_b: { fps: 24 } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_fps_delta: 5.999 } } },
      errors: [{ messageId: 'fpsSpread', measured: 6, expected: 5.999 }],
    },
    {
      name: 'duplicated endpoint mixed with a non-closing loop',
      document: doc(timed('run_a'), timed('run_b', { endX: 0.5 })),
      clips: { 'run_*': { loop: true } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'] } } },
      errors: [{ messageId: 'mixedLoopEndpoints', severity: 'error', measured: 'mixed' }],
    },
    {
      name: 'duplicated endpoint mixed with a unique cycle',
      document: doc(timed('run_a'), timed('run_b', { endX: 0.005 })),
      clips: { 'run_*': { loop: true } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'] } } },
      errors: [{ messageId: 'mixedLoopEndpoints', measured: 'mixed' }],
    },
    {
      name: 'a missing member is an error and leaves the group partly judged',
      document: doc(timed('run_a'), timed('run_b'), timed('run_c', { duration: 2 })),
      contract: { syncGroups: { run: { clips: ['run_a', 'run_x', 'run_b', 'run_c'], max_duration_delta_s: 0.5 } } },
      evaluation: 'partial',
      gaps: ['members_not_evaluated'],
      errors: [
        { messageId: 'memberMissing', severity: 'error', clip: 'run_x' },
        { messageId: 'durationSpread', measured: 1, expected: 0.5 },
      ],
    },
    {
      name: 'only one member present',
      document: pair,
      contract: { syncGroups: { run: { clips: ['run_a', 'run_x'], max_duration_delta_s: 0 } } },
      evaluation: 'partial',
      gaps: ['members_not_evaluated', 'insufficient_measurable_members'],
      errors: [{ messageId: 'memberMissing', clip: 'run_x' }],
    },
    {
      name: 'each group is judged against its own caps',
      document: doc(timed('run_a'), timed('run_b', { duration: 1.25 })),
      contract: {
        syncGroups: {
          tight: { clips: ['run_a', 'run_b'], max_duration_delta_s: 0.1 },
          loose: { clips: ['run_a', 'run_b'], max_duration_delta_s: 0.3 },
        },
      },
      errors: [{ messageId: 'durationSpread', measured: 0.25, expected: 0.1 }],
    },
    {
      name: 'of clips sharing a name, a member names one by its normalized name (run_b#1 is the second)',
      document: doc(timed('run_a'), timed('run_b'), timed('run_b', { duration: 1.25 })),
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b#1'], max_duration_delta_s: 0.1 } } },
      errors: [{ messageId: 'durationSpread', measured: 0.25 }],
    },
    {
      name: 'severity override',
      document: doc(timed('run_a'), timed('run_b', { duration: 1.25 })),
      severity: 'warning',
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_duration_delta_s: 0 } } },
      errors: [{ messageId: 'durationSpread', severity: 'warning' }],
    },
  ],
});

describe('sync-group finding rows', () => {
  it('carry every configured member in order, with missing evidence explicit', () => {
    const { record } = CheckTester.evaluate('sync-group', check, {
      name: 'rows',
      document: doc(timed('run_a'), timed('run_b', { keys: 25 })),
      clips: { run_a: { fps: 30, loop: true }, run_b: { fps: 24 } },
      contract: { syncGroups: { run: { clips: ['run_b', 'run_x', 'run_a'], max_fps_delta: 1 } } },
    });
    const finding = record.findings.find((f) => f.message.includes('fps'));
    assert.ok(finding, 'no fps finding');
    assert.deepEqual(finding.members, [
      {
        member: 'run_b',
        measurements: { duration_s: 1, fps: 24, frame_count: 25, frame_intervals: 24, loop_endpoint_mode: 'not_applicable' },
      },
      { member: 'run_x', measurements: { status: 'missing' } },
      {
        member: 'run_a',
        measurements: { duration_s: 1, fps: 30, frame_count: 31, frame_intervals: 30, loop_endpoint_mode: 'duplicate_endpoint' },
      },
    ]);
  });

  it('mark an undeclared fps and a missing frame grid', () => {
    const { record } = CheckTester.evaluate('sync-group', check, {
      name: 'undeclared',
      document: doc(timed('run_a'), timed('run_b', { duration: 1.5 })),
      clips: { run_a: { fps: 30 } },
      contract: { syncGroups: { run: { clips: ['run_a', 'run_b'], max_duration_delta_s: 0.1 } } },
    });
    assert.deepEqual(record.findings[0]?.members?.[1], {
      member: 'run_b',
      measurements: { duration_s: 1.5, fps: 'undeclared', frame_count: 31, frame_intervals: 'undeclared', loop_endpoint_mode: 'not_applicable' },
    });
    assert.deepEqual(record.evaluated_scopes, [
      { code: 'sync_member_measurement', subject: 'run_a' },
      { code: 'sync_member_measurement', subject: 'run_b' },
      { code: 'member_existence', subject: 'run' },
      { code: 'sync_compatibility', subject: 'run' },
    ]);
  });
});
