/**
 * The generators a session offers: the host's own, then every installed plugin's as the engine
 * kept them at install time (built-in plugins first, then `[plugins]` in config order).
 */
import type { RegisteredGenerator } from '../engine/engine.js';
import type { Session } from '../engine/session.js';
import type { GeneratorDefinition } from '../plugin-api/generator.js';
import { addressabilityGenerator } from './addressability/generator.js';

export type { RegisteredGenerator } from '../engine/engine.js';

const HOST_PLUGIN = '@animsmith/cli';
const HOST_GENERATORS: readonly GeneratorDefinition[] = [addressabilityGenerator];

export function collectGenerators(session: Session): RegisteredGenerator[] {
  return [...HOST_GENERATORS.map((generator) => ({ plugin: HOST_PLUGIN, builtin: true, generator })), ...session.engine.generators];
}
