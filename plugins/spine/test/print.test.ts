import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { javaNumberText, printSkeletonJson, type PrintValue } from '../src/print/index.js';
import { FIXTURES } from '../../../fixtures/root.mjs';

const CORPUS = path.join(FIXTURES, 'spine');
const EXPORTS = readdirSync(CORPUS).filter((name) => name.endsWith('.json')).sort();

describe('spine print: the editor JSON printer', () => {
  it('finds the four corpus exports', () => {
    expect(EXPORTS).to.have.length(4);
  });

  for (const name of EXPORTS) {
    it(`reprints ${name} byte for byte from its parsed value`, () => {
      const text = readFileSync(path.join(CORPUS, name), 'utf8');
      expect(printSkeletonJson(JSON.parse(text) as PrintValue)).to.equal(text);
    });
  }

  describe('Java number text', () => {
    const cases: Array<[number, 'integer' | 'float', string]> = [
      [2, 'integer', '2'],
      [2, 'float', '2.0'],
      [-75, 'float', '-75.0'],
      [-448, 'integer', '-448'],
      [0, 'integer', '0'],
      [-0, 'integer', '0'],
      [0, 'float', '0.0'],
      [0.4666667, 'integer', '0.4666667'],
      [1406.341, 'integer', '1406.341'],
      [0.001, 'integer', '0.001'],
      [3e-4, 'integer', '3.0E-4'],
      [3e-4, 'float', '3.0E-4'],
      [8.6e-4, 'integer', '8.6E-4'],
      [1.8902356e-6, 'integer', '1.8902356E-6'],
      [2.554152e-7, 'integer', '2.554152E-7'],
      [-5e-5, 'integer', '-5.0E-5'],
      [1e7, 'integer', '10000000'],
      [1e7, 'float', '1.0E7'],
      [12345678.5, 'integer', '1.23456785E7'],
      [9999999.5, 'integer', '9999999.5'],
    ];
    for (const [value, style, text] of cases) {
      it(`${String(value)} (${style}) → ${text}`, () => {
        expect(javaNumberText(value, style)).to.equal(text);
      });
    }
    it('refuses NaN and infinities, which JSON cannot hold', () => {
      expect(() => javaNumberText(Number.NaN)).to.throw(RangeError);
      expect(() => javaNumberText(Number.POSITIVE_INFINITY)).to.throw(RangeError);
    });
  });

  describe('layout', () => {
    it('refuses a value JSON cannot hold, naming its key path', () => {
      expect(() => printSkeletonJson({ skins: [{ name: 'a', attachments: { s: { vertices: [1, Number.NaN] } } }] })).to.throw(
        RangeError,
        /^skins\[0\]\.attachments\.s\.vertices\[1\]: NaN has no JSON text$/,
      );
      const hole = { bones: [{ name: 'root', x: undefined }] } as unknown as PrintValue;
      expect(() => printSkeletonJson(hole)).to.throw(RangeError, /^bones\[0\]\.x: undefined has no JSON text$/);
    });

    it('puts root keys at column 0, indents with tabs and writes no final newline', () => {
      expect(printSkeletonJson({ skeleton: { spine: '4.3.13' }, bones: [{ name: 'root' }] })).to.equal(
        '{\n"skeleton": { "spine": "4.3.13" },\n"bones": [\n\t{ "name": "root" }\n]\n}',
      );
    });

    it('inlines a flat object of six fields and breaks one of seven', () => {
      const six = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 };
      expect(printSkeletonJson({ six })).to.equal('{\n"six": { "a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6 }\n}');
      expect(printSkeletonJson({ seven: { ...six, g: 7 } })).to.equal(
        '{\n"seven": {\n\t"a": 1,\n\t"b": 2,\n\t"c": 3,\n\t"d": 4,\n\t"e": 5,\n\t"f": 6,\n\t"g": 7\n}\n}',
      );
    });

    it('never wraps a flat array and breaks any container that holds a container', () => {
      const long = Array.from({ length: 200 }, (_, i) => i);
      expect(printSkeletonJson({ a: long })).to.equal(`{\n"a": [ ${long.join(', ')} ]\n}`);
      expect(printSkeletonJson({ a: [[1], {}] })).to.equal('{\n"a": [\n\t[ 1 ],\n\t{}\n]\n}');
      expect(printSkeletonJson({ a: { b: [] } })).to.equal('{\n"a": {\n\t"b": []\n}\n}');
    });

    it('writes strings with JSON escapes, `/` unescaped, and null/booleans as words', () => {
      expect(printSkeletonJson({ o: { s: 'a/b"c\n', n: null, t: true, f: false } })).to.equal(
        '{\n"o": { "s": "a/b\\"c\\n", "n": null, "t": true, "f": false }\n}',
      );
    });
  });

  describe('float-typed fields (4.3)', () => {
    const skeletonWith = (attachment: PrintValue): string =>
      printSkeletonJson({ skins: [{ name: 'default', attachments: { slot: { a: attachment } } }] });

    it('keeps .0 on a weighted mesh run and on mesh width/height, not on uvs', () => {
      const text = skeletonWith({ type: 'mesh', uvs: [1, 0, 0, 1], triangles: [0, 1, 0], vertices: [1, 0, 2, 3, 1, 1, 0, 4, 5, 1], width: 10, height: 2 });
      expect(text).to.contain('"uvs": [ 1, 0, 0, 1 ]');
      expect(text).to.contain('"vertices": [ 1.0, 0.0, 2.0, 3.0, 1.0, 1.0, 0.0, 4.0, 5.0, 1.0 ]');
      expect(text).to.contain('"width": 10.0');
    });

    it('prints an unweighted run (length = uvs length) and region sizes as integers', () => {
      const mesh = skeletonWith({ type: 'mesh', uvs: [1, 0, 0, 1], triangles: [0, 1, 0], vertices: [2, 3, 4, 5] });
      expect(mesh).to.contain('"vertices": [ 2, 3, 4, 5 ]');
      expect(skeletonWith({ width: 10, height: 2 })).to.contain('{ "width": 10, "height": 2 }');
    });

    it('keeps .0 on a weighted bounding box run (length ≠ vertexCount × 2)', () => {
      const text = skeletonWith({ type: 'boundingbox', vertexCount: 1, vertices: [1, 0, 2, 3, 1] });
      expect(text).to.contain('"vertices": [ 1.0, 0.0, 2.0, 3.0, 1.0 ]');
    });

    it('prints whole numbers outside skins as integers', () => {
      expect(printSkeletonJson({ animations: { a: { attachments: { default: { s: { m: { deform: [{ vertices: [2, 3] }] } } } } } } })).to.contain(
        '"vertices": [ 2, 3 ]',
      );
    });
  });
});
