/** Test support: a hostile name, and a scratch-project plugin whose check reports a grouped, partial result. */

/** A clip / bone / file name built to break every view: HTML, table and code delimiters, a bidi override, a line separator. */
export const HOSTILE = '</details>| `x` \u202e\u2028';

/** Source of `probe.mjs`: check `studio/probe` (warning) with options, a url, scopes, two gaps of one code and a grouped finding. */
export const PROBE_PLUGIN = `
const H = ${JSON.stringify(HOSTILE)};
export default {
  meta: { name: 'probe-plugin', version: '1.0.0', namespace: 'studio', apiVersion: 1 },
  checks: {
    probe: {
      meta: {
        type: 'contract',
        docs: { description: 'Group members stay in phase', url: 'https://example.test/checks/probe' },
        defaultSeverity: 'warning',
        messages: { spread: 'group {{name}} spread' },
        scopes: ['studio/member'],
        gaps: ['studio/missing'],
        schema: {
          type: 'object',
          properties: { limit: { type: 'number', minimum: 0, description: 'largest spread' }, mode: { enum: ['a', 'b'] } },
          additionalProperties: false,
        },
        defaultOptions: { limit: 1.5, mode: 'a' },
      },
      create(context) {
        return {
          document() {
            context.completed({ code: 'studio/member', subject: 'walk' });
            context.gap({ code: 'studio/missing', message: 'member missing', scope: { code: 'studio/member', subject: 'a' } });
            context.gap({ code: 'studio/missing', message: 'member missing', scope: { code: 'studio/member', subject: 'b' } });
            context.report({
              messageId: 'spread',
              data: { name: H },
              clip: H,
              members: [
                { member: 'walk', measurements: { phase: 0.25 } },
                { member: H, measurements: { phase: 0.5 } },
              ],
            });
          },
        };
      },
    },
  },
};
`;

