/**
 * One invocation's resolved world: the engine with every plugin installed, the validated project
 * configuration, and per-check settings. Every command starts here.
 */
import type { EngineProfileIdentity } from '../plugin-api/profile.js';
import { formatProfileIdentity, sameProfileIdentity } from '../plugin-api/profile.js';
import { createEngineWithBuiltins } from './builtins.js';
import { discoverConfig } from './config/discover.js';
import type { ProjectConfig } from './config/project-config.js';
import { resolveCheckSettings, validateConfigShape } from './config/validate-config.js';
import type { Engine, RegisteredProfile } from './engine.js';
import { OperatorError } from './errors.js';
import { importPlugin } from './plugins/resolve-plugin.js';
import type { CheckSettings } from './registered-check.js';

export interface Session {
  readonly cwd: string;
  readonly engine: Engine;
  readonly config: ProjectConfig;
  readonly configPath: string | undefined;
  readonly checkSettings: ReadonlyMap<string, CheckSettings>;
  readonly profile: RegisteredProfile | undefined;
}

/** Which package provides the profiles of an engine, for the "install it" hint. */
const PROFILE_PACKAGES: Readonly<Record<string, string>> = {
  bevy: '@animsmith/plugin-bevy',
  unity: '@animsmith/plugin-unity',
  unreal: '@animsmith/plugin-unreal',
  godot: '@animsmith/plugin-godot',
};

export async function openSession(cwd: string, configFlag: string | undefined): Promise<Session> {
  const discovered = await discoverConfig(cwd, configFlag);
  const config = await validateConfigShape(discovered.raw, discovered.displayPath);
  const engine = await createEngineWithBuiltins();
  for (const [namespace, specifier] of Object.entries(config.plugins ?? {})) {
    engine.install(await importPlugin(discovered.root, namespace, specifier), false);
  }
  const checkSettings = await resolveCheckSettings(config, engine.checks(), discovered.displayPath);
  // The schema makes the four identity keys all-or-none, so `profile` stands for the tuple.
  const selection = config.engine;
  const profile =
    selection?.profile !== undefined ? selectProfile(engine, selection as EngineProfileIdentity, discovered.displayPath) : undefined;
  return { cwd, engine, config, configPath: discovered.displayPath, checkSettings, profile };
}

function selectProfile(engine: Engine, wanted: EngineProfileIdentity, displayPath: string | undefined): RegisteredProfile {
  const identity: EngineProfileIdentity = {
    profile: wanted.profile,
    profile_revision: wanted.profile_revision,
    engine_version: wanted.engine_version,
    importer: wanted.importer,
  };
  const match = engine.profiles.find((p) => sameProfileIdentity(p, identity));
  if (match) return match;
  const where = `bad config${displayPath ? ` ${displayPath}` : ''}: engine`;
  if (engine.profiles.length === 0) {
    const pkg = PROFILE_PACKAGES[identity.profile.split('-')[0]!];
    const hint = pkg ? `add ${pkg} to the project and name it under [plugins]` : 'install the engine-profile plugin that provides it';
    throw new OperatorError(`${where}: no installed plugin provides engine profiles; ${hint}`);
  }
  const known = engine.profiles.map(formatProfileIdentity).join('; ');
  throw new OperatorError(`${where}: unknown profile ${formatProfileIdentity(identity)}; known: ${known}`);
}
