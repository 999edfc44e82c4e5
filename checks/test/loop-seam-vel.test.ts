import { buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/loop-seam-vel.js';
import { walk } from './support/fixtures.js';
import { cutWalk, fullWalk, LOOP_WALK, WALK_BONES, WALK_RIG, walkTracks } from './support/walk.js';

/**
 * The hip goes out to x = a and back over 0, 0.5, 1 s: the pose closes exactly, but it leaves
 * the first frame at +2a m/s and enters the last at −2a m/s, a seam velocity delta of 4a.
 */
const outAndBack = (a: number) => ({ property: 'translation' as const, times: [0, 0.5, 1], values: [0, 0, 0, a, 0, 0, 0, 0, 0] });
const CUT_DELTA = 0.7971672415733337; // foot_r; foot_l is 0.7971659898757935

new CheckTester().run('loop-seam-vel', check, {
  valid: [
    { name: 'full walk keeps its velocity across the wrap', document: fullWalk(), clips: LOOP_WALK, rig: WALK_RIG },
    { name: 'cut walk without a loop declaration', document: cutWalk(), rig: WALK_RIG, applicability: 'not_applicable' },
    { name: 'no clip declared a loop', document: walk(outAndBack(1)), clips: { walk: { fps: 30 } }, applicability: 'not_applicable' },
    { name: 'velocity delta just below the cap', document: walk(outAndBack(0.0249)), clips: LOOP_WALK },
    // 4 × f32(0.025) is f32(0.1): the inclusive cap holds.
    { name: 'velocity delta exactly at the cap (f32)', document: walk(outAndBack(0.025)), clips: LOOP_WALK },
    { name: 'per-clip cap above the cut walk', document: cutWalk(), clips: { walk: { loop: true, max_loop_velocity_delta_mps: 0.8 } } },
    { name: 'option cap above the cut walk', document: cutWalk(), clips: LOOP_WALK, options: { max_velocity_delta_mps: 0.8 } },
    {
      name: 'only declared loops are judged',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 1 }) },
          { name: 'cut', tracks: walkTracks({ periods: 0.75 }) },
        ],
      }),
      clips: LOOP_WALK,
    },
    {
      name: 'a clip without a sampling grid is a gap, not a pass',
      document: walk({ property: 'translation', times: [0, 1], values: [0, 0, 0, 1, 0, 0] }),
      clips: LOOP_WALK,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'a bone with non-finite evidence leaves the clip partial',
      document: walk({ bone: 'spine', property: 'translation', times: [0, 0.5, 1], values: [0, 0, 0, 0, 0, 0, 0, Infinity, 0] }),
      clips: LOOP_WALK,
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
    },
  ],
  invalid: [
    {
      name: 'cut walk jumps velocity at the feet',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      errors: [{ messageId: 'velocityJump', severity: 'error', clip: 'walk', bone: 'foot_r', time_s: 1, measured: CUT_DELTA, expected: 0.1 }],
    },
    {
      name: 'a closed pose can still hitch: velocity delta just above the cap',
      document: walk(outAndBack(0.0251)),
      clips: LOOP_WALK,
      errors: [{ messageId: 'velocityJump', bone: 'hip', measured: 0.1004, expected: 0.1 }],
    },
    {
      name: 'the worst bone is named',
      document: walk(outAndBack(0.1), { bone: 'spine', property: 'translation', times: [0, 0.5, 1], values: [0, 0, 0, 0, 0.1, 0, 0, 0, 0] }),
      clips: LOOP_WALK,
      errors: [{ messageId: 'velocityJump', bone: 'spine', measured: Math.sqrt(0.32) }],
    },
    {
      name: 'per-clip cap below the measured delta is the expected value',
      document: cutWalk(),
      clips: { walk: { loop: true, max_loop_velocity_delta_mps: 0.5 } },
      errors: [{ messageId: 'velocityJump', measured: CUT_DELTA, expected: 0.5 }],
    },
    {
      name: 'per-clip cap beats the option',
      document: cutWalk(),
      clips: { walk: { loop: true, max_loop_velocity_delta_mps: 0.2 } },
      options: { max_velocity_delta_mps: 1 },
      errors: [{ messageId: 'velocityJump', expected: 0.2 }],
    },
    {
      name: 'per-clip cap from a glob',
      document: cutWalk(),
      clips: { '*': { loop: true, max_loop_velocity_delta_mps: 0.3 } },
      errors: [{ messageId: 'velocityJump', expected: 0.3 }],
    },
    {
      name: 'option cap is the expected value without a per-clip cap',
      document: cutWalk(),
      clips: LOOP_WALK,
      options: { max_velocity_delta_mps: 0.25 },
      errors: [{ messageId: 'velocityJump', expected: 0.25 }],
    },
    {
      name: 'severity override',
      document: cutWalk(),
      clips: LOOP_WALK,
      severity: 'note',
      errors: [{ messageId: 'velocityJump', severity: 'note' }],
    },
    {
      name: 'a measurable loop beside one without a grid is partial',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 0.75 }) },
          { name: 'short', tracks: walkTracks({ periods: 1, keys: 2 }) },
        ],
      }),
      clips: { walk: { loop: true }, short: { loop: true } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
      errors: [{ messageId: 'velocityJump', clip: 'walk' }],
    },
  ],
});
