/**
 * Built-in rig profiles: the bone names each naming convention uses for the roles checks need.
 */
import type { RigRole } from '../plugin-api/config.js';

export interface RigProfile {
  readonly name: string;
  readonly roles: Readonly<Partial<Record<RigRole, string>>>;
}

const sided = (l: string, r: string) => ({ l, r });

function profile(
  name: string,
  root: string | undefined,
  hips: string,
  spine: string,
  head: string,
  foot: { l: string; r: string },
  toe: { l: string; r: string },
  hand: { l: string; r: string },
): RigProfile {
  return {
    name,
    roles: {
      ...(root === undefined ? {} : { root }),
      hips,
      spine,
      head,
      left_foot: foot.l,
      right_foot: foot.r,
      left_toe: toe.l,
      right_toe: toe.r,
      left_hand: hand.l,
      right_hand: hand.r,
    },
  };
}

/** In declaration order: `auto` breaks ties by this order. */
export const BUILTIN_RIG_PROFILES: readonly RigProfile[] = [
  profile(
    'mixamo',
    undefined,
    'mixamorig:Hips',
    'mixamorig:Spine',
    'mixamorig:Head',
    sided('mixamorig:LeftFoot', 'mixamorig:RightFoot'),
    sided('mixamorig:LeftToeBase', 'mixamorig:RightToeBase'),
    sided('mixamorig:LeftHand', 'mixamorig:RightHand'),
  ),
  profile(
    'ue-mannequin',
    'root',
    'pelvis',
    'spine_01',
    'head',
    sided('foot_l', 'foot_r'),
    sided('ball_l', 'ball_r'),
    sided('hand_l', 'hand_r'),
  ),
  profile(
    'humanoid',
    'root',
    'humanoid_ Pelvis',
    'humanoid_ Spine',
    'humanoid_ Head',
    sided('humanoid_ L Foot', 'humanoid_ R Foot'),
    sided('humanoid_ L Toe0', 'humanoid_ R Toe0'),
    sided('humanoid_ L Hand', 'humanoid_ R Hand'),
  ),
];

export const RIG_PROFILE_NAMES = ['auto', ...BUILTIN_RIG_PROFILES.map((p) => p.name)] as const;
