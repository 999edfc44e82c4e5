import { buildDocument, CheckTester, axisAngle, type TrackSpec } from '@animsmith/cli/testing';
import type { Quat } from '@animsmith/cli/plugin';
import check from '../src/frozen-bone.js';
import { IDENTITY, negate } from './support/fixtures.js';

const BONES = [{ name: 'root' }, { name: 'hips', parent: 'root' }, { name: 'arm', parent: 'hips' }, { name: 'hand', parent: 'arm' }];
const deg = (d: number): Quat => axisAngle([0, 0, 1], (d * Math.PI) / 180);
const rot = (bone: string, ...keys: Quat[]): TrackSpec => ({
  bone,
  property: 'rotation',
  times: keys.map((_, i) => i / 10),
  values: keys.flat(),
});
const move = (bone: string): TrackSpec => ({ bone, property: 'translation', times: [0, 1], values: [0, 0, 0, 0, 1, 0] });
const wave = (...tracks: TrackSpec[]) => buildDocument({ bones: BONES, clips: [{ name: 'wave', tracks }] });
const arm = { wave: { animates_bones: ['arm'] } };

new CheckTester().run('frozen-bone', check, {
  valid: [
    { name: 'no animates_bones declared', document: wave(rot('arm', IDENTITY, IDENTITY)), applicability: 'not_applicable' },
    { name: 'declared bone rotates well past the floor', document: wave(rot('arm', IDENTITY, deg(30), deg(-10))), clips: arm },
    { name: 'rotation just above the 1° floor', document: wave(rot('arm', IDENTITY, deg(1.001))), clips: arm },
    { name: 'rotation far from key 0 at a later key counts', document: wave(rot('arm', IDENTITY, deg(0.2), deg(0.3), deg(5))), clips: arm },
    { name: 'max over the bone’s rotation tracks', document: wave(rot('arm', IDENTITY, IDENTITY), rot('arm', deg(10), deg(12))), clips: arm },
    // Absent and unkeyed bones are missing-bones' findings; this check does not repeat them.
    { name: 'bone missing from the skeleton is left to missing-bones', document: wave(rot('arm', IDENTITY, deg(20))), clips: { wave: { animates_bones: ['tail'] } } },
    { name: 'unkeyed bone is left to missing-bones', document: wave(rot('arm', IDENTITY, deg(20))), clips: { wave: { animates_bones: ['hand'] } } },
    {
      name: 'track without keys is left to missing-bones',
      document: wave({ bone: 'hand', property: 'rotation', times: [], values: [] }),
      clips: { wave: { animates_bones: ['hand'] } },
    },
    { name: 'floor of 0 never fires', document: wave(rot('arm', IDENTITY, IDENTITY)), clips: arm, options: { min_rotation_deg: 0 } },
    { name: 'lowered floor', document: wave(rot('arm', IDENTITY, deg(0.5))), clips: arm, options: { min_rotation_deg: 0.4 } },
    { name: 'undeclared frozen bone is not judged', document: wave(rot('arm', IDENTITY, deg(20)), move('hand')), clips: arm },
  ],
  invalid: [
    {
      name: 'keyed but frozen bone',
      document: wave(rot('arm', IDENTITY, deg(0.5), IDENTITY)),
      clips: arm,
      errors: [{ messageId: 'frozenBone', severity: 'error', clip: 'wave', bone: 'arm', measured: 0.5, expected: 1 }],
    },
    {
      name: 'rotation just below the 1° floor',
      document: wave(rot('arm', IDENTITY, deg(0.999))),
      clips: arm,
      errors: [{ messageId: 'frozenBone', bone: 'arm' }],
    },
    {
      name: 'translation-only bone measures 0°',
      document: wave(rot('arm', IDENTITY, deg(20)), move('hand')),
      clips: { wave: { animates_bones: ['arm', 'hand'] } },
      errors: [{ messageId: 'frozenBone', bone: 'hand', measured: 0, expected: 1 }],
    },
    {
      // Keys +0.6° and −0.6° are 1.2° apart, but each is only 0.6° from key 0.
      name: 'measured from key 0, not between arbitrary keys',
      document: wave(rot('arm', IDENTITY, deg(0.6), deg(-0.6))),
      clips: arm,
      errors: [{ messageId: 'frozenBone', measured: 0.6 }],
    },
    {
      name: 'q and −q are the same orientation',
      document: wave(rot('arm', deg(40), negate(deg(40)), deg(40))),
      clips: arm,
      errors: [{ messageId: 'frozenBone', measured: 0 }],
    },
    {
      name: 'non-finite keys add no rotation',
      document: wave(rot('arm', IDENTITY, [NaN, 0, 0, 1], deg(0.25))),
      clips: arm,
      errors: [{ messageId: 'frozenBone', measured: 0.25 }],
    },
    {
      name: 'raised floor from options',
      document: wave(rot('arm', IDENTITY, deg(5))),
      clips: arm,
      options: { min_rotation_deg: 10 },
      errors: [{ messageId: 'frozenBone', measured: 5, expected: 10 }],
    },
    {
      name: 'glob declaration applies per clip',
      document: buildDocument({
        bones: BONES,
        clips: [
          { name: 'wave_a', tracks: [rot('arm', IDENTITY, deg(30))] },
          { name: 'wave_b', tracks: [rot('arm', IDENTITY, deg(0.1))] },
        ],
      }),
      clips: { 'wave_*': { animates_bones: ['arm'] } },
      errors: [{ messageId: 'frozenBone', clip: 'wave_b', bone: 'arm', measured: 0.1 }],
    },
    {
      name: 'repeated declared name reported once',
      document: wave(rot('arm', IDENTITY, IDENTITY)),
      clips: { wave: { animates_bones: ['arm', 'arm'] } },
      errors: [{ messageId: 'frozenBone', bone: 'arm' }],
    },
    {
      name: 'severity override',
      document: wave(rot('arm', IDENTITY, IDENTITY)),
      clips: arm,
      severity: 'warning',
      errors: [{ messageId: 'frozenBone', severity: 'warning' }],
    },
  ],
});
