/**
 * Runs one registered check against one loaded document and builds its check record, keeping the
 * four dimensions (selection, configuration, applicability, evaluation) independent.
 */
import {
  declaredCode,
  type ApplicabilityContext,
  type CheckContext,
  type CheckVisitors,
  type DeclaredCode,
  type GapDescriptor,
  type ReportDescriptor,
  type ScopeRef,
  type Severity,
} from '../plugin-api/check.js';
import type { CheckRecord, FindingRecord, GapRecord, Incident } from './check-record.js';
import type { CheckSettings, RegisteredCheck } from './registered-check.js';

export type RunServices = Omit<CheckContext, 'id' | 'options' | 'report' | 'completed' | 'gap'>;

export interface CheckOutcome {
  readonly record: CheckRecord;
  readonly incident?: Incident;
  /** What the check reported, before rendering (tests assert message ids, never prose). */
  readonly reported: readonly ReportDescriptor[];
}

/** Gap code used when a check throws; namespaced so it never collides with built-in codes. */
export const CHECK_CRASHED_GAP = 'internal/check_crashed';

export class CheckContractError extends Error {}

export function evaluateCheck(
  check: RegisteredCheck,
  settings: CheckSettings,
  selected: boolean,
  services: RunServices,
): CheckOutcome {
  const enabled = settings.severity !== undefined ? settings.severity !== 'off' : !check.module.meta.optIn;
  const base = {
    check_id: check.id,
    selection: selected ? ('selected' as const) : ('unselected' as const),
    configuration: enabled ? ('enabled' as const) : ('disabled' as const),
  };
  const appContext: ApplicabilityContext = {
    document: services.document,
    source: services.source,
    options: settings.options,
    rig: services.rig,
    clipExpectations: services.clipExpectations,
    contract: services.contract,
  };

  let applicable: boolean;
  const only3d = services.source.sourceSpace?.planarUnit !== undefined ? check.module.meta.only3d : undefined;
  try {
    applicable = only3d === undefined && (check.module.applies ? check.module.applies(appContext) === true : true);
  } catch (error) {
    return crashed(check, base, 'applicable', error);
  }
  const inactive: CheckRecord = {
    ...base,
    applicability: applicable ? 'applicable' : 'not_applicable',
    ...(only3d !== undefined ? { not_applicable_reason: only3d } : {}),
    evaluation: 'not_evaluated',
    findings: [],
  };
  if (!selected || !enabled || !applicable) return { record: inactive, reported: [] };

  const findings: FindingRecord[] = [];
  const reported: ReportDescriptor[] = [];
  const scopes: ScopeRef[] = [];
  const gaps: GapRecord[] = [];
  const forced = settings.severity !== undefined && settings.severity !== 'off' ? settings.severity : undefined;
  const context: CheckContext = {
    ...services,
    id: check.id,
    options: settings.options,
    report: (descriptor) => {
      findings.push(toFinding(check, descriptor, forced));
      reported.push(descriptor);
    },
    completed: (scope) => scopes.push(checkedScope(check, scope)),
    gap: (gap) => gaps.push(checkedGap(check, gap)),
  };

  try {
    const visitors: CheckVisitors = check.module.create(context) ?? {};
    visitors.document?.();
    if (visitors.clip || visitors.track) {
      // Indexed loops: every check visits every track, mostly before the JIT has warmed up, where
      // each for…of step allocates an iterator result.
      const clips = services.document.clips;
      for (let c = 0; c < clips.length; c++) {
        const clip = clips[c]!;
        visitors.clip?.(clip);
        if (visitors.track) for (let t = 0; t < clip.tracks.length; t++) visitors.track(clip.tracks[t]!, clip);
      }
    }
    visitors['document:exit']?.();
  } catch (error) {
    return crashed(check, base, 'applicable', error);
  }

  const evaluation = gaps.length === 0 ? 'complete' : scopes.length > 0 ? 'partial' : 'not_evaluated';
  if (evaluation === 'not_evaluated' && findings.length > 0) {
    return crashed(
      check,
      base,
      'applicable',
      new CheckContractError('reported findings although it completed no scope and recorded gaps'),
    );
  }
  const record: CheckRecord = { ...base, applicability: 'applicable', evaluation, findings };
  if (scopes.length > 0) record.evaluated_scopes = scopes;
  if (gaps.length > 0) record.gaps = gaps;
  return { record, reported };
}

export function toFinding(check: RegisteredCheck, d: ReportDescriptor, forced: Severity | undefined): FindingRecord {
  const template = check.module.meta.messages[d.messageId];
  if (template === undefined) throw new CheckContractError(`reported unknown messageId '${d.messageId}'`);
  const finding: FindingRecord = {
    check_id: check.id,
    severity: forced ?? d.severity ?? check.module.meta.defaultSeverity,
    message: fillTemplate(template, d.data ?? {}),
  };
  if (d.clip !== undefined) finding.clip = d.clip;
  if (d.bone !== undefined) finding.bone = d.bone;
  if (d.node !== undefined) finding.node = d.node;
  // A non-finite time has no place on the timeline; the message carries it instead.
  if (d.time_s !== undefined && Number.isFinite(d.time_s)) finding.time_s = d.time_s;
  if (d.measured !== undefined) finding.measured = wireNumber(d.measured);
  if (d.expected !== undefined) finding.expected = wireNumber(d.expected);
  if (d.members !== undefined) {
    finding.members = d.members.map((row) => ({
      member: row.member,
      measurements: Object.fromEntries(
        Object.keys(row.measurements)
          .sort()
          .map((key) => [key, wireNumber(row.measurements[key]!)]),
      ),
    }));
  }
  return finding;
}

/** JSON cannot carry NaN or infinities; the contract spells them as strings. */
function wireNumber<T extends number | string>(value: T): number | string {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

export function fillTemplate(template: string, data: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(data, key) ? String(data[key]) : whole,
  );
}

function checkedScope(check: RegisteredCheck, scope: ScopeRef): ScopeRef {
  assertDeclared(check, 'scope', scope.code, check.module.meta.scopes);
  return scope.subject === undefined ? { code: scope.code } : { code: scope.code, subject: scope.subject };
}

function checkedGap(check: RegisteredCheck, gap: GapDescriptor): GapRecord {
  assertDeclared(check, 'gap', gap.code, check.module.meta.gaps);
  if (gap.scope) assertDeclared(check, 'scope', gap.scope.code, check.module.meta.scopes);
  const record: GapRecord = { code: gap.code, message: gap.message };
  if (gap.scope) record.scope = checkedScope(check, gap.scope);
  return record;
}

/**
 * A check may only emit the codes its meta declares; a plugin check's codes must also be in its
 * own namespace, so it can never impersonate a built-in one.
 */
function assertDeclared(check: RegisteredCheck, kind: 'gap' | 'scope', code: string, declared: readonly DeclaredCode[] | undefined) {
  if (!declared?.some((d) => declaredCode(d) === code)) throw new CheckContractError(`emitted undeclared ${kind} code '${code}'`);
  if (check.namespace !== '' && !code.startsWith(`${check.namespace}/`)) {
    throw new CheckContractError(`emitted ${kind} code '${code}' outside its namespace '${check.namespace}/'`);
  }
}

export function crashed(
  check: RegisteredCheck,
  base: Pick<CheckRecord, 'check_id' | 'selection' | 'configuration'>,
  applicability: CheckRecord['applicability'],
  error: unknown,
): CheckOutcome {
  const reason = error instanceof Error ? error.message : String(error);
  const message = `check '${check.id}' from plugin '${check.plugin}' failed: ${reason.split('\n')[0]}`;
  return {
    record: {
      ...base,
      applicability,
      evaluation: 'not_evaluated',
      findings: [],
      gaps: [{ code: CHECK_CRASHED_GAP, message }],
    },
    incident: { plugin: check.plugin, checkId: check.id, message },
    reported: [],
  };
}
