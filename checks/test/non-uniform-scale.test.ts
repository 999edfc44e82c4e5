import { CheckTester } from '@animsmith/cli/testing';
import check from '../src/non-uniform-scale.js';
import { cubic, markMalformed, ONE, scale, walk, ZERO } from './support/fixtures.js';

new CheckTester().run('non-uniform-scale', check, {
  valid: [
    { name: 'uniform constant scale', document: walk(scale([0], [[2, 2, 2]])) },
    { name: 'uniform animated scale', document: walk(scale([0, 1, 2], [ONE, [3, 3, 3], [0.5, 0.5, 0.5]])) },
    { name: 'components differ just below 1e-4', document: walk(scale([0], [[1.00009, 1, 1]])) },
    {
      name: 'uniform cubic excursion stays uniform',
      document: walk(cubic('scale', [0, 1], [[ZERO, ONE, ONE], [[-1, -1, -1], ONE, ZERO]])),
    },
    { name: 'non-uniform translation is not scale', document: walk({ property: 'translation', times: [0], values: [1, 2, 3] }) },
    { name: 'malformed track: no classification', document: markMalformed(walk(scale([0], [[1, 2, 3]]))) },
    { name: 'non-finite values: no classification', document: walk(scale([0, 1], [[1, 2, 3], [NaN, 1, 1]])) },
  ],
  invalid: [
    {
      name: 'components differ just above 1e-4 (constant pin)',
      document: walk(scale([0.25], [[1.00011, 1, 1]])),
      errors: [{ messageId: 'nonUniformScale', severity: 'warning', clip: 'walk', bone: 'hip', time_s: 0.25, measured: 1.1e-4, expected: 0 }],
    },
    {
      name: 'difference is absolute, not relative',
      document: walk(scale([0], [[1000, 1000.001, 1000]])),
      errors: [{ messageId: 'nonUniformScale', measured: Math.fround(1000.001) - 1000 }],
    },
    {
      name: 'reported at the time of the largest spread',
      document: walk(scale([0, 1, 2], [ONE, [1, 1, 2], [1, 1.5, 1]])),
      errors: [{ messageId: 'nonUniformScale', time_s: 1, measured: 1 }],
    },
    {
      // x = 1 + 2u − 2u² over a 2 s segment peaks at 1.5 at t = 1 while y and z stay 1.
      name: 'cubic excursion on one component between uniform keys',
      document: walk(cubic('scale', [0, 2], [[ZERO, ONE, [1, 0, 0]], [[-1, 0, 0], ONE, ZERO]])),
      errors: [{ messageId: 'nonUniformScale', time_s: 1, measured: 0.5 }],
    },
    {
      // x = 2 − (1 − u)³ and y = z = 1 + u both rise monotonically (no component extremum inside
      // the segment), yet x − y peaks at u = 1 − 1/√3 with 2/(3√3): found only from the roots of
      // the derivative of the difference.
      name: 'cubic spread peaking where no component has an extremum',
      document: walk(cubic('scale', [0, 1], [[ZERO, ONE, [3, 1, 1]], [[0, 1, 1], [2, 2, 2], ZERO]])),
      errors: [{ messageId: 'nonUniformScale', time_s: 1 - 1 / Math.sqrt(3), measured: 2 / (3 * Math.sqrt(3)) }],
    },
    {
      name: 'a repeated largest spread is reported where it is first reached',
      document: walk(scale([0.5, 1, 1.5], [[1, 1, 2], [1, 1, 1.5], [2, 1, 1]])),
      errors: [{ messageId: 'nonUniformScale', time_s: 0.5, measured: 1 }],
    },
    {
      name: 'severity override',
      severity: 'error',
      document: walk(scale([0], [[1, 2, 1]])),
      errors: [{ messageId: 'nonUniformScale', severity: 'error' }],
    },
  ],
});
