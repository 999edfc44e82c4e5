import { expect } from 'chai';
import { CheckTester } from '@animsmith/cli/testing';
import check from '../src/nan.js';
import type { AnimDocument } from '@animsmith/cli/plugin';
import { IDENTITY, markMalformed, quats, walk } from './support/fixtures.js';

/** The document's tracks as a loader's dense bake whose authored keys are `times`/`values`. */
function baked(document: AnimDocument, times: number[], values: number[]): AnimDocument {
  const authored = { times: Float32Array.from(times), values: Float32Array.from(values), interpolations: times.map(() => 'cubic' as const) };
  return { ...document, clips: document.clips.map((clip) => ({ ...clip, tracks: clip.tracks.map((track) => ({ ...track, authored })) })) };
}

new CheckTester().run('nan', check, {
  valid: [
    {
      name: 'finite translation and rotation tracks',
      document: walk(
        { property: 'translation', times: [0, 0.5, 1], values: [0, 0, 0, 1, 2, 3, -1e30, 1e30, 0] },
        { property: 'rotation', times: [0, 1], values: quats(IDENTITY, IDENTITY) },
      ),
    },
    {
      name: 'huge but finite f32 values',
      document: walk({ property: 'scale', times: [0], values: [3.4e38, -3.4e38, 1] }),
    },
    { name: 'empty track', document: walk({ property: 'translation', times: [], values: [] }) },
  ],
  invalid: [
    {
      name: 'a baked track names the authored key, not the frame sample',
      document: baked(walk({ property: 'translation', times: [0, 0.5, 1], values: [0, 0, 0, NaN, 0, 0, NaN, 0, 0] }), [0, 1], [0, 0, 0, NaN, 0, 0]),
      errors: [{ messageId: 'nonFiniteValue', time_s: 1 }],
    },
    {
      name: 'a baked track with finite keys that samples to NaN is reported by time, not as a key',
      document: baked(walk({ property: 'translation', times: [0, 0.5, 1], values: [0, 0, 0, NaN, 0, 0, 1, 0, 0] }), [0, 1], [0, 0, 0, 1, 0, 0]),
      errors: [{ messageId: 'nonFiniteSample', time_s: 0.5 }],
    },
    {
      name: 'NaN key time',
      document: walk({ property: 'translation', times: [0, NaN, 1], values: [0, 0, 0, 1, 1, 1, 2, 2, 2] }),
      errors: [{ messageId: 'nonFiniteTime', severity: 'error', clip: 'walk', bone: 'hip', measured: 'NaN' }],
    },
    {
      name: 'only the first of several bad times is reported',
      document: walk({ property: 'translation', times: [0, Infinity, NaN], values: [0, 0, 0, 1, 1, 1, 2, 2, 2] }),
      errors: [{ messageId: 'nonFiniteTime', measured: 'Infinity' }],
    },
    {
      name: 'infinite value, reported at its key time',
      document: walk({ property: 'scale', bone: 'spine', times: [0, 0.5], values: [1, 1, 1, 1, -Infinity, 1] }),
      errors: [{ messageId: 'nonFiniteValue', severity: 'error', clip: 'walk', bone: 'spine', time_s: 0.5, measured: '-Infinity' }],
    },
    {
      name: 'bad time and bad value in one track give two findings',
      document: walk({ property: 'rotation', times: [0, NaN], values: [0, 0, 0, 1, NaN, 0, 0, 1] }),
      errors: [{ messageId: 'nonFiniteTime' }, { messageId: 'nonFiniteValue' }],
    },
    {
      name: 'one finding per track, per track',
      document: walk(
        { property: 'translation', times: [0, 1], values: [NaN, 0, 0, NaN, 0, 0] },
        { property: 'translation', bone: 'spine', times: [0, 1], values: [0, 0, 0, 0, 0, NaN] },
      ),
      errors: [
        { messageId: 'nonFiniteValue', bone: 'hip', time_s: 0 },
        { messageId: 'nonFiniteValue', bone: 'spine', time_s: 1 },
      ],
    },
    {
      name: 'non-finite cubic tangent counts too',
      document: walk({
        property: 'translation',
        interpolation: 'CUBICSPLINE',
        times: [0, 1],
        values: [0, 0, 0, 0, 0, 0, 0, 0, 0, NaN, 0, 0, 1, 1, 1, 0, 0, 0],
      }),
      errors: [{ messageId: 'nonFiniteValue', time_s: 1, measured: 'NaN' }],
    },
    {
      name: 'malformed tracks are still checked',
      document: markMalformed(walk({ property: 'translation', times: [0, 1], values: [0, 0, 0, NaN] })),
      errors: [{ messageId: 'nonFiniteValue', time_s: 1 }],
    },
    {
      name: 'severity override',
      severity: 'warning',
      document: walk({ property: 'translation', times: [NaN], values: [0, 0, 0] }),
      errors: [{ messageId: 'nonFiniteTime', severity: 'warning' }],
    },
  ],
});

describe('nan (report data)', () => {
  it('names the key and the cubic element that holds the bad number', () => {
    const document = walk({
      property: 'translation',
      interpolation: 'CUBICSPLINE',
      times: [0, 1],
      values: [0, 0, 0, 0, 0, 0, 0, 0, 0, NaN, 0, 0, 1, 1, 1, 0, 0, 0],
    });
    const { reported, record } = CheckTester.evaluate('nan', check, { name: 'cubic', document });
    expect(reported.map((r) => r.data)).to.deep.equal([{ key: 1, property: 'translation', part: 'in-tangent', value: 'NaN' }]);
    expect(record.findings[0]!.message).to.equal('key 1 of the translation track has a non-finite in-tangent (NaN)');
  });
});
