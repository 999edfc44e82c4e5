import { buildDocument, CheckTester, type TrackSpec } from '@animsmith/cli/testing';
import check from '../src/missing-bones.js';
import { markMalformed } from './support/fixtures.js';

const BONES = [
  { name: 'root' },
  { name: 'hips', parent: 'root' },
  { name: 'hand_l', parent: 'hips' },
  { name: 'hand_r', parent: 'hips' },
];
const rot = (bone: string, times = [0, 1]): TrackSpec => ({ bone, property: 'rotation', times, values: times.flatMap(() => [0, 0, 0, 1]) });
const move = (bone: string): TrackSpec => ({ bone, property: 'translation', times: [0, 1], values: [0, 0, 0, 0, 1, 0] });

const doc = (...clips: Array<{ name: string; tracks: TrackSpec[] }>) => buildDocument({ bones: BONES, clips });
const wave = doc({ name: 'wave', tracks: [rot('hips'), rot('hand_r')] });
const twoClips = doc({ name: 'wave', tracks: [rot('hand_r')] }, { name: 'wave_left', tracks: [rot('hand_l')] });

new CheckTester().run('missing-bones', check, {
  valid: [
    { name: 'no animates_bones declared', document: wave, applicability: 'not_applicable' },
    { name: 'declaration for a clip the file lacks', document: wave, clips: { run: { animates_bones: ['hand_l'] } }, applicability: 'not_applicable' },
    { name: 'a declaration without animates_bones', document: wave, clips: { wave: { loop: true } }, applicability: 'not_applicable' },
    { name: 'declared bones are keyed', document: wave, clips: { wave: { animates_bones: ['hips', 'hand_r'] } } },
    { name: 'a translation track counts as keyed', document: doc({ name: 'wave', tracks: [move('hand_r')] }), clips: { wave: { animates_bones: ['hand_r'] } } },
    { name: 'a single key counts as keyed', document: doc({ name: 'wave', tracks: [rot('hand_r', [0])] }), clips: { wave: { animates_bones: ['hand_r'] } } },
    { name: 'an empty declaration is applicable and clean', document: wave, clips: { wave: { animates_bones: [] } } },
    { name: 'glob declaration per clip', document: twoClips, clips: { 'wave*': { animates_bones: ['hand_r'] }, wave_left: { animates_bones: ['hand_l'] } } },
  ],
  invalid: [
    {
      name: 'declared bone not in the skeleton',
      document: wave,
      clips: { wave: { animates_bones: ['hand_r', 'tail'] } },
      errors: [{ messageId: 'notInSkeleton', severity: 'error', clip: 'wave', bone: 'tail' }],
    },
    {
      name: 'declared bone exists but carries no track',
      document: wave,
      clips: { wave: { animates_bones: ['hand_l', 'hand_r'] } },
      errors: [{ messageId: 'notKeyed', severity: 'error', clip: 'wave', bone: 'hand_l' }],
    },
    {
      name: 'a track without keys does not count',
      document: doc({ name: 'wave', tracks: [rot('hand_r', [])] }),
      clips: { wave: { animates_bones: ['hand_r'] } },
      errors: [{ messageId: 'notKeyed', bone: 'hand_r' }],
    },
    {
      name: 'a malformed track without decodable keys does not count',
      document: markMalformed(
        buildDocument({ bones: BONES, clips: [{ name: 'wave', tracks: [{ bone: 'hand_r', property: 'rotation', times: [0, 1], values: [] }] }] }),
      ),
      clips: { wave: { animates_bones: ['hand_r'] } },
      errors: [{ messageId: 'notKeyed', bone: 'hand_r' }],
    },
    {
      name: 'names match exactly',
      document: wave,
      clips: { wave: { animates_bones: ['Hand_R'] } },
      errors: [{ messageId: 'notInSkeleton', bone: 'Hand_R' }],
    },
    {
      name: 'each clip judged against its own effective declaration',
      document: twoClips,
      clips: { 'wave*': { animates_bones: ['hand_r'] } },
      errors: [{ messageId: 'notKeyed', clip: 'wave_left', bone: 'hand_r' }],
    },
    {
      name: 'exact-name entry overrides the glob',
      document: twoClips,
      clips: { 'wave*': { animates_bones: ['hand_l'] }, wave: { animates_bones: ['hand_r', 'hips'] } },
      errors: [{ messageId: 'notKeyed', clip: 'wave', bone: 'hips' }],
    },
    {
      name: 'repeated declared names are reported once, in declaration order',
      document: wave,
      clips: { wave: { animates_bones: ['tail', 'hand_l', 'tail', 'hand_l'] } },
      errors: [
        { messageId: 'notInSkeleton', bone: 'tail' },
        { messageId: 'notKeyed', bone: 'hand_l' },
      ],
    },
    {
      name: 'severity override',
      document: wave,
      severity: 'note',
      clips: { wave: { animates_bones: ['tail'] } },
      errors: [{ messageId: 'notInSkeleton', severity: 'note' }],
    },
  ],
});
