/**
 * Resolves rig roles to bone indices from the configured profile and inline `[rig.roles]`.
 *
 * A profile's bone name matches a bone exactly, or else through a unique ASCII case-insensitive
 * match; inline roles match exactly. A name that matches several bones, or two roles that claim
 * one bone, resolve nothing: the outcome says why instead of guessing.
 */
import type { Bone } from '../model/anim-document.js';
import { RIG_ROLES, type ResolutionOutcome, type ResolvedRig, type RigRole, type RolePolicy } from '../plugin-api/config.js';
import { BUILTIN_RIG_PROFILES, type RigProfile } from './profiles.js';

export interface RigSettings {
  readonly profile?: string;
  readonly roles?: Readonly<Partial<Record<RigRole, string>>>;
}

type Match =
  | { readonly kind: 'bone'; readonly index: number; readonly policy: RolePolicy }
  | { readonly kind: 'ambiguous_exact_match' | 'ambiguous_folded_match' | 'none' };

/** ASCII-only case folding: other scripts compare exactly, so no locale decides a role. */
const foldAscii = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());

function matchBone(bones: readonly Bone[], wanted: string, policy: 'exact' | 'explicit'): Match {
  const exact = bones.filter((b) => b.name === wanted);
  if (exact.length === 1) return { kind: 'bone', index: exact[0]!.index, policy };
  if (exact.length > 1) return { kind: 'ambiguous_exact_match' };
  if (policy === 'explicit') return { kind: 'none' };
  const key = foldAscii(wanted);
  const folded = bones.filter((b) => foldAscii(b.name) === key);
  if (folded.length === 1) return { kind: 'bone', index: folded[0]!.index, policy: 'ascii_case_insensitive' };
  return folded.length > 1 ? { kind: 'ambiguous_folded_match' } : { kind: 'none' };
}

function matchProfile(bones: readonly Bone[], profile: RigProfile): Map<RigRole, Match> {
  const matches = new Map<RigRole, Match>();
  for (const role of RIG_ROLES) {
    const name = profile.roles[role];
    if (name !== undefined) matches.set(role, matchBone(bones, name, 'exact'));
  }
  return matches;
}

const resolvedCount = (matches: Map<RigRole, Match>) => [...matches.values()].filter((m) => m.kind === 'bone').length;

const SEVERITY: readonly ResolutionOutcome[] = [
  'ambiguous_profile',
  'role_collision',
  'ambiguous_exact_match',
  'ambiguous_folded_match',
  'coverage',
  'resolved',
];

export function resolveRig(bones: readonly Bone[], settings: RigSettings = {}): ResolvedRig {
  const wanted = settings.profile ?? 'auto';
  const outcomes = new Set<ResolutionOutcome>();
  let profile: RigProfile | undefined;
  let matches = new Map<RigRole, Match>();

  if (wanted === 'auto') {
    // The profile resolving the most roles (at least two) wins; a tie is ambiguous, not first-wins.
    let best = 1;
    let tied = false;
    for (const candidate of BUILTIN_RIG_PROFILES) {
      const candidateMatches = matchProfile(bones, candidate);
      const count = resolvedCount(candidateMatches);
      if (count > best) {
        [best, profile, matches, tied] = [count, candidate, candidateMatches, false];
      } else if (count === best && profile !== undefined) {
        tied = true;
      }
    }
    if (tied) {
      outcomes.add('ambiguous_profile');
      profile = undefined;
      matches = new Map();
    }
  } else {
    profile = BUILTIN_RIG_PROFILES.find((p) => p.name === wanted);
    if (profile) matches = matchProfile(bones, profile);
  }

  let custom = false;
  for (const role of RIG_ROLES) {
    const name = settings.roles?.[role];
    if (name === undefined) continue;
    matches.set(role, matchBone(bones, name, 'explicit'));
    custom = true;
  }

  const claims = new Map<number, RigRole[]>();
  for (const [role, match] of matches) {
    if (match.kind === 'bone') claims.set(match.index, [...(claims.get(match.index) ?? []), role]);
    else if (match.kind !== 'none') outcomes.add(match.kind);
  }
  const roles: Partial<Record<RigRole, number>> = {};
  const policies: Partial<Record<RigRole, RolePolicy>> = {};
  for (const role of RIG_ROLES) {
    const match = matches.get(role);
    if (match?.kind !== 'bone') {
      if (match !== undefined) outcomes.add('coverage');
      continue;
    }
    if (claims.get(match.index)!.length > 1) {
      outcomes.add('role_collision');
      continue;
    }
    roles[role] = match.index;
    policies[role] = match.policy;
  }
  if (matches.size === 0) outcomes.add('coverage');

  const name = profile && resolvedCount(matches) > 0 ? profile.name : undefined;
  return {
    profile: custom ? (name ? `${name}+custom` : 'custom') : (name ?? 'unknown'),
    roles,
    policies,
    outcome: SEVERITY.find((o) => outcomes.has(o)) ?? 'resolved',
  };
}
