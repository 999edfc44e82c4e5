/**
 * Built-in rig profiles (the `[rig] profile` vocabulary config v1 enumerates), as data: how each common naming scheme spells the bones checks need
 * (roles) and more of its names (evidence that the scheme is in use).
 *
 * A name is `prefix + name`, compared ASCII case-insensitively after the prefix: Mixamo puts
 * `mixamorig:` (or `mixamorig1:`…) before every bone, HumanIK the character name and `_`
 * (`Character1_Hips`), Rigify's deform bones `DEF-`, 3ds Max Biped the biped's name and a space
 * (`Bip01 L Foot`); UE mannequin, Unity humanoid-style and generic (bare Mixamo-style) names stand
 * alone. The host's rig resolution (`host/src/rig/resolve-rig.ts`) decides which scheme a
 * skeleton uses; the names live here, beside the config schema that lists them, so the generic
 * host spells no DCC or engine naming scheme itself.
 */
import type { RigRoleName as RigRole } from './types.js';

export interface RigProfile {
  readonly name: string;
  /** The scheme, in words, for `inspect`. */
  readonly label: string;
  /**
   * A regular expression (source) for the prefix before every bone name, matched at the start of
   * the name, case-insensitively; absent when names stand alone. Written so that it runs in time
   * linear in the name (no nested quantifiers over overlapping classes).
   */
  readonly prefix?: string;
  /** Role → bone name after the prefix. */
  readonly roles: Readonly<Partial<Record<RigRole, string>>>;
  /** Other names of the scheme (after the prefix): not roles, only evidence. */
  readonly evidence: readonly string[];
}

const sided = (left: string, right: string, role: 'foot' | 'toe' | 'hand') =>
  ({ [`left_${role}`]: left, [`right_${role}`]: right }) as Partial<Record<RigRole, string>>;

/** Limb names Mixamo, HumanIK and bare Mixamo-style skeletons share. */
const MIXAMO_STYLE_EVIDENCE = ['LeftUpLeg', 'RightUpLeg', 'LeftLeg', 'RightLeg', 'LeftArm', 'RightArm', 'LeftForeArm', 'RightForeArm', 'LeftShoulder', 'RightShoulder', 'Neck', 'Spine1', 'Spine2'];

const MIXAMO_STYLE_ROLES: Partial<Record<RigRole, string>> = {
  hips: 'Hips',
  spine: 'Spine',
  head: 'Head',
  ...sided('LeftFoot', 'RightFoot', 'foot'),
  ...sided('LeftToeBase', 'RightToeBase', 'toe'),
  ...sided('LeftHand', 'RightHand', 'hand'),
};

/** In declaration order (the order `inspect` lists them in). */
export const BUILTIN_RIG_PROFILES: readonly RigProfile[] = [
  { name: 'mixamo', label: 'Mixamo (mixamorig: prefix)', prefix: 'mixamorig\\d*:', roles: MIXAMO_STYLE_ROLES, evidence: MIXAMO_STYLE_EVIDENCE },
  {
    name: 'humanik',
    label: 'Autodesk HumanIK (<character>_ prefix, e.g. Character1_Hips)',
    prefix: '(?:[^:]*:)?[^_:]+_',
    roles: { root: 'Reference', ...MIXAMO_STYLE_ROLES },
    evidence: MIXAMO_STYLE_EVIDENCE,
  },
  {
    name: 'ue-mannequin',
    label: 'Unreal Engine mannequin (pelvis, spine_01, foot_l…)',
    roles: { root: 'root', hips: 'pelvis', spine: 'spine_01', head: 'head', ...sided('foot_l', 'foot_r', 'foot'), ...sided('ball_l', 'ball_r', 'toe'), ...sided('hand_l', 'hand_r', 'hand') },
    evidence: ['thigh_l', 'thigh_r', 'calf_l', 'calf_r', 'upperarm_l', 'upperarm_r', 'lowerarm_l', 'lowerarm_r', 'clavicle_l', 'clavicle_r', 'neck_01', 'spine_02', 'spine_03'],
  },
  {
    name: 'unity-humanoid',
    label: 'Unity humanoid-style (Hips, LeftUpperLeg, LeftToes…)',
    roles: { hips: 'Hips', spine: 'Spine', head: 'Head', ...sided('LeftFoot', 'RightFoot', 'foot'), ...sided('LeftToes', 'RightToes', 'toe'), ...sided('LeftHand', 'RightHand', 'hand') },
    evidence: ['LeftUpperLeg', 'RightUpperLeg', 'LeftLowerLeg', 'RightLowerLeg', 'LeftUpperArm', 'RightUpperArm', 'LeftLowerArm', 'RightLowerArm', 'Chest', 'UpperChest'],
  },
  {
    name: 'rigify',
    label: 'Blender Rigify deform bones (DEF- prefix)',
    prefix: 'DEF-',
    roles: { hips: 'spine', spine: 'spine.001', head: 'spine.006', ...sided('foot.L', 'foot.R', 'foot'), ...sided('toe.L', 'toe.R', 'toe'), ...sided('hand.L', 'hand.R', 'hand') },
    evidence: ['thigh.L', 'thigh.R', 'shin.L', 'shin.R', 'upper_arm.L', 'upper_arm.R', 'forearm.L', 'forearm.R', 'shoulder.L', 'shoulder.R', 'spine.002', 'spine.003', 'spine.004', 'spine.005'],
  },
  {
    name: 'max-biped',
    label: '3ds Max Biped (<biped> prefix and a space, e.g. Bip01 L Foot)',
    prefix: '[^ ]+ ',
    roles: { hips: 'Pelvis', spine: 'Spine', head: 'Head', ...sided('L Foot', 'R Foot', 'foot'), ...sided('L Toe0', 'R Toe0', 'toe'), ...sided('L Hand', 'R Hand', 'hand') },
    evidence: ['L Thigh', 'R Thigh', 'L Calf', 'R Calf', 'L UpperArm', 'R UpperArm', 'L Forearm', 'R Forearm', 'L Clavicle', 'R Clavicle', 'Neck', 'Spine1'],
  },
  {
    name: 'generic',
    label: 'generic names, bare Mixamo-style (Hips, Spine, LeftUpLeg, LeftFoot…)',
    roles: MIXAMO_STYLE_ROLES,
    evidence: MIXAMO_STYLE_EVIDENCE,
  },
];

/** Earlier profile names a config may still spell: `humanoid` was the Biped scheme under a `humanoid_` prefix. */
export const RIG_PROFILE_ALIASES: Readonly<Record<string, string>> = { humanoid: 'max-biped' };

export const RIG_PROFILE_NAMES = ['auto', ...BUILTIN_RIG_PROFILES.map((p) => p.name), ...Object.keys(RIG_PROFILE_ALIASES)] as const;
