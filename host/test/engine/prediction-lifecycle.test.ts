import { expect } from 'chai';
import type { AnimDocument } from '../../src/model/anim-document.js';
import type { SourceDocument } from '../../src/model/source-document.js';
import { definePredictionRule, defineProfile, type EngineProfileDefinition, type PredictionContext, type PredictionRule } from '../../src/plugin-api/prediction.js';
import { buildRunServices } from '../../src/engine/run-services.js';
import { CHECK_CRASHED_GAP } from '../../src/engine/evaluate-check.js';
import { evaluatePredictionCheck, FACET_BUDGET_PER_FILE, type PredictionInputs } from '../../src/engine/prediction/evaluate-prediction.js';
import { buildProvenance } from '../../src/engine/prediction/provenance.js';
import { intentOf } from '../../src/engine/prediction/sections.js';
import { resolveSettings } from '../../src/engine/prediction/settings.js';
import { ruleCheckModule } from '../../src/engine/prediction/rule-check.js';
import type { RegisteredCheck } from '../../src/engine/registered-check.js';
import { lintExitCode } from '../../src/engine/verdict.js';
import { buildDocument, sourceFromDocument } from '../support/anim-builder.js';

const SOURCE = { id: 'doc-1', target_version: '1', url: 'https://example.com/doc', verified_on: '2026-01-01' };

function profileWith(rule: PredictionRule, extra: Partial<EngineProfileDefinition> = {}): EngineProfileDefinition {
  return defineProfile({
    profile: 'test-engine',
    profile_revision: 1,
    engine_version: '1.0',
    importer: 'test-importer',
    fact_bundle: 'urn:animsmith:engine-profile:test-engine:1',
    contracts: { provenance: 'urn:animsmith:prediction-provenance:3', prediction: 'urn:animsmith:engine-prediction:3' },
    accepted_formats: ['glb', 'gltf'],
    facts: [
      { id: 'clip_rule', state: 'known', value: true, sources: ['doc-1'] },
      { id: 'other', state: 'unknown' },
    ],
    sources: [SOURCE],
    settings: [{ id: 'mode', scope: 'clip', domain: { kind: 'enum', values: ['a', 'b'] }, default: 'a', sources: ['doc-1'] }],
    rules: { 'engine-test': rule },
    ...extra,
  });
}

/** A rule whose prediction is supplied by the test. */
function rule(predict: (context: PredictionContext) => void, scopes = ['clip_facet', 'inventory']): PredictionRule {
  return definePredictionRule({
    meta: { docs: { description: 'test rule' }, defaultSeverity: 'error', messages: { conflict: 'clip {{clip}} conflicts' }, scopes },
    predict,
  });
}

const FACT = { kind: 'profile_fact', fact_id: 'clip_rule' } as const;

function doc(clips = ['walk', 'run']): { document: AnimDocument; source: SourceDocument } {
  const document = buildDocument({ bones: [{ name: 'root' }], clips: clips.map((name) => ({ name })) });
  return { document, source: sourceFromDocument(document, { format: 'glb' }) };
}

function inputsFor(profile: EngineProfileDefinition, clips?: string[], budget = FACET_BUDGET_PER_FILE): PredictionInputs & { services: ReturnType<typeof buildRunServices> } {
  const { document, source } = doc(clips);
  const services = buildRunServices(document, source, {});
  const settings = resolveSettings(profile, {}, services.document.clips, undefined);
  return { profile, provenance: buildProvenance(profile, source, settings, intentOf(services)), budget: { remaining: budget }, services };
}

function evaluate(r: PredictionRule, options: { clips?: string[]; severity?: 'off' | 'warning'; selected?: boolean; budget?: number } = {}) {
  const profile = profileWith(r);
  const inputs = inputsFor(profile, options.clips, options.budget);
  const check: RegisteredCheck = { id: 'engine-test', plugin: 'test', namespace: '', module: ruleCheckModule(r), prediction: true };
  return { ...evaluatePredictionCheck(check, r, { options: {}, ...(options.severity ? { severity: options.severity } : {}) }, options.selected ?? true, inputs.services, inputs), inputs };
}

function perClip(context: PredictionContext, unavailableFor: ReadonlySet<string> = new Set()) {
  for (const clip of context.document.clips) {
    if (unavailableFor.has(clip.name)) context.unavailable({ code: 'clip_facet', subject: clip.name }, ['measurement_unavailable'], [FACT]);
    else context.available({ code: 'clip_facet', subject: clip.name }, [FACT]);
  }
}

describe('prediction lifecycle', () => {
  it('all available facets: complete, scopes evaluated, canonical order', () => {
    const { record } = evaluate(rule((c) => perClip(c)), { clips: ['walk', 'idle', 'run'] });
    expect(record.evaluation).to.equal('complete');
    expect(record.prediction!.facets.map((f) => f.scope.subject)).to.deep.equal(['idle', 'run', 'walk']);
    expect(record.evaluated_scopes).to.deep.equal(['idle', 'run', 'walk'].map((subject) => ({ code: 'clip_facet', subject })));
    expect(record.gaps).to.equal(undefined);
    expect(record.prediction!.schema).to.equal('urn:animsmith:engine-prediction:3');
  });

  it('mixed facets: partial; the unavailable scope is neither evaluated nor a gap', () => {
    const { record } = evaluate(rule((c) => perClip(c, new Set(['run']))));
    expect(record.evaluation).to.equal('partial');
    expect(record.evaluated_scopes).to.deep.equal([{ code: 'clip_facet', subject: 'walk' }]);
    expect(record.gaps).to.equal(undefined);
    const run = record.prediction!.facets.find((f) => f.scope.subject === 'run')!;
    expect(run).to.include({ state: 'required_prediction_unavailable' });
    expect(run.reasons).to.deep.equal(['measurement_unavailable']);
    expect(run.basis.references).to.deep.equal([FACT]);
  });

  it('only unavailable facets: not_evaluated without findings', () => {
    const { record } = evaluate(rule((c) => c.unavailable({ code: 'inventory' }, ['raw_source_incomplete'])));
    expect(record.evaluation).to.equal('not_evaluated');
    expect(record.evaluated_scopes).to.equal(undefined);
    expect(record.prediction!.facets).to.have.length(1);
  });

  it('binds findings to available facets through prediction_scope', () => {
    const { record } = evaluate(
      rule((c) => {
        perClip(c);
        c.report({ messageId: 'conflict', data: { clip: 'walk' }, clip: 'walk', prediction_scope: { code: 'clip_facet', subject: 'walk' } });
      }),
    );
    expect(record.findings).to.deep.equal([
      { check_id: 'engine-test', severity: 'error', message: 'clip walk conflicts', clip: 'walk', prediction_scope: { code: 'clip_facet', subject: 'walk' } },
    ]);
  });

  const contractBreaks: [string, (c: PredictionContext) => void, RegExp][] = [
    ['a finding bound to no facet', (c) => { perClip(c); c.report({ messageId: 'conflict', prediction_scope: { code: 'clip_facet', subject: 'jump' } }); }, /names no available facet/],
    ['a finding bound to an unavailable facet', (c) => { perClip(c, new Set(['run'])); c.report({ messageId: 'conflict', prediction_scope: { code: 'clip_facet', subject: 'run' } }); }, /names no available facet/],
    ['an undeclared scope code', (c) => c.available({ code: 'elsewhere' }, [FACT]), /undeclared prediction scope/],
    ['two facets for one scope', (c) => { c.available({ code: 'inventory' }, [FACT]); c.unavailable({ code: 'inventory' }, ['raw_source_incomplete']); }, /two facets/],
    ['an available facet without basis', (c) => c.available({ code: 'inventory' }, []), /without basis/],
    ['an unavailable facet without reason', (c) => c.unavailable({ code: 'inventory' }, []), /without a reason/],
    ['a repeated reason', (c) => c.unavailable({ code: 'inventory' }, ['raw_source_incomplete', 'raw_source_incomplete']), /repeated/],
    ['a malformed reason', (c) => c.unavailable({ code: 'inventory' }, ['Not A Code']), /malformed reason/],
    ['an unknown profile fact', (c) => c.available({ code: 'inventory' }, [{ kind: 'profile_fact', fact_id: 'nope' }]), /unknown profile fact/],
    ['an unknown primary source', (c) => c.available({ code: 'inventory' }, [{ kind: 'primary_source', source_id: 'nope' }]), /unknown primary source/],
    ['a setting value the provenance does not hold', (c) => c.available({ code: 'inventory' }, [{ kind: 'resolved_setting', location: { scope: 'clip', clip_index: 0, clip_name: 'walk' }, setting_id: 'mode', value: 'b' }]), /setting 'mode'/],
    ['a raw animation row that does not exist', (c) => c.available({ code: 'inventory' }, [{ kind: 'raw_source', domain: 'animations', key: 'animation:9', field: 'index', value: 9 }]), /raw-source animations 'animation:9'/],
    // Provenance :3 holds no V4+ section: a reference into one is refused, not taken as stated.
    ['a raw-source domain this provenance does not hold', (c) => c.available({ code: 'inventory' }, [{ kind: 'raw_source', domain: 'nodes', key: 'node:0', field: 'name', value: 'root' }]), /domain 'nodes', which this provenance does not hold/],
    ['an unknown raw-source domain', (c) => c.available({ code: 'inventory' }, [{ kind: 'raw_source', domain: 'bones', key: 'bone:0', field: 'name', value: 'root' }]), /domain 'bones'/],
    ['FBX facts of a glTF load', (c) => c.available({ code: 'inventory' }, [{ kind: 'raw_source', domain: 'fbx_time', key: 'global_settings', field: 'time_mode', value: 11 }]), /domain 'fbx_time'/],
    ['a raw value the row does not hold', (c) => c.available({ code: 'inventory' }, [{ kind: 'raw_source', domain: 'animations', key: 'animation:1', field: 'name', value: 'walk' }]), /raw-source animations 'animation:1' field 'name'/],
    ['a measurement value the file does not hold', (c) => c.available({ code: 'inventory' }, [{ kind: 'measurement', schema: 'urn:animsmith:schema:measurements:18', pointer: '/clips/walk/frame_count', value: 99 }]), /does not hold 99/],
    ['a measurement pointer to nothing', (c) => c.available({ code: 'inventory' }, [{ kind: 'measurement', schema: 'urn:animsmith:schema:measurements:18', pointer: '/clips/jump/frame_count', value: 1 }]), /does not hold/],
    ['no facet at all', () => undefined, /no prediction facet/],
    ['a throw', () => { throw new Error('boom'); }, /boom/],
  ];
  for (const [what, predict, message] of contractBreaks) {
    it(`isolates a rule that emits ${what} as a crash`, () => {
      const { record, incident } = evaluate(rule(predict));
      expect(record.evaluation).to.equal('not_evaluated');
      expect(record.prediction).to.equal(undefined);
      expect(record.gaps![0]!.code).to.equal(CHECK_CRASHED_GAP);
      expect(incident!.message).to.match(message);
    });
  }

  it('accepts references that resolve in the provenance', () => {
    const { record } = evaluate(
      rule((c) =>
        c.available({ code: 'inventory' }, [
          FACT,
          { kind: 'primary_source', source_id: 'doc-1' },
          { kind: 'resolved_setting', location: { scope: 'clip', clip_index: 1, clip_name: 'run' }, setting_id: 'mode', value: 'a' },
          { kind: 'raw_source', domain: 'animations', key: 'animation:1', field: 'name', value: 'run' },
          { kind: 'measurement', schema: 'urn:animsmith:schema:measurements:18', pointer: '/clips/walk/frame_count', value: c.clipMeasurements('walk')!.frame_count },
        ]),
      ),
    );
    expect(record.evaluation).to.equal('complete');
  });

  it('resolves raw-source references into the versioned sections its contract holds', () => {
    const r = rule((c) =>
      c.available({ code: 'inventory' }, [
        { kind: 'raw_source', domain: 'animation_inventory', key: 'animation:1', field: 'channel_count', value: 0 },
        { kind: 'raw_source', domain: 'movement_intent', key: 'clip:0', field: 'movement_owner_xz', value: null },
        { kind: 'raw_source', domain: 'scenes', key: 'scene:0', field: 'index', value: 0 },
      ]),
    );
    const profile = profileWith(r, { contracts: { provenance: 'urn:animsmith:prediction-provenance:6', prediction: 'urn:animsmith:engine-prediction:6' } });
    const inputs = inputsFor(profile);
    const check: RegisteredCheck = { id: 'engine-test', plugin: 'test', namespace: '', module: ruleCheckModule(r), prediction: true };
    const outcome = evaluatePredictionCheck(check, r, { options: {} }, true, inputs.services, inputs);
    expect(outcome.incident, outcome.incident?.message).to.equal(undefined);
    expect(outcome.record.evaluation).to.equal('complete');
  });

  it('is not applicable without the rule; unselected leaves no prediction', () => {
    const r = rule((c) => perClip(c));
    const inactive = evaluate(definePredictionRule({ ...r, applies: () => false }));
    expect(inactive.record).to.include({ applicability: 'not_applicable', evaluation: 'not_evaluated' });
    expect(evaluate(r, { selected: false }).record).to.include({ selection: 'unselected', evaluation: 'not_evaluated' });
    const check: RegisteredCheck = { id: 'engine-test', plugin: 'test', namespace: '', module: ruleCheckModule(r), prediction: true };
    const { services } = inputsFor(profileWith(r));
    expect(evaluatePredictionCheck(check, undefined, { options: {} }, true, services, undefined).record).to.include({ applicability: 'not_applicable' });
    expect(inactive.record.prediction).to.equal(undefined);
  });

  it('severity off filters findings but never the prediction work', () => {
    const { record } = evaluate(
      rule((c) => {
        perClip(c, new Set(['run']));
        c.report({ messageId: 'conflict', prediction_scope: { code: 'clip_facet', subject: 'walk' } });
      }),
      { severity: 'off' },
    );
    expect(record).to.include({ configuration: 'enabled', evaluation: 'partial' });
    expect(record.findings).to.deep.equal([]);
    expect(record.prediction!.facets.map((f) => f.state)).to.deep.equal(['required_prediction_unavailable', 'available']);
  });

  it('a configured severity applies to findings', () => {
    const { record } = evaluate(
      rule((c) => {
        perClip(c);
        c.report({ messageId: 'conflict', prediction_scope: { code: 'clip_facet', subject: 'walk' } });
      }),
      { severity: 'warning' },
    );
    expect(record.findings[0]!.severity).to.equal('warning');
  });

  describe('facet budget', () => {
    const many = rule((c) => {
      for (let i = 0; i < 5000; i++) c.available({ code: 'clip_facet', subject: String(i).padStart(5, '0') }, [FACT]);
    });

    it('omits candidates past the per-file budget behind one rule-scoped marker', () => {
      const { record, inputs } = evaluate(many);
      const facets = record.prediction!.facets;
      expect(facets).to.have.length(FACET_BUDGET_PER_FILE);
      expect(facets.at(-1)).to.deep.include({ scope: { code: 'engine-test:facet-budget' }, state: 'required_prediction_unavailable', reasons: ['facet_budget_exceeded'] });
      expect(facets.at(-2)!.scope.subject).to.equal('04094');
      expect(record.evaluation).to.equal('partial');
      expect(inputs.budget.remaining).to.equal(0);
    });

    it('shares the budget: a later check with none left keeps only the marker', () => {
      const { record } = evaluate(rule((c) => perClip(c)), { budget: 0 });
      expect(record.prediction!.facets.map((f) => f.scope.code)).to.deep.equal(['engine-test:facet-budget']);
      expect(record.evaluation).to.equal('not_evaluated');
    });

    it('a rule within the budget draws it down exactly', () => {
      const { inputs } = evaluate(rule((c) => perClip(c)), { budget: 10 });
      expect(inputs.budget.remaining).to.equal(8);
    });
  });

  it('settings beyond their clip-row bound make the rule one resolved_settings_overflow facet', () => {
    const names = Array.from({ length: 4097 }, (_, i) => `c${i}`);
    const { record, inputs } = evaluate(rule((c) => perClip(c)), { clips: names });
    expect(inputs.provenance.settings.clip_coverage).to.deep.equal({ state: 'partial', limit: 4096, observed: 4097, retained: 4096 });
    expect(record.prediction!.facets).to.have.length(1);
    expect(record.prediction!.facets[0]).to.deep.include({ scope: { code: 'engine-test:settings_coverage' }, reasons: ['resolved_settings_overflow'] });
  });
});

describe('prediction exit rule', () => {
  const summary = (unavailable: number) =>
    ({
      files: [{ checks: [{ check_id: 'engine-test', findings: [] }] }],
      summary: { prediction_facets: { available: 1, required_prediction_unavailable: unavailable } },
    }) as unknown as Parameters<typeof lintExitCode>[0];

  it('any unavailable facet fails lint, whatever --allow says', () => {
    expect(lintExitCode(summary(1), { denyWarnings: false, allow: new Set(['engine-test']), incidents: 0 })).to.equal(1);
    expect(lintExitCode(summary(0), { denyWarnings: false, allow: new Set(['engine-test']), incidents: 0 })).to.equal(0);
  });
});
