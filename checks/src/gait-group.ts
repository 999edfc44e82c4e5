/**
 * `gait-group` — the clips of a declared directional blend group (`[gait_groups.<name>]`) must
 * share their gait phase: the stride anchor taken from the fundamental of the left−right foot
 * height. Blending clips whose cycles are out of step makes the feet skate or pop.
 *
 * Members whose left/right alternation is below the group's `min_lr_amplitude_m` are left out of
 * the spread (their phase is noise); every member that cannot contribute is a typed gap, so a
 * group is never reported as coherent on partial evidence without saying so.
 */
import { defineCheck, type MemberRow } from '@animsmith/cli/plugin';
import { exceedsF32Cap } from './support/f32.js';
import {
  circularPhaseSpread,
  clipNameSet,
  distinctMembers,
  fixed,
  gaitPhaseEvidence,
  phaseRow,
  sortedGroupNames,
} from './support/groups.js';
import { SHARED_GAP, SHARED_SCOPE } from './support/vocabulary.js';

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Clips of a declared gait group must share their stride phase so directional blends keep the feet planted.' },
    defaultSeverity: 'error',
    messages: {
      memberMissing: "gait group '{{group}}' member '{{member}}' is not a clip in this file",
      phaseSpread:
        "gait group '{{group}}': stride-anchor phases spread by {{spread}} cycle (cap {{cap}}); directional blends between these clips will skate or pop. Measured: {{listing}}",
    },
    // Every tunable lives in the group declaration itself.
    schema: { type: 'object', properties: {}, additionalProperties: false },
    scopes: [SHARED_SCOPE.member_existence, SHARED_SCOPE.phase_measurement, { code: 'phase_coherence', meaning: 'a gait group judged for phase spread' }],
    gaps: [SHARED_GAP.roles_unresolved, SHARED_GAP.measurement_unavailable, SHARED_GAP.members_not_evaluated, SHARED_GAP.insufficient_measurable_members],
  },
  applies: (context) => Object.keys(context.contract.gaitGroups).length > 0,
  create(context) {
    return {
      document() {
        const groups = context.contract.gaitGroups;
        const present = clipNameSet(context.document);
        for (const name of sortedGroupNames(groups)) {
          const group = groups[name]!;
          const members = distinctMembers(group.clips);
          const floor = group.min_lr_amplitude_m ?? 0;
          const rows: MemberRow[] = [];
          const measured: { member: string; phase: number }[] = [];
          let missing = 0;

          for (const member of members) {
            if (!present.has(member)) {
              missing++;
              rows.push({ member, measurements: phaseRow('missing') });
              context.report({ messageId: 'memberMissing', data: { group: name, member }, clip: member });
              continue;
            }
            const evidence = gaitPhaseEvidence(context, member, floor);
            rows.push({ member, measurements: phaseRow(evidence) });
            const scope = { code: 'phase_measurement', subject: member };
            if (evidence.kind === 'measured') {
              measured.push({ member, phase: evidence.phase });
              context.completed(scope);
            } else {
              context.gap({ code: evidence.gap, message: evidence.message, scope });
            }
          }
          context.completed({ code: 'member_existence', subject: name });

          const coherence = { code: 'phase_coherence', subject: name };
          if (measured.length >= 2) {
            const spread = circularPhaseSpread(measured.map((m) => m.phase));
            const cap = group.max_gait_phase_spread;
            if (exceedsF32Cap(spread, cap)) {
              context.report({
                messageId: 'phaseSpread',
                data: {
                  group: name,
                  spread: fixed(spread, 3),
                  cap: String(cap),
                  listing: measured.map((m) => `${m.member}=${m.phase.toFixed(3)}`).join(', '),
                },
                measured: spread,
                expected: cap,
                members: rows,
              });
            }
            context.completed(coherence);
          }

          // The spread covered only some members (or none): say which part is missing.
          if (missing > 0 || (measured.length >= 2 && measured.length < members.length)) {
            context.gap({
              code: 'members_not_evaluated',
              message: `gait group '${name}' judged ${measured.length} of ${members.length} configured member(s); ${missing} absent from the file`,
              scope: coherence,
            });
          }
          if (measured.length < 2) {
            context.gap({
              code: 'insufficient_measurable_members',
              message: `gait group '${name}' has ${measured.length} member(s) with a usable gait phase; at least two are required`,
              scope: coherence,
            });
          }
        }
      },
    };
  },
});
