import { buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/duration-sanity.js';
import { walk } from './support/fixtures.js';

const t = (bone: string, ...times: number[]) => ({ bone, property: 'translation' as const, times, values: times.flatMap(() => [0, 0, 0]) });
const emptyWalk = (duration?: number) =>
  buildDocument({ bones: [{ name: 'hip' }], clips: [{ name: 'walk', tracks: [], ...(duration === undefined ? {} : { duration }) }] });

new CheckTester().run('duration-sanity', check, {
  valid: [
    { name: 'channels end together', document: walk(t('hip', 0, 0.5, 1), t('spine', 0, 1)) },
    { name: 'duration inside a declared pin', document: walk(t('hip', 0, 1.005)), clips: { walk: { duration_s: { value: 1, tolerance: 0.01 } } } },
    { name: 'pin with zero tolerance, exact duration', document: walk(t('hip', 0, 1.5)), clips: { walk: { duration_s: { value: 1.5, tolerance: 0 } } } },
    // |1 − 0.8999999999| = 0.1000000001 > 0.1 in f64, but both sides are the same f32.
    {
      name: 'pin miss at the tolerance is inclusive in f32',
      document: walk(t('hip', 0, 1)),
      clips: { walk: { duration_s: { value: 0.8999999999, tolerance: 0.1 } } },
    },
    { name: 'pin for another clip does not apply', document: walk(t('hip', 0, 1)), clips: { run: { duration_s: { value: 3, tolerance: 0 } } } },
    { name: 'end spread just below 0.017 s', document: walk(t('hip', 0, 1), t('spine', 0, 0.984)) },
    { name: 'single-key tracks are pins, not short channels', document: walk(t('hip', 0, 1), t('spine', 0)) },
    { name: 'non-finite end times are left to the nan check', document: walk(t('hip', 0, 1), t('spine', 0, NaN)) },
  ],
  invalid: [
    {
      name: 'duration outside the declared pin',
      document: walk(t('hip', 0, 1)),
      clips: { walk: { duration_s: { value: 1.2, tolerance: 0.1 } } },
      errors: [{ messageId: 'durationMismatch', severity: 'error', clip: 'walk', measured: 1, expected: 1.2 }],
    },
    {
      name: 'duration just beyond the pin tolerance',
      document: walk(t('hip', 0, 1.0011)),
      clips: { walk: { duration_s: { value: 1, tolerance: 0.001 } } },
      errors: [{ messageId: 'durationMismatch', measured: 1.0011, expected: 1 }],
    },
    {
      name: 'pin from a glob selector',
      document: walk(t('hip', 0, 2)),
      clips: { 'wa*': { duration_s: { value: 1, tolerance: 0.5 } } },
      errors: [{ messageId: 'durationMismatch', measured: 2, expected: 1 }],
    },
    {
      name: 'non-positive pin value is invalid and is not applied',
      document: walk(t('hip', 0, 1)),
      clips: { walk: { duration_s: { value: 0, tolerance: 0.1 } } },
      errors: [{ messageId: 'invalidPin', severity: 'error', clip: 'walk', measured: 1 }],
    },
    {
      name: 'negative pin tolerance is invalid',
      document: walk(t('hip', 0, 1)),
      clips: { walk: { duration_s: { value: 1, tolerance: -0.1 } } },
      errors: [{ messageId: 'invalidPin' }],
    },
    {
      name: 'non-finite pin is invalid',
      document: walk(t('hip', 0, 1)),
      clips: { walk: { duration_s: { value: Infinity, tolerance: 0 } } },
      errors: [{ messageId: 'invalidPin' }],
    },
    {
      name: 'clip without tracks is a warning and nothing more',
      document: emptyWalk(),
      errors: [{ messageId: 'noTracks', severity: 'warning', clip: 'walk' }],
    },
    {
      name: 'clip without tracks still contradicts a valid pin',
      document: emptyWalk(),
      clips: { walk: { duration_s: { value: 1, tolerance: 0.1 } } },
      errors: [
        { messageId: 'noTracks', severity: 'warning' },
        { messageId: 'degenerateDuration', severity: 'error', measured: 0, expected: 1 },
      ],
    },
    {
      name: 'zero duration',
      document: walk(t('hip', 0), t('spine', 0)),
      errors: [{ messageId: 'degenerateDuration', severity: 'error', clip: 'walk', measured: 0 }],
    },
    {
      name: 'non-finite duration',
      document: buildDocument({ bones: [{ name: 'hip' }], clips: [{ name: 'walk', duration: NaN, tracks: [t('hip', 0, 1)] }] }),
      errors: [{ messageId: 'degenerateDuration', measured: 'NaN' }],
    },
    {
      name: 'channels end just beyond 0.017 s apart',
      document: walk(t('hip', 0, 1), t('spine', 0, 0.982), t('root', 0, 0.99)),
      errors: [{ messageId: 'channelEndMismatch', severity: 'warning', clip: 'walk', time_s: 0.982, measured: 0.018, expected: 0 }],
    },
    {
      name: 'pin miss and end spread together',
      document: walk(t('hip', 0, 2), t('spine', 0, 1)),
      clips: { walk: { duration_s: { value: 1, tolerance: 0 } } },
      errors: [
        { messageId: 'durationMismatch', measured: 2, expected: 1 },
        { messageId: 'channelEndMismatch', measured: 1 },
      ],
    },
    {
      name: 'severity override applies to the warnings too',
      severity: 'error',
      document: walk(t('hip', 0, 1), t('spine', 0, 0.5)),
      errors: [{ messageId: 'channelEndMismatch', severity: 'error' }],
    },
  ],
});
