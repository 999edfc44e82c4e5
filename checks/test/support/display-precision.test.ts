import { expect } from 'chai';
import { formatDegrees, formatMetres } from '../../src/support/tracks.js';

describe('message numbers at display precision', () => {
  it('prints lengths to 0.1 mm and anything below that floor as 0', () => {
    expect([3.674e-17, -2e-5, 0.00012345, 1.23456789, -0].map(formatMetres)).to.deep.equal(['0', '0', '0.0001', '1.2346', '0']);
  });

  it('prints angles to 0.01° and anything below that floor as 0', () => {
    expect([3.092e-21, 0.004, 12.3456, -179.999].map(formatDegrees)).to.deep.equal(['0', '0', '12.35', '-180']);
  });
});
