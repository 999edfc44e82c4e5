/**
 * `time-complement` — for sync groups that declare `[sync_groups.<name>.time_complement]`: two
 * members sampled at the same normalised time whose gait phases agree much better once one
 * member's cycle time is reflected (t → 1 − t) than as authored. That is the signature of a clip
 * authored (or exported) running its cycle the other way round, which a same-time sync blends
 * into crossed legs.
 *
 * Phase similarity sim(a, b) = (1 + cos 2π(a − b)) / 2 (1 aligned, 0 half a cycle apart);
 * advantage = sim(a, 1 − b) − sim(a, b). Members below the group's amplitude floor have no
 * trustworthy phase and are gaps, not comparisons.
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import { clipNameSet, distinctMembers, fixed, gaitPhaseEvidence, sortedGroupNames } from './support/groups.js';
import { SHARED_GAP, SHARED_SCOPE } from './support/vocabulary.js';

function similarity(a: number, b: number): number {
  return (1 + Math.cos(2 * Math.PI * (a - b))) / 2;
}

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Same-time sync-group members whose gait phases match better with one cycle time reflected.' },
    defaultSeverity: 'warning',
    messages: {
      reflectedTime:
        "sync group '{{group}}': '{{a}}' and '{{b}}' have reflected-time gait similarity {{reflected}} versus same-time {{same}} (advantage {{advantage}}, threshold {{threshold}}); one of them likely runs its cycle the other way round",
    },
    // Every threshold lives in the group's time_complement declaration.
    schema: { type: 'object', properties: {}, additionalProperties: false },
    // sync_member_measurement is declared though never emitted: `checks describe` has always listed it.
    scopes: [SHARED_SCOPE.member_existence, SHARED_SCOPE.phase_measurement, SHARED_SCOPE.sync_compatibility, SHARED_SCOPE.sync_member_measurement],
    gaps: [SHARED_GAP.roles_unresolved, SHARED_GAP.measurement_unavailable, SHARED_GAP.members_not_evaluated, SHARED_GAP.insufficient_measurable_members],
  },
  applies: (context) => Object.values(context.contract.syncGroups).some((group) => group.time_complement !== undefined),
  create(context) {
    return {
      document() {
        const groups = context.contract.syncGroups;
        const present = clipNameSet(context.document);
        for (const name of sortedGroupNames(groups)) {
          const group = groups[name]!;
          const settings = group.time_complement;
          if (settings === undefined) continue;
          const members = distinctMembers(group.clips);
          const measured: { member: string; phase: number; amplitude: number }[] = [];
          let missing = 0;

          for (const member of members) {
            if (!present.has(member)) {
              missing++;
              continue;
            }
            const evidence = gaitPhaseEvidence(context, member, settings.min_lr_amplitude_m);
            const scope = { code: 'phase_measurement', subject: member };
            if (evidence.kind === 'measured') {
              measured.push({ member, phase: evidence.phase, amplitude: evidence.amplitude });
              context.completed(scope);
            } else {
              context.gap({ code: evidence.gap, message: evidence.message, scope });
            }
          }
          context.completed({ code: 'member_existence', subject: name });

          const compatibility = { code: 'sync_compatibility', subject: name };
          for (let i = 0; i < measured.length; i++) {
            for (let j = i + 1; j < measured.length; j++) {
              const a = measured[i]!;
              const b = measured[j]!;
              const same = similarity(a.phase, b.phase);
              const reflected = similarity(a.phase, 1 - b.phase);
              const advantage = reflected - same;
              if (!exceedsF32Cap(advantage, settings.min_reflected_time_advantage)) continue;
              const row = (m: typeof a) => ({
                member: m.member,
                measurements: {
                  gait_phase: m.phase,
                  lr_amplitude_m: m.amplitude,
                  same_time_similarity: same,
                  reflected_time_similarity: reflected,
                  reflected_time_advantage: advantage,
                },
              });
              context.report({
                messageId: 'reflectedTime',
                data: {
                  group: name,
                  a: a.member,
                  b: b.member,
                  reflected: fixed(reflected, 3),
                  same: fixed(same, 3),
                  advantage: fixed(advantage, 3),
                  threshold: String(settings.min_reflected_time_advantage),
                },
                measured: advantage,
                expected: settings.min_reflected_time_advantage,
                members: [row(a), row(b)],
              });
            }
          }
          if (measured.length >= 2) context.completed(compatibility);

          if (missing > 0 || (measured.length >= 2 && measured.length < members.length)) {
            context.gap({
              code: 'members_not_evaluated',
              message: `sync group '${name}' compared ${measured.length} of ${members.length} configured member(s); ${missing} absent from the file`,
              scope: compatibility,
            });
          }
          if (measured.length < 2) {
            context.gap({
              code: 'insufficient_measurable_members',
              message: `sync group '${name}' has ${measured.length} member(s) with a usable gait phase; at least two are required`,
              scope: compatibility,
            });
          }
        }
      },
    };
  },
});
