import { expect } from 'chai';
import { buildDocument, CheckTester, type BoneSpec, type TrackSpec } from '@animsmith/cli/testing';
import check from '../src/foot-slide.js';

/**
 * UE-mannequin names, so `auto` resolves root, pelvis (hips), feet and toes. The feet hang off
 * the root (the leg chain is irrelevant to model-space foot positions); toes sit ahead of them.
 */
const MANNEQUIN: BoneSpec[] = [
  { name: 'root' },
  { name: 'pelvis', parent: 'root', translation: [0, 0.95, 0] },
  { name: 'foot_l', parent: 'root', translation: [0.1, 0.08, 0] },
  { name: 'ball_l', parent: 'foot_l', translation: [0, -0.05, -0.12] },
  { name: 'foot_r', parent: 'root', translation: [-0.1, 0.08, 0] },
  { name: 'ball_r', parent: 'foot_r', translation: [0, -0.05, -0.12] },
];

const FRAMES = 31; // 1 s at 30 fps
const TIMES = Array.from({ length: FRAMES }, (_, i) => i / (FRAMES - 1));
const ANKLE_Y = 0.08;

type Side = 'left' | 'right';

interface WalkOptions {
  /** Locomotion speed along −Z (m/s). */
  readonly speed?: number;
  /** The root stays at the origin and the stance feet sweep backwards instead. */
  readonly inPlace?: boolean;
  /** The planted foot of `side` shifts by `dz` metres along Z at `frame` and stays there until lift-off. */
  readonly slip?: { readonly side: Side; readonly frame: number; readonly dz: number };
  /** The foot of `side` is raised by `dy` metres on frames `from..to` (a heel lift). */
  readonly lift?: { readonly side: Side; readonly from: number; readonly to: number; readonly dy: number };
  /** A non-finite sample on this foot. */
  readonly corrupt?: Side;
  readonly keys?: number;
}

/**
 * One 1 s walk cycle, 31 keys. The left foot is planted for frames 0–15 and swings 15–30; the right
 * swings 0–15 and is planted 15–30. Travelling: the root moves along −Z at `speed` and each planted
 * foot stays put in model space. In place: the root stays, so the same foot keys (they are root-
 * relative) sweep the planted foot backwards at `speed`.
 */
function walkTracks(o: WalkOptions = {}): TrackSpec[] {
  const v = o.speed ?? 1.5;
  const keys = o.keys ?? FRAMES;
  const times = keys === FRAMES ? TIMES : Array.from({ length: keys }, (_, i) => i / (keys - 1));
  const lift = (s: number) => 0.15 * Math.sqrt(Math.sin(Math.PI * s)); // clears 3 cm one frame after toe-off
  const foot = (side: Side, i: number): [number, number, number] => {
    const t = times[i]!;
    const half = (keys - 1) / 2;
    let z: number;
    let y = ANKLE_Y;
    if (side === 'left') {
      if (i <= half) z = -0.25 * v;
      else {
        const s = (i - half) / half;
        z = -0.25 * v - v * s;
        y += lift(s);
      }
    } else if (i <= half) {
      const s = i / half;
      z = 0.25 * v - v * s;
      y += lift(s);
    } else z = -0.75 * v;
    const stanceEnd = side === 'left' ? half : keys - 1;
    if (o.slip?.side === side && i >= o.slip.frame && i <= stanceEnd) z += o.slip.dz;
    if (o.lift?.side === side && i >= o.lift.from && i <= o.lift.to) y += o.lift.dy;
    if (o.corrupt === side && i === 3) y = NaN;
    // Feet are children of the root: local = model − root, where root z = −v·t.
    return [side === 'left' ? 0.1 : -0.1, y, z + v * t];
  };
  return [
    { bone: 'root', property: 'translation', times, values: times.flatMap((t) => [0, 0, o.inPlace ? 0 : -v * t]) },
    { bone: 'pelvis', property: 'translation', times, values: times.flatMap((t) => [0, 0.95 + 0.03 * Math.cos(4 * Math.PI * t), 0]) },
    { bone: 'foot_l', property: 'translation', times, values: times.flatMap((_, i) => foot('left', i)) },
    { bone: 'foot_r', property: 'translation', times, values: times.flatMap((_, i) => foot('right', i)) },
  ];
}

const walk = (o: WalkOptions = {}) => buildDocument({ bones: MANNEQUIN, clips: [{ name: 'walk', tracks: walkTracks(o) }] });
const PIN = { walk: { speed_mps: { value: 1.5, tolerance: 0.1 } } };
const SLIP_TIME = 8 / 30;

new CheckTester().run('foot-slide', check, {
  valid: [
    { name: 'travelling walk with planted stance feet', document: walk(), clips: PIN },
    { name: 'in-place walk whose stance feet sweep back at the pinned speed', document: walk({ inPlace: true }), clips: PIN },
    {
      name: 'travelling root: the pin value does not matter (planted = 0 m/s)',
      document: walk(),
      clips: { walk: { speed_mps: { value: 4, tolerance: 0 } } },
    },
    {
      name: 'slip just below the 0.3 m/s cap',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.29 / 30 } }),
      clips: PIN,
    },
    {
      name: 'max_slide_mps option tolerates a 0.6 m/s slip',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 } }),
      clips: PIN,
      options: { max_slide_mps: 1 },
    },
    {
      name: 'a foot moving while raised above contact height is not in stance',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 }, lift: { side: 'left', from: 8, to: 9, dy: 0.05 } }),
      clips: PIN,
    },
    {
      name: 'unpinned clips are not judged',
      document: buildDocument({ bones: MANNEQUIN, clips: [{ name: 'walk', tracks: walkTracks() }, { name: 'skate', tracks: walkTracks({ slip: { side: 'left', frame: 8, dz: -0.1 } }) }] }),
      clips: PIN,
    },
    {
      name: 'not applicable without a speed pin',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.1 } }),
      clips: { walk: { movement_owner_xz: 'animation' } },
      applicability: 'not_applicable',
    },
    {
      name: 'gap: neither root nor hips resolved (whole clip)',
      document: walk(),
      clips: PIN,
      rig: { profile: 'none', roles: { left_foot: 'foot_l', right_foot: 'foot_r' } },
      evaluation: 'not_evaluated',
      gaps: ['roles_unresolved'],
    },
    {
      name: 'gap: neither foot nor toe resolved on either side',
      document: walk(),
      clips: PIN,
      rig: { profile: 'none', roles: { root: 'root' } },
      evaluation: 'not_evaluated',
      gaps: ['roles_unresolved', 'roles_unresolved'],
    },
    {
      name: 'gap: two keys give no pose grid',
      document: walk({ keys: 2 }),
      clips: PIN,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'gap: an in-place clip needs a usable pin value',
      document: walk({ inPlace: true }),
      clips: { walk: { speed_mps: { value: NaN, tolerance: 0.1 } } },
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'a travelling clip needs no pin value (expected 0 m/s)',
      document: walk(),
      clips: { walk: { speed_mps: { value: NaN, tolerance: 0.1 } } },
    },
    {
      name: 'gap: a foot with a non-finite sample; the other foot is judged',
      document: walk({ corrupt: 'left' }),
      clips: PIN,
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
    },
  ],
  invalid: [
    {
      name: 'planted left foot slips 2 cm in one frame of a travelling walk',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 } }),
      clips: PIN,
      errors: [{ messageId: 'footSlides', severity: 'warning', clip: 'walk', bone: 'foot_l', time_s: SLIP_TIME, expected: 0 }],
    },
    {
      name: 'slip just above the 0.3 m/s cap',
      document: walk({ slip: { side: 'right', frame: 20, dz: 0.31 / 30 } }),
      clips: PIN,
      errors: [{ messageId: 'footSlides', bone: 'foot_r', time_s: 20 / 30, expected: 0 }],
    },
    {
      name: 'both feet slip; left is reported before right',
      document: buildDocument({
        bones: MANNEQUIN,
        clips: [{ name: 'walk', tracks: mergeSlips(walkTracks({ slip: { side: 'left', frame: 5, dz: 0.05 } }), walkTracks({ slip: { side: 'right', frame: 25, dz: -0.05 } })) }],
      }),
      clips: PIN,
      errors: [
        { messageId: 'footSlides', bone: 'foot_l', time_s: 5 / 30 },
        { messageId: 'footSlides', bone: 'foot_r', time_s: 25 / 30 },
      ],
    },
    {
      name: 'in-place walk pinned faster than its feet sweep (2.5 vs 1.5 m/s)',
      document: walk({ inPlace: true }),
      clips: { walk: { speed_mps: { value: 2.5, tolerance: 0.1 } } },
      errors: [
        { messageId: 'footSlides', bone: 'foot_l', expected: 2.5 },
        { messageId: 'footSlides', bone: 'foot_r', expected: 2.5 },
      ],
    },
    {
      name: 'in-place walk whose planted foot stops dead for a frame',
      // The sweep (1.5 m/s backwards) is cancelled for one step: speed 0 where 1.5 is expected.
      document: walk({ inPlace: true, slip: { side: 'left', frame: 8, dz: -0.05 } }),
      clips: PIN,
      errors: [{ messageId: 'footSlides', bone: 'foot_l', time_s: SLIP_TIME, expected: 1.5 }],
    },
    {
      name: 'contact_height_m option makes a slightly raised scuff count as stance',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 }, lift: { side: 'left', from: 8, to: 9, dy: 0.05 } }),
      clips: PIN,
      options: { contact_height_m: 0.06 },
      errors: [{ messageId: 'footSlides', bone: 'foot_l', time_s: SLIP_TIME }],
    },
    {
      name: 'toe fallback when no foot role resolves',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 } }),
      clips: PIN,
      rig: { profile: 'none', roles: { root: 'root', left_toe: 'ball_l', right_toe: 'ball_r' } },
      errors: [{ messageId: 'footSlides', bone: 'ball_l', time_s: SLIP_TIME, expected: 0 }],
    },
    {
      name: 'hips fallback without a root role',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 } }),
      clips: PIN,
      rig: { profile: 'none', roles: { hips: 'pelvis', left_foot: 'foot_l', right_foot: 'foot_r' } },
      errors: [{ messageId: 'footSlides', bone: 'foot_l', expected: 0 }],
    },
    {
      name: 'partial: one side unresolved, the other still judged',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 } }),
      clips: PIN,
      rig: { profile: 'none', roles: { root: 'root', left_foot: 'foot_l' } },
      evaluation: 'partial',
      gaps: ['roles_unresolved'],
      errors: [{ messageId: 'footSlides', bone: 'foot_l' }],
    },
    {
      name: 'glob pin applies',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 } }),
      clips: { 'wa*': { speed_mps: { value: 1.5, tolerance: 0.1 } } },
      errors: [{ messageId: 'footSlides', bone: 'foot_l' }],
    },
    {
      name: 'severity override',
      document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 } }),
      clips: PIN,
      severity: 'error',
      errors: [{ messageId: 'footSlides', severity: 'error' }],
    },
  ],
});

/** Left-foot track of `a`, right-foot track of `b`, the rest from `a`. */
function mergeSlips(a: TrackSpec[], b: TrackSpec[]): TrackSpec[] {
  return a.map((t) => (t.bone === 'foot_r' ? b.find((u) => u.bone === 'foot_r')! : t));
}

describe('foot-slide (measured values and scopes)', () => {
  it('reports the slipping step speed (2 cm in 1/30 s = 0.6 m/s)', () => {
    const { record } = CheckTester.evaluate('foot-slide', check, { name: 'slip', document: walk({ slip: { side: 'left', frame: 8, dz: -0.02 } }), clips: PIN });
    expect(record.findings).to.have.length(1);
    expect(record.findings[0]!.measured as number).to.be.closeTo(0.6, 1e-4);
  });

  it('reports the in-place sweep speed against the pin', () => {
    const { record } = CheckTester.evaluate('foot-slide', check, { name: 'sweep', document: walk({ inPlace: true }), clips: { walk: { speed_mps: { value: 2.5, tolerance: 0 } } } });
    expect(record.findings.map((f) => f.measured as number)).to.satisfy((speeds: number[]) => speeds.length === 2 && speeds.every((s) => Math.abs(s - 1.5) < 1e-4));
  });

  it('completes the clip and both sides, and names the side in a per-side gap', () => {
    const full = CheckTester.evaluate('foot-slide', check, { name: 'full', document: walk(), clips: PIN });
    expect(full.record.evaluated_scopes).to.deep.equal([
      { code: 'foot_stance', subject: 'walk' },
      { code: 'left_foot_stance', subject: 'walk' },
      { code: 'right_foot_stance', subject: 'walk' },
    ]);
    const oneSide = CheckTester.evaluate('foot-slide', check, {
      name: 'one side',
      document: walk(),
      clips: PIN,
      rig: { profile: 'none', roles: { root: 'root', right_foot: 'foot_r' } },
    });
    expect(oneSide.record.evaluated_scopes).to.deep.equal([
      { code: 'foot_stance', subject: 'walk' },
      { code: 'right_foot_stance', subject: 'walk' },
    ]);
    expect(oneSide.record.gaps?.map((g) => [g.code, g.scope])).to.deep.equal([['roles_unresolved', { code: 'left_foot_stance', subject: 'walk' }]]);
  });

  it('names the clip scope in whole-clip gaps', () => {
    const { record } = CheckTester.evaluate('foot-slide', check, { name: 'no grid', document: walk({ keys: 2 }), clips: PIN });
    expect(record.gaps?.map((g) => [g.code, g.scope])).to.deep.equal([['measurement_unavailable', { code: 'foot_stance', subject: 'walk' }]]);
  });
});
