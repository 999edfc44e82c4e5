import { axisAngle, buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/duplicate-loop-endpoint.js';
import { IDENTITY, markMalformed, negate, quats, walk, type Vec3 } from './support/fixtures.js';
import { cutWalk, fullWalk, LOOP_WALK, WALK_BONES, WALK_RIG, walkDocument, walkTracks } from './support/walk.js';

const T5 = [0, 0.25, 0.5, 0.75, 1];
const move = (keys: Vec3[], bone = 'hip', times = T5) => ({ bone, property: 'translation' as const, times, values: keys.flat() });
const turn = (keys: [number, number, number, number][], bone = 'hip') => ({ bone, property: 'rotation' as const, times: T5, values: quats(...keys) });
const ZERO: Vec3 = [0, 0, 0];
const A: Vec3 = [0.1, 0, 0];
const B: Vec3 = [0.2, 0, 0];
const q = (deg: number) => axisAngle([0, 1, 0], (deg * Math.PI) / 180);

new CheckTester().run('duplicate-loop-endpoint', check, {
  valid: [
    { name: 'cut walk ends away from its first pose', document: cutWalk(), clips: LOOP_WALK, rig: WALK_RIG },
    { name: 'full walk without a loop declaration', document: fullWalk(), rig: WALK_RIG, applicability: 'not_applicable' },
    // The open-cycle form of the full walk (its closing key dropped) has nothing left to drop.
    { name: 'open-cycle walk', document: walkDocument({ walk: { periods: 1, keys: 32 } }), clips: LOOP_WALK, rig: WALK_RIG },
    { name: 'open cycle: last key is a new pose', document: walk(move([ZERO, A, B, A, [0.05, 0, 0]])), clips: LOOP_WALK },
    { name: 'last key just beyond the vec3 tolerance', document: walk(move([ZERO, A, B, A, [1.1e-5, 0, 0]])), clips: LOOP_WALK },
    { name: 'last key just beyond the rotation tolerance', document: walk(turn([IDENTITY, q(10), q(20), q(10), axisAngle([0, 1, 0], 1.1e-4)])), clips: LOOP_WALK },
    { name: 'nothing moves', document: walk(move([A, A, A, A, A]), move([B, B, B, B, B], 'spine')), clips: LOOP_WALK },
    {
      name: 'moving tracks disagree on the duplicate count',
      document: walk(move([ZERO, A, B, ZERO, ZERO]), move([ZERO, A, B, A, ZERO], 'spine')),
      clips: LOOP_WALK,
    },
    { name: 'fewer than three keys cannot hold a removable duplicate', document: walk(move([ZERO, ZERO], 'hip', [0, 1])), clips: LOOP_WALK },
    {
      name: 'only declared loops are judged',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 0.75 }) },
          { name: 'full', tracks: walkTracks({ periods: 1 }) },
        ],
      }),
      clips: LOOP_WALK,
    },
    {
      name: 'tracks on different timelines: analysis unavailable',
      document: walk(move([ZERO, A, B, A, ZERO]), move([ZERO, A, ZERO], 'spine', [0, 0.5, 1])),
      clips: LOOP_WALK,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'timeline ending before the duration: analysis unavailable',
      document: buildDocument({ bones: [{ name: 'hip' }], clips: [{ name: 'walk', duration: 1.5, tracks: [move([ZERO, A, B, A, ZERO])] }] }),
      clips: LOOP_WALK,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'non-finite value: analysis unavailable',
      document: walk(move([ZERO, A, [NaN, 0, 0], A, ZERO])),
      clips: LOOP_WALK,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'malformed track: analysis unavailable',
      document: markMalformed(walk(move([ZERO, A, B, A, ZERO]))),
      clips: LOOP_WALK,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'clip without tracks: analysis unavailable',
      document: buildDocument({ bones: [{ name: 'hip' }], clips: [{ name: 'walk', tracks: [] }] }),
      clips: LOOP_WALK,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
  ],
  invalid: [
    {
      name: 'full walk repeats its first pose at the end',
      document: fullWalk(),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      errors: [{ messageId: 'duplicateEndpoint', severity: 'warning', clip: 'walk', time_s: 1, measured: 1, expected: 0 }],
    },
    {
      name: 'last key within the vec3 tolerance',
      document: walk(move([ZERO, A, B, A, [0.9e-5, 0, 0]])),
      clips: LOOP_WALK,
      errors: [{ messageId: 'duplicateEndpoint', measured: 1 }],
    },
    {
      name: 'two closing duplicates are counted',
      document: walk(move([ZERO, A, B, ZERO, ZERO])),
      clips: LOOP_WALK,
      errors: [{ messageId: 'duplicateEndpoint', measured: 2, time_s: 1 }],
    },
    {
      name: 'a constant track does not break agreement',
      document: walk(move([ZERO, A, B, A, ZERO]), move([B, B, B, B, B], 'spine')),
      clips: LOOP_WALK,
      errors: [{ messageId: 'duplicateEndpoint', measured: 1 }],
    },
    {
      name: 'quaternion duplicate is sign-invariant',
      document: walk(turn([q(5), q(10), q(20), q(10), negate(q(5))])),
      clips: LOOP_WALK,
      errors: [{ messageId: 'duplicateEndpoint', measured: 1 }],
    },
    {
      name: 'quaternion within the rotation tolerance',
      document: walk(turn([IDENTITY, q(10), q(20), q(10), axisAngle([0, 1, 0], 0.9e-4)])),
      clips: LOOP_WALK,
      errors: [{ messageId: 'duplicateEndpoint', measured: 1 }],
    },
    {
      name: 'cubic tracks compare their spline vertices',
      document: walk({
        property: 'translation',
        interpolation: 'CUBICSPLINE',
        times: [0, 0.5, 1],
        // in-tangent, vertex, out-tangent per key; tangents differ, vertices 0 and 2 agree.
        values: [...[1, 0, 0], ...ZERO, ...[1, 0, 0], ...[0, 0, 0], ...A, ...[0, 0, 0], ...[2, 0, 0], ...ZERO, ...[3, 0, 0]],
      }),
      clips: LOOP_WALK,
      errors: [{ messageId: 'duplicateEndpoint', measured: 1 }],
    },
    {
      name: 'severity override',
      document: fullWalk(),
      clips: LOOP_WALK,
      severity: 'error',
      errors: [{ messageId: 'duplicateEndpoint', severity: 'error' }],
    },
    {
      name: 'an analysable loop beside one that is not is partial',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 1 }) },
          { name: 'odd', tracks: [walkTracks({ periods: 1 })[0]!, walkTracks({ periods: 1, keys: 17 })[1]!] },
        ],
      }),
      clips: { walk: { loop: true }, odd: { loop: true } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
      errors: [{ messageId: 'duplicateEndpoint', clip: 'walk' }],
    },
    {
      name: 'two clips sharing a name are both judged ([clips.walk] covers walk and walk#1)',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 0.75 }) },
          { name: 'walk', tracks: walkTracks({ periods: 1 }) },
        ],
      }),
      clips: LOOP_WALK,
      errors: [{ messageId: 'duplicateEndpoint', clip: 'walk#1', measured: 1 }],
    },
  ],
});
