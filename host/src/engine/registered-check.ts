import type { CheckModule, ConfiguredSeverity } from '../plugin-api/check.js';

/** A check as the engine holds it: its full id, the plugin that owns it, and the module. */
export interface RegisteredCheck {
  /** Full id: bare for built-ins, `namespace/local` for plugins. */
  readonly id: string;
  /** Package (or file) name of the owning plugin. */
  readonly plugin: string;
  /** Namespace of the owning plugin; empty for built-ins. */
  readonly namespace: string;
  readonly module: CheckModule;
  /** Set for the engine-neutral check that carries a profile's prediction rule of this id. */
  readonly prediction?: true;
}

/** `[checks.<id>]` after validation against the check's own options schema. */
export interface CheckSettings {
  readonly severity?: ConfiguredSeverity;
  /** Options merged over the check's `defaultOptions`. */
  readonly options: Readonly<Record<string, unknown>>;
}
