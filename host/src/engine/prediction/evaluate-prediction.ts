/**
 * The prediction lifecycle of one prediction-bearing check on one file.
 *
 * - The rule emits facets keyed by evaluation scope; the host validates them (declared scope
 *   codes, one facet per scope, available ⇒ nonempty basis and no reasons, unavailable ⇒ ≥ 1
 *   distinct reason code, basis references that resolve in the provenance) and sorts them.
 * - evaluated_scopes are the available scopes; unavailable scopes are neither completed nor gaps.
 *   All available ⇒ complete, mixed ⇒ partial, none available ⇒ not_evaluated.
 * - Findings carry prediction_scope and must bind to exactly one available facet.
 * - Facets draw on a per-file budget shared by every prediction check; candidates past it are
 *   omitted and replaced by one rule-scoped `facet_budget_exceeded` marker.
 * - Settings that overflowed their clip-row bound make the whole rule one rule-scoped
 *   `resolved_settings_overflow` facet: a retained prefix is never treated as complete.
 * Any contract violation isolates the check as a crash (`internal/check_crashed`).
 */
import type { ReportDescriptor, ScopeRef } from '../../plugin-api/check.js';
import type {
  BasisReference,
  EngineProfileDefinition,
  PredictionApplicabilityContext,
  PredictionContext,
  PredictionFacet,
  PredictionProvenance,
  PredictionResult,
  PredictionRule,
} from '../../plugin-api/prediction.js';
import type { CheckRecord, FindingRecord } from '../check-record.js';
import { CheckContractError, crashed, toFinding, type CheckOutcome, type RunServices } from '../evaluate-check.js';
import type { CheckSettings, RegisteredCheck } from '../registered-check.js';
import { canonicalIdentity } from '@animsmith/schemas/canonical-json';
import { BASIS_DOMAIN } from '@animsmith/schemas/provenance';
import { basisReferenceProblem } from '@animsmith/schemas/provenance';
import { ruleCheckModule } from './rule-check.js';

/** Facets one file may carry across all its prediction checks. */
export const FACET_BUDGET_PER_FILE = 4096;
export { BASIS_DOMAIN };
const REASON_CODE = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*:)?[a-z0-9]+(?:_[a-z0-9]+)*$/;

export interface FacetBudget {
  remaining: number;
}

export interface PredictionInputs {
  readonly profile: EngineProfileDefinition;
  readonly provenance: PredictionProvenance;
  readonly budget: FacetBudget;
}

function sameScope(a: ScopeRef, b: ScopeRef): boolean {
  return a.code === b.code && a.subject === b.subject;
}

function compareScopes(a: ScopeRef, b: ScopeRef): number {
  if (a.code !== b.code) return a.code < b.code ? -1 : 1;
  if (a.subject === b.subject) return 0;
  if (a.subject === undefined) return -1;
  if (b.subject === undefined) return 1;
  return a.subject < b.subject ? -1 : 1;
}

function wireScope(scope: ScopeRef): ScopeRef {
  return scope.subject === undefined ? { code: scope.code } : { code: scope.code, subject: scope.subject };
}

function ruleScopedFacet(check: RegisteredCheck, code: string, reason: string): PredictionFacet {
  return {
    scope: { code: `${check.id}:${code}` },
    state: 'required_prediction_unavailable',
    basis: { identity: canonicalIdentity(BASIS_DOMAIN, []), references: [] },
    reasons: [reason],
  };
}

/** `rule` is what the selected profile's predictions hook contributed for this check, if anything. */
export function evaluatePredictionCheck(
  check: RegisteredCheck,
  rule: PredictionRule | undefined,
  settings: CheckSettings,
  selected: boolean,
  services: RunServices,
  inputs: PredictionInputs | undefined,
): CheckOutcome {
  const face: RegisteredCheck = rule ? { ...check, module: ruleCheckModule(rule) } : check;
  // Severity may filter a rule's content findings (`off` drops them) but never its prediction
  // work: a prediction-bearing check stays enabled, so unavailable facets always surface.
  const findingsOff = settings.severity === 'off';
  const base = {
    check_id: check.id,
    selection: selected ? ('selected' as const) : ('unselected' as const),
    configuration: 'enabled' as const,
  };

  const inactive = (applicable: boolean): CheckOutcome => ({
    record: { ...base, applicability: applicable ? 'applicable' : 'not_applicable', evaluation: 'not_evaluated', findings: [] },
    reported: [],
  });
  // Without a rule contributed for the selected profile, the check does not apply.
  if (!rule || !inputs) return inactive(false);
  const appContext: PredictionApplicabilityContext = {
    document: services.document,
    source: services.source,
    options: {},
    rig: services.rig,
    clipExpectations: services.clipExpectations,
    contract: services.contract,
    profile: inputs.profile,
    provenance: inputs.provenance,
  };
  let applicable: boolean;
  try {
    applicable = rule.applies ? rule.applies(appContext) === true : true;
  } catch (error) {
    return crashed(face, base, 'applicable', error);
  }
  if (!selected || !applicable) return inactive(applicable);

  const facets: PredictionFacet[] = [];
  const findings: { record: FindingRecord; scope: ScopeRef; descriptor: ReportDescriptor }[] = [];
  const filtered = new Set<(typeof findings)[number]>();
  const forced = settings.severity === 'off' ? undefined : settings.severity;
  const addFacet = (scope: ScopeRef, state: PredictionFacet['state'], references: readonly BasisReference[], reasons: readonly string[], result?: PredictionResult) => {
    if (!rule.meta.scopes.includes(scope.code)) throw new CheckContractError(`emitted undeclared prediction scope code '${scope.code}'`);
    if (facets.some((f) => sameScope(f.scope, scope))) throw new CheckContractError(`emitted two facets for scope ${JSON.stringify(scope)}`);
    for (const ref of references) {
      const problem = basisReferenceProblem(ref, inputs.provenance, services.measurements);
      if (problem !== undefined) throw new CheckContractError(problem);
    }
    const facet: PredictionFacet = {
      scope: wireScope(scope),
      state,
      basis: { identity: canonicalIdentity(BASIS_DOMAIN, references), references: [...references] },
      reasons: [...reasons],
      ...(result !== undefined ? { result } : {}),
    };
    facets.push(facet);
  };

  if (inputs.provenance.settings.clip_coverage.state !== 'complete') {
    facets.push(ruleScopedFacet(check, 'settings_coverage', 'resolved_settings_overflow'));
  } else {
    const context: PredictionContext = {
      ...appContext,
      id: check.id,
      grids: services.grids,
      measurements: services.measurements,
      clipMeasurements: services.clipMeasurements,
      available: (scope, basis, result) => {
        if (basis.length === 0) throw new CheckContractError('emitted an available facet without basis');
        addFacet(scope, 'available', basis, [], result);
      },
      unavailable: (scope, reasons, basisPrefix = []) => {
        if (reasons.length === 0) throw new CheckContractError('emitted an unavailable facet without a reason');
        if (new Set(reasons).size !== reasons.length) throw new CheckContractError('repeated an unavailable reason');
        const bad = reasons.find((r) => !REASON_CODE.test(r));
        if (bad !== undefined) throw new CheckContractError(`emitted malformed reason code '${bad}'`);
        addFacet(scope, 'required_prediction_unavailable', basisPrefix, reasons);
      },
      report: (descriptor) => {
        const { prediction_scope, ...rest } = descriptor;
        const finding = { record: toFinding(face, rest, forced), scope: wireScope(prediction_scope), descriptor: rest };
        // Bound like any finding (a broken binding is still a contract error), then filtered.
        findings.push(finding);
        if (findingsOff) filtered.add(finding);
      },
    };
    try {
      rule.predict(context);
      if (facets.length === 0) throw new CheckContractError('applies but emitted no prediction facet');
      for (const finding of findings) {
        const bound = facets.filter((f) => f.state === 'available' && sameScope(f.scope, finding.scope));
        if (bound.length !== 1) throw new CheckContractError(`reported a finding whose prediction_scope ${JSON.stringify(finding.scope)} names no available facet`);
      }
    } catch (error) {
      return crashed(face, base, 'applicable', error);
    }
    facets.sort((a, b) => compareScopes(a.scope, b.scope));
  }

  let kept = facets;
  if (facets.length > inputs.budget.remaining) {
    kept = facets.slice(0, Math.max(0, inputs.budget.remaining - 1));
    kept.push(ruleScopedFacet(check, 'facet-budget', 'facet_budget_exceeded'));
    inputs.budget.remaining = 0;
  } else {
    inputs.budget.remaining -= facets.length;
  }

  const availableScopes = kept.filter((f) => f.state === 'available').map((f) => f.scope);
  const bound = findings.filter((f) => !filtered.has(f) && availableScopes.some((s) => sameScope(s, f.scope)));
  const unavailable = kept.length - availableScopes.length;
  const evaluation = unavailable === 0 ? 'complete' : availableScopes.length > 0 ? 'partial' : 'not_evaluated';
  const record: CheckRecord = {
    ...base,
    applicability: 'applicable',
    evaluation,
    findings: bound.map((f) => ({ ...f.record, prediction_scope: f.scope })),
  };
  if (availableScopes.length > 0) record.evaluated_scopes = availableScopes;
  record.prediction = {
    schema: inputs.profile.contracts.prediction,
    provenance_identity: { ...inputs.provenance.identity },
    facets: kept.map((f) => ({ ...f, scope: { ...f.scope }, basis: { identity: f.basis.identity, references: [...f.basis.references] }, reasons: [...f.reasons] })),
  };
  return { record, reported: bound.map((f) => f.descriptor) };
}
