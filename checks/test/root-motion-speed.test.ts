import { expect } from 'chai';
import { buildDocument, CheckTester, type BoneSpec, type ClipSpec, type TrackSpec } from '@animsmith/cli/testing';
import check from '../src/root-motion-speed.js';

/** A UE-mannequin-named skeleton, so `auto` resolves root, pelvis (hips), spine and feet. */
const MANNEQUIN: BoneSpec[] = [
  { name: 'root' },
  { name: 'pelvis', parent: 'root', translation: [0, 0.95, 0] },
  { name: 'spine_01', parent: 'pelvis', translation: [0, 0.1, 0] },
  { name: 'foot_l', parent: 'root', translation: [0.1, 0.08, 0] },
  { name: 'foot_r', parent: 'root', translation: [-0.1, 0.08, 0] },
];

/** A Mixamo-named skeleton: no root role, so speed falls back to the hips. */
const MIXAMO: BoneSpec[] = [
  { name: 'mixamorig:Hips', translation: [0, 0.95, 0] },
  { name: 'mixamorig:Spine', parent: 'mixamorig:Hips', translation: [0, 0.1, 0] },
  { name: 'mixamorig:LeftFoot', parent: 'mixamorig:Hips', translation: [0.1, -0.87, 0] },
  { name: 'mixamorig:RightFoot', parent: 'mixamorig:Hips', translation: [-0.1, -0.87, 0] },
];

const times = (keys: number, duration: number) => Array.from({ length: keys }, (_, i) => (duration * i) / (keys - 1));

/**
 * `bone` translating from its rest position `start` by `dz` metres along Z over `duration`
 * seconds, linearly, with `keys` keys (31 keys over 1 s = a 30 fps bake).
 */
function travelTrack(bone: string, dz: number, start: [number, number, number] = [0, 0, 0], keys = 31, duration = 1): TrackSpec {
  return {
    bone,
    property: 'translation',
    times: times(keys, duration),
    values: times(keys, duration).flatMap((t) => [start[0], start[1], start[2] + (dz * t) / duration]),
  };
}

/** The pelvis bobbing in place (two bobs per cycle): an in-place walk's hips. */
function bobTrack(keys = 31): TrackSpec {
  return {
    bone: 'pelvis',
    property: 'translation',
    times: times(keys, 1),
    values: times(keys, 1).flatMap((t) => [0, 0.95 + 0.03 * Math.cos(4 * Math.PI * t), 0]),
  };
}

/** A clip whose root moves `dz` metres along Z in 1 s (−Z is forward), with a bobbing pelvis. */
const rootClip = (name: string, dz: number, keys = 31): ClipSpec => ({ name, tracks: [travelTrack('root', dz, [0, 0, 0], keys), bobTrack(keys)] });
const mannequin = (...clips: ClipSpec[]) => buildDocument({ bones: MANNEQUIN, clips });
const walk = (dz: number) => mannequin(rootClip('walk', dz));

new CheckTester().run('root-motion-speed', check, {
  valid: [
    {
      name: 'root travels along -Z at the declared 1.5 m/s (31 keys over 1 s)',
      document: walk(-1.5),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
    },
    {
      name: 'explicitly animation-owned travel at the declared speed',
      document: walk(-1.5),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 }, movement_owner_xz: 'animation' } },
    },
    {
      name: 'hips fallback without a root role',
      document: buildDocument({ bones: MIXAMO, clips: [{ name: 'walk', tracks: [travelTrack('mixamorig:Hips', -1.5, [0, 0.95, 0])] }] }),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
    },
    {
      name: 'speed exactly at the pin tolerance edge is inclusive',
      document: walk(-1.75),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.25 } } },
    },
    {
      // |1 − 0.8999999999| = 0.1000000001 > 0.1 in f64, but both sides are the same f32.
      name: 'pin miss at the tolerance is inclusive in f32',
      document: walk(-1),
      clips: { walk: { speed_mps: { value: 0.8999999999, tolerance: 0.1 } } },
    },
    {
      name: 'travel direction does not matter (+Z)',
      document: walk(1.5),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
    },
    {
      name: 'in-place clip pinned at zero speed',
      document: walk(0),
      clips: { walk: { speed_mps: { value: 0, tolerance: 0.05 } } },
    },
    {
      name: 'stray-pin floor: exactly 0.5 m/s travels',
      document: walk(-0.5),
      clips: { walk: { speed_mps: { value: 0.5, tolerance: 0 } } },
    },
    {
      name: 'per-clip exact entry overrides a glob pin',
      document: mannequin(rootClip('walk_fwd', -1.5), rootClip('run_fwd', -3)),
      clips: { '*_fwd': { speed_mps: { value: 3, tolerance: 0.1 } }, walk_fwd: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
    },
    {
      name: 'unpinned clips are not judged',
      document: mannequin(rootClip('walk', -1.5), rootClip('run', -3)),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
    },
    {
      name: 'not applicable without a speed pin',
      document: walk(-1.5),
      clips: { walk: { loop: true } },
      applicability: 'not_applicable',
    },
    {
      name: 'not applicable when gameplay owns XZ movement',
      document: walk(0),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 }, movement_owner_xz: 'gameplay' } },
      applicability: 'not_applicable',
    },
    {
      name: 'not applicable with the legacy in_place = true',
      document: walk(0),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 }, in_place: true } },
      applicability: 'not_applicable',
    },
    {
      name: 'gap: neither root nor hips resolved',
      document: buildDocument({ bones: [{ name: 'a' }, { name: 'b', parent: 'a' }], clips: [{ name: 'walk', tracks: [travelTrack('a', -1.5)] }] }),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
      evaluation: 'not_evaluated',
      gaps: ['roles_unresolved'],
    },
    {
      name: 'inline rig roles can supply the root',
      document: buildDocument({ bones: [{ name: 'a' }, { name: 'b', parent: 'a' }], clips: [{ name: 'walk', tracks: [travelTrack('a', -1.5)] }] }),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
      rig: { roles: { root: 'a' } },
    },
    {
      name: 'gap: two keys give no pose grid, so no speed',
      document: mannequin({ name: 'walk', tracks: [travelTrack('root', -1.5, [0, 0, 0], 2)] }),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      // speed_mps compares the first and last samples only, so the end key is the one that matters.
      name: 'gap: non-finite root position at the end',
      document: mannequin({ name: 'walk', tracks: [{ bone: 'root', property: 'translation', times: [0, 0.5, 1], values: [0, 0, 0, 0, 0, -0.75, 0, 0, NaN] }] }),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      // Normalized names (walk, walk#1): each clip has its own measurement, and [clips.walk] pins both.
      name: 'two clips sharing a name are each measured and judged',
      document: mannequin(rootClip('walk', -1.5), rootClip('walk', -1.5)),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
    },
  ],
  invalid: [
    {
      name: 'of two clips sharing a name, the second is reported as walk#1',
      document: mannequin(rootClip('walk', -1.5), rootClip('walk', -1)),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
      errors: [{ messageId: 'speedMismatch', clip: 'walk#1', measured: 1, expected: 1.5 }],
    },
    {
      name: 'root travels faster than its pin',
      document: walk(-1.5),
      clips: { walk: { speed_mps: { value: 1, tolerance: 0.1 } } },
      errors: [{ messageId: 'speedMismatch', severity: 'error', clip: 'walk', measured: 1.5, expected: 1 }],
    },
    {
      name: 'root travels slower than its pin',
      document: walk(-1.2),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.25 } } },
      errors: [{ messageId: 'speedMismatch', clip: 'walk', measured: Math.fround(1.2), expected: 1.5 }],
    },
    {
      name: 'speed just beyond the pin tolerance',
      document: walk(-1.76),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.25 } } },
      errors: [{ messageId: 'speedMismatch', measured: Math.fround(1.76), expected: 1.5 }],
    },
    {
      name: 'hips fallback measures a mismatch too',
      document: buildDocument({ bones: MIXAMO, clips: [{ name: 'walk', tracks: [travelTrack('mixamorig:Hips', -3, [0, 0.95, 0])] }] }),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
      errors: [{ messageId: 'speedMismatch', measured: 3, expected: 1.5 }],
    },
    {
      name: 'stray pin: an in-place clip with a travelling pin',
      document: walk(0),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
      errors: [{ messageId: 'strayPin', severity: 'error', clip: 'walk', measured: 0, expected: 1.5 }],
    },
    {
      name: 'stray pin wins even inside the tolerance (0.49 m/s against 0.5 ± 0.5)',
      document: walk(-0.49),
      clips: { walk: { speed_mps: { value: 0.5, tolerance: 0.5 } } },
      errors: [{ messageId: 'strayPin', measured: Math.fround(0.49), expected: 0.5 }],
    },
    {
      name: 'slow pin below the floor is an ordinary mismatch',
      document: walk(-0.3),
      clips: { walk: { speed_mps: { value: 0, tolerance: 0.1 } } },
      errors: [{ messageId: 'speedMismatch', measured: Math.fround(0.3), expected: 0 }],
    },
    {
      name: 'glob pin applies to every matching clip',
      document: mannequin(rootClip('walk_fwd', -1.5), rootClip('run_fwd', -3)),
      clips: { '*_fwd': { speed_mps: { value: 3, tolerance: 0.1 } } },
      errors: [{ messageId: 'speedMismatch', clip: 'walk_fwd', measured: 1.5, expected: 3 }],
    },
    {
      name: 'legacy in_place = false (animation-owned) is judged',
      document: walk(-1.5),
      clips: { walk: { speed_mps: { value: 2, tolerance: 0.1 }, in_place: false } },
      errors: [{ messageId: 'speedMismatch', measured: 1.5, expected: 2 }],
    },
    {
      name: 'partial: a clip without a grid is a gap, the other is judged',
      document: mannequin(rootClip('walk', -1.5), { name: 'idle', tracks: [travelTrack('root', 0, [0, 0, 0], 2)] }),
      clips: { walk: { speed_mps: { value: 1, tolerance: 0.1 } }, idle: { speed_mps: { value: 0, tolerance: 0.1 } } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
      errors: [{ messageId: 'speedMismatch', clip: 'walk', measured: 1.5, expected: 1 }],
    },
    {
      name: 'invalid pin (non-finite value) is reported, not compared',
      document: walk(-1.5),
      clips: { walk: { speed_mps: { value: NaN, tolerance: 0.1 } } },
      errors: [{ messageId: 'invalidPin', severity: 'error', clip: 'walk', measured: 1.5 }],
    },
    {
      name: 'invalid pin (negative tolerance) is reported even without roles',
      document: buildDocument({ bones: [{ name: 'a' }], clips: [{ name: 'walk', tracks: [travelTrack('a', -1.5)] }] }),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: -0.1 } } },
      errors: [{ messageId: 'invalidPin', clip: 'walk' }],
    },
    {
      name: 'severity override',
      document: walk(-1.5),
      clips: { walk: { speed_mps: { value: 1, tolerance: 0.1 } } },
      severity: 'warning',
      errors: [{ messageId: 'speedMismatch', severity: 'warning' }],
    },
  ],
});

describe('root-motion-speed (scopes)', () => {
  it('completes root_motion_speed per judged clip and names the clip in each gap', () => {
    const { record } = CheckTester.evaluate('root-motion-speed', check, {
      name: 'scopes',
      document: mannequin(rootClip('walk', -1.5), rootClip('strafe', 0, 2), rootClip('run', -3), rootClip('idle', 0)),
      clips: {
        walk: { speed_mps: { value: 1.5, tolerance: 0.1 } },
        strafe: { speed_mps: { value: 1, tolerance: 0.1 } },
        run: { speed_mps: { value: 3, tolerance: 0.1 }, movement_owner_xz: 'gameplay' },
      },
    });
    expect(record.evaluated_scopes).to.deep.equal([{ code: 'root_motion_speed', subject: 'walk' }]);
    expect(record.gaps?.map((g) => [g.code, g.scope])).to.deep.equal([['measurement_unavailable', { code: 'root_motion_speed', subject: 'strafe' }]]);
  });
});
