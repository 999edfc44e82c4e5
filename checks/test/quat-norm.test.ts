import { axisAngle, CheckTester } from '@animsmith/cli/testing';
import type { Quat } from '@animsmith/cli/plugin';
import check from '../src/quat-norm.js';
import { IDENTITY, quats, walk } from './support/fixtures.js';

const rot = (times: number[], ...qs: Quat[]) => ({ property: 'rotation' as const, times, values: quats(...qs) });
const w = (length: number): Quat => [0, 0, 0, length];
/** A cubic key: (in-tangent, value, out-tangent). */
const cubicKey = (inT: Quat, value: Quat, outT: Quat) => [...inT, ...value, ...outT];

new CheckTester().run('quat-norm', check, {
  valid: [
    { name: 'unit quaternions', document: walk(rot([0, 0.5, 1], IDENTITY, axisAngle([0, 1, 0], 1), axisAngle([1, 0, 0], -2.5))) },
    { name: 'length just inside the tolerance above 1', document: walk(rot([0, 1], w(1.0009), IDENTITY)) },
    { name: 'length just inside the tolerance below 1', document: walk(rot([0, 1], w(0.9991), IDENTITY)) },
    {
      name: 'cubic tangents are not orientations and are skipped',
      document: walk({
        property: 'rotation',
        interpolation: 'CUBICSPLINE',
        times: [0, 1],
        values: [...cubicKey([0, 0, 0, 5], IDENTITY, [3, 0, 0, 0]), ...cubicKey([0, 0, 0, 0], axisAngle([0, 0, 1], 1), [0, 2, 0, 0])],
      }),
    },
    { name: 'non-finite keys are left to the nan check', document: walk(rot([0, 1], [NaN, 0, 0, 1], w(Infinity))) },
    { name: 'translation tracks are not rotations', document: walk({ property: 'translation', times: [0], values: [0, 0, 2] }) },
  ],
  invalid: [
    {
      name: 'length just beyond the tolerance above 1',
      document: walk(rot([0, 0.5], IDENTITY, w(1.0011))),
      errors: [{ messageId: 'nonUnit', severity: 'error', clip: 'walk', bone: 'hip', time_s: 0.5, measured: 1.0011, expected: 1 }],
    },
    {
      name: 'length just beyond the tolerance below 1',
      document: walk(rot([0.25], w(0.9989))),
      errors: [{ messageId: 'nonUnit', time_s: 0.25, measured: 0.9989, expected: 1 }],
    },
    {
      name: 'one finding per track, at the worst key',
      document: walk(rot([0, 1, 2, 3], w(1.002), w(0.994), w(1.005), IDENTITY)),
      errors: [{ messageId: 'nonUnit', time_s: 1, measured: 0.994 }],
    },
    {
      name: 'zero quaternion',
      document: walk(rot([0, 1], IDENTITY, [0, 0, 0, 0])),
      errors: [{ messageId: 'nonUnit', time_s: 1, measured: 0 }],
    },
    {
      name: 'cubic spline vertex that is not unit',
      document: walk({
        property: 'rotation',
        interpolation: 'CUBICSPLINE',
        times: [0, 1],
        values: [...cubicKey([0, 0, 0, 0], IDENTITY, [0, 0, 0, 0]), ...cubicKey([0, 0, 0, 0], [0, 0.6, 0, 0.9], [0, 0, 0, 0])],
      }),
      errors: [{ messageId: 'nonUnit', time_s: 1, measured: Math.hypot(0.6, 0.9) }],
    },
    {
      name: 'each rotation track reports separately',
      document: walk(rot([0], w(2)), { ...rot([0], w(0.5)), bone: 'spine' }),
      errors: [
        { messageId: 'nonUnit', bone: 'hip', measured: 2 },
        { messageId: 'nonUnit', bone: 'spine', measured: 0.5 },
      ],
    },
    {
      name: 'severity override',
      severity: 'warning',
      document: walk(rot([0], w(2))),
      errors: [{ messageId: 'nonUnit', severity: 'warning' }],
    },
  ],
});
