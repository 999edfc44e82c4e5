import { expect } from 'chai';
import { CheckTester } from '@animsmith/cli/testing';
import check from '../src/constant-nonunit-scale.js';
import { cubic, ONE, scale, walk, ZERO } from './support/fixtures.js';

const halfSize = walk(scale([0, 1], [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5]]));

new CheckTester().run('constant-nonunit-scale', check, {
  valid: [
    { name: 'disabled by default (opt-in)', document: halfSize, evaluation: 'not_evaluated' },
    { name: 'unit scale', severity: 'note', document: walk(scale([0, 1], [ONE, ONE])) },
    { name: 'deviation just below 1e-4', severity: 'note', document: walk(scale([0], [[1.00009, 1.00009, 1.00009]])) },
    { name: 'animated non-unit scale belongs to scale-keys', severity: 'note', document: walk(scale([0, 1], [[2, 2, 2], [3, 3, 3]])) },
    {
      name: 'cubic excursion makes equal non-unit keys animated',
      severity: 'note',
      document: walk(cubic('scale', [0, 1], [[ZERO, [2, 2, 2], ONE], [[-1, -1, -1], [2, 2, 2], ZERO]])),
    },
    { name: 'translation is not scale', severity: 'note', document: walk({ property: 'translation', times: [0], values: [5, 5, 5] }) },
    { name: 'non-finite values: no classification', severity: 'note', document: walk(scale([0], [[2, NaN, 2]])) },
  ],
  invalid: [
    {
      name: 'constant half scale when enabled',
      severity: 'note',
      document: halfSize,
      errors: [{ messageId: 'constantNonUnitScale', severity: 'note', clip: 'walk', bone: 'hip', measured: 0.5, expected: 0 }],
    },
    {
      name: 'single-key pin just beyond 1e-4',
      severity: 'note',
      document: walk(scale([0], [[1.00011, 1.00011, 1.00011]])),
      errors: [{ messageId: 'constantNonUnitScale', measured: 1.1e-4 }],
    },
    {
      name: 'variation within the tolerance still counts as constant',
      severity: 'note',
      document: walk(scale([0, 1], [[2, 2, 2], [2.00005, 2.00005, 2]])),
      errors: [{ messageId: 'constantNonUnitScale', measured: 1.00005 }],
    },
    {
      name: 'enabling with another severity forces it',
      severity: 'warning',
      document: halfSize,
      errors: [{ messageId: 'constantNonUnitScale', severity: 'warning' }],
    },
  ],
});

describe('constant-nonunit-scale (opt-in)', () => {
  it('is disabled, not evaluated and silent without a configured severity', () => {
    const { record } = CheckTester.evaluate('constant-nonunit-scale', check, { name: 'default', document: halfSize });
    expect(record.configuration).to.equal('disabled');
    expect(record.evaluation).to.equal('not_evaluated');
    expect(record.findings).to.deep.equal([]);
  });

  it("is disabled by severity 'off' and enabled by any other severity", () => {
    const off = CheckTester.evaluate('constant-nonunit-scale', check, { name: 'off', document: halfSize, severity: 'off' });
    expect(off.record.configuration).to.equal('disabled');
    const on = CheckTester.evaluate('constant-nonunit-scale', check, { name: 'on', document: halfSize, severity: 'note' });
    expect(on.record.configuration).to.equal('enabled');
    expect(on.record.findings.map((f) => f.severity)).to.deep.equal(['note']);
  });
});
