import { Flags } from '../oclif.js';
import { CHECKS_LIST_SCHEMA_ID } from '@animsmith/schemas';
import { openSession } from '../../engine/session.js';
import { escapeTerminal as esc } from '../../text/escape.js';
import { toolIdentity } from '../../output/tool.js';
import { BaseCommand } from '../base-command.js';

export default class ChecksList extends BaseCommand {
  static override summary = 'List every registered check: id, default severity, description and owning plugin';
  static override description =
    'Includes the built-in catalog and the checks of every plugin named in the project configuration. ' +
    'Opt-in checks show their severity as "off (opt-in: <severity>)".';
  static override examples = ['<%= config.bin %> checks list', '<%= config.bin %> checks list --json'];
  static override flags = {
    json: Flags.boolean({ description: 'Print the catalog as JSON (checks-list v1)', default: false }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(ChecksList);
    const session = await openSession(process.cwd(), flags.config);
    const rows = session.engine.checks().map((c) => ({
      id: c.id,
      default_severity: c.module.meta.optIn ? 'off' : c.module.meta.defaultSeverity,
      severity_when_enabled: c.module.meta.defaultSeverity,
      description: c.module.meta.docs.description,
      plugin: c.plugin,
    }));
    if (flags.json) {
      const document = { schema_version: 1, schema: CHECKS_LIST_SCHEMA_ID, tool: toolIdentity(), checks: rows };
      process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
      return;
    }
    const shown = rows.map((r) => ({
      ...r,
      severity: r.default_severity === 'off' ? `off (opt-in: ${r.severity_when_enabled})` : r.default_severity,
    }));
    const width = (key: 'id' | 'severity') => Math.max(key.length, ...shown.map((r) => r[key].length));
    const wId = width('id');
    const wSev = width('severity');
    const lines = [`${'id'.padEnd(wId)}  ${'severity'.padEnd(wSev)}  plugin / description`];
    for (const r of shown) lines.push(`${esc(r.id).padEnd(wId)}  ${r.severity.padEnd(wSev)}  ${esc(r.plugin)}: ${esc(r.description)}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
