import { expect } from 'chai';
import { resolveRig } from '../../src/rig/resolve-rig.js';
import { buildDocument } from '../../src/testing/build-document.js';

const bones = (...names: string[]) => buildDocument({ bones: names.map((name) => ({ name })) }).bones;

const MANNEQUIN = ['root', 'pelvis', 'spine_01', 'head', 'foot_l', 'foot_r', 'ball_l', 'ball_r', 'hand_l', 'hand_r'];

describe('rig role resolution', () => {
  it('resolves every role of a complete profile exactly', () => {
    const rig = resolveRig(bones(...MANNEQUIN));
    expect(rig.profile).to.equal('ue-mannequin');
    expect(rig.outcome).to.equal('resolved');
    expect(rig.roles).to.include({ root: 0, hips: 1, left_foot: 4, right_foot: 5 });
    expect(Object.values(rig.policies)).to.deep.equal(new Array(10).fill('exact'));
  });

  it('falls back to a unique ASCII case-insensitive match, and says so', () => {
    const rig = resolveRig(bones('MIXAMORIG:HIPS', 'mixamorig:LeftFoot', 'mixamorig:RightFoot'));
    expect(rig.profile).to.equal('mixamo');
    expect(rig.roles.hips).to.equal(0);
    expect(rig.policies).to.deep.equal({ hips: 'ascii_case_insensitive', left_foot: 'exact', right_foot: 'exact' });
    expect(rig.outcome).to.equal('coverage');
  });

  it('does not fold beyond ASCII', () => {
    const rig = resolveRig(bones('PELVİS', 'foot_l', 'foot_r'), { profile: 'ue-mannequin' });
    expect(rig.roles.hips).to.equal(undefined);
  });

  it('leaves a name matching several bones unresolved', () => {
    expect(resolveRig(bones('pelvis', 'pelvis', 'foot_l', 'foot_r'), { profile: 'ue-mannequin' }).outcome).to.equal('ambiguous_exact_match');
    const folded = resolveRig(bones('Pelvis', 'PELVIS', 'foot_l', 'foot_r'), { profile: 'ue-mannequin' });
    expect(folded.outcome).to.equal('ambiguous_folded_match');
    expect(folded.roles.hips).to.equal(undefined);
  });

  it('refuses two roles claiming one bone', () => {
    const rig = resolveRig(bones('pelvis', 'foot_l', 'foot_r'), { profile: 'ue-mannequin', roles: { root: 'pelvis' } });
    expect(rig.outcome).to.equal('role_collision');
    expect(rig.roles.root).to.equal(undefined);
    expect(rig.roles.hips).to.equal(undefined);
    expect(rig.profile).to.equal('ue-mannequin+custom');
  });

  it('reports a tie between built-in profiles as ambiguous instead of picking one', () => {
    const rig = resolveRig(bones('pelvis', 'foot_l', 'foot_r', 'mixamorig:Hips', 'mixamorig:LeftFoot', 'mixamorig:RightFoot'));
    expect(rig.outcome).to.equal('ambiguous_profile');
    expect(rig.profile).to.equal('unknown');
    expect(rig.roles).to.deep.equal({});
    expect(rig.reason).to.equal(
      'auto: mixamo (3 distinctive of 3 matching bones) and ue-mannequin (3 distinctive of 3 matching bones) tie; set [rig] profile or [rig.roles]',
    );
  });

  it('matches inline roles exactly and marks them explicit', () => {
    const rig = resolveRig(bones('Hip', 'LFoot', 'RFoot'), { profile: 'none', roles: { hips: 'Hip', left_foot: 'LFoot', right_foot: 'rfoot' } });
    expect(rig.profile).to.equal('custom');
    expect(rig.roles).to.deep.equal({ hips: 0, left_foot: 1 });
    expect(rig.policies).to.deep.equal({ hips: 'explicit', left_foot: 'explicit' });
    expect(rig.outcome).to.equal('coverage');
  });

  it('reports coverage when nothing resolves', () => {
    const rig = resolveRig(bones('a', 'b'));
    expect(rig).to.deep.equal({
      profile: 'unknown',
      roles: {},
      policies: {},
      outcome: 'coverage',
      reason: 'auto: no profile has 3 distinctive bones (bones only it names); no profile names any bone',
    });
  });
});

const HUMAN = ['Hips', 'Spine', 'Spine1', 'Neck', 'Head', 'LeftUpLeg', 'LeftLeg', 'LeftFoot', 'LeftToeBase', 'RightUpLeg', 'RightLeg', 'RightFoot', 'RightToeBase', 'LeftArm', 'LeftForeArm', 'LeftHand', 'RightArm', 'RightForeArm', 'RightHand'];
const FULL_ROLES = ['hips', 'spine', 'head', 'left_foot', 'right_foot', 'left_toe', 'right_toe', 'left_hand', 'right_hand'];

describe('rig profiles for the common naming schemes', () => {
  const cases: [string, string[], string][] = [
    ['HumanIK (Character1_)', ['Character1_Reference', ...HUMAN.map((n) => `Character1_${n}`)], 'humanik'],
    ['HumanIK (any character prefix, in a namespace)', HUMAN.map((n) => `take01:Robot_${n}`), 'humanik'],
    ['Mixamo (mixamorig:)', HUMAN.map((n) => `mixamorig:${n}`), 'mixamo'],
    ['Mixamo (mixamorig2:)', HUMAN.map((n) => `mixamorig2:${n}`), 'mixamo'],
    ['bare Mixamo-style / generic names', HUMAN, 'generic'],
    [
      'Rigify deform bones',
      ['DEF-spine', 'DEF-spine.001', 'DEF-spine.002', 'DEF-spine.006', 'DEF-thigh.L', 'DEF-shin.L', 'DEF-foot.L', 'DEF-toe.L', 'DEF-thigh.R', 'DEF-foot.R', 'DEF-toe.R', 'DEF-hand.L', 'DEF-hand.R', 'ORG-spine', 'root'],
      'rigify',
    ],
    [
      '3ds Max Biped',
      ['Bip01', 'Bip01 Pelvis', 'Bip01 Spine', 'Bip01 Spine1', 'Bip01 Head', 'Bip01 L Thigh', 'Bip01 L Calf', 'Bip01 L Foot', 'Bip01 L Toe0', 'Bip01 R Thigh', 'Bip01 R Foot', 'Bip01 R Toe0', 'Bip01 L Hand', 'Bip01 R Hand'],
      'max-biped',
    ],
    ['Unity humanoid-style', ['Hips', 'Spine', 'Chest', 'Head', 'LeftUpperLeg', 'LeftLowerLeg', 'LeftFoot', 'LeftToes', 'RightUpperLeg', 'RightFoot', 'RightToes', 'LeftHand', 'RightHand'], 'unity-humanoid'],
  ];
  for (const [label, names, profile] of cases) {
    it(`recognises ${label} as ${profile} and resolves every body role`, () => {
      const rig = resolveRig(bones(...names));
      expect(rig.profile).to.equal(profile);
      expect(Object.keys(rig.roles)).to.include.members(FULL_ROLES);
      expect(rig.reason).to.match(new RegExp(`^auto: .*: ${profile} \\(\\d+ distinctive of \\d+ matching bones\\)`));
      for (const role of FULL_ROLES) expect(rig.policies[role as 'hips']).to.equal('exact');
    });
  }

  it('labels nothing from root and head alone (a Kenney-style character)', () => {
    const rig = resolveRig(bones('root', 'torso', 'head', 'arm-left', 'arm-right', 'leg-left', 'leg-right'));
    expect(rig.profile).to.equal('unknown');
    expect(rig.roles).to.deep.equal({});
    expect(rig.reason).to.equal('auto: no profile has 3 distinctive bones (bones only it names); best ue-mannequin (1 distinctive of 2 matching bones)');
  });

  it('leaves two HumanIK characters in one file unresolved rather than guessing', () => {
    const rig = resolveRig(bones(...HUMAN.map((n) => `Character1_${n}`), ...HUMAN.map((n) => `Character2_${n}`)));
    expect(rig.reason).to.match(/^auto: Autodesk HumanIK .*: humanik \(38 distinctive of 38 matching bones\)$/);
    expect(rig.profile).to.equal('unknown');
    expect(rig.outcome).to.equal('ambiguous_exact_match');
    expect(rig.roles).to.deep.equal({});
  });

  it('still accepts the former humanoid profile name for the Biped scheme', () => {
    const rig = resolveRig(bones('humanoid_ Pelvis', 'humanoid_ L Foot', 'humanoid_ R Foot'), { profile: 'humanoid' });
    expect(rig.roles).to.deep.equal({ hips: 0, left_foot: 1, right_foot: 2 });
  });

  it('folds each name once: a 1 MiB bone name costs one pass, not one per role and profile', () => {
    const huge = 'A'.repeat(1 << 20);
    const rig = resolveRig(bones(huge, `${huge}_Hips`, ...HUMAN.map((n) => `mixamorig:${n}`)));
    expect(rig.profile).to.equal('mixamo');
    expect(rig.roles.hips).to.equal(2);
  });
});
