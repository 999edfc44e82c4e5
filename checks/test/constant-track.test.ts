import { axisAngle, CheckTester } from '@animsmith/cli/testing';
import type { Quat } from '@animsmith/cli/plugin';
import check from '../src/constant-track.js';
import { cubic, IDENTITY, markMalformed, negate, ONE, quats, scale, walk, ZERO } from './support/fixtures.js';

const move = (times: number[], ...keys: Array<[number, number, number]>) => ({ property: 'translation' as const, times, values: keys.flat() });
const rot = (times: number[], ...qs: Quat[]) => ({ property: 'rotation' as const, times, values: quats(...qs) });
const aboutZ = (radians: number) => axisAngle([0, 0, 1], radians);
const Q0: Quat = [0, 0, 0, 0];
const cubicRot = (times: number[], keys: Array<readonly [Quat, Quat, Quat]>) => ({
  property: 'rotation' as const,
  interpolation: 'CUBICSPLINE' as const,
  times,
  values: keys.flatMap(([i, v, o]) => [...i, ...v, ...o]),
});

new CheckTester().run('constant-track', check, {
  valid: [
    { name: 'single key is already compact', document: walk(move([0], [1, 2, 3]), rot([0], IDENTITY)) },
    { name: 'moving translation', document: walk(move([0, 1], ZERO, [0, 1, 0])) },
    { name: 'translation range just above 1e-4', document: walk(move([0, 1], ZERO, [1.1e-4, 0, 0])) },
    { name: 'rotation just beyond 1e-3 rad from key 0', document: walk(rot([0, 1], IDENTITY, aboutZ(0.0011))) },
    // Each step stays under the tolerance but the drift from key 0 does not.
    { name: 'slow drift is measured from key 0', document: walk(rot([0, 1, 2], IDENTITY, aboutZ(0.0006), aboutZ(0.0012))) },
    {
      name: 'cubic translation with equal keys but non-zero tangents moves',
      document: walk(cubic('translation', [0, 1], [[ZERO, ONE, ONE], [[-1, -1, -1], ONE, ZERO]])),
    },
    {
      name: 'cubic rotation with equal keys but a non-zero tangent moves',
      document: walk(cubicRot([0, 1], [[Q0, IDENTITY, [0, 0, 1e-6, 0]], [Q0, IDENTITY, Q0]])),
    },
    { name: 'non-finite data: no classification', document: walk(move([0, 1], ZERO, [0, NaN, 0]), rot([0, 1], IDENTITY, [0, 0, 0, NaN])) },
    { name: 'non-increasing times: no classification', document: walk(move([0, 0], ZERO, ZERO), rot([1, 0], IDENTITY, IDENTITY)) },
    { name: 'malformed tracks: no classification', document: markMalformed(walk(move([0, 1], ZERO, ZERO), rot([0, 1], IDENTITY, IDENTITY))) },
    { name: 'zero quaternion at key 0: no classification', document: walk(rot([0, 1], Q0, Q0)) },
  ],
  invalid: [
    {
      name: 'translation that never moves',
      document: walk(move([0, 0.5, 1], [1, 2, 3], [1, 2, 3], [1, 2, 3])),
      errors: [{ messageId: 'constantTrack', severity: 'note', clip: 'walk', bone: 'hip', measured: 0 }],
    },
    {
      name: 'translation range just below 1e-4',
      document: walk(move([0, 1], ZERO, [0.9e-4, 0, 0])),
      errors: [{ messageId: 'constantTrack', measured: 0.9e-4 }],
    },
    {
      name: 'constant scale',
      document: walk({ ...scale([0, 1], [[2, 2, 2], [2, 2, 2]]), bone: 'spine' }),
      errors: [{ messageId: 'constantTrack', bone: 'spine', measured: 0 }],
    },
    {
      name: 'rotation within 1e-3 rad of key 0',
      document: walk(rot([0, 1, 2], aboutZ(0.5), aboutZ(0.5009), aboutZ(0.4995))),
      errors: [{ messageId: 'constantTrack', measured: 0.0009 }],
    },
    {
      name: 'rotation comparison is sign-invariant',
      document: walk(rot([0, 1], aboutZ(1), negate(aboutZ(1)))),
      errors: [{ messageId: 'constantTrack', measured: 0 }],
    },
    {
      name: 'non-unit but parallel rotation keys are the same orientation',
      document: walk(rot([0, 1], [0, 0, 0, 2], IDENTITY)),
      errors: [{ messageId: 'constantTrack', measured: 0 }],
    },
    {
      name: 'cubic rotation with equal keys and all-zero tangents',
      document: walk(cubicRot([0, 1], [[Q0, IDENTITY, Q0], [Q0, IDENTITY, Q0]])),
      errors: [{ messageId: 'constantTrack', measured: 0 }],
    },
    {
      name: 'STEP tracks count too, one finding per track',
      document: walk({ ...move([0, 1], ONE, ONE), interpolation: 'STEP' }, { ...rot([0, 1], IDENTITY, IDENTITY), bone: 'root' }),
      errors: [
        { messageId: 'constantTrack', bone: 'hip' },
        { messageId: 'constantTrack', bone: 'root' },
      ],
    },
    {
      name: 'severity override',
      severity: 'warning',
      document: walk(move([0, 1], ZERO, ZERO)),
      errors: [{ messageId: 'constantTrack', severity: 'warning' }],
    },
  ],
});
