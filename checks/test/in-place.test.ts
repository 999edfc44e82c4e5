import { expect } from 'chai';
import { buildDocument, CheckTester, type BoneSpec, type ClipSpec, type TrackSpec } from '@animsmith/cli/testing';
import check from '../src/in-place.js';

/** A UE-mannequin-named skeleton, so `auto` resolves root, pelvis (hips), spine and feet. */
const MANNEQUIN: BoneSpec[] = [
  { name: 'root' },
  { name: 'pelvis', parent: 'root', translation: [0, 0.95, 0] },
  { name: 'spine_01', parent: 'pelvis', translation: [0, 0.1, 0] },
  { name: 'foot_l', parent: 'root', translation: [0.1, 0.08, 0] },
  { name: 'foot_r', parent: 'root', translation: [-0.1, 0.08, 0] },
];

const times = (keys: number) => Array.from({ length: keys }, (_, i) => i / (keys - 1));

/** The root moving `dz` metres along Z over 1 s (−Z is forward), keyed at 30 fps by default. */
function rootTrack(dz: number, keys = 31): TrackSpec {
  return { bone: 'root', property: 'translation', times: times(keys), values: times(keys).flatMap((t) => [0, 0, dz * t]) };
}

/** The pelvis bobbing twice per cycle, as in any walk. */
function bobTrack(keys = 31): TrackSpec {
  return { bone: 'pelvis', property: 'translation', times: times(keys), values: times(keys).flatMap((t) => [0, 0.95 + 0.03 * Math.cos(4 * Math.PI * t), 0]) };
}

const clip = (name: string, dz: number, keys = 31): ClipSpec => ({ name, tracks: [rootTrack(dz, keys), bobTrack(keys)] });
const doc = (...clips: ClipSpec[]) => buildDocument({ bones: MANNEQUIN, clips });
const walk = (dz: number) => doc(clip('walk', dz));

new CheckTester().run('in-place', check, {
  valid: [
    {
      name: 'gameplay-owned treadmill walk stays in place',
      document: walk(0),
      clips: { walk: { movement_owner_xz: 'gameplay' } },
    },
    {
      name: 'animation-owned walk travels along -Z at 1.5 m/s (31 keys over 1 s)',
      document: walk(-1.5),
      clips: { walk: { movement_owner_xz: 'animation' } },
    },
    {
      name: 'legacy in_place = true on a treadmill walk',
      document: walk(0),
      clips: { walk: { in_place: true } },
    },
    {
      name: 'legacy in_place = false on a travelling walk',
      document: walk(-1.5),
      clips: { walk: { in_place: false } },
    },
    {
      name: 'animation-owned at exactly 0.5 m/s travels',
      document: walk(-0.5),
      clips: { walk: { movement_owner_xz: 'animation' } },
    },
    {
      name: 'gameplay-owned drift just below 0.5 m/s does not travel',
      document: walk(-0.49),
      clips: { walk: { movement_owner_xz: 'gameplay' } },
    },
    {
      name: 'exact entry overrides the glob owner',
      document: doc(clip('run_fwd', -3), clip('run_idle', 0)),
      clips: { 'run_*': { movement_owner_xz: 'gameplay' }, run_fwd: { movement_owner_xz: 'animation' } },
    },
    {
      name: 'hips fallback without a root role',
      document: buildDocument({
        // Three Mixamo names: enough distinctive evidence for the profile.
        bones: [{ name: 'mixamorig:Hips', translation: [0, 0.95, 0] }, { name: 'mixamorig:Spine', parent: 'mixamorig:Hips' }, { name: 'mixamorig:Head', parent: 'mixamorig:Spine' }],
        clips: [{ name: 'walk', tracks: [{ bone: 'mixamorig:Hips', property: 'translation', times: times(31), values: times(31).flatMap((t) => [0, 0.95, -1.5 * t]) }] }],
      }),
      clips: { walk: { movement_owner_xz: 'animation' } },
    },
    {
      name: 'not applicable without a movement owner',
      document: walk(-1.5),
      clips: { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } },
      applicability: 'not_applicable',
    },
    {
      name: 'not applicable when only vertical ownership is declared',
      document: walk(-1.5),
      clips: { walk: { movement_owner_y: 'gameplay' } },
      applicability: 'not_applicable',
    },
    {
      name: 'gap: neither root nor hips resolved',
      document: buildDocument({ bones: [{ name: 'a' }], clips: [{ name: 'walk', tracks: [{ bone: 'a', property: 'translation', times: times(31), values: times(31).flatMap((t) => [0, 0, -1.5 * t]) }] }] }),
      clips: { walk: { movement_owner_xz: 'gameplay' } },
      evaluation: 'not_evaluated',
      gaps: ['roles_unresolved'],
    },
    {
      name: 'gap: two keys give no pose grid, so no speed',
      document: doc(clip('walk', -1.5, 2)),
      clips: { walk: { movement_owner_xz: 'gameplay' } },
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
  ],
  invalid: [
    {
      name: 'gameplay-owned clip travels at 1.5 m/s',
      document: walk(-1.5),
      clips: { walk: { movement_owner_xz: 'gameplay' } },
      errors: [{ messageId: 'travelsButGameplayOwned', severity: 'error', clip: 'walk', measured: 1.5, expected: 0 }],
    },
    {
      name: 'legacy in_place = true on a travelling clip',
      document: walk(-1.5),
      clips: { walk: { in_place: true } },
      errors: [{ messageId: 'travelsButGameplayOwned', measured: 1.5, expected: 0 }],
    },
    {
      name: 'gameplay-owned at exactly 0.5 m/s already travels',
      document: walk(-0.5),
      clips: { walk: { movement_owner_xz: 'gameplay' } },
      errors: [{ messageId: 'travelsButGameplayOwned', measured: 0.5, expected: 0 }],
    },
    {
      name: 'animation-owned treadmill walk does not travel',
      document: walk(0),
      clips: { walk: { movement_owner_xz: 'animation' } },
      errors: [{ messageId: 'staticButAnimationOwned', severity: 'error', clip: 'walk', measured: 0, expected: 0.5 }],
    },
    {
      name: 'animation-owned just below 0.5 m/s',
      document: walk(-0.49),
      clips: { walk: { movement_owner_xz: 'animation' } },
      errors: [{ messageId: 'staticButAnimationOwned', measured: Math.fround(0.49), expected: 0.5 }],
    },
    {
      name: 'legacy in_place = false on a treadmill walk',
      document: walk(0),
      clips: { walk: { in_place: false } },
      errors: [{ messageId: 'staticButAnimationOwned', measured: 0, expected: 0.5 }],
    },
    {
      name: 'glob owner judges every matching clip',
      document: doc(clip('run_fwd', -3), clip('run_idle', 0)),
      clips: { 'run_*': { movement_owner_xz: 'gameplay' } },
      errors: [{ messageId: 'travelsButGameplayOwned', clip: 'run_fwd', measured: 3, expected: 0 }],
    },
    {
      name: 'partial: a clip without a grid is a gap, the other is judged',
      document: doc(clip('walk', -1.5), clip('idle', 0, 2)),
      clips: { walk: { movement_owner_xz: 'gameplay' }, idle: { movement_owner_xz: 'gameplay' } },
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
      errors: [{ messageId: 'travelsButGameplayOwned', clip: 'walk' }],
    },
    {
      name: 'severity override',
      document: walk(-1.5),
      clips: { walk: { movement_owner_xz: 'gameplay' } },
      severity: 'note',
      errors: [{ messageId: 'travelsButGameplayOwned', severity: 'note' }],
    },
  ],
});

describe('in-place (scopes)', () => {
  it('completes travel_mode per clip with an owner and names the clip in each gap', () => {
    const { record } = CheckTester.evaluate('in-place', check, {
      name: 'scopes',
      document: doc(clip('walk', -1.5), clip('idle', 0, 2), clip('turn', 0)),
      clips: { walk: { movement_owner_xz: 'animation' }, idle: { in_place: true } },
    });
    expect(record.evaluated_scopes).to.deep.equal([{ code: 'travel_mode', subject: 'walk' }]);
    expect(record.gaps?.map((g) => [g.code, g.scope])).to.deep.equal([['measurement_unavailable', { code: 'travel_mode', subject: 'idle' }]]);
  });
});
