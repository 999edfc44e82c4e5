/**
 * Validates a discovered configuration in two passes: the document's own shape (before plugins
 * load, since `[plugins]` names them), then every `[checks.<id>]` against the registered checks
 * and their own option schemas.
 */
import { CONFIG_SCHEMA_ID, precompiledValidator } from '@animsmith/schemas';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { RegisteredCheck, CheckSettings } from '../registered-check.js';
import { OperatorError } from '../errors.js';
import { describeSchemaError, keyPath, primaryError } from './key-path.js';
import type { ProjectConfig } from './project-config.js';
import { didYouMean } from './suggest.js';

function fail(displayPath: string | undefined, detail: string): never {
  throw new OperatorError(`bad config${displayPath ? ` ${displayPath}` : ''}: ${detail}`);
}

/** The validator is loaded on first use: a run without configuration never pays for it. */
async function newAjv(): Promise<Ajv2020> {
  // ajv is CommonJS: its module.exports (the default import) carries the class, whether Node or
  // the build's bundle imports it.
  const { Ajv2020: Ajv } = (await import('ajv/dist/2020.js')).default;
  // verbose: errors carry the offending value, so a non-finite number is named as such.
  return new Ajv({ strict: true, allErrors: true, verbose: true });
}

export async function validateConfigShape(raw: Record<string, unknown>, displayPath: string | undefined): Promise<ProjectConfig> {
  // An empty configuration has nothing to check, so it does not load the validator.
  if (Object.keys(raw).length === 0) return {};
  const validate = precompiledValidator(CONFIG_SCHEMA_ID);
  if (!validate(raw)) fail(displayPath, describeSchemaError(primaryError(validate.errors ?? [])));
  const config = raw as ProjectConfig;
  for (const [selector, entry] of Object.entries(config.clips ?? {})) {
    if (entry.in_place !== undefined && entry.movement_owner_xz !== undefined) {
      fail(displayPath, `${keyPath(['clips', selector])}: set either in_place or movement_owner_xz, not both`);
    }
  }
  return config;
}

/** Resolves `[checks.*]` into per-check settings; unknown ids and bad options are operator errors. */
export async function resolveCheckSettings(
  config: ProjectConfig,
  checks: readonly RegisteredCheck[],
  displayPath: string | undefined,
): Promise<Map<string, CheckSettings>> {
  const byId = new Map(checks.map((c) => [c.id, c]));
  for (const id of Object.keys(config.checks ?? {})) {
    if (!byId.has(id)) {
      const hint = didYouMean(id, byId.keys());
      fail(displayPath, `${keyPath(['checks', id])}: unknown check id${hint} (run 'animsmith checks list' for the catalog)`);
    }
  }
  // Compiled only for checks the project configures: the defaults are checked against each
  // schema by the CheckTester, and compiling every schema costs more than a small lint.
  let ajv: Ajv2020 | undefined;
  const settings = new Map<string, CheckSettings>();
  for (const check of checks) {
    const table = config.checks?.[check.id];
    const { severity, ...options } = table ?? {};
    const { schema, defaultOptions } = check.module.meta;
    if (table !== undefined && schema) {
      ajv ??= await newAjv();
      const validate = ajv.compile(schema);
      if (!validate(options)) {
        fail(displayPath, describeSchemaError(primaryError(validate.errors ?? []), ['checks', check.id]));
      }
    } else if (!schema) {
      const extra = Object.keys(options);
      if (extra.length > 0) fail(displayPath, `${keyPath(['checks', check.id, extra[0]!])}: unknown key (this check takes only 'severity')`);
    }
    settings.set(check.id, { severity, options: Object.freeze({ ...(defaultOptions ?? {}), ...options }) });
  }
  return settings;
}
