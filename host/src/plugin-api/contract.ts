/**
 * Contracts: the JSON documents animsmith emits, each registered once through `hooks.contracts`
 * with its identity, JSON Schema, strict reader and emitting commands (`ContractDeclaration` in
 * `hooks.ts`). `@animsmith/schemas` registers the built-in ones as a built-in plugin; a plugin
 * registers the contracts it owns by listing them in `definePlugin({ …, contracts: [...] })` (the
 * host taps them for it) or from `apply(hooks)`.
 *
 * The host uses the registry: a generated document is read back through the strict reader of the
 * contract its `schema` names before anything is written; an unregistered identity or a document
 * its reader refuses is an internal error (exit 2, nothing written).
 */
import type { ContractDeclaration } from './hooks.js';

export function defineContract<T extends ContractDeclaration>(contract: T): T {
  return contract;
}

declare module './plugin.js' {
  interface PluginDefinition {
    /** Contracts this plugin owns (registered on the `contracts` hook by the host). */
    readonly contracts?: readonly ContractDeclaration[];
  }
}
