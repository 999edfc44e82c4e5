/**
 * Engine-profile identity: the exact tuple a project pins in `[engine]`.
 */

export interface EngineProfileIdentity {
  /** Profile id, e.g. `bevy`, `unity-generic`. */
  readonly profile: string;
  readonly profile_revision: number;
  readonly engine_version: string;
  readonly importer: string;
}

/** Same tuple, rendered the way errors and `checks list` show it. */
export function formatProfileIdentity(p: EngineProfileIdentity): string {
  return `${p.profile} rev ${p.profile_revision} (${p.engine_version}, ${p.importer})`;
}

export function sameProfileIdentity(a: EngineProfileIdentity, b: EngineProfileIdentity): boolean {
  return (
    a.profile === b.profile &&
    a.profile_revision === b.profile_revision &&
    a.engine_version === b.engine_version &&
    a.importer === b.importer
  );
}
