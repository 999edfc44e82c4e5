/**
 * Tracks whose key data could not be read (a missing external buffer) are typed coverage gaps in
 * every check that judges key data: never a silent pass and never a finding.
 */
import { buildDocument, CheckTester, type TrackSpec } from '@animsmith/cli/testing';
import { expect } from 'chai';
import type { AnimDocument, CheckContext, GapDescriptor, TrackUnreadableReason } from '@animsmith/cli/plugin';
import bindPose from '../src/bind-pose.js';
import durationSanity from '../src/duration-sanity.js';
import fps from '../src/fps.js';
import frozenBone from '../src/frozen-bone.js';
import missingBones from '../src/missing-bones.js';
import nan from '../src/nan.js';
import quatNorm from '../src/quat-norm.js';
import scaleKeys from '../src/scale-keys.js';
import timeMonotonic from '../src/time-monotonic.js';
import { trackCoverage } from '../src/support/unreadable.js';
import { IDENTITY, markUnreadable, quats } from './support/fixtures.js';

const BONES = [{ name: 'root' }, { name: 'hip', parent: 'root' }, { name: 'spine', parent: 'hip' }];
const GAP = 'track_payload_unavailable';

const rotation = (bone: string, w = 1): TrackSpec => ({ bone, property: 'rotation', times: [0, 1], values: quats(IDENTITY, [0, 0, Math.sqrt(1 - w * w), w]) });
const move = (bone: string, x = 0): TrackSpec => ({ bone, property: 'translation', times: [0, 1], values: [0, 0, 0, x, 0, 0] });

/** `walk` with a NaN translation on hip and a rotation on spine; `idle` with a clean translation on hip. */
function twoClips(): AnimDocument {
  return buildDocument({
    bones: BONES,
    clips: [
      { name: 'walk', tracks: [{ bone: 'hip', property: 'translation', times: [0, 1], values: [0, 0, 0, NaN, 0, 0] }, rotation('spine')] },
      { name: 'idle', tracks: [move('hip')] },
    ],
  });
}

const unreadableRotations = (doc: AnimDocument) => markUnreadable(doc, (t) => t.property === 'rotation');
const unreadableAll = (doc: AnimDocument) => markUnreadable(doc, () => true, true);

describe('checks over unreadable key data', () => {
new CheckTester().run('nan', nan, {
  valid: [
    { name: 'every track unreadable: a gap, not a pass', document: unreadableAll(twoClips()), evaluation: 'not_evaluated', gaps: [GAP, GAP] },
  ],
  invalid: [
    {
      name: 'readable tracks are still judged; the clip with an unreadable one is also a gap',
      document: unreadableRotations(twoClips()),
      evaluation: 'partial',
      gaps: [GAP],
      errors: [{ messageId: 'nonFiniteValue', clip: 'walk', bone: 'hip' }],
    },
  ],
});

new CheckTester().run('quat-norm', quatNorm, {
  valid: [
    { name: 'an unreadable rotation is a gap', document: unreadableRotations(twoClips()), evaluation: 'not_evaluated', gaps: [GAP] },
    {
      name: 'an unreadable translation is not its concern',
      document: markUnreadable(twoClips(), (t) => t.property === 'translation'),
    },
  ],
  invalid: [],
});

new CheckTester().run('scale-keys', scaleKeys, {
  valid: [{ name: 'no scale track unreadable: nothing recorded', document: unreadableRotations(twoClips()) }],
  invalid: [],
});

new CheckTester().run('time-monotonic', timeMonotonic, {
  valid: [{ name: 'every track unreadable', document: unreadableAll(twoClips()), evaluation: 'not_evaluated', gaps: [GAP, GAP] }],
  invalid: [],
});

new CheckTester().run('bind-pose', bindPose, {
  valid: [
    {
      name: 'the unreadable rotation is named besides the evidence gap',
      document: unreadableRotations(twoClips()),
      evaluation: 'not_evaluated',
      gaps: [GAP, 'insufficient_rotation_evidence', 'insufficient_rotation_evidence'],
    },
  ],
  invalid: [],
});

new CheckTester().run('duration-sanity', durationSanity, {
  valid: [
    { name: 'unknown durations are gaps, not a 0 s error', document: unreadableAll(twoClips()), evaluation: 'not_evaluated', gaps: [GAP, GAP] },
    {
      name: 'known durations stay judged; unreadable end times are a gap',
      document: unreadableRotations(twoClips()),
      evaluation: 'partial',
      gaps: [GAP],
    },
  ],
  invalid: [
    {
      name: 'an invalid pin is still reported on a clip whose duration is unknown',
      document: unreadableAll(twoClips()),
      clips: { walk: { duration_s: { value: -1, tolerance: 0 } } },
      evaluation: 'partial',
      gaps: [GAP, GAP],
      errors: [{ messageId: 'invalidPin', clip: 'walk' }],
    },
  ],
});

new CheckTester().run('fps', fps, {
  valid: [
    {
      name: 'a clip with unreadable tracks is a gap on its frame grid',
      document: unreadableAll(twoClips()),
      clips: { walk: { fps: 30 } },
      evaluation: 'not_evaluated',
      gaps: [GAP],
    },
  ],
  invalid: [],
});

new CheckTester().run('missing-bones', missingBones, {
  valid: [
    {
      name: 'a bone keyed only by an unreadable track is unknown, not missing',
      document: unreadableRotations(twoClips()),
      clips: { walk: { animates_bones: ['spine'] } },
      evaluation: 'not_evaluated',
      gaps: [GAP],
    },
  ],
  invalid: [
    {
      name: 'other declared bones are still judged',
      document: unreadableRotations(twoClips()),
      clips: { walk: { animates_bones: ['spine', 'root'] } },
      evaluation: 'partial',
      gaps: [GAP],
      errors: [{ messageId: 'notKeyed', bone: 'root' }],
    },
  ],
});

new CheckTester().run('frozen-bone', frozenBone, {
  valid: [
    {
      name: 'an unreadable rotation may hold the motion: a gap, not a frozen bone',
      document: unreadableRotations(buildDocument({ bones: BONES, clips: [{ name: 'walk', tracks: [rotation('spine'), rotation('hip', Math.cos(0.5))] }] })),
      clips: { walk: { animates_bones: ['spine'] } },
      evaluation: 'not_evaluated',
      gaps: [GAP],
    },
  ],
  invalid: [],
});

describe('the gap names why the key data could not be read', () => {
  const messages = (reason: TrackUnreadableReason): string[] => {
    const marked = markUnreadable(twoClips(), (t) => t.property === 'rotation');
    const document: AnimDocument = { ...marked, clips: marked.clips.map((c) => ({ ...c, tracks: c.tracks.map((t) => (t.unreadable === undefined ? t : { ...t, unreadable: reason })) })) };
    const gaps: GapDescriptor[] = [];
    const context = { document, gap: (g: GapDescriptor) => gaps.push(g), completed: () => undefined } as unknown as CheckContext;
    document.clips.forEach(trackCoverage(context));
    return gaps.map((g) => g.message);
  };
  it('a missing buffer: payload_unavailable', () => {
    expect(messages('payload_unavailable')).to.deep.equal(["clip 'walk': 1 of 2 track(s) could not be judged: key data could not be read (payload_unavailable)"]);
  });
  it('a clip too long to sample: sample_budget_exceeded', () => {
    expect(messages('sample_budget_exceeded')).to.deep.equal(["clip 'walk': 1 of 2 track(s) could not be judged: key data could not be read (sample_budget_exceeded)"]);
  });
});
});
