/**
 * What a check's meta declares, the host enforces or uses without knowing the check: the gap and
 * scope codes it may emit (any other isolates the check as crashed), and the measurement
 * thresholds its options set.
 */
import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import checksPlugin from '@animsmith/checks';
import { scratchProject } from '@animsmith/test-utils/engine-project';
import { CHECK_CRASHED_GAP } from '../../src/engine/evaluate-check.js';
import { OperatorError } from '../../src/engine/errors.js';
import { buildRunServices, measureOptionsFrom } from '../../src/engine/run-services.js';
import { openSession } from '../../src/engine/session.js';
import { defineCheck, type CheckContext, type CheckModule, type MeasureOptions } from '../../src/plugin-api/check.js';
import { PLUGIN_API_VERSION } from '../../src/plugin-api/plugin.js';
import { CheckTester } from '../../src/testing/index.js';
import { buildDocument, sourceFromDocument } from '../support/anim-builder.js';

/** A check that declares one gap (bare) and one scope (with its meaning), then runs `emit`. */
function emitting(namespace: string, emit: (context: CheckContext) => void): CheckModule {
  const code = (local: string) => (namespace === '' ? local : `${namespace}/${local}`);
  return defineCheck({
    meta: {
      type: 'mechanical',
      docs: { description: 'emits what the test says' },
      defaultSeverity: 'warning',
      messages: { m: 'finding' },
      gaps: [code('declared_gap')],
      scopes: [{ code: code('declared_scope'), meaning: 'a unit of work' }],
    },
    create: (context) => ({ document: () => emit(context) }),
  });
}

const document = buildDocument({ bones: [{ name: 'root' }] });

/** One walk cycle: the hips travel, each foot steps a few centimetres relative to them. */
function walk() {
  const t = [0, 0.25, 0.5, 0.75, 1];
  const foot = (x: number, z: readonly number[]) => t.map((_, i) => [x, -1, z[i]!]);
  return buildDocument({
    bones: [{ name: 'hips' }, { name: 'foot_l', parent: 'hips' }, { name: 'foot_r', parent: 'hips' }],
    clips: [
      {
        name: 'walk',
        tracks: [
          { bone: 'hips', property: 'translation', times: t, values: t.map((s) => [0, 1, -2 * s]) },
          { bone: 'foot_l', property: 'translation', times: t, values: foot(0.1, [0.2, 0, -0.2, 0, 0.2]) },
          { bone: 'foot_r', property: 'translation', times: t, values: foot(-0.1, [-0.2, 0, 0.2, 0, -0.2]) },
        ],
      },
    ],
  });
}

function evaluate(id: string, emit: (context: CheckContext) => void) {
  const namespace = id.includes('/') ? id.slice(0, id.indexOf('/')) : '';
  return CheckTester.evaluate(id, emitting(namespace, emit), { name: 'case', document });
}

describe('check declarations', () => {
  describe('gap and scope codes', () => {
    for (const id of ['own', 'studio/own']) {
      const ns = id.includes('/') ? 'studio/' : '';
      it(`${id}: emits what it declares, bare or with a meaning`, () => {
        const outcome = evaluate(id, (c) => {
          c.completed({ code: `${ns}declared_scope`, subject: 'a' });
          c.gap({ code: `${ns}declared_gap`, message: 'not judged', scope: { code: `${ns}declared_scope`, subject: 'b' } });
        });
        expect(outcome.incident).to.equal(undefined);
        expect(outcome.record.evaluation).to.equal('partial');
        expect(outcome.record.gaps!.map((g) => g.code)).to.deep.equal([`${ns}declared_gap`]);
      });

      const refused: [string, (c: CheckContext) => void, RegExp][] = [
        ['an undeclared gap', (c) => c.gap({ code: `${ns}other_gap`, message: 'x' }), /undeclared gap code/],
        ['an undeclared scope', (c) => c.completed({ code: `${ns}other_scope` }), /undeclared scope code/],
        ['a gap naming an undeclared scope', (c) => c.gap({ code: `${ns}declared_gap`, message: 'x', scope: { code: `${ns}other` } }), /undeclared scope code/],
        ['a scope declared as a gap', (c) => c.completed({ code: `${ns}declared_gap` }), /undeclared scope code/],
      ];
      for (const [what, emit, message] of refused) {
        it(`${id}: ${what} makes the record not_evaluated with ${CHECK_CRASHED_GAP}`, () => {
          const outcome = evaluate(id, emit);
          expect(outcome.record.evaluation).to.equal('not_evaluated');
          expect(outcome.record.gaps!.map((g) => g.code)).to.deep.equal([CHECK_CRASHED_GAP]);
          expect(outcome.incident!.message).to.match(message);
        });
      }
    }

    it('a plugin check may not use a code outside its namespace, even a declared one', () => {
      const check = defineCheck({
        meta: { type: 'mechanical', docs: { description: 'd' }, defaultSeverity: 'note', messages: { m: 'm' }, gaps: ['declared_gap'] },
        create: (c) => ({ document: () => c.gap({ code: 'declared_gap', message: 'x' }) }),
      });
      const outcome = CheckTester.evaluate('studio/bare', check, { name: 'case', document });
      expect(outcome.record.gaps!.map((g) => g.code)).to.deep.equal([CHECK_CRASHED_GAP]);
      expect(outcome.incident!.message).to.match(/outside its namespace 'studio\/'/);
    });
  });

  describe('measurement thresholds', () => {
    const claiming = (measureOptions: CheckModule['meta']['measureOptions']): CheckModule =>
      defineCheck({ meta: { type: 'contract', docs: { description: 'd' }, defaultSeverity: 'note', messages: { m: 'm' }, measureOptions }, create: () => ({}) });

    it('come from the numeric options the claiming checks resolved', () => {
      const checks = [
        { id: 'a', module: claiming({ minStrideStepM: 'floor' }) },
        { id: 'studio/b', module: claiming({ loopClosurePositionM: 'metres', loopClosureRotationDeg: 'degrees' }) },
        { id: 'c', module: claiming(undefined) },
      ];
      const options: Record<string, Record<string, unknown>> = { a: { floor: 0.5 }, 'studio/b': { metres: 'far', degrees: 3 }, c: { floor: 9 } };
      expect(measureOptionsFrom(checks, (id) => options[id])).to.deep.equal({ minStrideStepM: 0.5, loopClosureRotationDeg: 3 });
    });

    it('refuses two checks claiming one threshold', () => {
      const checks = [
        { id: 'a', module: claiming({ minStrideStepM: 'floor' }) },
        { id: 'studio/b', module: claiming({ minStrideStepM: 'stride' }) },
      ];
      expect(() => measureOptionsFrom(checks, () => ({}))).to.throw(OperatorError, "checks 'a' and 'studio/b' both set the measurement threshold minStrideStepM");
    });

    describe('in a project', () => {
      const project = scratchProject('measure-options-');
      /** Each threshold the built-in catalog claims: the claiming check and its option. */
      const builtins: Readonly<Record<string, CheckModule>> = checksPlugin.checks ?? {};
      const claims = Object.entries(builtins).flatMap(([id, check]) =>
        Object.entries(check.meta.measureOptions ?? {}).map(([threshold, option]) => ({ id, threshold: threshold as keyof MeasureOptions, option: option! })),
      );

      it('every threshold is set through a built-in check option', () => {
        expect(claims.map((c) => c.threshold).sort()).to.deep.equal(['loopClosurePositionM', 'loopClosureRotationDeg', 'minStrideStepM']);
      });

      it('the session reads them from [checks.<id>], and the measurements use them', async () => {
        const values = claims.map((_, i) => 1000 + i);
        const tables = new Map<string, string[]>();
        claims.forEach((c, i) => tables.set(c.id, [...(tables.get(c.id) ?? []), `${c.option} = ${values[i]}`]));
        project.configure([...tables].map(([id, lines]) => `[checks.${id}]\n${lines.join('\n')}\n`).join('\n'));
        const session = await openSession(project.dir, undefined);
        expect(session.measureOptions).to.deep.equal(Object.fromEntries(claims.map((c, i) => [c.threshold, values[i]])));

        // A stride floor of a kilometre leaves no stride to divide the seam jump by.
        const rig = { roles: { hips: 'hips', left_foot: 'foot_l', right_foot: 'foot_r' } };
        const measured = (measure: MeasureOptions) =>
          buildRunServices(walk(), sourceFromDocument(walk()), { rig, clips: { walk: { loop: true } }, measure }).measurements.clips['walk']!;
        expect(measured({}).loop_seam_ratio_availability).to.equal('measured');
        expect(measured(session.measureOptions).loop_seam_ratio_availability).to.equal('unavailable');
      });

      it('a plugin check claiming a built-in threshold is refused before any file is read', async () => {
        const { id, threshold } = claims[0]!;
        writeFileSync(
          path.join(project.dir, 'rival.mjs'),
          `export default {
            meta: { name: 'rival', version: '1.0.0', namespace: 'rival', apiVersion: ${JSON.stringify(PLUGIN_API_VERSION)} },
            checks: { floor: { meta: { type: 'contract', docs: { description: 'd' }, defaultSeverity: 'note', messages: { m: 'm' },
              schema: { type: 'object', properties: { floor: { type: 'number' } } }, measureOptions: { ${threshold}: 'floor' } }, create() { return {}; } } },
          };\n`,
        );
        const result = await project.run(['lint', 'missing.glb'], '[plugins]\nrival = "./rival.mjs"\n');
        expect(result.status).to.equal(2);
        expect(result.stderr).to.equal(`animsmith: checks '${id}' and 'rival/floor' both set the measurement threshold ${threshold}\n`);
      });
    });
  });
});
