/**
 * Engine profiles. A profile is data: the exact tuple a project pins in `[engine]`, and per
 * revision its frozen facts (with the primary sources that establish them), its settings
 * vocabulary with defaults, the contract identities its evidence is published under, and the
 * prediction rules it contributes. Profile plugins declare them; the host never knows an engine.
 * The complete definition (`EngineProfileDefinition`, `defineProfile`) is declared with the rules
 * it carries, in `prediction.ts`: a rule sees its profile, so both sit above these declarations.
 */
import type { OutputV19Prediction, OutputV19PredictionProvenance } from '@animsmith/schemas/wire-types';
import type { JsonScalar, JsonValue } from './json.js';

export interface EngineProfileIdentity {
  /** Profile id, e.g. `studio-engine`, `studio-engine-generic`. */
  readonly profile: string;
  readonly profile_revision: number;
  readonly engine_version: string;
  readonly importer: string;
}

/** A primary source (vendor documentation, pinned code) a fact or setting is taken from. */
export interface ProfileSource {
  /** Stable id, unique within the profile (kebab-case). */
  readonly id: string;
  /** The engine/spec version the source documents. */
  readonly target_version: string;
  readonly url: string;
  /** ISO date (YYYY-MM-DD) the fact was last checked against the source. */
  readonly verified_on: string;
}

/** A source as a table entry states it: the version and the check date default to the table's. */
export type ProfileSourceEntry = Pick<ProfileSource, 'id' | 'url'> & Partial<Pick<ProfileSource, 'target_version' | 'verified_on'>>;

/**
 * A profile package's source table: every entry documents `shared.target_version` and was checked
 * on `shared.verified_on` unless it states its own (a format specification an engine profile cites).
 */
export function defineSources<K extends string>(
  shared: Pick<ProfileSource, 'target_version' | 'verified_on'>,
  entries: Readonly<Record<K, ProfileSourceEntry>>,
): Readonly<Record<K, ProfileSource>> {
  const table = {} as Record<K, ProfileSource>;
  for (const key of Object.keys(entries) as K[]) {
    const e = entries[key];
    table[key] = { id: e.id, target_version: e.target_version ?? shared.target_version, url: e.url, verified_on: e.verified_on ?? shared.verified_on };
  }
  return table;
}

/**
 * One frozen fact. `known` facts carry a value and cite at least one source; `unknown` facts carry
 * neither (the profile deliberately does not claim anything).
 */
export type ProfileFact =
  | { readonly id: string; readonly state: 'known'; readonly value: JsonValue; readonly sources: readonly string[] }
  | { readonly id: string; readonly state: 'unknown' };

export type SettingDomain =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'string' }
  | { readonly kind: 'number'; readonly minimum?: number; readonly maximum?: number }
  /** One of the listed words, or a whole number ≥ 1 (and ≤ `maximum` when given). */
  | { readonly kind: 'enum_or_positive_integer'; readonly values: readonly string[]; readonly maximum?: number };

/**
 * One setting of the engine's importer/loader the profile models. `document` settings live under
 * `[engine.settings]`, `clip` settings under `[clips."<selector>".engine_settings]`. Without a
 * `default`, the setting is required: a missing value is a configuration error.
 */
export interface SettingDescriptor {
  readonly id: string;
  readonly scope: 'document' | 'clip';
  readonly domain: SettingDomain;
  readonly default?: JsonScalar;
  /** Ids of the profile sources that document the setting. */
  readonly sources: readonly string[];
}

/**
 * The engine-neutral fact inventory every profile revision states, each known (with a value and
 * its sources) or unknown.
 */
export const PROFILE_FACT_IDS = [
  'accepted_inputs',
  'animation_addressability',
  'animation_channel_handling',
  'animation_target_addressability',
  'axis_conversion_control',
  'construct_handling',
  'exact_axis_conversion',
  'extension_handling',
  'resulting_hierarchy_scale',
  'root_motion_addressability',
  'target_coordinate_basis',
  'target_linear_unit',
  'unit_conversion_control',
  'whole_end_frame_required',
] as const;
export type ProfileFactId = (typeof PROFILE_FACT_IDS)[number];

/** A known fact as a profile package writes it: the value and the sources that establish it. */
export interface KnownFact {
  readonly value: JsonValue;
  readonly sources: readonly ProfileSource[];
}

/** The complete inventory: the given facts known, every other id of PROFILE_FACT_IDS unknown. */
export function factInventory(known: Partial<Record<ProfileFactId, KnownFact>>): ProfileFact[] {
  return PROFILE_FACT_IDS.map((id) => {
    const fact = known[id];
    return fact ? { id, state: 'known', value: fact.value, sources: fact.sources.map((s) => s.id) } : { id, state: 'unknown' };
  });
}

/** Contract identities this revision's evidence is published under: revisions output v19 defines. */
export interface ProfileContracts {
  /** e.g. `urn:animsmith:prediction-provenance:3`. */
  readonly provenance: OutputV19PredictionProvenance['schema'];
  /** e.g. `urn:animsmith:engine-prediction:3`. */
  readonly prediction: OutputV19Prediction['schema'];
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
