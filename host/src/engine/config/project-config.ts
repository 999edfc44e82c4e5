/**
 * The validated project configuration (`animsmith.toml`), exactly as written by the user.
 */
import type { ConfiguredSeverity } from '../../plugin-api/check.js';
import type { RigRole } from '../../plugin-api/config.js';
import type { ClipEntry } from './clip-expectations.js';

export interface CheckTable {
  readonly severity?: ConfiguredSeverity;
  readonly [option: string]: unknown;
}

export interface EngineTable {
  readonly profile: string;
  readonly profile_revision: number;
  readonly engine_version: string;
  readonly importer: string;
  readonly settings?: Readonly<Record<string, unknown>>;
}

export interface GroupTable {
  readonly clips: readonly string[];
  readonly [key: string]: unknown;
}

export interface ProjectConfig {
  readonly rig?: {
    readonly profile?: string;
    readonly required_bones?: readonly string[];
    readonly roles?: Readonly<Partial<Record<RigRole, string>>>;
  };
  readonly checks?: Readonly<Record<string, CheckTable>>;
  readonly runtime_nodes?: { readonly selectors?: readonly string[] };
  readonly clips?: Readonly<Record<string, ClipEntry>>;
  readonly gait_groups?: Readonly<Record<string, GroupTable>>;
  readonly sync_groups?: Readonly<Record<string, GroupTable>>;
  readonly engine?: EngineTable;
  /** Namespace → npm package name or relative `.js`/`.mjs` file. */
  readonly plugins?: Readonly<Record<string, string>>;
}
