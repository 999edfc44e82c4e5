import { Flags } from '@oclif/core';
import { PROFILES_LIST_SCHEMA_ID } from '@animsmith/schemas';
import type { RegisteredProfile } from '../../engine/engine.js';
import { openSession } from '../../engine/session.js';
import { escapeTerminal as esc } from '../../formats/escape.js';
import { toolIdentity } from '../../output/tool.js';
import { sameProfileIdentity } from '../../plugin-api/profile.js';
import { BaseCommand } from '../base-command.js';

function row(p: RegisteredProfile, pluginVersion: string, selected: boolean) {
  const d = p.definition;
  return {
    profile: p.profile,
    profile_revision: p.profile_revision,
    engine_version: p.engine_version,
    importer: p.importer,
    plugin: p.plugin,
    plugin_version: pluginVersion,
    selected,
    definition: d
      ? {
          fact_bundle: d.fact_bundle,
          provenance_schema: d.contracts.provenance,
          prediction_schema: d.contracts.prediction,
          accepted_formats: [...d.accepted_formats].sort(),
          known_facts: d.facts.filter((f) => f.state === 'known').map((f) => f.id).sort(),
          settings: [...d.settings].sort((a, b) => (a.id < b.id ? -1 : 1)).map((s) => ({ id: s.id, scope: s.scope, required: s.default === undefined })),
          rules: Object.keys(d.rules ?? {}).sort(),
        }
      : null,
  };
}

export default class ProfilesList extends BaseCommand {
  static override summary = 'List the engine profiles the installed plugins provide: tuples, plugin versions, settings and prediction rules';
  static override description =
    'Profiles come from the plugins named under [plugins] in the project configuration. The tuple pinned under [engine] is marked selected. ' +
    'A profile listed without a definition declares only its tuple and cannot be selected.';
  static override examples = ['<%= config.bin %> profiles list', '<%= config.bin %> profiles list --format json'];
  static override flags = {
    format: Flags.option({ options: ['text', 'json'] as const, default: 'text' as const, description: 'Output format' })(),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(ProfilesList);
    const session = await openSession(process.cwd(), flags.config);
    const versions = new Map(session.engine.plugins.map((p) => [p.name, p.version]));
    const rows = [...session.engine.profiles]
      .sort((a, b) => (a.profile !== b.profile ? (a.profile < b.profile ? -1 : 1) : a.profile_revision - b.profile_revision))
      .map((p) => row(p, versions.get(p.plugin) ?? '', session.profile !== undefined && sameProfileIdentity(p, session.profile)));
    if (flags.format === 'json') {
      const document = { schema_version: 1, schema: PROFILES_LIST_SCHEMA_ID, tool: toolIdentity(), profiles: rows };
      process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
      return;
    }
    if (rows.length === 0) {
      process.stdout.write('No engine profiles installed: add a profile plugin (e.g. @animsmith/plugin-<engine>) under [plugins].\n');
      return;
    }
    const lines: string[] = [];
    for (const r of rows) {
      const mark = r.selected ? ' (selected)' : '';
      lines.push(`${esc(r.profile)} rev ${r.profile_revision}  ${esc(r.engine_version)}  ${esc(r.importer)}  — ${esc(r.plugin)}@${esc(r.plugin_version)}${mark}`);
      if (!r.definition) {
        lines.push('  tuple only (no frozen facts; not selectable)');
        continue;
      }
      const settings = r.definition.settings.map((s) => `${esc(s.id)} (${s.scope}${s.required ? ', required' : ''})`);
      lines.push(`  accepts: ${r.definition.accepted_formats.join(', ')}`);
      lines.push(`  settings: ${settings.length ? settings.join(', ') : 'none'}`);
      lines.push(`  rules: ${r.definition.rules.length ? r.definition.rules.map(esc).join(', ') : 'none'}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
