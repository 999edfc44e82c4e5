import { expect } from 'chai';
import { hypot3, hypot4 } from '../../src/model/decompose-matrix.js';

/** Deterministic doubles over the whole range: random bit patterns, small and huge magnitudes, edge values. */
function* samples(count: number): Generator<number> {
  const edges = [0, -0, 1, -1, 3, 4, 0.1, Math.SQRT1_2, Infinity, -Infinity, NaN, Number.MIN_VALUE, -Number.MIN_VALUE, Number.MAX_VALUE, 2.2250738585072014e-308, 1e-310, 1e154, 1e-154, 1e300];
  const bits = new Float64Array(1);
  const words = new Uint32Array(bits.buffer);
  let state = 0x9e3779b9;
  const next = (): number => {
    // xorshift32: reproducible without a seeded-random dependency.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  for (let i = 0; i < count; i++) {
    const pick = next() % 10;
    if (pick === 0) yield edges[next() % edges.length]!;
    else if (pick < 3) {
      words[0] = next();
      words[1] = next();
      yield bits[0]!;
    } else if (pick < 6) yield next() / 2 ** 31 - 1;
    else yield (next() / 2 ** 31 - 1) * 10 ** ((next() % 41) - 20);
  }
}

describe('decomposeMatrix: hypot', () => {
  it('hypot3 and hypot4 give the bits of Math.hypot', () => {
    const values = [...samples(400_000)];
    let mismatches = 0;
    for (let i = 0; i + 3 < values.length; i += 4) {
      const [a, b, c, d] = [values[i]!, values[i + 1]!, values[i + 2]!, values[i + 3]!];
      if (!Object.is(hypot3(a, b, c), Math.hypot(a, b, c))) mismatches++;
      if (!Object.is(hypot4(a, b, c, d), Math.hypot(a, b, c, d))) mismatches++;
    }
    expect(mismatches).to.equal(0);
  });

  it('follows Math.hypot on infinities, NaN and zeros', () => {
    const cases: [number, number, number, number][] = [
      [NaN, Infinity, 0, 0],
      [-Infinity, NaN, 1, 2],
      [NaN, 1, 2, 3],
      [0, -0, 0, -0],
      [-0, 0, 0, 0],
      [Number.MAX_VALUE, Number.MAX_VALUE, 1, 1],
      [Number.MIN_VALUE, 0, Number.MIN_VALUE, 0],
    ];
    for (const [a, b, c, d] of cases) {
      expect(Object.is(hypot3(a, b, c), Math.hypot(a, b, c)), `hypot3(${a}, ${b}, ${c})`).to.equal(true);
      expect(Object.is(hypot4(a, b, c, d), Math.hypot(a, b, c, d)), `hypot4(${a}, ${b}, ${c}, ${d})`).to.equal(true);
    }
  });
});
