/**
 * Prediction provenance and prediction records as read back from JSON: the identity domains, and
 * the pure cross-validation every reader (output v19, addressability, import advice) and the host
 * share. Each part's identity is recomputed from its content, the header identity from the whole
 * record under its contract URN, coverage states are checked against the rows they describe, the
 * versioned sections against their contract (provenance-sections.ts), and every facet's basis
 * references against the rows the record holds (basis-references.ts). No ajv here, so the engine
 * core can import it (`@animsmith/schemas/provenance`) cheaply.
 */
import { canonicalIdentity } from './canonical-json.js';
import type { DigestRecord, ScopeRecord } from './types.js';
import { basisReferenceProblem, type BasisProvenanceWire, type BasisReferenceWire } from './basis-references.js';
import { coverageProblem, partIdentity, PROVENANCE_ROW_LIMIT, sameDigest, type BoundedCoverageWire } from './provenance-common.js';
import { sectionProblems, type ProvenanceSectionsWire } from './provenance-sections.js';
import type { FormatFactsWire } from './raw-domains.js';

export * from './provenance-common.js';
export * from './provenance-sections.js';
export * from './basis-references.js';
export { holdsRawDomain, rawSourceValue, type FormatFactsWire, type JsonScalar, type RawDomainsWire } from './raw-domains.js';

export const PROFILE_FACTS_DOMAIN = 'urn:animsmith:engine-profile-facts';
export const RESOLVED_SETTINGS_DOMAIN = 'urn:animsmith:resolved-engine-settings';
export const RAW_SOURCE_DOMAIN = 'urn:animsmith:raw-source-facts';
export const DEPENDENCY_CLOSURE_DOMAIN = 'urn:animsmith:dependency-closure';
/** Domain of a facet's basis identity (the digest of its references). */
export const BASIS_DOMAIN = 'urn:animsmith:prediction-basis';

/** The members of a provenance record these rules read; the schema closes the rest. */
export type ProvenanceWire = Omit<ProvenanceSectionsWire, 'settings' | 'raw_source'> &
  Omit<BasisProvenanceWire, 'profile' | 'settings' | 'raw_source'> & {
    readonly schema: string;
    readonly identity: DigestRecord;
    readonly profile: BasisProvenanceWire['profile'] & {
      readonly identity: DigestRecord;
      readonly accepted_formats: readonly string[];
      readonly settings: readonly { readonly id: string; readonly scope: string }[];
    };
    readonly source_format: string;
    readonly primary_input: DigestRecord;
    readonly settings: BasisProvenanceWire['settings'] & { readonly identity: DigestRecord; readonly clip_coverage: BoundedCoverageWire };
    readonly raw_source: {
      readonly identity: DigestRecord;
      readonly animations: { readonly coverage: BoundedCoverageWire; readonly rows: ProvenanceSectionsWire['raw_source']['animations']['rows'] };
      readonly format_facts?: FormatFactsWire | null;
    };
    readonly dependency_closure: {
      readonly identity: DigestRecord;
      readonly coverage: 'complete' | 'partial';
      readonly resources: readonly { readonly identity: DigestRecord | null; readonly unavailable_reason: string | null }[];
    };
  };

/**
 * Problems of one provenance record (empty when it is internally consistent and describes
 * `input`). Each problem starts with the member it concerns (`profile: …`, `identity …`). Part
 * and section identities come first, so an edited row is named by the part it changed.
 */
export function provenanceProblems(p: ProvenanceWire, input: DigestRecord): string[] {
  const problems: string[] = [];
  const parts: [string, string, { readonly identity: DigestRecord }][] = [
    ['profile', PROFILE_FACTS_DOMAIN, p.profile],
    ['settings', RESOLVED_SETTINGS_DOMAIN, p.settings],
    ['raw_source', RAW_SOURCE_DOMAIN, p.raw_source],
    ['dependency_closure', DEPENDENCY_CLOSURE_DOMAIN, p.dependency_closure],
  ];
  for (const [name, domain, part] of parts) {
    if (!sameDigest(part.identity, partIdentity(domain, part))) problems.push(`${name}: identity does not match its content`);
  }
  problems.push(...sectionProblems(p));
  // The header commits to every member but `schema` (its domain) and itself.
  const { schema, identity, ...body } = p;
  if (!sameDigest(identity, canonicalIdentity(schema, body))) problems.push('identity does not match the record');
  if (!sameDigest(p.primary_input, input)) problems.push('primary_input differs from the file input');
  if (!p.profile.accepted_formats.includes(p.source_format)) problems.push(`source_format ${p.source_format} is not accepted by the profile`);
  const settingsCoverage = coverageProblem('settings.clip_coverage', p.settings.clip_coverage, p.settings.clips.length);
  if (settingsCoverage) problems.push(settingsCoverage);
  const rawCoverage = coverageProblem('raw_source.animations.coverage', p.raw_source.animations.coverage, p.raw_source.animations.rows.length);
  if (rawCoverage) problems.push(rawCoverage);
  const fbx = p.raw_source.format_facts;
  for (const list of fbx ? (['stacks', 'resources'] as const) : []) {
    const problem = coverageProblem(`raw_source.format_facts.${list}`, fbx![list].coverage, fbx![list].rows.length, PROVENANCE_ROW_LIMIT);
    if (problem) problems.push(problem);
  }
  const closureComplete = p.dependency_closure.resources.every((r) => r.identity !== null && r.unavailable_reason === null);
  if ((p.dependency_closure.coverage === 'complete') !== closureComplete) problems.push('dependency_closure.coverage contradicts its resources');
  const documentIds = p.profile.settings.filter((s) => s.scope === 'document').map((s) => s.id);
  if (p.settings.document.map((s) => s.id).join('\n') !== documentIds.join('\n')) problems.push('settings.document does not list exactly the profile document settings');
  const clipIds = p.profile.settings.filter((s) => s.scope === 'clip').map((s) => s.id).join('\n');
  if (p.settings.clips.some((row, i) => row.clip_index !== i || row.settings.map((s) => s.id).join('\n') !== clipIds)) {
    problems.push('settings.clips rows are out of order or do not list exactly the profile clip settings');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Prediction records (a check's `prediction` and the findings bound to it)

export interface PredictionFacetWire {
  readonly scope: ScopeRecord;
  readonly state: 'available' | 'required_prediction_unavailable';
  readonly basis: { readonly identity: DigestRecord; readonly references: readonly BasisReferenceWire[] };
  readonly reasons: readonly string[];
}

export interface PredictionCheckWire {
  readonly evaluation: string;
  readonly findings: readonly { readonly prediction_scope?: ScopeRecord }[];
  readonly evaluated_scopes?: readonly ScopeRecord[];
  readonly prediction?: { readonly schema: string; readonly provenance_identity: DigestRecord; readonly facets: readonly PredictionFacetWire[] };
}

/** One contradiction: a JSON pointer relative to the check record, and why. */
export interface PredictionProblem {
  readonly pointer: string;
  readonly reason: string;
}

const sameScope = (a: ScopeRecord, b: ScopeRecord): boolean => a.code === b.code && a.subject === b.subject;
const scopeText = (s: ScopeRecord): string => JSON.stringify(s.subject === undefined ? { code: s.code } : { code: s.code, subject: s.subject });
const contractRevision = (urn: string): string => urn.slice(urn.lastIndexOf(':') + 1);

/**
 * The first contradiction between a check record, its prediction and the file's provenance
 * (`null` when the file has none): the prediction cites this provenance under the same contract
 * revision; each facet's basis identity is the digest of its references and each scope appears
 * once; available facets have a basis and no reasons, unavailable ones have reasons; the
 * evaluation and evaluated scopes follow from the facets; every finding binds to exactly one
 * available facet through `prediction_scope`. Every basis reference resolves against the
 * provenance (and against `measurements`, the file's own, where the document carries them; a
 * document without measurements can cite none). Expects a schema-valid record.
 */
export function predictionProblem(check: PredictionCheckWire, provenance: ProvenanceWire | null, measurements?: unknown): PredictionProblem | undefined {
  const prediction = check.prediction;
  if (!prediction) {
    const i = check.findings.findIndex((f) => f.prediction_scope !== undefined);
    return i < 0 ? undefined : { pointer: `/findings/${i}/prediction_scope`, reason: 'binds to a prediction facet, but the check carries no prediction' };
  }
  if (provenance === null) return { pointer: '/prediction', reason: 'needs the file record’s prediction_provenance, which is null' };
  if (!sameDigest(prediction.provenance_identity, provenance.identity)) {
    return { pointer: '/prediction/provenance_identity', reason: 'differs from the file’s prediction_provenance identity' };
  }
  if (contractRevision(prediction.schema) !== contractRevision(provenance.schema)) {
    return { pointer: '/prediction/schema', reason: `${prediction.schema} is not the prediction contract of ${provenance.schema}` };
  }
  const facets = prediction.facets;
  for (const [i, facet] of facets.entries()) {
    const at = `/prediction/facets/${i}`;
    if (!sameDigest(facet.basis.identity, canonicalIdentity(BASIS_DOMAIN, facet.basis.references))) {
      return { pointer: `${at}/basis/identity`, reason: 'is not the digest of the basis references' };
    }
    for (const [j, ref] of facet.basis.references.entries()) {
      const problem =
        ref.kind === 'measurement' && measurements === undefined
          ? 'names a measurement, but the document carries no measurements'
          : basisReferenceProblem(ref, provenance, measurements);
      if (problem !== undefined) return { pointer: `${at}/basis/references/${j}`, reason: problem };
    }
    if (facets.findIndex((f) => sameScope(f.scope, facet.scope)) !== i) return { pointer: `${at}/scope`, reason: `repeats scope ${scopeText(facet.scope)}` };
    if (facet.state === 'available' && (facet.basis.references.length === 0 || facet.reasons.length > 0)) {
      return { pointer: at, reason: 'an available facet needs a basis and no reasons' };
    }
    if (facet.state !== 'available' && facet.reasons.length === 0) return { pointer: `${at}/reasons`, reason: 'an unavailable facet needs a reason' };
  }
  const available = facets.filter((f) => f.state === 'available').map((f) => f.scope);
  const expected = available.length === facets.length ? 'complete' : available.length > 0 ? 'partial' : 'not_evaluated';
  if (check.evaluation !== expected) {
    return { pointer: '/evaluation', reason: `is ${check.evaluation} but ${available.length} of ${facets.length} prediction facets are available (${expected})` };
  }
  const evaluated = check.evaluated_scopes ?? [];
  if (evaluated.length !== available.length || evaluated.some((s, i) => !sameScope(s, available[i]!))) {
    return { pointer: '/evaluated_scopes', reason: 'must list exactly the available facet scopes, in facet order' };
  }
  for (const [i, finding] of check.findings.entries()) {
    const scope = finding.prediction_scope;
    if (scope === undefined) return { pointer: `/findings/${i}`, reason: 'a finding of a prediction-bearing check needs prediction_scope' };
    const bound = facets.filter((f) => sameScope(f.scope, scope));
    if (bound.length !== 1 || bound[0]!.state !== 'available') {
      return { pointer: `/findings/${i}/prediction_scope`, reason: `${scopeText(scope)} names no available prediction facet` };
    }
  }
  return undefined;
}
