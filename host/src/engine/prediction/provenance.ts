/**
 * Prediction provenance: the file-scoped evidence every facet of a profiled lint is grounded in —
 * the frozen profile facts, the authoritative input format, the resolved settings, raw source
 * facts, the primary input identity and the same-load dependency closure, plus the versioned
 * sections its contract names (sections.ts). Each part carries its own domain-separated canonical
 * identity, and the record's identity covers all of them (under the profile's provenance contract
 * URN as domain). Tool build metadata is never part of it.
 */
import type { SourceDocument } from '../../model/source-document.js';
import type { SettingDomain } from '../../plugin-api/profile.js';
import type {
  DependencyClosureRecord,
  DigestIdentity,
  EngineProfileDefinition,
  FbxRawFacts,
  PredictionProvenance,
  ProfileFactsRecord,
  RawAnimationRow,
  RawSourceRecord,
  ResolvedSettingsRecord,
} from '../../plugin-api/prediction.js';
import { canonicalIdentity } from '@animsmith/schemas/canonical-json';
import { DEPENDENCY_CLOSURE_DOMAIN, PROFILE_FACTS_DOMAIN, RAW_SOURCE_DOMAIN } from '@animsmith/schemas/provenance';
import {
  animationInventoryRecord,
  boundedCoverage,
  movementIntentRecord,
  ROW_LIMIT,
  runtimeNodesRecord,
  sceneInventoryRecord,
  transformPathsRecord,
  type ProjectIntent,
} from './sections.js';

export { DEPENDENCY_CLOSURE_DOMAIN, PROFILE_FACTS_DOMAIN, RAW_SOURCE_DOMAIN };

/** Contracts the provenance is consumed alongside (the file record and its measurements). */
export const CONSUMED_CONTRACTS: Readonly<PredictionProvenance['consumed_contracts']> = ['urn:animsmith:schema:measurements:18', 'urn:animsmith:schema:output:19'];

const byId = <T extends { readonly id: string }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export function profileFactsRecord(profile: EngineProfileDefinition): ProfileFactsRecord {
  const body = {
    selection: {
      profile: profile.profile,
      profile_revision: profile.profile_revision,
      engine_version: profile.engine_version,
      importer: profile.importer,
    },
    fact_bundle: profile.fact_bundle,
    accepted_formats: [...profile.accepted_formats].sort(),
    facts: byId(profile.facts).map((f) =>
      f.state === 'known' ? { id: f.id, state: f.state, value: f.value, sources: [...f.sources].sort() } : { id: f.id, state: f.state },
    ),
    sources: byId(profile.sources).map((s) => ({ id: s.id, target_version: s.target_version, url: s.url, verified_on: s.verified_on })),
    settings: byId(profile.settings).map((s) => ({
      id: s.id,
      scope: s.scope,
      domain: wireDomain(s.domain),
      ...(s.default !== undefined ? { default: s.default } : {}),
      sources: [...s.sources].sort(),
    })),
  };
  return { identity: canonicalIdentity(PROFILE_FACTS_DOMAIN, body), ...body };
}

/** A setting domain as the record carries it (its own copy of the profile's frozen lists). */
function wireDomain(domain: SettingDomain): ProfileFactsRecord['settings'][number]['domain'] {
  return 'values' in domain ? { ...domain, values: [...domain.values] } : { ...domain };
}

function rawSourceRecord(source: SourceDocument): RawSourceRecord {
  const rows: RawAnimationRow[] = source.animations
    .slice(0, ROW_LIMIT)
    .map((a) => ({ index: a.index, name: a.name ?? null, channel_count: a.channels.length }));
  const body = {
    animations: { coverage: boundedCoverage(source.animations.length), rows },
    extensions_used: [...source.extensionsUsed],
    extensions_required: [...source.extensionsRequired],
    format_facts: formatFacts(source),
  };
  return { identity: canonicalIdentity(RAW_SOURCE_DOMAIN, body), ...body };
}

/** A file-stated number canonical JSON can carry: a non-finite one is recorded as null. */
const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

/** At most this many distinct animated property names are listed per stack. */
export const MAX_STACK_PROPERTIES = 64;

/**
 * The FBX facts engine rules may reason about, in wire form and bounded: unit and basis as the
 * file declares them, the exact time base (rate and frame period in ticks), each stack's absolute
 * range with its layer and animated-property presence, and the resource declarations. The
 * loader's mesh, skin and bind-pose facts are not prediction evidence and stay out. Null for
 * formats without such facts.
 */
function formatFacts(source: SourceDocument): FbxRawFacts | null {
  const fbx = source.fbx;
  if (!fbx) return null;
  const { time, unit, basis } = fbx;
  return {
    kind: 'fbx',
    unit: { unit_scale_factor: finiteOrNull(unit.unitScaleFactor), original_unit_scale_factor: finiteOrNull(unit.originalUnitScaleFactor), declared: unit.declared },
    basis: { up: basis.up, front: basis.front, coord: basis.coord, handedness: basis.handedness, declared: basis.declared },
    time: {
      time_mode: time.timeMode,
      frame_rate: { numerator: time.frameRate.numerator, denominator: time.frameRate.denominator },
      frame_period_ticks: { numerator: time.framePeriodTicks.numerator, denominator: time.framePeriodTicks.denominator },
      frame_rate_source: time.frameRateSource,
      time_span_start_ticks: time.timeSpanStartTicks,
      time_span_stop_ticks: time.timeSpanStopTicks,
    },
    stacks: {
      coverage: boundedCoverage(fbx.stacks.length),
      rows: fbx.stacks.slice(0, ROW_LIMIT).map((stack) => {
        const properties = [...new Set(stack.animatedProperties.map((p) => p.property))].sort();
        return {
          index: stack.index,
          name: stack.name,
          range_source: stack.rangeSource,
          start_ticks: stack.startTicks,
          stop_ticks: stack.stopTicks,
          layer_count: stack.layers.length,
          animated_properties: properties.slice(0, MAX_STACK_PROPERTIES),
          animated_properties_complete: properties.length <= MAX_STACK_PROPERTIES,
        };
      }),
    },
    resources: {
      coverage: boundedCoverage(fbx.resources.length),
      rows: fbx.resources.slice(0, ROW_LIMIT).map((r) => ({
        kind: r.kind,
        name: r.name,
        relative_file_name: r.relativeFileName ?? null,
        absolute_path_redacted: r.absolutePathRedacted,
        embedded: r.embedded,
        dependency: r.dependency ?? null,
      })),
    },
  };
}

export function dependencyClosureRecord(source: SourceDocument): DependencyClosureRecord {
  const body = {
    coverage: source.dependencies.coverage,
    resources: source.dependencies.resources.map((r) => ({
      kind: r.kind,
      index: r.index,
      uri: r.uri,
      identity: r.identity ? { sha256: r.identity.sha256, bytes: r.identity.bytes } : null,
      unavailable_reason: r.identity ? null : (r.unavailableReason ?? 'unavailable'),
    })),
  };
  return { identity: canonicalIdentity(DEPENDENCY_CLOSURE_DOMAIN, body), ...body };
}

type Contract = PredictionProvenance['schema'];
/** The record of one contract revision. */
type ProvenanceOf<S extends Contract> = Extract<PredictionProvenance, { schema: S }>;
/** Everything but `schema` and `identity`: what the record's identity commits to. */
type ProvenanceBody<S extends Contract> = Omit<ProvenanceOf<S>, 'schema' | 'identity'>;

/** The record under contract `schema`: its identity digests `body` (in wire order) under that URN. */
function sealed<S extends Contract>(schema: S, body: ProvenanceBody<S>): { schema: S; identity: DigestIdentity } & ProvenanceBody<S> {
  return { schema, identity: canonicalIdentity(schema, body), ...body };
}

/**
 * The provenance record of one load under the profile's provenance contract, with exactly the
 * sections that contract carries, in wire order (an unknown contract is a profile defect, refused
 * at registration by `validate-profile`).
 */
export function buildProvenance(
  profile: EngineProfileDefinition,
  source: SourceDocument,
  settings: ResolvedSettingsRecord,
  intent: ProjectIntent,
): PredictionProvenance {
  const common = {
    profile: profileFactsRecord(profile),
    source_format: source.format,
    primary_input: { sha256: source.input.sha256, bytes: source.input.bytes },
    settings,
    raw_source: rawSourceRecord(source),
    dependency_closure: dependencyClosureRecord(source),
    consumed_contracts: [...CONSUMED_CONTRACTS],
  } satisfies ProvenanceBody<Contract>;
  // Each section is built only under a contract that carries it.
  const v4 = () => ({ ...common, runtime_nodes: runtimeNodesRecord(intent), scene_inventory: sceneInventoryRecord(source) });
  const v5 = () => ({ ...v4(), animation_inventory: animationInventoryRecord(source) });
  const schema = profile.contracts.provenance;
  switch (schema) {
    case 'urn:animsmith:prediction-provenance:3':
      return sealed(schema, common);
    case 'urn:animsmith:prediction-provenance:4':
      return sealed(schema, v4());
    case 'urn:animsmith:prediction-provenance:5':
      return sealed(schema, v5());
    case 'urn:animsmith:prediction-provenance:6':
      return sealed(schema, { ...v5(), transform_paths: transformPathsRecord(source), movement_intent: movementIntentRecord(intent) });
  }
}
