import { Flags } from '../oclif.js';
import { PROFILES_LIST_SCHEMA_ID } from '@animsmith/schemas';
import type { RegisteredProfile } from '../../engine/engine.js';
import { openSession } from '../../engine/session.js';
import { escapeTerminal as esc } from '../../text/escape.js';
import { toolIdentity } from '../../output/tool.js';
import { describeDomain } from '../../engine/prediction/settings.js';
import { sameProfileIdentity, type SettingDescriptor, type SettingDomain } from '../../plugin-api/profile.js';
import { BaseCommand } from '../base-command.js';

/** The domain on the wire: fixed key order, optional bounds only when the profile states them. */
function domainJson(domain: SettingDomain): SettingDomain {
  switch (domain.kind) {
    case 'boolean':
    case 'string':
      return { kind: domain.kind };
    case 'enum':
      return { kind: domain.kind, values: [...domain.values] };
    case 'number':
      return { kind: domain.kind, ...(domain.minimum !== undefined ? { minimum: domain.minimum } : {}), ...(domain.maximum !== undefined ? { maximum: domain.maximum } : {}) };
    case 'enum_or_positive_integer':
      return { kind: domain.kind, values: [...domain.values], ...(domain.maximum !== undefined ? { maximum: domain.maximum } : {}) };
  }
}

/** A setting row: required exactly when the revision has no default for it. */
function settingJson(s: SettingDescriptor) {
  return { id: s.id, scope: s.scope, domain: domainJson(s.domain), required: s.default === undefined, ...(s.default !== undefined ? { default: s.default } : {}) };
}

function settingText(s: ReturnType<typeof settingJson>): string {
  const value = 'default' in s ? `default ${esc(JSON.stringify(s.default))}` : 'required';
  return `${esc(s.id)} (${s.scope}; ${esc(describeDomain(s.domain))}; ${value})`;
}

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
          settings: [...d.settings].sort((a, b) => (a.id < b.id ? -1 : 1)).map(settingJson),
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
      lines.push(`  accepts: ${r.definition.accepted_formats.join(', ')}`);
      if (r.definition.settings.length === 0) lines.push('  settings: none');
      else lines.push('  settings:', ...r.definition.settings.map((s) => `    ${settingText(s)}`));
      lines.push(`  rules: ${r.definition.rules.length ? r.definition.rules.map(esc).join(', ') : 'none'}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
