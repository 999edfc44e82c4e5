// The example from docs/writing-checks.md, run against the studio fixture plugin.
import { CheckTester, buildDocument } from '../../src/testing/index.js';
import type { PluginDefinition } from '../../src/plugin-api/plugin.js';

const fixture = new URL('../fixtures/studio-project/studio-plugin.mjs', import.meta.url).href;
const plugin = ((await import(fixture)) as { default: PluginDefinition }).default;

const bones = (n: number) => buildDocument({ bones: Array.from({ length: n }, (_, i) => ({ name: `b${i}` })) });

new CheckTester().run('studio/max-bones', plugin.checks!['max-bones']!, {
  valid: [{ name: 'within budget', document: bones(3), options: { max_bones: 3 } }],
  invalid: [
    {
      name: 'over budget',
      document: bones(4),
      options: { max_bones: 3 },
      errors: [{ messageId: 'tooMany', measured: 4, expected: 3, severity: 'error' }],
    },
    {
      name: 'over budget, configured as a warning',
      document: bones(4),
      options: { max_bones: 3 },
      severity: 'warning',
      errors: [{ messageId: 'tooMany', severity: 'warning' }],
    },
  ],
});
