import { expect } from 'chai';

/** The error of `type` that `fn` throws (fails the test when it throws nothing or something else). */
export function thrown<E extends Error>(type: abstract new (...args: never[]) => E, fn: () => unknown): E {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(type);
    return error as E;
  }
  return expect.fail(`expected a ${type.name}`);
}
