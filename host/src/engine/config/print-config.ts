/**
 * `lint --print-config FILE`: the configuration that file would be judged with, as TOML — the
 * config found from the file's folder upward (or --config), validated, with `[checks.*]` expanded
 * to every registered check's resolved severity and options (defaults merged), as ESLint's
 * `--print-config` shows the merged result.
 */
import path from 'node:path';
import { OperatorError } from '../errors.js';
import { SessionPool } from '../session-pool.js';
import { stringifyToml } from './toml.js';

export async function printConfig(cwd: string, configFlag: string | undefined, file: string): Promise<string> {
  if (file === '') throw new OperatorError('--print-config: empty path');
  const session = await new SessionPool(cwd, configFlag).sessionFor(path.resolve(cwd, file));
  const checks: Record<string, Record<string, unknown>> = {};
  for (const check of session.engine.checks()) {
    const settings = session.checkSettings.get(check.id);
    checks[check.id] = { severity: settings?.severity ?? check.module.meta.defaultSeverity, ...(settings?.options ?? {}) };
  }
  const effective = JSON.parse(JSON.stringify({ ...session.config, checks })) as Record<string, unknown>;
  const header = [
    `# Effective animsmith configuration for ${JSON.stringify(file)}`,
    `# config file: ${session.configPath !== undefined ? JSON.stringify(session.configPath) : 'none (built-in defaults)'}`,
  ];
  return `${header.join('\n')}\n${stringifyToml(effective)}`;
}
