import { Args, Flags } from '../oclif.js';
import { CHECKS_DESCRIBE_SCHEMA_ID } from '@animsmith/schemas';
import { OperatorError } from '../../engine/errors.js';
import type { RegisteredCheck } from '../../engine/registered-check.js';
import { openSession } from '../../engine/session.js';
import { declaredCode, type DeclaredCode } from '../../plugin-api/check.js';
import { escapeTerminal as esc } from '../../text/escape.js';
import { toolIdentity } from '../../output/tool.js';
import { BaseCommand } from '../base-command.js';

type Json = Record<string, unknown>;

interface OptionDoc {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly constraints: readonly string[];
  readonly default?: unknown;
  readonly description?: string;
  /** The effective value in this project, when it differs from the default. */
  readonly project?: unknown;
}

const isRecord = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A JSON Schema node's type in a few words: `integer`, `string | null`, `array of string`, `"a" | "b"`. */
function typeOf(node: Json): string {
  if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (node.const !== undefined) return JSON.stringify(node.const);
  const types = Array.isArray(node.type) ? node.type.map(String) : typeof node.type === 'string' ? [node.type] : [];
  const described = types.map((t) => (t === 'array' && isRecord(node.items) ? `array of ${typeOf(node.items)}` : t));
  if (described.length > 0) return described.join(' | ');
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) return branches.filter(isRecord).map(typeOf).join(' | ');
  }
  return 'any';
}

const CONSTRAINTS: readonly [string, string][] = [
  ['minimum', '≥'],
  ['exclusiveMinimum', '>'],
  ['maximum', '≤'],
  ['exclusiveMaximum', '<'],
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['pattern', 'pattern'],
  ['format', 'format'],
];

function optionDocs(check: RegisteredCheck, effective: Readonly<Record<string, unknown>> | undefined): OptionDoc[] {
  const { schema, defaultOptions = {} } = check.module.meta;
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(isRecord(schema) && Array.isArray(schema.required) ? schema.required.map(String) : []);
  const names = [...new Set([...Object.keys(properties), ...Object.keys(defaultOptions)])];
  return names.map((name) => {
    const node = isRecord(properties[name]) ? properties[name] : {};
    const fallback = Object.prototype.hasOwnProperty.call(defaultOptions, name) ? defaultOptions[name] : node.default;
    const constraints = CONSTRAINTS.flatMap(([key, label]) => (node[key] !== undefined ? [`${label} ${String(node[key])}`] : []));
    const doc: { -readonly [K in keyof OptionDoc]: OptionDoc[K] } = { name, type: typeOf(node), required: required.has(name), constraints };
    if (fallback !== undefined) doc.default = fallback;
    if (typeof node.description === 'string') doc.description = node.description;
    const value = effective?.[name];
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(fallback)) doc.project = value;
    return doc;
  });
}

/** The codes a check declares, each once. */
function codes(declared: readonly DeclaredCode[] | undefined): string[] {
  return [...new Set((declared ?? []).map(declaredCode))];
}

export default class ChecksDescribe extends BaseCommand {
  static override summary = 'Describe one registered check: severity, options, scopes and gap codes';
  static override description =
    'Prints what `checks list` summarises, in full: the owning plugin, the check type, the default severity ' +
    '(opt-in checks are off until configured), the description and documentation url, every option with its type ' +
    'and default (and the value this project sets, if different), the scope codes it completes and the gap codes ' +
    'it may report. An unknown id is an operator error (exit 2) that lists the known ids.';
  static override examples = ['<%= config.bin %> checks describe studio/max-bones', '<%= config.bin %> checks describe studio/max-bones --json'];
  static override args = { id: Args.string({ description: 'Check id as checks list prints it, e.g. studio/max-bones', required: true }) };
  static override flags = {
    json: Flags.boolean({ description: 'Print the description as JSON (checks-describe v1)', default: false }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(ChecksDescribe);
    const session = await openSession(process.cwd(), flags.config);
    const checks = session.engine.checks();
    const check = checks.find((c) => c.id === args.id);
    if (!check) throw new OperatorError(`unknown check id '${args.id}' (known: ${checks.map((c) => c.id).join(', ')})`);

    const { meta } = check.module;
    const settings = session.checkSettings.get(check.id);
    const options = optionDocs(check, settings?.options);
    const scopes = codes(meta.scopes);
    const gaps = codes(meta.gaps);

    if (flags.json) {
      const description = {
        id: check.id,
        plugin: check.plugin,
        namespace: check.namespace,
        type: meta.type,
        default_severity: meta.optIn ? 'off' : meta.defaultSeverity,
        severity_when_enabled: meta.defaultSeverity,
        opt_in: meta.optIn === true,
        project_severity: settings?.severity ?? null,
        description: meta.docs.description,
        url: meta.docs.url ?? null,
        options: options.map((o) => ({
          name: o.name,
          type: o.type,
          required: o.required,
          constraints: o.constraints,
          default: o.default ?? null,
          description: o.description ?? null,
          ...(o.project !== undefined ? { project: o.project } : {}),
        })),
        options_schema: meta.schema ?? null,
        default_options: meta.defaultOptions ?? {},
        scopes,
        gaps,
        messages: meta.messages,
      };
      const document = { schema_version: 1, schema: CHECKS_DESCRIBE_SCHEMA_ID, tool: toolIdentity(), check: description };
      process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
      return;
    }

    const list = (values: readonly string[]) => (values.length ? values.map(esc).join(', ') : 'none');
    const severity = meta.optIn ? `off (opt-in: ${meta.defaultSeverity})` : meta.defaultSeverity;
    const lines = [
      `id: ${esc(check.id)}`,
      `plugin: ${esc(check.plugin)}`,
      `type: ${esc(meta.type)}`,
      `default severity: ${severity}`,
    ];
    if (settings?.severity !== undefined) lines.push(`project severity: ${settings.severity}`);
    lines.push(`description: ${esc(meta.docs.description)}`, `url: ${meta.docs.url !== undefined ? esc(meta.docs.url) : 'none'}`);
    if (options.length === 0) lines.push('options: none');
    else {
      lines.push('options:');
      for (const o of options) {
        const detail = [o.required ? 'required' : '', ...o.constraints].filter(Boolean).map(esc);
        const parts = [`${esc(o.name)}: ${esc(o.type)}${detail.length ? ` (${detail.join(', ')})` : ''}`];
        if (o.default !== undefined) parts.push(`default ${esc(JSON.stringify(o.default))}`);
        if (o.project !== undefined) parts.push(`this project ${esc(JSON.stringify(o.project))}`);
        lines.push(`  ${parts.join('; ')}${o.description !== undefined ? ` — ${esc(o.description)}` : ''}`);
      }
    }
    lines.push(`scopes: ${list(scopes)}`, `gap codes: ${list(gaps)}`);
    const messageIds = Object.keys(meta.messages);
    lines.push(messageIds.length ? 'messages:' : 'messages: none');
    for (const id of messageIds) lines.push(`  ${esc(id)}: ${esc(meta.messages[id]!)}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
