import { axisAngle, buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/loop-closure.js';
import { IDENTITY, quats, walk, type Vec3 } from './support/fixtures.js';
import { cutWalk, fullWalk, LOOP_WALK, WALK_BONES, WALK_RIG, walkDocument, walkTracks } from './support/walk.js';

const DEG = Math.PI / 180;
const Y: Vec3 = [0, 1, 0];
/** A hip translation track over 0, 0.5, 1 s ending at `end` (x only). */
const slide = (end: number) => ({ property: 'translation' as const, times: [0, 0.5, 1], values: [0, 0, 0, 0.005, 0, 0, end, 0, 0] });
/** A hip rotation about Y over 0, 0.5, 1 s ending at `endDeg`. */
const turn = (endDeg: number) => ({
  property: 'rotation' as const,
  times: [0, 0.5, 1],
  values: quats(IDENTITY, axisAngle(Y, (endDeg / 2) * DEG), axisAngle(Y, endDeg * DEG)),
});
const CUT_DELTA = 0.15811389684677124; // foot_r; foot_l is 0.15811386704444885

new CheckTester().run('loop-closure', check, {
  valid: [
    { name: 'full walk closes exactly', document: fullWalk(), clips: LOOP_WALK, rig: WALK_RIG },
    { name: 'cut walk without a loop declaration', document: cutWalk(), rig: WALK_RIG, applicability: 'not_applicable' },
    { name: 'loop declared for another clip only', document: cutWalk(), clips: { run: { loop: true } }, applicability: 'not_applicable' },
    { name: 'loop = false is not a loop', document: cutWalk(), clips: { walk: { loop: false } }, applicability: 'not_applicable' },
    { name: 'position delta just below the cap', document: walk(slide(0.0099)), clips: LOOP_WALK },
    // 0.01 as stored (f32) equals the cap quantised to f32: inclusive, so no finding.
    { name: 'position delta exactly at the cap (f32)', document: walk(slide(0.01)), clips: LOOP_WALK },
    { name: 'rotation delta just below the cap', document: walk(turn(0.99)), clips: LOOP_WALK },
    {
      name: 'per-clip position cap above the cut walk',
      document: cutWalk(),
      clips: { walk: { loop: true, max_loop_position_delta_m: 0.16 } },
    },
    {
      name: 'option cap above the cut walk',
      document: cutWalk(),
      clips: LOOP_WALK,
      options: { max_position_delta_m: 0.16 },
    },
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
      name: 'every bone non-finite is a gap',
      document: walk({ bone: 'root', property: 'translation', times: [0, 0.5, 1], values: [NaN, 0, 0, 0, 0, 0, 0, 0, 0] }),
      clips: LOOP_WALK,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'a bone with non-finite evidence leaves the clip partial',
      document: walk({ bone: 'spine', property: 'translation', times: [0, 0.5, 1], values: [NaN, 0, 0, 0, 0, 0, 0, 0, 0] }, slide(0.005)),
      clips: LOOP_WALK,
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
    },
  ],
  invalid: [
    {
      name: 'cut walk fails closure at the feet',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      errors: [{ messageId: 'positionOpen', severity: 'error', clip: 'walk', bone: 'foot_r', time_s: 1, measured: CUT_DELTA, expected: 0.01 }],
    },
    {
      // Closure is inclusive: the open-cycle form of the full walk (closing key dropped, as
      // duplicate-loop-endpoint suggests) ends one step short of its first pose.
      name: 'open-cycle walk does not close inclusively',
      document: walkDocument({ walk: { periods: 1, keys: 32 } }),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      errors: [{ messageId: 'positionOpen', bone: 'foot_l', time_s: 0.96875, measured: 0.030846495181322098, expected: 0.01 }],
    },
    {
      name: 'position delta just above the cap',
      document: walk(slide(0.0101)),
      clips: LOOP_WALK,
      errors: [{ messageId: 'positionOpen', bone: 'hip', measured: 0.0101, expected: 0.01 }],
    },
    {
      name: 'rotation delta just above the cap',
      document: walk(turn(1.01)),
      clips: LOOP_WALK,
      errors: [{ messageId: 'rotationOpen', bone: 'hip', time_s: 1, measured: 1.01, expected: 1 }],
    },
    {
      name: 'position and rotation are separate findings, each naming its worst bone',
      document: walk(slide(0.5), turn(10), { bone: 'spine', property: 'translation', times: [0, 0.5, 1], values: [0, 0, 0, 0, 0, 0, 0, 0, 0.2] }),
      clips: LOOP_WALK,
      errors: [
        // The spine adds its own slide to the hip's; hip and spine share the 10° turn, and the
        // first of equal bones in skeleton order is named.
        { messageId: 'positionOpen', bone: 'spine' },
        { messageId: 'rotationOpen', bone: 'hip', measured: 10, expected: 1 },
      ],
    },
    {
      name: 'per-clip cap below the measured delta is the expected value',
      document: cutWalk(),
      clips: { walk: { loop: true, max_loop_position_delta_m: 0.15 } },
      errors: [{ messageId: 'positionOpen', measured: CUT_DELTA, expected: 0.15 }],
    },
    {
      name: 'per-clip cap beats the option',
      document: cutWalk(),
      clips: { walk: { loop: true, max_loop_position_delta_m: 0.1 } },
      options: { max_position_delta_m: 0.5 },
      errors: [{ messageId: 'positionOpen', expected: 0.1 }],
    },
    {
      name: 'per-clip cap from a glob, loop from the exact name',
      document: cutWalk(),
      clips: { 'wa*': { max_loop_position_delta_m: 0.12 }, walk: { loop: true } },
      errors: [{ messageId: 'positionOpen', expected: 0.12 }],
    },
    {
      name: 'option cap is the expected value without a per-clip cap',
      document: walk(turn(3)),
      clips: LOOP_WALK,
      options: { max_rotation_delta_deg: 2 },
      errors: [{ messageId: 'rotationOpen', measured: 3, expected: 2 }],
    },
    {
      name: 'per-clip rotation cap',
      document: walk(turn(3)),
      clips: { walk: { loop: true, max_loop_rotation_delta_deg: 2.5 } },
      errors: [{ messageId: 'rotationOpen', expected: 2.5 }],
    },
    {
      name: 'severity override',
      document: cutWalk(),
      clips: LOOP_WALK,
      severity: 'warning',
      errors: [{ messageId: 'positionOpen', severity: 'warning' }],
    },
    {
      name: 'each declared loop clip is judged on its own',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 1 }) },
          { name: 'walk_cut', tracks: walkTracks({ periods: 0.75 }) },
        ],
      }),
      clips: { 'walk*': { loop: true } },
      errors: [{ messageId: 'positionOpen', clip: 'walk_cut', bone: 'foot_r' }],
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
      errors: [{ messageId: 'positionOpen', clip: 'walk' }],
    },
    {
      name: 'two clips sharing a name are both judged ([clips.walk] covers walk and walk#1)',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 1 }) },
          { name: 'walk', tracks: walkTracks({ periods: 0.75 }) },
        ],
      }),
      clips: LOOP_WALK,
      errors: [{ messageId: 'positionOpen', clip: 'walk#1', measured: CUT_DELTA }],
    },
  ],
});
