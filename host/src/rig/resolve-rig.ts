/**
 * Resolves rig roles to bone indices from the configured profile and inline `[rig.roles]`.
 *
 * Profile names match a bone exactly, or through the text after the last `:` (so `ns:Hips`
 * matches `Hips`); a name that matches several bones resolves nothing. Inline roles are exact.
 */
import type { Bone } from '../model/anim-document.js';
import { RIG_ROLES, type ResolvedRig, type RigRole } from '../plugin-api/config.js';
import { BUILTIN_RIG_PROFILES, type RigProfile } from './profiles.js';

export interface RigSettings {
  readonly profile?: string;
  readonly roles?: Readonly<Partial<Record<RigRole, string>>>;
}

const stripNamespace = (name: string) => name.slice(name.lastIndexOf(':') + 1);

function uniqueBone(bones: readonly Bone[], wanted: string, fold: boolean): number | undefined {
  const exact = bones.filter((b) => b.name === wanted);
  if (exact.length === 1) return exact[0]!.index;
  if (exact.length > 1 || !fold) return undefined;
  const key = stripNamespace(wanted);
  const folded = bones.filter((b) => stripNamespace(b.name) === key);
  return folded.length === 1 ? folded[0]!.index : undefined;
}

function resolveProfile(bones: readonly Bone[], profile: RigProfile): Partial<Record<RigRole, number>> {
  const roles: Partial<Record<RigRole, number>> = {};
  for (const role of RIG_ROLES) {
    const name = profile.roles[role];
    const index = name === undefined ? undefined : uniqueBone(bones, name, true);
    if (index !== undefined) roles[role] = index;
  }
  return roles;
}

export function resolveRig(bones: readonly Bone[], settings: RigSettings = {}): ResolvedRig {
  const wanted = settings.profile ?? 'auto';
  let profileName: string | undefined;
  let roles: Partial<Record<RigRole, number>> = {};
  if (wanted === 'auto') {
    let best = 1;
    for (const candidate of BUILTIN_RIG_PROFILES) {
      const resolved = resolveProfile(bones, candidate);
      const count = Object.keys(resolved).length;
      if (count > best) {
        best = count;
        profileName = candidate.name;
        roles = resolved;
      }
    }
  } else {
    const candidate = BUILTIN_RIG_PROFILES.find((p) => p.name === wanted);
    if (candidate) {
      roles = resolveProfile(bones, candidate);
      if (Object.keys(roles).length > 0) profileName = candidate.name;
    }
  }
  let custom = false;
  for (const role of RIG_ROLES) {
    const name = settings.roles?.[role];
    if (name === undefined) continue;
    const index = uniqueBone(bones, name, false);
    if (index === undefined) continue;
    roles[role] = index;
    custom = true;
  }
  const profile = custom ? (profileName ? `${profileName}+custom` : 'custom') : (profileName ?? 'unknown');
  const ordered: Partial<Record<RigRole, number>> = {};
  for (const role of RIG_ROLES) if (roles[role] !== undefined) ordered[role] = roles[role];
  return { profile, roles: ordered };
}
