/**
 * The report pages' display-safe text (`assets/report/safe-text.js`) follows the rule of every
 * other view (`formats/escape.ts` `escapeTerminal`) character for character, and applies it to
 * every string and key of a data block.
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { expect } from 'chai';
import { escapeTerminal } from '../../src/text/escape.js';

interface SafeText {
  text(value: string): string;
  data(value: unknown): unknown;
}

function loadSafeText(): SafeText {
  const window: { AnimsmithSafeText?: SafeText } = {};
  vm.runInNewContext(readFileSync(new URL('../../assets/report/safe-text.js', import.meta.url), 'utf8'), { window });
  return window.AnimsmithSafeText!;
}

describe('report safe-text.js', () => {
  const safe = loadSafeText();

  it('escapes exactly the characters escapeTerminal escapes, the same way (every BMP code point)', () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const ch = String.fromCharCode(code);
      if (safe.text(ch) !== escapeTerminal(ch)) differing.push(code.toString(16));
    }
    expect(differing).to.deep.equal([]);
    expect(safe.text('walk\u202e\u001b[31m\u2028')).to.equal('walk\\u{202e}\\u{1b}[31m\\u{2028}');
  });

  it('makes every string and key of a data block safe, leaving numbers, booleans and null', () => {
    const block = { clips: [{ name: 'a\u202eb', frames: 3, loop: true, note: null }], roles: { 'hip\u0007': 'bone\u2029' } };
    // The vm context has its own Object prototype: compare through JSON.
    expect(JSON.parse(JSON.stringify(safe.data(block)))).to.deep.equal({
      clips: [{ name: 'a\\u{202e}b', frames: 3, loop: true, note: null }],
      roles: { 'hip\\u{7}': 'bone\\u{2029}' },
    });
  });
});
