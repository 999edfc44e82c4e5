/**
 * `required-bones` — every name in `[rig] required_bones` must name exactly one skeleton bone.
 * This is a presence contract independent of any clip: runtime sockets, IK targets and mask bones
 * are looked up by name, so a missing bone breaks the lookup and a duplicated name makes it pick
 * an arbitrary one. (Bones a clip must move are `missing-bones` and `frozen-bone`.)
 */
import { defineCheck } from '@animsmith/cli/plugin';
import { distinct } from './support/skeleton-contract.js';

const SCOPE = 'required_bone_presence';

export default defineCheck({
  meta: {
    type: 'contract',
    docs: { description: 'Every bone named in [rig] required_bones must exist exactly once in the skeleton.' },
    defaultSeverity: 'error',
    messages: {
      missingBone: "required bone '{{bone}}' does not exist in the skeleton",
      ambiguousBone: "required bone name '{{bone}}' is ambiguous: {{count}} skeleton bones share it",
    },
    scopes: [{ code: SCOPE, meaning: 'a required bone looked up in the skeleton' }],
    gaps: [{ code: 'skeleton_unavailable', meaning: 'the document exposes no skeleton to check' }],
  },
  applies(ctx) {
    return ctx.contract.requiredBones.length > 0;
  },
  create(context) {
    return {
      document() {
        const required = distinct(context.contract.requiredBones);
        const { bones } = context.document;
        if (bones.length === 0) {
          // Absence of every bone proves nothing about the names: the file exposes no skeleton.
          for (const name of required) {
            context.gap({
              code: 'skeleton_unavailable',
              message: `required bone '${name}' cannot be looked up because the file has no skeleton`,
              scope: { code: SCOPE, subject: name },
            });
          }
          return;
        }
        const counts = new Map<string, number>();
        for (const bone of bones) counts.set(bone.name, (counts.get(bone.name) ?? 0) + 1);
        for (const name of required) {
          const count = counts.get(name) ?? 0;
          if (count === 0) {
            context.report({ messageId: 'missingBone', data: { bone: name }, bone: name, measured: 0, expected: 1 });
          } else if (count > 1) {
            context.report({ messageId: 'ambiguousBone', data: { bone: name, count }, bone: name, measured: count, expected: 1 });
          }
          context.completed({ code: SCOPE, subject: name });
        }
      },
    };
  },
});
