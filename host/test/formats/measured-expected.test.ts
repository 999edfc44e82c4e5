import { expect } from 'chai';
import type { FindingRecord } from '../../src/engine/check-record.js';
import { measuredExpected } from '../../src/formats/text-lint.js';

const finding = (message: string, measured?: number, expected?: number): FindingRecord =>
  ({ check_id: 'x', severity: 'warning', message, ...(measured !== undefined ? { measured } : {}), ...(expected !== undefined ? { expected } : {}) }) as FindingRecord;

describe('the (measured, expected) tail of a text finding', () => {
  it('is left out when the message already states the count and zero is the expected count', () => {
    expect(measuredExpected(finding('2 adjacent rotation key pair(s) change hemisphere', 2, 0))).to.equal('');
    expect(measuredExpected(finding('1 key outside the range', 1))).to.equal('');
  });

  it('is kept when it adds information', () => {
    expect(measuredExpected(finding('the clip lasts too long', 3, 2))).to.equal(' (measured 3, expected 2)');
    expect(measuredExpected(finding('norm is off', 1.5, 1))).to.equal(' (measured 1.5, expected 1)');
    expect(measuredExpected(finding('a bone is missing', 0, 1))).to.equal(' (measured 0, expected 1)');
  });
});
