import { axisAngle, CheckTester } from '@animsmith/cli/testing';
import type { Quat } from '@animsmith/cli/plugin';
import check from '../src/quat-flip.js';
import { IDENTITY, negate, quats, walk } from './support/fixtures.js';

const rot = (times: number[], ...qs: Quat[]) => ({ property: 'rotation' as const, times, values: quats(...qs) });
const a = axisAngle([0, 1, 0], 0.3);
const b = axisAngle([0, 1, 0], 0.6);

new CheckTester().run('quat-flip', check, {
  valid: [
    { name: 'continuous hemisphere', document: walk(rot([0, 1, 2], IDENTITY, a, b)) },
    { name: 'whole track in the negative hemisphere', document: walk(rot([0, 1], negate(a), negate(b))) },
    // A half-turn apart: dot exactly 0 is not a flip (the rule is dot < 0).
    { name: 'non-finite keys break no pair', document: walk(rot([0, 1, 2], a, [NaN, 0, 0, 1], negate(a))) },
    { name: 'single key', document: walk(rot([0], negate(IDENTITY))) },
    // A STEP track jumps between keys: no sampler turns through a flipped or half-turn pair.
    { name: 'stepped keys: a hemisphere change and a half turn are jumps', document: walk({ ...rot([0, 1, 2], a, negate(a), [1, 0, 0, 0]), interpolation: 'STEP' }) },
    { name: 'translation tracks are ignored', document: walk({ property: 'translation', times: [0, 1], values: [1, 0, 0, -1, 0, 0] }) },
  ],
  invalid: [
    {
      name: 'q then -q',
      document: walk(rot([0, 0.5], a, negate(a))),
      errors: [{ messageId: 'hemisphereFlip', severity: 'warning', clip: 'walk', bone: 'hip', time_s: 0.5, measured: 1 }],
    },
    {
      // q·q' = 0 is an exact half turn: both ways round are equally long, so it is only a note.
      name: 'exact 180° pair (dot = 0) is an ambiguous half turn, not a flip',
      document: walk(rot([0, 1], IDENTITY, [1, 0, 0, 0])),
      errors: [{ messageId: 'halfTurn', severity: 'note', time_s: 1, measured: 1 }],
    },
    {
      name: 'within the half-turn epsilon on the negative side is still the note',
      document: walk(rot([0, 1], IDENTITY, [Math.sqrt(1 - 1e-8), 0, 0, -1e-4])),
      errors: [{ messageId: 'halfTurn', severity: 'note', measured: 1 }],
    },
    {
      name: 'counts every flipped pair, reports the first later key',
      document: walk(rot([0, 1, 2, 3, 4], IDENTITY, a, negate(b), negate(b), a)),
      errors: [{ messageId: 'hemisphereFlip', time_s: 2, measured: 2 }],
    },
    {
      name: 'barely negative dot beyond the half-turn epsilon',
      document: walk(rot([0, 1], IDENTITY, [1, 0, 0, -2e-3])),
      errors: [{ messageId: 'hemisphereFlip', time_s: 1, measured: 1 }],
    },
    {
      name: 'cubic tangents are not keys',
      document: walk({
        property: 'rotation',
        interpolation: 'CUBICSPLINE',
        times: [0, 1, 2],
        values: [
          ...[0, 0, 0, -1], ...a, ...[0, 0, 0, -1],
          ...[0, 0, 0, -1], ...b, ...[0, 0, 0, -1],
          ...[0, 0, 0, 0], ...negate(a), ...[0, 0, 0, 0],
        ],
      }),
      errors: [{ messageId: 'hemisphereFlip', time_s: 2, measured: 1 }],
    },
    {
      name: 'severity override',
      severity: 'error',
      document: walk(rot([0, 1], a, negate(a))),
      errors: [{ messageId: 'hemisphereFlip', severity: 'error' }],
    },
  ],
});
