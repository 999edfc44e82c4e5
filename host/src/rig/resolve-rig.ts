/**
 * Resolves rig roles to bone indices from the built-in profiles (profiles.ts) and inline
 * `[rig.roles]`.
 *
 * Each bone name is folded (ASCII case) once; each profile then strips its prefix from every
 * bone once and looks the rest up among its names, so the work is linear in the skeleton's names
 * whatever the number of roles and profiles.
 *
 * `auto` picks a profile only on distinctive evidence: a bone counts for a profile when the
 * profile names it (a role or an evidence name) and no other profile does (`Hips` is the humanoid-style
 * and generic profiles'; `Character1_Hips` only HumanIK's; `root` and `head` alone say little). The profile with
 * the most distinctive bones wins when it has at least `MIN_DISTINCTIVE_BONES`; a tie at the top is
 * ambiguous, not first-wins. Within the profile a role's bone matches exactly, or else through a
 * unique ASCII case-insensitive match; inline roles match exactly. A name that matches several
 * bones, or two roles that claim one bone, resolve nothing: the outcome says why instead of
 * guessing, and `reason` says which profile won and on what evidence.
 */
import type { Bone } from '../model/anim-document.js';
import { RIG_ROLES, type ResolutionOutcome, type ResolvedRig, type RigRole, type RolePolicy } from '../plugin-api/config.js';
import { BUILTIN_RIG_PROFILES, RIG_PROFILE_ALIASES, type RigProfile } from '@animsmith/schemas/rig-profiles';

/** Distinctive bones `auto` needs before it names a profile. */
export const MIN_DISTINCTIVE_BONES = 3;

export interface RigSettings {
  readonly profile?: string;
  readonly roles?: Readonly<Partial<Record<RigRole, string>>>;
}

type Match =
  | { readonly kind: 'bone'; readonly index: number; readonly policy: RolePolicy }
  | { readonly kind: 'ambiguous_exact_match' | 'ambiguous_folded_match' | 'none' };

/** ASCII-only case folding: other scripts compare exactly, so no locale decides a role. */
const foldAscii = (name: string) => name.replace(/[A-Z]+/g, (run) => run.toLowerCase());

/** One profile's view of the skeleton: which bones it names, under which of its names. */
interface ProfileMatches {
  readonly profile: RigProfile;
  /** Folded profile name → the bones carrying it, each with whether it is spelled exactly. */
  readonly byName: Map<string, { index: number; exact: boolean }[]>;
  /** Bones the profile names (roles or evidence), in bone order. */
  readonly bones: number[];
}

interface CompiledProfile {
  readonly profile: RigProfile;
  readonly prefix: RegExp | undefined;
  /** Folded name → the name as the profile spells it. */
  readonly names: ReadonlyMap<string, string>;
}

const COMPILED: readonly CompiledProfile[] = BUILTIN_RIG_PROFILES.map((profile) => ({
  profile,
  prefix: profile.prefix === undefined ? undefined : new RegExp(`^(?:${profile.prefix})`, 'i'),
  names: new Map([...Object.values(profile.roles), ...profile.evidence].map((n) => [foldAscii(n), n])),
}));

function profileMatches(compiled: CompiledProfile, bones: readonly Bone[], folded: readonly string[]): ProfileMatches {
  const byName = new Map<string, { index: number; exact: boolean }[]>();
  const named: number[] = [];
  for (let i = 0; i < bones.length; i++) {
    const cut = compiled.prefix === undefined ? 0 : (compiled.prefix.exec(bones[i]!.name)?.[0].length ?? -1);
    if (cut < 0) continue;
    const rest = cut === 0 ? folded[i]! : folded[i]!.slice(cut);
    const spelled = compiled.names.get(rest);
    if (spelled === undefined) continue;
    const exact = bones[i]!.name.length - cut === spelled.length && bones[i]!.name.endsWith(spelled);
    const list = byName.get(rest);
    if (list === undefined) byName.set(rest, [{ index: i, exact }]);
    else list.push({ index: i, exact });
    named.push(i);
  }
  return { profile: compiled.profile, byName, bones: named };
}

function roleMatch(matches: ProfileMatches, name: string): Match {
  const candidates = matches.byName.get(foldAscii(name)) ?? [];
  const exact = candidates.filter((c) => c.exact);
  if (exact.length === 1) return { kind: 'bone', index: exact[0]!.index, policy: 'exact' };
  if (exact.length > 1) return { kind: 'ambiguous_exact_match' };
  if (candidates.length === 1) return { kind: 'bone', index: candidates[0]!.index, policy: 'ascii_case_insensitive' };
  return candidates.length > 1 ? { kind: 'ambiguous_folded_match' } : { kind: 'none' };
}

function rolesOf(matches: ProfileMatches): Map<RigRole, Match> {
  const out = new Map<RigRole, Match>();
  for (const role of RIG_ROLES) {
    const name = matches.profile.roles[role];
    if (name !== undefined) out.set(role, roleMatch(matches, name));
  }
  return out;
}

function explicitMatch(bones: readonly Bone[], wanted: string): Match {
  let found = -1;
  for (const bone of bones) {
    if (bone.name !== wanted) continue;
    if (found >= 0) return { kind: 'ambiguous_exact_match' };
    found = bone.index;
  }
  return found >= 0 ? { kind: 'bone', index: found, policy: 'explicit' } : { kind: 'none' };
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

/** Which profile `auto` picks and why (a sentence for `inspect`). */
function chooseProfile(all: readonly ProfileMatches[]): { chosen?: ProfileMatches; tied: boolean; reason: string } {
  const claims = new Map<number, number>();
  for (const m of all) for (const b of m.bones) claims.set(b, (claims.get(b) ?? 0) + 1);
  const ranked = all
    .map((m) => ({ m, distinctive: m.bones.filter((b) => claims.get(b) === 1) }))
    .sort((a, b) => b.distinctive.length - a.distinctive.length);
  const [best, second] = ranked;
  const describe = (r: { m: ProfileMatches; distinctive: number[] }) =>
    `${r.m.profile.name} (${r.distinctive.length} distinctive of ${r.m.bones.length} matching bone${r.m.bones.length === 1 ? '' : 's'})`;
  if (best === undefined || best.distinctive.length < MIN_DISTINCTIVE_BONES) {
    const lead = best === undefined || best.m.bones.length === 0 ? 'no profile names any bone' : `best ${describe(best)}`;
    return { tied: false, reason: `auto: no profile has ${MIN_DISTINCTIVE_BONES} distinctive bones (bones only it names); ${lead}` };
  }
  if (second !== undefined && second.distinctive.length === best.distinctive.length) {
    return { tied: true, reason: `auto: ${describe(best)} and ${describe(second)} tie; set [rig] profile or [rig.roles]` };
  }
  const runnerUp = second === undefined || second.m.bones.length === 0 ? '' : `; next ${describe(second)}`;
  return { chosen: best.m, tied: false, reason: `auto: ${best.m.profile.label}: ${describe(best)}${runnerUp}` };
}

export function resolveRig(bones: readonly Bone[], settings: RigSettings = {}): ResolvedRig {
  const requested = settings.profile ?? 'auto';
  const wanted = RIG_PROFILE_ALIASES[requested] ?? requested;
  const outcomes = new Set<ResolutionOutcome>();
  let profile: RigProfile | undefined;
  let matches = new Map<RigRole, Match>();
  let reason: string;

  const folded = bones.map((b) => foldAscii(b.name));
  if (wanted === 'auto') {
    const choice = chooseProfile(COMPILED.map((c) => profileMatches(c, bones, folded)));
    reason = choice.reason;
    if (choice.tied) outcomes.add('ambiguous_profile');
    if (choice.chosen !== undefined) {
      profile = choice.chosen.profile;
      matches = rolesOf(choice.chosen);
    }
  } else {
    const compiled = COMPILED.find((c) => c.profile.name === wanted);
    profile = compiled?.profile;
    if (compiled !== undefined) matches = rolesOf(profileMatches(compiled, bones, folded));
    reason = compiled === undefined ? `[rig] profile = ${JSON.stringify(requested)}: no built-in profile` : `[rig] profile = ${JSON.stringify(requested)}: ${compiled.profile.label}`;
  }

  let custom = false;
  for (const role of RIG_ROLES) {
    const name = settings.roles?.[role];
    if (name === undefined) continue;
    matches.set(role, explicitMatch(bones, name));
    custom = true;
  }
  if (custom) reason += '; [rig.roles] set inline';

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
    reason,
  };
}
