/**
 * The generators a session offers: the bundled packages' (`bundled-generators.ts`) as built-ins,
 * then every installed plugin's as the engine kept them at install time (built-in plugins first,
 * then `[plugins]` in config order).
 */
import type { RegisteredGenerator } from '../engine/engine.js';
import type { Session } from '../engine/session.js';
import type { BundledGenerator } from './bundled-generators.js';

export type { RegisteredGenerator } from '../engine/engine.js';

export function collectGenerators(session: Session, bundled: readonly BundledGenerator[]): RegisteredGenerator[] {
  return [...bundled.map(({ plugin, generator }) => ({ plugin, builtin: true, generator })), ...session.engine.generators];
}
