import { expect } from 'chai';
import { buildDocument, CheckTester, type ClipSpec, type TrackSpec } from '@animsmith/cli/testing';
import check from '../src/fps.js';
import { markMalformed } from './support/fixtures.js';

const BONES = [
  { name: 'root' },
  { name: 'pelvis', parent: 'root', translation: [0, 0.95, 0] as [number, number, number] },
  { name: 'spine_01', parent: 'pelvis', translation: [0, 0.1, 0] as [number, number, number] },
];

/** `keys` keys evenly over `duration` seconds: 31 keys over 1 s is a 30 fps bake. */
const grid = (keys: number, duration: number) => Array.from({ length: keys }, (_, i) => (duration * i) / (keys - 1));

/** The root travelling along −Z at 1.5 m/s on the given key times. */
const rootTrack = (times: number[]): TrackSpec => ({ bone: 'root', property: 'translation', times, values: times.flatMap((t) => [0, 0, -1.5 * t]) });

/** A spine translation track on arbitrary key times (the hand-keyed channel that drifts off the grid). */
const spineTrack = (...times: number[]): TrackSpec => ({ bone: 'spine_01', property: 'translation', times, values: times.flatMap((t) => [0, 0.1, 0.01 * t]) });

const clip = (name: string, tracks: TrackSpec[], duration?: number): ClipSpec => ({ name, tracks, ...(duration === undefined ? {} : { duration }) });
const doc = (...clips: ClipSpec[]) => buildDocument({ bones: BONES, clips });
/** A 1 s walk baked at 30 fps (31 keys), plus optional extra tracks. */
const walk = (...extra: TrackSpec[]) => doc(clip('walk', [rootTrack(grid(31, 1)), ...extra]));
const FPS30 = { walk: { fps: 30 } };

new CheckTester().run('fps', check, {
  valid: [
    { name: '1 s walk baked at 30 fps (31 keys)', document: walk(), clips: FPS30 },
    { name: 'the same bake is also on a 60 fps grid', document: walk(), clips: { walk: { fps: 60 } } },
    { name: 'sparse hand keys on whole frames', document: walk(spineTrack(0, 0.5, 0.7, 1)), clips: FPS30 },
    { name: 'key 0.09 frame off the grid is tolerated', document: walk(spineTrack(0, 0.503, 1)), clips: FPS30 },
    { name: 'duration 0.09 frame off the grid is tolerated', document: doc(clip('walk', [rootTrack(grid(31, 1))], 1.003)), clips: FPS30 },
    {
      name: 'malformed tracks are not judged',
      document: markMalformed(walk(spineTrack(0, 0.52, 1))),
      clips: FPS30,
    },
    { name: 'non-finite key times are left to the nan check', document: walk(spineTrack(0, NaN, 1)), clips: FPS30 },
    { name: 'clip with no tracks and zero duration is on any grid', document: doc(clip('walk', [])), clips: FPS30 },
    { name: 'only clips with a declared fps are judged', document: doc(clip('walk', [rootTrack(grid(31, 1))]), clip('idle', [spineTrack(0, 0.52, 1)])), clips: FPS30 },
    { name: 'not applicable without a declared fps', document: walk(spineTrack(0, 0.52, 1)), clips: { walk: { loop: true } }, applicability: 'not_applicable' },
    { name: 'gap: declared fps of zero', document: walk(), clips: { walk: { fps: 0 } }, evaluation: 'not_evaluated', gaps: ['invalid_declared_fps'] },
    { name: 'gap: negative declared fps', document: walk(), clips: { walk: { fps: -30 } }, evaluation: 'not_evaluated', gaps: ['invalid_declared_fps'] },
    { name: 'gap: non-finite declared fps', document: walk(), clips: { walk: { fps: Infinity } }, evaluation: 'not_evaluated', gaps: ['invalid_declared_fps'] },
    { name: 'gap: NaN declared fps', document: walk(), clips: { walk: { fps: NaN } }, evaluation: 'not_evaluated', gaps: ['invalid_declared_fps'] },
  ],
  invalid: [
    {
      name: 'one hand key off the 30 fps grid (frame 15.6)',
      document: walk(spineTrack(0, 0.5, 0.52, 1)),
      clips: FPS30,
      errors: [{ messageId: 'keyOffGrid', severity: 'warning', clip: 'walk', bone: 'spine_01', time_s: Math.fround(0.52), measured: Math.fround(0.52) * 30, expected: 16 }],
    },
    {
      name: 'key 0.12 frame off the grid',
      document: walk(spineTrack(0, 0.504, 1)),
      clips: FPS30,
      errors: [{ messageId: 'keyOffGrid', bone: 'spine_01', time_s: Math.fround(0.504), expected: 15 }],
    },
    {
      name: 'only the worst key is reported',
      document: walk(spineTrack(0, 0.2 + 0.2 / 30, 0.5 + 0.45 / 30, 0.7 + 0.3 / 30, 1)),
      clips: FPS30,
      errors: [{ messageId: 'keyOffGrid', time_s: Math.fround(0.5 + 0.45 / 30), expected: 15 }],
    },
    {
      name: '30 fps bake declared as 24 fps: keys fall between frames',
      document: doc(clip('walk', [rootTrack([0, 0.5 / 30, 1 / 30, 1])])),
      clips: { walk: { fps: 24 } },
      // 1/30 s = frame 0.8; 0.5/30 s = frame 0.4 (the worst, 0.4 from frame 0).
      errors: [{ messageId: 'keyOffGrid', bone: 'root', time_s: Math.fround(0.5 / 30), expected: 0 }],
    },
    {
      name: 'duration is not a whole number of frames (30.6 at 30 fps)',
      document: doc(clip('walk', [rootTrack(grid(31, 1))], 1.02)),
      clips: FPS30,
      errors: [{ messageId: 'durationOffGrid', severity: 'warning', clip: 'walk', measured: 1.02 * 30, expected: 31 }],
    },
    {
      name: 'duration 0.12 frame off the grid',
      document: doc(clip('walk', [rootTrack(grid(31, 1))], 1.004)),
      clips: FPS30,
      errors: [{ messageId: 'durationOffGrid', measured: 1.004 * 30, expected: 30 }],
    },
    {
      name: 'half a frame rounds away from zero',
      document: doc(clip('walk', [rootTrack([0, 0.5, 1])], 1.25)),
      clips: { walk: { fps: 2 } },
      errors: [{ messageId: 'durationOffGrid', measured: 2.5, expected: 3 }],
    },
    {
      name: 'duration and a key both off the grid: duration first',
      document: doc(clip('walk', [rootTrack([0, 0.5, 1.06])])),
      clips: FPS30,
      errors: [
        { messageId: 'durationOffGrid', expected: 32 },
        { messageId: 'keyOffGrid', time_s: Math.fround(1.06), bone: 'root', expected: 32 },
      ],
    },
    {
      name: 'malformed tracks are not judged even when the clip is off the grid',
      document: markMalformed(buildDocument({ bones: BONES, clips: [clip('walk', [spineTrack(0, 0.52, 1)], 1.02)] })),
      clips: FPS30,
      errors: [{ messageId: 'durationOffGrid', expected: 31 }],
    },
    {
      name: 'glob fps applies to every matching clip',
      document: doc(clip('walk_fwd', [rootTrack(grid(31, 1))]), clip('walk_left', [rootTrack(grid(31, 1)), spineTrack(0, 0.52, 1)])),
      clips: { 'walk_*': { fps: 30 } },
      errors: [{ messageId: 'keyOffGrid', clip: 'walk_left', bone: 'spine_01' }],
    },
    {
      name: 'exact entry overrides the glob fps',
      document: doc(clip('walk_fwd', [rootTrack(grid(31, 1))]), clip('walk_left', [rootTrack(grid(31, 1))])),
      clips: { 'walk_*': { fps: 30 }, walk_left: { fps: 25 } },
      errors: [{ messageId: 'keyOffGrid', clip: 'walk_left' }],
    },
    {
      name: 'partial: an invalid fps is a gap, the other clip is judged',
      document: doc(clip('walk', [rootTrack(grid(31, 1)), spineTrack(0, 0.52, 1)]), clip('run', [rootTrack(grid(21, 0.6667))])),
      clips: { walk: { fps: 30 }, run: { fps: 0 } },
      evaluation: 'partial',
      gaps: ['invalid_declared_fps'],
      errors: [{ messageId: 'keyOffGrid', clip: 'walk' }],
    },
    {
      name: 'severity override',
      document: walk(spineTrack(0, 0.52, 1)),
      clips: FPS30,
      severity: 'error',
      errors: [{ messageId: 'keyOffGrid', severity: 'error' }],
    },
  ],
});

describe('fps (scopes)', () => {
  it('completes frame_grid per clip with a valid fps and names the clip in a gap', () => {
    const { record } = CheckTester.evaluate('fps', check, {
      name: 'scopes',
      document: doc(clip('walk', [rootTrack(grid(31, 1))]), clip('run', [rootTrack(grid(21, 0.6667))]), clip('idle', [rootTrack(grid(3, 2))])),
      clips: { walk: { fps: 30 }, run: { fps: -1 }, idle: { fps: 30 } },
    });
    expect(record.evaluated_scopes).to.deep.equal([
      { code: 'frame_grid', subject: 'walk' },
      { code: 'frame_grid', subject: 'idle' },
    ]);
    expect(record.gaps?.map((g) => [g.code, g.scope])).to.deep.equal([['invalid_declared_fps', { code: 'frame_grid', subject: 'run' }]]);
  });
});
