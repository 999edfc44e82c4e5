/**
 * CheckTester: valid/invalid cases for one check, in the spirit of ESLint's RuleTester. It checks
 * the check's own metadata and options schema, then runs each case through the real engine and
 * asserts message ids and structured fields, never message prose.
 */
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { AnimDocument } from '../model/anim-document.js';
import type { CheckModule, ConfiguredSeverity, Severity } from '../plugin-api/check.js';
import type { ClipEntry } from '../engine/config/clip-expectations.js';
import type { ProjectContract } from '../plugin-api/config.js';
import type { RigSettings } from '../rig/resolve-rig.js';
import { evaluateCheck, type CheckOutcome } from '../engine/evaluate-check.js';
import { buildRunServices, measureOptionsFrom } from '../engine/run-services.js';
import { syntheticSource } from '../model/synthetic-source.js';
import type { CheckRecord } from '../engine/check-record.js';

export interface TesterCase {
  readonly name: string;
  readonly document: AnimDocument;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly severity?: ConfiguredSeverity;
  readonly clips?: Readonly<Record<string, ClipEntry>>;
  readonly rig?: RigSettings;
  /** Project declarations (required bones, runtime nodes, gait and sync groups). */
  readonly contract?: Partial<ProjectContract>;
  /** Expected evaluation; defaults to `complete`. */
  readonly evaluation?: CheckRecord['evaluation'];
  /** Expected applicability; defaults to `applicable`. */
  readonly applicability?: CheckRecord['applicability'];
  /** Expected gap codes, in order. Defaults to none. */
  readonly gaps?: readonly string[];
}

export interface ExpectedFinding {
  readonly messageId: string;
  readonly severity?: Severity;
  readonly clip?: string;
  readonly bone?: string;
  readonly time_s?: number;
  readonly measured?: number | string;
  readonly expected?: number | string;
}

export interface InvalidCase extends TesterCase {
  readonly errors: readonly ExpectedFinding[];
}

export interface TesterSuite {
  readonly valid: readonly TesterCase[];
  readonly invalid: readonly InvalidCase[];
}

type Describe = (name: string, body: () => void) => void;
type It = (name: string, body: () => void) => void;

const NUMERIC_TOLERANCE = 1e-6;

export class CheckTester {
  constructor(
    private readonly framework: { describe: Describe; it: It } = {
      describe: (globalThis as unknown as { describe: Describe }).describe,
      it: (globalThis as unknown as { it: It }).it,
    },
  ) {}

  run(id: string, check: CheckModule, suite: TesterSuite): void {
    const { describe, it } = this.framework;
    describe(id, () => {
      it('has valid metadata', () => validateMeta(check));
      for (const c of suite.valid) it(`valid: ${c.name}`, () => assertOutcome(run(id, check, c), c, []));
      for (const c of suite.invalid) it(`invalid: ${c.name}`, () => assertOutcome(run(id, check, c), c, c.errors));
      const names = [...suite.valid, ...suite.invalid].map((c) => c.name);
      it('has distinct case names', () => assert.equal(new Set(names).size, names.length, 'duplicate case name'));
    });
  }

  /** Runs one case and returns the engine's outcome (for assertions the suite format lacks). */
  static evaluate(id: string, check: CheckModule, c: TesterCase): CheckOutcome {
    return run(id, check, c);
  }
}

function run(id: string, check: CheckModule, c: TesterCase): CheckOutcome {
  const options = { ...(check.meta.defaultOptions ?? {}), ...(c.options ?? {}) };
  if (check.meta.schema) {
    const validate = new Ajv2020({ strict: true }).compile(check.meta.schema);
    assert.ok(validate(options), `case '${c.name}' options do not match the check's schema`);
  }
  const services = buildRunServices(c.document, syntheticSource(c.document), {
    rig: c.rig,
    clips: c.clips,
    contract: c.contract,
    measure: measureOptionsFrom([{ id, module: check }], () => options),
  });
  const namespace = id.includes('/') ? id.slice(0, id.indexOf('/')) : '';
  return evaluateCheck(
    { id, plugin: 'check-tester', namespace, module: check },
    { severity: c.severity, options },
    true,
    services,
  );
}

function validateMeta(check: CheckModule): void {
  const { meta } = check;
  assert.ok(meta.docs.description.length > 0, 'meta.docs.description is empty');
  assert.ok(!meta.docs.description.includes('\n'), 'meta.docs.description must be one line');
  assert.ok(['note', 'warning', 'error'].includes(meta.defaultSeverity), 'meta.defaultSeverity is invalid');
  assert.ok(Object.keys(meta.messages).length > 0, 'meta.messages is empty');
  if (meta.schema) {
    const validate = new Ajv2020({ strict: true }).compile(meta.schema);
    assert.ok(validate(meta.defaultOptions ?? {}), 'meta.defaultOptions do not match meta.schema');
  } else {
    assert.equal(meta.defaultOptions, undefined, 'meta.defaultOptions without meta.schema');
  }
  const properties = (meta.schema?.properties ?? {}) as Readonly<Record<string, unknown>>;
  for (const [threshold, option] of Object.entries(meta.measureOptions ?? {})) {
    assert.ok(option !== undefined && Object.hasOwn(properties, option), `meta.measureOptions.${threshold} names '${option}', an option meta.schema does not declare`);
  }
}

function assertOutcome(outcome: CheckOutcome, c: TesterCase, errors: readonly ExpectedFinding[]): void {
  assert.equal(outcome.incident, undefined, `check crashed: ${outcome.incident?.message}`);
  const { record, reported } = outcome;
  assert.equal(record.applicability, c.applicability ?? 'applicable', 'applicability');
  assert.equal(record.evaluation, c.evaluation ?? (c.applicability === 'not_applicable' ? 'not_evaluated' : 'complete'), 'evaluation');
  assert.deepEqual((record.gaps ?? []).map((g) => g.code), [...(c.gaps ?? [])], 'gap codes');
  assert.equal(reported.length, errors.length, `expected ${errors.length} finding(s), got ${reported.length}: ${reported.map((r) => r.messageId).join(', ')}`);
  errors.forEach((want, i) => {
    const got = reported[i]!;
    const finding = record.findings[i]!;
    assert.equal(got.messageId, want.messageId, `finding ${i} messageId`);
    if (want.severity !== undefined) assert.equal(finding.severity, want.severity, `finding ${i} severity`);
    for (const key of ['clip', 'bone'] as const) {
      if (want[key] !== undefined) assert.equal(finding[key], want[key], `finding ${i} ${key}`);
    }
    for (const key of ['time_s', 'measured', 'expected'] as const) {
      const w = want[key];
      if (w === undefined) continue;
      const g = finding[key];
      if (typeof w === 'number' && typeof g === 'number') {
        assert.ok(Math.abs(g - w) <= NUMERIC_TOLERANCE * Math.max(1, Math.abs(w)), `finding ${i} ${key}: got ${g}, want ${w}`);
      } else {
        assert.equal(g, w, `finding ${i} ${key}`);
      }
    }
  });
}
