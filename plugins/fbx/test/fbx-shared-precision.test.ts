/**
 * The loader's shared precision (loader/shared-precision.ts): the fast decimal rounding must give
 * exactly what formatting gives (`Number(v.toPrecision(d))`), and a binary tree and its SDK-style
 * ASCII spelling must come out equal.
 */
import { expect } from 'chai';
import type { FbxFile } from '../src/fbx-tree.js';
import { atSharedPrecision, roundDigits } from '../src/loader/shared-precision.js';

/** A deterministic 64-bit LCG. */
function generator(seed: bigint): () => bigint {
  let state = seed;
  return () => {
    state = (state * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return state;
  };
}

describe('fbx loader: shared precision', () => {
  it('rounds to 15 and 7 significant digits exactly as toPrecision does', () => {
    const next = generator(20261130n);
    const word = new Float64Array(1);
    const bits = new BigUint64Array(word.buffer);
    const values: number[] = [0.1, -43.63884735107422, 1.2333333271832545, 5e-324, 1.7976931348623157e308, 999999999999999.4, 0.5, 2.5e-7, 1234567.5, 99999995];
    for (let i = 0; i < 60000; i++) {
      bits[0] = next();
      values.push(word[0]!); // any bit pattern: every magnitude
      values.push(((Number(next() % 2000001n) - 1000000) / 7) * 10 ** (Number(next() % 30n) - 15)); // scene-sized numbers
      values.push(Math.fround(Math.sin(i) * 10 ** (Number(next() % 12n) - 6))); // float32 key values
    }
    const mismatches: string[] = [];
    for (const v of values) {
      if (!Number.isFinite(v)) continue;
      for (const digits of [15, 7]) {
        const expected = Number(v.toPrecision(digits));
        if (roundDigits(v, digits) !== expected) mismatches.push(`${v} @${digits}: ${roundDigits(v, digits)} vs ${expected}`);
      }
    }
    expect(mismatches.slice(0, 5)).to.deep.equal([]);
  });

  it('reads a binary tree and its SDK-precision ASCII spelling as the same numbers, leaving integers and tangent words alone', () => {
    const key = Math.fround(-43.63884735107422);
    const binary: FbxFile = {
      encoding: 'binary',
      version: 7500,
      nodes: [
        { name: 'KeyValueFloat', properties: [{ type: 'f', value: Float32Array.of(key, 1) }], children: [], at: 0 },
        { name: 'KeyAttrDataFloat', properties: [{ type: 'f', value: Float32Array.of(key) }], children: [], at: 0 },
        { name: 'P', properties: [{ type: 'D', value: 1.2333333271832545 }, { type: 'L', value: 1n << 60n }], children: [], at: 0 },
        { name: 'Vertices', properties: [{ type: 'd', value: Float64Array.of(Math.PI, 3) }], children: [], at: 0 },
      ],
    };
    const ascii: FbxFile = {
      encoding: 'ascii',
      version: 7500,
      nodes: [
        { name: 'KeyValueFloat', properties: [{ type: 'd', value: Float64Array.of(-43.63885, 1) }], children: [], at: 1 },
        { name: 'KeyAttrDataFloat', properties: [{ type: 'f', value: Float32Array.of(key) }], children: [], at: 2 },
        { name: 'P', properties: [{ type: 'D', value: 1.23333332718325 }, { type: 'L', value: 1n << 60n }], children: [], at: 3 },
        { name: 'Vertices', properties: [{ type: 'd', value: Float64Array.of(3.14159265358979, 3) }], children: [], at: 4 },
      ],
    };
    const values = (file: FbxFile): unknown[] => atSharedPrecision(file).nodes.map((n) => n.properties.map((p) => (ArrayBuffer.isView(p.value) ? Array.from(p.value as ArrayLike<number>) : p.value)));
    expect(values(ascii)).to.deep.equal(values(binary));
    const [keys, tangents, scalar] = values(binary) as [number[][], number[][], unknown[]];
    expect(keys[0]).to.deep.equal([Math.fround(-43.63885), 1]);
    expect(tangents[0]).to.deep.equal([key]);
    expect(scalar).to.deep.equal([1.23333332718325, 1n << 60n]);
  });
  it('rounds an array only when it is first read, so an unread array is never decoded', () => {
    let reads = 0;
    const counted = (type: 'd' | 'f', values: Float64Array | Float32Array) =>
      ({
        type,
        get value() {
          reads += 1;
          return values;
        },
      }) as FbxFile['nodes'][number]['properties'][number];
    const file: FbxFile = {
      encoding: 'binary',
      version: 7400,
      nodes: [
        { name: 'Vertices', properties: [counted('d', Float64Array.of(0.12345678901234568))], children: [], at: 0 },
        { name: 'KeyValueFloat', properties: [counted('f', Float32Array.of(-43.63884735107422))], children: [], at: 1 },
      ],
    };
    const shared = atSharedPrecision(file);
    expect(reads).to.equal(0);
    const [doubles, keys] = shared.nodes.map((n) => n.properties[0]!.value as Float64Array | Float32Array);
    expect(reads).to.equal(2);
    expect([...doubles!]).to.deep.equal([Number((0.12345678901234568).toPrecision(15))]);
    expect([...keys!]).to.deep.equal([Math.fround(-43.63885)]);
    void shared.nodes[0]!.properties[0]!.value;
    expect(reads).to.equal(2);
  });
});
