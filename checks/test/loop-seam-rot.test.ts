import { axisAngle, buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/loop-seam-rot.js';
import { IDENTITY, quats, walk, type Vec3 } from './support/fixtures.js';
import { cutWalk, fullWalk, LOOP_WALK, WALK_BONES, WALK_RIG, walkTracks } from './support/walk.js';

const DEG = Math.PI / 180;
const Y: Vec3 = [0, 1, 0];
/**
 * The hip turns to `deg` about Y and back over 0, 0.5, 1 s: the pose closes, but it leaves the
 * first frame at +2·deg °/s and enters the last at −2·deg °/s, an angular delta of 4·deg °/s.
 */
const turnAndBack = (deg: number, bone = 'hip', axis: Vec3 = Y) => ({
  bone,
  property: 'rotation' as const,
  times: [0, 0.5, 1],
  values: quats(IDENTITY, axisAngle(axis, deg * DEG), IDENTITY),
});
/** A steady full turn in three 120° steps: the angular velocity is the same on both sides of the wrap. */
const spin = {
  property: 'rotation' as const,
  times: [0, 1 / 3, 2 / 3, 1],
  values: quats(IDENTITY, axisAngle(Y, 120 * DEG), axisAngle(Y, 240 * DEG), axisAngle(Y, 360 * DEG)),
};

new CheckTester().run('loop-seam-rot', check, {
  valid: [
    { name: 'full walk', document: fullWalk(), clips: LOOP_WALK, rig: WALK_RIG },
    // The cut walk pops in position and velocity, but nothing rotates.
    { name: 'cut walk has no rotational seam', document: cutWalk(), clips: LOOP_WALK, rig: WALK_RIG },
    { name: 'cut walk without a loop declaration', document: cutWalk(), rig: WALK_RIG, applicability: 'not_applicable' },
    { name: 'steady spin keeps its angular velocity', document: walk(spin), clips: LOOP_WALK },
    { name: 'angular delta just below the cap', document: walk(turnAndBack(1.2)), clips: LOOP_WALK },
    // 4 × 1.25° per 0.5 s measures exactly 5 °/s: the inclusive cap holds.
    { name: 'angular delta exactly at the cap', document: walk(turnAndBack(1.25)), clips: LOOP_WALK },
    { name: 'per-clip cap above the delta', document: walk(turnAndBack(10)), clips: { walk: { loop: true, max_loop_angular_velocity_delta_degps: 41 } } },
    { name: 'option cap above the delta', document: walk(turnAndBack(10)), clips: LOOP_WALK, options: { max_angular_velocity_delta_degps: 41 } },
    {
      name: 'only declared loops are judged',
      document: buildDocument({
        bones: [{ name: 'hip' }],
        clips: [
          { name: 'walk', tracks: [turnAndBack(0)] },
          { name: 'wave', tracks: [turnAndBack(30)] },
        ],
      }),
      clips: LOOP_WALK,
    },
    {
      name: 'a clip without a sampling grid is a gap, not a pass',
      document: walk({ property: 'rotation', times: [0, 1], values: quats(IDENTITY, axisAngle(Y, 1)) }),
      clips: LOOP_WALK,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'a bone with non-finite evidence leaves the clip partial',
      document: walk({ bone: 'spine', property: 'rotation', times: [0, 0.5, 1], values: quats(IDENTITY, IDENTITY, [NaN, 0, 0, 1]) }),
      clips: LOOP_WALK,
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
    },
  ],
  invalid: [
    {
      name: 'angular delta just above the cap',
      document: walk(turnAndBack(1.3)),
      clips: LOOP_WALK,
      errors: [{ messageId: 'angularVelocityJump', severity: 'error', clip: 'walk', bone: 'hip', time_s: 1, measured: 5.2, expected: 5 }],
    },
    {
      name: 'the worst bone is named',
      document: walk(turnAndBack(5), turnAndBack(5, 'spine', [1, 0, 0])),
      clips: LOOP_WALK,
      // The spine adds its own turn to the hip's.
      errors: [{ messageId: 'angularVelocityJump', bone: 'spine' }],
    },
    {
      name: 'per-clip cap below the delta is the expected value',
      document: walk(turnAndBack(10)),
      clips: { walk: { loop: true, max_loop_angular_velocity_delta_degps: 39 } },
      errors: [{ messageId: 'angularVelocityJump', measured: 40, expected: 39 }],
    },
    {
      name: 'per-clip cap beats the option',
      document: walk(turnAndBack(10)),
      clips: { walk: { loop: true, max_loop_angular_velocity_delta_degps: 20 } },
      options: { max_angular_velocity_delta_degps: 100 },
      errors: [{ messageId: 'angularVelocityJump', expected: 20 }],
    },
    {
      name: 'per-clip cap from a glob',
      document: walk(turnAndBack(10)),
      clips: { 'w*k': { max_loop_angular_velocity_delta_degps: 30 }, walk: { loop: true } },
      errors: [{ messageId: 'angularVelocityJump', expected: 30 }],
    },
    {
      name: 'option cap is the expected value without a per-clip cap',
      document: walk(turnAndBack(10)),
      clips: LOOP_WALK,
      options: { max_angular_velocity_delta_degps: 25 },
      errors: [{ messageId: 'angularVelocityJump', expected: 25 }],
    },
    {
      name: 'severity override',
      document: walk(turnAndBack(10)),
      clips: LOOP_WALK,
      severity: 'warning',
      errors: [{ messageId: 'angularVelocityJump', severity: 'warning' }],
    },
    {
      name: 'a measurable loop beside one without a grid is partial',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: [turnAndBack(10, 'pelvis')] },
          { name: 'short', tracks: walkTracks({ periods: 1, keys: 2 }) },
        ],
      }),
      clips: { walk: { loop: true }, short: { loop: true } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
      errors: [{ messageId: 'angularVelocityJump', clip: 'walk', bone: 'pelvis' }],
    },
  ],
});
