/**
 * One invocation's resolved world: the engine with every plugin installed, the validated project
 * configuration, and per-check settings. Every command starts here.
 */
import type { MeasureOptions } from '../plugin-api/check.js';
import type { EngineProfileIdentity } from '../plugin-api/profile.js';
import { formatProfileIdentity, sameProfileIdentity } from '../plugin-api/profile.js';
import { createEngineWithBuiltins } from './builtins.js';
import { discoverConfig, type DiscoveredConfig } from './config/discover.js';
import type { ProjectConfig } from './config/project-config.js';
import { resolveCheckSettings, validateConfigShape } from './config/validate-config.js';
import type { Engine, RegisteredProfile } from './engine.js';
import { OperatorError } from './errors.js';
import { importPlugin } from './plugins/resolve-plugin.js';
import { validateSettingsConfig } from './prediction/settings.js';
import type { CheckSettings } from './registered-check.js';
import { measureOptionsFrom } from './run-services.js';

export interface Session {
  readonly cwd: string;
  readonly engine: Engine;
  readonly config: ProjectConfig;
  /** The config file as messages and text output name it (relative to the working directory). */
  readonly configPath: string | undefined;
  /** Absolute path of the config file (undefined without one). */
  readonly configFile: string | undefined;
  /** Folder `[plugins]` and `ignores` are resolved from. */
  readonly root: string;
  readonly checkSettings: ReadonlyMap<string, CheckSettings>;
  /** Measurement thresholds the checks' resolved options set (`CheckMeta.measureOptions`). */
  readonly measureOptions: MeasureOptions;
  readonly profile: RegisteredProfile | undefined;
}

/**
 * The package that by convention provides a profile family: `@animsmith/plugin-<family>`, the
 * family being the profile id up to its first dash (`studio-engine` → `studio`).
 */
function profilePackage(profile: string): string {
  return `@animsmith/plugin-${profile.split('-')[0]}`;
}

export async function openSession(cwd: string, configFlag: string | undefined): Promise<Session> {
  return sessionFromConfig(cwd, await discoverConfig(cwd, configFlag));
}

/** The session of one discovered configuration (see `session-pool.ts` for per-file lookup). */
export async function sessionFromConfig(cwd: string, discovered: DiscoveredConfig): Promise<Session> {
  const config = await validateConfigShape(discovered.raw, discovered.displayPath);
  const engine = await createEngineWithBuiltins();
  for (const [namespace, specifier] of Object.entries(config.plugins ?? {})) {
    engine.install(await importPlugin(discovered.root, namespace, specifier), false);
  }
  const checkSettings = await resolveCheckSettings(config, engine.checks(), discovered.displayPath);
  const measureOptions = measureOptionsFrom(engine.checks(), (id) => checkSettings.get(id)?.options);
  // The schema makes the four identity keys all-or-none, so `profile` stands for the tuple.
  const selection = config.engine;
  const profile =
    selection?.profile !== undefined ? selectProfile(engine, selection as EngineProfileIdentity, discovered.displayPath) : undefined;
  if (profile?.definition) validateSettingsConfig(profile.definition, config, discovered.displayPath);
  return { cwd, engine, config, configPath: discovered.displayPath, configFile: discovered.file, root: discovered.root, checkSettings, measureOptions, profile };
}

function selectProfile(engine: Engine, wanted: EngineProfileIdentity, displayPath: string | undefined): RegisteredProfile {
  const identity: EngineProfileIdentity = {
    profile: wanted.profile,
    profile_revision: wanted.profile_revision,
    engine_version: wanted.engine_version,
    importer: wanted.importer,
  };
  const where = `bad config${displayPath ? ` ${displayPath}` : ''}: engine`;
  const match = engine.profiles.find((p) => sameProfileIdentity(p, identity));
  if (match) {
    if (!match.definition) throw new OperatorError(`${where}: ${formatProfileIdentity(identity)} from '${match.plugin}' declares no frozen facts and cannot be selected`);
    return match;
  }
  if (engine.profiles.length === 0) {
    const hint = `add ${profilePackage(identity.profile)} to the project and name it under [plugins]`;
    throw new OperatorError(`${where}: no installed plugin provides engine profiles; ${hint}`);
  }
  const known = engine.profiles.map(formatProfileIdentity).join('; ');
  const family = identity.profile.split('-')[0]!;
  const familyInstalled = engine.profiles.some((p) => p.profile.split('-')[0] === family);
  const hint = familyInstalled ? '' : ` (to use it, add ${profilePackage(identity.profile)} to the project and name it under [plugins])`;
  throw new OperatorError(`${where}: unknown profile ${formatProfileIdentity(identity)}; known: ${known}${hint}`);
}
