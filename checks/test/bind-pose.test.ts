import { expect } from 'chai';
import { buildDocument, CheckTester, axisAngle, type BoneSpec, type TrackSpec } from '@animsmith/cli/testing';
import type { Quat } from '@animsmith/cli/plugin';
import check from '../src/bind-pose.js';
import { IDENTITY, negate } from './support/fixtures.js';

const deg = (d: number): Quat => axisAngle([1, 0, 0], (d * Math.PI) / 180);
const BONES: BoneSpec[] = [
  { name: 'root' },
  { name: 'hips', parent: 'root' },
  { name: 'spine', parent: 'hips' },
  { name: 'head', parent: 'spine' },
  { name: 'arm', parent: 'spine', rotation: deg(90) },
];
/** A rotation track whose first key is `first` (a second key follows at 1 s). */
const first = (bone: string, q: Quat): TrackSpec => ({ bone, property: 'rotation', times: [0, 1], values: [...q, ...IDENTITY] });
const clip = (name: string, ...tracks: TrackSpec[]) => ({ name, tracks });
const doc = (...clips: Array<{ name: string; tracks: TrackSpec[] }>) => buildDocument({ bones: BONES, clips });
/** Three tracks at rest-relative angles a, b, c (degrees) on hips, spine and head. */
const three = (a: number, b: number, c: number) => [first('hips', deg(a)), first('spine', deg(b)), first('head', deg(c))];

new CheckTester().run('bind-pose', check, {
  valid: [
    { name: 'document without clips', document: buildDocument({ bones: BONES }), applicability: 'not_applicable' },
    { name: 'first frame at rest', document: doc(clip('idle', ...three(0, 0, 0))) },
    { name: 'one bone far from rest, mean below the cap', document: doc(clip('idle', ...three(120, 5, 5))) },
    { name: 'mean just below the 45° cap', document: doc(clip('idle', ...three(44.9, 44.9, 44.9))) },
    { name: 'angle is measured against each bone’s rest rotation', document: doc(clip('idle', first('arm', deg(90)), ...three(0, 0, 0))) },
    { name: 'q and −q of the rest are at rest', document: doc(clip('idle', first('arm', negate(deg(90))), first('hips', negate(IDENTITY)), ...three(0, 0, 0))) },
    { name: 'raised cap from options', document: doc(clip('idle', ...three(60, 60, 60))), options: { max_mean_rest_delta_deg: 60.5 } },
    {
      name: 'translation and scale tracks are not rotation evidence',
      document: doc(clip('idle', ...three(0, 0, 0), { bone: 'arm', property: 'translation', times: [0], values: [9, 9, 9] })),
    },
    {
      // The evidence floor scales with the rig: both joints of a 2-joint rig are enough.
      name: 'a 2-joint rig is judged on its two rotation tracks',
      document: buildDocument({ bones: [{ name: 'a' }, { name: 'b', parent: 'a' }], clips: [clip('idle', first('a', deg(10)), first('b', deg(10)))] }),
    },
    {
      name: 'too few rotation tracks is a gap',
      document: doc(clip('idle', first('hips', deg(170)), first('spine', deg(170)))),
      evaluation: 'not_evaluated',
      gaps: ['insufficient_rotation_evidence'],
    },
    {
      // A clip without bone tracks (a morph-weight clip) poses no bone: nothing to judge, no gap.
      name: 'clip without tracks has nothing to judge',
      document: doc(clip('empty')),
    },
    {
      name: 'unusable first keys and rest rotations are not evidence',
      document: buildDocument({
        bones: [...BONES, { name: 'tail', parent: 'root', rotation: [0, 0, 0, 0] }],
        clips: [
          clip(
            'idle',
            first('hips', deg(170)),
            first('spine', deg(170)),
            first('head', [NaN, 0, 0, 1]),
            first('arm', [0, 0, 0, 0]),
            first('tail', deg(170)),
            { bone: 'head', property: 'rotation', times: [], values: [] },
          ),
        ],
      }),
      evaluation: 'not_evaluated',
      gaps: ['insufficient_rotation_evidence'],
    },
  ],
  invalid: [
    {
      name: 'first frame far from rest on average',
      document: doc(clip('idle', ...three(50, 60, 70))),
      errors: [{ messageId: 'farFromRest', severity: 'warning', clip: 'idle', bone: 'head', time_s: 0, measured: 60, expected: 45 }],
    },
    {
      name: 'mean just above the 45° cap',
      document: doc(clip('idle', ...three(45.1, 45.1, 45.1))),
      errors: [{ messageId: 'farFromRest', measured: 45.1, expected: 45 }],
    },
    {
      name: 'the worst bone is measured against its own rest',
      document: doc(clip('idle', first('arm', deg(-90)), ...three(50, 50, 50))),
      errors: [{ messageId: 'farFromRest', bone: 'arm', measured: 82.5 }],
    },
    {
      name: 'lowered cap from options',
      document: doc(clip('idle', ...three(10, 10, 10))),
      options: { max_mean_rest_delta_deg: 9.5 },
      errors: [{ messageId: 'farFromRest', measured: 10, expected: 9.5 }],
    },
    {
      name: 'clips judged separately; an under-evidenced clip is a gap beside the finding',
      document: doc(clip('idle', ...three(0, 0, 0)), clip('tpose', ...three(90, 90, 80)), clip('blink', first('head', deg(10)))),
      evaluation: 'partial',
      gaps: ['insufficient_rotation_evidence'],
      errors: [{ messageId: 'farFromRest', clip: 'tpose', bone: 'hips' }],
    },
    {
      name: 'severity override',
      document: doc(clip('idle', ...three(90, 90, 90))),
      severity: 'error',
      errors: [{ messageId: 'farFromRest', severity: 'error' }],
    },
  ],
});

describe('bind-pose (scopes)', () => {
  it('completes first_frame_rest_delta per evaluated clip and names the clip in each gap', () => {
    const { record } = CheckTester.evaluate('bind-pose', check, {
      name: 'scopes',
      document: doc(clip('idle', ...three(0, 0, 0)), clip('blink', first('head', deg(10))), clip('tpose', ...three(90, 90, 90))),
    });
    expect(record.evaluated_scopes).to.deep.equal([
      { code: 'first_frame_rest_delta', subject: 'idle' },
      { code: 'first_frame_rest_delta', subject: 'tpose' },
    ]);
    expect(record.gaps?.map((g) => [g.code, g.scope])).to.deep.equal([
      ['insufficient_rotation_evidence', { code: 'first_frame_rest_delta', subject: 'blink' }],
    ]);
  });
});
