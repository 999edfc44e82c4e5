import { CheckTester } from '@animsmith/cli/testing';
import check from '../src/time-monotonic.js';
import { walk } from './support/fixtures.js';

const t = (...times: number[]) => ({ property: 'translation' as const, times, values: times.flatMap(() => [0, 0, 0]) });

new CheckTester().run('time-monotonic', check, {
  valid: [
    { name: 'starts at zero and strictly increases', document: walk(t(0, 1 / 30, 2 / 30, 1)) },
    { name: 'single key at zero', document: walk(t(0)) },
    { name: 'empty track', document: walk(t()) },
    { name: 'first key at the negative tolerance (-1e-4, inclusive in f32)', document: walk(t(-1e-4, 1)) },
    { name: 'first key just above the negative tolerance', document: walk(t(-0.9e-4, 1)) },
    // fround(0.017) is 0.017000000924 > 0.017 in f64; the f32 comparison keeps the cap inclusive.
    { name: 'first key exactly at the 0.017 s slack (inclusive in f32)', document: walk(t(0.017, 1)) },
    { name: 'first key just below the slack', document: walk(t(0.0169, 1)) },
    { name: 'tiny but increasing steps', document: walk(t(0, 1e-6, 2e-6)) },
  ],
  invalid: [
    {
      name: 'negative first key just beyond the tolerance',
      document: walk(t(-1.1e-4, 1)),
      errors: [{ messageId: 'negativeTime', severity: 'error', clip: 'walk', bone: 'hip', time_s: -1.1e-4, measured: -1.1e-4 }],
    },
    {
      name: 'repeated key time',
      document: walk(t(0, 0.5, 0.5, 1)),
      errors: [{ messageId: 'notIncreasing', severity: 'error', clip: 'walk', bone: 'hip', time_s: 0.5 }],
    },
    {
      name: 'only the first non-increasing pair is reported',
      document: walk(t(0, 0.6, 0.4, 0.3, 0.3)),
      errors: [{ messageId: 'notIncreasing', time_s: 0.4 }],
    },
    {
      name: 'first key just beyond the slack is a note about the held prefix',
      document: walk(t(0.0171, 1)),
      errors: [{ messageId: 'lateStart', severity: 'note', time_s: 0.0171, measured: 0.0171, expected: 0 }],
    },
    {
      name: 'all three problems at once, in order',
      document: walk(t(-1, -2), t(0.5, 0.25)),
      errors: [
        { messageId: 'negativeTime', measured: -1 },
        { messageId: 'notIncreasing', time_s: -2 },
        { messageId: 'notIncreasing', time_s: 0.25 },
        { messageId: 'lateStart', measured: 0.5 },
      ],
    },
    {
      name: 'each track is judged on its own',
      document: walk(t(0, 1), { ...t(0.25, 1), bone: 'spine' }),
      errors: [{ messageId: 'lateStart', bone: 'spine', time_s: 0.25 }],
    },
    {
      name: 'severity override forces the note to error',
      severity: 'error',
      document: walk(t(0.5, 1)),
      errors: [{ messageId: 'lateStart', severity: 'error' }],
    },
  ],
});
