import { CheckTester } from '@animsmith/cli/testing';
import check from '../src/scale-keys.js';
import { cubic, markMalformed, ONE, scale, walk, ZERO } from './support/fixtures.js';

new CheckTester().run('scale-keys', check, {
  valid: [
    { name: 'constant unit scale', document: walk(scale([0, 1], [ONE, ONE])) },
    { name: 'constant non-unit scale is not animation', document: walk(scale([0, 1, 2], [[2, 3, 4], [2, 3, 4], [2, 3, 4]])) },
    { name: 'single key', document: walk(scale([0], [[5, 5, 5]])) },
    { name: 'range just below 1e-4', document: walk(scale([0, 1], [ONE, [1.00009, 1, 1]])) },
    { name: 'cubic with equal keys and zero tangents', document: walk(cubic('scale', [0, 1], [[ZERO, ONE, ZERO], [ZERO, ONE, ZERO]])) },
    {
      name: 'tiny cubic excursion just below the tolerance',
      document: walk(cubic('scale', [0, 1], [[ZERO, ONE, [3.6e-4, 0, 0]], [[-3.6e-4, 0, 0], ONE, ZERO]])),
    },
    { name: 'animated translation is not scale', document: walk({ property: 'translation', times: [0, 1], values: [0, 0, 0, 1, 1, 1] }) },
    { name: 'malformed track: no classification', document: markMalformed(walk(scale([0, 1], [ONE, [2, 2, 2]]))) },
    {
      name: 'storage that does not match the key count: no classification',
      document: walk({ property: 'scale', times: [0, 1], values: [1, 1, 1, 2, 2, 2, 3, 3, 3] }),
    },
    { name: 'non-increasing times: no classification', document: walk(scale([0, 1, 1], [ONE, [2, 2, 2], ONE])) },
    { name: 'non-finite values: no classification', document: walk(scale([0, 1], [ONE, [2, NaN, 2]])) },
  ],
  invalid: [
    {
      name: 'range just above 1e-4',
      document: walk(scale([0, 1], [ONE, [1.00011, 1, 1]])),
      errors: [{ messageId: 'animatedScale', severity: 'warning', clip: 'walk', bone: 'hip', measured: 1.1e-4, expected: 0 }],
    },
    {
      name: 'STEP scale that changes',
      document: walk(scale([0, 0.5, 1], [ONE, [0.5, 0.5, 0.5], ONE], 'STEP')),
      errors: [{ messageId: 'animatedScale', measured: 0.5 }],
    },
    {
      // 1 + u − u² peaks at 1.25 halfway although both keys are (1, 1, 1).
      name: 'cubic excursion between equal keys (Hermite interior extremum)',
      document: walk(cubic('scale', [0, 1], [[ZERO, ONE, ONE], [[-1, -1, -1], ONE, ZERO]])),
      errors: [{ messageId: 'animatedScale', measured: 0.25 }],
    },
    {
      // Tangents are per second: over a 2 s segment the excursion doubles (peak 1.5).
      name: 'cubic tangents are scaled by the segment duration',
      document: walk(cubic('scale', [0, 2], [[ZERO, ONE, ONE], [[-1, -1, -1], ONE, ZERO]])),
      errors: [{ messageId: 'animatedScale', measured: 0.5 }],
    },
    {
      // x − 1 = u(2u − 1)(u − 1): up then down between equal keys, extrema at u = ½ ∓ 1/(2√3);
      // the range 1/(3√3) needs both roots of the derivative.
      name: 'cubic S-curve with two interior extrema',
      document: walk(cubic('scale', [0, 1], [[ZERO, ONE, [1, 0, 0]], [[1, 0, 0], ONE, ZERO]])),
      errors: [{ messageId: 'animatedScale', measured: 1 / (3 * Math.sqrt(3)) }],
    },
    {
      name: 'tiny cubic excursion just above the tolerance',
      // peak = 1 + 0.25·m for tangents ±m: m = 4.4e-4 → range 1.1e-4.
      document: walk(cubic('scale', [0, 1], [[ZERO, ONE, [4.4e-4, 0, 0]], [[-4.4e-4, 0, 0], ONE, ZERO]])),
      errors: [{ messageId: 'animatedScale', measured: 1.1e-4 }],
    },
    {
      name: 'one finding per animated scale track',
      document: walk(scale([0, 1], [ONE, [2, 2, 2]]), { ...scale([0, 1], [ONE, ONE]), bone: 'root' }, { ...scale([0, 1], [ONE, [1, 1, 3]]), bone: 'spine' }),
      errors: [
        { messageId: 'animatedScale', bone: 'hip', measured: 1 },
        { messageId: 'animatedScale', bone: 'spine', measured: 2 },
      ],
    },
    {
      name: 'severity override',
      severity: 'error',
      document: walk(scale([0, 1], [ONE, [2, 2, 2]])),
      errors: [{ messageId: 'animatedScale', severity: 'error' }],
    },
  ],
});
