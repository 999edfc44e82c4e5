/**
 * Gap and scope codes that several checks share, declared once so that every check's meta names
 * them with the same meaning. A code only one check uses is declared in that check's own meta.
 */
import type { CodeDeclaration } from '@animsmith/cli/plugin';

function declare<C extends string>(meanings: Readonly<Record<C, string>>): { readonly [K in C]: CodeDeclaration } {
  const entries = Object.entries<string>(meanings).map(([code, meaning]) => [code, Object.freeze({ code, meaning })]);
  return Object.freeze(Object.fromEntries(entries)) as { readonly [K in C]: CodeDeclaration };
}

export const SHARED_GAP = declare({
  roles_unresolved: 'the rig roles the check needs (root, hips, feet) could not be resolved',
  measurement_unavailable: 'the measurement the check judges could not be derived for this subject',
  insufficient_measurable_members: 'fewer than two group members could be measured',
  members_not_evaluated: 'some declared group members are missing or unmeasurable',
});

export const SHARED_SCOPE = declare({
  member_existence: 'a group member looked up in the document',
  phase_measurement: 'a gait-group member whose phase was measured',
  sync_member_measurement: 'a sync-group member measured for timing',
  sync_compatibility: 'a sync group judged for timing compatibility',
});
