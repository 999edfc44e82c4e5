/**
 * The errors a plugin throws for the host are recognised across copies of @animsmith/cli: this
 * test process holds two, the host's sources (through tsx) and the built bundle that the package
 * export `@animsmith/cli/plugin` names, as a global CLI and a project's own install would.
 */
import { expect } from 'chai';
import * as built from '@animsmith/cli/plugin';
import { OperatorError } from '../../src/engine/errors.js';
import { AssetLoadError } from '../../src/plugin-api/loader.js';
import { CommandError } from '../../src/plugin-api/command.js';
import { PoseRequestError } from '../../src/plugin-api/source-pose.js';

describe('plugin API errors across copies of @animsmith/cli', () => {
  const pairs = [
    ['OperatorError', OperatorError, built.OperatorError],
    ['AssetLoadError', AssetLoadError, built.AssetLoadError],
    ['CommandError', CommandError, built.CommandError],
    ['PoseRequestError', PoseRequestError, built.PoseRequestError],
  ] as const;

  it('are two copies here (the test would prove nothing otherwise)', () => {
    for (const [, source, bundle] of pairs) expect(source).to.not.equal(bundle);
  });

  for (const [name, source, bundle] of pairs) {
    it(`${name} from either copy is an instance of the other's class, and of Error`, () => {
      for (const error of [new source('x'), new bundle('x')]) {
        expect(error instanceof source).to.equal(true);
        expect(error instanceof bundle).to.equal(true);
        expect(error).to.be.instanceOf(Error);
        expect(error.name).to.equal(name);
      }
    });
  }

  it('tells the classes apart, and refuses plain errors and look-alikes', () => {
    for (const [name, source, bundle] of pairs) {
      for (const [other, otherSource] of pairs) {
        if (other !== name) expect(new otherSource('x') instanceof bundle, `${other} instanceof ${name}`).to.equal(false);
      }
      const lookAlike = Object.assign(new Error('x'), { name });
      expect(lookAlike instanceof source).to.equal(false);
      expect((null as unknown) instanceof source).to.equal(false);
    }
  });
});
