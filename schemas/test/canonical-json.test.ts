import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { canonicalIdentity, canonicalJson, CanonicalJsonError } from '../src/canonical-json.js';

/** A binary64 from its IEEE-754 bit pattern, as RFC 8785 Appendix B lists them. */
function fromBits(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

describe('RFC 8785 canonical JSON', () => {
  it('reproduces the specification’s sample (section 3.2.2)', () => {
    const text =
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
      ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}';
    expect(canonicalJson(JSON.parse(text))).to.equal(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('sorts member names by UTF-16 code units (section 3.2.3)', () => {
    const input = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    // Read the order from the text: JSON.parse would re-order the integer-like "1" first.
    const order = ['\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33'];
    const text = canonicalJson(input);
    const positions = order.map((k) => text.indexOf(JSON.stringify(k)));
    expect(positions).to.deep.equal([...positions].sort((a, b) => a - b));
    expect(positions.every((p) => p >= 0)).to.equal(true);
  });

  it('serialises numbers as Appendix B lists them', () => {
    const table: [string, string][] = [
      ['0000000000000000', '0'],
      ['8000000000000000', '0'],
      ['0000000000000001', '5e-324'],
      ['8000000000000001', '-5e-324'],
      ['7fefffffffffffff', '1.7976931348623157e+308'],
      ['ffefffffffffffff', '-1.7976931348623157e+308'],
      ['4340000000000000', '9007199254740992'],
      ['c340000000000000', '-9007199254740992'],
      ['4430000000000000', '295147905179352830000'],
      ['44b52d02c7e14af5', '9.999999999999997e+22'],
      ['44b52d02c7e14af6', '1e+23'],
      ['44b52d02c7e14af7', '1.0000000000000001e+23'],
      ['444b1ae4d6e2ef4e', '999999999999999700000'],
      ['444b1ae4d6e2ef4f', '999999999999999900000'],
      ['444b1ae4d6e2ef50', '1e+21'],
      ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
      ['3eb0c6f7a0b5ed8d', '0.000001'],
      ['41b3de4355555553', '333333333.3333332'],
      ['41b3de4355555554', '333333333.33333325'],
      ['41b3de4355555555', '333333333.3333333'],
      ['41b3de4355555556', '333333333.3333334'],
      ['41b3de4355555557', '333333333.33333343'],
      ['becbf647612f3696', '-0.0000033333333333333333'],
      ['43143ff3c1cb0959', '1424953923781206.2'],
    ];
    for (const [bits, expected] of table) expect(canonicalJson(fromBits(bits)), bits).to.equal(expected);
  });

  it('refuses values without a canonical form', () => {
    for (const bad of [fromBits('7ff0000000000000'), fromBits('fff0000000000000'), NaN]) {
      expect(() => canonicalJson({ x: bad })).to.throw(CanonicalJsonError);
    }
    expect(() => canonicalJson('\ud800')).to.throw(CanonicalJsonError, /surrogate/);
    expect(() => canonicalJson({ f: () => 1 })).to.throw(CanonicalJsonError);
  });

  it('leaves undefined members out and keeps array order', () => {
    expect(canonicalJson({ b: [3, 1, 2], a: undefined, c: { z: 1, y: [] } })).to.equal('{"b":[3,1,2],"c":{"y":[],"z":1}}');
  });
});

describe('domain-separated canonical identity', () => {
  it('hashes the domain, a NUL byte and the canonical JSON', () => {
    const id = canonicalIdentity('urn:x:1', { b: 1, a: 2 });
    const preimage = Buffer.concat([Buffer.from('urn:x:1'), Buffer.from([0]), Buffer.from('{"a":2,"b":1}')]);
    expect(id).to.deep.equal({ sha256: createHash('sha256').update(preimage).digest('hex'), bytes: preimage.byteLength });
  });

  it('differs between domains for the same value and ignores member order', () => {
    expect(canonicalIdentity('a', { x: 1 }).sha256).to.not.equal(canonicalIdentity('b', { x: 1 }).sha256);
    expect(canonicalIdentity('a', { x: 1, y: 2 })).to.deep.equal(canonicalIdentity('a', { y: 2, x: 1 }));
  });
});
