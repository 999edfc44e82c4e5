/**
 * `checks list` shows one default severity per check, but duration-sanity reports two of its
 * messages as warnings: its catalog description and README row must say which is which.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { buildDocument, CheckTester } from '@animsmith/cli/testing';
import check from '../src/duration-sanity.js';

const WARNINGS = ['no bone tracks', 'channels that end at different times'];
const ERRORS = ['not positive and finite', 'invalid duration_s pin', 'duration outside its pin'];

describe('duration-sanity catalog entry', () => {
  const { description } = check.meta.docs;
  const [errors, warnings] = description.split(/Warnings:/);

  it('keeps the duration errors at the default severity', () => {
    expect(check.meta.defaultSeverity).to.equal('error');
    for (const phrase of ERRORS) expect(errors, phrase).to.contain(phrase);
  });

  it('names the messages reported as warnings under "Warnings:"', () => {
    expect(warnings, description).to.be.a('string');
    for (const phrase of WARNINGS) expect(warnings, phrase).to.contain(phrase);
  });

  it("README.md's row gives both severities and places each message under its own", () => {
    const row = readFileSync(new URL('../README.md', import.meta.url), 'utf8').split('\n').find((line) => line.startsWith('| `duration-sanity` |'));
    expect(row).to.be.a('string');
    const cells = row!.split('|').map((c) => c.trim());
    expect(cells[2]).to.equal('error / warning');
    expect(cells[3]).to.match(/clip without tracks \(warning\)/);
    expect(cells[3]).to.match(/ending at different times \(warning\)/);
    expect(cells[3]).to.match(/non-finite duration \(error\)/);
  });
});

// The severities the description promises are the ones the check reports.
new CheckTester().run('duration-sanity severities', check, {
  valid: [],
  invalid: [
    {
      name: 'no bone tracks is a warning',
      document: buildDocument({ bones: [{ name: 'hip' }], clips: [{ name: 'walk', tracks: [], duration: 1 }] }),
      errors: [{ messageId: 'noTracks', severity: 'warning' }],
    },
    {
      name: 'a zero duration is an error',
      document: buildDocument({
        bones: [{ name: 'hip' }],
        clips: [{ name: 'walk', tracks: [{ bone: 'hip', property: 'translation', times: [0], values: [0, 0, 0] }], duration: 0 }],
      }),
      errors: [{ messageId: 'degenerateDuration', severity: 'error' }],
    },
  ],
});
