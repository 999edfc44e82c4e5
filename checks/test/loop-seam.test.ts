import { buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/loop-seam.js';
import { cutWalk, fullWalk, LOOP_WALK, WALK_BONES, WALK_RIG, walkDocument, walkTracks } from './support/walk.js';

/** The cut walk's seam ratio as measured (f32): the feet jump about 6.8 neighbouring steps. */
const CUT_RATIO = 6.815219402313232;
/** A cut walk whose feet barely move: its largest step next to the wrap is about 2.3 mm. */
const shuffle = () => walkDocument({ walk: { periods: 0.75, stride: 0.015, amplitude: 0.005 } });
const NO_ROLES = { profile: 'mixamo' }; // a profile none of the walk's bones match

new CheckTester().run('loop-seam', check, {
  valid: [
    { name: 'full walk wraps without a pop', document: fullWalk(), clips: LOOP_WALK, rig: WALK_RIG },
    { name: 'cut walk without a loop declaration', document: cutWalk(), rig: WALK_RIG, applicability: 'not_applicable' },
    { name: 'loop declared for another clip only', document: cutWalk(), clips: { run: { loop: true } }, rig: WALK_RIG, applicability: 'not_applicable' },
    // The cap is inclusive: a ratio exactly at it passes.
    { name: 'ratio exactly at the cap', document: cutWalk(), clips: LOOP_WALK, rig: WALK_RIG, options: { max_ratio: CUT_RATIO } },
    { name: 'ratio just below the cap', document: cutWalk(), clips: LOOP_WALK, rig: WALK_RIG, options: { max_ratio: 6.8153 } },
    {
      name: 'only declared loops are judged',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 1 }) },
          { name: 'cut', tracks: walkTracks({ periods: 0.75 }) },
        ],
      }),
      clips: LOOP_WALK,
      rig: WALK_RIG,
    },
    {
      name: 'without hips or feet roles the seam is a roles gap',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: NO_ROLES,
      evaluation: 'not_evaluated',
      gaps: ['roles_unresolved'],
    },
    {
      name: 'hips alone are not enough',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: { ...NO_ROLES, roles: { hips: 'pelvis' } },
      evaluation: 'not_evaluated',
      gaps: ['roles_unresolved'],
    },
    {
      name: 'feet without hips are not enough',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: { ...NO_ROLES, roles: { left_foot: 'foot_l', right_foot: 'foot_r' } },
      evaluation: 'not_evaluated',
      gaps: ['roles_unresolved'],
    },
    {
      name: 'feet that barely move give no ratio: a gap, not a pass',
      document: shuffle(),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'a configured stride floor above the largest step is honoured',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      options: { min_stride_step_m: 0.03 },
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'a clip without a sampling grid is a gap',
      document: walkDocument({ walk: { periods: 0.75, keys: 2 } }),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'a clip without a sampling grid is a gap at a configured stride floor too',
      document: walkDocument({ walk: { periods: 0.75, keys: 2 } }),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      options: { min_stride_step_m: 0.01 },
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
    {
      name: 'non-finite feet positions are a gap at a configured stride floor',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [{ name: 'walk', tracks: [...walkTracks({ periods: 0.75 }), { bone: 'pelvis', property: 'translation', times: [0, 1], values: [0, 1, 0, NaN, 1, 0] }] }],
      }),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      options: { min_stride_step_m: 0.01 },
      evaluation: 'not_evaluated',
      gaps: ['measurement_unavailable'],
    },
  ],
  invalid: [
    {
      name: 'cut walk pops at the seam',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      errors: [{ messageId: 'seamPop', severity: 'error', clip: 'walk', time_s: 1, measured: CUT_RATIO, expected: 1.5 }],
    },
    {
      name: 'roles from the ue-mannequin profile',
      document: cutWalk(),
      clips: LOOP_WALK,
      errors: [{ messageId: 'seamPop', measured: CUT_RATIO }],
    },
    {
      name: 'one toe role is enough',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: { ...NO_ROLES, roles: { hips: 'pelvis', right_toe: 'foot_r' } },
      errors: [{ messageId: 'seamPop' }],
    },
    { name: 'ratio just above the cap', document: cutWalk(), clips: LOOP_WALK, rig: WALK_RIG, options: { max_ratio: 6.8152 }, errors: [{ messageId: 'seamPop', expected: 6.8152 }] },
    {
      name: 'a configured stride floor below the largest step gives the measured ratio',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      options: { min_stride_step_m: 0.01 },
      errors: [{ messageId: 'seamPop', measured: CUT_RATIO, expected: 1.5 }],
    },
    {
      name: 'a lower stride floor makes a small stride judgeable',
      document: shuffle(),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      options: { min_stride_step_m: 0.001 },
      errors: [{ messageId: 'seamPop', clip: 'walk' }],
    },
    {
      name: 'severity override',
      document: cutWalk(),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      severity: 'warning',
      errors: [{ messageId: 'seamPop', severity: 'warning' }],
    },
    {
      name: 'a measurable loop beside one without a grid is partial',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 0.75 }) },
          { name: 'short', tracks: walkTracks({ periods: 1, keys: 2 }) },
        ],
      }),
      clips: { walk: { loop: true }, short: { loop: true } },
      rig: WALK_RIG,
      evaluation: 'partial',
      gaps: ['measurement_unavailable'],
      errors: [{ messageId: 'seamPop', clip: 'walk' }],
    },
    {
      name: 'each declared loop is judged against its own measurements',
      document: buildDocument({
        bones: WALK_BONES,
        clips: [
          { name: 'walk', tracks: walkTracks({ periods: 1 }) },
          { name: 'walk', tracks: walkTracks({ periods: 0.75 }) },
        ],
      }),
      clips: LOOP_WALK,
      rig: WALK_RIG,
      // Namesakes are `walk` and `walk#1`, each measured: `[clips."walk"]` declares both loops.
      errors: [{ messageId: 'seamPop', clip: 'walk#1', measured: CUT_RATIO }],
    },
  ],
});
